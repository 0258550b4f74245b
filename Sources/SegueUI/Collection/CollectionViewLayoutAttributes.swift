import Foundation
import SegueGeometry

/// Where and how one element of a collection view is shown
/// (`UICollectionViewLayoutAttributes`): a layout makes one per item (for its cell) and per
/// supplementary view (a section header, say), the collection view applies it to the view.
///
/// `frame`, `center` and `size` are three views of one rectangle, as in UIKit: setting the
/// frame moves the centre and sets the size; the frame is the untransformed rectangle.
/// Subclass it to carry more (override `copy()` and `interpolated(to:fraction:)` then).
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes: CustomStringConvertible {
  /// The item the attributes describe; for a supplementary view, the path the layout gives it
  /// (a flow layout's header of section s: item 0 of section s).
  public var indexPath: IndexPath
  /// Whether the attributes describe a cell, a supplementary view or a decoration view
  /// (`representedElementCategory`).
  public private(set) var representedElementCategory: CollectionView.ElementCategory = .cell
  /// The supplementary or decoration view's kind, nil for a cell (`representedElementKind`).
  public private(set) var representedElementKind: String?
  /// The centre of the item in the collection view's content coordinates, points.
  public var center: CGPoint = .zero
  /// The untransformed size of the item, points.
  public var size: CGSize = .zero
  /// The 3D transform applied about the centre (default identity).
  public var transform3D: Transform3D = .identity
  /// Opacity 0…1 (default 1).
  public var alpha: CGFloat = 1
  /// The stacking order among the items: higher is drawn above (default 0).
  public var zIndex: Int = 0
  /// Whether the item is not shown (default false).
  public var isHidden = false

  /// Attributes for the cell of the item at `indexPath` (`init(forCellWith:)`).
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
  }

  /// Attributes for the supplementary view of `kind` at `indexPath`
  /// (`init(forSupplementaryViewOfKind:with:)`).
  public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(forCellWith: indexPath)
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  /// Attributes for the decoration view of `kind` at `indexPath`
  /// (`init(forDecorationViewOfKind:with:)`): a view the layout adds on its own — a section's
  /// background, say — made by the collection view from the class the layout registered for
  /// `kind` (`CollectionViewLayout.register(_:forDecorationViewOfKind:)`), not by the data
  /// source.
  public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(forCellWith: indexPath)
    representedElementCategory = .decorationView
    representedElementKind = kind
  }

  /// Which element the attributes describe: the collection view keeps one view per key.
  var key: CollectionView.ElementKey {
    CollectionView.ElementKey(
      kind: representedElementKind, indexPath: indexPath,
      isDecoration: representedElementCategory == .decorationView)
  }

  /// The item's untransformed rectangle in content coordinates, points.
  public var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The rectangle at the origin with the item's size.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The 2D transform (the affine part of `transform3D`); setting it replaces `transform3D`.
  public var transform: CGAffineTransform {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(newValue) }
  }

  /// An independent copy (`copy()`); subclasses with more state override it.
  open func copy() -> CollectionViewLayoutAttributes {
    let copy = Self(forCellWith: indexPath)
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    return copy
  }

  /// The attributes a `fraction` of the way to `other`, as `CollectionViewTransitionLayout`
  /// blends them: centre, size and alpha linearly, the transform as Core Animation blends
  /// transforms (decomposed), zIndex and isHidden switching at the half-way point.
  ///
  /// UIKit documents that the transition layout interpolates "the layout values" linearly by
  /// `transitionProgress` [doc]; the rule for the two discrete values is Segue's choice (not
  /// documented, not measured) — see docs/collection-view.md.
  open func interpolated(to other: CollectionViewLayoutAttributes, fraction: CGFloat)
    -> CollectionViewLayoutAttributes
  {
    let blended = copy()
    let f = Double(fraction)
    blended.center = CGPoint(
      x: center.x.interpolated(to: other.center.x, fraction: f),
      y: center.y.interpolated(to: other.center.y, fraction: f))
    blended.size = CGSize(
      width: size.width.interpolated(to: other.size.width, fraction: f),
      height: size.height.interpolated(to: other.size.height, fraction: f))
    blended.alpha = alpha.interpolated(to: other.alpha, fraction: f)
    blended.transform3D = transform3D.interpolated(to: other.transform3D, fraction: f)
    let switched = fraction >= 0.5
    blended.zIndex = switched ? other.zIndex : zIndex
    blended.isHidden = switched ? other.isHidden : isHidden
    return blended
  }

  /// Whether the frame meets `rect`. A frame with a NaN or an infinity is said to, so that the
  /// collection view sees the attributes and refuses them (Foundation's `intersects` traps on
  /// NaN on Linux).
  public func frameMeets(_ rect: CGRect) -> Bool {
    let frame = self.frame
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return true }
    return frame.intersects(rect)
  }

  /// Whether every number is finite: a layout that returns NaN or infinite geometry is refused.
  public var isFinite: Bool {
    center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite
      && size.width >= 0 && size.height >= 0 && alpha.isFinite
      && transform3D.entries.allSatisfy(\.isFinite)
  }

  public nonisolated var description: String {
    MainActor.assumeIsolated {
      let kind = representedElementKind.map { "\($0) " } ?? ""
      return "<attributes \(kind)\(indexPath) frame \(frame) alpha \(alpha) zIndex \(zIndex)>"
    }
  }
}
