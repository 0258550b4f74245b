import CCairo

/// A Cairo matrix as part of a cache key: equal only when every coefficient is.
struct MatrixKey: Hashable {
  let xx: Double
  let yx: Double
  let xy: Double
  let yy: Double
  let x0: Double
  let y0: Double

  init(_ m: cairo_matrix_t) {
    xx = m.xx
    yx = m.yx
    xy = m.xy
    yy = m.yy
    x0 = m.x0
    y0 = m.y0
  }
}
