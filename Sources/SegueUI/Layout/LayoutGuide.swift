import Foundation
import SegueGeometry

/// A view's system layout guide (`UILayoutGuide` as `safeAreaLayoutGuide` and
/// `layoutMarginsGuide` give it): the view's frame inset by its safe-area insets or its
/// layout margins, with anchors to constrain other views to. The insets are read at each
/// layout pass, so a constraint to the safe area follows a rotation or a bar appearing.
/// Guides added by code (`addLayoutGuide`) are not supported yet.
@MainActor
public final class LayoutGuide {
  enum Kind {
    case safeArea
    case margins
  }

  /// The view the guide belongs to.
  public private(set) weak var owningView: View?
  let kind: Kind

  init(owningView: View, kind: Kind) {
    self.owningView = owningView
    self.kind = kind
  }

  /// The guide's rectangle in the owning view's coordinates (`layoutFrame`).
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    return owningView.bounds.inset(by: Self.insets(kind, of: owningView))
  }

  static func insets(_ kind: Kind?, of view: View) -> EdgeInsets {
    switch kind {
    case nil: .zero
    case .safeArea: view.safeAreaInsets
    case .margins: view.layoutMargins
    }
  }

  /// The view the anchors refer to; a guide outliving its view refers to a detached view.
  private var host: View { owningView ?? View() }

  private func x(_ attribute: LayoutConstraint.Attribute) -> LayoutXAxisAnchor {
    LayoutXAxisAnchor(view: host, attribute: attribute, guide: kind)
  }

  private func y(_ attribute: LayoutConstraint.Attribute) -> LayoutYAxisAnchor {
    LayoutYAxisAnchor(view: host, attribute: attribute, guide: kind)
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
    LayoutDimension(view: host, attribute: .width, guide: kind)
  }
  public var heightAnchor: LayoutDimension {
    LayoutDimension(view: host, attribute: .height, guide: kind)
  }
}
