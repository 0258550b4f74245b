import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers

extension Stage {
  /// The colour behind the window's content where nothing is drawn (opaque black, a screen
  /// that is off).
  public static let backgroundColor = Color(white: 0)

  /// The frame now, as a display list at `canvasSize` (points: the window's size unless the
  /// canvas is held, Stage+Canvas.swift); with `showingTouches`, a `TouchIndicator` is drawn
  /// over it at each finger that is down (`Window.touchLocations`) — over the frame, not in
  /// the layer tree, turned with the window.
  public func displayList(showingTouches: Bool = false) -> DisplayList {
    let list = layerContext.displayList(size: size, clearColor: Self.backgroundColor)
    return placedOnCanvas(showingTouches ? list.showingTouches(at: window.touchLocations) : list)
  }

  /// Renders the frame now at `scale` pixels per point (default the device's, 1…4) with
  /// Cairo, with touch indicators over it if `showingTouches`. Features the renderer could
  /// not draw as asked are in `lastRenderReport` and each is said once on `diagnostics`;
  /// throws `RenderError` when the frame cannot be drawn at all (a canvas too large).
  public func render(scale: Int? = nil, showingTouches: Bool = false) throws -> Bitmap {
    let renderer = try drawFrame(scale: scale, showingTouches: showingTouches)
    return renderer.currentFrame()
  }

  /// Draws the frame now into the stage's renderer (reporting as `render(scale:)` does) and
  /// returns it, for hosts that read its pixels in place (`CairoRenderer.withCurrentFramePixels`).
  @discardableResult
  public func drawFrame(scale: Int? = nil, showingTouches: Bool = false) throws -> CairoRenderer {
    let renderer = self.renderer ?? CairoRenderer()
    self.renderer = renderer
    let report = try renderer.draw(
      displayList(showingTouches: showingTouches), scale: scale ?? device.scale)
    takeRenderReport(report, at: time)
    return renderer
  }

  /// Takes `report` as the report of the frame at stage time `time`, drawn by a renderer of
  /// the caller's from `displayList(showingTouches:)` (on another thread, say): it becomes
  /// `lastRenderReport`, and each feature not said before is said once on `diagnostics`, as
  /// `render(scale:)` does. Give the reports in frame order for the same lines as rendering
  /// frame by frame.
  public func takeRenderReport(_ report: RenderReport, at time: Double) {
    lastRenderReport = report
    for feature in report.unsupported where reportedFeatures.insert(feature).inserted {
      diagnostics("segue: warning: at \(time) s: \(feature)")
    }
  }

  /// The presentation tree of the frame now, in `format` (default JSON): what
  /// `segue render --format tree` (or `tree-text`) prints, `segue record --trees` writes per
  /// frame, and `.tree` snapshots and `expectSnapshot(of:)` compare. Every layer has an `id`
  /// that stays the same across frames and runs of the same scene (see `PresentationTree`).
  /// On a held canvas that shows the window turned or moved (a recording of a rotation), the
  /// root is a "Canvas" node of the frame's size whose `sublayerTransform` turns the window as
  /// the frame draws it, and screen frames are the canvas's: the tree describes the frame.
  public func presentationTree(format: PresentationTree.Format = .json) -> String {
    guard let placement = canvasPlacement() else {
      return layerContext.presentationTree().rendered(as: format)
    }
    return layerContext.presentationTree(canvas: canvasSize, placement: placement.transform)
      .rendered(as: format)
  }
}
