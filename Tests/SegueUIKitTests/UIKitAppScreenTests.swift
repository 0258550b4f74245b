import Foundation
import SegueUIKit
import Testing

// Issue 22: `UIScreen.main`, `UIApplication.shared` and `UIDevice.current` follow the current
// stage's device, orientation and window.

@MainActor
@Suite("App, screen and device follow the stage (issue 22)")
struct UIKitAppScreenTests {
  @Test func theyDescribeTheCurrentStage() {
    let stage = Stage(device: .iPadPro11, rootViewController: UIViewController())
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 834, height: 1194))
    #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1668, height: 2388))
    #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad")
    #expect(UIApplication.shared.keyWindow === stage.window)
    #expect(UIApplication.shared.windows.count == 1)
    #expect(UIApplication.shared.statusBarOrientation == .portrait)
    #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 834, height: 24))
    #expect(UIDevice.current.orientation.isPortrait)

    stage.rotate(to: .landscape, animated: false)
    stage.advance(by: 0)
    #expect(UIScreen.main.bounds.size == CGSize(width: 1194, height: 834))
    #expect(UIApplication.shared.statusBarOrientation.isLandscape)
    #expect(UIDevice.current.orientation == .landscapeLeft)

    let phone = Stage(device: .iPhoneSE)
    #expect(UIScreen.main.scale == 2 && UIScreen.main.bounds.width == 375)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIApplication.shared.keyWindow === phone.window)
  }
}
