import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// The sheet's geometry against the per-device numbers of shared/reference/
/// modern-presentation.md §1 ("Numbers per device", computed there from B-port's reading of
/// UIKit, conf. bin; the medium detent's ≈ 53 % also measured by M-qiita, ×2).
@MainActor
@Suite("Sheets: layout, detents and release maths")
struct SheetLayoutTests {
  private let pro = SheetLayout(
    containerSize: CGSize(width: 393, height: 852),
    safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), doublesTopOffset: false)
  private let se = SheetLayout(
    containerSize: CGSize(width: 375, height: 667),
    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), doublesTopOffset: true)

  @Test func theLargeDetentSitsTenPointsBelowTheSafeAreaOrTwentyWithAHomeButton() {
    // §1: sheet top at large 69 (iPhone 15 Pro), 40 (iPhone SE); frame (0, 69, 393, 783).
    #expect(pro.stackTop == 69 && se.stackTop == 40)
    #expect(pro.fullSheetFrame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(se.fullSheetFrame == CGRect(x: 0, y: 40, width: 375, height: 627))
    #expect(
      pro.top(
        forDetentValue: SheetPresentationController.Detent.large().resolvedValue(
          in: pro) ?? 0) == 69)
  }

  @Test func theMediumDetentIsFiftySixHundredthsOfTheMaximum() throws {
    // §1: medium sheet top 398.6 (visible 453.4 = 53.2 %) on the 15 Pro, 315.9 on the SE.
    let medium = SheetPresentationController.Detent.medium()
    let proTop = pro.top(forDetentValue: try #require(medium.resolvedValue(in: pro)))
    let seTop = se.top(forDetentValue: try #require(medium.resolvedValue(in: se)))
    #expect(abs(proTop - 398.6) < 0.05 && abs(seTop - 315.9) < 0.05)
    #expect(abs((852 - proTop) / 852 - 0.532) < 0.001, "M-qiita: about 53 % of the screen")
    // A container no taller than 568 pt uses 0.63 (§1 Layout).
    let short = SheetLayout(
      containerSize: CGSize(width: 320, height: 568),
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      doublesTopOffset: true)
    #expect(abs((medium.resolvedValue(in: short) ?? 0) - 0.63 * (568 - 40)) < 1e-9)
  }

  @Test func customDetentsAreClampedAndMayBeInactive() {
    let tall = SheetPresentationController.Detent.custom { $0.maximumDetentValue + 500 }
    let off = SheetPresentationController.Detent.custom { _ in nil }
    let fixed = SheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 200 }
    #expect(tall.resolvedValue(in: pro) == pro.maximumDetentValue)
    #expect(off.resolvedValue(in: pro) == nil)
    #expect(fixed.resolvedValue(in: pro) == 200 && fixed.identifier.rawValue == "small")
    let top: CGFloat = 852 - 34 - 200
    #expect(pro.top(forDetentValue: 200) == top, "\(pro.top(forDetentValue: 200) - top)")
  }

  @Test func thePresentingScreenScalesBackToSixteenPointsEachSide() {
    // §1: scale 0.9186 (361 pt wide), top 59 on the 15 Pro; 0.9147 (343 pt), top 30 on the
    // SE; 0.9070 on a 430-wide phone (m = 20); not scaled at depth 0.
    let proFrame = pro.presenterFrame(depth: 1)
    #expect(abs(proFrame.width - 361) < 1e-9 && abs(proFrame.minY - 59) < 1e-9)
    #expect(abs(proFrame.width / 393 - 0.9186) < 0.0001 && abs(proFrame.minX - 16) < 1e-9)
    let seFrame = se.presenterFrame(depth: 1)
    #expect(abs(seFrame.width - 343) < 1e-9 && abs(seFrame.minY - 30) < 1e-9)
    let max = SheetLayout(
      containerSize: CGSize(width: 430, height: 932),
      safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      doublesTopOffset: false)
    #expect(abs(max.presenterFrame(depth: 1).width / 430 - 0.9070) < 0.0001)
    #expect(pro.presenterFrame(depth: 0) == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(pro.presenterTransform(depth: 0) == .identity)
    // The transform about the centre lands the view on the frame.
    let t = pro.presenterTransform(depth: 1)
    #expect(abs(426 + t.ty - 852 * t.a / 2 - 59) < 1e-9)
  }

  @Test func beyondDepthOneTheScreenKeepsItsScaleAndSinksToTheStackTop() {
    // B-port `_transform` with maximumDepth 2 (bin): the B-port's own sum, written out for the
    // root (frame = the container): top = min(d, 1) · stackTop − 10 k · clamp(2 − d).
    for (depth, top) in [(1.0, 59.0), (1.5, 64.0), (2.0, 69.0), (3.0, 69.0)] {
      let frame = pro.presenterFrame(depth: CGFloat(depth))
      #expect(abs(frame.width - 361) < 1e-9, "depth \(depth): \(frame.width)")
      #expect(abs(frame.minY - CGFloat(top)) < 1e-9, "depth \(depth): \(frame.minY)")
    }
    // k at d = 0.5: 2 (1 − 2^−0.5) = 0.5858 (the shrink is not linear in d).
    #expect(abs(SheetLayout.recession(depth: 0.5) - 0.585786) < 1e-6)
  }

  @Test func theRubberBandStartsAtTheFingersSlopeAndNeverReachesItsExtent() {
    // §1: x ↦ e (1 − 1 / (0.55 x / e + 1)); e = 10 above, min(¼ sheet, 200) below (195.75).
    #expect(pro.upperRubberBandExtent == 10 && pro.lowerRubberBandExtent == 195.75)
    #expect(se.lowerRubberBandExtent == 156.75)
    #expect(SheetLayout.rubberBand(0, extent: 10) == 0)
    #expect(abs(SheetLayout.rubberBand(0.001, extent: 10) / 0.001 - 0.55) < 0.001)
    // Closed form at x = e / 0.55: half the extent.
    #expect(abs(SheetLayout.rubberBand(10 / 0.55, extent: 10) - 5) < 1e-12)
    // The slope is the derivative (central difference) and starts at 0.55.
    for x: CGFloat in [0.5, 10, 80, 400] {
      let numeric =
        (SheetLayout.rubberBand(x + 1e-4, extent: 50) - SheetLayout.rubberBand(x - 1e-4, extent: 50))
        / 2e-4
      #expect(abs(SheetLayout.rubberBandSlope(x, extent: 50) - numeric) < 1e-6)
    }
    #expect(SheetLayout.rubberBandSlope(0, extent: 50) == 0.55)
    var previous: CGFloat = 0
    for x in stride(from: 1.0, through: 5000, by: 7) {
      let y = SheetLayout.rubberBand(x, extent: 195.75)
      #expect(y > previous && y < 195.75)
      previous = y
    }
  }

  @Test func aReleaseRestsAtTheDetentNearestItsProjection() {
    // §1: projected = y + 0.099 v; |v| < 250 counts as 0; a flick ≥ 1000 that would stay in
    // its region moves one further. Tops: large 69, medium 398.6, dismissed 852.
    let tops: [CGFloat] = [69, 398.6, 852]
    func rest(_ y: CGFloat, _ v: CGFloat) -> Int? {
      SheetLayout.restingIndex(from: y, velocity: v, restingTops: tops)
    }
    #expect(rest(200, 0) == 0 && rest(300, 0) == 1 && rest(700, 0) == 2)
    #expect(rest(225, 249) == 0, "slow: 249 pt/s counts as none (249.7 would be nearer medium)")
    #expect(rest(225, 260) == 1, "projected 250.7: nearer medium")
    #expect(rest(200, 700) == 1, "200 + 69.3 is nearer 398.6 than 69")
    #expect(rest(398.6, 999) == 1, "not a flick: 497.5 stays nearest to medium")
    #expect(rest(398.6, 1000) == 2, "a flick from medium moves one further: dismissed")
    #expect(rest(398.6, -1000) == 0, "a flick up from medium: large")
    #expect(rest(69, -5000) == 0 && rest(852, 5000) == 2, "nothing beyond the ends")
    #expect(rest(600, -1200) == 0, "projected 481.2 stays in medium's region: one further up")
    #expect(SheetLayout.restingIndex(from: 0, velocity: 0, restingTops: []) == nil)
    #expect(rest(500, 0) == 1 && SheetLayout.isFlick(-1000) && !SheetLayout.isFlick(999))
  }

  @Test func theSheetSpringIsUIKitsResponseAndDamping() {
    // §6: response 0.344144 s, ratio 1 → stiffness 333.33, damping 36.515 (mass 1).
    #expect(abs(SheetSpring.stiffness - 333.33) < 0.01)
    let parameters = SheetSpring.parameters(velocity: 0)
    #expect(abs((parameters.explicitSpring?.damping ?? 0) - 36.515) < 0.001)
    #expect(abs(SheetSpring.parameters(dampingRatio: 0.8, velocity: 0).dampingRatio - 0.8) < 1e-9)
  }

  @Test func formSheetsTakeUIKitsSizeForTheScreen() {
    // §1 Form sheet: 540 × 600 up to 1024, 580 × 640 up to 1590 (iPad Pro 11), else 620 × 680.
    #expect(
      SheetPresentationController.formSheetSize(forLongerScreenSide: 1024)
        == CGSize(
          width: 540, height: 600))
    #expect(
      SheetPresentationController.formSheetSize(forLongerScreenSide: 1194)
        == CGSize(
          width: 580, height: 640))
    #expect(
      SheetPresentationController.formSheetSize(forLongerScreenSide: 1590)
        == CGSize(
          width: 620, height: 680))
  }
}
