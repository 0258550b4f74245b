#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

#if canImport(ObjectiveC)
  @objc protocol BubbleDelegate: AnyObject {
    @objc optional func bubbleWillOpen(_ bubble: BubbleController)
    @objc optional func bubbleTitle() -> String?
    func bubbleDidClose()
  }
#else
  protocol BubbleDelegate: AnyObject {
    func bubbleWillOpen(_ bubble: BubbleController)
    func bubbleTitle() -> String?
    func bubbleDidClose()
  }

  extension BubbleDelegate {
    func bubbleWillOpen(_ bubble: BubbleController) {}

    func bubbleTitle() -> String? { nil }
  }
#endif

extension Notification.Name {
  static let bubbleShouldClose = Notification.Name("BubbleShouldClose")
}

#if canImport(ObjectiveC)
  @objc(SGBubbleController)
#endif
class BubbleController: UIViewController {
  weak var delegate: BubbleDelegate?
  #if canImport(ObjectiveC)
    @objc
  #endif
  dynamic var progress: CGFloat = 0
  #if canImport(ObjectiveC)
    @IBOutlet
  #endif
  weak var closeButton: UIButton?
  #if canImport(ObjectiveC)
    lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
  #else
    lazy var pan = UIPanGestureRecognizer(target: self, action: Self.panned(_:))
  #endif

  override func viewDidLoad() {
    super.viewDidLoad()
    #if canImport(ObjectiveC)
      closeButton?.addTarget(self, action: #selector(close), for: .touchUpInside)  // close it
    #else
      closeButton?.addTarget(self, action: Self.close, for: .touchUpInside)  // close it
    #endif
    #if canImport(ObjectiveC)
      view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    #else
      view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped))
    #endif
    #if canImport(ObjectiveC)
      NotificationCenter.default.addObserver(
        self, selector: #selector(shouldClose(_:)), name: .bubbleShouldClose, object: nil)
    #else
      NotificationCenter.default.addObserver(
        self, action: Self.shouldClose(_:), name: .bubbleShouldClose, object: nil)
    #endif
    #if canImport(ObjectiveC)
      delegate?.bubbleWillOpen?(self)
    #else
      delegate?.bubbleWillOpen(self)
    #endif
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func panned(_ recognizer: UIPanGestureRecognizer) {}
  #if canImport(ObjectiveC)
    @objc
  #endif
  private func close() { delegate?.bubbleDidClose() }
  #if canImport(ObjectiveC)
    @IBAction
  #endif
  func tapped(_ sender: UITapGestureRecognizer) {}
  #if canImport(ObjectiveC)
    @objc
  #endif
  func shouldClose(_ notification: Notification) {}
}
