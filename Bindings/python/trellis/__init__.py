"""Trellis: an adaptive layout runtime (Auto Layout constraints, stack views, size classes,
Dynamic Type) with a C ABI. This package binds it with ctypes.

``trellis.solver`` (re-exported here) is a kiwisolver-compatible constraint solver::

    import trellis
    x = trellis.Variable("x")
    s = trellis.Solver()
    s.addConstraint((x >= 10) | "strong")
    s.updateVariables()

``trellis.document`` and ``trellis.scene`` (re-exported here) load trellis/1 layout documents
and lay their scenes out::

    with trellis.Document.load_file("hello.json") as doc, trellis.Scene(doc) as scene:
        scene.size = (390, 844)
        scene.layout()
        scene.frames()          # {"root": Frame(0, 0, 390, 844), "label": Frame(...)}

The shared library is the copy inside this package (every wheel carries one), unless the
``TRELLIS_LIBRARY`` environment variable names another; a source checkout used in place
finds the repository's ``.build/.../release`` folder (see ``trellis._lib``). It is loaded
on first use.
"""

from ._lib import (ArgumentError, NotFoundError, ParseError, SchemaError, StateError,
                   TrellisError, TrellisIOError, UnsatisfiableError, library_path)
from . import _lib
from .document import Document
from .scene import Frame, Scene
from .solver import (BadRequiredStrength, Constraint, DuplicateConstraint,
                     DuplicateEditVariable, Expression, Solver, Term, UnknownConstraint,
                     UnknownEditVariable, UnsatisfiableConstraint, Variable, strength)

__all__ = [
    "version", "library_path", "release_cached_memory",
    "Document", "Scene", "Frame",
    "Variable", "Term", "Expression", "Constraint", "Solver", "strength",
    "DuplicateConstraint", "UnsatisfiableConstraint", "UnknownConstraint",
    "DuplicateEditVariable", "UnknownEditVariable", "BadRequiredStrength",
    "TrellisError", "ParseError", "SchemaError", "NotFoundError", "ArgumentError",
    "UnsatisfiableError", "StateError", "TrellisIOError",
]

__version__ = "0.1.0"


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH" (trellis_version())."""
    return _lib.lib().trellis_version().decode("ascii")


def release_cached_memory() -> int:
    """Frees the solver scratch the library keeps between layouts for the next scene's first
    layout (at most 4 MiB a process) and returns the bytes freed
    (trellis_release_cached_memory())."""
    return _lib.lib().trellis_release_cached_memory()
