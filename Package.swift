// swift-tools-version: 6.2
import PackageDescription

// CI (and `make test`) set SEGUE_WERROR=1 so that every warning in Segue's own targets fails
// the build; dependencies keep their own warnings.
let treatWarningsAsErrors = Context.environment["SEGUE_WERROR"] == "1"
let swiftSettings: [SwiftSetting] =
  treatWarningsAsErrors ? [.treatAllWarnings(as: .error)] : []
// `make test` (and so CI) also sets SEGUE_OPTIMIZE=1: the engine's lower targets (geometry,
// animation, layers, drawing, export, the solver, physics: `engineSettings`) are optimised in
// the debug build the tests run against, with assertions kept (`-assert-config Debug`; `DEBUG`
// stays defined, so the debug-only paths are the ones tested). The suite draws thousands of
// full-screen frames and drives long random sessions: unoptimised it took 9.6 min of CPU, with
// these targets optimised 3.5, and the build is no slower (optimising SegueUI and the rest too
// made it 2.6 min slower for no more gain). A package that depends on Segue never sees the
// flags (its manifest is read without the variable).
let optimizeForTests = Context.environment["SEGUE_OPTIMIZE"] == "1"
let optimized: [SwiftSetting] = [
  .unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug))
]
let engineSettings = swiftSettings + (optimizeForTests ? optimized : [])

let package = Package(
  name: "Segue",
  products: [
    .library(name: "Segue", targets: ["Segue"]),
    .library(name: "SegueUIKit", targets: ["SegueUIKit"]),
    .library(name: "SegueMotion", targets: ["SegueMotion"]),
    .library(name: "SegueTesting", targets: ["SegueTesting"]),
    .library(name: "SegueSnapshotTesting", targets: ["SegueSnapshotTesting"]),
    .library(name: "SegueCLI", targets: ["SegueCLI"]),
    .executable(name: "segue", targets: ["segue"]),
    .executable(name: "segue-migrate", targets: ["segue-migrate"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Only its SnapshotTesting product is used, which builds neither swift-syntax nor
    // swift-custom-dump (its other products need them).
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // Only for `segue-migrate`, which no other product depends on (`segue` runs it as a
    // separate executable), so that building `segue` never builds swift-syntax.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(
      name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
    .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    // glibc's <malloc.h> (mallopt), which Swift's Glibc module leaves out.
    .systemLibrary(name: "CMalloc"),
    // Box2D is C++; this small shim gives it a plain C header, so no Swift target needs C++
    // interoperability.
    .target(name: "CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
    // libjpeg reports errors by longjmp, which Swift cannot take part in; this small shim
    // catches them in C.
    .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),

    .target(name: "SegueGeometry", swiftSettings: engineSettings),
    // The incremental Cassowary solver under Auto Layout; knows nothing of views.
    .target(name: "SegueConstraintSolver", swiftSettings: engineSettings),
    .target(name: "SegueAnimation", swiftSettings: engineSettings),
    .target(
      name: "SegueLayers", dependencies: ["SegueGeometry", "SegueAnimation"],
      swiftSettings: engineSettings),
    .target(
      name: "SegueCairo", dependencies: ["SegueGeometry", "SegueLayers", "CCairo", "CJPEG"],
      swiftSettings: engineSettings),
    .target(
      name: "SegueUI",
      dependencies: [
        "SegueGeometry", "SegueAnimation", "SegueLayers", "SegueCairo", "SeguePhysics",
        "SegueConstraintSolver",
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueExport",
      dependencies: ["SegueGeometry", "SegueLayers", "SegueCairo", "CImageQuant", "CGif"],
      swiftSettings: engineSettings),
    .target(
      name: "SeguePhysics", dependencies: ["SegueGeometry", "CBox2D"],
      swiftSettings: engineSettings),
    .target(
      name: "SegueSDL",
      dependencies: [
        "SegueGeometry", "SegueAnimation", "SegueLayers", "SegueCairo", "SegueExport", "CSDL2",
      ],
      swiftSettings: swiftSettings),
    // The motion lint: a transition sampled at a high rate, its presentation trees checked for
    // jumps, flashes, velocity breaks and leftovers (`segue lint`, `expectSmoothMotion`).
    .target(
      name: "SegueMotion", dependencies: ["SegueLayers", "SegueUI"],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueGallery",
      dependencies: [
        "SegueGeometry", "SegueAnimation", "SegueLayers", "SegueCairo", "SegueUI", "SeguePhysics",
        "SegueMotion",
      ],
      swiftSettings: swiftSettings),
    // Snapshot and tolerance assertions for tests, reporting through Swift Testing or XCTest
    // (both ship with the toolchain, so neither appears here).
    .target(
      name: "SegueTesting",
      dependencies: ["SegueGeometry", "SegueCairo", "SegueUI", "SegueMotion"],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueSnapshotTesting",
      dependencies: [
        "SegueGeometry", "SegueCairo", "SegueUI", "SegueTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "Segue",
      dependencies: [
        "SegueGeometry", "SegueAnimation", "SegueLayers", "SegueCairo", "SegueUI", "SeguePhysics",
        "SegueExport",
      ],
      swiftSettings: swiftSettings),
    // UIKit's and Core Animation's own names over Segue, for iOS source compiled on Linux.
    .target(name: "SegueUIKit", dependencies: ["Segue"], swiftSettings: swiftSettings),
    .target(
      name: "SegueCLI",
      dependencies: [
        "Segue", "SegueSDL", "SegueMotion", "CMalloc", "SegueConstraintSolver",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "segue", dependencies: ["SegueCLI", "SegueGallery"], swiftSettings: swiftSettings),
    // `segue migrate`: rewrites the Objective-C-only lines of iOS sources (swift-syntax).
    .target(
      name: "SegueMigrate",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "segue-migrate", dependencies: ["SegueMigrate"], swiftSettings: swiftSettings),
    // A tool built on SegueCLI as users build theirs, with scenes the CLI tests run as a process:
    // motion the lint must report, text in a font that is not installed.
    .executableTarget(
      name: "segue-test-tool", dependencies: ["Segue", "SegueCLI", "SegueMotion"],
      path: "Tests/Fixtures/TestTool", swiftSettings: swiftSettings),

    .testTarget(
      name: "SegueGeometryTests", dependencies: ["SegueGeometry", "SegueTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueConstraintSolverTests", dependencies: ["SegueConstraintSolver"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueAnimationTests", dependencies: ["SegueAnimation", "SegueTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueLayersTests", dependencies: ["SegueGeometry", "SegueAnimation", "SegueLayers"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueCairoTests",
      dependencies: ["CCairo", "SegueGeometry", "SegueLayers", "SegueCairo", "SegueTesting"],
      exclude: ["__Snapshots__"], resources: [.process("Resources")],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueUITests",
      dependencies: [
        "SegueGeometry", "SegueAnimation", "SegueLayers", "SegueCairo", "SegueUI", "SegueTesting",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueUIKitTests", dependencies: ["SegueUIKit", "SegueTesting"],
      exclude: ["__Snapshots__"], resources: [.process("Resources")],
      swiftSettings: swiftSettings),
    // iOS library code written for Swift 5 language mode (Fixtures/), compiled as the iOS SDK
    // compiles it: UIKit's main-actor isolation is @preconcurrency there.
    .testTarget(
      name: "SegueUIKitSwift5Tests",
      dependencies: ["SegueUIKit", "SegueTesting"],
      swiftSettings: swiftSettings + [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SegueReliabilityTests",
      dependencies: ["SegueGeometry", "SegueLayers", "SegueUI"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SeguePhysicsTests", dependencies: ["SegueGeometry", "SeguePhysics", "SegueTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueSDLTests",
      dependencies: ["SegueGeometry", "SegueLayers", "SegueCairo", "SegueSDL"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueExportTests",
      dependencies: ["SegueGeometry", "SegueCairo", "SegueExport", "CGif"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueMotionTests",
      dependencies: [
        "SegueGeometry", "SegueAnimation", "SegueLayers", "SegueUI", "SegueMotion", "SegueTesting",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueGalleryTests",
      dependencies: [
        "SegueGeometry", "SegueAnimation", "SegueLayers", "SegueCairo", "SegueUI", "SegueGallery",
        "SegueMotion", "SegueTesting",
      ],
      exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueTestingTests",
      dependencies: ["SegueGeometry", "SegueCairo", "SegueUI", "SegueTesting"],
      exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueSnapshotTestingTests",
      dependencies: [
        "SegueGeometry", "SegueCairo", "SegueUI", "SegueTesting", "SegueSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
    // The expected outputs in Expected/ are compiled with the tests, against SegueUIKit: proof
    // that a migrated file builds on Linux. The inputs (iOS-only) are read as files, and the
    // process tests run the `segue-migrate` that `swift build --build-tests` builds beside them.
    .testTarget(
      name: "SegueMigrateTests", dependencies: ["SegueMigrate", "SegueUIKit"],
      exclude: ["Inputs"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueCLITests", dependencies: ["SegueCairo", "SegueGeometry", "SegueTesting"],
      swiftSettings: swiftSettings),
  ]
)
