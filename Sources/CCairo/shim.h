#include <cairo/cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <math.h>
#include <stdint.h>
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

#if defined(SEGUE_AVX2_DISPATCH)
/* Whether this processor and the system run AVX2: the CPU says AVX and AVX2, and the system
   saves the YMM registers (OSXSAVE, XCR0's SSE and AVX state). Asked once by the caller
   (`CPUFeatures.hasAVX2`), which then picks `segue_mix_row_avx2` or `segue_mix_row`. */
static inline int segue_cpu_has_avx2(void) {
  unsigned int a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
  unsigned int low, high;
  __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  if ((low & 6) != 6 || __get_cpuid_max(0, 0) < 7) return 0;
  __cpuid_count(7, 0, a, b, c, d);
  return (b & bit_AVX2) != 0;
}

/* `segue_mix_lanes` and `segue_over_lanes` four pixels at a time, in AVX2's two 128-bit halves:
   the same instructions, so the same integers. */
static inline __attribute__((target("avx2"), always_inline)) __m256i segue_mix_lanes4(
  const uint64_t *upper, const uint64_t *lower, __m256i weights
) {
  __m256i u = _mm256_loadu_si256((const __m256i *)upper);
  __m256i l = _mm256_loadu_si256((const __m256i *)lower);
  __m256i a = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpacklo_epi16(u, l), weights), 14);
  __m256i b = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpackhi_epi16(u, l), weights), 14);
  /* Each half packs its own two pixels: pixels 0, 1 | 2, 3 in order. */
  return _mm256_packs_epi32(a, b);
}

static inline __attribute__((target("avx2"), always_inline)) __m256i segue_over_lanes4(
  __m256i mixed, __m256i colour, __m256i inverse
) {
  __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(mixed, inverse), _mm256_set1_epi16(128));
  return _mm256_add_epi16(_mm256_mulhi_epu16(t, _mm256_set1_epi16(257)), colour);
}

/* `segue_mix_pairs` eight pixels an iteration; returns how many it wrote. */
static inline __attribute__((target("avx2"), always_inline)) long segue_mix_octets(
  const uint64_t *upper, const uint64_t *lower, uint32_t weight, int colours, uint32_t first,
  uint32_t second, long count, uint32_t *out
) {
  const __m256i weights = _mm256_set1_epi32((int)((weight << 16) | (128 - weight)));
  const __m256i zero = _mm256_setzero_si256();
  const __m256i firstColour = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)first), zero);
  const __m256i firstInverse = _mm256_set1_epi16((short)(255 - (first >> 24)));
  const __m256i secondColour = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)second), zero);
  const __m256i secondInverse = _mm256_set1_epi16((short)(255 - (second >> 24)));
  long i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i left = segue_mix_lanes4(upper + i, lower + i, weights);
    __m256i right = segue_mix_lanes4(upper + i + 4, lower + i + 4, weights);
    if (colours > 0) {
      left = segue_over_lanes4(left, firstColour, firstInverse);
      right = segue_over_lanes4(right, firstColour, firstInverse);
    }
    if (colours > 1) {
      left = segue_over_lanes4(left, secondColour, secondInverse);
      right = segue_over_lanes4(right, secondColour, secondInverse);
    }
    /* Bytes per half: pixels 0, 1, 4, 5 | 2, 3, 6, 7; the 64-bit quarters put back in order. */
    __m256i packed = _mm256_packus_epi16(left, right);
    _mm256_storeu_si256((__m256i *)(out + i), _mm256_permute4x64_epi64(packed, 0xD8));
  }
  return i;
}

/* `segue_mix_row` by AVX2, eight pixels an iteration, the last one to seven by `segue_mix_row`.
   Call it only where `segue_cpu_has_avx2()` said yes. */
static inline __attribute__((target("avx2"))) void segue_mix_row_avx2(
  const uint64_t *upper, const uint64_t *lower, uint32_t weight, int colours, uint32_t first,
  uint32_t second, long count, void *out
) {
  uint32_t *pixels = (uint32_t *)out;
  long i;
  switch (colours) {
  case 0: i = segue_mix_octets(upper, lower, weight, 0, first, second, count, pixels); break;
  case 1: i = segue_mix_octets(upper, lower, weight, 1, first, second, count, pixels); break;
  default: i = segue_mix_octets(upper, lower, weight, 2, first, second, count, pixels); break;
  }
  if (i < count) {
    segue_mix_row(upper + i, lower + i, weight, colours, first, second, count - i, pixels + i);
  }
}

/* The block reduction's column sums (`BoxReduction.addRows`) by AVX2: each of `count` 16-bit
   sums (from `offset`) set to the total of that byte in the `factor` lines, 32 bytes an
   iteration, widened by `vpmovzxbw`. Returns how many it set (a multiple of 32); the caller
   sets the rest. Integer sums: the same as any other order of adding them. */
static inline __attribute__((target("avx2"))) long segue_add_rows_avx2(
  const uint8_t *_Nonnull const *_Nonnull lines, long factor, long offset,
  uint16_t *_Nonnull sums, long count
) {
  long i = 0;
  for (; i + 32 <= count; i += 32) {
    __m256i low = _mm256_setzero_si256(), high = _mm256_setzero_si256();
    for (long k = 0; k < factor; k += 1) {
      const uint8_t *bytes = lines[k] + offset + i;
      low = _mm256_add_epi16(low, _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)bytes)));
      high = _mm256_add_epi16(
        high, _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(bytes + 16))));
    }
    _mm256_storeu_si256((__m256i *)(sums + i), low);
    _mm256_storeu_si256((__m256i *)(sums + i + 16), high);
  }
  return i;
}

/* A vertical box pass's step (`GaussianBlur.verticalStep`, a box that packs) by AVX2, 32
   columns an iteration: each of `line`'s bytes becomes its column's rounded mean,
   ((sum + half)·multiplier mod 2³²) >> 23 kept to its low byte, and each sum takes the
   `entering` byte and gives back the `leaving` one (mod 2³²). Returns how many columns it did
   (a multiple of 32); the caller does the rest. `vpmulld` multiplies 32-bit lanes, which
   SSE2 cannot (the optimiser's own loop spends three instructions on each product there). */
static inline __attribute__((target("avx2"))) long segue_vertical_step_avx2(
  uint8_t *_Nonnull line, uint32_t *_Nonnull sums, const uint8_t *_Nonnull entering,
  const uint8_t *_Nonnull leaving, long width, uint32_t half, uint32_t multiplier
) {
  const __m256i halves = _mm256_set1_epi32((int)half);
  const __m256i multipliers = _mm256_set1_epi32((int)multiplier);
  const __m256i lowByte = _mm256_set1_epi32(0xFF);
  /* The packs below leave the means in 4-byte groups of columns 0–3, 8–11, 16–19, 24–27 in
     the low 128-bit half and 4–7, 12–15, 20–23, 28–31 in the high one. */
  const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  long x = 0;
  for (; x + 32 <= width; x += 32) {
    __m256i means[4];
    for (int q = 0; q < 4; q += 1) {
      uint32_t *at = sums + x + 8 * q;
      __m256i sum = _mm256_loadu_si256((const __m256i *)at);
      __m256i product = _mm256_mullo_epi32(_mm256_add_epi32(sum, halves), multipliers);
      means[q] = _mm256_and_si256(_mm256_srli_epi32(product, 23), lowByte);
      __m256i in = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(entering + x + 8 * q)));
      __m256i out = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(leaving + x + 8 * q)));
      _mm256_storeu_si256((__m256i *)at, _mm256_sub_epi32(_mm256_add_epi32(sum, in), out));
    }
    __m256i bytes = _mm256_packus_epi16(
      _mm256_packus_epi32(means[0], means[1]), _mm256_packus_epi32(means[2], means[3]));
    _mm256_storeu_si256((__m256i *)(line + x), _mm256_permutevar8x32_epi32(bytes, order));
  }
  return x;
}
#else
static inline int segue_cpu_has_avx2(void) { return 0; }

static inline long segue_vertical_step_avx2(
  uint8_t *_Nonnull line, uint32_t *_Nonnull sums, const uint8_t *_Nonnull entering,
  const uint8_t *_Nonnull leaving, long width, uint32_t half, uint32_t multiplier
) {
  return 0;
}

static inline long segue_add_rows_avx2(
  const uint8_t *_Nonnull const *_Nonnull lines, long factor, long offset,
  uint16_t *_Nonnull sums, long count
) {
  return 0;
}

static inline void segue_mix_row_avx2(
  const uint64_t *upper, const uint64_t *lower, uint32_t weight, int colours, uint32_t first,
  uint32_t second, long count, void *out
) {
  segue_mix_row(upper, lower, weight, colours, first, second, count, out);
}
#endif
