# Segue's developer entry points. Every target that builds installs system packages first.
#
# SEGUE_WERROR=1 makes Package.swift turn warnings into errors in Segue's own targets; CI and
# `make test` use it so that a warning cannot land.

SWIFT ?= swift
FORMAT_PATHS = Sources Tests Package.swift

.PHONY: setup build demo test bench format lint

setup:
	Scripts/setup

build: setup
	$(SWIFT) build

demo: setup
	$(SWIFT) build -c release --product segue
	.build/release/segue demo

test: setup
	SEGUE_WERROR=1 $(SWIFT) build --build-tests
	SEGUE_WERROR=1 $(SWIFT) test --skip-build

bench: setup
	$(SWIFT) build -c release --product segue
	.build/release/segue bench

format:
	$(SWIFT) format --in-place --recursive $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive $(FORMAT_PATHS)
