# Trellis — one entry point for building, testing, benchmarking and the demo.
#
#   make demo    lay out a bundled example for several size classes, print frames, write a picture
#   make test    install what is missing, then run every test suite (Swift, C ABI, Python, examples,
#                contract, installed library, CLI, SDL host, browser preview, doc comments, the docs'
#                commands and snippets) and end with one table: suite, passed, failed. Everything it
#                reads is in the repository: a clone with nothing beside it passes.
#   make lib     release libtrellis.so with the Swift runtime linked in statically
#   make install PREFIX=/usr/local   libtrellis.so, trellis.h, trellis.pc and trellis-cli
#   make sdl-host  the SDL2 game-menu host (Examples/sdl) in .build/sdl-host, against the library
#                installed into .build/sdl-prefix, through pkg-config (installs SDL2 when missing)
#   make wheel   the Python package as a platform wheel carrying libtrellis, in .build/wheel/
#   make bench   solver benchmarks against kiwi and kiwisolver, scene benchmarks against Yoga, document
#                load benchmark (JSON and compiled, against cJSON) (never part of `make test`)
#   make bench-counts  building a scene against native Yoga in instructions (callgrind), N = 100 … 10,000
#   make ib-check IB_CORPUS=DIR  match rate of real storyboards against IB's stored frames (never part
#                of `make test`; the storyboards stay outside the repository)
#   make fuzz    libFuzzer over the document loader, scene mutations and compiled documents, FUZZ_SECONDS
#                per target (never part of `make test`)

SWIFT        ?= swift
PYTHON       ?= python3
RELEASE      := -c release -Xswiftc -static-stdlib
BUILD_DIR    := .build/release
LIB          := $(BUILD_DIR)/libtrellis.so
CLI          := $(BUILD_DIR)/trellis-cli
VENV         := .build/venv
WHEEL_DIR    := .build/wheel
VERSION      := $(shell sed -n 's/.*staticString: StaticString = "\(.*\)"/\1/p' Sources/TrellisCore/TrellisVersion.swift)

# Where `make install` puts things (DESTDIR is prepended, for packaging).
PREFIX       ?= /usr/local
BINDIR       ?= $(PREFIX)/bin
LIBDIR       ?= $(PREFIX)/lib
INCLUDEDIR   ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig

# Every suite of `make test`. Each runs through scripts/run-suite.sh, which records its
# counts for the closing table; a new suite is a target here plus its name in this list.
TEST_SUITES  := test-swift test-fuzz-harnesses test-c test-python test-kiwi-suite test-examples test-contract test-install test-cli test-sdl \
                test-preview test-doc-comments test-docs
RUN_SUITE    := scripts/run-suite.sh

.PHONY: all deps lib cli demo test $(TEST_SUITES) install install-lib uninstall bench bench-counts fuzz clean wheel sdl-host ib-check

all: lib cli

# System packages the build needs (cJSON's headers, pkg-config). Installed only when missing.
deps:
	@scripts/install-deps.sh

lib: deps
	$(SWIFT) build $(RELEASE) --product trellis
	@scripts/check-no-swift-runtime.sh $(LIB)

wheel: lib
	@scripts/build-wheel.sh $(VENV) $(LIB) $(WHEEL_DIR)

cli: deps
	$(SWIFT) build $(RELEASE) --product trellis-cli

demo: cli
	@scripts/demo.sh $(CLI)

# Lays out every scene of real storyboards and xibs and prints per file and in total how many
# views land within 0.5 pt of Interface Builder's stored frames, with the top causes of
# mismatch. The storyboards are other people's work, never part of the repository: IB_CORPUS
# names a folder outside it holding storyboards/ and tools/ib_frames.py (the extractor of IB's
# stored frames), read where they lie. Not in `make test`.
IB_CORPUS    ?=
ib-check: cli
	@if [ -z "$(IB_CORPUS)" ]; then echo "usage: make ib-check IB_CORPUS=DIR (DIR/storyboards, DIR/tools/ib_frames.py)"; exit 2; fi
	@$(PYTHON) scripts/ib-check.py $(CLI) $(IB_CORPUS)

# Builds first (a build failure stops here), then runs every suite even when one fails
# (make -k), then prints the table and fails if any suite did.
test: lib cli
	@$(PYTHON) scripts/test-summary.py reset
	@$(MAKE) --no-print-directory -k $(TEST_SUITES); status=$$?; \
		$(PYTHON) scripts/test-summary.py table && exit $$status

test-swift: deps
	@$(RUN_SUITE) swift sh -c '$(SWIFT) build --build-tests && $(SWIFT) test --skip-build --disable-swift-testing'

# The fuzz harnesses type-check against the library (they are built outside SwiftPM, so
# nothing else notices when a change stops them compiling).
test-fuzz-harnesses: deps
	@$(RUN_SUITE) fuzz-harnesses Fuzz/typecheck.sh $(SWIFT)

test-c: lib
	@$(RUN_SUITE) c-abi Tests/CABI/run.sh $(BUILD_DIR)

test-python: wheel
	@$(RUN_SUITE) python scripts/python-tests.sh $(VENV) $(WHEEL_DIR)

# kiwisolver's own test suite (from its sdist, import lines changed) against trellis.solver.
test-kiwi-suite: wheel
	@$(RUN_SUITE) kiwi-suite scripts/python-tests.sh $(VENV) $(WHEEL_DIR) kiwi

# The example documents with expected frames (Tests/Fixtures/examples) through the C ABI.
test-examples: lib
	@$(RUN_SUITE) examples $(PYTHON) Tests/Examples/run_examples.py $(LIB) Tests/Fixtures/examples

# The header and the library agree, the promised names exist, NULL handles are errors.
test-contract: lib
	@$(RUN_SUITE) contract $(PYTHON) Tests/Contract/run_contract_tests.py $(LIB) Include/trellis.h

# Every public declaration in Sources/ has a `///` doc comment (the count must stay zero).
test-doc-comments:
	@$(RUN_SUITE) doc-comments $(PYTHON) scripts/check-doc-comments.py

# Every command and snippet of README.md and docs/ (sh, Python, C, JSON blocks), with the
# wheel installed in the test virtual environment; blocks marked `docs-test: skip` are counted.
test-docs: lib cli wheel
	@$(RUN_SUITE) docs sh -c 'scripts/python-venv.sh $(VENV) >/dev/null && \
		$(VENV)/bin/python -m pip install -q --disable-pip-version-check --force-reinstall --no-deps \
			"$$(ls -t $(WHEEL_DIR)/trellis_layout-*.whl | head -n 1)" && \
		$(PYTHON) Tests/Docs/run_doc_tests.py $(BUILD_DIR) $(abspath $(VENV))/bin/python'

# The SDL host under Xvfb (installed when missing): screenshots at two sizes and two text
# sizes, its frames against the library's with the same font metrics, valgrind.
test-sdl: lib
	@$(RUN_SUITE) sdl-host sh -c 'scripts/install-sdl-deps.sh --test && $(MAKE) --no-print-directory sdl-host >/dev/null && $(PYTHON) Tests/SDLHost/run_sdl_host_tests.py .build/sdl-host $(LIB)'

# `make install` into a temporary prefix, then the README's C example and Bindings/c built
# there through pkg-config (and run under valgrind when it is installed).
test-install: lib cli
	@$(RUN_SUITE) install Tests/Install/run.sh

# trellis-cli: --help/--version, layout --json, explain, render options, compile (literal expectations).
test-cli: cli
	@$(RUN_SUITE) cli $(PYTHON) Tests/CLI/run_cli_tests.py $(CLI)

# `trellis-cli preview` in headless Chromium driven by selenium (both installed when missing):
# panels against `layout --json`, the freeform drag, live reload, errors, path traversal.
test-preview: cli
	@$(RUN_SUITE) preview sh -c 'scripts/install-browser-deps.sh $(VENV) && $(VENV)/bin/python Tests/Preview/run_preview_tests.py $(CLI)'

# The library, its header and trellis.pc (from trellis.pc.in), and the command-line tool.
install: install-lib cli
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 $(CLI) "$(DESTDIR)$(BINDIR)/trellis-cli"

# What a C host builds against: the library, its header and trellis.pc.
install-lib: lib
	install -d "$(DESTDIR)$(LIBDIR)" "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(PKGCONFIGDIR)"
	install -m 755 $(LIB) "$(DESTDIR)$(LIBDIR)/libtrellis.so"
	install -m 644 Include/trellis.h "$(DESTDIR)$(INCLUDEDIR)/trellis.h"
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
		-e 's|@VERSION@|$(VERSION)|' trellis.pc.in > "$(DESTDIR)$(PKGCONFIGDIR)/trellis.pc"

# The SDL host (Examples/sdl, docs/sdl-host.md), built as any C program outside the
# repository would be: against an installed library, through pkg-config.
SDL_PREFIX   := $(abspath .build/sdl-prefix)
sdl-host: lib
	@scripts/install-sdl-deps.sh
	@$(MAKE) --no-print-directory install-lib PREFIX=$(SDL_PREFIX) >/dev/null
	PKG_CONFIG_PATH=$(SDL_PREFIX)/lib/pkgconfig $(MAKE) --no-print-directory -C Examples/sdl OUT=$(abspath .build/sdl-host)

uninstall:
	rm -f "$(DESTDIR)$(LIBDIR)/libtrellis.so" "$(DESTDIR)$(INCLUDEDIR)/trellis.h" \
		"$(DESTDIR)$(PKGCONFIGDIR)/trellis.pc" "$(DESTDIR)$(BINDIR)/trellis-cli"

bench: lib cli wheel
	@Benchmarks/run_solver_bench.sh $(abspath $(LIB))
	@Benchmarks/run_scene_bench.sh $(abspath $(LIB))
	@Benchmarks/run_load_bench.sh $(abspath $(LIB)) $(abspath $(CLI))
	@Benchmarks/run_python_bench.sh $(VENV) $(WHEEL_DIR)

# Building a scene against native Yoga in instructions (callgrind), N = 100 … 10,000.
bench-counts: lib
	@BENCH_INSTRUCTIONS=1 Benchmarks/run_scene_bench.sh $(abspath $(LIB))

# Built outside SwiftPM into .build-fuzz/ (Fuzz/build.sh); crashes land in .build-fuzz/artifacts-*/.
FUZZ_SECONDS ?= 60
fuzz: deps
	@Fuzz/run.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build
