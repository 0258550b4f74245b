import Foundation
import SegueLayers

/// Deep copies of presentation trees: what snapshots and transitions show in place of live
/// views.
///
/// A copy is made of plain layers of the same classes as the originals (`init(layer:)` of each
/// class), each holding the values on screen at the moment of the copy, with the sublayers and
/// masks copied the same way and no animations and no delegates. It is cheap (no pixels), exact
/// at any scale, and stays frozen while the originals change — which is what UIKit's snapshot
/// views are for. Rejected: rendering to an image, which needs a renderer here, fixes the
/// scale and loses vector sharpness under the transforms transitions apply.
@MainActor
enum LayerSnapshot {
  /// A frozen copy of `layer` and its subtree as they are on screen now, or with their model
  /// values (where running animations end) when `fromModel` is true.
  static func copy(of layer: Layer, fromModel: Bool = false) -> Layer {
    let presentation = fromModel ? nil : layer.presentation()
    let copy: Layer = presentation ?? type(of: layer).init(layer: layer)
    for sublayer in layer.sublayers ?? [] {
      copy.addSublayer(self.copy(of: sublayer, fromModel: fromModel))
    }
    if let mask = layer.mask {
      copy.mask = self.copy(of: mask, fromModel: fromModel)
    }
    return copy
  }

  /// A frozen copy of `view`'s layer tree placed to fill `rect` (in the coordinates of the
  /// layer it will be added to), untransformed and visible.
  /// - Parameter keepsOwnEffects: whether the copy keeps the view's own opacity, mask and
  ///   shadow; false when the copy is drawn inside the view, which applies them already.
  static func content(of view: View, filling rect: CGRect, keepsOwnEffects: Bool) -> Layer {
    adapt(copy(of: view.layer), filling: rect, keepsOwnEffects: keepsOwnEffects)
  }

  /// Places `copy`, a copy of a view's layer tree, to fill `rect`, untransformed and visible
  /// (see `content(of:filling:keepsOwnEffects:)`).
  static func adapt(_ copy: Layer, filling rect: CGRect, keepsOwnEffects: Bool) -> Layer {
    // The copies were shown once, so their changes would animate implicitly.
    Transaction.perform(disableActions: true) {
      copy.transform = .identity
      copy.isHidden = false
      copy.bounds = CGRect(origin: copy.bounds.origin, size: rect.size)
      copy.position = CGPoint(
        x: rect.minX + copy.anchorPoint.x * rect.width,
        y: rect.minY + copy.anchorPoint.y * rect.height)
      copy.zPosition = 0
      if !keepsOwnEffects {
        copy.opacity = 1
        copy.mask = nil
        copy.shadowOpacity = 0
      }
    }
    return copy
  }
}
