import Foundation
import SegueGeometry

// The constraints a stack view makes, after Apple's UIStackView documentation (the cases of
// `Distribution` and `Alignment`; docs/auto-layout.md cites each). Identifiers follow the
// names UIKit's own constraints show in its logs (`UISV-…`). Along the axis:
//   canvas-connection  first visible view's leading == canvas leading; last's trailing ==
//                      canvas trailing (the canvas: the stack, or its margins guide);
//   spacing            next.leading == previous.trailing + gap (fill, fillEqually,
//                      fillProportionally); >= for equalSpacing and equalCentering;
//   hiding             a hidden view's length == 0, its leading at the previous visible view's
//                      trailing (or the canvas leading), so it collapses in place;
//   fill-equally       every visible view's length == the first's;
//   fill-proportionally length == (intrinsic / sum of intrinsics) × (canvas − gaps) @999;
//   distributing       equalSpacing: spacer guides between views, all as long as the first
//                      (required: docs say views shrink, not gaps, when they do not fit);
//                      equalCentering: guides from centre to centre, equal @150 (docs: the
//                      gaps shrink to `spacing` before the views are compressed).
// Across the axis (alignment): fill pins both edges; leading/trailing pin one edge and keep
// the other inside; center pins the centres and keeps both edges inside; first/last baseline
// align each view's baseline with the first view's and keep both edges inside. For every
// alignment but fill, and along the axis for the equal distributions, a `canvas-fit`
// constraint at priority 49 makes the stack as small as its views allow when nothing else
// sizes it.

extension StackView {
  /// The priority of equal centring (below compression resistance, above hugging).
  static let equalCenteringPriority: LayoutPriority = 150
  /// The priority at which a stack view sizes itself to its views.
  static let canvasFitPriority: LayoutPriority = 49
  /// The priority of the proportional lengths of `fillProportionally`.
  static let proportionalPriority: LayoutPriority = 999

  /// The attributes along (`along == true`) or across the axis.
  private func attributes(along: Bool) -> (
    leading: LayoutConstraint.Attribute, trailing: LayoutConstraint.Attribute,
    center: LayoutConstraint.Attribute, size: LayoutConstraint.Attribute
  ) {
    // Leading and trailing: a horizontal stack lays its views out right to left in a
    // right-to-left layout, as UIKit's (its constraints are leading/trailing ones).
    (axis == .horizontal) == along
      ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
  }

  /// Replaces the arrangement's constraints with ones made from the current properties.
  func rebuildArrangement() {
    LayoutConstraint.deactivate(arrangementConstraints)
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides = []
    var made: [LayoutConstraint] = []
    for (index, view) in arrangedSubviews.enumerated() {
      // Ties resolved by index: the first view stretches first, the last shrinks first.
      view.ensuredLayoutState.tieBreak = ContentTieBreak(
        hugging: Double(index) * 1e-3, compressionResistance: -Double(index) * 1e-3)
    }
    made += alongConstraints()
    made += acrossConstraints()
    arrangementConstraints = made
    LayoutConstraint.activate(made)
  }

  private var canvasGuide: LayoutGuide? {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : nil
  }

  /// `first.a relation second.b × multiplier + constant` at `priority`, named `UISV-name`.
  private func rule(
    _ first: LayoutConstraint.Side, _ relation: LayoutConstraint.Relation,
    _ second: LayoutConstraint.Side?, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, _ name: String
  ) -> LayoutConstraint {
    let made = LayoutConstraint(
      first: first, relation: relation, second: second, multiplier: multiplier,
      constant: constant)
    made.priority = priority
    made.identifier = "UISV-" + name
    return made
  }

  private func canvas(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Side {
    (self, attribute, canvasGuide)
  }

  // MARK: Along the axis

  private func alongConstraints() -> [LayoutConstraint] {
    let a = attributes(along: true)
    let visible = arrangedSubviews.filter { !$0.isHidden }
    var made: [LayoutConstraint] = []
    var previous: View?
    for view in arrangedSubviews {
      if view.isHidden {
        made.append(rule((view, a.size, nil), .equal, nil, "hiding"))
        let anchor = previous.map { ($0, a.trailing, nil) } ?? canvas(a.leading)
        made.append(rule((view, a.leading, nil), .equal, anchor, "hiding"))
        continue
      }
      if let previous {
        let gap = gap(after: previous)
        let relation: LayoutConstraint.Relation =
          distribution == .equalSpacing || distribution == .equalCentering
          ? .greaterThanOrEqual : .equal
        made.append(
          rule(
            (view, a.leading, nil), relation, (previous, a.trailing, nil), constant: gap, "spacing")
        )
      }
      previous = view
    }
    guard let first = visible.first, let last = visible.last else { return made }
    made.append(rule((first, a.leading, nil), .equal, canvas(a.leading), "canvas-connection"))
    made.append(rule((last, a.trailing, nil), .equal, canvas(a.trailing), "canvas-connection"))
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        made.append(rule((view, a.size, nil), .equal, (first, a.size, nil), "fill-equally"))
      }
    case .fillProportionally:
      made += proportionalConstraints(visible, a.size)
    case .equalSpacing, .equalCentering:
      made += distributingConstraints(visible)
      made.append(
        rule((self, a.size, nil), .equal, nil, priority: Self.canvasFitPriority, "canvas-fit"))
    }
    return made
  }

  /// Lengths in proportion to the views' intrinsic lengths, sharing the canvas minus the
  /// gaps; as fill when no view has an intrinsic length.
  private func proportionalConstraints(_ visible: [View], _ size: LayoutConstraint.Attribute)
    -> [LayoutConstraint]
  {
    let lengths = visible.map {
      max(axis == .horizontal ? $0.layoutContentSize.width : $0.layoutContentSize.height, 0)
    }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return [] }
    let gaps = zip(visible, visible.dropFirst()).map { gap(after: $0.0) }.reduce(0, +)
    return zip(visible, lengths).map { view, length in
      let share = length / total
      return rule(
        (view, size, nil), .equal, canvas(size), multiplier: share, constant: -share * gaps,
        priority: Self.proportionalPriority, "fill-proportionally")
    }
  }

  /// Spacer guides between neighbours — edge to edge for equalSpacing, centre to centre for
  /// equalCentering — kept equally long.
  private func distributingConstraints(_ visible: [View]) -> [LayoutConstraint] {
    let a = attributes(along: true)
    let centring = distribution == .equalCentering
    var made: [LayoutConstraint] = []
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let guide = LayoutGuide()
      guide.identifier = "UISV-distributing-spacer"
      addLayoutGuide(guide)
      spacerGuides.append(guide)
      let start = centring ? a.center : a.trailing
      let end = centring ? a.center : a.leading
      made.append(rule((self, a.leading, guide), .equal, (previous, start, nil), "distributing"))
      made.append(rule((self, a.trailing, guide), .equal, (next, end, nil), "distributing"))
      if let firstGuide = spacerGuides.first, firstGuide !== guide {
        made.append(
          rule(
            (self, a.size, guide), .equal, (self, a.size, firstGuide),
            priority: centring ? Self.equalCenteringPriority : .required, "distributing"))
      }
    }
    return made
  }

  // MARK: Across the axis

  private func acrossConstraints() -> [LayoutConstraint] {
    let c = attributes(along: false)
    var made: [LayoutConstraint] = []
    let baseline = alignment == .firstBaseline || alignment == .lastBaseline
    let effective: Alignment = baseline && axis == .vertical ? .fill : alignment
    let reference = arrangedSubviews.first { !$0.isHidden }
    for view in arrangedSubviews {
      let leading = rule((view, c.leading, nil), .equal, canvas(c.leading), "alignment")
      let trailing = rule((view, c.trailing, nil), .equal, canvas(c.trailing), "alignment")
      let leadingInside = rule(
        (view, c.leading, nil), .greaterThanOrEqual, canvas(c.leading), "spanning-boundary")
      let trailingInside = rule(
        (view, c.trailing, nil), .lessThanOrEqual, canvas(c.trailing), "spanning-boundary")
      switch effective {
      case .fill: made += [leading, trailing]
      case .leading: made += [leading, trailingInside]
      case .trailing: made += [trailing, leadingInside]
      case .center:
        made += [
          rule((view, c.center, nil), .equal, canvas(c.center), "alignment"), leadingInside,
          trailingInside,
        ]
      case .firstBaseline, .lastBaseline:
        made += [leadingInside, trailingInside]
        if let reference, reference !== view {
          let (attribute, offset) = baselineOffset(of: view, first: alignment == .firstBaseline)
          let (referenceAttribute, referenceOffset) = baselineOffset(
            of: reference, first: alignment == .firstBaseline)
          made.append(
            rule(
              (view, attribute, nil), .equal, (reference, referenceAttribute, nil),
              constant: referenceOffset - offset, "alignment"))
        }
      }
    }
    if effective != .fill {
      made.append(
        rule((self, c.size, nil), .equal, nil, priority: Self.canvasFitPriority, "canvas-fit"))
    }
    return made
  }

  /// Where a view's first or last baseline is: an edge and the baseline's distance below it
  /// (View+Baseline.swift: a label's from its font; a view without text, its top or bottom
  /// edge). The offsets are read when the constraints are made.
  private func baselineOffset(of view: View, first: Bool) -> (LayoutConstraint.Attribute, CGFloat) {
    let insets = view.baselineInsets
    return first ? (.top, insets.top) : (.bottom, -insets.bottom)
  }
}
