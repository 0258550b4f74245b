/* A picture's bilinear samples under `PictureMatrix` (a scale along the device axes and a
   translation, both exact in Pixman's 16.16), computed as Pixman's bilinear SRC computes them,
   so that the bytes are Pixman's: 7-bit weights, a sample (Σ w_y·Σ wₓ·p) ≫ 14 per channel,
   truncated; padded edges (taps clamped to the image); positions stepped exactly from the first
   pixel's, (uₓ·½) + tₓ − ½ (the scale is a multiple of 2⁻¹⁵, so uₓ·½ is exact).

   Per device column the image column x₀ and wₓ do not change from row to row, nor do the rows
   and w_y along a row: the columns are tabled once per draw (`segue_bilinear_columns_fill`).
   By AVX2, eight pixels an iteration: for a pair of neighbouring device pixels the four image
   pixels from x₀ of the first hold both pairs of taps (the scale is at most 2 image pixels a
   device pixel where the vectors run), so a row's 16 bytes are loaded once for two samples;
   one `pshufb` (tabled per four columns) puts each sample's two taps' channels side by side,
   `unpack` interleaves the top and bottom rows' bytes, one `pmaddubsw` mixes the rows against
   the byte pair (128 − w_y, w_y) and one `pmaddwd` the columns against (128 − wₓ, wₓ). Session
   45's separable form (rows mixed per image column, then columns) was rejected: at a
   minification of 0.7–0.8 nothing is shared across rows. w_y = 0 weighs the top row 128, which a
   signed byte cannot hold: Pixman takes the same row twice at 64 and 64, and so does this. */

/* Columns tabled for one draw: `width` device columns from the first (`first_position` is its
   16.16 image position less ½); the vectors run over [first, end), multiples of eight. */
typedef struct {
  long width;
  long first;
  long end;
  int32_t *_Nonnull taps;     /* 2 per column: the image columns x₀ and x₀ + 1, clamped */
  int16_t *_Nonnull weights;  /* 1 per column: wₓ */
  int32_t *_Nonnull offsets;  /* 2 per four columns: the image column each half loads from */
  uint8_t *_Nonnull shuffles; /* 32 per four columns */
  int16_t *_Nonnull lanes;    /* 32 per four columns: (128 − wₓ, wₓ) for each channel */
} segue_bilinear_columns;

static inline long segue_clamp_long(long v, long low, long high) {
  return v < low ? low : v > high ? high : v;
}

/* Fills `c` (its buffers sized for `c->width` columns, four-column tables for
   (width + 3) / 4 groups) for an image `image_width` pixels wide; returns the columns the
   vectors cover. */
static inline long segue_bilinear_columns_fill(
  segue_bilinear_columns *_Nonnull c, long image_width, int64_t first_position, int64_t unit
) {
  long width = c->width, groups = (width + 3) / 4;
  for (long i = 0; i < width; i += 1) {
    int64_t position = first_position + unit * i;
    long x = (long)(position >> 16);
    c->taps[2 * i] = (int32_t)segue_clamp_long(x, 0, image_width - 1);
    c->taps[2 * i + 1] = (int32_t)segue_clamp_long(x + 1, 0, image_width - 1);
    c->weights[i] = (int16_t)((position >> 9) & 127);
  }
  long vectorBlocks = 0, first = -1, end = 0;
  for (long block = 0; block < width / 8; block += 1) {
    int loads = image_width >= 4;
    for (long half = 0; half < 4 && loads; half += 1) {
      long pixel = 8 * block + 2 * half, group = pixel / 4, side = half % 2;
      long offset = segue_clamp_long(c->taps[2 * pixel], 0, image_width - 4);
      c->offsets[2 * group + side] = (int32_t)offset;
      for (long k = 0; k < 2 && loads; k += 1) {
        long a = c->taps[2 * (pixel + k)] - offset, b = c->taps[2 * (pixel + k) + 1] - offset;
        if (a < 0 || a > 3 || b < 0 || b > 3) {
          loads = 0;
          break;
        }
        uint8_t *shuffle = c->shuffles + 32 * group + 16 * side + 8 * k;
        /* `unpacklo` holds the group's pixels 0 and 2, `unpackhi` 1 and 3. */
        int16_t *lane = c->lanes + 32 * group + 16 * k + 8 * side;
        for (long channel = 0; channel < 4; channel += 1) {
          shuffle[2 * channel] = (uint8_t)(4 * a + channel);
          shuffle[2 * channel + 1] = (uint8_t)(4 * b + channel);
          lane[2 * channel] = (int16_t)(128 - c->weights[pixel + k]);
          lane[2 * channel + 1] = c->weights[pixel + k];
        }
      }
    }
    if (!loads) {
      /* Vectors only over one run of blocks: at most the edges (the image's ends) fall out. */
      if (first >= 0 && end == 0) end = 8 * block;
      continue;
    }
    if (end != 0) {
      c->first = c->end = 0;
      return 0;
    }
    if (first < 0) first = 8 * block;
    vectorBlocks += 1;
  }
  if (first < 0) first = 0;
  if (end == 0) end = first + 8 * vectorBlocks;
  c->first = first;
  c->end = end;
  return end - first;
}

/* One sample, Pixman's arithmetic (the scalar form and the vectors' edges). */
static inline uint32_t segue_bilinear_pixel(
  const uint32_t *_Nonnull top, const uint32_t *_Nonnull bottom, uint32_t wy, int32_t a,
  int32_t b, uint32_t wx
) {
  uint32_t out = 0;
  for (int shift = 0; shift < 32; shift += 8) {
    uint32_t left = ((top[a] >> shift) & 255) * (128 - wy) + ((bottom[a] >> shift) & 255) * wy;
    uint32_t right = ((top[b] >> shift) & 255) * (128 - wy) + ((bottom[b] >> shift) & 255) * wy;
    out |= ((left * (128 - wx) + right * wx) >> 14) << shift;
  }
  return out;
}

static inline void segue_bilinear_span(
  const uint32_t *_Nonnull top, const uint32_t *_Nonnull bottom, uint32_t wy,
  const segue_bilinear_columns *_Nonnull c, long from, long to, uint32_t *_Nonnull out,
  uint32_t alpha
) {
  for (long i = from; i < to; i += 1) {
    out[i] =
      segue_bilinear_pixel(top, bottom, wy, c->taps[2 * i], c->taps[2 * i + 1], c->weights[i])
      | alpha;
  }
}

#if defined(SEGUE_AVX2_DISPATCH)
static inline __attribute__((target("avx2"))) void segue_bilinear_row_avx2(
  const uint32_t *_Nonnull top, const uint32_t *_Nonnull bottom, uint32_t wy,
  const segue_bilinear_columns *_Nonnull c, uint32_t *_Nonnull out, uint32_t alpha
) {
  const __m256i rows =
    wy == 0 ? _mm256_set1_epi8(64) : _mm256_set1_epi16((short)((wy << 8) | (128 - wy)));
  const __m256i alphas = _mm256_set1_epi32((int)alpha);
  const int32_t *offsets = c->offsets;
  const uint8_t *shuffles = c->shuffles;
  const int16_t *lanes = c->lanes;
  segue_bilinear_span(top, bottom, wy, c, 0, c->first, out, alpha);
  for (long i = c->first; i < c->end; i += 8) {
    __m256i sums[4];
    for (long h = 0; h < 2; h += 1) {
      const long group = i / 4 + h;
      const int32_t *offset = offsets + 2 * group;
      __m256i t = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(top + offset[0]))),
        _mm_loadu_si128((const __m128i *)(top + offset[1])), 1);
      __m256i b = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(bottom + offset[0]))),
        _mm_loadu_si128((const __m128i *)(bottom + offset[1])), 1);
      __m256i shuffle = _mm256_loadu_si256((const __m256i *)(shuffles + 32 * group));
      t = _mm256_shuffle_epi8(t, shuffle);
      b = _mm256_shuffle_epi8(b, shuffle);
      __m256i even = _mm256_maddubs_epi16(_mm256_unpacklo_epi8(t, b), rows);
      __m256i odd = _mm256_maddubs_epi16(_mm256_unpackhi_epi8(t, b), rows);
      const __m256i *weights = (const __m256i *)(lanes + 32 * group);
      sums[2 * h] = _mm256_srli_epi32(_mm256_madd_epi16(even, _mm256_loadu_si256(weights)), 14);
      sums[2 * h + 1] =
        _mm256_srli_epi32(_mm256_madd_epi16(odd, _mm256_loadu_si256(weights + 1)), 14);
    }
    /* Halves hold pixels 0, 1, 4, 5 | 2, 3, 6, 7: one `vpermq` puts them in order. */
    __m256i pixels = _mm256_packus_epi16(
      _mm256_packs_epi32(sums[0], sums[1]), _mm256_packs_epi32(sums[2], sums[3]));
    pixels = _mm256_permute4x64_epi64(pixels, _MM_SHUFFLE(3, 1, 2, 0));
    _mm256_storeu_si256((__m256i *)(out + i), _mm256_or_si256(pixels, alphas));
  }
  segue_bilinear_span(top, bottom, wy, c, c->end, c->width, out, alpha);
}
#else
static inline void segue_bilinear_row_avx2(
  const uint32_t *_Nonnull top, const uint32_t *_Nonnull bottom, uint32_t wy,
  const segue_bilinear_columns *_Nonnull c, uint32_t *_Nonnull out, uint32_t alpha
) {
  segue_bilinear_span(top, bottom, wy, c, 0, c->width, out, alpha);
}
#endif

/* Samples `rows` rows into `out` (`out_stride` bytes apart) from an image of
   `image_height` rows `image_stride` bytes apart; the first row's 16.16 position less ½ is
   `first_position`, rows `unit` apart. `alpha` is or-ed into each pixel (0xff000000 for an
   image without alpha, as Pixman's x888 to 8888). By AVX2 when `vectors`. */
static inline void segue_bilinear_sample(
  const uint8_t *_Nonnull image, long image_stride, long image_height,
  const segue_bilinear_columns *_Nonnull c, int64_t first_position, int64_t unit, long rows,
  uint8_t *_Nonnull out, long out_stride, uint32_t alpha, int vectors
) {
  for (long j = 0; j < rows; j += 1) {
    int64_t position = first_position + unit * j;
    long y = (long)(position >> 16);
    uint32_t wy = (uint32_t)((position >> 9) & 127);
    const uint32_t *top =
      (const uint32_t *)(image + image_stride * segue_clamp_long(y, 0, image_height - 1));
    const uint32_t *bottom =
      wy == 0 ? top
              : (const uint32_t *)(image
                                   + image_stride * segue_clamp_long(y + 1, 0, image_height - 1));
    uint32_t *row = (uint32_t *)(out + out_stride * j);
    if (vectors) {
      segue_bilinear_row_avx2(top, bottom, wy, c, row, alpha);
    } else {
      segue_bilinear_span(top, bottom, wy, c, 0, c->width, row, alpha);
    }
  }
}
