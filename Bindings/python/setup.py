"""Build hook: remember where the package was built from.

An installed copy of `trellis` (in site-packages) cannot find the repository's build folder by
walking up from its own directory, so the build records the source directory in
`trellis/_origin.py`; the library loader also walks up from there (see trellis/_lib.py).
Everything else is declared in pyproject.toml.
"""
import os

from setuptools import setup
from setuptools.command.build_py import build_py as _build_py

HERE = os.path.dirname(os.path.abspath(__file__))


class build_py(_build_py):
    def run(self):
        super().run()
        if not self.dry_run:
            target = os.path.join(self.build_lib, "trellis", "_origin.py")
            with open(target, "w", encoding="utf-8") as f:
                f.write("# Generated at build time by setup.py: the source directory of this install.\n")
                f.write("SOURCE_DIR = %r\n" % HERE)


setup(cmdclass={"build_py": build_py})
