import SegueUIKit
import Testing

/// iOS 18 zoom and iOS 17 spring code, as apps write it, compiled with UIKit's names.
private final class PhotoGrid: UIViewController {
  let thumbnail = UIView(frame: CGRect(x: 20, y: 120, width: 100, height: 100))
  var asked = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(thumbnail)
  }

  func showPhoto() {
    let photo = UIViewController()
    let options = UIViewController.Transition.ZoomOptions()
    options.dimmingColor = UIColor.black.withAlphaComponent(0.3)
    options.interactiveDismissShouldBegin = { context in context.willBegin }
    options.alignmentRectProvider = { context in
      context.zoomedViewController.view.bounds.insetBy(dx: 0, dy: 100)
    }
    photo.preferredTransition = .zoom(options: options) { [weak self] context in
      self?.asked += 1
      return context.sourceViewController === self ? self?.thumbnail : nil
    }
    present(photo, animated: true)
  }

  func bounce() {
    UIView.animate(springDuration: 0.4, bounce: 0.2) {
      thumbnail.center.y += 10
    }
    let animator = UIViewPropertyAnimator(
      duration: 0, timingParameters: UISpringTimingParameters(duration: 0.3, bounce: 0))
    animator.addAnimations { self.thumbnail.alpha = 0.5 }
    animator.startAnimation()
  }
}

@MainActor
@Suite("UIKit's zoom and spring spellings over Segue")
struct UIKitZoomTests {
  @Test func zoomCodeCompilesPresentsAndAsksForTheSource() throws {
    let grid = PhotoGrid()
    let stage = Stage(device: .iPhone15Pro, rootViewController: grid)
    grid.showPhoto()
    grid.bounce()
    try stage.runUntilIdle()
    let photo = try #require(grid.presentedViewController)
    #expect(grid.asked == 1 && photo.view.frame == stage.window.bounds)
    #expect(grid.thumbnail.alpha == 0.5 && !grid.thumbnail.isHidden)
    photo.dismiss(animated: true)
    try stage.runUntilIdle()
    #expect(grid.asked == 2 && grid.presentedViewController == nil)
  }
}
