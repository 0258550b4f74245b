import Foundation

// Foundation's IndexPath exists on Linux but its row/section accessors are UIKit's; Segue
// adds them so that table code ports unchanged. On Apple platforms, a file importing both
// UIKit and Segue would see two definitions — ports replace UIKit, so that does not arise.

extension IndexPath {
  /// A path to `row` in `section` (`init(row:section:)`).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section (the first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section (the second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
