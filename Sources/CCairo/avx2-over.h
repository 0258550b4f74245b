/* A translucent solid composited OVER rows of pixels by AVX2 (`CCairo/shim.h` includes this
   after `avx2.h`): pixman's SSE2 `over_n_8888` in lanes twice as wide. Per channel, as pixman
   rounds it: t = d·(255 − αs) + 0x80; d' = s + ((t + (t >> 8)) >> 8), saturating (pixman's
   (t·0x101) >> 16 is the same integer for every t up to 255·255 + 0x80). `solid` is the
   premultiplied pixel pixman made of the colour (the caller takes it from Cairo itself). */

#if defined(SEGUE_AVX2_DISPATCH)
static inline __attribute__((target("avx2"))) void segue_over_solid_avx2(
  uint32_t *pixels, size_t count, uint32_t solid
) {
  const __m256i inverse = _mm256_set1_epi16((short)(255 - (solid >> 24)));
  const __m256i half = _mm256_set1_epi16(0x80);
  const __m256i source = _mm256_set1_epi32((int)solid);
  const __m256i zero = _mm256_setzero_si256();
  size_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + i));
    __m256i low = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), inverse), half);
    __m256i high = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), inverse), half);
    low = _mm256_srli_epi16(_mm256_add_epi16(low, _mm256_srli_epi16(low, 8)), 8);
    high = _mm256_srli_epi16(_mm256_add_epi16(high, _mm256_srli_epi16(high, 8)), 8);
    /* unpack and pack work within each 128-bit half alike, so the pixels keep their order. */
    __m256i over = _mm256_adds_epu8(_mm256_packus_epi16(low, high), source);
    _mm256_storeu_si256((__m256i *)(pixels + i), over);
  }
  for (; i < count; i++) {
    uint32_t d = pixels[i], result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
      uint32_t t = ((d >> shift) & 255) * (255 - (solid >> 24)) + 0x80;
      t = ((t + (t >> 8)) >> 8) + ((solid >> shift) & 255);
      result |= (t > 255 ? 255 : t) << shift;
    }
    pixels[i] = result;
  }
}

/* A solid through an A8 mask OVER rows of pixels (a shadow's colour through its blurred mask):
   pixman's SSE2 `over_n_8_8888` in lanes twice as wide. Per channel, with mul(a, b) the
   rounded product above ((t + (t >> 8)) >> 8 of t = a·b + 0x80): s' = mul(s, m),
   α' = mul(αs, m), d' = s' + mul(d, 255 − α'), saturating. Pixman skips m = 0 and stores s
   where αs = m = 255; both are what the formula gives. */
static inline uint32_t segue_over_solid_masked_pixel(uint32_t d, uint8_t m, uint32_t solid) {
  uint32_t alpha = (solid >> 24) * m + 0x80, result = 0;
  alpha = 255 - ((alpha + (alpha >> 8)) >> 8);
  for (int shift = 0; shift < 32; shift += 8) {
    uint32_t s = ((solid >> shift) & 255) * m + 0x80;
    uint32_t t = ((d >> shift) & 255) * alpha + 0x80;
    uint32_t sum = ((s + (s >> 8)) >> 8) + ((t + (t >> 8)) >> 8);
    result |= (sum > 255 ? 255 : sum) << shift;
  }
  return result;
}

static inline __attribute__((target("avx2"))) __m256i segue_mul_un8_avx2(__m256i a, __m256i b) {
  __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(a, b), _mm256_set1_epi16(0x80));
  return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

static inline __attribute__((target("avx2"))) void segue_over_solid_masked_avx2(
  uint32_t *pixels, const uint8_t *mask, size_t count, uint32_t solid
) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i ones = _mm256_set1_epi16(255);
  const __m256i source = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)solid), zero);
  const __m256i alpha = _mm256_set1_epi16((short)(solid >> 24));
  /* Each mask byte to the four bytes of its pixel. */
  const __m256i spread = _mm256_set1_epi32(0x01010101);
  size_t i = 0;
  for (; i + 8 <= count; i += 8) {
    int64_t m8;
    memcpy(&m8, mask + i, 8);
    if (m8 == 0) continue;
    __m256i m = _mm256_mullo_epi32(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128(m8)), spread);
    __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + i));
    __m256i mLow = _mm256_unpacklo_epi8(m, zero), mHigh = _mm256_unpackhi_epi8(m, zero);
    __m256i low = _mm256_add_epi16(
      segue_mul_un8_avx2(source, mLow),
      segue_mul_un8_avx2(
        _mm256_unpacklo_epi8(d, zero), _mm256_sub_epi16(ones, segue_mul_un8_avx2(alpha, mLow))));
    __m256i high = _mm256_add_epi16(
      segue_mul_un8_avx2(source, mHigh),
      segue_mul_un8_avx2(
        _mm256_unpackhi_epi8(d, zero), _mm256_sub_epi16(ones, segue_mul_un8_avx2(alpha, mHigh))));
    /* Sums up to 510 saturate to 255 in the pack, as pixman's saturating add. */
    _mm256_storeu_si256((__m256i *)(pixels + i), _mm256_packus_epi16(low, high));
  }
  for (; i < count; i++) {
    if (mask[i] != 0) pixels[i] = segue_over_solid_masked_pixel(pixels[i], mask[i], solid);
  }
}

/* A picture (premultiplied ARGB32 rows, an offscreen group) composited OVER rows of pixels
   through a constant mask byte `m` (the group's opacity): pixman's SSE2 `over_8888_n_8888`
   in lanes twice as wide. Per channel, with mul as above: s' = mul(s, m), α' = mul(αs, m),
   d' = s' + mul(d, 255 − α'), saturating. Pixman skips s = 0, which the formula leaves
   alone too (mul(d, 255) = d). */
static inline uint32_t segue_over_masked_pixel(uint32_t d, uint32_t s, uint8_t m) {
  uint32_t alpha = (s >> 24) * m + 0x80, result = 0;
  alpha = 255 - ((alpha + (alpha >> 8)) >> 8);
  for (int shift = 0; shift < 32; shift += 8) {
    uint32_t a = ((s >> shift) & 255) * m + 0x80;
    uint32_t t = ((d >> shift) & 255) * alpha + 0x80;
    uint32_t sum = ((a + (a >> 8)) >> 8) + ((t + (t >> 8)) >> 8);
    result |= (sum > 255 ? 255 : sum) << shift;
  }
  return result;
}

static inline __attribute__((target("avx2"))) void segue_over_masked_avx2(
  uint32_t *pixels, const uint32_t *source, size_t count, uint8_t m
) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i ones = _mm256_set1_epi16(255);
  const __m256i mask = _mm256_set1_epi16((short)m);
  size_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i s = _mm256_loadu_si256((const __m256i *)(source + i));
    if (_mm256_testz_si256(s, s)) continue;
    __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + i));
    __m256i sLow = segue_mul_un8_avx2(_mm256_unpacklo_epi8(s, zero), mask);
    __m256i sHigh = segue_mul_un8_avx2(_mm256_unpackhi_epi8(s, zero), mask);
    /* Each pixel's alpha word (the fourth of its four) to all four. */
    __m256i aLow = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(sLow, 0xFF), 0xFF);
    __m256i aHigh = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(sHigh, 0xFF), 0xFF);
    __m256i low = _mm256_add_epi16(
      sLow, segue_mul_un8_avx2(_mm256_unpacklo_epi8(d, zero), _mm256_sub_epi16(ones, aLow)));
    __m256i high = _mm256_add_epi16(
      sHigh, segue_mul_un8_avx2(_mm256_unpackhi_epi8(d, zero), _mm256_sub_epi16(ones, aHigh)));
    _mm256_storeu_si256((__m256i *)(pixels + i), _mm256_packus_epi16(low, high));
  }
  for (; i < count; i++) {
    if (source[i] != 0) pixels[i] = segue_over_masked_pixel(pixels[i], source[i], m);
  }
}
#else
static inline void segue_over_masked_avx2(
  uint32_t *pixels, const uint32_t *source, size_t count, uint8_t m
) {
  (void)pixels;
  (void)source;
  (void)count;
  (void)m;
}
static inline void segue_over_solid_masked_avx2(
  uint32_t *pixels, const uint8_t *mask, size_t count, uint32_t solid
) {
  (void)pixels;
  (void)mask;
  (void)count;
  (void)solid;
}
static inline void segue_over_solid_avx2(uint32_t *pixels, size_t count, uint32_t solid) {
  (void)pixels;
  (void)count;
  (void)solid;
}
#endif
