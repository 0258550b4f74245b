import Foundation

@testable import SegueCLI

/// A file of its own per process, on tmpfs where there is one (the CLI reads the script from
/// a path, so the fuzzer goes through the very same reading).
private let scriptPath: String = {
  let folder =
    FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
  return "\(folder)/segue-fuzz-input-\(getpid()).json"
}()

/// `--input PATH`, parsed once: the path is the same for every input, and parsing the
/// command line again per input took 43% of the fuzzer's time (the argument parser has a
/// fuzzer of its own).
private let options: InputOptions = {
  do {
    return try InputOptions.parse(["--input", scriptPath])
  } catch {
    fatalError("cannot parse --input \(scriptPath): \(error)")
  }
}()

/// One input: the bytes as an `--input` file. Accepted scripts must pass validation again;
/// rejected ones must say why in one non-empty line (the CLI prints exactly that line).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  guard FileManager.default.createFile(atPath: scriptPath, contents: data) else {
    fatalError("cannot write \(scriptPath)")
  }
  do {
    if let script = try options.script() {
      try script.validate()
    }
  } catch {
    let message = "\(error)"
    if message.isEmpty || message.contains(where: \.isNewline) {
      fatalError("a rejected input script must give one line, got: \(message.debugDescription)")
    }
  }
  return 0
}
