// libFuzzer's driver, for a main of our own: SwiftPM renames an executable's `main` (so that
// tests can link it) and points `main` at it, so libFuzzer's own `main` is never linked; the
// targets' main.swift calls this instead, with the argument vector and the test function.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
