import Foundation
import SegueGeometry
import SegueUI

extension StatusBarStyle {
  /// The style whose time and icons stand out more on `background` (WCAG 2's relative
  /// luminance: light content when white contrasts more than black): what a screen of that
  /// colour returns from `preferredStatusBarStyle` (issue 20 §4: the dark screens kept the
  /// default dark status bar, 1.8:1 on navy).
  static func legible(on background: Color?) -> StatusBarStyle {
    guard let background else { return .default }
    func linear(_ channel: CGFloat) -> Double {
      let c = Double(channel)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let luminance =
      0.2126 * linear(background.red) + 0.7152 * linear(background.green) + 0.0722
      * linear(background.blue)
    // White's contrast (1.05 / (L + 0.05)) against black's ((L + 0.05) / 0.05).
    return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.05 ? .lightContent : .darkContent
  }
}
