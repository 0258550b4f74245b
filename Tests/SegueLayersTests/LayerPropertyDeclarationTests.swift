import Foundation
import SegueGeometry
import Testing

@testable import SegueLayers

/// Each animatable property is declared once (AnimatableKeyPath+Declarations.swift) and listed
/// once in the registry; these tests hold the two to `LayerValues`, so a new field that no
/// declaration reaches, or a declaration whose accessors disagree, fails here.
@MainActor
struct LayerPropertyDeclarationTests {
  /// Fields that are not animatable in Core Animation either (set without animation).
  static let notAnimatable: Set<String> = [
    "contentsScale", "pageCurlRadius", "pageCurlAngle",
    // Core Animation animates it; Segue does not yet (docs/uikit-compatibility.md §7).
    "contentsCenter",
  ]

  @Test func everyDeclaredNameIsUniqueAndResolves() {
    let names = PropertyRegistry.knownNames
    #expect(Set(names).count == names.count, "a key path is declared twice")
    // Core Animation's animatable key paths that Segue draws (CALayer, CAShapeLayer,
    // CATextLayer, CAGradientLayer and the transform's components), and Segue's own.
    let coreAnimation: Set<String> = [
      "bounds", "bounds.origin", "bounds.size", "bounds.size.width", "bounds.size.height",
      "position", "position.x", "position.y", "zPosition", "anchorPoint", "anchorPointZ",
      "transform", "sublayerTransform", "opacity", "cornerRadius", "borderWidth", "borderColor",
      "backgroundColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
      "shadowPath", "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase",
      "strokeStart", "strokeEnd", "fontSize", "foregroundColor", "startPoint", "endPoint",
    ]
    let components = ["scale", "rotation", "translation"].flatMap { kind in
      ["", ".x", ".y", ".z"].map { "transform.\(kind)\($0)" }
    }
    let segue: Set<String> = ["blurRadius", "curlTime"]
    #expect(Set(names) == coreAnimation.union(components).union(segue))
    for name in names {
      #expect(PropertyRegistry.property(named: name)?.name == name)
    }
  }

  @Test func everyDeclarationReadsWhatItWrites() throws {
    for property in PropertyRegistry.declared {
      var values = LayerValues()
      let sample = try #require(Self.sample(like: property.erasedValue(values)), "\(property.name)")
      property.setErasedValue(&values, sample)
      let read = property.erasedValue(values)
      let same =
        if let read = read as? CGFloat, let sample = sample as? CGFloat {
          abs(read - sample) < 1e-12
        } else {
          "\(read)" == "\(sample)"
        }
      #expect(same, "\(property.name) reads \(read) after writing \(sample)")
      #expect(values != LayerValues(), "writing \(property.name) changed no field")
    }
  }

  @Test func everyAnimatableFieldIsReachedByADeclaration() throws {
    let defaults = Self.leaves(of: Self.boxed(LayerValues()))
    var reached: Set<String> = []
    for property in PropertyRegistry.declared {
      var values = LayerValues()
      let sample = try #require(Self.sample(like: property.erasedValue(values)))
      property.setErasedValue(&values, sample)
      for (path, value) in Self.leaves(of: Self.boxed(values))
      where "\(value)" != "\(defaults[path] ?? "")" {
        reached.insert(path)
      }
    }
    let animatable = defaults.filter { Self.isAnimatableType($0.value) }.map(\.key)
    let unreached = Set(animatable).subtracting(reached).filter {
      !Self.notAnimatable.contains($0.split(separator: ".").last.map(String.init) ?? $0)
    }
    #expect(unreached.isEmpty, "fields no declared key path animates: \(unreached.sorted())")
    #expect(animatable.count > 30, "the walk found the fields")
    #expect(animatable.contains { $0.hasSuffix("shape.strokeEnd") }, "the walk opened the box")
  }

  /// A value of the same type as `value` that differs from every default.
  static func sample(like value: Any) -> Any? {
    switch value {
    case is CGFloat: CGFloat(0.75)  // inside ±π: rotations read back modulo 2π
    case is Float: Float(0.5)
    case is CGPoint: CGPoint(x: 3, y: 4)
    case is CGSize: CGSize(width: 5, height: 6)
    case is CGRect: CGRect(x: 1, y: 2, width: 30, height: 40)
    case is Transform3D: Transform3D(scaleX: 2, y: 3, z: 1)
    case is Color: Color(red: 1, green: 0.5, blue: 0)
    case is Path: Path(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    default: nil
    }
  }

  static func isAnimatableType(_ value: Any) -> Bool {
    let type = Swift.type(of: value)
    return [
      CGFloat.self, Float.self, CGPoint.self, CGSize.self, CGRect.self, Transform3D.self,
      Color.self, Color?.self, Path?.self,
    ].contains { $0 == type }
  }

  /// `values` with its cold properties in a box of their own, so that the walk sees them.
  static func boxed(_ values: LayerValues) -> LayerValues {
    var values = values
    values.shape.lineWidth += 0
    return values
  }

  /// Every stored value of `values`, by dotted path, descending into nested structs, the cold
  /// box and optionals but stopping at the value types animations interpolate.
  static func leaves(of values: Any, path: String = "") -> [String: Any] {
    if path != "" && (isAnimatableType(values) || values is String || values is Bool) {
      return [path: values]
    }
    let mirror = Mirror(reflecting: values)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return [path: "nil"] }
      return leaves(of: wrapped, path: path)
    }
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
      !mirror.children.isEmpty
    else { return [path: values] }
    var result: [String: Any] = [:]
    for child in mirror.children {
      let name = child.label ?? "?"
      result.merge(leaves(of: child.value, path: path == "" ? name : "\(path).\(name)")) { a, _ in a
      }
    }
    return result
  }
}
