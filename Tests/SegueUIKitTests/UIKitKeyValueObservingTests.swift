import Foundation
import SegueUIKit
import Testing

// Issue 22: key-value observing beyond geometry. The order of notifications is Foundation's,
// from Apple's `NSKeyValueObservingOptions` documentation (high confidence): `.initial` is sent
// before the registration returns, with the new value (with `.new`) and never the old one;
// `.prior` adds a notification before each change whose change has `isPrior` (the
// `notificationIsPrior` key) and the old value (with `.old`) but never the new one, then the
// usual one after it.

/// What one handler call saw: whether it was the prior one, the values it carried, and the
/// property read inside the handler.
private struct Seen<Value: Equatable>: Equatable {
  var prior: Bool
  var old: Value?
  var new: Value?
  var read: Value
}

/// An observer in the Objective-C form, as an iOS `NSObject` subclass writes one (after
/// `segue migrate`: no `override`, and the conformance).
private final class FrameObserver: KeyValueObserver {
  var calls: [(keyPath: String?, change: [NSKeyValueChangeKey: Any], context: Int?)] = []

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    calls.append((keyPath, change ?? [:], context.map { $0.load(as: Int.self) }))
  }
}

@MainActor
@Suite("Key-value observing of views and layers (issue 22)")
struct UIKitKeyValueObservingTests {
  @Test func priorOldAndNewComeInFoundationsOrderForAlpha() {
    let view = UIView()
    var seen: [Seen<CGFloat>] = []
    let token = view.observe(\.alpha, options: [.initial, .prior, .old, .new]) { view, change in
      seen.append(
        Seen(prior: change.isPrior, old: change.oldValue, new: change.newValue, read: view.alpha))
    }
    view.alpha = 0.5
    #expect(
      seen == [
        Seen(prior: false, old: nil, new: 1, read: 1),  // .initial: new value only
        Seen(prior: true, old: 1, new: nil, read: 1),  // before: the view still reads 1
        Seen(prior: false, old: 1, new: 0.5, read: 0.5),
      ])
    token.invalidate()
    view.alpha = 0.2
    #expect(seen.count == 3)
  }

  @Test func hiddenCenterAndTransformAreReportedOncePerChange() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var hidden: [Bool?] = []
    var centers: [CGPoint?] = []
    var transforms: [CGAffineTransform?] = []
    let tokens = [
      view.observe(\.isHidden, options: [.new]) { _, change in hidden.append(change.newValue) },
      view.observe(\.center, options: [.new]) { _, change in centers.append(change.newValue) },
      view.observe(\.transform, options: [.new]) { _, change in
        transforms.append(change.newValue)
      },
    ]
    view.isHidden = true
    view.isHidden = true  // the same value: reported too (see the next test)
    view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)  // moves the centre
    view.transform = CGAffineTransform(rotationAngle: 1)
    view.alpha = 0.5  // none of theirs
    #expect(hidden == [true, true])
    #expect(centers == [CGPoint(x: 20, y: 20)])
    #expect(transforms == [CGAffineTransform(rotationAngle: 1)])
    _ = tokens
  }

  /// Foundation's automatic KVO reports every call of a setter, whether or not the value
  /// changed (Apple's Key-Value Observing Programming Guide, "Automatic Change Notification":
  /// the setter is wrapped in willChange/didChange; high confidence): old and new are equal.
  @Test func settingTheValueAPropertyHoldsIsReported() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var alphas: [[CGFloat?]] = []
    var frames = 0
    let tokens = [
      view.observe(\.alpha, options: [.old, .new]) { _, change in
        alphas.append([change.oldValue, change.newValue])
      },
      view.observe(\.frame) { _, _ in frames += 1 },
    ]
    view.alpha = 1
    view.frame = view.frame
    view.alpha = 0.5
    #expect(alphas == [[1, 1], [1, 0.5]])
    #expect(frames == 1, "a frame set to itself is one notification")
    _ = tokens
  }

  @Test func aFrameThatChangesSizeAndPlaceIsOneNotification() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var count = 0
    var priors = 0
    let token = view.observe(\.frame, options: [.prior]) { _, change in
      if change.isPrior { priors += 1 } else { count += 1 }
    }
    view.frame = CGRect(x: 5, y: 5, width: 40, height: 40)  // bounds and position written
    #expect(count == 1 && priors == 1)
    token.invalidate()
  }

  @Test func layerKeyPathsAreObservedWithPrior() {
    let layer = CALayer()
    var opacities: [Seen<Float>] = []
    var positions: [CGPoint?] = []
    var bounds: [CGRect?] = []
    let tokens = [
      layer.observe(\.opacity, options: [.prior, .old, .new]) { layer, change in
        opacities.append(
          Seen(
            prior: change.isPrior, old: change.oldValue, new: change.newValue, read: layer.opacity))
      },
      layer.observe(\.position, options: [.new]) { _, change in positions.append(change.newValue) },
      layer.observe(\.bounds, options: [.new]) { _, change in bounds.append(change.newValue) },
    ]
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.opacity = 0.25
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 30)
    layer.setValue(CGPoint(x: 1, y: 2), forKeyPath: "position")
    CATransaction.commit()
    #expect(
      opacities == [
        Seen(prior: true, old: 1, new: nil, read: 1),
        Seen(prior: false, old: 1, new: 0.25, read: 0.25),
      ])
    #expect(positions == [CGPoint(x: 5, y: 15), CGPoint(x: 1, y: 2)])
    #expect(bounds == [CGRect(x: 0, y: 0, width: 10, height: 30)])
    _ = tokens
  }

  @Test func aReleasedTokenEndsALayerObservation() {
    let layer = CALayer()
    var count = 0
    var token: NSKeyValueObservation? = layer.observe(\.opacity) { _, _ in count += 1 }
    layer.opacity = 0.5
    #expect(count == 1)
    #expect(token != nil)
    token = nil
    layer.opacity = 0.2
    #expect(count == 1)
  }

  @Test func theObjectiveCFormReportsToObserveValueWithTheContext() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let observer = FrameObserver()
    var context = 7
    view.addObserver(observer, forKeyPath: "frame", options: [.old, .new], context: &context)
    view.addObserver(observer, forKeyPath: "alpha", options: [.prior], context: nil)
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
    view.alpha = 0.5
    #expect(observer.calls.map(\.keyPath) == ["frame", "alpha", "alpha"])
    let frameChange = observer.calls[0].change
    #expect(frameChange[.oldKey] as? CGRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(frameChange[.newKey] as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect((frameChange[.kindKey] as? NSNumber)?.uintValue == NSKeyValueChange.setting.rawValue)
    #expect(observer.calls[0].context == 7)
    // `.prior` without `.old`/`.new`: the prior change has only its flag and the kind.
    #expect((observer.calls[1].change[.notificationIsPriorKey] as? NSNumber)?.boolValue == true)
    #expect(observer.calls[1].change[.newKey] == nil && observer.calls[1].change[.oldKey] == nil)
    #expect(observer.calls[2].change[.notificationIsPriorKey] == nil)
    #expect(observer.calls[1].context == nil)

    view.removeObserver(observer, forKeyPath: "frame", context: &context)
    view.removeObserver(observer, forKeyPath: "alpha")
    view.frame = .zero
    view.alpha = 1
    #expect(observer.calls.count == 3)
  }

  @Test func layersTakeTheObjectiveCFormToo() {
    let layer = CALayer()
    let observer = FrameObserver()
    layer.addObserver(observer, forKeyPath: "opacity", options: [.new], context: nil)
    layer.addObserver(observer, forKeyPath: "opacity", options: [.new], context: nil)
    layer.opacity = 0.5
    #expect(observer.calls.count == 2)  // registered twice: told twice, as Foundation does
    #expect(observer.calls.allSatisfy { $0.change[.newKey] as? Float == 0.5 })
    layer.removeObserver(observer, forKeyPath: "opacity")
    layer.opacity = 0.25
    #expect(observer.calls.count == 3)
  }

  @Test func misuseFoundationRaisesOnIsReportedAndIgnored() {
    var reports: [String] = []
    let saved = CATransaction.diagnostics
    CATransaction.diagnostics = { reports.append($0) }
    defer { CATransaction.diagnostics = saved }
    let view = UIView()
    let observer = FrameObserver()
    view.removeObserver(observer, forKeyPath: "frame")  // never registered
    view.addObserver(observer, forKeyPath: "tag", options: [.new], context: nil)  // not a model key
    view.tag = 3
    #expect(observer.calls.isEmpty)
    #expect(reports.count == 2)
    #expect(reports[0].contains("is not registered for 'frame'"))
    #expect(reports[1].contains("cannot observe 'tag'"))
    // `super.observeValue(…)` of an observer whose superclass is NSObject: reported.
    observer.reportUnhandledObservation(forKeyPath: "frame", of: view, change: nil, context: nil)
    #expect(reports.count == 3 && reports[2].contains("did not handle the change of 'frame'"))
  }
}
