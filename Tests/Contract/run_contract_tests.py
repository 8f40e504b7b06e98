#!/usr/bin/env python3
"""The C ABI's promises that hold for every function at once, checked on the built library.

usage: run_contract_tests.py LIBTRELLIS.so HEADER

1. The names hosts were promised exist. The list below is the C API as it was first
   published to the project's hosts (the design contract that Trellis started from, §2);
   names may be added, never renamed or removed.
2. The header and the library agree: every function Include/trellis.h declares is exported,
   and every exported `trellis_` symbol is declared (docs/architecture.md, "Build products").
3. `trellis_version()` is MAJOR.MINOR.PATCH and the one Sources/TrellisCore/TrellisVersion.swift
   states.
4. A NULL handle is an error, never a crash (docs/c-api.md, "Errors"): every function that
   returns a status and takes a document, scene or solver first returns
   TRELLIS_ERROR_ARGUMENT (4) for NULL and leaves a message in trellis_last_error(); the
   `_free` functions accept NULL and do nothing.

The first three checks and the NULL checks of trellis_scene_layout, trellis_solver_update
and the `_free` functions port the project's earlier contract smoke tool; the header
parsing and the sweep over every status function are this test's own.
Prints one line per failure and closes with "N passed, M failed".
"""
import ctypes
import os
import re
import subprocess
import sys

PUBLISHED_NAMES = """
trellis_version trellis_last_error
trellis_document_load trellis_document_load_file trellis_document_free
trellis_document_scene_count trellis_document_scene_id trellis_document_segues
trellis_scene_new trellis_scene_free trellis_scene_set_size trellis_scene_set_size_classes
trellis_scene_set_layout_direction trellis_scene_set_content_size_category
trellis_scene_set_display_scale trellis_scene_layout trellis_scene_view_count
trellis_scene_view_id trellis_scene_frame trellis_scene_frame_in_root trellis_scene_frames
trellis_scene_changed_views trellis_scene_previous_frames trellis_scene_is_installed
trellis_scene_set_hidden trellis_scene_set_intrinsic_size trellis_scene_set_text
trellis_scene_set_constant trellis_scene_set_priority trellis_scene_set_active
trellis_scene_add_constraint trellis_scene_remove_constraint trellis_scene_insert_scene
trellis_scene_remove_view trellis_scene_set_measure trellis_scene_fitting_size
trellis_scene_diagnostics trellis_scene_constraints_affecting
trellis_scene_set_safe_area_insets trellis_scene_view_info
trellis_solver_new trellis_solver_free trellis_solver_new_variable
trellis_solver_add_constraint trellis_solver_remove_constraint
trellis_solver_add_edit_variable trellis_solver_remove_edit_variable
trellis_solver_suggest_value trellis_solver_update trellis_solver_value
""".split()

TRELLIS_ERROR_ARGUMENT = 4
HANDLES = ("trellis_document", "trellis_scene", "trellis_solver")
PROTOTYPE = re.compile(r"^([a-z_][a-z0-9_ *]*?)\b(trellis_[a-z0-9_]+)\s*\(([^)]*)\)\s*;", re.M)


class Results:
    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failures.append(message)


def without_comments(text):
    return re.sub(r"/\*.*?\*/", " ", re.sub(r"//[^\n]*", "", text), flags=re.S)


def prototypes(header_text):
    """{name: (return type, [parameter declarations])} of the header's functions."""
    found = {}
    for match in PROTOTYPE.finditer(without_comments(header_text)):
        return_type, name, parameters = match.groups()
        if return_type.strip().startswith("typedef"):
            continue
        parameters = [" ".join(p.split()) for p in parameters.split(",")]
        found[name] = (" ".join(return_type.split()), [] if parameters == ["void"] else parameters)
    return found


def exported_symbols(library_path):
    """The library's defined dynamic symbols that start with `trellis_`."""
    for tool in ("nm", "llvm-nm"):
        try:
            output = subprocess.run([tool, "-D", "--defined-only", library_path], check=True,
                                    capture_output=True, text=True).stdout
        except (OSError, subprocess.CalledProcessError):
            continue
        return {line.split()[-1] for line in output.splitlines()
                if line.split() and line.split()[-1].startswith("trellis_")}
    sys.exit("run_contract_tests.py: neither nm nor llvm-nm can read " + library_path)


def ctypes_argument(parameter):
    """A zero (NULL for pointers) of the parameter's C type."""
    if "*" in parameter or "[" in parameter or parameter.endswith("_fn fn"):
        return ctypes.c_void_p(None)
    words = parameter.replace("const ", "").split()
    type_name = words[0] if words else ""
    if type_name == "double":
        return ctypes.c_double(0)
    if type_name == "size_t":
        return ctypes.c_size_t(0)
    if type_name in ("trellis_var", "trellis_constraint", "uint32_t"):
        return ctypes.c_uint32(0)
    return ctypes.c_int(0)  # int and the enums


def repository_version(root):
    text = open(os.path.join(root, "Sources", "TrellisCore", "TrellisVersion.swift")).read()
    match = re.search(r'staticString: StaticString = "([^"]*)"', text)
    return match.group(1) if match else None


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    library_path, header_path = argv
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    library = ctypes.CDLL(os.path.abspath(library_path))
    declared = prototypes(open(header_path).read())
    exported = exported_symbols(library_path)
    results = Results()

    results.check(len(declared) >= len(PUBLISHED_NAMES), f"only {len(declared)} functions found in {header_path}")
    for name in PUBLISHED_NAMES:
        results.check(name in declared, f"{name}: promised to hosts, not declared in the header")
        results.check(name in exported, f"{name}: promised to hosts, not exported by the library")
    for name in sorted(declared):
        results.check(name in exported, f"{name}: declared in the header, not exported")
    for name in sorted(exported - set(declared)):
        results.check(False, f"{name}: exported, not declared in the header")

    library.trellis_version.restype = ctypes.c_char_p
    version = (library.trellis_version() or b"").decode()
    results.check(re.fullmatch(r"\d+\.\d+\.\d+", version) is not None,
                  f"trellis_version() = {version!r}, expected MAJOR.MINOR.PATCH")
    results.check(version == repository_version(root),
                  f"trellis_version() = {version!r}, TrellisVersion.swift says {repository_version(root)!r}")

    library.trellis_last_error.restype = ctypes.c_char_p
    for name, (return_type, parameters) in sorted(declared.items()):
        takes_handle = parameters and any(parameters[0].replace("const ", "").startswith(h + " *")
                                          for h in HANDLES)
        if not takes_handle or name not in exported:
            continue
        function = getattr(library, name)
        arguments = [ctypes_argument(p) for p in parameters]
        if name.endswith("_free"):
            function.restype = None
            function(*arguments)  # a crash here fails the whole run
            results.check(True, "")
        elif return_type == "trellis_status":
            function.restype = ctypes.c_int
            status = function(*arguments)
            message = (library.trellis_last_error() or b"").decode()
            results.check(status == TRELLIS_ERROR_ARGUMENT,
                          f"{name}(NULL, ...) returned {status}, expected TRELLIS_ERROR_ARGUMENT (4)")
            results.check(message != "", f"{name}(NULL, ...) left no message in trellis_last_error()")

    for failure in results.failures:
        print("FAIL " + failure)
    print(f"{results.passed} passed, {len(results.failures)} failed")
    return 1 if results.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
