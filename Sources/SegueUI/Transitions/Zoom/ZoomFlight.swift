import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

/// The views of one zoom on screen and the spring that moves them (see `ZoomGeometry`).
///
/// In the container, bottom to top: the source screen (the container's), receding as the zoom
/// grows, the options' dimming effect (a blur) if any, the dimming view, the platter's shadow,
/// the platter — a clipping card holding the zoomed view, scaled, with a picture of the source over it (UIKit draws the zoomed view on
/// such a platter: B-zoom's shadow and receded scale, bin). The source view itself is hidden
/// while the zoom flies (its slot is kept, as in UIKit: M-swift, meas). `settle(to:…)` springs
/// λ to 0 or 1 and the hold to nothing; a grab (`stop()`) stops the spring where it is,
/// exactly, so the fingers take over from there.
@MainActor
final class ZoomFlight {
  let geometry: ZoomGeometry
  let zoomedView: View
  let platter = View()
  let dimming = View()
  /// The options' `dimmingVisualEffect` over the source screen, under the dimming, if any.
  let dimmingEffectView: VisualEffectView?
  /// The platter's shadow: the platter clips its content, so it cannot cast one itself.
  let shadow = View()
  let sourcePicture: View?
  private weak var sourceView: View?
  private let sourceWasHidden: Bool
  /// The source screen, which recedes behind the platter, and its transform before.
  private weak var background: View?
  private let backgroundTransform: CGAffineTransform
  /// Where the zoomed view was before it entered the platter, to put it back exactly.
  private let zoomedPlace: (superview: View?, index: Int, frame: CGRect)

  /// The zoom, 0 (on the source) … 1 (zoomed); springs overshoot.
  private(set) var zoom: CGFloat
  /// How fingers hold the zoomed view as a card.
  private(set) var hold = ZoomGeometry.Hold()
  /// The running spring, if one runs.
  private var run: Run?
  /// Bumped by every settle and hold, so a stale frame callback stops.
  private var generation = 0

  private struct Run {
    var spring: Spring
    var start: (zoom: CGFloat, hold: ZoomGeometry.Hold)
    var target: CGFloat
    var startTime: Double?
    var completion: () -> Void
  }

  init(
    geometry: ZoomGeometry, zoomedView: View, sourceView: View?, background: View?,
    dimmingColor: Color, dimmingEffect: VisualEffect? = nil, in container: View, zoom: CGFloat
  ) {
    self.geometry = geometry
    self.zoomedView = zoomedView
    self.sourceView = sourceView
    self.background = background
    backgroundTransform = background?.transform ?? .identity
    self.zoom = zoom
    sourceWasHidden = sourceView?.isHidden ?? false
    zoomedPlace = (
      zoomedView.superview, zoomedView.superview?.subviews.firstIndex { $0 === zoomedView } ?? 0,
      zoomedView.frame
    )
    sourcePicture = sourceView?.snapshotView(afterScreenUpdates: false)
    sourceView?.isHidden = true
    dimming.frame = container.bounds
    dimming.backgroundColor = dimmingColor
    dimming.isUserInteractionEnabled = false
    dimmingEffectView = dimmingEffect.map { VisualEffectView(effect: $0) }
    if let dimmingEffectView {
      dimmingEffectView.frame = container.bounds
      dimmingEffectView.isUserInteractionEnabled = false
      container.addSubview(dimmingEffectView)
    }
    platter.clipsToBounds = true
    shadow.backgroundColor = .black
    shadow.isUserInteractionEnabled = false
    shadow.layer.shadowColor = .black
    shadow.layer.shadowOpacity = Self.shadowOpacity
    shadow.layer.shadowRadius = Self.shadowRadius
    shadow.layer.shadowOffset = Self.shadowOffset
    container.addSubview(dimming)
    container.addSubview(shadow)
    container.addSubview(platter)
    zoomedView.removeFromSuperview()
    platter.addSubview(zoomedView)
    if let sourcePicture { platter.addSubview(sourcePicture) }
    apply()
  }

  /// Whether a spring moves the zoom now.
  var isSettling: Bool { run != nil }

  /// The platter's shadow: black at 0.4, radius 40, 10 pt down (reference modern-presentation
  /// §2: B-zoom — bin).
  static let shadowOpacity: Float = 0.4
  static let shadowRadius: CGFloat = 40
  static let shadowOffset = CGSize(width: 0, height: 10)

  /// Sets every view from (zoom, hold).
  private func apply() {
    let pose = geometry.pose(zoom: zoom, hold: hold)
    let size = geometry.zoomed.size
    let turn = CGAffineTransform(rotationAngle: pose.rotation)
    for view in [platter, shadow] {
      // The frame is set untransformed, then the card turns about its centre.
      view.transform = .identity
      view.frame = pose.platter
      view.transform = turn
      view.layer.cornerRadius = pose.cornerRadius
    }
    dimming.alpha = pose.dimming
    dimmingEffectView?.alpha = pose.dimming
    background?.transform = backgroundTransform.concatenating(
      CGAffineTransform(scaleX: pose.backgroundScale, y: pose.backgroundScale))
    zoomedView.transform = .identity
    zoomedView.frame = CGRect(origin: .zero, size: size)
    zoomedView.transform = CGAffineTransform(scaleX: pose.contentScale, y: pose.contentScale)
    zoomedView.center = CGPoint(
      x: pose.contentOrigin.x + pose.contentScale * size.width / 2,
      y: pose.contentOrigin.y + pose.contentScale * size.height / 2)
    if let sourcePicture {
      // Over the part of the content that lines up with the source, at the source's aspect.
      let alignment = geometry.alignment
      let aspect = geometry.source.width > 0 ? geometry.source.height / geometry.source.width : 0
      let width = alignment.width * pose.contentScale
      sourcePicture.frame = CGRect(
        x: pose.contentOrigin.x + alignment.minX * pose.contentScale,
        y: pose.contentOrigin.y + alignment.minY * pose.contentScale, width: width,
        height: width * aspect)
      sourcePicture.alpha = pose.sourceAlpha
    }
  }

  /// Stops a running spring where it is now and keeps the pose (a grab).
  func stop() {
    generation += 1
    run = nil
  }

  /// Holds the card as `hold` says (nothing runs meanwhile).
  func move(to hold: ZoomGeometry.Hold) {
    stop()
    self.hold = hold
    apply()
  }

  /// Springs the zoom to `target` (0 or 1) and the hold back to nothing on `spring` (its
  /// initial velocity: distances per second, UIKit's unit), then calls `completion`.
  func settle(to target: CGFloat, on spring: Spring, completion: @escaping () -> Void) {
    stop()
    let window = platter.window
    run = Run(
      spring: spring, start: (zoom, hold), target: target, startTime: window?.currentTime,
      completion: completion)
    let generation = generation
    guard let window else {
      finish()
      return
    }
    window.addFrameCallback("a zoom transition settling") { [weak self] time in
      guard let self, self.generation == generation else { return false }
      return self.step(at: time)
    }
  }

  /// One frame of the spring; false once it has settled.
  private func step(at time: Double) -> Bool {
    guard var run else { return false }
    let startTime = run.startTime ?? time
    run.startTime = startTime
    self.run = run
    let elapsed = time - startTime
    guard elapsed < run.spring.settlingDuration else {
      finish()
      return false
    }
    let x = CGFloat(run.spring.value(at: elapsed))
    zoom = run.start.zoom + (run.target - run.start.zoom) * x
    hold = run.start.hold.relaxed(x)
    apply()
    return true
  }

  /// Lands exactly on the target and calls the completion.
  private func finish() {
    guard let run else { return }
    self.run = nil
    generation += 1
    zoom = run.target
    hold = ZoomGeometry.Hold()
    apply()
    run.completion()
  }

  /// Takes the flight's views away and puts the zoomed view back where it was, as it was
  /// (`restoresZoomedView`), or out of any superview; the source view shows again.
  func tearDown(restoresZoomedView: Bool) {
    stop()
    zoomedView.removeFromSuperview()
    zoomedView.transform = .identity
    zoomedView.frame = zoomedPlace.frame
    if restoresZoomedView, let superview = zoomedPlace.superview {
      superview.insertSubview(zoomedView, at: min(zoomedPlace.index, superview.subviews.count))
    }
    platter.removeFromSuperview()
    shadow.removeFromSuperview()
    dimming.removeFromSuperview()
    dimmingEffectView?.removeFromSuperview()
    background?.transform = backgroundTransform
    sourceView?.isHidden = sourceWasHidden
  }
}
