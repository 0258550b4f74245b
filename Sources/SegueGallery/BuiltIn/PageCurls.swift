import Foundation
import SegueGeometry
import SegueMotion
import SegueUI

/// The page curls as gallery entries: `transition(from:to:…)` with `.transitionCurlUp` and
/// `.transitionCurlDown` in a custom container (between the built-ins' two screens), the modal
/// `.partialCurl`, and seed 001's animator written "the UIView way" (`panel-curl`).
@MainActor
enum PageCurls {
  /// The curls' duration in the container (UIKit's is the caller's; the flips' 0.75 s).
  nonisolated static let curlDuration: Double = 0.75

  nonisolated static let curlUpEntry = GalleryEntry(
    id: "curl-up", title: "Curl up", seed: BuiltInTransitions.seed,
    summary: "A container curls its first screen up off the second with .transitionCurlUp.",
    duration: curlDuration, intendedDiscontinuities: [BuiltInTransitions.flipKeepsBothScreens],
    makeStage: { makeCurlStage(device: $0, options: .transitionCurlUp) })

  nonisolated static let curlDownEntry = GalleryEntry(
    id: "curl-down", title: "Curl down", seed: BuiltInTransitions.seed,
    summary: "A container uncurls its second screen down over the first with .transitionCurlDown.",
    duration: curlDuration, intendedDiscontinuities: [BuiltInTransitions.flipKeepsBothScreens],
    makeStage: { makeCurlStage(device: $0, options: .transitionCurlDown) })

  nonisolated static let partialCurlEntry = GalleryEntry(
    id: "partial-curl", title: "Modal partial curl", seed: BuiltInTransitions.seed,
    summary:
      "A full-screen presentation with .partialCurl: the screen curls up part-way over options.",
    duration: ModalTransitionStyle.partialCurl.builtInDuration,
    makeStage: { makePartialCurlStage(device: $0) })

  /// Every page-curl entry, in gallery order.
  nonisolated static let entries = [curlUpEntry, curlDownEntry, partialCurlEntry, PanelCurl.entry]

  /// A container showing "First", curling to "Second" with `options` at time 0.
  static func makeCurlStage(device: Device, options: View.AnimationOptions) -> Stage {
    let container = FlipContainerViewController(
      front: ScreenViewController.first(scale: device.scale),
      back: ScreenViewController.second(scale: device.scale))
    let stage = Stage(device: device, rootViewController: container)
    container.flip(options: options, duration: curlDuration)
    return stage
  }

  /// "First" presenting the options screen full screen with `.partialCurl` at time 0.
  static func makePartialCurlStage(device: Device) -> Stage {
    let first = ScreenViewController.first(scale: device.scale)
    let stage = Stage(device: device, rootViewController: first)
    let options = CurlOptionsViewController()
    options.modalPresentationStyle = .fullScreen
    options.modalTransitionStyle = .partialCurl
    first.present(options, animated: true)
    return stage
  }
}
