"""Package build: the C extension trellis._solver and a copy of libtrellis inside the package.

`pip wheel Bindings/python` (or `make wheel`) gives a platform wheel that carries:

* ``trellis/_solver*.so`` — compiled here from ``src/*.c`` against ``Include/trellis.h``
  (no pre-built binaries). It calls libtrellis through function pointers that trellis._lib
  hands it, so it is not linked against the library.
* ``trellis/libtrellis.so`` — the library: ``TRELLIS_LIBRARY`` if set, else the repository's
  ``.build/release/libtrellis.so``; when neither exists and Swift is installed, it is built
  (`swift build -c release -Xswiftc -static-stdlib --product trellis`, what `make lib` runs).
* ``trellis/_libs/`` — the shared libraries libtrellis needs beyond the C/C++ runtime every
  Linux has (libcjson), copied from this machine as auditwheel would; trellis._lib loads
  them before the package's libtrellis, so the wheel works where libcjson is not installed.

Everything else is declared in pyproject.toml.
"""
import glob
import os
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_py import build_py as _build_py

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(HERE))
INCLUDE = os.path.join(REPOSITORY, "Include")

if sys.platform == "darwin":
    LIBRARY_NAME = "libtrellis.dylib"
else:
    LIBRARY_NAME = "libtrellis.so"

# What every Linux provides (the manylinux baseline): never bundled.
SYSTEM_LIBRARIES = re.compile(
    r"^(linux-vdso|ld-linux|libc|libm|libdl|librt|libpthread|libstdc\+\+|libgcc_s)[.-]")


def _built_library():
    """The libtrellis to package, building it when there is none and Swift is there."""
    env = os.environ.get("TRELLIS_LIBRARY")
    if env:
        path = os.path.join(env, LIBRARY_NAME) if os.path.isdir(env) else env
        if not os.path.isfile(path):
            sys.exit("setup.py: TRELLIS_LIBRARY=%r holds no %s" % (env, LIBRARY_NAME))
        return path
    candidates = [os.path.join(REPOSITORY, ".build", "release", LIBRARY_NAME)]
    candidates += sorted(glob.glob(os.path.join(REPOSITORY, ".build", "*", "release", LIBRARY_NAME)))
    for path in candidates:
        if os.path.isfile(path):
            return path
    if os.path.isfile(os.path.join(REPOSITORY, "Package.swift")) and shutil.which("swift"):
        print("setup.py: building %s (swift build -c release)" % LIBRARY_NAME)
        subprocess.check_call(["swift", "build", "-c", "release", "-Xswiftc", "-static-stdlib",
                               "--product", "trellis"], cwd=REPOSITORY)
        if os.path.isfile(candidates[0]):
            return candidates[0]
    sys.exit("setup.py: %s not found: run `make lib` in the repository (%s), or set "
             "TRELLIS_LIBRARY to the library's path" % (LIBRARY_NAME, REPOSITORY))


def _dependencies(library):
    """(soname, path) of the libraries `library` loads beyond the system baseline."""
    if not sys.platform.startswith("linux") or not shutil.which("ldd"):
        return []
    output = subprocess.run(["ldd", library], check=True, capture_output=True, text=True).stdout
    found = []
    for line in output.splitlines():
        match = re.match(r"\s*(\S+)\s+=>\s+(/\S+)", line)
        if match and not SYSTEM_LIBRARIES.match(match.group(1)):
            found.append((match.group(1), match.group(2)))
    return found


class build_py(_build_py):
    """Also copies libtrellis (and what it needs) into the built package."""

    def run(self):
        super().run()
        if self.dry_run:
            return
        package = os.path.join(self.build_lib, "trellis")
        library = _built_library()
        shutil.copy2(library, os.path.join(package, LIBRARY_NAME))
        bundled = os.path.join(package, "_libs")
        shutil.rmtree(bundled, ignore_errors=True)
        for soname, path in _dependencies(library):
            os.makedirs(bundled, exist_ok=True)
            shutil.copy2(path, os.path.join(bundled, soname))


solver_extension = Extension(
    "trellis._solver",
    sources=sorted(glob.glob(os.path.join("src", "*.c"))),
    depends=sorted(glob.glob(os.path.join("src", "*.h"))) + [os.path.join(INCLUDE, "trellis.h")],
    include_dirs=[INCLUDE],
    extra_compile_args=["-std=c99", "-O2", "-Wall", "-Wno-unused-parameter",
                        "-Wno-missing-field-initializers"],
)

setup(cmdclass={"build_py": build_py}, ext_modules=[solver_extension])
