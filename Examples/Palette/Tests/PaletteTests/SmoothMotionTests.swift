import Palette
import PaletteScenes
import SegueTesting
import SegueUIKit
import Testing

/// The app's transitions through the motion lint, as a user's own tests would run it.
@Suite("Smooth motion")
@MainActor
struct SmoothMotionTests {
  @Test func theZoomMovesSmoothly() {
    let (stage, list) = PaletteScenes.makeList(device: .iPhone15Pro)
    expectSmoothMotion(of: stage, duration: 0.65) { list.open(list.cards[1], animated: true) }
  }

  @Test func theCloseButtonsZoomMovesSmoothly() {
    expectSmoothMotion(of: PaletteScenes.Close())
  }
}
