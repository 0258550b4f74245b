import Foundation
import SegueGeometry
import SegueTesting
import SegueUI
import Testing

/// A plain screen in one colour, for transitions between two of them.
@MainActor
private final class ColourScreen: ViewController {
  let colour: Color
  init(_ colour: Color) {
    self.colour = colour
    super.init()
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = colour
  }
}

/// A 60×40 pt screen, so that references stay tiny.
private let tiny = Device(
  name: "tiny", size: CGSize(width: 60, height: 40), scale: 1, safeAreaInsets: .zero)

@Suite("expectTransition: a transition's key frames against references")
@MainActor
struct ExpectTransitionTests {
  @Test func aPushIsSnapshotAtItsKeyFrames() {
    let navigation = NavigationController(rootViewController: ColourScreen(.blue))
    navigation.isNavigationBarHidden = true
    let stage = Stage(device: tiny, rootViewController: navigation)
    expectTransition(of: stage, at: [0, 0.5, 1], named: "push") {
      navigation.pushViewController(ColourScreen(.red), animated: true)
    }
    #expect(navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil)
    // The duration came from the push itself: UIKit's 0.35 s, from time 0.
    #expect(abs(stage.time - 0.35) < 1e-9)
  }

  @Test func withoutATransitionItSaysSo() {
    let stage = Stage(device: tiny, rootViewController: ColourScreen(.blue))
    withKnownIssue {
      expectTransition(of: stage) {}
    } matching: { issue in
      "\(issue)".contains("no view-controller transition is running after `start`")
    }
  }

  @Test func progressMustAscendWithinZeroToOne() {
    let stage = Stage(device: tiny, rootViewController: ColourScreen(.blue))
    withKnownIssue {
      expectTransition(of: stage, at: [0.5, 0.25], duration: 1) {}
    } matching: { issue in
      "\(issue)".contains("progress points must ascend within 0…1")
    }
  }
}
