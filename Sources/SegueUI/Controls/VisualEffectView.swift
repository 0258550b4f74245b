import Foundation

/// An effect a `VisualEffectView` applies to what is behind it (`UIVisualEffect`).
@MainActor
open class VisualEffect {
  /// Creates an effect.
  public init() {}
}

/// A blur of the content behind a view (`UIBlurEffect`).
@MainActor
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
/// (`UIVisualEffectView`) — in Segue, without the blur for now.
///
/// Limitation: blurring the content behind a view needs the renderer to read back what it has
/// drawn so far (a backdrop), which SegueCairo cannot do yet. Until it can, the effect view
/// draws nothing of its own — no blur, no tint — and says so in `renderingLimitations` (and in
/// its layer's name, which the presentation tree shows) rather than faking a look. The
/// content view works normally.
@MainActor
open class VisualEffectView: View {
  /// The effect (`BlurEffect`), or nil for none. Stored; not rendered (see above).
  open var effect: VisualEffect? { didSet { layer.name = layerName } }
  /// The view to put content in; it fills the effect view.
  public let contentView: View

  /// Creates an effect view with `effect` (`init(effect:)`).
  public init(effect: VisualEffect?) {
    self.effect = effect
    contentView = View()
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    layer.name = layerName
  }

  /// Creates an effect view without effect occupying `frame`.
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
    contentView.frame = bounds
  }

  /// What this view should draw and does not: the blur (and tint) of its effect, if any.
  public var renderingLimitations: [String] {
    guard let blur = effect as? BlurEffect else {
      return effect == nil ? [] : ["visual effect not rendered"]
    }
    return [
      "blur (\(blur.style)) of the content behind is not rendered: "
        + "the renderer has no backdrop read-back yet"
    ]
  }

  private var layerName: String {
    effect == nil ? "VisualEffectView" : "VisualEffectView (effect not rendered)"
  }
}
