// A plain C interface to Box2D 2.4, so that SeguePhysics needs no C++ interoperability.
//
// Every quantity is in Box2D's units: metres, kilograms, seconds, radians, newtons. Converting
// to and from points is the Swift side's job (SeguePhysics/Units.swift).
//
// Collision filtering is not Box2D's category/mask scheme (16 bits, one layer) but UIKit's:
// each fixture carries a 64-bit tag and three 64-bit masks, one bit per collision behaviour.
// Two item fixtures collide when their item masks share a bit; an item fixture and a boundary
// fixture collide when the item's boundary mask shares a bit with the boundary's owner mask;
// boundaries never collide with each other.
//
// Contacts that begin or end during a step are queued in order and drained by the caller.
#ifndef CBOX2D_H
#define CBOX2D_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A simulation world (owns its bodies, fixtures and joints).
typedef struct cb2_world cb2_world;
/// A rigid body inside a world.
typedef struct cb2_body cb2_body;
/// A shape attached to a body.
typedef struct cb2_fixture cb2_fixture;
/// A constraint between two bodies.
typedef struct cb2_joint cb2_joint;

/// A 2D vector (metres, metres per second or newtons).
typedef struct cb2_vec {
  float x;
  float y;
} cb2_vec;

/// Body kinds, as Box2D's b2BodyType.
enum { CB2_STATIC_BODY = 0, CB2_KINEMATIC_BODY = 1, CB2_DYNAMIC_BODY = 2 };

/// One contact that began (`began` true) or ended between two fixtures during a step.
typedef struct cb2_contact_event {
  bool began;
  uint64_t tag_a;
  uint64_t tag_b;
  /// The first contact point in world coordinates (metres); zero for ended contacts.
  cb2_vec point;
} cb2_contact_event;

/// Creates a world with zero gravity and sleeping disabled.
cb2_world *cb2_world_create(void);
/// Destroys a world and everything in it.
void cb2_world_destroy(cb2_world *world);
/// Advances the world by `dt` seconds.
void cb2_world_step(cb2_world *world, float dt, int velocity_iterations, int position_iterations);
/// The number of queued contact events.
int cb2_world_event_count(const cb2_world *world);
/// The queued contact event at `index` (0 ..< count).
cb2_contact_event cb2_world_event_at(const cb2_world *world, int index);
/// Empties the contact event queue.
void cb2_world_clear_events(cb2_world *world);

/// Creates a body of `type` at `position` (metres) turned by `angle` radians.
cb2_body *cb2_body_create(cb2_world *world, int type, cb2_vec position, float angle);
/// Destroys a body with its fixtures and joints.
void cb2_body_destroy(cb2_world *world, cb2_body *body);
/// Sets the body's kind (static, kinematic, dynamic).
void cb2_body_set_type(cb2_body *body, int type);
/// Forbids (true) or allows rotation.
void cb2_body_set_fixed_rotation(cb2_body *body, bool fixed);
/// Sets linear and angular damping (1/s).
void cb2_body_set_damping(cb2_body *body, float linear, float angular);
/// Sets density (kg/m²), friction and restitution on every fixture, then recomputes the mass.
void cb2_body_set_material(cb2_body *body, float density, float friction, float restitution);
/// Moves the body to `position` (metres) and `angle` (radians).
void cb2_body_set_transform(cb2_body *body, cb2_vec position, float angle);
/// The body origin in metres.
cb2_vec cb2_body_position(const cb2_body *body);
/// The body angle in radians.
float cb2_body_angle(const cb2_body *body);
/// Sets the linear velocity (m/s).
void cb2_body_set_linear_velocity(cb2_body *body, cb2_vec velocity);
/// The linear velocity (m/s).
cb2_vec cb2_body_linear_velocity(const cb2_body *body);
/// Sets the angular velocity (rad/s).
void cb2_body_set_angular_velocity(cb2_body *body, float omega);
/// The angular velocity (rad/s).
float cb2_body_angular_velocity(const cb2_body *body);
/// The mass (kg); zero for static bodies.
float cb2_body_mass(const cb2_body *body);
/// Applies `force` (newtons) at the world `point` (metres) until the next step.
void cb2_body_apply_force(cb2_body *body, cb2_vec force, cb2_vec point);
/// Applies `impulse` (N·s) at the world `point` (metres) now.
void cb2_body_apply_impulse(cb2_body *body, cb2_vec impulse, cb2_vec point);
/// Removes every fixture of the body.
void cb2_body_remove_fixtures(cb2_body *body);

/// Adds a box of half extents `half` (metres) centred on the body origin.
cb2_fixture *cb2_body_add_box(cb2_body *body, cb2_vec half, float density, uint64_t tag);
/// Adds a circle of `radius` metres centred on the body origin.
cb2_fixture *cb2_body_add_circle(cb2_body *body, float radius, float density, uint64_t tag);
/// Adds a convex polygon (3 ... 8 vertices, body coordinates, counter-clockwise or not).
cb2_fixture *cb2_body_add_polygon(
    cb2_body *body, const cb2_vec *vertices, int count, float density, uint64_t tag);
/// Adds a one-sided chain loop of `count` ≥ 3 points, solid on the right of each edge (Box2D's
/// rule; in a y-down space, the inside of a loop wound counter-clockwise on screen), with the
/// boundary owner mask `owner_mask`. Chains have no internal ghost collisions.
cb2_fixture *cb2_body_add_loop(
    cb2_body *body, const cb2_vec *points, int count, float friction, float restitution,
    uint64_t tag, uint64_t owner_mask);
/// Adds a two-sided edge fixture between consecutive points (and from the last to the first
/// when `closed`), each with the boundary owner mask `owner_mask`; returns how many it made.
int cb2_body_add_edges(
    cb2_body *body, const cb2_vec *points, int count, bool closed, float friction,
    float restitution, uint64_t tag, uint64_t owner_mask);
/// Sets the collision masks of a fixture (see the file comment) and re-filters its contacts.
void cb2_fixture_set_masks(
    cb2_fixture *fixture, uint64_t item_mask, uint64_t boundary_mask, uint64_t owner_mask);

/// Joins two bodies at world anchors `a` and `b` (metres), keeping their distance within
/// `min_length` ... `max_length`; a spring of `frequency` Hz and `damping_ratio` pulls towards
/// `length` when `frequency` > 0, otherwise the distance is rigid at `length` unless the range
/// is open.
cb2_joint *cb2_joint_create_distance(
    cb2_world *world, cb2_body *body_a, cb2_body *body_b, cb2_vec a, cb2_vec b, float length,
    float min_length, float max_length, float frequency, float damping_ratio);
/// Pins two bodies at a world anchor (metres); `friction_torque` (N·m) resists relative
/// rotation; the relative angle is kept in `lower` ... `upper` radians when `limit`.
cb2_joint *cb2_joint_create_revolute(
    cb2_world *world, cb2_body *body_a, cb2_body *body_b, cb2_vec anchor, float friction_torque,
    bool limit, float lower, float upper);
/// Lets `body_b` slide relative to `body_a` along a world `axis` through `anchor`, with no
/// relative rotation; translation kept in `lower` ... `upper` metres when `limit`.
cb2_joint *cb2_joint_create_prismatic(
    cb2_world *world, cb2_body *body_a, cb2_body *body_b, cb2_vec anchor, cb2_vec axis,
    bool limit, float lower, float upper);
/// Fuses two bodies at a world anchor (metres).
cb2_joint *cb2_joint_create_weld(
    cb2_world *world, cb2_body *body_a, cb2_body *body_b, cb2_vec anchor);
/// Pulls `body`'s origin towards `target` (metres) with a spring of `frequency` Hz and
/// `damping_ratio`, never with more than `max_force` newtons. `ground` is any static body.
cb2_joint *cb2_joint_create_mouse(
    cb2_world *world, cb2_body *ground, cb2_body *body, cb2_vec target, float max_force,
    float frequency, float damping_ratio);
/// Moves the target of a joint made by `cb2_joint_create_mouse`.
void cb2_mouse_joint_set_target(cb2_joint *joint, cb2_vec target);
/// Destroys a joint.
void cb2_joint_destroy(cb2_world *world, cb2_joint *joint);

#ifdef __cplusplus
}
#endif
#endif
