import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

/// The storage that makes computing presentations cheap (the shared box of seldom-animated
/// values, the frame tracks kept inline in a layer, the direct transform-component writes)
/// must not change what is presented.
@MainActor
@Suite("Presentation storage: shared values, inline frame tracks, direct transform writes")
struct PresentationStorageTests {
  @Test func seldomAnimatedValuesAreCopiedOnWrite() {
    var original = LayerValues()
    original.shape.strokeEnd = 0.25
    original.text.string = "A"
    var copy = original
    copy.shape.strokeEnd = 0.5
    copy.gradient.colors = [Color(white: 1)]
    #expect(original.shape.strokeEnd == 0.25, "writing the copy leaves the original alone")
    #expect(original.gradient.colors == nil)
    #expect(copy.text.string == "A", "the copy keeps the values it did not write")
    #expect(copy != original)
    copy.shape.strokeEnd = 0.25
    copy.gradient.colors = nil
    #expect(copy == original, "equal contents are equal values, whichever box holds them")
    #expect(copy.hashValue == original.hashValue)
  }

  @Test func aModelShapeValueWrittenAfterAPresentationCopyStaysInTheModel() {
    let layer = ShapeLayer()
    let presented = layer.presentationValues(atLocalTime: 0)
    layer.strokeEnd = 0.5
    #expect(layer.model.shape.strokeEnd == 0.5)
    #expect(presented.shape.strokeEnd == 1, "Core Animation's default, taken before the write")
  }

  @Test func frameTracksHoldNoReferences() {
    // Copying them into the layer and out again must retain nothing (see `FrameTracks`).
    #expect(_isPOD(FrameTrack.self))
  }

  /// Three linear animations of position.x over 1 s from 0, at 0.5 s: the last added wins.
  @Test func theLastOfSeveralAnimationsOfOnePropertyWins() {
    for count in [1, 3, 4, 6] {
      let host = TestHost()
      let layer = Layer()
      host.addShown(layer)
      for index in 0..<count {
        let move = BasicAnimation(
          keyPath: .positionX, from: 0, to: CGFloat(100 * (index + 1)))
        move.duration = 1
        layer.add(move, forKey: "move\(index)")
      }
      host.advance(to: 0.5)
      #expect(layer.presentationValues().position.x == CGFloat(50 * count), "\(count) animations")
    }
  }

  @Test func generalAndFastAnimationsApplyInTheOrderAdded() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let absolute = BasicAnimation(keyPath: .positionX, from: 0, to: 100)
    absolute.duration = 1
    let additive = BasicAnimation(keyPath: .positionX, from: 0, to: 10)
    additive.duration = 1
    additive.isAdditive = true
    layer.add(absolute, forKey: "absolute")
    layer.add(additive, forKey: "additive")
    host.advance(to: 0.5)
    // 50 from the absolute animation, then 5 added on top.
    #expect(layer.presentationValues().position.x == 55)
    layer.removeAnimation(forKey: "additive")
    #expect(layer.presentationValues().position.x == 50, "back to fast tracks only")
    layer.add(additive, forKey: "additive")
    layer.add(absolute, forKey: "absolute")
    // The additive animation (added at 0.5, so at its start: + 0) is now first, and the absolute
    // one, restarted at 0.5, overwrites it with its start value.
    #expect(layer.presentationValues().position.x == 0)
    host.advance(to: 1.0)
    #expect(layer.presentationValues().position.x == 50)
  }

  /// Scalar transform components written into a transform that only scales and translates
  /// (closed forms: the diagonal holds the scales, the last row the translation).
  @Test func transformComponentsOfAnAxisAlignedTransform() {
    let start = Transform3D(scaleX: 2, y: 3, z: 4).concatenating(
      Transform3D(translationX: 5, y: 6, z: 0))
    func written(_ keyPath: String, _ value: CGFloat) -> Transform3D {
      var values = LayerValues()
      values.transform = start
      PropertyRegistry.property(named: keyPath)?.setErasedValue(&values, value)
      return values.transform
    }
    func close(_ t: Transform3D, _ expected: [CGFloat]) -> Bool {
      let diagonal = [t.m11, t.m22, t.m33, t.m41, t.m42, t.m43]
      let rest = [t.m12, t.m13, t.m14, t.m21, t.m23, t.m24, t.m31, t.m32, t.m34, t.m44 - 1]
      return zip(diagonal, expected).allSatisfy { abs($0 - $1) < 1e-12 }
        && rest.allSatisfy { abs($0) < 1e-12 }
    }
    // Entries: m11, m22, m33 (the scales), m41, m42, m43 (the translation).
    #expect(close(written("transform.scale", 7), [7, 7, 7, 5, 6, 0]))
    #expect(close(written("transform.scale.x", 7), [7, 3, 4, 5, 6, 0]))
    #expect(close(written("transform.scale.y", 7), [2, 7, 4, 5, 6, 0]))
    #expect(close(written("transform.scale.z", 7), [2, 3, 7, 5, 6, 0]))
    #expect(close(written("transform.translation.x", 7), [2, 3, 4, 7, 6, 0]))
    #expect(close(written("transform.translation.y", 7), [2, 3, 4, 5, 7, 0]))
    #expect(close(written("transform.translation.z", 7), [2, 3, 4, 5, 6, 7]))
  }

  @Test func aMirroredTransformKeepsItsMirrorWhenScaled() {
    // diag(−1, 1) is a scale of 1 after a half turn: writing scale.x = 2 scales the mirrored
    // axis to −2 (the decomposition, not a direct write of m11).
    var values = LayerValues()
    values.transform = Transform3D(scaleX: -1, y: 1, z: 1)
    PropertyRegistry.property(named: "transform.scale.x")?.setErasedValue(&values, CGFloat(2))
    let t = values.transform
    #expect(abs(t.m11 + 2) < 1e-12 && abs(t.m22 - 1) < 1e-12)
    #expect(abs(t.m12) < 1e-12 && abs(t.m21) < 1e-12)
  }
}
