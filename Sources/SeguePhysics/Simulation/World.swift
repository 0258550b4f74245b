import CBox2D

/// Owns one Box2D world through the C shim and destroys it with everything in it.
final class World {
  /// The shim's world handle.
  let handle: OpaquePointer

  init() {
    handle = cb2_world_create()
  }

  deinit {
    cb2_world_destroy(handle)
  }
}
