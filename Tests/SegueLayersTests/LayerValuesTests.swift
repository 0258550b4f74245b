import Foundation
import SegueGeometry
import Testing

@testable import SegueLayers

/// `LayerValues` keeps its hot properties in a trivial value and its cold ones in a shared,
/// copy-on-write box (HotLayerValues.swift, LayerValues.swift): every property, in either part,
/// must behave as a value — a write to a copy leaves the original alone, and equality and hashing
/// follow the contents.
@Suite("LayerValues: value semantics of every property, hot and cold")
struct LayerValuesTests {
  /// One write per property, to a value other than the default.
  static let writes: [(name: String, write: @Sendable (inout LayerValues) -> Void)] = [
    ("bounds", { $0.bounds = CGRect(x: 1, y: 2, width: 3, height: 4) }),
    ("position", { $0.position = CGPoint(x: 5, y: 6) }),
    ("zPosition", { $0.zPosition = 2 }),
    ("anchorPoint", { $0.anchorPoint = .zero }),
    ("anchorPointZ", { $0.anchorPointZ = 3 }),
    ("transform", { $0.transform = Transform3D(scaleX: 2, y: 2, z: 1) }),
    ("opacity", { $0.opacity = 0.5 }),
    ("isHidden", { $0.isHidden = true }),
    ("backgroundColor", { $0.backgroundColor = Color(white: 0.5) }),
    ("cornerRadius", { $0.cornerRadius = 8 }),
    ("maskedCorners", { $0.maskedCorners = .layerMinXMinYCorner }),
    ("masksToBounds", { $0.masksToBounds = true }),
    ("borderWidth", { $0.borderWidth = 1 }),
    ("shadowOpacity", { $0.shadowOpacity = 0.3 }),
    ("shadowRadius", { $0.shadowRadius = 9 }),
    ("shadowOffset", { $0.shadowOffset = CGSize(width: 1, height: 1) }),
    ("contentsGravity", { $0.contentsGravity = .center }),
    ("contentsScale", { $0.contentsScale = 3 }),
    ("minificationFilter", { $0.minificationFilter = .nearest }),
    ("magnificationFilter", { $0.magnificationFilter = .trilinear }),
    ("isDoubleSided", { $0.isDoubleSided = false }),
    ("sublayerTransform", { $0.sublayerTransform.m34 = -1 / 500 }),
    ("borderColor", { $0.borderColor = Color(white: 1) }),
    ("shadowColor", { $0.shadowColor = nil }),
    ("backdropBlurRadius", { $0.backdropBlurRadius = 20 }),
    ("pageCurlRadius", { $0.pageCurlRadius = 30 }),
    ("pageCurlAngle", { $0.pageCurlAngle = 1 }),
    ("curlTime", { $0.curlTime = 0.5 }),
    (
      "shadowPath",
      { $0.shadowPath = BezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath }
    ),
    ("contentsCenter", { $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }),
    ("contents", { $0.contents = LayerValuesTests.image }),
    (
      "shape.path",
      { $0.shape.path = BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).cgPath }
    ),
    ("shape.lineDashPattern", { $0.shape.lineDashPattern = [2, 1] }),
    ("shape.strokeEnd", { $0.shape.strokeEnd = 0.5 }),
    ("text.string", { $0.text.string = "Segue" }),
    ("text.fontSize", { $0.text.fontSize = 12 }),
    ("gradient.colors", { $0.gradient.colors = [Color(white: 0), Color(white: 1)] }),
    ("gradient.locations", { $0.gradient.locations = [0, 1] }),
    ("customValues", { $0.customValues["progress"] = 0.5 }),
  ]

  static let image = Image(
    bitmap: Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)), scale: 1)

  /// Copying the hot part must move bytes and retain nothing (HotLayerValues.swift).
  @Test func theHotPartIsTrivial() {
    #expect(_isPOD(HotLayerValues.self))
    #expect(!_isPOD(LayerValues.self), "the cold box is one reference")
  }

  /// Every property declared in either part is written above, so that each goes through
  /// `LayerValues`' key-path subscripts (copy-on-write for the cold ones) in the test below.
  @Test func everyDeclaredPropertyIsWritten() {
    let written = Set(Self.writes.map { $0.name.split(separator: ".")[0] }.map(String.init))
    let declared =
      Mirror(reflecting: HotLayerValues()).children.compactMap(\.label)
      + Mirror(reflecting: ColdLayerValues()).children.compactMap(\.label)
    #expect(declared.count > 30, "the mirrors list the fields")
    #expect(Set(declared).subtracting(written).isEmpty, "properties no write reaches")
  }

  @Test(arguments: 0..<writes.count)
  func aWrittenCopyLeavesTheOriginalAlone(_ index: Int) {
    let (name, write) = Self.writes[index]
    // From the defaults (no cold box yet) and from values that already have one; each
    // original is compared with the same values made afresh.
    let makers: [() -> LayerValues] = [
      { LayerValues() },
      {
        var values = LayerValues()
        values.text.string = "boxed"
        values.opacity = 0.75
        return values
      },
    ]
    for make in makers {
      let original = make()
      var copy = original
      write(&copy)
      #expect(copy != original, "\(name): the copy changed")
      #expect(original == make(), "\(name): the original did not")
      var again = original
      write(&again)
      #expect(again == copy, "\(name): equal contents are equal values")
      #expect(again.hashValue == copy.hashValue, "\(name): and hash alike")
      var sets: Set<LayerValues> = [original, copy, again]
      sets.insert(original)
      #expect(sets.count == 2, "\(name): a set holds the original and the written value")
    }
  }
}
