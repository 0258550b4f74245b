import Foundation

/// One layout attribute of a view, to build constraints from (`NSLayoutAnchor<AnchorType>`).
/// `AnchorType` is the axis (`LayoutXAxisAnchor`, `LayoutYAxisAnchor`, `LayoutDimension`), so
/// the compiler refuses a constraint between an x and a y attribute, as UIKit's does.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
  /// The view whose attribute this is.
  public let view: View
  let attribute: LayoutConstraint.Attribute
  /// The guide of `view` the attribute is of; nil for the view's own frame.
  let guide: LayoutGuide?

  required init(view: View, attribute: LayoutConstraint.Attribute, guide: LayoutGuide? = nil) {
    self.view = view
    self.attribute = attribute
    self.guide = guide
  }

  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> LayoutConstraint
  { constraint(.equal, anchor, constant: constant) }
  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0
  ) -> LayoutConstraint { constraint(.greaterThanOrEqual, anchor, constant: constant) }
  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> LayoutConstraint
  { constraint(.lessThanOrEqual, anchor, constant: constant) }

  func constraint(
    _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: (view, attribute, guide), relation: relation,
      second: other.map { ($0.view, $0.attribute, $0.guide) }, multiplier: multiplier,
      constant: constant)
  }
}

/// A horizontal position anchor (`NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position anchor (`NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or height anchor (`NSLayoutDimension`).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == multiplier × anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    constraint(.equal, anchor, multiplier: multiplier, constant: constant)
  }
  /// `self >= multiplier × anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
  /// `self <= multiplier × anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
  /// `self == constant`.
  public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
    constraint(.equal, nil, constant: constant)
  }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: constant)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: constant)
  }
}

extension View {
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(view: self, attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(view: self, attribute: .trailing)
  }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(view: self, attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(view: self, attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(view: self, attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(view: self, attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(view: self, attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(view: self, attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(view: self, attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(view: self, attribute: .height) }
}
