import Foundation
import SegueGeometry
import SegueMotion
import SegueUI

/// UIKit's built-in transitions as gallery entries: the navigation controller's default push
/// and pop, the modal transition styles (cover vertical, cross dissolve) and the flips of a
/// custom container (`transition(from:to:duration:options:…)`), each between the same two
/// screens.
@MainActor
enum BuiltInTransitions {
  /// UIKit's push/pop as Segue plays it (`NavigationController`'s default slide, 0.35 s).
  nonisolated static let navigationDuration: Double = 0.35
  /// The seed the built-ins come from: none (DESIGN.md, "Beyond the seeds").
  nonisolated static let seed = "built-in"

  nonisolated static let pushEntry = GalleryEntry(
    id: "push", title: "Navigation push", seed: seed,
    summary:
      "UIKit's default push: the new screen slides in from the right over the dimmed old one.",
    duration: navigationDuration, makeStage: { makeNavigationStage(device: $0, push: true) })

  nonisolated static let popEntry = GalleryEntry(
    id: "pop", title: "Navigation pop", seed: seed,
    summary:
      "UIKit's default pop: the top screen slides out to the right, uncovering the one below.",
    duration: navigationDuration, makeStage: { makeNavigationStage(device: $0, push: false) })

  nonisolated static let coverVerticalEntry = GalleryEntry(
    id: "cover-vertical", title: "Modal cover vertical", seed: seed,
    summary:
      "A full-screen presentation with .coverVertical: the new screen slides up from the bottom.",
    duration: ModalTransitionStyle.coverVertical.builtInDuration,
    makeStage: { makeModalStage(device: $0, style: .coverVertical) })

  nonisolated static let crossDissolveEntry = GalleryEntry(
    id: "cross-dissolve", title: "Modal cross dissolve", seed: seed,
    summary: "A full-screen presentation with .crossDissolve: the new screen fades in.",
    duration: ModalTransitionStyle.crossDissolve.builtInDuration,
    makeStage: { makeModalStage(device: $0, style: .crossDissolve) })

  nonisolated static let flipFromLeftEntry = GalleryEntry(
    id: "flip-from-left", title: "Flip from left", seed: seed,
    summary: "A container turns between two child screens with .transitionFlipFromLeft.",
    duration: ModalTransitionStyle.flipHorizontal.builtInDuration,
    intendedDiscontinuities: [flipKeepsBothScreens],
    makeStage: { makeFlipStage(device: $0, options: .transitionFlipFromLeft) })

  nonisolated static let flipFromRightEntry = GalleryEntry(
    id: "flip-from-right", title: "Flip from right", seed: seed,
    summary: "A container turns between two child screens with .transitionFlipFromRight.",
    duration: ModalTransitionStyle.flipHorizontal.builtInDuration,
    intendedDiscontinuities: [flipKeepsBothScreens],
    makeStage: { makeFlipStage(device: $0, options: .transitionFlipFromRight) })

  /// The flip container holds both of its screens (`front`, `back`) to turn back and forth, so
  /// the screen turned away stays alive out of the hierarchy.
  nonisolated static let flipKeepsBothScreens = IntendedDiscontinuity(
    .leftover, detail: "ScreenViewController left the hierarchy",
    because: "the flip container keeps both of its screens to turn back to the first")

  /// Every built-in entry, in gallery order.
  nonisolated static let entries = [
    pushEntry, popEntry, coverVerticalEntry, crossDissolveEntry, flipFromLeftEntry,
    flipFromRightEntry,
  ]

  /// The bar's tint: systemBlue's Increase Contrast variant, #0040DD (Apple's Human Interface
  /// Guidelines, Color, the system colours' accessible values; medium confidence), 7.6:1 on
  /// the bar's white where systemBlue's #007AFF is 4.0:1, under the 4.5:1 a 17 pt "‹ First"
  /// needs (issue 20 §4).
  static let accessibleBlue = Color(rgb: 0x0040DD)

  /// A navigation controller showing "First" (and "Second" pushed before the scene, when
  /// popping), pushing "Second" or popping it at time 0.
  static func makeNavigationStage(device: Device, push: Bool) -> Stage {
    let navigationController = NavigationController(
      rootViewController: ScreenViewController.first(scale: device.scale))
    navigationController.navigationBar.tintColor = accessibleBlue
    if !push {
      // Not on screen yet: the push is not animated (as in UIKit).
      navigationController.pushViewController(
        ScreenViewController.second(scale: device.scale), animated: false)
    }
    let stage = Stage(device: device, rootViewController: navigationController)
    if push {
      navigationController.pushViewController(
        ScreenViewController.second(scale: device.scale), animated: true)
    } else {
      navigationController.popViewController(animated: true)
    }
    return stage
  }

  /// "First" presenting "Second" full screen with `style` at time 0.
  static func makeModalStage(device: Device, style: ModalTransitionStyle) -> Stage {
    let first = ScreenViewController.first(scale: device.scale)
    let stage = Stage(device: device, rootViewController: first)
    let second = ScreenViewController.second(scale: device.scale)
    second.modalPresentationStyle = .fullScreen
    second.modalTransitionStyle = style
    first.present(second, animated: true)
    return stage
  }

  /// A container showing "First", flipping to "Second" with `options` at time 0.
  static func makeFlipStage(device: Device, options: View.AnimationOptions) -> Stage {
    let container = FlipContainerViewController(
      front: ScreenViewController.first(scale: device.scale),
      back: ScreenViewController.second(scale: device.scale))
    let stage = Stage(device: device, rootViewController: container)
    container.flip(options: options)
    return stage
  }
}
