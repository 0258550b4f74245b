import CFuzzer
import Foundation

// libFuzzer's command line (-runs=, -max_total_time=, corpus folders) and its loop.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, { data, size in testOneInput(data, size) }))
