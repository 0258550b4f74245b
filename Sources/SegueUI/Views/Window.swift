import Foundation

/// The root of a view hierarchy on screen (`UIWindow`), in its first, minimal form.
///
/// For now a window is only what `View.window` and the `willMove(toWindow:)` /
/// `didMoveToWindow()` hooks need: a view that is its own window and that subtrees enter and
/// leave. Key-window status, the root view controller, event dispatch and the host's run loop
/// (which hosts the window's layer in a `LayerContext` and lays it out every frame) come with
/// the window slice; until then a host sets `context.rootLayer = window.layer` itself.
@MainActor
open class Window: View {}
