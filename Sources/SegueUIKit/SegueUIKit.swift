// SegueUIKit: UIKit's and Core Animation's own names over Segue, so that an iOS source file
// compiles on Linux with only its import changed:
//
//   #if canImport(UIKit)
//   import UIKit
//   #else
//   import SegueUIKit
//   #endif
//
// Segue's types are UIKit's minus the prefix (DESIGN.md), so nearly everything here is a
// typealias (`UIView` is `View`); nested names (`UIView.AnimationOptions`,
// `UIControl.Event`, `UIGestureRecognizer.State`) come with their types. Behaviour lives in
// Segue's modules under Segue's names, so that Segue users get it too; this module only adds
// spellings. Selectors are the one thing a port must change: `#selector(tapped)` becomes the
// method reference `Self.tapped` (see `Control.addTarget(_:action:for:)`).
@_exported import Segue
