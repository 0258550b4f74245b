import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

@MainActor
@Suite("View geometry, hit testing and coordinates")
struct ViewGeometryTests {
  @Test func frameBoundsAndCenterAreTheLayersGeometry() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // The frame becomes the bounding box of the scaled bounds about the centre.
    #expect(view.frame == CGRect(x: -100, y: -50, width: 200, height: 100))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    view.alpha = 0.5
    view.backgroundColor = .red
    view.clipsToBounds = true
    #expect(
      view.layer.opacity == 0.5 && view.layer.backgroundColor == .red && view.layer.masksToBounds)
    view.contentMode = .scaleAspectFit
    #expect(view.layer.contentsGravity == .resizeAspect)
  }

  /// A superview centred at (200, 200), 100 × 100, scaled by 2 and turned 90° clockwise:
  /// a point (x, y) of it lands at (200 − 2(y − 50), 200 + 2(x − 50)).
  private func turnedSuperview() -> (root: View, superview: View, child: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let superview = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    superview.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
    let child = View(frame: CGRect(x: 60, y: 50, width: 10, height: 10))
    root.addSubview(superview)
    superview.addSubview(child)
    return (root, superview, child)
  }

  @Test func convertGoesThroughARotatedScaledSuperview() {
    let (root, superview, child) = turnedSuperview()
    func expected(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: 200 - 2 * (y - 50), y: 200 + 2 * (x - 50))
    }
    expectClose(
      superview.convert(CGPoint(x: 60, y: 50), to: nil), expected(60, 50), tolerance: 1e-9)
    expectClose(child.convert(CGPoint(x: 10, y: 0), to: root), expected(70, 50), tolerance: 1e-9)
    expectClose(child.convert(CGPoint(x: 0, y: 10), to: nil), expected(60, 60), tolerance: 1e-9)
    expectClose(child.convert(expected(65, 55), from: nil), CGPoint(x: 5, y: 5), tolerance: 1e-9)
    // The child's bounds: corners (60…70, 50…60) map to x 180…200, y 220…240.
    expectClose(
      child.convert(child.bounds, to: nil), CGRect(x: 180, y: 220, width: 20, height: 20),
      tolerance: 1e-9)
    expectClose(
      root.convert(CGRect(x: 180, y: 220, width: 20, height: 20), to: child), child.bounds,
      tolerance: 1e-9)
    // Between siblings' coordinate spaces.
    let other = View(frame: CGRect(x: 300, y: 0, width: 50, height: 50))
    root.addSubview(other)
    expectClose(
      child.convert(CGPoint.zero, to: other), CGPoint(x: 200 - 300, y: 220), tolerance: 1e-9)
  }

  @Test func hitTestFollowsUIKitsRules() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let outside = View(frame: CGRect(x: 120, y: 0, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(outside)
    func hit(_ point: CGPoint) -> View? { root.hitTest(point, with: nil) }
    let overlap = CGPoint(x: 75, y: 75)
    #expect(hit(overlap) === front, "the front-most sibling wins")
    front.isHidden = true
    #expect(hit(overlap) === back)
    front.isHidden = false
    front.alpha = 0.009
    #expect(hit(overlap) === back, "alpha below 0.01 is not hit")
    front.alpha = 0.01
    #expect(hit(overlap) === front)
    front.isUserInteractionEnabled = false
    #expect(hit(overlap) === back)
    front.isUserInteractionEnabled = true
    // A subview sticking out of its superview is not hit where the superview is not.
    #expect(hit(CGPoint(x: 50 + 125, y: 55)) === root)
    #expect(hit(CGPoint(x: 500, y: 5)) == nil)
    #expect(front.point(inside: CGPoint(x: 99, y: 99), with: nil))
    #expect(!front.point(inside: CGPoint(x: 100, y: 50), with: nil))
  }

  @Test func hitTestGoesThroughTransforms() {
    let (root, _, child) = turnedSuperview()
    // The child covers x 180…200, y 220…240 on screen.
    #expect(root.hitTest(CGPoint(x: 190, y: 230), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 205, y: 230), with: nil) !== child)
  }

  @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
    let superview = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    func subview(_ mask: View.AutoresizingMask) -> View {
      let view = View(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
      view.autoresizingMask = mask
      superview.addSubview(view)
      return view
    }
    let width = subview(.flexibleWidth)
    let margins = subview([.flexibleLeftMargin, .flexibleRightMargin])
    let all = subview([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    let fixed = subview([])
    let topAndHeight = subview([.flexibleTopMargin, .flexibleHeight])
    superview.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
    // Width +100, height +50. Horizontal parts: left 20, width 60, right 120.
    expectClose(width.frame, CGRect(x: 20, y: 10, width: 160, height: 30))
    expectClose(
      margins.frame, CGRect(x: 20 + CGFloat(100) * 20 / 140, y: 10, width: 60, height: 30))
    expectClose(all.frame, CGRect(x: 30, y: 10, width: 90, height: 30))
    expectClose(fixed.frame, CGRect(x: 20, y: 10, width: 60, height: 30))
    // Vertical parts: top 10, height 30 (total 40) share 50.
    expectClose(
      topAndHeight.frame,
      CGRect(x: 20, y: 10 + CGFloat(50) * 10 / 40, width: 60, height: 30 + CGFloat(50) * 30 / 40))

    superview.autoresizesSubviews = false
    superview.bounds = CGRect(x: 0, y: 0, width: 100, height: 150)
    expectClose(width.frame, CGRect(x: 20, y: 10, width: 160, height: 30))
  }

  @Test func layoutIfNeededLaysOutTopDown() {
    final class Recording: View {
      let name: String
      let log: HookLog
      var onLayout: (() -> Void)?
      init(_ name: String, _ log: HookLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
      }
      override func layoutSubviews() {
        log.add("\(name) \(Int(bounds.width))")
        onLayout?()
      }
    }
    let log = HookLog()
    let parent = Recording("parent", log)
    let child = Recording("child", log)
    let grandchild = Recording("grandchild", log)
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    // Unowned: each view keeps its hook, which must not keep the view.
    parent.onLayout = { [unowned parent, unowned child] in
      child.frame = CGRect(x: 0, y: 0, width: parent.bounds.width / 2, height: 10)
    }
    child.onLayout = { [unowned child, unowned grandchild] in
      grandchild.frame = CGRect(x: 0, y: 0, width: child.bounds.width / 3, height: 10)
    }
    parent.layoutIfNeeded()
    #expect(log.take() == ["parent 300", "child 150", "grandchild 50"])
    parent.layoutIfNeeded()
    #expect(log.take().isEmpty, "nothing needs layout any more")
    // Asking the grandchild lays out from the top-most of the ancestors in a row that need
    // layout (CALayer's rule).
    parent.frame = CGRect(x: 0, y: 0, width: 120, height: 300)
    child.setNeedsLayout()
    grandchild.setNeedsLayout()
    grandchild.layoutIfNeeded()
    #expect(log.take() == ["parent 120", "child 60", "grandchild 20"])
  }

  @Test func sizeToFitKeepsTheTopLeftCorner() {
    final class Fixed: View {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 24) }
    }
    let view = Fixed(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 6, width: 42, height: 24))
    let plain = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    plain.sizeToFit()
    #expect(
      plain.frame == CGRect(x: 1, y: 2, width: 3, height: 4),
      "the default size that fits is the current size")
  }

  @Test func safeAreaInsetsPropagateByIntersection() {
    final class Counting: View {
      var changes = 0
      override func safeAreaInsetsDidChange() {
        changes += 1
        super.safeAreaInsetsDidChange()
      }
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let header = Counting(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let inner = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let footer = View(frame: CGRect(x: 0, y: 780, width: 400, height: 20))
    let middle = View(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
    root.addSubview(header)
    header.addSubview(inner)
    root.addSubview(footer)
    root.addSubview(middle)
    root.hostSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    #expect(root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(inner.safeAreaInsets == EdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
    #expect(
      footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
      "clamped to the height")
    #expect(middle.safeAreaInsets == .zero)
    #expect(header.changes == 1)
    header.frame = CGRect(x: 0, y: 30, width: 400, height: 100)
    #expect(header.safeAreaInsets.top == 14 && inner.safeAreaInsets.top == 4)
    #expect(header.changes == 2)
    inner.removeFromSuperview()
    #expect(inner.safeAreaInsets == .zero)
  }
}
