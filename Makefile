# Segue's developer entry points. Every target that builds installs system packages first.
#
# SEGUE_WERROR=1 makes Package.swift turn warnings into errors in Segue's own targets; CI and
# `make test` use it so that a warning cannot land. Every target that builds the tests in the
# default folder uses it too: the flag is part of the build's settings, so a build without it
# after `make test` (or the other way round) recompiles everything.
#
# SEGUE_OPTIMIZE=1 optimises the engine's lower targets (geometry to drawing, the solver,
# physics) in that debug build, assertions and `DEBUG` kept (Package.swift says why): the suite
# then takes about a third of the CPU.
TEST_BUILD = SEGUE_WERROR=1 SEGUE_OPTIMIZE=1 $(SWIFT) build --build-tests

SWIFT ?= swift
FORMAT_PATHS = Sources Tests Package.swift Examples/Palette/Sources Examples/Palette/Tests Examples/Palette/Package.swift

.PHONY: setup build demo test bench soak solver-soak sanitize font-stress fuzz format lint docs

setup:
	Scripts/setup

build: setup
	$(SWIFT) build

demo: setup
	$(SWIFT) build -c release --product segue
	.build/release/segue demo

# The isolation check (Scripts/check-isolation: snippets SegueUIKit must reject in Swift 6 mode
# and accept in Swift 5 mode, as the iOS SDK; a few seconds), the suite (in two processes, one
# per core: Scripts/test-suite), then the example package
# (Examples/Palette) built, tested and its tool run as a user of Segue would
# (Scripts/test-example).
test: setup
	Scripts/check-manifest
	$(TEST_BUILD)
	SWIFT=$(SWIFT) Scripts/check-isolation
	SEGUE_WERROR=1 SEGUE_OPTIMIZE=1 SWIFT=$(SWIFT) Scripts/test-suite
	SEGUE_WERROR=1 Scripts/test-example

# The model-based random sessions at length: 100 seeds × 20,000 steps (the suite runs
# 20 × 2,000), in one process per core (Scripts/soak). A failure prints its seed, its steps and
# a minimal sequence. `make soak SEGUE_SOAK_FIRST_SEED=201` soaks seeds 201–300 instead of 1–100.
soak: setup
	$(TEST_BUILD)
	SWIFT=$(SWIFT) Scripts/soak

# The constraint solver against kiwisolver at length: 20 seeds × 4,000 requests over 400
# variables (the suite runs 3 × 1,500 over 150).
solver-soak: setup
	$(TEST_BUILD)
	SEGUE_SOLVER_SEEDS=20 SEGUE_SOLVER_OPERATIONS=4000 SEGUE_SOLVER_VARIABLES=400 \
	  $(SWIFT) test --skip-build --filter KiwiComparisonTests

# The suite's non-rendering part under AddressSanitizer, then under ThreadSanitizer, each in its
# own build folder so that neither disturbs the normal build. Too slow for every push (here,
# on 2 cores shared with other builds, load 15-17: ASan build 11 min 3 s, its run of these 497
# tests 17 min 34 s; earlier, 469 tests, TSan build 10 min 1 s, its run 6 min 19 s); run it
# nightly and before a release. LeakSanitizer is on (ASan's default on Linux): a leak fails it.
# TeardownTests find the same reference cycles in a second, naming the state that made them.
# The suite is Swift Testing only, so
# the XCTest pass is skipped: it runs no test, and LeakSanitizer reports the objects libXCTest
# itself never frees before exit (XCTMainMisc, XCTestSuiteRun), which are not Segue's.
SANITIZE_FILTER ?= SegueGeometryTests|SegueAnimationTests|SegueLayersTests|SegueUITests|SegueReliabilityTests
# Under AddressSanitizer also the renderer's C and AVX2 kernels, driven by the random scenes
# (60 per check) and their own tests: 124 tests, 79 s on an idle machine (session 50).
SANITIZE_RENDER_FILTER ?= RandomSceneTests|GaussianBlur|Bilinear|Backdrop|MaskedFill|LongerRun|PageCurl|TranslucentFill|GroupComposite|SolidFade|ClearRun|UniformBlocks|RowInterpolation|PatternConditioning|WideShadow|ProjectiveMapping
# Under ThreadSanitizer also the renderer's threaded tests: renderers on several threads sharing
# converted pictures, font libraries and fontconfig's set-up (session 51).
SANITIZE_THREAD_RENDER_FILTER ?= RendererThreads|StillPictureSamples|SharedImagePixels|FontLibraryPool|FontStartupStress
SANITIZERS ?= address thread
sanitize: setup
	for sanitizer in $(SANITIZERS); do \
	  filter='$(SANITIZE_FILTER)'; \
	  if [ $$sanitizer = address ]; then filter="$$filter|$(SANITIZE_RENDER_FILTER)"; fi; \
	  if [ $$sanitizer = thread ]; then filter="$$filter|$(SANITIZE_THREAD_RENDER_FILTER)"; fi; \
	  $(SWIFT) build --build-tests --sanitize=$$sanitizer --scratch-path .build/sanitize-$$sanitizer && \
	  SEGUE_RANDOM_SCENES=60 LSAN_OPTIONS=suppressions=$(CURDIR)/Scripts/sanitizers/lsan.supp \
	  $(SWIFT) test --skip-build --disable-xctest --sanitize=$$sanitizer \
	    --scratch-path .build/sanitize-$$sanitizer --filter "$$filter" || exit 1; \
	done

# Text drawn on many threads at once, each making its fonts (FontStartupStressTests), in
# FONT_STRESS_RUNS fresh processes: the first font map of a process starts Pango's own
# fontconfig thread, so a start-up race can only happen once per process. The suite runs the
# same test in one process. (docs/reliability.md: the start-up crash.)
FONT_STRESS_RUNS ?= 40
font-stress: setup
	$(TEST_BUILD)
	for run in $$(seq $(FONT_STRESS_RUNS)); do \
	  $(SWIFT) test --skip-build --disable-xctest --filter FontStartupStressTests \
	    > .build/font-stress.log 2>&1 || { cat .build/font-stress.log; echo "run $$run failed"; exit 1; }; \
	done; echo "font-stress: $(FONT_STRESS_RUNS) processes, no failure"

# libFuzzer over every parser of outside input (the Fuzz package): each target runs FUZZ_RUNS
# executions from its seed corpus (Fuzz/Corpus/<target>), FUZZ_MAX_TIME seconds at most. New
# inputs it finds go to Fuzz/.build/corpus/<target>; a crash leaves crash-* in Fuzz/. A million
# executions cost about 2 min of one core's time for FuzzInputScript and 76 min for
# FuzzArguments (ArgumentParser's own cost; docs/reliability.md), so FUZZ_MAX_TIME allows two
# hours; on 2 shared cores a niced run gets a few percent of a core: run it nightly, not in
# `make test`. An input gets 60 s before it counts as a hang: under a
# load of 17 both targets were once stopped by a 10 s timeout at the same second, on inputs
# that take 1.4 s each alone. FuzzArguments records 5 frames per allocation instead of 30
# (ASan's `malloc_context_size`): a sixth of its time went to those stacks; detection is the
# same, reports show shorter allocation stacks, and Fuzz/lsan.supp matches none of its leaks.
FUZZ_RUNS ?= 1000000
FUZZ_MAX_TIME ?= 7200
FUZZ_CONFIG ?= release
FUZZ_TARGETS = FuzzInputScript FuzzArguments
FUZZ_FLAGS = -c $(FUZZ_CONFIG) -Xswiftc -sanitize=fuzzer,address \
  -Xswiftc -enable-testing
fuzz: setup
	cd Fuzz && $(SWIFT) build $(FUZZ_FLAGS)
	for target in $(FUZZ_TARGETS); do \
	  mkdir -p Fuzz/.build/corpus/$$target && \
	  asan_options=$$([ $$target = FuzzArguments ] && echo malloc_context_size=5); \
	  (cd Fuzz && ASAN_OPTIONS=$$asan_options LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp \
	    .build/$(FUZZ_CONFIG)/$$target -runs=$(FUZZ_RUNS) -max_total_time=$(FUZZ_MAX_TIME) \
	    -timeout=60 -rss_limit_mb=4096 .build/corpus/$$target Corpus/$$target) || exit 1; \
	done

bench: setup
	$(SWIFT) build -c release --product segue
	.build/release/segue bench

format:
	$(SWIFT) format --in-place --recursive $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive $(FORMAT_PATHS)

# The DocC catalog (Sources/Segue/Segue.docc) with the symbols of every Segue module, as a
# static site in .build/docs (open .build/docs/index.html through a local web server).
SYMBOL_GRAPHS = .build/symbol-graphs
docs: setup
	rm -rf $(SYMBOL_GRAPHS) .build/docs
	mkdir -p $(SYMBOL_GRAPHS)
	$(SWIFT) build --target Segue -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(SYMBOL_GRAPHS)
	find $(SYMBOL_GRAPHS) -name '*.symbols.json' ! -name 'Segue*' -delete
	docc convert Sources/Segue/Segue.docc --additional-symbol-graph-dir $(SYMBOL_GRAPHS) \
	  --fallback-display-name Segue --fallback-bundle-identifier org.segue.Segue \
	  --transform-for-static-hosting --output-path .build/docs
