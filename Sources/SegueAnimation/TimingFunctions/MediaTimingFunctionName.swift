/// The name of one of Core Animation's predefined timing curves (`CAMediaTimingFunctionName`).
///
/// The raw values are Core Animation's own strings, so names read from a serialised animation
/// map one to one. Pass a name to `MediaTimingFunction(name:)` to get its curve.
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// Core Animation's string for the curve, e.g. `"easeInEaseOut"`.
  public let rawValue: String

  /// Wraps a raw curve name; only the five names below are known to `MediaTimingFunction`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a raw curve name (the unlabeled spelling Swift gives `CAMediaTimingFunctionName`).
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Constant speed: control points (0, 0) and (1, 1); CSS `linear`.
  public static let linear = MediaTimingFunctionName(rawValue: "linear")
  /// Starts slowly: control points (0.42, 0) and (1, 1); CSS `ease-in`.
  public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
  /// Ends slowly: control points (0, 0) and (0.58, 1); CSS `ease-out`.
  public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
  /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1); CSS `ease-in-out`.
  public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// Core Animation's curve for implicit animations: (0.25, 0.1) and (0.25, 1); CSS `ease`.
  public static let `default` = MediaTimingFunctionName(rawValue: "default")
}
