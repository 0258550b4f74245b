import Foundation

/// What the motion lint says about one transition: its findings, each marked intended when a
/// declaration excuses it, and the declarations that excused nothing.
public struct MotionReport: Sendable, Hashable, Codable {
  /// The scene's id, when a scene was linted.
  public var scene: String?
  /// The transition's nominal duration, seconds.
  public var duration: Double
  /// The samples a second the lint took, hertz.
  public var sampleRate: Double
  /// How many samples it took (the transition and its settling).
  public var samples: Int
  /// Every finding, by time; intended ones carry their reason.
  public var findings: [MotionFinding]
  /// Declarations that matched no finding: stale, or wrong.
  public var unmatchedDeclarations: [IntendedDiscontinuity]

  /// Creates the report of `findings` with `declarations` applied.
  public init(
    scene: String?, duration: Double, sampleRate: Double, samples: Int,
    findings: [MotionFinding], declarations: [IntendedDiscontinuity]
  ) {
    self.scene = scene
    self.duration = duration
    self.sampleRate = sampleRate
    self.samples = samples
    var used = Array(repeating: false, count: declarations.count)
    self.findings = findings.map { finding in
      var finding = finding
      if let match = declarations.indices.first(where: { declarations[$0].matches(finding) }) {
        finding.intended = declarations[match].reason
        used[match] = true
      }
      return finding
    }
    unmatchedDeclarations = declarations.indices.filter { !used[$0] }.map { declarations[$0] }
  }

  /// The findings no declaration excuses.
  public var faults: [MotionFinding] { findings.filter { $0.intended == nil } }

  /// Whether a finding no declaration excuses is an error (what makes `segue lint` fail).
  public var hasErrors: Bool { faults.contains { $0.severity == .error } }

  /// Whether the transition is clean: no finding unexcused and no declaration unused.
  public var isClean: Bool { faults.isEmpty && unmatchedDeclarations.isEmpty }

  /// The report for a person: one line per finding (faults first), then unused declarations,
  /// then a summary line.
  public var text: String {
    var lines = faults.map(\.line) + findings.filter { $0.intended != nil }.map(\.line)
    lines += unmatchedDeclarations.map {
      "warning: declared \($0.kind.rawValue)\($0.layer.map { " on \"\($0)\"" } ?? "") "
        + "matches no finding (\($0.reason))"
    }
    let errors = faults.filter { $0.severity == .error }.count
    let warnings = faults.count - errors
    let intended = findings.count - faults.count
    lines.append(
      "\(scene ?? "transition"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) "
        + "warning\(warnings == 1 ? "" : "s"), \(intended) intended "
        + "(\(samples) samples at \(Int(sampleRate)) Hz)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as JSON (keys sorted, pretty-printed), for tools.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // The report is made of strings, numbers and arrays only: encoding cannot fail.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
