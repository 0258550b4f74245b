#include <cairo/cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__clang__)
#include <cpuid.h>
#include <immintrin.h>
#define SEGUE_AVX2_DISPATCH 1
#endif

/* Square roots two lanes an instruction (SSE2 `sqrtpd`), for Swift's SIMD types: Swift
   compiles `squareRoot()` of a `SIMD4<Double>` lane by lane, through `sqrt` and its `errno`
   branch. IEEE 754 rounds a square root correctly, so each lane is bit for bit `sqrt`'s. */
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

/* Segue's backdrop enlargement's row mix, `segue_mix_row` (at the end), and its helpers. */

/* A pixel's channels with `colour` composited OVER them, a channel at a time. */
static inline uint32_t segue_over_pixel(uint32_t mixed, uint32_t colour) {
  uint32_t inverse = 255 - (colour >> 24), result = 0;
  for (int channel = 0; channel < 32; channel += 8) {
    uint32_t t = ((mixed >> channel) & 0xFF) * inverse + 128;
    result |= ((((t + (t >> 8)) >> 8) + ((colour >> channel) & 0xFF)) & 0xFF) << channel;
  }
  return result;
}

/* A pixel of the row mixed, a channel at a time. */
static inline uint32_t segue_mix_pixel(uint64_t upper, uint64_t lower, uint32_t weight) {
  uint32_t result = 0;
  for (int channel = 0; channel < 4; channel += 1) {
    uint32_t x = (uint32_t)(upper >> (16 * channel)) & 0xFFFF;
    uint32_t y = (uint32_t)(lower >> (16 * channel)) & 0xFFFF;
    result |= (((x * (128 - weight) + y * weight) >> 14) & 0xFF) << (8 * channel);
  }
  return result;
}

#if defined(__SSE2__)
/* Two pixels mixed: their channels' results (at most 255) in 16-bit lanes. Each 32-bit lane of
   `weights` holds the upper sum's weight in its low half and the lower's in its high half, as
   `_mm_unpack*_epi16(upper, lower)` interleaves the sums. */
static inline __attribute__((always_inline)) __m128i segue_mix_lanes(
  const uint64_t *upper, const uint64_t *lower, __m128i weights
) {
  __m128i u = _mm_loadu_si128((const __m128i *)upper);
  __m128i l = _mm_loadu_si128((const __m128i *)lower);
  __m128i a = _mm_srli_epi32(_mm_madd_epi16(_mm_unpacklo_epi16(u, l), weights), 14);
  __m128i b = _mm_srli_epi32(_mm_madd_epi16(_mm_unpackhi_epi16(u, l), weights), 14);
  return _mm_packs_epi32(a, b);
}

/* `colour` OVER the 16-bit lanes. (t + (t >> 8)) >> 8 is taken as the high half of t·257, one
   instruction for three: with t = 256a + b (a, b < 256) both are a + ⌊(a + b)/256⌋, since
   256(a + b) + b stays below 65,536·(⌊(a + b)/256⌋ + 1). */
static inline __attribute__((always_inline)) __m128i segue_over_lanes(
  __m128i mixed, __m128i colour, __m128i inverse
) {
  __m128i t = _mm_add_epi16(_mm_mullo_epi16(mixed, inverse), _mm_set1_epi16(128));
  return _mm_add_epi16(_mm_mulhi_epu16(t, _mm_set1_epi16(257)), colour);
}

/* The pairs of pixels of a row with `colours` (a constant where this is inlined: one loop per
   count of colours, no test in it), four pixels an iteration; returns how many it wrote. */
static inline __attribute__((always_inline)) long segue_mix_pairs(
  const uint64_t *upper, const uint64_t *lower, uint32_t weight, int colours, uint32_t first,
  uint32_t second, long count, uint32_t *out
) {
  const __m128i weights = _mm_set1_epi32((int)((weight << 16) | (128 - weight)));
  /* A colour's channels in the lanes of two pixels, and 255 − its alpha in every lane. */
  const __m128i firstColour = _mm_unpacklo_epi8(_mm_set1_epi32((int)first), _mm_setzero_si128());
  const __m128i firstInverse = _mm_set1_epi16((short)(255 - (first >> 24)));
  const __m128i secondColour =
    _mm_unpacklo_epi8(_mm_set1_epi32((int)second), _mm_setzero_si128());
  const __m128i secondInverse = _mm_set1_epi16((short)(255 - (second >> 24)));
  long i = 0;
  for (; i + 4 <= count; i += 4) {
    __m128i left = segue_mix_lanes(upper + i, lower + i, weights);
    __m128i right = segue_mix_lanes(upper + i + 2, lower + i + 2, weights);
    if (colours > 0) {
      left = segue_over_lanes(left, firstColour, firstInverse);
      right = segue_over_lanes(right, firstColour, firstInverse);
    }
    if (colours > 1) {
      left = segue_over_lanes(left, secondColour, secondInverse);
      right = segue_over_lanes(right, secondColour, secondInverse);
    }
    _mm_storeu_si128((__m128i *)(out + i), _mm_packus_epi16(left, right));
  }
  if (i + 2 <= count) {
    __m128i mixed = segue_mix_lanes(upper + i, lower + i, weights);
    if (colours > 0) mixed = segue_over_lanes(mixed, firstColour, firstInverse);
    if (colours > 1) mixed = segue_over_lanes(mixed, secondColour, secondInverse);
    _mm_storel_epi64((__m128i *)(out + i), _mm_packus_epi16(mixed, mixed));
    i += 2;
  }
  return i;
}
#endif

/* One output row of Segue's backdrop enlargement (`BackdropEnlargement.mix`), written in C
   because it wants SSE2's `pmaddwd` (`_mm_madd_epi16`), which Swift's SIMD types cannot ask
   for: it takes X·(128 − w) + Y·w for two channels in one instruction, exact in 32 bits.

   For each of `count` pixels, each channel's (X·(128 − w) + Y·w) >> 14, X and Y the channel's
   sums in the 16-bit lanes of `upper[i]` and `lower[i]` (at most 128·255 = 32,640, so a signed
   16-bit lane holds them; `weight` at most 128), then `colours` (0, 1 or 2) of `first` and
   `second`, premultiplied pixels, composited OVER it in order as pixman's `over_n_8888` rounds
   them: d' = s + (t + (t >> 8)) >> 8 with t = d·(255 − αs) + 128 (no 16-bit lane overflows:
   t ≤ 65,153). Stores the pixels at `out`. Without SSE2 the same integers a channel at a time. */
static inline void segue_mix_row(
  const uint64_t *upper, const uint64_t *lower, uint32_t weight, int colours, uint32_t first,
  uint32_t second, long count, void *out
) {
  uint32_t *pixels = (uint32_t *)out;
  long i = 0;
#if defined(__SSE2__)
  switch (colours) {
  case 0: i = segue_mix_pairs(upper, lower, weight, 0, first, second, count, pixels); break;
  case 1: i = segue_mix_pairs(upper, lower, weight, 1, first, second, count, pixels); break;
  default: i = segue_mix_pairs(upper, lower, weight, 2, first, second, count, pixels); break;
  }
#endif
  for (; i < count; i += 1) {
    uint32_t mixed = segue_mix_pixel(upper[i], lower[i], weight);
    if (colours > 0) mixed = segue_over_pixel(mixed, first);
    if (colours > 1) mixed = segue_over_pixel(mixed, second);
    pixels[i] = mixed;
  }
}

/* The same samplers by AVX2, for processors that have it (asked at run time). */
#include "avx2.h"

/* A picture's bilinear samples under `PictureMatrix`, Pixman's bytes (AVX2 where it runs). */
#include "avx2-bilinear.h"

/* A translucent solid composited OVER whole pixels, pixman's bytes (AVX2). */
#include "avx2-over.h"
