#include "CBox2D.h"
#include <box2d/box2d.h>
extern "C" int cbox2d_version_major(void) { return b2_version.major; }
