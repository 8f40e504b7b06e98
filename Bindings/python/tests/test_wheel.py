"""The wheel `make wheel` builds: a platform wheel that carries libtrellis, installable in a
fresh virtual environment and importable from any folder with no environment variable.

`make test` passes the wheel's path in TRELLIS_WHEEL (scripts/python-tests.sh).
"""

import json
import os
import re
import subprocess
import sys
import zipfile

import pytest

from trellis import _lib

WHEEL = os.environ.get("TRELLIS_WHEEL")
needs_wheel = pytest.mark.skipif(not WHEEL, reason="TRELLIS_WHEEL is not set (`make test` "
                                                   "builds the wheel with `make wheel`)")

CHECK = r"""
import json, os, trellis
from trellis.solver import Solver, Variable
x = Variable("x")
s = Solver()
s.addConstraint(x >= 10)
s.addConstraint((x == 0) | "weak")
s.updateVariables()
doc = trellis.Document.loads('{"format": "trellis/1", "scenes": [{"id": "main", '
                             '"root": {"id": "root", "subviews": [{"id": "box", '
                             '"intrinsicSize": [40, 20]}]}, "constraints": '
                             '["box.centerX == root.centerX", "box.top == root.top + 5"]}]}')
scene = trellis.Scene(doc)
scene.size = (100, 50)
scene.layout()
print(json.dumps({"library": trellis.library_path(), "package": os.path.dirname(trellis.__file__),
                  "x": x.value(), "box": list(scene.frame("box")), "version": trellis.version()}))
"""


@needs_wheel
def test_the_wheel_is_a_platform_wheel_that_carries_the_library():
    name = os.path.basename(WHEEL)
    # PEP 427 name: the distribution trellis-layout (docs/python.md says why), a CPython ABI
    # and a platform tag, not py3-none-any; the import name stays `trellis`
    assert re.fullmatch(r"trellis_layout-0\.1\.0-cp\d+-cp\d+\w*-linux_\w+\.whl", name), name
    with zipfile.ZipFile(WHEEL) as wheel:
        names = set(wheel.namelist())
        metadata = wheel.read("trellis_layout-0.1.0.dist-info/WHEEL").decode()
        package_metadata = wheel.read("trellis_layout-0.1.0.dist-info/METADATA").decode()
    assert "\nName: trellis-layout\n" in package_metadata
    assert "Root-Is-Purelib: false" in metadata
    assert "trellis/libtrellis.so" in names
    assert "trellis/_libs/libcjson.so.1" in names          # what libtrellis needs beyond libc
    assert any(re.fullmatch(r"trellis/_solver\.cpython-.*\.so", n) for n in names)
    assert {"trellis/py.typed", "trellis/_solver.pyi"} <= names
    assert "trellis/_origin.py" not in names               # no memory of the source folder


@needs_wheel
def test_a_fresh_venv_imports_it_from_any_folder_without_environment(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = str(venv / "bin" / "python")
    subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                    "--no-index", "--no-deps", WHEEL], check=True)
    elsewhere = tmp_path / "somewhere" / "else"
    elsewhere.mkdir(parents=True)
    env = {k: v for k, v in os.environ.items()
           if k not in ("TRELLIS_LIBRARY", "PYTHONPATH", "LD_LIBRARY_PATH")}
    result = subprocess.run([python, "-c", CHECK], cwd=str(elsewhere), env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["package"].startswith(str(venv))
    assert report["library"] == os.path.join(report["package"], "libtrellis.so")
    assert report["x"] == 10.0
    assert report["box"] == [30.0, 5.0, 40.0, 20.0]
    assert re.fullmatch(r"\d+\.\d+\.\d+", report["version"])


def test_without_a_library_the_message_says_make_lib(monkeypatch, tmp_path):
    monkeypatch.delenv("TRELLIS_LIBRARY", raising=False)
    monkeypatch.setattr(_lib, "_PACKAGE_DIR", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    with pytest.raises(OSError) as info:
        _lib.find_library()
    assert "make lib" in str(info.value)
