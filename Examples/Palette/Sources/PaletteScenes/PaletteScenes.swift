import Palette
import SegueUIKit

/// Palette's transitions as scenes for Segue's tools (`palette render/record/play/bench/demo`)
/// and tests: each builds the app on a stage and starts one transition at time 0.
public enum PaletteScenes {
  /// The card of the list every scene uses (the second: Lagoon).
  public static let cardIndex = 1

  /// Every transition, in the order `palette list` shows them.
  public static let all: [any StageScene] = [
    Open(), Close(), DragClose(cancelled: false), DragClose(cancelled: true),
  ]

  /// The app itself, live: `palette play` without a scene.
  public static let app = App()

  /// The list on `device`, laid out, on a new stage.
  @MainActor
  public static func makeList(device: Device) -> (Stage, SwatchListViewController) {
    let list = SwatchListViewController()
    return (Stage(device: device, rootViewController: list), list)
  }

  /// The list on `device` with the card's swatch already open (not animated).
  @MainActor
  public static func makeOpened(device: Device) -> (
    Stage, SwatchListViewController, SwatchDetailViewController
  ) {
    let (stage, list) = makeList(device: device)
    list.open(list.cards[cardIndex], animated: false)
    stage.advance(by: 0)
    // `open` presented a detail: the scene cannot go on without it.
    guard let detail = list.presentedViewController as? SwatchDetailViewController else {
      preconditionFailure("the list did not present its swatch")
    }
    return (stage, list, detail)
  }

  /// The centre of `view` in window coordinates.
  @MainActor
  public static func center(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  /// The app, live.
  public struct App: StageScene {
    public let id = "palette"
    public let title = "Palette"
    public let summary = "The app: tap a card to open it, drag it down or tap × to close it."
    public let duration = 0.0

    public init() {}

    @MainActor public func makeStage(device: Device) -> Stage {
      makeList(device: device).0
    }
  }

  /// A tap on the card: it zooms open to full screen.
  public struct Open: StageScene {
    public let id = "swatch-open"
    public let title = "Open a swatch"
    public let summary = "A tap on a card zooms it open to full screen on a 0.86 spring."
    public var duration: Double { InputScript.tapDuration + ZoomAnimator.openDuration + 0.1 }

    public init() {}

    @MainActor public func makeStage(device: Device) -> Stage {
      let (stage, list) = makeList(device: device)
      stage.play(InputScript([.tap(at: center(of: list.cards[cardIndex]), time: 0)]))
      return stage
    }
  }

  /// A tap on × closes the swatch into its card.
  public struct Close: StageScene {
    public let id = "swatch-close"
    public let title = "Close a swatch"
    public let summary = "The close button zooms the swatch back into its card."
    public var duration: Double { InputScript.tapDuration + ZoomAnimator.closeDuration + 0.1 }

    public init() {}

    @MainActor public func makeStage(device: Device) -> Stage {
      let (stage, _, detail) = makeOpened(device: device)
      stage.play(InputScript([.tap(at: center(of: detail.closeButton), time: 0)]))
      return stage
    }
  }

  /// A finger drags the open swatch down: thrown down, the close finishes; dragged a little
  /// and back up, it cancels and the swatch springs back to full screen.
  public struct DragClose: StageScene {
    public let cancelled: Bool
    public var id: String { cancelled ? "swatch-drag-cancel" : "swatch-drag-close" }
    public var title: String { cancelled ? "Drag a swatch, let go" : "Drag a swatch closed" }
    public var summary: String {
      cancelled
        ? "A short drag down and back up: released, the close cancels."
        : "A drag down scrubs the close; thrown down, it finishes into the card."
    }
    /// The drag, then the rest of the close (or of its cancellation) at most.
    public var duration: Double { Self.dragDuration + ZoomAnimator.closeDuration + 0.1 }
    public static let dragDuration = 0.4

    public init(cancelled: Bool) {
      self.cancelled = cancelled
    }

    @MainActor public func makeStage(device: Device) -> Stage {
      let (stage, _, _) = makeOpened(device: device)
      stage.play(Self.script(size: stage.size, cancelled: cancelled))
      return stage
    }

    /// Down 35 % of the height and released at 900 pt/s; or, cancelled, down 20 % and back to
    /// 10 %, released moving up.
    public static func script(size: CGSize, cancelled: Bool) -> InputScript {
      let x = size.width / 2
      let start = CGPoint(x: x, y: size.height * 0.3)
      let path =
        cancelled
        ? [
          start, CGPoint(x: x, y: start.y + 0.2 * size.height),
          CGPoint(x: x, y: start.y + 0.1 * size.height),
        ]
        : [start, CGPoint(x: x, y: start.y + 0.35 * size.height)]
      return InputScript([
        .drag(
          path: path, time: 0, duration: dragDuration, easing: .easeInOut,
          releaseVelocity: CGPoint(x: 0, y: cancelled ? -300 : 900))
      ])
    }
  }
}
