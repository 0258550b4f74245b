import SegueGeometry

extension View {
  /// A layout anchor for the baseline of the view's topmost line of text
  /// (`firstBaselineAnchor`).
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(view: self, attribute: .firstBaseline)
  }

  /// A layout anchor for the baseline of the view's bottommost line of text
  /// (`lastBaselineAnchor`).
  public var lastBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(view: self, attribute: .lastBaseline)
  }

  /// Where the baselines are, as insets of the frame: `top` is the first baseline's distance
  /// below the top edge, `bottom` the last baseline's above the bottom edge.
  ///
  /// A label's (a button title's) text is laid out as tall as its intrinsic height, so its
  /// first baseline is the font's ascender below the top and its last the descender above the
  /// bottom — exact when the label is as tall as its text, which its content hugging keeps it
  /// unless constraints stretch it (then UIKit's centred text puts the baselines lower; not
  /// modelled). A view without text has no baseline: Apple's docs of `forFirstBaselineLayout`
  /// ("Auto Layout uses the view's top edge") and `forLastBaselineLayout` (the bottom edge)
  /// give its edges (high). `forFirstBaselineLayout` overrides pointing at a subview are not
  /// modelled.
  var baselineInsets: EdgeInsets {
    guard let font = (self as? Label)?.font ?? (self as? Button)?.titleLabel?.font else {
      return .zero
    }
    return EdgeInsets(top: font.ascender, left: 0, bottom: -font.descender, right: 0)
  }
}
