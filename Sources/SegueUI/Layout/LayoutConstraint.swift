import Foundation

/// A linear relation between two views' layout attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Activating a constraint installs it on the nearest common ancestor of its views (UIKit's
/// rule); the window's layout engine (LayoutEngine.swift) solves all active constraints of a
/// view tree at the next layout pass and sets the frames of the views whose
/// `translatesAutoresizingMaskIntoConstraints` is false. Changing `constant` or `priority`
/// marks the layout as needing an update, so the standard technique — change `constant`, then
/// `View.animate { view.layoutIfNeeded() }` — animates the frames.
///
/// Bad input never traps: a constraint between views with no common ancestor, or with a NaN
/// or infinite constant or multiplier, is refused with a `LayoutError` naming it (thrown by
/// `activateChecked(_:)`, reported by `activate(_:)` and `isActive`), and nothing is added.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
  /// A layout attribute of a view (`NSLayoutConstraint.Attribute`; UIKit's raw values).
  /// Leading and trailing are left and right: Segue lays out left to right only.
  public enum Attribute: Int, Sendable {
    case notAnAttribute = 0
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The baseline of the bottommost line of text (View+Baseline.swift).
    case lastBaseline = 11
    /// The baseline of the topmost line of text.
    case firstBaseline = 12

    /// `NSLayoutConstraint.Attribute.baseline`: the last baseline.
    public static let baseline = Attribute.lastBaseline

    /// Whether the attribute is a size rather than a position.
    var isDimension: Bool { self == .width || self == .height }
  }

  /// How the two sides compare (`NSLayoutConstraint.Relation`).
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The view on the left-hand side (`firstItem`), held weakly as in UIKit, so a view and
  /// the constraints installed on it do not keep each other alive.
  public var firstItem: View? { firstStorage }
  private weak var firstStorage: View?
  public let firstAttribute: Attribute
  public let relation: Relation
  /// The view on the right-hand side (`secondItem`, held weakly); nil for a constant size
  /// (`equalToConstant:`).
  public var secondItem: View? { secondStorage }
  private weak var secondStorage: View?
  /// Whether the right-hand side has a view (false for `equalToConstant:`).
  let hasSecondItem: Bool
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// The guides the sides are of (nil: the views' frames).
  let firstGuide: LayoutGuide?
  let secondGuide: LayoutGuide?
  /// Added to the right-hand side. Setting it marks the layout as needing an update; a NaN
  /// or infinite value is reported and ignored (the constant keeps its value).
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      guard constant.isFinite else {
        let rejected = constant
        constant = oldValue
        LayoutEngine.report(LayoutError.nonFiniteConstant(self, rejected), about: firstItem)
        return
      }
      changed()
    }
  }
  /// How much the constraint matters (1…1000; 1000 is required). Setting it marks the layout
  /// as needing an update.
  public var priority: LayoutPriority = .required {
    didSet { if priority != oldValue { changed() } }
  }
  /// A name for logs (`identifier`).
  public var identifier: String?

  /// The view the constraint is installed on while active (the nearest common ancestor).
  weak var container: View?
  /// Bumped at each change of `constant` or `priority`, so the engine re-adds it.
  private(set) var version = 0

  /// UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public convenience init(
    item view1: View, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: View?, attribute attr2: Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0
  ) {
    self.init(
      first: (view1, attr1, nil), relation: relation, second: view2.map { ($0, attr2, nil) },
      multiplier: multiplier, constant: constant)
  }

  /// A side of a constraint: a view's attribute, of its frame or of one of its guides.
  typealias Side = (view: View, attribute: Attribute, guide: LayoutGuide?)

  init(first: Side, relation: Relation, second: Side?, multiplier: CGFloat, constant: CGFloat) {
    firstStorage = first.view
    firstAttribute = first.attribute
    firstGuide = first.guide
    self.relation = relation
    secondStorage = second?.view
    hasSecondItem = second != nil
    secondAttribute = second?.attribute ?? .notAnAttribute
    secondGuide = second?.guide
    self.multiplier = multiplier
    self.constant = constant
  }

  // MARK: Activation

  /// Whether the constraint takes part in layout (`isActive`). Setting it to true installs it
  /// on the nearest common ancestor; a refusal (see `LayoutError`) is reported in the
  /// window's diagnostics and leaves it inactive.
  public var isActive: Bool {
    get { container != nil }
    set {
      if newValue {
        Self.activate([self])
      } else {
        Self.deactivate([self])
      }
    }
  }

  /// Activates `constraints` (`NSLayoutConstraint.activate(_:)`): all of them, or — when one
  /// is refused — none, with the refusal reported in the window's diagnostics (UIKit raises
  /// an exception there; Segue never ends the program for it).
  public static func activate(_ constraints: [LayoutConstraint]) {
    do {
      try activateChecked(constraints)
    } catch {
      LayoutEngine.report(error, about: constraints.first?.firstItem)
    }
  }

  /// Activates `constraints`, or throws the first refusal and activates none.
  public static func activateChecked(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    var containers: [View] = []
    for constraint in constraints {
      containers.append(try constraint.validatedContainer())
    }
    for (constraint, container) in zip(constraints, containers) where !constraint.isActive {
      constraint.container = container
      container.installedConstraints.append(constraint)
      constraint.changed()
    }
  }

  /// Deactivates `constraints` (`NSLayoutConstraint.deactivate(_:)`).
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints {
      guard let container = constraint.container else { continue }
      container.installedConstraints.removeAll { $0 === constraint }
      constraint.container = nil
      container.setNeedsLayout()
      LayoutEngine.constraintsChanged()
    }
  }

  /// The nearest common ancestor of the views, after checking the numbers.
  private func validatedContainer() throws(LayoutError) -> View {
    guard constant.isFinite else { throw .nonFiniteConstant(self, constant) }
    guard multiplier.isFinite else { throw .nonFiniteMultiplier(self, multiplier) }
    let directional: Set<Attribute> = [.leading, .trailing]
    let physical: Set<Attribute> = [.left, .right]
    let pair = [firstAttribute, secondAttribute]
    if pair.contains(where: directional.contains) && pair.contains(where: physical.contains) {
      throw .mixedDirectionalAttributes(self)
    }
    guard let (first, second) = liveViews else { throw .noCommonAncestor(self) }
    guard let second else { return first }
    guard let ancestor = first.nearestCommonAncestor(with: second) else {
      throw .noCommonAncestor(self)
    }
    return ancestor
  }

  /// The views while they exist: nil once the first, or a second one, is gone.
  var liveViews: (first: View, second: View?)? {
    guard let first = firstStorage else { return nil }
    // A custom guide removed from its view takes its constraints out with it.
    for guide in [firstGuide, secondGuide] where guide?.kind == .custom && guide?.owningView == nil
    {
      return nil
    }
    guard hasSecondItem else { return (first, nil) }
    guard let second = secondStorage else { return nil }
    return (first, second)
  }

  private func changed() {
    version += 1
    guard let container else { return }
    container.setNeedsLayout()
    LayoutEngine.constraintChanged(self, in: container)
  }

  // MARK: Description

  public var description: String {
    let relationText =
      switch relation {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    var rhs: [String] = []
    if hasSecondItem {
      let factor = multiplier == 1 ? "" : "\(Self.format(multiplier))*"
      rhs.append("\(factor)\(Self.name(of: secondItem, secondGuide)).\(secondAttribute)")
    }
    if constant != 0 || !hasSecondItem { rhs.append(Self.format(constant)) }
    let name = identifier.map { "'\($0)' " } ?? ""
    let level = priority == .required ? "" : " @\(Self.format(Double(priority.rawValue)))"
    return "<\(name)\(Self.name(of: firstItem, firstGuide)).\(firstAttribute) \(relationText) "
      + "\(rhs.joined(separator: " + "))\(level)>"
  }

  /// A view's name in messages: its accessibility identifier, else its class and address.
  static func name(of view: View) -> String {
    if let identifier = view.accessibilityIdentifier { return identifier }
    let address = String(UInt(bitPattern: ObjectIdentifier(view).hashValue), radix: 16)
    return "\(type(of: view)):0x\(address)"
  }

  private static func name(of item: View?, _ guide: LayoutGuide?) -> String {
    guard let view = item else { return "(gone)" }
    return switch guide?.kind {
    case nil: name(of: view)
    case .safeArea: name(of: view) + ".safeAreaLayoutGuide"
    case .margins: name(of: view) + ".layoutMarginsGuide"
    case .custom: "UILayoutGuide:'\(guide?.identifier ?? "")'"
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// A constraint's priority (`UILayoutPriority`): 1…1000, 1000 required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  public static let required = LayoutPriority(1000)
  public static let defaultHigh = LayoutPriority(750)
  public static let defaultLow = LayoutPriority(250)
  public static let fittingSizeLevel = LayoutPriority(50)

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
