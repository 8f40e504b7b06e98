"""The Pythonic surface of the scene API: environment properties that read back,
Document.loads/load, exceptions named as users import them, and type information that a
strict type checker accepts (py.typed, annotations, the C extension's stub)."""

import io
import json
import os
import pathlib
import shutil
import subprocess
import sys
import traceback

import pytest

import trellis

HERE = os.path.dirname(os.path.abspath(__file__))

# A label centred under the top margin, and a box whose width follows the size class.
DOCUMENT = json.dumps({
    "format": "trellis/1",
    "scenes": [{
        "id": "main",
        "root": {"id": "root", "subviews": [
            {"id": "title", "kind": "label", "text": "Hello", "fontSize": 10},
            {"id": "box", "intrinsicSize": {"any": [40, 20], "wR": [80, 20]}},
        ]},
        "constraints": ["title.centerX == root.centerX", "title.top == root.topMargin",
                        "box.leading == root.leadingMargin", "box.top == title.bottom + 4"],
    }],
})


def test_environment_properties_set_and_read_back():
    with trellis.Document.loads(DOCUMENT) as doc, trellis.Scene(doc) as scene:
        assert scene.size == (0.0, 0.0)
        assert scene.size_classes == ("unspecified", "unspecified")
        assert (scene.direction, scene.content_size, scene.display_scale) == ("ltr", "large", 0.0)
        scene.size = (200, 100)
        scene.size_classes = ("regular", "compact")
        scene.layout()
        assert scene.size == (200.0, 100.0)
        assert scene.size_classes == ("regular", "compact")
        # default measurer: 5 scalars at 10 pt are 30 x 12.5; margins are 8
        assert scene.frame("title") == (85.0, 8.0, 30.0, 12.5)
        assert scene.frame("box") == (8.0, 24.5, 80.0, 20.0)       # wR: 80 wide
        scene.direction = "rtl"
        scene.size_classes = (1, 2)                                  # the C enum values
        scene.layout()
        assert scene.direction == "rtl"
        assert scene.size_classes == ("compact", "regular")
        assert scene.frame("box") == (152.0, 24.5, 40.0, 20.0)      # leading is right, 40 wide
        scene.content_size = "accessibilityLarge"
        scene.display_scale = 2
        assert (scene.content_size, scene.display_scale) == ("accessibilityLarge", 2.0)


def test_refused_property_values_raise_and_change_nothing():
    with trellis.Document.loads(DOCUMENT) as doc, trellis.Scene(doc) as scene:
        scene.size = (200, 100)
        with pytest.raises(TypeError):
            scene.size = 200
        with pytest.raises(trellis.ArgumentError):
            scene.size = (float("nan"), 100)
        with pytest.raises(trellis.ArgumentError):
            scene.size_classes = ("tiny", "regular")
        with pytest.raises(trellis.ArgumentError):
            scene.content_size = "enormous"
        assert scene.size == (200.0, 100.0)
        assert scene.size_classes == ("unspecified", "unspecified")
        assert scene.content_size == "large"


def test_each_setting_has_one_name():
    # The environment is set through properties only; the set_* twins of earlier versions
    # are gone (docs/python.md, "Documents and scenes").
    for name in ("set_size", "set_size_classes", "set_layout_direction",
                 "set_content_size_category", "set_display_scale", "set_keyboard_height"):
        assert not hasattr(trellis.Scene, name), name
    for name in ("size", "size_classes", "direction", "content_size", "display_scale",
                 "keyboard_height"):
        assert isinstance(getattr(trellis.Scene, name), property), name


def test_reading_frames_before_the_first_layout_raises():
    # The library would lay the scene out at 0 x 0 on a first read; Python refuses instead.
    with trellis.Document.loads(DOCUMENT) as doc, trellis.Scene(doc) as scene:
        scene.size = (200, 100)
        for read in (lambda: scene.frame("title"), lambda: scene.frame_in_root("title"),
                     scene.frames, scene.previous_frames, scene.changed_views,
                     scene.changed_view_indices, lambda: scene.safe_area_insets("root")):
            with pytest.raises(trellis.StateError) as info:
                read()
            assert "call layout() first" in str(info.value)
        assert scene.view_ids == ["root", "title", "box"]       # not a frame: allowed
        scene.layout()
        assert scene.frame("title") == (85.0, 8.0, 30.0, 12.5)
        assert scene.changed_views() == ["root", "title", "box"]  # the first layout moves all


def test_documents_load_from_text_files_and_paths(tmp_path):
    path = tmp_path / "doc.json"
    path.write_text(DOCUMENT)
    for doc in (trellis.Document.loads(DOCUMENT), trellis.Document.loads(DOCUMENT.encode()),
                trellis.Document.load(DOCUMENT), trellis.Document.load(io.StringIO(DOCUMENT)),
                trellis.Document.load(io.BytesIO(DOCUMENT.encode())), trellis.Document.load(path),
                trellis.Document.load_file(str(path))):
        with doc:
            assert doc.scene_ids == ["main"]
    with path.open() as f:
        assert trellis.Document.load(f).scene_ids == ["main"]
    with pytest.raises(trellis.TrellisIOError):
        trellis.Document.load(pathlib.Path(tmp_path / "missing.json"))
    with pytest.raises(trellis.ParseError):
        trellis.Document.loads("{not json")


def test_exceptions_are_shown_with_the_names_users_import():
    for cls in (trellis.TrellisError, trellis.ParseError, trellis.SchemaError,
                trellis.NotFoundError, trellis.ArgumentError, trellis.UnsatisfiableError,
                trellis.StateError, trellis.TrellisIOError):
        assert cls.__module__ == "trellis" and getattr(trellis, cls.__name__) is cls
    with pytest.raises(trellis.SchemaError) as info:
        trellis.Document.loads('{"format": "trellis/1", "scenes": [{"id": "a", "root": '
                               '{"id": "r", "kind": "table"}}]}')
    line = traceback.format_exception_only(info.type, info.value)[-1]
    assert line.startswith("trellis.SchemaError: $.scenes[0].root.kind: ")


def test_the_package_is_typed_for_strict_checkers(tmp_path):
    if shutil.which("mypy") is None and subprocess.run(
            [sys.executable, "-m", "mypy", "--version"], capture_output=True).returncode != 0:
        pytest.skip("mypy is not installed (`make test` installs it)")
    package = os.path.dirname(trellis.__file__)
    assert os.path.isfile(os.path.join(package, "py.typed"))

    def mypy(name):
        return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental",
                               "--cache-dir", str(tmp_path / "cache"),
                               os.path.join(HERE, "typing", name)],
                              capture_output=True, text=True, cwd=str(tmp_path))

    good = mypy("usage.py")
    assert good.returncode == 0, good.stdout + good.stderr
    bad = mypy("misuse.py")
    errors = [line for line in bad.stdout.splitlines() if ": error:" in line]
    assert [int(line.split(":")[1]) for line in errors] == [6, 7, 8], bad.stdout
