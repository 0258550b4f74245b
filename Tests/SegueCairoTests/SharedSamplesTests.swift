import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A picture in flight drawn twice in one frame at the same device position — a snapshot of a
/// card fading over the card (`card-zoom`) — has its samples taken once and copied for both
/// draws. The bytes must be those of filtering each draw on its own, at 1×, 2× and 3×, where
/// the second draw needs rows the first did not, and where the two land apart.
@MainActor
@Suite struct SharedSamplesTests {
  /// A 90 × 90 pixel opaque picture whose every pixel differs from its neighbours, so that a
  /// sample one unit of a weight off shows.
  static let ramp = Fixture.rampPicture(side: 90)

  /// The picture scaled by `zoom` at `x` points, then a sheet covering the canvas below
  /// `cover` (when given), then a snapshot faded to 0.44: a rounded copy of the picture and a
  /// label-like bar over it, shifted by `drift` points (0: exactly over the picture).
  static func frame(x: CGFloat, zoom: CGFloat, scale: Int, cover: CGFloat?, drift: CGFloat)
    -> DisplayList
  {
    let side = CGFloat(ramp.bitmap.width) / CGFloat(scale) * zoom
    let placed = CGRect(x: x, y: 6.29, width: side, height: side)
    var picture = Fixture.node("picture", frame: placed)
    picture.contents = Contents(image: ramp, scale: CGFloat(scale))
    picture.masksToBounds = true
    var nodes = [
      Fixture.node(
        "backdrop", frame: CGRect(x: 0, y: 0, width: 120, height: 110), background: Fixture.blue),
      picture,
    ]
    if let cover {
      nodes.append(
        Fixture.node(
          "sheet", frame: CGRect(x: 0, y: cover, width: 120, height: 110 - cover),
          background: Fixture.white))
    }
    var snapshot = Fixture.node(
      "snapshot", frame: placed.offsetBy(dx: drift, dy: 0), opacity: 0.44)
    var copy = Fixture.node("copy", frame: CGRect(origin: .zero, size: placed.size))
    copy.contents = picture.contents
    copy.cornerRadius = 5
    copy.masksToBounds = true
    copy.sublayers = [
      Fixture.node(
        "bar", frame: CGRect(x: 4, y: 5.5, width: side - 9, height: 6.2), background: Fixture.red)
    ]
    snapshot.sublayers = [copy]
    nodes.append(snapshot)
    return DisplayList(size: CGSize(width: 120, height: 110), nodes: nodes)
  }

  /// Left edges, a new one every frame: the picture is in flight.
  static let positions: [CGFloat] = [9.3, 14.71, 21.05, 26.5, 30.93, 12.37]

  @Test func samplesTakenOnceGiveTheBytesOfTwoFilterings() throws {
    for scale in [1, 2, 3] {
      // Exactly over the picture, under a sheet that hides some of the picture's rows but not
      // the snapshot's (the second draw samples more), and apart (nothing to share).
      for (cover, drift, shares) in [
        (nil, 0.0, true), (CGFloat(40.6), 0.0, true), (nil, 0.37, false),
      ] {
        for zoom: CGFloat in [0.93, 1.07] {
          let shared = CairoRenderer()
          let apart = CairoRenderer()
          apart.resampledImages.sharesSamplesInFrame = false
          for x in Self.positions {
            let list = Self.frame(x: x, zoom: zoom, scale: scale, cover: cover, drift: drift)
            _ = try shared.draw(list, scale: scale)
            _ = try apart.draw(list, scale: scale)
            #expect(
              CoveredContentTests.differingBytes(shared, apart) == 0,
              "\(scale)×, x \(x), zoom \(zoom), cover \(String(describing: cover)), drift \(drift)")
          }
          // From the second frame on, the second draw copies the first one's samples (topped up
          // with the rows the sheet hid from the first).
          let label = "\(scale)×, zoom \(zoom), cover \(String(describing: cover)), drift \(drift)"
          #expect(
            shared.resampledImages.sharedDraws == (shares ? Self.positions.count - 1 : 0),
            "\(label)")
          #expect(apart.resampledImages.sharedDraws == 0, "\(label)")
          // Every draw that was not shared was filtered in one step.
          #expect(
            apart.resampledImages.composited == 2 * Self.positions.count, "\(label)")
        }
      }
    }
  }
}
