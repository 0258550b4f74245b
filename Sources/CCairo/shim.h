#include <cairo/cairo.h>
#include <pixman.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
