import SegueLayers

/// Horizontal alignment of text (`NSTextAlignment`); raw values are UIKit's (iOS).
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
  case left = 0
  case center = 1
  case right = 2
  /// Both edges aligned; the last line is natural.
  case justified = 3
  /// Left for left-to-right scripts, right for right-to-left ones (UIKit's default).
  case natural = 4

  /// The text layer alignment that draws it.
  var alignmentMode: TextLayerAlignmentMode {
    switch self {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
  }
}

/// How a label breaks and truncates lines that do not fit (`NSLineBreakMode`); raw values
/// are UIKit's.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5

  /// The text layer truncation that draws it (wrapping modes truncate nothing).
  var truncationMode: TextLayerTruncationMode {
    switch self {
    case .byTruncatingHead: .start
    case .byTruncatingMiddle: .middle
    case .byTruncatingTail: .end
    case .byWordWrapping, .byCharWrapping, .byClipping: .none
    }
  }
}
