import CCairo

// A picture in flight drawn in one step, with the bytes two steps would give.

extension FramePainter {
  /// Whether a resampled picture in flight (its samples not kept) drawn under the device matrix
  /// `matrix`, through the clip of `cr`, is filtered straight onto the canvas rather than in two
  /// steps (samples taken into a surface on the device grid, then copied through the clip): only
  /// where both give the same bytes.
  ///
  /// Cairo fits Pixman's fixed-point matrix to each composite, exact at the centre of the
  /// composite's extents in its own coordinates, and Pixman steps sample positions from each
  /// clip box's corner; in general a sample can therefore differ by a unit with the rectangle it
  /// is composited in (which is why two steps take samples in fixed bands). A picture drawn at
  /// its own pixel size (a translation, however fractional) is the exception: the scale is 1 in
  /// fixed point too, the fit lands on the same fraction wherever the centre is, and each sample
  /// depends only on its device pixel. The clip must be a union of rectangles, so that the
  /// copy and the single step apply it the same way (a path clip goes through a mask).
  static func composesInOneStep(under matrix: cairo_matrix_t, in cr: OpaquePointer) -> Bool {
    guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0 else { return false }
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    return list.pointee.status == CAIRO_STATUS_SUCCESS
  }
}
