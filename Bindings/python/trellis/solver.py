"""kiwisolver's API on Trellis' solver: a drop-in for ``import kiwisolver``.

    from trellis.solver import Variable, Solver, strength

    x, y = Variable("x"), Variable("y")
    s = Solver()
    s.addConstraint(x + y == 100)
    s.addConstraint((x == 2 * y) | "strong")
    s.updateVariables()
    x.value(), y.value()   # (66.66..., 33.33...)

``Variable``, ``Term``, ``Expression``, ``Constraint``, ``Solver`` and ``strength`` come from
the C extension ``trellis._solver`` and behave as kiwisolver's (same operators, term order,
error types, strengths and clipping); kiwisolver's own test suite passes against this module
with only its import lines changed. Underneath is libtrellis' raw solver.

One difference, on purpose: **strengths are strict levels**. kiwi weighs an optional
constraint's error by its strength number (weak = 1, medium = 1e3, strong = 1e6) and
minimises the weighted sum, so 1001 violated weak constraints outweigh one medium one.
Trellis keeps kiwi's numbers on the Python side (``Constraint.strength()`` returns them) but
gives the solver a priority per number, in the same order (``priority_for``: weak -> 100,
medium -> 500, strong -> 900, required -> 1000), and no number of violations at one
priority outweighs one at a higher priority. Equal strengths share a level, where violations
add up as in kiwi. See Bindings/python/README.md for an example where the answers differ.

``__version__`` is the kiwisolver version whose API and test suite this module matches
(matplotlib checks it); the Trellis version is ``trellis.__version__``.
"""

import ctypes

from . import _lib
from ._lib import ArgumentError, NotFoundError, StateError, UnsatisfiableError
from ._solver import (Constraint, Expression, Solver, Term, Variable, _configure,
                      priority_for, strength)

__all__ = [
    "Variable", "Term", "Expression", "Constraint", "Solver", "strength", "priority_for",
    "DuplicateConstraint", "UnsatisfiableConstraint", "UnknownConstraint",
    "DuplicateEditVariable", "UnknownEditVariable", "BadRequiredStrength",
    "__version__", "__kiwi_version__",
]

#: The kiwisolver release whose API (and test suite) this module matches.
__version__ = "1.5.1"
__kiwi_version__ = __version__


# --- exceptions (named as in kiwisolver, and Trellis errors too) ----------------------------

class DuplicateConstraint(StateError):
    """The constraint has been added to this solver already."""

    def __init__(self, constraint, message=None):
        super().__init__(message or "duplicate constraint: %r" % (constraint,))
        self.constraint = constraint


class UnsatisfiableConstraint(UnsatisfiableError):
    """A required constraint conflicts with the required constraints in the solver (which
    is left unchanged)."""

    def __init__(self, constraint, message=None):
        text = "unsatisfiable constraint: %r" % (constraint,)
        super().__init__("%s (%s)" % (text, message) if message else text)
        self.constraint = constraint


class UnknownConstraint(NotFoundError):
    """The constraint is not in this solver."""

    def __init__(self, constraint, message=None):
        super().__init__(message or "unknown constraint: %r" % (constraint,))
        self.constraint = constraint


class DuplicateEditVariable(StateError):
    """The variable is an edit variable of this solver already."""

    def __init__(self, edit_variable, message=None):
        super().__init__(message or "duplicate edit variable: %r" % (edit_variable,))
        self.edit_variable = edit_variable


class UnknownEditVariable(StateError):
    """The variable is not an edit variable of this solver."""

    def __init__(self, edit_variable, message=None):
        super().__init__(message or "unknown edit variable: %r" % (edit_variable,))
        self.edit_variable = edit_variable


class BadRequiredStrength(ArgumentError):
    """An edit variable cannot have the required strength."""

    def __init__(self, message="A required strength cannot be used in this context."):
        super().__init__(message)


# --- the extension's configuration --------------------------------------------------------

_FUNCTIONS = (
    "trellis_last_error", "trellis_solver_new", "trellis_solver_free",
    "trellis_solver_new_variable", "trellis_solver_add_constraint",
    "trellis_solver_remove_constraint", "trellis_solver_add_edit_variable",
    "trellis_solver_remove_edit_variable", "trellis_solver_suggest_value",
    "trellis_solver_update", "trellis_solver_value", "trellis_solver_values",
    "trellis_solver_suggest_values",
)


def _function_addresses():
    """{name: address} of the solver functions of the library trellis._lib loads (None for
    a function the library lacks)."""
    library = _lib.lib()
    addresses = {}
    for name in _FUNCTIONS:
        try:
            addresses[name] = ctypes.cast(getattr(library, name), ctypes.c_void_p).value
        except AttributeError:
            addresses[name] = None
    return addresses


def _violation(constraint):
    value = constraint.expression().value()
    op = constraint.op()
    if op == "==":
        return abs(value)
    return max(value, 0.0) if op == "<=" else max(-value, 0.0)


def _dumps(solver):
    """Solver.dumps(): kiwi's sections. The objective is Trellis' lexicographic one: the
    total violation of the optional constraints at each level, highest first."""
    variables, edits, constraints = solver._contents()
    levels = {}
    for constraint in constraints:
        if constraint.strength() < strength.required:
            entry = levels.setdefault(constraint.strength(), [0, 0.0])
            entry[0] += 1
            entry[1] += _violation(constraint)
    lines = ["Objective", "---------"]
    for number in sorted(levels, reverse=True):
        count, total = levels[number]
        lines.append("strength %g (Trellis priority %.6g): %d constraint%s, violation %g"
                     % (number, priority_for(number), count, "" if count == 1 else "s", total))
    lines += ["", "Tableau", "-------",
              "(inside libtrellis: %d constraints over %d variables)"
              % (len(constraints) + len(edits), len(variables)),
              "", "Infeasible", "----------",
              "(none: libtrellis restores feasibility within every call)",
              "", "Variables", "---------"]
    lines += ["%s = %g" % (v.name(), v.value()) for v in variables]
    lines += ["", "Edit Variables", "--------------"]
    lines += ["%s | strength = %g" % (v.name(), s) for v, s in edits]
    lines += ["", "Constraints", "-----------"]
    lines += [repr(c) for c in constraints]
    return "\n".join(lines) + "\n\n"


_configure(
    duplicate_constraint=DuplicateConstraint,
    unsatisfiable_constraint=UnsatisfiableConstraint,
    unknown_constraint=UnknownConstraint,
    duplicate_edit_variable=DuplicateEditVariable,
    unknown_edit_variable=UnknownEditVariable,
    bad_required_strength=BadRequiredStrength,
    error_for_status=_lib.error_for_status,
    function_addresses=_function_addresses,
    dumps=_dumps,
)
