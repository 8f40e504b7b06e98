#!/usr/bin/env python3
"""Runs every example document with expected frames through the C API.

usage: run_examples.py LIBTRELLIS.so EXAMPLES_DIR [EXAMPLES_DIR ...]

Each NAME.expected.json lists cases for NAME.json (see Tests/Fixtures/examples/README.md):
cases of one document run in order on one scene instance per scene id, so later cases
check that trait changes leave nothing stale. Frames compare with a tolerance of 1e-3.
"""
import ctypes
import glob
import json
import os
import sys

TOLERANCE = 1e-3
SIZE_CLASSES = {"unspecified": 0, "compact": 1, "regular": 2}


class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double),
                ("width", ctypes.c_double), ("height", ctypes.c_double)]


def load_library(path):
    lib = ctypes.CDLL(path)
    p, i, d, s = ctypes.c_void_p, ctypes.c_int, ctypes.c_double, ctypes.c_char_p
    lib.trellis_last_error.restype = s
    lib.trellis_document_load_file.argtypes = [s, ctypes.POINTER(p)]
    lib.trellis_document_free.argtypes = [p]
    lib.trellis_scene_new.argtypes = [p, s, ctypes.POINTER(p)]
    lib.trellis_scene_free.argtypes = [p]
    lib.trellis_scene_set_size.argtypes = [p, d, d]
    lib.trellis_scene_set_size_classes.argtypes = [p, i, i]
    lib.trellis_scene_set_layout_direction.argtypes = [p, i]
    lib.trellis_scene_set_content_size_category.argtypes = [p, s]
    lib.trellis_scene_layout.argtypes = [p]
    lib.trellis_scene_frame_in_root.argtypes = [p, s, ctypes.POINTER(Rect)]
    return lib


def run_document(lib, expected_path):
    """Returns (passed, failed, messages)."""
    base = os.path.dirname(expected_path)
    expected = json.load(open(expected_path))
    document_path = os.path.join(base, expected["document"])
    name = os.path.basename(expected_path)

    doc = ctypes.c_void_p()
    if lib.trellis_document_load_file(document_path.encode(), ctypes.byref(doc)) != 0:
        return 0, len(expected["cases"]), [f"FAIL {name}: load: {lib.trellis_last_error().decode()}"]
    scenes = {}
    passed = failed = 0
    messages = []
    try:
        for number, case in enumerate(expected["cases"]):
            label = f"{name} case {number} ({case.get('name', '')})"
            scene_id = case.get("scene")
            key = scene_id or ""
            if key not in scenes:
                scene = ctypes.c_void_p()
                status = lib.trellis_scene_new(doc, scene_id.encode() if scene_id else None, ctypes.byref(scene))
                if status != 0:
                    failed += 1
                    messages.append(f"FAIL {label}: scene_new: {lib.trellis_last_error().decode()}")
                    continue
                scenes[key] = scene
            scene = scenes[key]
            width, height = case["size"]
            horizontal, vertical = case.get("sizeClasses", ["unspecified", "unspecified"])
            calls = [
                lib.trellis_scene_set_size(scene, width, height),
                lib.trellis_scene_set_size_classes(scene, SIZE_CLASSES[horizontal], SIZE_CLASSES[vertical]),
                lib.trellis_scene_set_layout_direction(scene, 1 if case.get("direction") == "rtl" else 0),
                lib.trellis_scene_set_content_size_category(scene, case.get("contentSize", "large").encode()),
                lib.trellis_scene_layout(scene),
            ]
            if any(calls):
                failed += 1
                messages.append(f"FAIL {label}: {lib.trellis_last_error().decode()}")
                continue
            problems = []
            for view_id, want in case["frames"].items():
                rect = Rect()
                if lib.trellis_scene_frame_in_root(scene, view_id.encode(), ctypes.byref(rect)) != 0:
                    problems.append(f"{view_id}: {lib.trellis_last_error().decode()}")
                    continue
                got = [rect.x, rect.y, rect.width, rect.height]
                if any(abs(a - b) > TOLERANCE for a, b in zip(got, want)):
                    problems.append(f"{view_id}: expected {want}, got {[round(v, 4) for v in got]}")
            if problems:
                failed += 1
                messages.append(f"FAIL {label}: " + "; ".join(problems))
            else:
                passed += 1
    finally:
        for scene in scenes.values():
            lib.trellis_scene_free(scene)
        lib.trellis_document_free(doc)
    return passed, failed, messages


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    lib = load_library(sys.argv[1])
    totals = [0, 0]
    for directory in sys.argv[2:]:
        paths = sorted(glob.glob(os.path.join(directory, "*.expected.json")))
        if not paths:  # every folder named holds examples; an empty one is a broken checkout
            print(f"FAIL {directory}: no *.expected.json")
            totals[1] += 1
        for path in paths:
            passed, failed, messages = run_document(lib, path)
            totals[0] += passed
            totals[1] += failed
            for message in messages:
                print(message)
    print(f"{totals[0]} passed, {totals[1]} failed")
    return 1 if totals[1] else 0


if __name__ == "__main__":
    sys.exit(main())
