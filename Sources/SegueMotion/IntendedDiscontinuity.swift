import Foundation

/// A discontinuity a transition means to have, declared in its own source with the reason, so
/// that the motion lint reports it as intended instead of as a fault.
///
/// ```swift
/// IntendedDiscontinuity(
///   .leftover, layer: "circle mask",
///   because: "the seed's mask stays until the navigation controller ends the push")
/// ```
///
/// A declaration that matches no finding is itself reported (a stale excuse hides nothing).
public struct IntendedDiscontinuity: Sendable, Hashable, Codable {
  /// The kind of finding it excuses.
  public var kind: MotionFinding.Kind
  /// Text the finding's layer description must contain (a view type, an accessibility
  /// identifier, a layer name), or nil for any layer.
  public var layer: String?
  /// Text the finding's detail must contain (e.g. "opacity"), or nil for any.
  public var detail: String?
  /// Why the discontinuity is intended, for the person reading the lint.
  public var reason: String

  /// Declares that findings of `kind` on layers whose description contains `layer` (any layer
  /// when nil) and whose detail contains `detail` (any when nil) are intended, `because`.
  public init(
    _ kind: MotionFinding.Kind, layer: String? = nil, detail: String? = nil,
    because reason: String
  ) {
    self.kind = kind
    self.layer = layer
    self.detail = detail
    self.reason = reason
  }

  /// Whether this declaration excuses `finding`.
  public func matches(_ finding: MotionFinding) -> Bool {
    finding.kind == kind && (layer.map { finding.layer.contains($0) } ?? true)
      && (detail.map { finding.detail.contains($0) } ?? true)
  }
}

/// A scene that declares the discontinuities it intends: `segue lint` and
/// `expectSmoothMotion(of:)` read them (the gallery's entries adopt it; so can a user's scene).
public protocol DiscontinuityDeclaring {
  /// The discontinuities the scene's transition means to have, each with its reason.
  var intendedDiscontinuities: [IntendedDiscontinuity] { get }
}
