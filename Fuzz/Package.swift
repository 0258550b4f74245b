// swift-tools-version: 6.2
import PackageDescription

// libFuzzer targets for every parser of outside input, one executable each (`make fuzz`).
// They are built with `-sanitize=fuzzer,address -enable-testing` (each main.swift runs
// libFuzzer's driver; `@testable import SegueCLI` reaches the CLI's own parsing, which is
// internal), so they live outside the main package and outside `make test`.
let package = Package(
  name: "SegueFuzz",
  dependencies: [.package(name: "Segue", path: "..")],
  targets: [
    .target(name: "CFuzzer"),
    // The `--input` script: file → JSONDecoder → `InputScript.validate()`, as the CLI reads it.
    .executableTarget(
      name: "FuzzInputScript",
      dependencies: ["CFuzzer", .product(name: "SegueCLI", package: "Segue")]),
    // The command line: ArgumentParser's parse and every command's `validate()`, not `run()`.
    .executableTarget(
      name: "FuzzArguments",
      dependencies: [
        "CFuzzer", .product(name: "SegueCLI", package: "Segue"),
        .product(name: "Segue", package: "Segue"),
      ]),
  ]
)
