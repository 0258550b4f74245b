import Foundation

// Layer identities in presentation trees: each context numbers the layers it hosts 1, 2, 3…
// in tree order (a layer, its mask, a replicant's replica, then its sublayers) the first time
// it ticks or dumps a tree with them. The number is stored on the layer with the numbering it
// belongs to, so it survives frames, removal and re-insertion, and two stages running the same
// scene number it the same way: the numbers depend on the scene's timeline, not on the process
// (a global counter would differ between two renders in one process) nor on which frames a
// caller dumped (a tick numbers new layers even when no tree is asked for).
// A layer that moves to another context is numbered again there.

/// A numbering of layers, owned by one `LayerContext`; compared by identity.
final class LayerNumbering {
  /// The number the next new layer gets.
  var next = 1
}

/// A layer's number in one context's numbering (none yet when `key` is nil).
///
/// The fields are read separately so that the per-frame check (`key`, `number`) loads plain
/// values and never retains the numbering.
struct LayerIdentity {
  /// The numbering the number belongs to, kept alive so that its address (`key`) is not
  /// reused by another numbering while a layer refers to it.
  private(set) var numbering: LayerNumbering?
  /// The numbering's address.
  private(set) var key: ObjectIdentifier?
  /// The number, from 1 (0: none).
  private(set) var number = 0

  init() {}

  init(numbering: LayerNumbering, number: Int) {
    self.numbering = numbering
    self.key = ObjectIdentifier(numbering)
    self.number = number
  }
}

extension LayerContext {
  /// The `id` that `layer` has in this context's presentation trees, or nil when the context
  /// has not numbered it yet (it has never been in the tree at a tick or a tree dump).
  public func presentationTreeID(of layer: Layer) -> Int? {
    layer.treeIdentity.key == ObjectIdentifier(numbering) ? layer.treeIdentity.number : nil
  }

  /// The id of the layer `layer` was copied from (by `init(layer:)`, as snapshots and
  /// presentation copies are made) in this context's trees, if that layer was numbered here.
  func copiedPresentationTreeID(of layer: Layer) -> Int? {
    layer.copiedIdentity.key == ObjectIdentifier(numbering) ? layer.copiedIdentity.number : nil
  }

  /// The number of `layer`, numbering it now if this context has not yet.
  @discardableResult
  func number(_ layer: Layer) -> Int {
    if layer.treeIdentity.key == ObjectIdentifier(numbering) { return layer.treeIdentity.number }
    let number = numbering.next
    numbering.next += 1
    layer.treeIdentity = LayerIdentity(numbering: numbering, number: number)
    return number
  }

  /// Numbers `layer`'s subtree in tree order, for trees the tick does not walk (a replicant's
  /// replica).
  func numberSubtree(_ layer: Layer) {
    number(layer)
    if let mask = layer.mask { numberSubtree(mask) }
    if let replica = layer.replicaRoot { numberSubtree(replica) }
    for sublayer in layer.sublayers ?? [] { numberSubtree(sublayer) }
  }
}
