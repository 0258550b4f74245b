#if canImport(ObjectiveC)
  import UIKit
#else
  import SegueUIKit
#endif

private nonisolated(unsafe) var followerContext = 0

/// Turns a badge with the angle of a falling view, frame by frame, and follows a button.
@MainActor
class Follower: NSObject {
  var displayLink: CADisplayLink?
  weak var button: UIView?
  let badge = UIView()
  var followed = 0

  func start(falling: UIView, button: UIView) {
    self.button = button
    #if canImport(ObjectiveC)
      displayLink = CADisplayLink(target: self, selector: #selector(step))
    #else
      displayLink = CADisplayLink(target: self, action: Self.step)
    #endif
    displayLink?.add(to: .current, forMode: .common)
    button.addObserver(self, forKeyPath: "frame", options: [.new], context: &followerContext)
  }

  func stop() {
    displayLink?.invalidate()
    button?.removeObserver(self, forKeyPath: "frame")
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func step() {
    badge.transform = badge.transform.rotated(by: 0.1)
  }

  #if canImport(ObjectiveC)
    override func observeValue(
      forKeyPath path: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      if context == &followerContext {
        followed += 1
      } else {
        super.observeValue(forKeyPath: path, of: object, change: change, context: context)
      }
    }
  #else
    func observeValue(
      forKeyPath path: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      if context == &followerContext {
        followed += 1
      } else {
        reportUnhandledObservation(forKeyPath: path, of: object, change: change, context: context)
      }
    }
  #endif
}

#if !canImport(ObjectiveC)
  extension Follower: KeyValueObserver {}
#endif
