/// The direction in which a language lays out its lines: leading is on the left, or on the
/// right (`UIUserInterfaceLayoutDirection`; UIKit's raw values).
public enum UserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

extension View {
  /// What a view shows, to decide whether it flips in a right-to-left layout
  /// (`UISemanticContentAttribute`; UIKit's raw values).
  public enum SemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (the default).
    case unspecified = 0
    /// Playback controls (play, rewind): never flipped.
    case playback = 1
    /// Directional controls (a D-pad): never flipped.
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
  }

  /// Whether the view flips in a right-to-left layout (`semanticContentAttribute`, default
  /// `unspecified`). Changing it lays the view's tree out again.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { layoutState?.semanticContentAttribute ?? .unspecified }
    set {
      guard newValue != semanticContentAttribute else { return }
      ensuredLayoutState.semanticContentAttribute = newValue
      layoutDirectionChanged()
    }
  }

  /// The direction `attribute` implies in a layout going `direction`
  /// (`userInterfaceLayoutDirection(for:relativeTo:)`): playback and spatial content and
  /// forced left-to-right are left to right, forced right-to-left is right to left, and
  /// unspecified content follows `direction` (Apple's `UISemanticContentAttribute` page;
  /// high).
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute, relativeTo direction: UserInterfaceLayoutDirection
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .unspecified: direction
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }

  /// The direction for arranging the view's own content
  /// (`effectiveUserInterfaceLayoutDirection`): its `semanticContentAttribute` relative to the
  /// direction it inherits. Leading and trailing constraints on the view follow it.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    Self.userInterfaceLayoutDirection(
      for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
  }

  /// The direction of the view's environment (UIKit's `traitCollection.layoutDirection`): the
  /// nearest ancestor that forces one, else the window's `layoutDirection`. Playback and
  /// spatial views do not pass their left-to-right on (Apple's doc of
  /// `effectiveUserInterfaceLayoutDirection`: the value does not necessarily propagate through
  /// the subtree); a forced direction does (medium: UIKit's trait inheritance since iOS 10).
  var inheritedLayoutDirection: UserInterfaceLayoutDirection {
    var current = superview
    while let view = current {
      switch view.semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified, .playback, .spatial: current = view.superview
      }
    }
    return (rootView as? Window)?.layoutDirection ?? .leftToRight
  }

  /// A direction changed for this view's subtree: its constraints are made again.
  func layoutDirectionChanged() {
    updateTraitsInSubtree()
    setNeedsLayout()
    forEachInSubtree { $0.setNeedsLayout() }
    LayoutEngine.constraintsChanged()
  }
}

extension Window {
  /// The layout direction of the window's content (UIKit's application-wide
  /// `userInterfaceLayoutDirection`, which comes from the language; default left to right).
  /// Set it to `.rightToLeft` to lay out a right-to-left language: leading and trailing
  /// constraints and horizontal stack views flip.
  public var layoutDirection: UserInterfaceLayoutDirection {
    get { layoutState?.windowLayoutDirection ?? .leftToRight }
    set {
      guard newValue != layoutDirection else { return }
      ensuredLayoutState.windowLayoutDirection = newValue
      layoutDirectionChanged()
    }
  }
}

extension LayoutConstraint.Attribute {
  /// Leading and trailing as left or right for `direction`; other attributes as they are.
  func resolved(for direction: UserInterfaceLayoutDirection) -> Self {
    switch (self, direction) {
    case (.leading, .rightToLeft): .right
    case (.trailing, .rightToLeft): .left
    case (.leading, .leftToRight): .left
    case (.trailing, .leftToRight): .right
    default: self
    }
  }
}
