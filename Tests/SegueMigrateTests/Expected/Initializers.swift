#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

final class SpinnerLayer: CAShapeLayer {
  var spins = 0

  init(frame: CGRect) {
    super.init()
    self.frame = frame
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  #if canImport(ObjectiveC)
    override init(layer: Any) {
      super.init(layer: layer)
      spins = (layer as? SpinnerLayer)?.spins ?? 0
    }
  #else
    required init(layer: Any) {
      super.init(layer: layer)
      spins = (layer as? SpinnerLayer)?.spins ?? 0
    }

    required init() {
      super.init()
    }
  #endif
}

final class TintLayer: CALayer {
  var tint = 0.5

  #if canImport(ObjectiveC)
    override init() {
      super.init()
    }
  #else
    required init() {
      super.init()
    }
  #endif

  #if canImport(ObjectiveC)
    override init(layer: Any) {
      super.init(layer: layer)
    }
  #else
    required init(layer: Any) {
      super.init(layer: layer)
    }
  #endif

  required init?(coder: NSCoder) {
    #if canImport(ObjectiveC)
      super.init(coder: coder)
    #else
      super.init()
    #endif
  }
}

final class CardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  required init?(coder aDecoder: NSCoder) {
    #if canImport(ObjectiveC)
      super.init(coder: aDecoder)
    #else
      super.init(frame: .zero)
    #endif
    setup()
  }

  private func setup() {
    backgroundColor = .white
  }
}

#if canImport(ObjectiveC)
  @objc protocol CardSource: AnyObject {
    @objc optional var scrollViewForCard: UIScrollView { get }
    @objc optional func cardCount() -> Int
  }
#else
  protocol CardSource: AnyObject {
    var scrollViewForCard: UIScrollView? { get }
    func cardCount() -> Int?
  }

  extension CardSource {
    var scrollViewForCard: UIScrollView? { nil }

    func cardCount() -> Int? { nil }
  }
#endif

final class CardReader {
  func count(of source: CardSource) -> Int {
    #if canImport(ObjectiveC)
      source.cardCount?() ?? 0
    #else
      source.cardCount() ?? 0
    #endif
  }
}

@MainActor
final class Pulse {
  var timer: Timer?
  var beats = 0

  func start() {
    #if canImport(ObjectiveC)
      timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
        self?.beats += 1
      }
    #else
      timer = Timer.stageTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
        self?.beats += 1
      }
    #endif
  }
}
