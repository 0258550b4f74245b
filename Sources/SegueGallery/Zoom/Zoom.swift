import Foundation
import SegueGeometry
import SegueUI

/// iOS 18's zoom transition as gallery entries (issue 15; docs/modern-presentation.md):
/// "Second" zooms out of "First"'s picture when pushed or presented, is swiped back into it,
/// and seed 002's Today card opens with UIKit's own zoom instead of the seed's animator.
@MainActor
enum Zoom {
  /// The seed the zoom entries come from: none (DESIGN.md, "Beyond the seeds").
  nonisolated static let seed = BuiltInTransitions.seed
  /// How long a zoom is shown, seconds: the zoom-in spring (0.34 s, critically damped) has
  /// settled within 0.1 % after 0.5 s.
  nonisolated static let zoomDuration: Double = 0.55

  nonisolated static let pushEntry = GalleryEntry(
    id: "zoom-push", title: "Zoom: push", seed: seed,
    summary:
      "preferredTransition = .zoom: pushed, \"Second\" grows out of the first screen's picture, "
      + "cross-fading from it, over a dimmed \"First\".",
    duration: zoomDuration,
    makeStage: { device in
      let app = makeApp(device: device)
      let navigation = NavigationController(rootViewController: app.first)
      navigation.navigationBar.tintColor = BuiltInTransitions.accessibleBlue
      let stage = Stage(device: device, rootViewController: navigation)
      navigation.pushViewController(app.second, animated: true)
      return stage
    })

  nonisolated static let presentEntry = GalleryEntry(
    id: "zoom-present", title: "Zoom: present", seed: seed,
    summary:
      "present(_:animated:) with a zoom aligned picture to picture (alignmentRectProvider): "
      + "\"Second\" zooms full screen out of the picture on \"First\".",
    duration: zoomDuration,
    makeStage: { device in
      let app = makeApp(device: device, alignsPictures: true)
      let stage = Stage(device: device, rootViewController: app.first)
      app.first.present(app.second, animated: true)
      return stage
    })

  nonisolated static let dismissSwipeEntry = GalleryEntry(
    id: "zoom-dismiss-swipe", title: "Zoom: swiped down", seed: seed,
    summary:
      "A finger drags the zoomed screen down: it shrinks into a card under the finger and, let "
      + "go, lands back on the picture it came from.",
    duration: 1.0,
    makeStage: { device in
      let app = makeApp(device: device)
      let stage = Stage(device: device, rootViewController: app.first)
      app.first.present(app.second, animated: false)
      let x = device.size.width / 2
      stage.play(
        InputScript([
          .drag(
            path: [CGPoint(x: x, y: 300), CGPoint(x: x + 40, y: 520)], time: 0.05,
            duration: 0.4, easing: .easeInOut, releaseVelocity: CGPoint(x: 50, y: 400))
        ]))
      return stage
    })

  /// Every zoom entry, in gallery order (`card-zoom` comes with the card's entries).
  nonisolated static let entries = [pushEntry, presentEntry, dismissSwipeEntry]

  /// The two screens, "Second" zooming out of "First"'s picture.
  struct App {
    let first: ScreenViewController
    let second: ScreenViewController
  }

  /// "First" and "Second" with `second.preferredTransition` a zoom from `first`'s picture;
  /// `alignsPictures` lines the two pictures up (else the top of "Second" lines up).
  static func makeApp(device: Device, alignsPictures: Bool = false) -> App {
    let first = ScreenViewController.first(scale: device.scale)
    let second = ScreenViewController.second(scale: device.scale)
    first.imageView.layer.cornerRadius = 16
    first.imageView.clipsToBounds = true
    let options = ViewController.Transition.ZoomOptions()
    if alignsPictures {
      options.alignmentRectProvider = { context in
        let zoomed = context.zoomedViewController as? ScreenViewController
        return zoomed?.imageView.frame
      }
    }
    second.preferredTransition = .zoom(options: options) { [weak first] _ in first?.imageView }
    return App(first: first, second: second)
  }
}
