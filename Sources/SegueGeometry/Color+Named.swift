import Foundation

// UIColor's named colours, with UIKit's component values (`UIColor.orange` is (1, 0.5, 0)).
extension Color {
  /// Grey 0, opaque (`UIColor.black`).
  public static let black = Color(white: 0)
  /// Grey 1/3, opaque (`UIColor.darkGray`).
  public static let darkGray = Color(white: 1.0 / 3)
  /// Grey 2/3, opaque (`UIColor.lightGray`).
  public static let lightGray = Color(white: 2.0 / 3)
  /// Grey 1, opaque (`UIColor.white`).
  public static let white = Color(white: 1)
  /// Grey 0.5, opaque (`UIColor.gray`).
  public static let gray = Color(white: 0.5)
  /// RGB (1, 0, 0) (`UIColor.red`).
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// RGB (0, 1, 0) (`UIColor.green`).
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// RGB (0, 0, 1) (`UIColor.blue`).
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// RGB (0, 1, 1) (`UIColor.cyan`).
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// RGB (1, 1, 0) (`UIColor.yellow`).
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// RGB (1, 0, 1) (`UIColor.magenta`).
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// RGB (1, 0.5, 0) (`UIColor.orange`).
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// RGB (0.5, 0, 0.5) (`UIColor.purple`).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// RGB (0.6, 0.4, 0.2) (`UIColor.brown`).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  /// Grey 0 with alpha 0: fully transparent (`UIColor.clear`).
  public static let clear = Color(white: 0, alpha: 0)
}
