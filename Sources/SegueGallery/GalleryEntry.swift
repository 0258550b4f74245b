import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueMotion

/// One transition of the gallery: a `StageScene` like any user's, with the seed it is ported
/// from. What the CLI lists, renders and records, what the tests snapshot and what the window
/// plays.
public struct GalleryEntry: StageScene, DiscontinuityDeclaring {
  /// A short identifier, e.g. "mask-reveal".
  public let id: String
  /// A human title.
  public let title: String
  /// The seed article the entry is ported from (a file name in `shared/seeds/`).
  public let seed: String
  /// One sentence on what the entry shows.
  public let summary: String
  /// How long the transition runs, seconds.
  public let duration: Double
  /// The device the entry is shown on unless a host is told otherwise: its size, safe areas
  /// and scale (an iPad entry renders at the iPad's 2×, not the phone's 3×).
  public let device: Device
  /// The seed article, or UIKit for the built-in transitions.
  public var origin: String? {
    seed == BuiltInTransitions.seed ? "UIKit built-in" : "seed \(seed)"
  }
  /// The discontinuities the transition means to have, each with its reason: what the motion
  /// lint (`segue lint`, the gallery's tests) reports as intended.
  public let intendedDiscontinuities: [IntendedDiscontinuity]
  private let build: @MainActor @Sendable (Device) -> Stage

  /// Creates an entry whose `makeStage` builds the UI on a stage and starts the transition at
  /// time 0.
  public init(
    id: String, title: String, seed: String, summary: String, duration: Double,
    device: Device = .iPhone15Pro, intendedDiscontinuities: [IntendedDiscontinuity] = [],
    makeStage: @escaping @MainActor @Sendable (Device) -> Stage
  ) {
    self.id = id
    self.title = title
    self.seed = seed
    self.summary = summary
    self.duration = duration
    self.device = device
    self.intendedDiscontinuities = intendedDiscontinuities
    self.build = makeStage
  }

  @MainActor
  public func makeStage(device: Device) -> Stage {
    build(device)
  }
}

/// The entries, in gallery order: the one registry the CLI, the tests and the window share.
public enum Gallery {
  /// Every entry.
  public static let entries: [GalleryEntry] =
    [
      MaskReveal.entry, Ping.pushEntry, Ping.popEntry, PingInteractive.finishedEntry,
      PingInteractive.cancelledEntry, Panel.presentEntry, Panel.dismissEntry, PanelGrabbed.entry,
      SideMenu.presentEntry, SideMenu.presentCancelledEntry, SideMenu.dismissEntry,
      Guillotine.openEntry, Guillotine.closeEntry, Card.openEntry, Card.closeEntry,
      Card.interactiveEntry, Card.zoomEntry, StackPush.entry,
    ] + BuiltInTransitions.entries + PageCurls.entries + Sheets.entries + Zoom.entries
    + Split.entries + CollectionLayouts.entries

  /// The demo app `segue play` opens without an entry (a live scene: nothing scripted).
  public static let app: any StageScene = DemoApp.scene

  /// The entry with `id`, or nil.
  public static func entry(id: String) -> GalleryEntry? {
    entries.first { $0.id == id }
  }
}
