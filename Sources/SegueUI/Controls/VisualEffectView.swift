import Foundation
import SegueGeometry
import SegueLayers

/// An effect a `VisualEffectView` applies to what is behind it (`UIVisualEffect`).
@preconcurrency @MainActor
open class VisualEffect {
  /// Creates an effect.
  public init() {}
}

/// A blur of the content behind a view (`UIBlurEffect`).
@preconcurrency @MainActor
public final class BlurEffect: VisualEffect {
  /// The look of the blur (`UIBlurEffect.Style`); raw values are UIKit's.
  public enum Style: Int, Sendable, Hashable, CaseIterable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
  }

  /// The style.
  public let style: Style

  /// Creates a blur of `style` (`UIBlurEffect(style:)`).
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// A view that blurs what is behind it and shows its `contentView` on top
/// (`UIVisualEffectView`).
///
/// It is backed by a `BackdropLayer`: the renderer blurs what has been drawn behind the view
/// in the same frame, inside its (rounded) bounds, and the style's tint is laid over the blur.
/// UIKit's materials are not published; the blur radii and tints below are Segue's
/// approximations of the look of each style (documented per style in `BlurEffect.Style`'s
/// `material`). Effects other than blurs (vibrancy) are not drawn and are listed in
/// `renderingLimitations`.
@preconcurrency @MainActor
open class VisualEffectView: View {
  /// The effect (`BlurEffect`), or nil for none.
  open var effect: VisualEffect? { didSet { applyEffect() } }
  /// The view to put content in; it fills the effect view.
  public let contentView: View

  open override class var layerClass: AnyClass { BackdropLayer.self }

  /// Creates an effect view with `effect` (`init(effect:)`).
  public init(effect: VisualEffect?) {
    self.effect = effect
    contentView = View()
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    applyEffect()
  }

  /// Creates an effect view without effect occupying `frame`.
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
    contentView.frame = bounds
  }

  /// What this view should draw and does not: effects other than blurs.
  public var renderingLimitations: [String] {
    guard let effect, !(effect is BlurEffect) else { return [] }
    return ["\(type(of: effect)) is not rendered: only blur effects are"]
  }

  private func applyEffect() {
    let material = (effect as? BlurEffect)?.style.material
    (layer as? BackdropLayer)?.blurRadius = material?.blurRadius ?? 0
    layer.backgroundColor = material?.tint
  }
}

extension BlurEffect.Style {
  /// The blur (standard deviation, points) and the tint over it that Segue draws for the
  /// style: approximations of UIKit's look, whose exact materials are not published.
  public var material: (blurRadius: CGFloat, tint: Color) {
    switch self {
    case .extraLight: (20, Color(white: 0.97, alpha: 0.6))
    case .light, .regular: (20, Color(white: 1, alpha: 0.3))
    case .prominent: (20, Color(white: 0.98, alpha: 0.5))
    case .dark: (20, Color(white: 0.11, alpha: 0.73))
    }
  }
}
