import Foundation
import SegueGeometry

/// The properties of a layer that hold references or are seldom set or animated, declared
/// once: read and written as `LayerValues`' own (`values.shadowPath`, `values.shape.path`;
/// `LayerValues` forwards them by key path into a shared box, copied before a write,
/// LayerValues.swift). What each means is documented on the layer property of the same name.
///
/// Public only so that `LayerValues`' key-path subscript can name it; a value of it is never
/// handed out.
public struct ColdLayerValues: Sendable, Hashable {
  /// `Layer.borderColor` (default opaque black).
  public var borderColor: Color? = .init(red: 0, green: 0, blue: 0)
  /// `Layer.shadowColor` (default opaque black).
  public var shadowColor: Color? = .init(red: 0, green: 0, blue: 0)
  /// `BackdropLayer.blurRadius`, points (0: none).
  public var backdropBlurRadius: CGFloat = 0
  /// `PageCurlLayer.curlRadius`, points (0: no curl).
  public var pageCurlRadius: CGFloat = 0
  /// `PageCurlLayer.curlAngle`, radians clockwise from +x.
  public var pageCurlAngle: CGFloat = PageCurl.curlUpAngle
  /// `PageCurlLayer.curlTime`, 0…1.
  public var curlTime: CGFloat = 0
  /// `Layer.sublayerTransform`.
  public var sublayerTransform = Transform3D.identity
  /// `Layer.shadowPath`.
  public var shadowPath: Path?
  /// `Layer.contents`.
  public var contents: Image?
  /// `Layer.contentsCenter`, the nine-slice centre of the contents in unit coordinates.
  public var contentsCenter = Contents.wholeImage
  /// `ShapeLayer` properties.
  public var shape = ShapeValues()
  /// `TextLayer` properties.
  public var text = TextValues()
  /// `GradientLayer` properties.
  public var gradient = GradientValues()
  /// The values of the custom animatable properties a layer subclass declares (keys for which
  /// its `needsDisplay(forKey:)` is true; Layer+Display.swift), by key.
  public var customValues: [String: CGFloat] = [:]
}

/// `LayerValues`' box of cold properties, or none while they all have their defaults. Equal
/// and hashed by the values, whichever way they are stored.
@usableFromInline
struct ColdStorage: Sendable, Hashable {
  @usableFromInline var box: ColdBox?

  /// The box the values read: their own, or the defaults shared by every layer without one.
  @inlinable var values: ColdBox { box ?? .defaults }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    let lhs = lhs.values
    let rhs = rhs.values
    return lhs === rhs || lhs.values == rhs.values
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) { values.values.hash(into: &hasher) }
}

/// A shared, copy-on-write box of `ColdLayerValues`.
///
/// `@unchecked Sendable`: a box is only written through `LayerValues.uniqueCold()`, that
/// is when the values writing it hold the only reference; a shared box is never mutated.
@usableFromInline
final class ColdBox: @unchecked Sendable {
  @usableFromInline var values: ColdLayerValues

  init(_ values: ColdLayerValues) { self.values = values }

  /// A box of its own holding these values. Not inlined: every cold property's setter would
  /// carry the copy (two `memcpy`s of the 576 bytes), where it only runs on a first write.
  @inline(never)
  func copy() -> ColdBox { ColdBox(values) }

  /// The box every new `LayerValues` shares until it writes one of its cold properties.
  @usableFromInline static let defaults = ColdBox(ColdLayerValues())
}
