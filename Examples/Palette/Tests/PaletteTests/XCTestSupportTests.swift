import Palette
import PaletteScenes
import SegueTesting
import SegueUIKit
import XCTest

/// SegueTesting from XCTest: the same expectations report through `XCTFail`. (XCTest on Linux
/// cannot run a `@MainActor` test method; an async one hops to the main actor.)
final class XCTestSupportTests: XCTestCase {
  func testTheCloseButtonsKeyFrames() async {
    await MainActor.run {
      expectTransition(of: PaletteScenes.Close(), device: .iPhone15Pro)
    }
  }
}
