# Trellis — one entry point for building, testing, benchmarking and the demo.
#
#   make demo    lay out a bundled example for several size classes, print frames, write a picture
#   make test    install what is missing, then run every test suite (Swift, C ABI, Python, examples)
#   make lib     release libtrellis.so with the Swift runtime linked in statically
#   make bench   solver benchmarks against kiwi, scene and document load benchmarks (never part of `make test`)
#   make fuzz    libFuzzer over the document loader, scene mutations and compiled documents, FUZZ_SECONDS per target (never part of `make test`)

SWIFT        ?= swift
PYTHON       ?= python3
RELEASE      := -c release -Xswiftc -static-stdlib
BUILD_DIR    := .build/release
LIB          := $(BUILD_DIR)/libtrellis.so
CLI          := $(BUILD_DIR)/trellis-cli
VENV         := .build/venv
SHARED       ?= $(abspath ../shared)

.PHONY: all deps lib cli demo test test-swift test-c test-python test-examples test-contract bench fuzz clean

all: lib cli

# System packages the build needs (cJSON's headers, pkg-config). Installed only when missing.
deps:
	@scripts/install-deps.sh

lib: deps
	$(SWIFT) build $(RELEASE) --product trellis
	@scripts/check-no-swift-runtime.sh $(LIB)

cli: deps
	$(SWIFT) build $(RELEASE) --product trellis-cli

demo: cli
	@scripts/demo.sh $(CLI)

test: lib test-swift test-c test-python test-examples test-contract
	@echo "make test: every suite passed"

test-swift: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

test-c: lib
	@Tests/CABI/run.sh $(BUILD_DIR)

test-python: lib
	@scripts/python-tests.sh $(VENV) $(LIB)

test-examples: lib
	$(PYTHON) Tests/Examples/run_examples.py $(LIB) $(wildcard $(SHARED)/examples) Examples

test-contract: lib
	@if [ -f $(SHARED)/tools/contract_smoke.py ]; then \
		$(PYTHON) $(SHARED)/tools/contract_smoke.py $(LIB); \
	else echo "contract smoke test skipped: $(SHARED)/tools not found"; fi

bench: lib cli
	@Benchmarks/run_solver_bench.sh $(abspath $(LIB))
	@Benchmarks/run_scene_bench.sh $(abspath $(LIB))
	@Benchmarks/run_load_bench.sh $(abspath $(LIB)) $(abspath $(CLI))

# Built outside SwiftPM into .build-fuzz/ (Fuzz/build.sh); crashes land in .build-fuzz/artifacts-*/.
FUZZ_SECONDS ?= 60
fuzz: deps
	@Fuzz/run.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build
