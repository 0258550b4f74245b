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
#else
static inline void segue_over_solid_avx2(uint32_t *pixels, size_t count, uint32_t solid) {
  (void)pixels;
  (void)count;
  (void)solid;
}
#endif
