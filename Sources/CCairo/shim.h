#include <cairo/cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

// Square roots two lanes an instruction (SSE2 `sqrtpd`), for Swift's SIMD types: Swift
// compiles `squareRoot()` of a `SIMD4<Double>` lane by lane, through `sqrt` and its `errno`
// branch. IEEE 754 rounds a square root correctly, so each lane is bit for bit `sqrt`'s.
#include <math.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

typedef double segue_double2 __attribute__((ext_vector_type(2)));
typedef double segue_double4 __attribute__((ext_vector_type(4)));

static inline segue_double2 segue_square_root2(segue_double2 x) {
#if defined(__SSE2__)
  return (segue_double2)_mm_sqrt_pd((__m128d)x);
#else
  return (segue_double2){sqrt(x.x), sqrt(x.y)};
#endif
}

static inline segue_double4 segue_square_root4(segue_double4 x) {
  segue_double4 root;
  root.lo = segue_square_root2(x.lo);
  root.hi = segue_square_root2(x.hi);
  return root;
}
