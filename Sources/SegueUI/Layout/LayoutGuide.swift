import Foundation
import SegueGeometry

/// A rectangle that takes part in Auto Layout without being a view (`UILayoutGuide`).
///
/// A view's system guides — `safeAreaLayoutGuide` and `layoutMarginsGuide` — are the view's
/// frame inset by its safe-area insets or its layout margins; the insets are read at each
/// layout pass, so a constraint to the safe area follows a rotation or a bar appearing.
/// A guide made by code (`LayoutGuide()`, then `view.addLayoutGuide(_:)`) has its own four
/// unknowns, placed by the constraints that refer to it (stack views space their views with
/// such guides); its `layoutFrame` is read from the last solution.
@MainActor
public final class LayoutGuide {
  enum Kind {
    case safeArea
    case margins
    case custom
  }

  /// The view the guide belongs to (nil for a guide not yet added).
  public fileprivate(set) weak var owningView: View?
  let kind: Kind
  /// A name for logs (`identifier`).
  public var identifier = ""
  /// A custom guide's unknowns, in its root view's coordinates, made on first use.
  private var storedVariables: ViewVariables?

  init(owningView: View, kind: Kind) {
    self.owningView = owningView
    self.kind = kind
  }

  /// A guide to add to a view with `addLayoutGuide(_:)` (`UILayoutGuide()`).
  public init() {
    kind = .custom
  }

  var variables: ViewVariables {
    if let storedVariables { return storedVariables }
    let name = "guide:" + (identifier.isEmpty ? "\(ObjectIdentifier(self))" : identifier)
    let made = ViewVariables(name: name)
    storedVariables = made
    return made
  }

  /// The guide's rectangle in the owning view's coordinates (`layoutFrame`): for a custom
  /// guide, as the last layout pass solved it.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    guard kind == .custom else { return owningView.bounds.inset(by: insets) }
    guard let storedVariables, let owner = owningView.layoutState?.storedVariables else {
      return .zero
    }
    return CGRect(
      x: storedVariables.x.value - owner.x.value, y: storedVariables.y.value - owner.y.value,
      width: storedVariables.width.value, height: storedVariables.height.value)
  }

  /// The insets from the owning view's frame of a system guide, as they are now (zero for a
  /// custom guide, which has its own variables).
  var insets: EdgeInsets {
    guard let owningView else { return .zero }
    return switch kind {
    case .safeArea: owningView.safeAreaInsets
    case .margins: owningView.effectiveLayoutMargins
    case .custom: .zero
    }
  }

  /// The view the anchors refer to; a guide outliving its view, or not yet added, refers to
  /// a detached view (constraints to it are refused: no common ancestor).
  private var host: View { owningView ?? View() }

  private func x(_ attribute: LayoutConstraint.Attribute) -> LayoutXAxisAnchor {
    LayoutXAxisAnchor(view: host, attribute: attribute, guide: self)
  }

  private func y(_ attribute: LayoutConstraint.Attribute) -> LayoutYAxisAnchor {
    LayoutYAxisAnchor(view: host, attribute: attribute, guide: self)
  }

  public var leadingAnchor: LayoutXAxisAnchor { x(.leading) }
  public var trailingAnchor: LayoutXAxisAnchor { x(.trailing) }
  public var leftAnchor: LayoutXAxisAnchor { x(.left) }
  public var rightAnchor: LayoutXAxisAnchor { x(.right) }
  public var centerXAnchor: LayoutXAxisAnchor { x(.centerX) }
  public var topAnchor: LayoutYAxisAnchor { y(.top) }
  public var bottomAnchor: LayoutYAxisAnchor { y(.bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { y(.centerY) }
  public var widthAnchor: LayoutDimension {
    LayoutDimension(view: host, attribute: .width, guide: self)
  }
  public var heightAnchor: LayoutDimension {
    LayoutDimension(view: host, attribute: .height, guide: self)
  }

}

extension View {
  /// The guides added to this view (`layoutGuides`); the system guides are not listed.
  public var layoutGuides: [LayoutGuide] { layoutState?.customGuides ?? [] }

  /// Adds `guide` to this view (`addLayoutGuide(_:)`), moving it from a view it was added to;
  /// constraints can then refer to it and this view's descendants.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.kind == .custom, guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    ensuredLayoutState.customGuides.append(guide)
  }

  /// Removes `guide` (`removeLayoutGuide(_:)`); constraints to it stop taking part.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let state = layoutState, state.customGuides.contains(where: { $0 === guide }) else {
      return
    }
    state.customGuides.removeAll { $0 === guide }
    guide.owningView = nil
    LayoutEngine.constraintsChanged()
  }
}
