// A plain C interface to libjpeg's decoder, so that Swift never meets its setjmp/longjmp error
// handling: libjpeg reports a corrupt file by calling an error handler that must not return,
// which Swift cannot be; the shim's handler jumps back into C and the call returns an error.
#ifndef CJPEG_H
#define CJPEG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Decodes the JPEG in `data` (`size` bytes) into 8-bit RGBA pixels, alpha 255, rows top to
/// bottom without padding. On success returns 0 and sets `*pixels` (free it with
/// `cjpeg_free`), `*width` and `*height`; on failure returns -1 and writes a one-line message
/// (NUL-terminated, truncated to `message_size` bytes) into `message`.
int cjpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t **pixels, int *width,
                      int *height, char *message, size_t message_size);

/// Frees pixels returned by `cjpeg_decode_rgba`.
void cjpeg_free(uint8_t *pixels);

#ifdef __cplusplus
}
#endif

#endif
