import Foundation
import SegueGeometry

/// How drawn colours combine with what is already there (`CGBlendMode`): the separable and
/// non-separable blend modes of the PDF specification and the Porter–Duff operators, as
/// Core Graphics names them. `plusDarker` is missing: Cairo has no such operator, so code that
/// uses it does not compile rather than draw something else.
public enum BlendMode: Int32, Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
  case destinationOut, destinationAtop, xor, plusLighter
}

/// A shadow drawn under everything drawn while it is set (`CGContext.setShadow`).
public struct DrawingShadow: Sendable, Hashable {
  /// The offset in points, x right and y down, not affected by the context's transform (Core
  /// Graphics measures it in the base space; in a UIKit context positive heights go down).
  public var offset: CGSize
  /// The blur, points (≥ 0): Core Graphics' blur is about twice the Gaussian's standard
  /// deviation (**medium**: WebKit hands canvas `shadowBlur`, specified as 2σ, to Core
  /// Graphics unchanged).
  public var blur: CGFloat
  /// The shadow's colour.
  public var color: Color

  /// Creates a shadow.
  public init(offset: CGSize, blur: CGFloat, color: Color) {
    self.offset = offset
    self.blur = blur
    self.color = color
  }
}

/// The blend mode and shadow in force for the drawing commands that follow (part of Core
/// Graphics' graphics state, saved and restored with it).
public struct DrawingEffects: Sendable, Hashable {
  /// How the drawing combines with the picture (default `.normal`).
  public var blendMode: BlendMode = .normal
  /// The shadow under the drawing, if any.
  public var shadow: DrawingShadow?

  /// Normal blending, no shadow.
  public init(blendMode: BlendMode = .normal, shadow: DrawingShadow? = nil) {
    self.blendMode = blendMode
    self.shadow = shadow
  }
}

extension GraphicsContext {
  /// Sets how what is drawn next combines with the picture (`setBlendMode(_:)`); saved with
  /// the graphics state.
  public func setBlendMode(_ mode: BlendMode) {
    state.effects.blendMode = mode
  }

  /// Sets the shadow of what is drawn next (`setShadow(offset:blur:color:)`); a nil or fully
  /// transparent colour turns shadows off, as in Core Graphics. Saved with the graphics state.
  public func setShadow(offset: CGSize, blur: CGFloat, color: Color?) {
    guard let color, color.alpha > 0 else {
      state.effects.shadow = nil
      return
    }
    state.effects.shadow = DrawingShadow(offset: offset, blur: max(blur, 0), color: color)
  }

  /// Sets a shadow of Core Graphics' default colour, black at one-third opacity
  /// (`setShadow(offset:blur:)`; **high**: Apple's `CGContextSetShadow` reference).
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3.0))
  }
}
