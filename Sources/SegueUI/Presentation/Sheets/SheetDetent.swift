import Foundation

extension SheetPresentationController {
  /// A height at which a sheet rests (`UISheetPresentationController.Detent`).
  ///
  /// A detent's value is the height of the sheet above the safe area's bottom, points, at most
  /// the context's `maximumDetentValue`: `.large()` is the maximum, `.medium()` 0.56 of it
  /// (0.63 in containers no taller than 568 pt; reference §1, bin — about 53 % of an iPhone's
  /// screen, M-qiita measured ×2), a custom detent whatever its resolver says.
  @preconcurrency @MainActor
  public final class Detent {
    /// The name of a detent (`UISheetPresentationController.Detent.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier named `rawValue`.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's identifier.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's identifier.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's identifier (`identifier`).
    public let identifier: Identifier
    private let resolver:
      @MainActor (any SheetPresentationControllerDetentResolutionContext) ->
        CGFloat?

    private init(
      identifier: Identifier,
      resolver:
        @escaping @MainActor (any SheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// The detent of about half the screen (`medium()`); inactive in a compact height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { context in
        // Apple's documentation of `medium()`: inactive in a compact height (high confidence).
        guard !context.isCompactHeight else { return nil }
        return SheetLayout.mediumRatio(forContainerHeight: context.containerHeight)
          * context.maximumDetentValue
      }
    }

    /// The detent of a full-height sheet (`large()`).
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height `resolver` computes from the context, points above the safe
    /// area's bottom; nil makes the detent inactive (`custom(identifier:resolver:)`).
    /// Without an identifier it gets a unique one.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any SheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
    }

    /// The detent's height in `context`, points, clamped to 0…maximum; nil when inactive
    /// (`resolvedValue(in:)`).
    public func resolvedValue(
      in context: any SheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      guard let value = resolver(context), value.isFinite else { return nil }
      return min(max(value, 0), context.maximumDetentValue)
    }
  }
}

/// What a detent's resolver is given (`UISheetPresentationControllerDetentResolutionContext`).
@preconcurrency @MainActor
public protocol SheetPresentationControllerDetentResolutionContext {
  /// The largest value a detent can have: the height from the stack top to the safe area's
  /// bottom, points (`maximumDetentValue`).
  var maximumDetentValue: CGFloat { get }
  /// The container's height, points (Segue has no trait collection; the medium detent's
  /// ratio depends on it).
  var containerHeight: CGFloat { get }
  /// Whether the container has a compact height (an iPhone in landscape), where the medium
  /// detent is inactive (Segue's stand-in for the context's trait collection).
  var isCompactHeight: Bool { get }
}

extension SheetPresentationControllerDetentResolutionContext {
  /// False: a context that does not say has a regular height.
  public var isCompactHeight: Bool { false }
}

extension SheetLayout: SheetPresentationControllerDetentResolutionContext {
  /// The container's height, points.
  public var containerHeight: CGFloat { containerSize.height }

  /// The medium detent's share of the maximum in a container `height` points tall.
  static func mediumRatio(forContainerHeight height: CGFloat) -> CGFloat {
    height > mediumTallThreshold ? mediumTallRatio : mediumShortRatio
  }
}
