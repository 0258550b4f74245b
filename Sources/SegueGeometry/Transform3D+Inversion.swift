import Foundation

extension Transform3D {
  /// Largest |determinant| / (product of the row lengths) treated as singular. The ratio is 1
  /// for a rotation and 0 for a matrix that collapses a dimension; it does not change when a
  /// row is scaled, so tiny scales or large translations are not mistaken for singularity.
  static let singularityThreshold: CGFloat = 1e-14

  /// The determinant of the 4×4 matrix.
  public var determinant: CGFloat {
    Minors(self).determinant
  }

  /// Returns the inverse transform, or nil when the matrix is singular (or so close to it that
  /// the inverse would be meaningless: |det| below 1e-14 times the product of the row lengths).
  ///
  /// `CATransform3DInvert` returns its input instead of nil; `Transform3DInvert` keeps that.
  public func inverted() -> Transform3D? {
    let minors = Minors(self)
    let det = minors.determinant
    let a = entries
    let rowLengths: [CGFloat] = (0..<4).map { row in
      a[(4 * row)..<(4 * row + 4)].reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
    let bound = rowLengths.reduce(1, *)
    guard det.isFinite, det != 0, abs(det) > Self.singularityThreshold * bound else { return nil }
    let s = minors.top
    let c = minors.bottom
    // Adjugate from the 2×2 minors of the top and bottom row pairs (Laplace expansion).
    let adjugate: [CGFloat] = [
      a[5] * c[5] - a[6] * c[4] + a[7] * c[3],
      -a[1] * c[5] + a[2] * c[4] - a[3] * c[3],
      a[13] * s[5] - a[14] * s[4] + a[15] * s[3],
      -a[9] * s[5] + a[10] * s[4] - a[11] * s[3],
      -a[4] * c[5] + a[6] * c[2] - a[7] * c[1],
      a[0] * c[5] - a[2] * c[2] + a[3] * c[1],
      -a[12] * s[5] + a[14] * s[2] - a[15] * s[1],
      a[8] * s[5] - a[10] * s[2] + a[11] * s[1],
      a[4] * c[4] - a[5] * c[2] + a[7] * c[0],
      -a[0] * c[4] + a[1] * c[2] - a[3] * c[0],
      a[12] * s[4] - a[13] * s[2] + a[15] * s[0],
      -a[8] * s[4] + a[9] * s[2] - a[11] * s[0],
      -a[4] * c[3] + a[5] * c[1] - a[6] * c[0],
      a[0] * c[3] - a[1] * c[1] + a[2] * c[0],
      -a[12] * s[3] + a[13] * s[1] - a[14] * s[0],
      a[8] * s[3] - a[9] * s[1] + a[10] * s[0],
    ]
    return Transform3D(entries: adjugate.map { $0 / det })
  }
}

/// The 2×2 minors of rows 1–2 (`top`) and rows 3–4 (`bottom`) of a transform, from which both
/// its determinant and its adjugate follow.
private struct Minors {
  let top: [CGFloat]
  let bottom: [CGFloat]

  init(_ t: Transform3D) {
    let a = t.entries
    top = [
      a[0] * a[5] - a[4] * a[1], a[0] * a[6] - a[4] * a[2], a[0] * a[7] - a[4] * a[3],
      a[1] * a[6] - a[5] * a[2], a[1] * a[7] - a[5] * a[3], a[2] * a[7] - a[6] * a[3],
    ]
    bottom = [
      a[8] * a[13] - a[12] * a[9], a[8] * a[14] - a[12] * a[10], a[8] * a[15] - a[12] * a[11],
      a[9] * a[14] - a[13] * a[10], a[9] * a[15] - a[13] * a[11], a[10] * a[15] - a[14] * a[11],
    ]
  }

  var determinant: CGFloat {
    top[0] * bottom[5] - top[1] * bottom[4] + top[2] * bottom[3] + top[3] * bottom[2]
      - top[4] * bottom[1] + top[5] * bottom[0]
  }
}
