// swift-tools-version: 6.2
import PackageDescription

// Palette: an iOS app's custom transition — a colour card that zooms open to full screen and
// is dragged down to close — run, tested, recorded and played on Linux with Segue.
//
// - `Palette` is the app's code, written for iOS (UIKit); on Linux it compiles through
//   SegueUIKit. Only its `#selector`/`@objc` lines sit in `#if canImport(UIKit)`.
// - `PaletteScenes` describes the transitions for Segue's tools (Linux only).
// - `palette` (PaletteTool) is the project's own `segue`: render, record, play, bench, demo.
// - `PaletteTests` tests the transition frame by frame (SegueTesting) and with pointfreeco's
//   swift-snapshot-testing (SegueSnapshotTesting).
let package = Package(
  name: "Palette",
  products: [
    .executable(name: "palette", targets: ["PaletteTool"])
  ],
  dependencies: [
    .package(name: "Segue", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(name: "Palette", dependencies: [.product(name: "SegueUIKit", package: "Segue")]),
    .target(
      name: "PaletteScenes",
      dependencies: ["Palette", .product(name: "SegueUIKit", package: "Segue")]),
    .executableTarget(
      name: "PaletteTool",
      dependencies: ["PaletteScenes", .product(name: "SegueCLI", package: "Segue")]),
    .testTarget(
      name: "PaletteTests",
      dependencies: [
        "Palette", "PaletteScenes",
        .product(name: "SegueUIKit", package: "Segue"),
        .product(name: "SegueTesting", package: "Segue"),
        .product(name: "SegueSnapshotTesting", package: "Segue"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
