#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
// mallopt, for hosts that keep frame-sized buffers in the heap (see segue's SegueMain).
#include <malloc.h>
