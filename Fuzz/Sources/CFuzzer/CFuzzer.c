// Only a header: LLVMFuzzerRunDriver is in libFuzzer, which -sanitize=fuzzer links.
