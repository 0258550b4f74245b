import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// A view that sets its layer's border from `.label.cgColor` where UIKit's traits are current:
/// in `traitCollectionDidChange(_:)`, as Apple's dark-mode guide asks for layer colours.
@MainActor
private final class BorderedView: View {
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    layer.borderColor = Color.label.cgColor
  }
}

/// A view that fills its bounds with `.label` in `draw(_:)`.
@MainActor
private final class LabelFilledView: View {
  override func draw(_ rect: CGRect) {
    Color.label.setFill()
    BezierPath(rect: bounds).fill()
  }
}

/// The styles a provider was asked for (asked on this test's thread only).
private final class AskedStyles: @unchecked Sendable {
  var styles: [UserInterfaceStyle] = []
}

/// The collection for an appearance, as UIKit's tests of dynamic colours build them.
@MainActor
private func traits(_ style: UserInterfaceStyle, _ level: UserInterfaceLevel = .base)
  -> TraitCollection
{
  TraitCollection(traitsFrom: [
    TraitCollection(userInterfaceStyle: style), TraitCollection(userInterfaceLevel: level),
  ])
}

@MainActor
@Suite("Dynamic colours: the system colours' appearances, and what views resolve when")
struct DynamicColorTests {
  /// Light, dark and dark-elevated values from Apple's HIG colour tables (iOS 13–18) and the
  /// ColorCompatibility tables: typed here from those sources, not from Segue's definitions.
  @Test(arguments: [
    (Color.label, "#000000", "#FFFFFF", "#FFFFFF"),
    (Color.secondaryLabel, "#3C3C4399", "#EBEBF599", "#EBEBF599"),
    (Color.systemBackground, "#FFFFFF", "#000000", "#1C1C1E"),
    (Color.secondarySystemBackground, "#F2F2F7", "#1C1C1E", "#2C2C2E"),
    (Color.systemGroupedBackground, "#F2F2F7", "#000000", "#1C1C1E"),
    (Color.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E", "#2C2C2E"),
    (Color.separator, "#3C3C434A", "#54545899", "#54545899"),
    (Color.opaqueSeparator, "#C6C6C8", "#38383A", "#38383A"),
    (Color.systemBlue, "#007AFF", "#0A84FF", "#0A84FF"),
    (Color.systemRed, "#FF3B30", "#FF453A", "#FF453A"),
    (Color.systemGreen, "#34C759", "#30D158", "#30D158"),
    (Color.systemGray2, "#AEAEB2", "#636366", "#636366"),
    (Color.systemGray6, "#F2F2F7", "#1C1C1E", "#1C1C1E"),
  ])
  func systemColoursResolveAsUIKitsDo(
    color: Color, light: String, dark: String, elevated: String
  ) {
    #expect(color.isDynamic)
    #expect(color.resolvedColor(with: traits(.light)).hexString == light)
    #expect(color.resolvedColor(with: TraitCollection()).hexString == light, "unspecified")
    #expect(color.resolvedColor(with: traits(.dark)).hexString == dark)
    #expect(color.resolvedColor(with: traits(.dark, .elevated)).hexString == elevated)
    #expect(!color.resolvedColor(with: traits(.dark)).isDynamic)
    #expect(color.hexString == light, "a dynamic colour's components are its light values")
  }

  @Test func aProviderIsAskedForTheTraitsAndItsAlphaVariantStaysDynamic() {
    let asked = AskedStyles()
    let color = Color(dynamicProvider: { traits in
      asked.styles.append(traits.userInterfaceStyle)
      return traits.userInterfaceStyle == .dark ? .white : .black
    })
    #expect(color.resolvedColor(with: traits(.dark)) == .white)
    #expect(asked.styles == [.light, .dark], "made once for its light value, then asked")
    let half = color.withAlphaComponent(0.5)
    #expect(half.isDynamic && half == color.withAlphaComponent(0.5))
    #expect(half.resolvedColor(with: traits(.dark)) == Color(white: 1, alpha: 0.5))
    #expect(half.resolvedColor(with: traits(.light)) == Color(white: 0, alpha: 0.5))
    #expect(!Color.black.withAlphaComponent(0.5).isDynamic)
  }

  @Test func aViewsBackgroundFollowsTheAppearanceAndKeepsTheDynamicColour() throws {
    let host = WindowHost()
    let root = ViewController()
    host.window.rootViewController = root
    let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = .systemBackground
    root.view.addSubview(view)
    host.frame()
    #expect(view.layer.backgroundColor == Color(white: 1))
    host.stage.userInterfaceStyle = .dark
    #expect(view.layer.backgroundColor == Color(white: 0))
    #expect(view.backgroundColor == .systemBackground, "the view still answers the dynamic one")
    host.frame()
    let pixel = try host.stage.render(scale: 1).pixel(x: 20, y: 100)
    #expect([pixel.r, pixel.g, pixel.b] == [0, 0, 0])
    host.stage.userInterfaceStyle = .light
    #expect(view.layer.backgroundColor == Color(white: 1))
  }

  @Test func aViewMadeOutsideTheWindowResolvesWhenItEntersADarkOne() {
    let host = WindowHost()
    host.stage.userInterfaceStyle = .dark
    let root = ViewController()
    host.window.rootViewController = root
    let label = Label()
    label.text = "Hi"
    #expect(label.textLayer.foregroundColor == Color(white: 0), "light outside a window")
    root.view.addSubview(label)
    #expect(label.textLayer.foregroundColor == Color(white: 1), "a label's default is .label")
  }

  @Test func anOverrideOnASubviewReachesOnlyItsSubtree() {
    let host = WindowHost()
    let root = ViewController()
    host.window.rootViewController = root
    let dark = View()
    let inside = View()
    let beside = View()
    for view in [dark, inside, beside] { view.backgroundColor = .secondarySystemBackground }
    dark.addSubview(inside)
    root.view.addSubview(dark)
    root.view.addSubview(beside)
    dark.overrideUserInterfaceStyle = .dark
    #expect(dark.layer.backgroundColor?.hexString == "#1C1C1E")
    #expect(inside.layer.backgroundColor?.hexString == "#1C1C1E")
    #expect(beside.layer.backgroundColor?.hexString == "#F2F2F7")
  }

  /// A sheet is elevated: its `systemBackground` is #1C1C1E in the dark, over the base's black.
  @Test func aSheetShowsTheElevatedBackground() {
    let host = WindowHost()
    host.stage.userInterfaceStyle = .dark
    let a = ViewController()
    a.view.backgroundColor = .systemBackground
    host.window.rootViewController = a
    let b = ViewController()
    b.view.backgroundColor = .systemBackground
    a.present(b, animated: true)
    host.advance(to: 1)
    #expect(a.view.layer.backgroundColor?.hexString == "#000000")
    #expect(b.view.layer.backgroundColor?.hexString == "#1C1C1E")
  }

  /// Layers hold plain colours: one made where the traits are current follows them; one made
  /// once, outside, keeps its light value (UIKit's behaviour, and its classic dark-mode bug).
  @Test func layerColoursAreResolvedOnceForTheCurrentTraits() {
    let host = WindowHost()
    let root = ViewController()
    host.window.rootViewController = root
    let following = BorderedView()
    let fixed = View()
    fixed.layer.borderColor = Color.label.cgColor
    root.view.addSubview(following)
    root.view.addSubview(fixed)
    host.stage.userInterfaceStyle = .dark
    #expect(following.layer.borderColor == Color(white: 1))
    #expect(fixed.layer.borderColor == Color(white: 0))
    #expect(TraitCollection.current.userInterfaceStyle == .unspecified, "only while called")
    let dark = traits(.dark)
    #expect(dark.performAsCurrent { Color.label.cgColor } == Color(white: 1))
  }

  @Test func settingTheLayersColourDirectlyEndsTheViewsDynamicBackground() {
    let host = WindowHost()
    let root = ViewController()
    host.window.rootViewController = root
    let view = View()
    root.view.addSubview(view)
    view.backgroundColor = .systemBackground
    view.layer.backgroundColor = .systemRed.cgColor
    host.stage.userInterfaceStyle = .dark
    #expect(view.layer.backgroundColor?.hexString == "#FF3B30")
    #expect(view.backgroundColor?.hexString == "#FF3B30")
    #expect(view.backgroundColor?.isDynamic == false)
  }

  /// `UIStatusBarStyle.default` "automatically chooses light or dark content based on the user
  /// interface style": light content in the dark, for the deciding controller's traits.
  @Test func theDefaultStatusBarStyleFollowsTheAppearance() throws {
    let root = ViewController()
    let stage = Stage.makingWithSystemChrome(true) {
      Stage(device: .iPhone15Pro, rootViewController: root)
    }
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle.isLight == false)
    stage.userInterfaceStyle = .dark
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle.isLight == true)
    root.overrideUserInterfaceStyle = .light
    #expect(stage.window.shownSystemChromeAppearance?.statusBarStyle.isLight == false)
  }

  /// UIKit draws a view's `draw(_:)` again when the appearance changes, with its traits current.
  @Test func drawingIsRedoneForTheNewAppearance() throws {
    let host = WindowHost()
    let root = ViewController()
    host.window.rootViewController = root
    let view = LabelFilledView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
    root.view.addSubview(view)
    host.frame()
    var pixel = try host.stage.render(scale: 1).pixel(x: 20, y: 120)
    #expect([pixel.r, pixel.g, pixel.b] == [0, 0, 0])
    host.stage.userInterfaceStyle = .dark
    host.frame()
    pixel = try host.stage.render(scale: 1).pixel(x: 20, y: 120)
    #expect([pixel.r, pixel.g, pixel.b] == [255, 255, 255])
  }
}
