import Foundation

// What a sheet asks of a scroll view inside it (SheetPresentationController+Scroll.swift): a
// drag that starts with the content at its top edge moves the sheet; whatever the sheet does
// not take of the finger's travel up (once it reached its largest detent) scrolls the content.

extension ScrollView {
  /// The content offset at the top edge, points: minus the top inset.
  var topEdgeOffset: CGFloat { -adjustedContentInset.top }

  /// Whether the content is scrolled below its top edge (not at it, not pulled past it).
  var isScrolledPastTopEdge: Bool { contentOffset.y > topEdgeOffset + 1e-9 }

  /// Whether the content is at (or pulled past) its top edge.
  var isAtTopEdge: Bool { contentOffset.y <= topEdgeOffset + 1e-9 }

  /// Whether a drag here may move sideways: content wider than the view less its insets.
  var scrollsSideways: Bool {
    contentSize.width > bounds.width - adjustedContentInset.left - adjustedContentInset.right
  }

  /// Shows the content `excess` points below its top edge for a drag a sheet holds: 0 holds
  /// it at the edge; past the bottom limit it stretches as a drag of its own would.
  func showHandedOffContent(scrolledBy excess: CGFloat) {
    let limits = offsetLimits.y
    let raw = topEdgeOffset + max(excess, 0)
    let y = stretched(raw, limits, bounds.height)
    applyOffset(CGPoint(x: contentOffset.x, y: y))
  }
}
