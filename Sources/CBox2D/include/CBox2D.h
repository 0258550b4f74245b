// A plain C interface to Box2D (placeholder until the physics module lands).
#ifndef CBOX2D_H
#define CBOX2D_H
#ifdef __cplusplus
extern "C" {
#endif
int cbox2d_version_major(void);
#ifdef __cplusplus
}
#endif
#endif
