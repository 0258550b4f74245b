import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: the caps keep their size
/// when the snapshot is widened, the middle stretches.
@MainActor
@Suite("View: resizable snapshots")
struct ResizableSnapshotTests {
  /// A 60 × 40 white view with a red 10-pt band at its left and a blue one at its right.
  private func makeSource() -> View {
    let source = View(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    source.backgroundColor = Color(white: 1)
    let left = View(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
    left.backgroundColor = Color(red: 1, green: 0, blue: 0)
    let right = View(frame: CGRect(x: 50, y: 0, width: 10, height: 40))
    right.backgroundColor = Color(red: 0, green: 0, blue: 1)
    source.addSubview(left)
    source.addSubview(right)
    return source
  }

  @Test func theCapsKeepTheirWidthWhenTheSnapshotIsWidened() throws {
    let controller = ViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: controller)
    let source = makeSource()
    controller.view.addSubview(source)
    let snapshot = try #require(
      source.resizableSnapshotView(
        from: source.bounds, afterScreenUpdates: true,
        withCapInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    let center = snapshot.layer.contentsCenter
    #expect(abs(center.minX - 1.0 / 6) < 1e-12 && abs(center.width - 4.0 / 6) < 1e-12)
    #expect(center.minY == 0 && center.height == 1)
    source.removeFromSuperview()
    controller.view.addSubview(snapshot)
    snapshot.frame = CGRect(x: 0, y: 100, width: 180, height: 40)
    stage.advance(by: 0)
    let bitmap = try stage.render()
    let scale = Int(stage.device.scale)
    func color(atX x: CGFloat) -> String {
      let p = bitmap.pixel(x: Int(x * CGFloat(scale)), y: 120 * scale)
      switch (p.r, p.g, p.b) {
      case (255, 0, 0): return "red"
      case (0, 0, 255): return "blue"
      case (255, 255, 255): return "white"
      default: return "other \(p)"
      }
    }
    // A plain stretch would make each band 30 pt wide; the caps stay 10 pt.
    #expect([0.5, 5, 9.5].map(color) == ["red", "red", "red"])
    #expect([10.5, 20, 90, 160, 169.5].map(color) == Array(repeating: "white", count: 5))
    #expect([170.5, 175, 179.5].map(color) == ["blue", "blue", "blue"])
  }

  @Test func aRectOutsideTheBoundsGivesNilAndOverlappingCapsMeet() {
    let source = makeSource()
    var messages: [String] = []
    let saved = Transaction.diagnostics
    Transaction.diagnostics = { messages.append($0) }
    defer { Transaction.diagnostics = saved }
    let none = source.resizableSnapshotView(
      from: CGRect(x: 100, y: 0, width: 10, height: 10), afterScreenUpdates: false,
      withCapInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(none == nil && messages.count == 1)
    let center = View.contentsCenter(
      capInsets: EdgeInsets(top: 30, left: 40, bottom: 30, right: 40),
      size: CGSize(width: 60, height: 40))
    // Left cap ends at 40/60, right begins at 20/60: they meet halfway, at 0.5; likewise rows.
    #expect(center == CGRect(x: 0.5, y: 0.5, width: 0, height: 0))
  }
}
