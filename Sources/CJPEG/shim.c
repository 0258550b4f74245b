// See include/CJPEG.h.
#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct cjpeg_error {
  struct jpeg_error_mgr manager;  // first, so libjpeg's pointer is also ours
  jmp_buf recover;
  char message[JMSG_LENGTH_MAX];
};

// libjpeg's default handler exits the process; this one records the message and jumps back.
static void cjpeg_error_exit(j_common_ptr info) {
  struct cjpeg_error *error = (struct cjpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->recover, 1);
}

// Warnings (corrupt but decodable data) are not failures; keep them off stderr.
static void cjpeg_output_message(j_common_ptr info) { (void)info; }

static void cjpeg_copy_message(const char *text, char *message, size_t message_size) {
  if (message == NULL || message_size == 0) return;
  strncpy(message, text, message_size - 1);
  message[message_size - 1] = '\0';
}

int cjpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t **pixels, int *width,
                      int *height, char *message, size_t message_size) {
  struct jpeg_decompress_struct info;
  struct cjpeg_error error;
  // Volatile: read after longjmp, so it must not live in a register.
  uint8_t *volatile buffer = NULL;

  *pixels = NULL;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = cjpeg_error_exit;
  error.manager.output_message = cjpeg_output_message;
  if (setjmp(error.recover)) {
    cjpeg_copy_message(error.message, message, message_size);
    jpeg_destroy_decompress(&info);
    free(buffer);
    return -1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_EXT_RGBA;  // libjpeg-turbo: grey and CMYK are converted too
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  buffer = malloc(stride * info.output_height);
  if (buffer == NULL) {
    cjpeg_copy_message("out of memory", message, message_size);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  *pixels = buffer;
  jpeg_destroy_decompress(&info);
  return 0;
}

void cjpeg_free(uint8_t *pixels) { free(pixels); }
