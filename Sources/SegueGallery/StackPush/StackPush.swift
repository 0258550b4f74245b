import Foundation
import SegueGeometry
import SegueUI

/// `stack-push`: a screen built as a user would build it with Auto Layout — stack views
/// and anchors, no frames — pushed by a custom animator that animates constraint constants
/// (`constant = …`, then `layoutIfNeeded()` inside a spring animation block): the tapped
/// card's colour grows into the detail screen's header while the detail's stack view of
/// text and buttons fades in below it. Not from a seed (DESIGN.md, "Beyond the seeds").
@MainActor
enum StackPush {
  /// The spring's duration, seconds.
  nonisolated static let duration: Double = 0.6
  /// The card the scene opens.
  static let openedCard = 1

  nonisolated static let entry = GalleryEntry(
    id: "stack-push", title: "Stack views: header grows by constraints",
    seed: BuiltInTransitions.seed,
    summary:
      "A push whose animator springs constraint constants: a card grows into the header of a "
      + "screen laid out by stack views.",
    duration: duration, makeStage: { makeStage(device: $0) })

  /// The app: the stage, its navigation controller and the list screen.
  struct App {
    let stage: Stage
    let navigationController: NavigationController
    let list: StackListViewController
  }

  static func makeApp(device: Device) -> App {
    let list = StackListViewController()
    let navigationController = NavigationController(rootViewController: list)
    navigationController.isNavigationBarHidden = true
    let delegate = StackPushNavigationDelegate()
    navigationController.delegate = delegate
    let stage = Stage(device: device, rootViewController: navigationController)
    stage.keep(delegate)
    return App(stage: stage, navigationController: navigationController, list: list)
  }

  static func makeStage(device: Device) -> Stage {
    let app = makeApp(device: device)
    app.list.open(card: openedCard)
    return app.stage
  }
}

/// Answers pushes with the header animator; pops with UIKit's default.
@MainActor
final class StackPushNavigationDelegate: NavigationControllerDelegate {
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    operation == .push ? StackPushAnimator() : nil
  }
}

/// One card of the list and of the detail: colour, title, subtitle.
struct StackCard {
  /// The subtitles' grey, dark enough for 4.5:1 on white (UIKit's `secondaryLabel` is
  /// 0.6-opaque and measures about 3:1 here); light enough for it on the dark cards.
  static let subtitleColor = Color(dynamicProvider: { traits in
    traits.userInterfaceStyle == .dark ? Color(rgb: 0xAEAEB2) : Color(rgb: 0x636366)
  })

  let color: Color
  let title: String
  let subtitle: String

  static let all = [
    StackCard(color: .systemIndigo, title: "Stack views", subtitle: "Axis, spacing, alignment"),
    StackCard(color: .systemOrange, title: "Constraints", subtitle: "Anchors and priorities"),
    StackCard(color: .systemTeal, title: "Intrinsic size", subtitle: "Hugging and resistance"),
    StackCard(color: .systemPink, title: "Fitting size", subtitle: "systemLayoutSizeFitting"),
  ]
}

extension Label {
  /// A constraint-laid label in the system font.
  static func stackPush(_ text: String, size: CGFloat, bold: Bool = false, color: Color = .label)
    -> Label
  {
    let label = Label()
    label.text = text
    label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    label.textColor = color
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }
}
