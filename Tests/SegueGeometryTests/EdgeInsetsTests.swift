import Foundation
import Testing

@testable import SegueGeometry

@Suite("EdgeInsets")
struct EdgeInsetsTests {
  @Test func insetMovesEachEdge() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
    #expect(rect.inset(by: .zero) == rect)
    let outset = EdgeInsets(top: -5, left: -5, bottom: -5, right: -5)
    #expect(rect.inset(by: outset) == CGRect(x: 5, y: 15, width: 110, height: 60))
  }

  @Test func oversizedInsetsAreNotClamped() {
    // Like UIEdgeInsetsInsetRect: the size simply goes negative.
    let r = CGRect(x: 0, y: 0, width: 10, height: 10).inset(
      by: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    #expect(r.origin.x == 8 && r.size.width == -6)
  }

  @Test func zeroEqualityAndInterpolation() {
    #expect(EdgeInsets() == .zero)
    #expect(
      EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        != EdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
    let mid = EdgeInsets.zero.interpolated(
      to: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40), fraction: 0.5)
    #expect(mid == EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    let a = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(a.adding(a).subtracting(a) == a)
    #expect(Set([a, a, .zero]).count == 2)
  }
}
