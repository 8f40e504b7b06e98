"""Loading libtrellis and declaring its C functions (ctypes).

Library discovery, first match wins:

1. the ``TRELLIS_LIBRARY`` environment variable: the path of the shared library (or of a
   directory holding it). If it is set but names nothing loadable, that is an error: no
   silent fallback to another copy;
2. the copy inside this package (``trellis/libtrellis.so``), which every wheel carries,
   with the libraries it needs beyond the C runtime in ``trellis/_libs/`` (loaded first);
3. a repository build folder (for a source checkout used in place): walking up from this
   package's directory, then from the current directory, the first ``.build/release/`` or
   ``.build/<triple>/release/`` that holds the library.

The library is loaded on first use, so ``import trellis`` works without it.

Every ``trellis_status`` other than ``TRELLIS_OK`` becomes a :class:`TrellisError` subclass
whose message is ``trellis_last_error()``.
"""

import ctypes
import glob
import os
import sys
import threading

__all__ = [
    "TrellisError", "ParseError", "SchemaError", "NotFoundError", "ArgumentError",
    "UnsatisfiableError", "StateError", "TrellisIOError",
    "OK", "ERROR_PARSE", "ERROR_SCHEMA", "ERROR_NOT_FOUND", "ERROR_ARGUMENT",
    "ERROR_UNSATISFIABLE", "ERROR_STATE", "ERROR_IO",
    "LE", "EQ", "GE",
    "lib", "library_path", "find_library", "check", "last_error", "error_for_status",
]

# --- status codes (trellis_status) ---------------------------------------------------------

OK = 0
ERROR_PARSE = 1
ERROR_SCHEMA = 2
ERROR_NOT_FOUND = 3
ERROR_ARGUMENT = 4
ERROR_UNSATISFIABLE = 5
ERROR_STATE = 6
ERROR_IO = 7

# trellis_relation
LE = -1
EQ = 0
GE = 1


# --- exceptions ----------------------------------------------------------------------------

class TrellisError(Exception):
    """A Trellis call failed. ``status`` is the trellis_status code, the message the library's
    ``trellis_last_error()``."""

    status = None

    def __init__(self, message="", status=None):
        super().__init__(message)
        if status is not None:
            self.status = status

    @property
    def message(self):
        return self.args[0] if self.args else ""


class ParseError(TrellisError, ValueError):
    """TRELLIS_ERROR_PARSE: a document or equation is not well-formed."""
    status = ERROR_PARSE


class SchemaError(TrellisError, ValueError):
    """TRELLIS_ERROR_SCHEMA: well-formed, but not a valid trellis/1 document."""
    status = ERROR_SCHEMA


class NotFoundError(TrellisError, LookupError):
    """TRELLIS_ERROR_NOT_FOUND: an unknown id, variable or constraint."""
    status = ERROR_NOT_FOUND


class ArgumentError(TrellisError, ValueError):
    """TRELLIS_ERROR_ARGUMENT: NULL handle, NaN/infinite number, out-of-range value."""
    status = ERROR_ARGUMENT


class UnsatisfiableError(TrellisError):
    """TRELLIS_ERROR_UNSATISFIABLE: a required constraint conflicts with the others."""
    status = ERROR_UNSATISFIABLE


class StateError(TrellisError):
    """TRELLIS_ERROR_STATE: the call is not allowed in the object's current state."""
    status = ERROR_STATE


class TrellisIOError(TrellisError, OSError):
    """TRELLIS_ERROR_IO: a file could not be read."""
    status = ERROR_IO


_ERRORS = {
    ERROR_PARSE: ParseError,
    ERROR_SCHEMA: SchemaError,
    ERROR_NOT_FOUND: NotFoundError,
    ERROR_ARGUMENT: ArgumentError,
    ERROR_UNSATISFIABLE: UnsatisfiableError,
    ERROR_STATE: StateError,
    ERROR_IO: TrellisIOError,
}


# Shown (in tracebacks and reprs) as trellis.SchemaError, where users import them from.
for _error in (TrellisError, ParseError, SchemaError, NotFoundError, ArgumentError,
               UnsatisfiableError, StateError, TrellisIOError):
    _error.__module__ = "trellis"
del _error


def error_for_status(status):
    """The exception class for a trellis_status (TrellisError for unknown codes)."""
    return _ERRORS.get(status, TrellisError)


# --- C types -------------------------------------------------------------------------------

c_status = ctypes.c_int          # trellis_status (a C enum: int-sized)
c_relation = ctypes.c_int        # trellis_relation
c_var = ctypes.c_uint32          # trellis_var
c_constraint = ctypes.c_uint32   # trellis_constraint


class Rect(ctypes.Structure):
    """trellis_rect"""
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double),
                ("width", ctypes.c_double), ("height", ctypes.c_double)]


class Size(ctypes.Structure):
    """trellis_size"""
    _fields_ = [("width", ctypes.c_double), ("height", ctypes.c_double)]


class Measurement(ctypes.Structure):
    """trellis_measurement"""
    _fields_ = [("width", ctypes.c_double), ("height", ctypes.c_double),
                ("first_baseline", ctypes.c_double), ("last_baseline", ctypes.c_double)]


class _Opaque(ctypes.Structure):
    pass


solver_p = ctypes.POINTER(_Opaque)     # trellis_solver *
document_p = ctypes.POINTER(_Opaque)   # trellis_document *
scene_p = ctypes.POINTER(_Opaque)      # trellis_scene *

MEASURE_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p,
                              ctypes.c_double, ctypes.c_double, ctypes.POINTER(Measurement))

_P = ctypes.POINTER

# Every function of Include/trellis.h: name -> (restype, argtypes). These must be exported.
SIGNATURES = {
    "trellis_version": (ctypes.c_char_p, []),
    "trellis_last_error": (ctypes.c_char_p, []),
    "trellis_release_cached_memory": (ctypes.c_size_t, []),
    "trellis_solver_new": (c_status, [_P(solver_p)]),
    "trellis_solver_free": (None, [solver_p]),
    "trellis_solver_new_variable": (c_status, [solver_p, ctypes.c_char_p, _P(c_var)]),
    "trellis_solver_add_constraint": (c_status, [solver_p, _P(c_var), _P(ctypes.c_double),
                                                 ctypes.c_size_t, ctypes.c_double, c_relation,
                                                 ctypes.c_double, _P(c_constraint)]),
    "trellis_solver_remove_constraint": (c_status, [solver_p, c_constraint]),
    "trellis_solver_add_edit_variable": (c_status, [solver_p, c_var, ctypes.c_double]),
    "trellis_solver_remove_edit_variable": (c_status, [solver_p, c_var]),
    "trellis_solver_suggest_value": (c_status, [solver_p, c_var, ctypes.c_double]),
    "trellis_solver_update": (c_status, [solver_p]),
    "trellis_solver_value": (ctypes.c_double, [solver_p, c_var]),
}

# The document and scene API (docs/c-api.md) and later additions; declared when the
# library exports them.
OPTIONAL_SIGNATURES = {
    "trellis_solver_values": (c_status, [solver_p, _P(c_var), ctypes.c_size_t, _P(ctypes.c_double)]),
    "trellis_solver_suggest_values": (c_status, [solver_p, _P(c_var), _P(ctypes.c_double), ctypes.c_size_t]),
    "trellis_document_load": (c_status, [ctypes.c_char_p, ctypes.c_size_t, _P(document_p)]),
    "trellis_document_load_file": (c_status, [ctypes.c_char_p, _P(document_p)]),
    "trellis_document_free": (None, [document_p]),
    "trellis_document_scene_count": (ctypes.c_size_t, [document_p]),
    "trellis_document_scene_id": (ctypes.c_char_p, [document_p, ctypes.c_size_t]),
    "trellis_document_segues": (ctypes.c_char_p, [document_p]),
    "trellis_document_compile": (c_status, [document_p, ctypes.c_char_p, ctypes.c_size_t, _P(ctypes.c_size_t)]),
    "trellis_scene_new": (c_status, [document_p, ctypes.c_char_p, _P(scene_p)]),
    "trellis_scene_free": (None, [scene_p]),
    "trellis_scene_set_size": (c_status, [scene_p, ctypes.c_double, ctypes.c_double]),
    "trellis_scene_set_size_classes": (c_status, [scene_p, ctypes.c_int, ctypes.c_int]),
    "trellis_scene_set_layout_direction": (c_status, [scene_p, ctypes.c_int]),
    "trellis_scene_set_content_size_category": (c_status, [scene_p, ctypes.c_char_p]),
    "trellis_scene_set_display_scale": (c_status, [scene_p, ctypes.c_double]),
    "trellis_scene_layout": (c_status, [scene_p]),
    "trellis_scene_view_count": (ctypes.c_size_t, [scene_p]),
    "trellis_scene_view_id": (ctypes.c_char_p, [scene_p, ctypes.c_size_t]),
    "trellis_scene_frame": (c_status, [scene_p, ctypes.c_char_p, _P(Rect)]),
    "trellis_scene_frame_in_root": (c_status, [scene_p, ctypes.c_char_p, _P(Rect)]),
    "trellis_scene_frames": (c_status, [scene_p, _P(Rect), ctypes.c_size_t]),
    "trellis_scene_changed_views": (ctypes.c_size_t, [scene_p, _P(ctypes.c_size_t), ctypes.c_size_t]),
    "trellis_scene_is_installed": (ctypes.c_int, [scene_p, ctypes.c_char_p]),
    "trellis_scene_set_hidden": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_int]),
    "trellis_scene_set_intrinsic_size": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_double, ctypes.c_double]),
    "trellis_scene_set_text": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_char_p]),
    "trellis_scene_set_constant": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_double]),
    "trellis_scene_set_priority": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_double]),
    "trellis_scene_set_active": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_int]),
    "trellis_scene_add_constraint": (c_status, [scene_p, ctypes.c_char_p]),
    "trellis_scene_remove_constraint": (c_status, [scene_p, ctypes.c_char_p]),
    "trellis_scene_insert_scene": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t, document_p,
                                              ctypes.c_char_p, ctypes.c_char_p]),
    "trellis_scene_remove_view": (c_status, [scene_p, ctypes.c_char_p]),
    "trellis_scene_set_measure": (c_status, [scene_p, MEASURE_FN, ctypes.c_void_p]),
    "trellis_scene_fitting_size": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_double, _P(Size)]),
    "trellis_scene_diagnostics": (ctypes.c_char_p, [scene_p]),
    "trellis_scene_constraints_affecting": (ctypes.c_char_p, [scene_p, ctypes.c_char_p, ctypes.c_int]),
    "trellis_scene_set_safe_area_insets": (c_status, [scene_p, ctypes.c_double, ctypes.c_double,
                                                      ctypes.c_double, ctypes.c_double]),
    "trellis_scene_safe_area_insets": (c_status, [scene_p, ctypes.c_char_p, _P(ctypes.c_double)]),
    "trellis_scene_set_keyboard_height": (c_status, [scene_p, ctypes.c_double]),
    "trellis_scene_set_content_offset": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_double, ctypes.c_double]),
    "trellis_scene_content_size": (c_status, [scene_p, ctypes.c_char_p, _P(ctypes.c_double)]),
    "trellis_scene_table_row_count": (c_status, [scene_p, ctypes.c_char_p, _P(ctypes.c_size_t)]),
    "trellis_scene_table_insert_rows": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p,
                                                   ctypes.c_size_t]),
    "trellis_scene_table_delete_rows": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_size_t]),
    "trellis_scene_table_set_row_text": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p,
                                                    ctypes.c_char_p]),
    "trellis_scene_table_set_row_height": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_double]),
    "trellis_scene_table_row_frame": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t, _P(Rect)]),
    "trellis_scene_table_cell_frame": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p,
                                                  _P(Rect)]),
    "trellis_scene_collection_item_count": (c_status, [scene_p, ctypes.c_char_p, _P(ctypes.c_size_t)]),
    "trellis_scene_collection_insert_items": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t,
                                                         ctypes.c_char_p, ctypes.c_size_t]),
    "trellis_scene_collection_delete_items": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t,
                                                         ctypes.c_size_t]),
    "trellis_scene_collection_set_item_text": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t,
                                                          ctypes.c_char_p, ctypes.c_char_p]),
    "trellis_scene_collection_item_frame": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t, _P(Rect)]),
    "trellis_scene_collection_cell_frame": (c_status, [scene_p, ctypes.c_char_p, ctypes.c_size_t,
                                                       ctypes.c_char_p, _P(Rect)]),
    "trellis_scene_collection_header_frame": (c_status, [scene_p, ctypes.c_char_p, _P(Rect)]),
    "trellis_scene_collection_footer_frame": (c_status, [scene_p, ctypes.c_char_p, _P(Rect)]),
    "trellis_scene_previous_frames": (c_status, [scene_p, _P(Rect), ctypes.c_size_t]),
    "trellis_scene_view_info": (ctypes.c_char_p, [scene_p, ctypes.c_char_p]),
}


# --- discovery and loading -----------------------------------------------------------------

if sys.platform == "darwin":
    LIBRARY_NAMES = ("libtrellis.dylib",)
elif sys.platform == "win32":
    LIBRARY_NAMES = ("trellis.dll", "libtrellis.dll")
else:
    LIBRARY_NAMES = ("libtrellis.so",)

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


def _in_dir(directory):
    for name in LIBRARY_NAMES:
        path = os.path.join(directory, name)
        if os.path.isfile(path):
            return path
    return None


def _walk_up_to_build(start):
    """The library in `.build/release/` or `.build/*/release/` of `start` or an ancestor."""
    directory = os.path.abspath(start)
    while True:
        build = os.path.join(directory, ".build")
        if os.path.isdir(build):
            found = _in_dir(os.path.join(build, "release"))
            if found:
                return found
            for release in sorted(glob.glob(os.path.join(build, "*", "release"))):
                found = _in_dir(release)
                if found:
                    return found
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def _search_starts():
    starts = [_PACKAGE_DIR]
    try:
        starts.append(os.getcwd())
    except OSError:
        pass
    return starts


def find_library():
    """The path of the library to load (see the module docstring for the order).

    Raises OSError when there is none."""
    env = os.environ.get("TRELLIS_LIBRARY")
    if env:
        if os.path.isdir(env):
            found = _in_dir(env)
            if not found:
                raise OSError("TRELLIS_LIBRARY=%r is a directory without %s" % (env, " or ".join(LIBRARY_NAMES)))
            return found
        if not os.path.exists(env):
            raise OSError("TRELLIS_LIBRARY=%r does not exist" % env)
        return os.path.abspath(env)  # a bare file name would make dlopen search elsewhere
    found = _in_dir(_PACKAGE_DIR)
    if found:
        return found
    for start in _search_starts():
        found = _walk_up_to_build(start)
        if found:
            return found
    raise OSError(
        "libtrellis not found: build it with `make lib` in the repository (then install the "
        "package with `make wheel` and pip, or set TRELLIS_LIBRARY to the library's path)")


def _load_bundled_dependencies(path):
    """Loads the libraries a wheel bundles in trellis/_libs/ (libcjson) before the package's
    own libtrellis: the dynamic loader then resolves libtrellis' needs to them by soname."""
    if os.path.dirname(path) != _PACKAGE_DIR:
        return
    bundled = os.path.join(_PACKAGE_DIR, "_libs")
    if os.path.isdir(bundled):
        for name in sorted(os.listdir(bundled)):
            ctypes.CDLL(os.path.join(bundled, name), mode=ctypes.RTLD_GLOBAL)


_lock = threading.Lock()
_lib = None
_lib_path = None


def _declare(cdll):
    for name, (restype, argtypes) in SIGNATURES.items():
        fn = getattr(cdll, name)  # AttributeError: the library lacks a header function
        fn.restype = restype
        fn.argtypes = argtypes
    for name, (restype, argtypes) in OPTIONAL_SIGNATURES.items():
        try:
            fn = getattr(cdll, name)
        except AttributeError:
            continue
        fn.restype = restype
        fn.argtypes = argtypes


def lib():
    """The loaded library (a ctypes.CDLL with every function declared), loaded on first use."""
    global _lib, _lib_path
    if _lib is None:
        with _lock:
            if _lib is None:
                path = find_library()
                _load_bundled_dependencies(path)
                cdll = ctypes.CDLL(path)
                _declare(cdll)
                _lib_path = path
                _lib = cdll
    return _lib


def library_path():
    """The path the library was (or will be) loaded from."""
    lib()
    return _lib_path


def last_error():
    """trellis_last_error() as a str."""
    raw = lib().trellis_last_error()
    return raw.decode("utf-8", "replace") if raw else ""


def check(status, errors=None):
    """Raise the exception for a non-OK status.

    `errors` optionally maps a status to a more specific exception class (or to a callable
    taking the message and returning the exception to raise)."""
    if status == OK:
        return
    message = last_error()
    cls = (errors or {}).get(status) or error_for_status(status)
    exc = cls(message)
    if isinstance(exc, TrellisError) and exc.status is None:
        exc.status = status
    raise exc
