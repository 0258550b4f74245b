import Foundation
import SegueGeometry
import SegueLayers

/// What iOS draws over every app, drawn by a window that shows it (`Window.showsSystemChrome`):
/// the status bar (the time "9:41", signal, Wi-Fi, battery), the Dynamic Island, the home
/// indicator and the display's rounded corners (masked to black), laid out for the window's
/// device and size.
///
/// Its layer sits on the window's layer above every view (the window keeps it on top) and
/// belongs to no subview, so hit testing never reaches it. Its views are named (accessibility
/// identifiers starting "system-chrome") so that presentation trees show it as chrome. The
/// status bar holds its glyphs twice, dark and light, and a change of style cross-fades them,
/// so a change made in an animation block (or along a transition) animates.
@MainActor
final class SystemChromeView: View {
  /// The accessibility identifier of the chrome's root view, as trees show it.
  static let identifier = "system-chrome"
  /// The time the status bar shows (Apple's marketing time).
  static let time = "9:41"
  /// The Dynamic Island's size and distance from the top, points (iPhone 15 Pro, measured).
  static let islandSize = CGSize(width: 126, height: 37)
  static let islandInset: CGFloat = 11
  /// The home indicator's size and distance from the bottom, points (iPhone 15 Pro: 134×5, 8 pt
  /// from the bottom edge).
  static let homeIndicatorSize = CGSize(width: 134, height: 5)
  static let homeIndicatorInset: CGFloat = 8

  let device: Device
  let statusBar = View()
  let darkGlyphs = StatusBarGlyphs(color: Color(white: 0))
  let lightGlyphs = StatusBarGlyphs(color: Color(white: 1))
  let island = View()
  let homeIndicator = View()
  let corners = CornerMaskView()
  private(set) var appearance = SystemChromeAppearance()
  /// Until when (host seconds) the screen counts as touched recently, and the home indicator
  /// stays whatever the controllers prefer.
  var touchedUntil: Double = 0
  /// Whether nothing has touched the screen for `Window.homeIndicatorAutoHideDelay`: the home
  /// indicator hides only then, and only if the controllers allow it (the window sets it,
  /// Window+HomeIndicator.swift).
  var isIdle = false {
    didSet {
      if isIdle != oldValue { applyHomeIndicatorVisibility() }
    }
  }
  /// Whether the home indicator is drawn light (over dark content); the window sets it each
  /// frame from the content behind the indicator.
  var homeIndicatorIsLight = false {
    didSet {
      if homeIndicatorIsLight != oldValue { apply(appearance) }
    }
  }

  init(device: Device) {
    self.device = device
    super.init(frame: CGRect(origin: .zero, size: device.size))
    isUserInteractionEnabled = false
    accessibilityIdentifier = Self.identifier
    statusBar.accessibilityIdentifier = "system-chrome-status-bar"
    statusBar.addSubview(darkGlyphs)
    statusBar.addSubview(lightGlyphs)
    addSubview(statusBar)
    island.backgroundColor = Color(white: 0)
    island.accessibilityIdentifier = "system-chrome-dynamic-island"
    island.isHidden = !device.hasDynamicIsland
    addSubview(island)
    homeIndicator.accessibilityIdentifier = "system-chrome-home-indicator"
    homeIndicator.layer.cornerRadius = Self.homeIndicatorSize.height / 2
    homeIndicator.isHidden = !device.hasHomeIndicator
    addSubview(homeIndicator)
    corners.accessibilityIdentifier = "system-chrome-corners"
    corners.isHidden = device.displayCornerRadius <= 0
    addSubview(corners)
    apply(appearance)
  }

  /// Whether the window's size is held landscape (wider than tall).
  private var isLandscape: Bool { bounds.width > bounds.height }

  /// Whether the status bar shows at all on this device and size: a phone hides it in
  /// landscape (its landscape safe area has no top inset).
  var deviceShowsStatusBar: Bool {
    !(isLandscape && device.landscapeSafeAreaInsets.top == 0)
  }

  /// Shows `appearance`: the status bar's visibility and style, the home indicator's
  /// visibility (hidden when allowed and the screen `isIdle`; its colour follows the content
  /// behind it, `homeIndicatorIsLight`). A change
  /// of the status bar's visibility goes as `animation` says: fading (its alpha), sliding (up
  /// off the screen, its alpha kept), or at once even inside an animation block.
  func apply(_ appearance: SystemChromeAppearance, hidingWith animation: StatusBarAnimation = .fade)
  {
    self.appearance = appearance
    let light = appearance.statusBarStyle.isLight
    let hides = appearance.isStatusBarHidden || !deviceShowsStatusBar
    let hidden = statusBar.alpha == 0 || statusBar.transform != .identity
    if hides != hidden {
      let change = { [statusBar] in
        let slides = animation == .slide
        statusBar.alpha = hides && !slides ? 0 : 1
        statusBar.transform =
          hides && slides
          ? CGAffineTransform(translationX: 0, y: -statusBar.bounds.height) : .identity
      }
      if animation == .none { View.performWithoutAnimation(change) } else { change() }
    }
    darkGlyphs.alpha = light ? 0 : 1
    lightGlyphs.alpha = light ? 1 : 0
    applyHomeIndicatorVisibility()
    homeIndicator.backgroundColor = homeIndicatorIsLight ? Color(white: 1) : Color(white: 0)
  }

  private func applyHomeIndicatorVisibility() {
    homeIndicator.alpha = appearance.isHomeIndicatorHidden && isIdle ? 0 : 1
  }

  override func layoutSubviews() {
    let size = bounds.size
    let barHeight = device.statusBarHeight
    statusBar.frame = CGRect(x: 0, y: 0, width: size.width, height: barHeight)
    for glyphs in [darkGlyphs, lightGlyphs] {
      glyphs.frame = statusBar.bounds
      glyphs.layout(for: device)
    }
    let islandSize = Self.islandSize
    if isLandscape {
      island.frame = CGRect(
        x: Self.islandInset, y: size.height / 2 - islandSize.width / 2, width: islandSize.height,
        height: islandSize.width)
    } else {
      island.frame = CGRect(
        x: size.width / 2 - islandSize.width / 2, y: Self.islandInset, width: islandSize.width,
        height: islandSize.height)
    }
    island.layer.cornerRadius = islandSize.height / 2
    let indicator = Self.homeIndicatorSize
    homeIndicator.frame = CGRect(
      x: size.width / 2 - indicator.width / 2,
      y: size.height - Self.homeIndicatorInset - indicator.height, width: indicator.width,
      height: indicator.height)
    corners.frame = bounds
    corners.radius = device.displayCornerRadius
    apply(appearance)
  }
}

/// The status bar's time and icons in one colour.
@MainActor
final class StatusBarGlyphs: View {
  let time = Label()
  let signal: [View] = (0..<4).map { _ in View() }
  let wifi = ShapeView()
  let battery = View()
  let batteryLevel = View()
  let batteryCap = View()
  let color: Color

  init(color: Color) {
    self.color = color
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    time.text = SystemChromeView.time
    time.textColor = color
    time.textAlignment = .center
    addSubview(time)
    for bar in signal {
      bar.backgroundColor = color
      bar.layer.cornerRadius = 1
      addSubview(bar)
    }
    wifi.shapeLayer.fillColor = color
    addSubview(wifi)
    battery.layer.borderWidth = 1
    battery.layer.borderColor = color.withAlphaComponent(0.4)
    battery.layer.cornerRadius = 4
    addSubview(battery)
    batteryLevel.backgroundColor = color
    batteryLevel.layer.cornerRadius = 2.5
    battery.addSubview(batteryLevel)
    batteryCap.backgroundColor = color.withAlphaComponent(0.4)
    batteryCap.layer.cornerRadius = 1
    addSubview(batteryCap)
  }

  /// Lays the glyphs out in the status bar of `device`: with a Dynamic Island, the time
  /// centred in the left "ear" and the icons in the right one; in a 20 pt bar (iPhone SE) the
  /// time centred between the signal (left) and the battery (right); else (iPad) the time at
  /// the left and the icons at the right.
  func layout(for device: Device) {
    let width = bounds.width
    let midY = device.hasDynamicIsland ? 29.5 : bounds.height / 2
    let fontSize: CGFloat = device.hasDynamicIsland ? 17 : 12
    time.font = .systemFont(ofSize: fontSize, weight: .semibold)
    let timeSize = time.sizeThatFits(.zero)
    let iconsWidth: CGFloat = 18 + 6 + 16 + 6 + 27
    let timeX: CGFloat
    let iconsX: CGFloat
    if device.hasDynamicIsland {
      let ear = (width - SystemChromeView.islandSize.width) / 2
      timeX = ear / 2 - timeSize.width / 2 + 6
      iconsX = width - ear / 2 - iconsWidth / 2 - 4
    } else if device.statusBarHeight <= 20 {
      timeX = width / 2 - timeSize.width / 2
      iconsX = width - 6 - iconsWidth
    } else {
      timeX = 20
      iconsX = width - 20 - iconsWidth
    }
    time.frame = CGRect(
      x: timeX, y: midY - timeSize.height / 2, width: timeSize.width, height: timeSize.height)
    // Signal: four bars rising, 3 pt wide, 1.5 pt apart, 4…11 pt tall, bottoms aligned; then
    // Wi-Fi and the battery (in a 20 pt bar the signal and Wi-Fi sit at the left edge).
    let isCompact = device.statusBarHeight <= 20 && !device.hasDynamicIsland
    let signalX = isCompact ? 6 : iconsX
    for (index, bar) in signal.enumerated() {
      let height = 4 + CGFloat(index) * 7 / 3
      bar.frame = CGRect(
        x: signalX + CGFloat(index) * 4.5, y: midY + 5.5 - height, width: 3, height: height)
    }
    wifi.frame = CGRect(x: signalX + 24, y: midY - 6, width: 16, height: 11.5)
    wifi.shapeLayer.path = Self.wifiPath(in: wifi.bounds)
    let batteryX = isCompact ? width - 6 - 27 : iconsX + 46
    battery.frame = CGRect(x: batteryX, y: midY - 6, width: 25, height: 12)
    batteryLevel.frame = battery.bounds.insetBy(dx: 2, dy: 2)
    batteryCap.frame = CGRect(x: battery.frame.maxX + 1, y: midY - 2, width: 1.5, height: 4)
  }

  /// Three Wi-Fi arcs (sectors of 90° about the bottom centre) and the dot below them.
  private static func wifiPath(in rect: CGRect) -> Path {
    let path = BezierPath()
    let center = CGPoint(x: rect.midX, y: rect.maxY)
    let start = -CGFloat.pi * 3 / 4
    let end = -CGFloat.pi / 4
    for (outer, inner) in [(11.5, 8.7), (7.6, 4.9)] as [(CGFloat, CGFloat)] {
      path.addArc(
        withCenter: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
      path.addArc(
        withCenter: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
      path.close()
    }
    path.move(to: center)
    path.addArc(withCenter: center, radius: 3.6, startAngle: start, endAngle: end, clockwise: true)
    path.close()
    return path.cgPath
  }
}

/// A view drawing a filled path (its layer is a `ShapeLayer`).
@MainActor
final class ShapeView: View {
  override class var layerClass: AnyClass { ShapeLayer.self }
  var shapeLayer: ShapeLayer {
    guard let shape = layer as? ShapeLayer else { preconditionFailure("ShapeView's layer") }
    return shape
  }
}

/// Black outside a rounded rectangle the size of the view: the display's corners.
@MainActor
final class CornerMaskView: View {
  override class var layerClass: AnyClass { ShapeLayer.self }

  var radius: CGFloat = 0 {
    didSet { updatePath() }
  }

  override var frame: CGRect {
    didSet { updatePath() }
  }

  private func updatePath() {
    guard let shape = layer as? ShapeLayer else { return }
    let path = BezierPath(rect: bounds)
    path.append(BezierPath(roundedRect: bounds, cornerRadius: radius))
    shape.fillRule = .evenOdd
    shape.fillColor = Color(white: 0)
    shape.path = path.cgPath
  }
}
