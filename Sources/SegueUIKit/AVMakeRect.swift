// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The largest rectangle of `aspectRatio`'s proportions that fits inside `boundingRect`,
/// centred in it (AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`, which image-zoom
/// transitions use to find where an aspect-fit image is drawn). A ratio with a zero or
/// non-finite side gives `boundingRect`'s centre as an empty rectangle.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
  let bounds = boundingRect.standardized
  guard aspectRatio.width > 0, aspectRatio.height > 0, aspectRatio.width.isFinite,
    aspectRatio.height.isFinite
  else {
    return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
  }
  let scale = min(bounds.width / aspectRatio.width, bounds.height / aspectRatio.height)
  let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
  return CGRect(
    x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
    height: size.height)
}
