// Implements CBox2D.h on Box2D 2.4. Handles are Box2D's own pointers, cast; the world handle
// is a wrapper that also owns the contact filter, the contact listener and the event queue.
#include "CBox2D.h"

#include <box2d/box2d.h>

#include <vector>

namespace {

/// What a fixture's user data points to: its tag and collision masks (see CBox2D.h).
struct FixtureInfo {
  uint64_t tag;
  uint64_t itemMask;
  uint64_t boundaryMask;
  uint64_t ownerMask;
};

FixtureInfo *info(b2Fixture *fixture) {
  return reinterpret_cast<FixtureInfo *>(fixture->GetUserData().pointer);
}

class Filter : public b2ContactFilter {
 public:
  bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
    const FixtureInfo *ia = info(a);
    const FixtureInfo *ib = info(b);
    if (ia == nullptr || ib == nullptr) return false;
    const bool aIsBoundary = ia->ownerMask != 0;
    const bool bIsBoundary = ib->ownerMask != 0;
    if (aIsBoundary && bIsBoundary) return false;
    if (aIsBoundary) return (ib->boundaryMask & ia->ownerMask) != 0;
    if (bIsBoundary) return (ia->boundaryMask & ib->ownerMask) != 0;
    return (ia->itemMask & ib->itemMask) != 0;
  }
};

class Listener : public b2ContactListener {
 public:
  std::vector<cb2_contact_event> events;

  void BeginContact(b2Contact *contact) override { record(contact, true); }
  void EndContact(b2Contact *contact) override { record(contact, false); }

 private:
  void record(b2Contact *contact, bool began) {
    const FixtureInfo *ia = info(contact->GetFixtureA());
    const FixtureInfo *ib = info(contact->GetFixtureB());
    if (ia == nullptr || ib == nullptr) return;
    cb2_contact_event event = {began, ia->tag, ib->tag, {0, 0}};
    if (began && contact->GetManifold()->pointCount > 0) {
      b2WorldManifold manifold;
      contact->GetWorldManifold(&manifold);
      event.point = {manifold.points[0].x, manifold.points[0].y};
    }
    events.push_back(event);
  }
};

b2Vec2 vec(cb2_vec v) { return b2Vec2(v.x, v.y); }
cb2_vec vec(const b2Vec2 &v) { return {v.x, v.y}; }
b2Body *body(cb2_body *b) { return reinterpret_cast<b2Body *>(b); }
const b2Body *body(const cb2_body *b) { return reinterpret_cast<const b2Body *>(b); }
b2Joint *joint(cb2_joint *j) { return reinterpret_cast<b2Joint *>(j); }
cb2_joint *handle(b2Joint *j) { return reinterpret_cast<cb2_joint *>(j); }

cb2_fixture *attach(b2Body *owner, b2FixtureDef &def, uint64_t tag) {
  def.userData.pointer = reinterpret_cast<uintptr_t>(new FixtureInfo{tag, 0, 0, 0});
  return reinterpret_cast<cb2_fixture *>(owner->CreateFixture(&def));
}

void forgetFixtures(b2Body *owner) {
  for (b2Fixture *f = owner->GetFixtureList(); f != nullptr; f = f->GetNext()) {
    delete info(f);
    f->GetUserData().pointer = 0;
  }
}

}  // namespace

struct cb2_world {
  b2World world{b2Vec2(0, 0)};
  Filter filter;
  Listener listener;
};

extern "C" {

cb2_world *cb2_world_create(void) {
  auto *w = new cb2_world();
  w->world.SetContactFilter(&w->filter);
  w->world.SetContactListener(&w->listener);
  // SeguePhysics decides when items are at rest; a sleeping body would ignore forces.
  w->world.SetAllowSleeping(false);
  return w;
}

void cb2_world_destroy(cb2_world *w) {
  // Box2D would report the ended contacts of the bodies it destroys; nobody listens any more.
  w->world.SetContactListener(nullptr);
  for (b2Body *b = w->world.GetBodyList(); b != nullptr; b = b->GetNext()) forgetFixtures(b);
  delete w;
}

void cb2_world_step(cb2_world *w, float dt, int velocityIterations, int positionIterations) {
  w->world.Step(dt, velocityIterations, positionIterations);
}

int cb2_world_event_count(const cb2_world *w) {
  return static_cast<int>(w->listener.events.size());
}

cb2_contact_event cb2_world_event_at(const cb2_world *w, int index) {
  return w->listener.events[static_cast<size_t>(index)];
}

void cb2_world_clear_events(cb2_world *w) { w->listener.events.clear(); }

cb2_body *cb2_body_create(cb2_world *w, int type, cb2_vec position, float angle) {
  b2BodyDef def;
  def.type = static_cast<b2BodyType>(type);
  def.position = vec(position);
  def.angle = angle;
  def.gravityScale = 0;
  return reinterpret_cast<cb2_body *>(w->world.CreateBody(&def));
}

void cb2_body_destroy(cb2_world *w, cb2_body *b) {
  b2Body *owner = body(b);
  // Destroying the body ends its contacts inside Box2D; the fixture infos must outlive that.
  std::vector<FixtureInfo *> infos;
  for (b2Fixture *f = owner->GetFixtureList(); f != nullptr; f = f->GetNext()) {
    infos.push_back(info(f));
  }
  w->world.DestroyBody(owner);
  for (FixtureInfo *i : infos) delete i;
}

void cb2_body_set_type(cb2_body *b, int type) { body(b)->SetType(static_cast<b2BodyType>(type)); }
void cb2_body_set_fixed_rotation(cb2_body *b, bool fixed) { body(b)->SetFixedRotation(fixed); }

void cb2_body_set_damping(cb2_body *b, float linear, float angular) {
  body(b)->SetLinearDamping(linear);
  body(b)->SetAngularDamping(angular);
}

void cb2_body_set_material(cb2_body *b, float density, float friction, float restitution) {
  for (b2Fixture *f = body(b)->GetFixtureList(); f != nullptr; f = f->GetNext()) {
    f->SetDensity(density);
    f->SetFriction(friction);
    f->SetRestitution(restitution);
  }
  body(b)->ResetMassData();
}

void cb2_body_set_transform(cb2_body *b, cb2_vec position, float angle) {
  body(b)->SetTransform(vec(position), angle);
}

cb2_vec cb2_body_position(const cb2_body *b) { return vec(body(b)->GetPosition()); }
float cb2_body_angle(const cb2_body *b) { return body(b)->GetAngle(); }

void cb2_body_set_linear_velocity(cb2_body *b, cb2_vec v) { body(b)->SetLinearVelocity(vec(v)); }
cb2_vec cb2_body_linear_velocity(const cb2_body *b) { return vec(body(b)->GetLinearVelocity()); }
void cb2_body_set_angular_velocity(cb2_body *b, float omega) {
  body(b)->SetAngularVelocity(omega);
}
float cb2_body_angular_velocity(const cb2_body *b) { return body(b)->GetAngularVelocity(); }
float cb2_body_mass(const cb2_body *b) { return body(b)->GetMass(); }

void cb2_body_apply_force(cb2_body *b, cb2_vec force, cb2_vec point) {
  body(b)->ApplyForce(vec(force), vec(point), true);
}

void cb2_body_apply_impulse(cb2_body *b, cb2_vec impulse, cb2_vec point) {
  body(b)->ApplyLinearImpulse(vec(impulse), vec(point), true);
}

void cb2_body_remove_fixtures(cb2_body *b) {
  b2Body *owner = body(b);
  while (b2Fixture *f = owner->GetFixtureList()) {
    FixtureInfo *i = info(f);
    owner->DestroyFixture(f);
    delete i;
  }
}

cb2_fixture *cb2_body_add_box(cb2_body *b, cb2_vec half, float density, uint64_t tag) {
  b2PolygonShape shape;
  shape.SetAsBox(half.x, half.y);
  b2FixtureDef def;
  def.shape = &shape;
  def.density = density;
  return attach(body(b), def, tag);
}

cb2_fixture *cb2_body_add_circle(cb2_body *b, float radius, float density, uint64_t tag) {
  b2CircleShape shape;
  shape.m_radius = radius;
  b2FixtureDef def;
  def.shape = &shape;
  def.density = density;
  return attach(body(b), def, tag);
}

cb2_fixture *cb2_body_add_polygon(
    cb2_body *b, const cb2_vec *vertices, int count, float density, uint64_t tag) {
  b2Vec2 points[b2_maxPolygonVertices];
  const int n = count < b2_maxPolygonVertices ? count : b2_maxPolygonVertices;
  if (n < 3) return nullptr;
  for (int i = 0; i < n; ++i) points[i] = vec(vertices[i]);
  b2PolygonShape shape;
  shape.Set(points, n);
  b2FixtureDef def;
  def.shape = &shape;
  def.density = density;
  return attach(body(b), def, tag);
}

cb2_fixture *cb2_body_add_loop(
    cb2_body *b, const cb2_vec *points, int count, float friction, float restitution,
    uint64_t tag, uint64_t ownerMask) {
  if (count < 3) return nullptr;
  std::vector<b2Vec2> vertices;
  vertices.reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) vertices.push_back(vec(points[i]));
  b2ChainShape shape;
  shape.CreateLoop(vertices.data(), count);
  b2FixtureDef def;
  def.shape = &shape;
  def.friction = friction;
  def.restitution = restitution;
  cb2_fixture *fixture = attach(body(b), def, tag);
  info(reinterpret_cast<b2Fixture *>(fixture))->ownerMask = ownerMask;
  return fixture;
}

int cb2_body_add_edges(
    cb2_body *b, const cb2_vec *points, int count, bool closed, float friction,
    float restitution, uint64_t tag, uint64_t ownerMask) {
  int made = 0;
  const int edges = closed && count > 2 ? count : count - 1;
  for (int i = 0; i < edges; ++i) {
    b2EdgeShape shape;
    shape.SetTwoSided(vec(points[i]), vec(points[(i + 1) % count]));
    b2FixtureDef def;
    def.shape = &shape;
    def.friction = friction;
    def.restitution = restitution;
    cb2_fixture *fixture = attach(body(b), def, tag);
    info(reinterpret_cast<b2Fixture *>(fixture))->ownerMask = ownerMask;
    ++made;
  }
  return made;
}

void cb2_fixture_set_masks(
    cb2_fixture *f, uint64_t itemMask, uint64_t boundaryMask, uint64_t ownerMask) {
  b2Fixture *fixture = reinterpret_cast<b2Fixture *>(f);
  FixtureInfo *i = info(fixture);
  if (i->itemMask == itemMask && i->boundaryMask == boundaryMask && i->ownerMask == ownerMask) {
    return;
  }
  i->itemMask = itemMask;
  i->boundaryMask = boundaryMask;
  i->ownerMask = ownerMask;
  fixture->Refilter();
}

cb2_joint *cb2_joint_create_distance(
    cb2_world *w, cb2_body *a, cb2_body *b, cb2_vec anchorA, cb2_vec anchorB, float length,
    float minLength, float maxLength, float frequency, float dampingRatio) {
  b2DistanceJointDef def;
  def.Initialize(body(a), body(b), vec(anchorA), vec(anchorB));
  def.length = length;
  def.minLength = minLength;
  def.maxLength = maxLength;
  if (frequency > 0) {
    b2LinearStiffness(def.stiffness, def.damping, frequency, dampingRatio, body(a), body(b));
  }
  return handle(w->world.CreateJoint(&def));
}

cb2_joint *cb2_joint_create_revolute(
    cb2_world *w, cb2_body *a, cb2_body *b, cb2_vec anchor, float frictionTorque, bool limit,
    float lower, float upper) {
  b2RevoluteJointDef def;
  def.Initialize(body(a), body(b), vec(anchor));
  // A motor driven at zero speed with a bounded torque is Box2D's way to model joint friction.
  def.enableMotor = frictionTorque > 0;
  def.motorSpeed = 0;
  def.maxMotorTorque = frictionTorque;
  def.enableLimit = limit;
  def.lowerAngle = lower;
  def.upperAngle = upper;
  return handle(w->world.CreateJoint(&def));
}

cb2_joint *cb2_joint_create_prismatic(
    cb2_world *w, cb2_body *a, cb2_body *b, cb2_vec anchor, cb2_vec axis, bool limit, float lower,
    float upper) {
  b2PrismaticJointDef def;
  b2Vec2 direction = vec(axis);
  direction.Normalize();
  def.Initialize(body(a), body(b), vec(anchor), direction);
  def.enableLimit = limit;
  def.lowerTranslation = lower;
  def.upperTranslation = upper;
  return handle(w->world.CreateJoint(&def));
}

cb2_joint *cb2_joint_create_weld(cb2_world *w, cb2_body *a, cb2_body *b, cb2_vec anchor) {
  b2WeldJointDef def;
  def.Initialize(body(a), body(b), vec(anchor));
  return handle(w->world.CreateJoint(&def));
}

cb2_joint *cb2_joint_create_mouse(
    cb2_world *w, cb2_body *ground, cb2_body *b, cb2_vec target, float maxForce, float frequency,
    float dampingRatio) {
  b2MouseJointDef def;
  def.bodyA = body(ground);
  def.bodyB = body(b);
  def.target = body(b)->GetPosition();
  def.maxForce = maxForce;
  b2LinearStiffness(def.stiffness, def.damping, frequency, dampingRatio, def.bodyA, def.bodyB);
  auto *mouse = static_cast<b2MouseJoint *>(w->world.CreateJoint(&def));
  mouse->SetTarget(vec(target));
  return handle(mouse);
}

void cb2_mouse_joint_set_target(cb2_joint *j, cb2_vec target) {
  static_cast<b2MouseJoint *>(joint(j))->SetTarget(vec(target));
}

void cb2_joint_destroy(cb2_world *w, cb2_joint *j) { w->world.DestroyJoint(joint(j)); }

}  // extern "C"
