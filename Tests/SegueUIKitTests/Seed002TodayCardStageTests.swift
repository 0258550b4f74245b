import SegueTesting
import SegueUIKit
import Testing

// Seed 002 run on a stage as its user would: a finger presses a card, the detail opens and
// closes; frames are checked against the article's curves and springs; public API only.

/// The article's app on a stage: the Today list in a navigation controller whose bar is hidden
/// (the Today screen has none; the detail screen has its own close button).
@MainActor
private final class TodayApp {
  let today = SeedCardTodayViewController()
  let navigation: UINavigationController
  let stage: Stage

  init() {
    navigation = UINavigationController(rootViewController: today)
    navigation.isNavigationBarHidden = true
    stage = Stage(device: .iPhone15Pro, rootViewController: navigation)
  }

  /// The first card.
  func firstCell() throws -> SeedCardTodayCell {
    try #require(
      today.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SeedCardTodayCell)
  }

  /// The detail screen, once pushed.
  var info: SeedCardInfoViewController? {
    navigation.viewControllers.last as? SeedCardInfoViewController
  }

  /// Taps the first card and lets the detail open.
  func open() throws -> SeedCardInfoViewController {
    stage.tap(at: centre(of: try firstCell()))
    try stage.runUntilIdle(timeout: 2)
    return try #require(info)
  }
}

/// The centre of `view` in window coordinates.
@MainActor
private func centre(of view: UIView) -> CGPoint {
  let frame = view.convert(view.bounds, to: nil)
  return CGPoint(x: frame.midX, y: frame.midY)
}

/// `view`'s frame in window coordinates.
@MainActor
private func windowFrame(of view: UIView) -> CGRect {
  view.convert(view.bounds, to: nil)
}

/// `a` moved `progress` of the way to `b` (springs overshoot: `progress` may leave 0…1).
private func interpolate(_ a: CGRect, _ b: CGRect, _ progress: Double) -> CGRect {
  func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * progress }
  return CGRect(
    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
    height: mix(a.height, b.height))
}

/// The spring the article's animators run on `view`'s frame: damping ratio `ratio`, initial
/// velocity 1, 1 s, the same for the position and the size; its progress at a time.
@MainActor
private func articleSpring(
  on view: UIView, ratio: Double, sourceLocation: SourceLocation = #_sourceLocation
) throws -> (Double) -> Double {
  let size = try expectSpring(
    on: view, key: "bounds", dampingRatio: ratio, initialVelocity: 1, duration: 1,
    sourceLocation: sourceLocation)
  let position = try expectSpring(
    on: view, dampingRatio: ratio, initialVelocity: 1, duration: 1,
    sourceLocation: sourceLocation)
  #expect(size(0.5) == position(0.5), "one spring for the frame", sourceLocation: sourceLocation)
  return position
}

/// The largest difference of any channel between `a` and `b` over `rect` (pixels).
private func largestDifference(_ a: Bitmap, _ b: Bitmap, in rect: CGRect) -> Int {
  var largest = 0
  for y in Int(rect.minY)..<Int(rect.maxY) {
    for x in Int(rect.minX)..<Int(rect.maxX) {
      let p = a.pixel(x: x, y: y)
      let q = b.pixel(x: x, y: y)
      largest = max(
        largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
        abs(Int(p.a) - Int(q.a)))
    }
  }
  return largest
}

@MainActor
@Suite("Seed 002 on a stage: the Today card shrinks, opens and flies back")
struct Seed002TodayCardStageTests {
  @Test func openKeyFrames() throws {
    let app = TodayApp()
    let cell = try app.firstCell()
    expectTransition(of: app.stage, named: "open") { app.stage.tap(at: centre(of: cell)) }
  }

  @Test func closeKeyFrames() throws {
    let app = TodayApp()
    let info = try app.open()
    expectTransition(of: app.stage, named: "close") {
      app.stage.tap(at: centre(of: info.closeBtn))
    }
  }

  @Test func aPressedCardShrinksToFourFifthsInAThirdOfASecondAndComesBack() throws {
    let app = TodayApp()
    let cell = try app.firstCell()
    app.stage.play(InputScript([.press(at: centre(of: cell), time: 0, duration: 0.7)]))
    // The table highlights a resting finger after a short delay (UIKit's delayed content
    // touches); the article's shouldHighlightRowAt then records the row and shrinks the card.
    while app.today.selectIndexPath == nil, app.stage.time < 0.5 {
      app.stage.advance(by: app.stage.frameInterval)
    }
    let pressed = app.stage.time
    #expect(app.today.selectIndexPath == IndexPath(row: 0, section: 0))
    #expect(cell.transform == CGAffineTransform(scaleX: 0.8, y: 0.8), "the model, at once")
    // UIView.animate(withDuration: 0.3): ease-in-ease-out from 1 to 0.8.
    for frame in 0...18 {
      app.stage.advance(to: pressed + Double(frame) / 60)
      let scale = try #require(cell.layer.presentation()?.transform.m11)
      expectClose(
        scale, 1 - 0.2 * easeInEaseOut(Double(frame) / 18), tolerance: 1e-9,
        "pressed for \(frame)/60 s")
    }
    app.stage.advance(to: 0.7 - app.stage.frameInterval)
    #expect(cell.layer.presentation()?.transform.m11 == 0.8, "held at 0.8 while pressed")
    // The finger lifts at 0.7 s: didUnhighlightRowAt brings the card back in 0.3 s, and the
    // row is selected (the detail is pushed).
    for frame in 0...18 {
      app.stage.advance(to: 0.7 + Double(frame) / 60)
      let scale = try #require(cell.layer.presentation()?.transform.m11)
      expectClose(
        scale, 0.8 + 0.2 * easeInEaseOut(Double(frame) / 18), tolerance: 1e-9,
        "released for \(frame)/60 s")
    }
    #expect(cell.transform == .identity && app.info != nil)
  }

  @Test func openingFliesThePictureAndLabelsFromTheCardToTheDetail() throws {
    let app = TodayApp()
    let cell = try app.firstCell()
    let cardFrame = windowFrame(of: cell.bgImageView)
    let cardType = cell.typeL.frame
    let cardTitle = cell.contentL.frame
    app.stage.tap(at: centre(of: cell))
    let start = app.stage.time
    let info = try #require(app.info)
    let container = try #require(info.view.superview)
    let coordinator = try #require(app.navigation.transitionCoordinator)
    #expect(coordinator.transitionDuration == 1)
    var ended: [Bool] = []
    coordinator.animate(alongsideTransition: nil) { ended.append($0.isCancelled) }
    // The article's flying copy: the card's picture with copies of its labels and a close
    // button, over the detail screen, whose own picture is hidden meanwhile.
    let flying = try #require(container.subviews.last as? UIImageView)
    #expect(flying.image != nil && flying.image === cell.bgImageView.image, "the picture flies")
    #expect(info.bgImageView.isHidden)
    let copies = flying.subviews
    #expect(copies.count == 3)
    let typeCopy = try #require(copies.first as? UILabel)
    let titleCopy = try #require(copies.dropFirst().first as? UILabel)
    let closeCopy = try #require(copies.last as? UIButton)
    #expect(typeCopy.text == cell.typeL.text && titleCopy.text == cell.contentL.text)
    expectClose(closeCopy.alpha, 0.6, tolerance: 1e-6, "the close button's alpha (a Float)")
    #expect(closeCopy.image(for: .normal) != nil)
    let progress = try articleSpring(on: flying, ratio: 0.6)
    // Where the article sends them: the detail's picture, labels and close button.
    let pictureTarget = windowFrame(of: info.bgImageView)
    var overshot = false
    for elapsed in stride(from: 0.0, to: 1, by: 0.1) {
      app.stage.advance(to: start + elapsed)
      let x = progress(elapsed)
      overshot = overshot || x > 1
      let at = "at \(elapsed) s"
      expectClose(
        try #require(flying.layer.presentation()?.frame),
        interpolate(cardFrame, pictureTarget, x), tolerance: 1e-6, "the picture \(at)")
      expectClose(
        try #require(typeCopy.layer.presentation()?.frame),
        interpolate(cardType, info.typeL.frame, x), tolerance: 1e-6, "the type label \(at)")
      expectClose(
        try #require(titleCopy.layer.presentation()?.frame),
        interpolate(cardTitle, info.titleL.frame, x), tolerance: 1e-6, "the title \(at)")
      expectClose(
        try #require(closeCopy.layer.presentation()?.frame),
        interpolate(
          CGRect(x: cell.frame.width - 100, y: 10, width: 40, height: 40), info.closeBtn.frame,
          x), tolerance: 1e-6, "the close button \(at)")
      // The detail screen fades in on the same spring.
      expectClose(
        Double(try #require(info.view.layer.presentation()?.opacity)), x, tolerance: 1e-6,
        "the detail's opacity \(at)")
    }
    #expect(overshot, "damping 0.6 overshoots")
    app.stage.advance(to: start + 1)
    #expect(ended == [false], "completed once")
    #expect(flying.superview == nil && !info.bgImageView.isHidden && closeCopy.isHidden)
    // The copies are gone; the detail's own labels say what they said.
    #expect(info.titleL.text == cell.contentL.text && info.typeL.text == cell.typeL.text)
    #expect(
      info.titleL.textColor == titleCopy.textColor && info.typeL.textColor == typeCopy.textColor)
    #expect(info.view.alpha == 1 && info.view.window === app.stage.window)
    // The detail's close button has appeared.
    #expect(!info.closeBtn.isHidden && info.closeBtn.alpha == 1 && info.closeBtn.window != nil)
    #expect(app.navigation.viewControllers.count == 2 && app.today.view.window == nil)
  }

  @Test func closingFliesARoundedSnapshotOfThePictureBackIntoTheCard() throws {
    let app = TodayApp()
    let info = try app.open()
    let cell = try app.firstCell()
    let header = windowFrame(of: info.bgImageView)
    let before = try app.stage.render(scale: 1)
    app.stage.tap(at: centre(of: info.closeBtn))
    let start = app.stage.time
    #expect(app.navigation.viewControllers.count == 1, "closeTapped popped")
    let container = try #require(info.view.superview)
    #expect(container.subviews.first === app.today.view, "the list is inserted below the detail")
    let snapshot = try #require(container.subviews.last)
    #expect(snapshot.layer.cornerRadius == 15 && snapshot.layer.masksToBounds)
    #expect(info.bgImageView.isHidden && cell.bgImageView.isHidden)
    // The snapshot shows the picture: at the start it covers the hidden picture exactly, so
    // the frame there is as it was before closing (the corners aside, now rounded).
    let first = try app.stage.render(scale: 1)
    let inside = CGRect(
      x: header.minX + 15, y: header.midY, width: header.width - 30, height: header.height / 2 - 15)
    #expect(largestDifference(before, first, in: inside) == 0, "the picture, not a blank")
    let progress = try articleSpring(on: snapshot, ratio: 0.5)
    let cardFrame = windowFrame(of: cell.bgImageView)
    for elapsed in stride(from: 0.0, to: 1, by: 0.1) {
      app.stage.advance(to: start + elapsed)
      let x = progress(elapsed)
      expectClose(
        try #require(snapshot.layer.presentation()?.frame), interpolate(header, cardFrame, x),
        tolerance: 1e-6, "the snapshot at \(elapsed) s")
      // The detail fades out on the same spring, its close button too.
      expectClose(
        Double(try #require(info.view.layer.presentation()?.opacity)), 1 - x, tolerance: 1e-6,
        "the detail's opacity at \(elapsed) s")
      expectClose(
        Double(try #require(info.closeBtn.layer.presentation()?.opacity)), 1 - x,
        tolerance: 1e-6, "the close button's opacity at \(elapsed) s")
    }
    app.stage.advance(to: start + 1)
    #expect(snapshot.superview == nil && !cell.bgImageView.isHidden)
    #expect(info.view.window == nil && app.today.view.window === app.stage.window)
    #expect(app.navigation.topViewController === app.today && app.stage.isIdle)
  }
}
