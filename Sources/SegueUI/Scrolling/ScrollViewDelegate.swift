import Foundation

/// The object told about a scroll view's scrolling (`UIScrollViewDelegate`). Every method is
/// optional: the extension gives each an empty default, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, by a drag, a deceleration or code (`scrollViewDidScroll(_:)`).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag is about to scroll the content (`scrollViewWillBeginDragging(_:)`).
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted; `decelerate` says whether the content keeps moving (a deceleration
  /// or a spring back from past an edge) (`scrollViewDidEndDragging(_:willDecelerate:)`).
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on its own (`scrollViewWillBeginDecelerating(_:)`).
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest after moving on its own (`scrollViewDidEndDecelerating(_:)`).
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated `setContentOffset(_:animated:)` arrived
  /// (`scrollViewDidEndScrollingAnimation(_:)`).
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
