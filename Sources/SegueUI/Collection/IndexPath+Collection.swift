import Foundation

// UIKit adds `item` to Foundation's IndexPath for collection views (as it adds `row` for
// tables; see IndexPath+Table.swift). Both name the second index.

extension IndexPath {
  /// A path to `item` in `section` (`init(item:section:)`).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item within the section (the second index; the same as `row`).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
