import SegueUIKit
import Testing

// Fixtures/SpinnerDrawingFixture.swift (Swift 5 mode) on a stage: the ring draws, the pie's
// migrated `@NSManaged` property animates its drawing, the badge image shows in an image view.

/// The covered area of `image` in points².
private func area(of image: UIImage) -> Double {
  var sum = 0.0
  for index in stride(from: 3, to: image.bitmap.pixels.count, by: 4) {
    sum += Double(image.bitmap.pixels[index]) / 255
  }
  return sum / Double(image.scale * image.scale)
}

@MainActor
@Suite("Custom drawing compiled in Swift 5 mode")
struct DrawingFixtureTests {
  @Test func ringPieAndBadgeDrawOnAStage() throws {
    let host = UIViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: host)
    let ring = RingFixtureView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    host.view.addSubview(ring)
    let pie = PieFixtureLayer()
    pie.frame = CGRect(x: 150, y: 100, width: 100, height: 100)
    pie.contentsScale = 2
    host.view.layer.addSublayer(pie)
    let badge = BadgeFixtureMaker().makeBadge(side: 20)
    let badgeView = UIImageView(image: badge)
    badgeView.frame.origin = CGPoint(x: 300, y: 100)
    host.view.addSubview(badgeView)
    stage.advance(by: 0)
    // The ring: an annulus 4 wide, outer radius 50: π(50² − 46²).
    let ringArea = ring.layer.contents.map(area(of:)) ?? 0
    #expect(abs(ringArea - Double.pi * (2500 - 2116)) / (Double.pi * 384) < 0.01)
    // The badge: a disc of radius 10 at the stage's scale.
    #expect(badge?.scale == 2)
    #expect(abs((badge.map(area(of:)) ?? 0) - Double.pi * 100) < 1)
    pie.progress = 1
    stage.advance(by: 0.25)
    #expect(abs((pie.presentation()?.progress ?? 0) - 0.25) < 0.02)
    stage.advance(by: 1)
    // At rest a full disc: π·50².
    #expect(abs((pie.contents.map(area(of:)) ?? 0) - Double.pi * 2500) / (Double.pi * 2500) < 0.01)
  }
}
