import Foundation

/// One thing the motion lint found in a transition: what, on which layer, when, and the frame
/// of a 30 fps recording (`segue record … --out frames/`) to look at.
public struct MotionFinding: Sendable, Hashable, Codable {
  /// What kind of discontinuity or leftover a finding is.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A property changed between two samples far more than its local velocity predicts.
    case jump
    /// A layer was shown (or hidden) for less than a 30 fps frame.
    case flash
    /// Two overlapping visible layers swapped which one is in front.
    case zOrderChange = "z-order"
    /// The velocity when a finger let go differs from the animation's that took over.
    case velocityBreak = "velocity-break"
    /// Content shown at the end lies off screen or outside its container.
    case offScreen = "off-screen"
    /// Something left behind after the transition: a view, a layer, a mask, a paused layer,
    /// an animation, a controller still alive, or work that never settles.
    case leftover
  }

  /// How serious a finding is: errors make `segue lint` exit non-zero.
  public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// What was found.
  public var kind: Kind
  /// How serious it is.
  public var severity: Severity
  /// The layer, as a person finds it: its view's type and accessibility identifier, or its
  /// layer type and name, with its presentation-tree id (`LayerLabel`).
  public var layer: String
  /// The presentation-tree id of the layer (`PresentationTreeNode.id`), if it has one.
  public var layerID: Int?
  /// The stage time it happens at, seconds from the transition's start.
  public var time: Double
  /// The frame of a 30 fps recording of the transition closest to `time` (`frame-NNNN.png`
  /// of `segue record ID --out frames/`); nil when `time` is past the recording's end.
  public var frame: Int?
  /// What happened, in a sentence a developer acts on, with values and units.
  public var detail: String
  /// The reason from the declaration that says this finding is intended, if one does.
  public var intended: String?

  /// Creates a finding.
  public init(
    kind: Kind, severity: Severity, layer: String, layerID: Int?, time: Double, frame: Int?,
    detail: String, intended: String? = nil
  ) {
    self.kind = kind
    self.severity = severity
    self.layer = layer
    self.layerID = layerID
    self.time = time
    self.frame = frame
    self.detail = detail
    self.intended = intended
  }

  /// The finding as one line: `error: jump at 0.504 s (frame-0015.png): View "card" #12:
  /// position.y jumped 40 pt …`; intended findings say so and why.
  public var line: String {
    let at = String(format: "%.3f s", time)
    let frameText = frame.map { String(format: "frame-%04d.png", $0) } ?? "after the last frame"
    let head = intended == nil ? severity.rawValue : "intended"
    let reason = intended.map { " — intended: \($0)" } ?? ""
    return "\(head): \(kind.rawValue) at \(at) (\(frameText)): \(layer): \(detail)\(reason)"
  }
}
