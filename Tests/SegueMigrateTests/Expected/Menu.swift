#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

#if canImport(ObjectiveC)
  @objc public protocol MenuDelegate: AnyObject {
    @objc optional var menuTitle: String? { get }
    @objc optional static func menuDidAppear()
  }
#else
  public protocol MenuDelegate: AnyObject {
    var menuTitle: String? { get }
    static func menuDidAppear()
  }

  extension MenuDelegate {
    public var menuTitle: String? { nil }

    public static func menuDidAppear() {}
  }
#endif

#if canImport(ObjectiveC)
  @objcMembers
#endif
final class MenuController: UIViewController {
  weak var delegate: MenuDelegate?
  #if canImport(ObjectiveC)
    @objc
    lazy var doneTap = UITapGestureRecognizer(target: self, action: #selector(done))
  #else
    lazy var doneTap = UITapGestureRecognizer(target: self, action: Self.done)
  #endif
  lazy var handle: UIView = {
    let handle = UIView()
    #if canImport(ObjectiveC)
      let tap = UITapGestureRecognizer(target: self, action: #selector(MenuController.done))
    #else
      let tap = UITapGestureRecognizer(target: self, action: MenuController.done)
    #endif
    handle.addGestureRecognizer(tap)
    return handle
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    #if canImport(ObjectiveC)
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Done", style: .done, target: self, action: #selector(done))
    #else
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Done", style: .done, target: self, action: Self.done)
    #endif
    if let title = delegate?.menuTitle {
      navigationItem.title = title
    }
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func done() { dismiss(animated: true) }
}
