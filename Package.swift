// swift-tools-version: 6.2
import PackageDescription

// CI (and `make test`) set SEGUE_WERROR=1 so that every warning in Segue's own targets fails
// the build; dependencies keep their own warnings.
let treatWarningsAsErrors = Context.environment["SEGUE_WERROR"] == "1"
let swiftSettings: [SwiftSetting] =
  treatWarningsAsErrors ? [.treatAllWarnings(as: .error)] : []

let package = Package(
  name: "Segue",
  products: [
    .library(name: "Segue", targets: ["Segue"]),
    .library(name: "SegueUIKit", targets: ["SegueUIKit"]),
    .executable(name: "segue", targets: ["segue"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(
      name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
    .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    // Box2D is C++; this small shim gives it a plain C header, so no Swift target needs C++
    // interoperability.
    .target(name: "CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
    // libjpeg reports errors by longjmp, which Swift cannot take part in; this small shim
    // catches them in C.
    .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),

    .target(name: "SegueGeometry", swiftSettings: swiftSettings),
    .target(name: "SegueAnimation", dependencies: ["SegueGeometry"], swiftSettings: swiftSettings),
    .target(
      name: "SegueLayers", dependencies: ["SegueGeometry", "SegueAnimation"],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueCairo", dependencies: ["SegueLayers", "CCairo", "CJPEG"],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueUI", dependencies: ["SegueLayers", "SegueCairo", "SeguePhysics"],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueExport", dependencies: ["SegueLayers", "SegueCairo", "CImageQuant", "CGif"],
      swiftSettings: swiftSettings),
    .target(
      name: "SeguePhysics", dependencies: ["SegueGeometry", "SegueAnimation", "CBox2D"],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueSDL", dependencies: ["SegueLayers", "SegueCairo", "SegueExport", "CSDL2"],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueGallery",
      dependencies: [
        "SegueGeometry", "SegueAnimation", "SegueLayers", "SegueCairo", "SegueUI", "SeguePhysics",
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "SegueTestSupport", dependencies: ["SegueCairo", "SegueLayers"],
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
    .executableTarget(
      name: "segue",
      dependencies: [
        "Segue", "SegueGallery", "SeguePhysics", "SegueSDL",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings),

    .testTarget(
      name: "SegueGeometryTests", dependencies: ["SegueGeometry"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueAnimationTests", dependencies: ["SegueAnimation"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueLayersTests", dependencies: ["SegueLayers", "SegueTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueCairoTests", dependencies: ["SegueCairo", "SegueTestSupport"],
      exclude: ["__Snapshots__"], resources: [.process("Resources")],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueUITests", dependencies: ["SegueUI", "SegueTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueUIKitTests", dependencies: ["SegueUIKit"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SeguePhysicsTests", dependencies: ["SeguePhysics"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueSDLTests", dependencies: ["SegueSDL", "SegueCairo", "SegueTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueExportTests", dependencies: ["SegueExport", "SegueTestSupport", "CGif"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueGalleryTests", dependencies: ["SegueGallery", "SegueTestSupport"],
      exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SegueCLITests", dependencies: ["SegueCairo", "SegueTestSupport"],
      swiftSettings: swiftSettings),
  ]
)
