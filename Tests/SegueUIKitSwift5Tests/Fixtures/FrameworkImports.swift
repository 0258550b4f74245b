// A framework target's files import nothing on iOS: the Xcode framework template imports
// UIKit for every file. On Linux this one line, in one file of the target, does the same
// (docs/uikit-compatibility.md); ButtonMorphFixture.swift relies on it.
#if !canImport(UIKit)
  @_exported import SegueUIKit
#endif
