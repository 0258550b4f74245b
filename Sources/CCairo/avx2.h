/* Segue's samplers by AVX2 (`CCairo/shim.h` includes this after their SSE2 forms): each
   computes the same integers as the SSE2 or Swift form it stands for, in lanes twice as wide.
   Compiled for AVX2 function by function (`target("avx2")`), so the program still runs on any
   x86-64; Swift calls them only where `segue_cpu_has_avx2()` said yes (`CPUFeatures`). Without
   clang on x86-64 they are stubs that are never called. */

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

/* Four rows' pixels side by side: `interleaved[i]` holds pixel i of rows 0, 1, 2, 3 (16 bytes)
   after `pad` zero entries; `width` pixels of each row, rows `stride` bytes apart. */
static inline __attribute__((target("avx2"))) void segue_interleave_rows4(
  const uint8_t *_Nonnull rows, long stride, long width, uint32_t *_Nonnull interleaved
) {
  for (long i = 0; i < width; i += 1) {
    for (long r = 0; r < 4; r += 1) {
      /* memcpy: a row need not be 4-byte aligned (one compiled move either way). */
      memcpy(interleaved + 4 * i + r, rows + r * stride + 4 * i, 4);
    }
  }
}

/* One horizontal box pass (`GaussianBlur.boxPass4`) over four rows at once, interleaved as
   `segue_interleave_rows4` leaves them, from `input` to `output` (both with `radius` + 1 zero
   entries before and after `width`): each output pixel is the rounded mean of the box's
   pixels, ((sum + half)·multiplier mod 2³²) >> 23 kept to its low byte, pixels past the ends
   counting as 0. The running sums of the four rows' four channels are the sixteen 16-bit
   lanes of one register (at most 255·181: a box that packs). */
static inline __attribute__((target("avx2"))) void segue_box_pass_rows4(
  const uint32_t *_Nonnull input, uint32_t *_Nonnull output, long width, long radius,
  uint32_t half, uint32_t multiplier
) {
  const __m256i halves = _mm256_set1_epi32((int)half);
  const __m256i multipliers = _mm256_set1_epi32((int)multiplier);
  const __m256i lowByte = _mm256_set1_epi32(0xFF);
  __m256i sum = _mm256_setzero_si256();
  for (long i = 0; i <= radius; i += 1) {
    sum = _mm256_add_epi16(
      sum, _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(input + 4 * i))));
  }
  for (long i = 0; i < width; i += 1) {
    __m256i rows01 = _mm256_cvtepu16_epi32(_mm256_castsi256_si128(sum));
    __m256i rows23 = _mm256_cvtepu16_epi32(_mm256_extracti128_si256(sum, 1));
    rows01 = _mm256_mullo_epi32(_mm256_add_epi32(rows01, halves), multipliers);
    rows23 = _mm256_mullo_epi32(_mm256_add_epi32(rows23, halves), multipliers);
    rows01 = _mm256_and_si256(_mm256_srli_epi32(rows01, 23), lowByte);
    rows23 = _mm256_and_si256(_mm256_srli_epi32(rows23, 23), lowByte);
    /* 16-bit quarters: rows 0, 2, 1, 3; put in order, then to bytes. */
    __m256i words = _mm256_permute4x64_epi64(_mm256_packus_epi32(rows01, rows23), 0xD8);
    __m256i bytes = _mm256_packus_epi16(words, words);
    _mm_storeu_si128(
      (__m128i *)(output + 4 * i),
      _mm_unpacklo_epi64(_mm256_castsi256_si128(bytes), _mm256_extracti128_si256(bytes, 1)));
    __m256i entering = _mm256_cvtepu8_epi16(
      _mm_loadu_si128((const __m128i *)(input + 4 * (i + radius + 1))));
    __m256i leaving =
      _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(input + 4 * (i - radius))));
    sum = _mm256_sub_epi16(_mm256_add_epi16(sum, entering), leaving);
  }
}

/* The rows back from their interleaved form. */
static inline __attribute__((target("avx2"))) void segue_deinterleave_rows4(
  const uint32_t *_Nonnull interleaved, uint8_t *_Nonnull rows, long stride, long width
) {
  for (long i = 0; i < width; i += 1) {
    for (long r = 0; r < 4; r += 1) {
      memcpy(rows + r * stride + 4 * i, interleaved + 4 * i + r, 4);
    }
  }
}
#else
static inline int segue_cpu_has_avx2(void) { return 0; }

static inline long segue_vertical_step_avx2(
  uint8_t *_Nonnull line, uint32_t *_Nonnull sums, const uint8_t *_Nonnull entering,
  const uint8_t *_Nonnull leaving, long width, uint32_t half, uint32_t multiplier
) {
  return 0;
}

static inline void segue_interleave_rows4(
  const uint8_t *_Nonnull rows, long stride, long width, uint32_t *_Nonnull interleaved
) {}

static inline void segue_box_pass_rows4(
  const uint32_t *_Nonnull input, uint32_t *_Nonnull output, long width, long radius,
  uint32_t half, uint32_t multiplier
) {}

static inline void segue_deinterleave_rows4(
  const uint32_t *_Nonnull interleaved, uint8_t *_Nonnull rows, long stride, long width
) {}

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
