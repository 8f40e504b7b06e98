#!/usr/bin/env python3
"""Runs every command and snippet of README.md and docs/*.md, so the guides stay true.

usage: run_doc_tests.py LIBDIR PYTHON        (LIBDIR holds libtrellis.so and trellis-cli,
                                              PYTHON has the trellis wheel installed)

What runs, per fenced block:
- ```sh: each block as one `bash -e` script in the repository root, with LIBDIR first on
  PATH (trellis-cli as after `make install`) and HOME a fresh temporary folder (so
  `make install PREFIX=$HOME/.local` installs there). Files a block leaves in the root are
  removed afterwards.
- ```python: each block run by PYTHON in the repository root. A line
  `print(...)  # TEXT` checks its output: the line printed must be TEXT or its beginning
  (what follows it in the comment is explanation).
- ```c: a block with `main` is compiled against Include/ and LIBDIR and run; a fragment
  is run inside `main`, after a prelude that loads Examples/profile.json into `doc` and
  lays `scene` out at 393 × 852 (the fragment may declare its own).
- ```json: a whole document (`"format"`) is loaded and laid out through the library; a
  view (`"kind"`) is laid out inside a root view (a table's or collection's cell scenes get stand-ins
  with the views its rows name); a constraint (`"eq"` or `"visual"`) is
  loaded in a scene with views of the names it uses.
Untagged blocks (output, grammar, file layouts) are text and are not run.
Besides the blocks, every file or folder of the repository a page names in backquotes
(`Examples/profile.json`, `Basis/LUFactor.swift`) must exist: one check per page.

A block that must not run says so visibly, on the line above its fence:
    <!-- docs-test: skip: REASON -->
and one that a later block reads is saved first:
    <!-- docs-test: save-as NAME -->   (the block's text becomes NAME in the root)
The closing lines count the blocks run and skipped (with the reasons) and end with
"N passed, M failed".
"""
import ctypes
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FENCE = re.compile(r"^```(\w*)\n(.*?)^```\s*$", re.S | re.M)
ANNOTATION = re.compile(r"<!-- docs-test: (skip: (?P<reason>.*?)|save-as (?P<name>\S+)) -->\s*$")
EXPECTED_OUTPUT = re.compile(r"^\s*print\(.*\)\s*#\s*(?P<text>.+?)\s*$")
C_PRELUDE = r"""
#include "trellis.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    trellis_document *doc = NULL;
    trellis_scene *scene = NULL;
    if (trellis_document_load_file("Examples/profile.json", &doc) != TRELLIS_OK) return 3;
    if (trellis_scene_new(doc, NULL, &scene) != TRELLIS_OK) return 3;
    trellis_scene_set_size(scene, 393, 852);
    trellis_scene_layout(scene);
    {
"""
C_POSTLUDE = """
    }
    trellis_scene_free(scene);
    trellis_document_free(doc);
    return 0;
}
"""


class Block:
    def __init__(self, path, line, language, text, annotation):
        self.path, self.line, self.language, self.text = path, line, language, text
        self.skip_reason = annotation.group("reason") if annotation else None
        self.save_as = annotation.group("name") if annotation else None

    @property
    def where(self):
        return "%s:%d (%s)" % (os.path.relpath(self.path, ROOT), self.line, self.language)


def blocks():
    paths = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    for path in paths:
        text = open(path, encoding="utf-8").read()
        for match in FENCE.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            before = text[:match.start()].rstrip("\n").rsplit("\n", 1)[-1]
            yield Block(path, line, match.group(1), match.group(2), ANNOTATION.search(before))


def run(command, **options):
    return subprocess.run(command, capture_output=True, text=True, timeout=900, **options)


def failure(result):
    return ("exit status %d\n%s%s" % (result.returncode, result.stdout[-2000:], result.stderr[-2000:])).rstrip()


PATH_TOKEN = re.compile(r"`([\w.+/-]+?)/?`")
FILE_SUFFIX = re.compile(r"\.(swift|json|c|h|py|md|sh|in|toml|png|storyboard|xib)$")
TOP_FOLDERS = ("Sources", "Tests", "Bindings", "Examples", "Include", "scripts", "Benchmarks", "Fuzz", "docs")


def missing_paths(path, tracked):
    """The repository paths a page names in backquotes that do not exist. A name without a
    folder may be any tracked file's name; a partial path, the end of a tracked one;
    placeholders (`DIR/...`) and bare extensions (`.png`) are not paths."""
    text = open(path, encoding="utf-8").read()
    names = {os.path.basename(f) for f in tracked}
    missing = []
    for match in PATH_TOKEN.finditer(text):
        token = match.group(1)
        first = token.split("/")[0]
        if token.startswith((".", "/")) or first.isupper():
            continue
        if not (FILE_SUFFIX.search(token) or first in TOP_FOLDERS):
            continue
        candidates = (os.path.join(ROOT, token), os.path.join(os.path.dirname(path), token))
        if any(os.path.exists(c) for c in candidates):
            continue
        if ("/" not in token and token in names) or any(f.endswith("/" + token) for f in tracked):
            continue
        missing.append("%s:%d: `%s` does not exist" % (os.path.relpath(path, ROOT),
                                                      text.count("\n", 0, match.start()) + 1, token))
    return missing


class Runner:
    def __init__(self, libdir, python):
        self.libdir, self.python = os.path.abspath(libdir), python
        self.home = tempfile.mkdtemp(prefix="trellis-docs-home.")
        self.environment = dict(os.environ, HOME=self.home,
                                PATH=self.libdir + os.pathsep + os.environ.get("PATH", ""))
        self.environment.pop("TRELLIS_LIBRARY", None)
        self.library = None

    def lib(self):
        if self.library is None:
            self.library = ctypes.CDLL(os.path.join(self.libdir, "libtrellis.so"))
            self.library.trellis_last_error.restype = ctypes.c_char_p
            for name in ("trellis_document_load", "trellis_scene_new", "trellis_scene_set_size",
                         "trellis_scene_layout"):
                getattr(self.library, name).restype = ctypes.c_int
        return self.library

    # - sh -

    def sh(self, block):
        before = set(os.listdir(ROOT))
        try:
            result = run(["bash", "-e", "-c", block.text], cwd=ROOT, env=self.environment)
        finally:
            for name in set(os.listdir(ROOT)) - before:
                path = os.path.join(ROOT, name)
                shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
        return None if result.returncode == 0 else failure(result)

    # - python -

    def python_block(self, block):
        result = run([self.python, "-c", block.text], cwd=ROOT, env=self.environment)
        if result.returncode != 0:
            return failure(result)
        expected = [m.group("text") for m in map(EXPECTED_OUTPUT.match, block.text.splitlines()) if m]
        printed = result.stdout.splitlines()
        if expected and len(printed) != len(expected):
            return "printed %d lines, the comments expect %d:\n%s" % (len(printed), len(expected), result.stdout)
        for got, want in zip(printed, expected):
            if not want.startswith(got.strip()) or not got.strip():
                return "printed %r, the comment says %r" % (got, want)
        return None

    # - c -

    def c(self, block):
        source = block.text if re.search(r"\bint\s+main\s*\(", block.text) else C_PRELUDE + block.text + C_POSTLUDE
        folder = tempfile.mkdtemp(prefix="trellis-docs-c.")
        try:
            with open(os.path.join(folder, "snippet.c"), "w") as f:
                f.write(source)
            program = os.path.join(folder, "snippet")
            built = run(["cc", "-std=c99", "-Wall", "-Werror", "-Wno-unused-variable", "-I", os.path.join(ROOT, "Include"),
                         os.path.join(folder, "snippet.c"), "-o", program, "-L", self.libdir, "-ltrellis",
                         "-Wl,-rpath," + self.libdir, "-lm"])
            if built.returncode != 0:
                return "does not compile:\n" + built.stderr[-2000:]
            result = run([program], cwd=ROOT)
            return None if result.returncode == 0 else failure(result)
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    # - json -

    def json_block(self, block):
        try:
            value = json.loads(block.text)
        except ValueError as error:
            return "not JSON: %s" % error
        if "format" in value:
            document = value
        elif "eq" in value or "visual" in value:
            text = value.get("eq") or value.get("visual")
            names = set(re.findall(r"([A-Za-z_][\w-]*)\.[A-Za-z]", text)) | set(re.findall(r"\[([A-Za-z_][\w-]*)", text))
            names -= {"superview", "root"}
            views = [{"id": name} for name in sorted(names)]
            document = {"format": "trellis/1", "scenes": [{"id": "s", "root": {"id": "root", "subviews": views},
                                                           "constraints": [value]}]}
        else:
            scenes = [{"id": "s", "root": {"id": "root", "subviews": [value]}, "constraints": []}]
            # A table view's rows and a collection view's items name cell scenes, and the views whose text they set:
            # stand-ins with those views, so the fragment loads as the page shows it.
            cells = {}
            for row in value.get("rows", []) + value.get("items", []):
                cells.setdefault(row.get("cell"), set()).update(row.get("text", {}))
            for cell, views in sorted(cells.items()):
                subviews = [{"id": view, "kind": "label", "text": ""} for view in sorted(views)]
                scenes.append({"id": cell, "root": {"id": "content", "subviews": subviews}})
            document = {"format": "trellis/1", "initialScene": "s", "scenes": scenes}
        return self.load_and_lay_out(json.dumps(document))

    def load_and_lay_out(self, text):
        lib = self.lib()
        data = text.encode()
        document, scene = ctypes.c_void_p(), ctypes.c_void_p()
        if lib.trellis_document_load(data, ctypes.c_size_t(len(data)), ctypes.byref(document)) != 0:
            return "does not load: " + lib.trellis_last_error().decode()
        try:
            if lib.trellis_scene_new(document, None, ctypes.byref(scene)) != 0:
                return "no scene: " + lib.trellis_last_error().decode()
            status = lib.trellis_scene_set_size(scene, ctypes.c_double(390), ctypes.c_double(844)) or \
                lib.trellis_scene_layout(scene)
            lib.trellis_scene_free(scene)
            return None if status == 0 else "does not lay out: " + lib.trellis_last_error().decode()
        finally:
            lib.trellis_document_free(document)


def main(argv):
    if len(argv) != 2:
        sys.exit(__doc__)
    runner = Runner(argv[0], argv[1])
    handlers = {"sh": runner.sh, "python": runner.python_block, "c": runner.c, "json": runner.json_block}
    passed, failures, skipped, saved = 0, [], [], []
    try:
        for block in blocks():
            if block.save_as:
                path = os.path.join(ROOT, block.save_as)
                with open(path, "w") as f:
                    f.write(block.text)
                saved.append(path)
            handler = handlers.get(block.language)
            if handler is None:
                continue
            if block.skip_reason:
                skipped.append((block, block.skip_reason))
                continue
            problem = handler(block)
            if problem is None:
                passed += 1
                print("ok   " + block.where)
            else:
                failures.append(block)
                print("FAIL " + block.where + "\n  " + problem.replace("\n", "\n  "))
    finally:
        for path in saved:
            if os.path.exists(path):
                os.remove(path)
        shutil.rmtree(runner.home, ignore_errors=True)
    blocks_run = passed + len(failures)
    tracked = run(["git", "ls-files"], cwd=ROOT).stdout.split()
    for page in [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))):
        problems = missing_paths(page, tracked) if tracked else ["not a git checkout: cannot list files"]
        if problems:
            failures.append(page)
            print("FAIL " + os.path.relpath(page, ROOT) + " names missing files\n  " + "\n  ".join(problems))
        else:
            passed += 1
    for block, reason in skipped:
        print("skipped %s: %s" % (block.where, reason))
    print("%d blocks run, %d skipped (marked `docs-test: skip` in the text), file names checked on every page"
          % (blocks_run, len(skipped)))
    print("%d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
