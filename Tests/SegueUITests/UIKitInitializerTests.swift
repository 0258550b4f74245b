import Foundation
import Testing

@testable import SegueUI

// UIKit's initializer patterns, written as iOS code writes them: they must compile, and run.

/// `super.init(nibName: nil, bundle: nil)` from a custom initializer, with the
/// `required init?(coder:)` every UIKit subclass carries.
@MainActor
private final class ModelController: ViewController {
  let model: String
  init(model: String) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Overriding both designated initializers, calling `super.init(coder:)`.
@MainActor
private class OverridingController: ViewController {
  var setUp = false
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp = true
  }
  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    setUp = true
  }
}

/// A view overriding `init(frame:)`, with `required init?(coder:)`; `CardView()` still works.
@MainActor
private final class CardView: View {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemTeal
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A cell built in code, UIKit's way.
@MainActor
private final class CardCell: TableViewCell {
  let titleLabel = Label()
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
private final class CardSource: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
    (cell as? CardCell)?.titleLabel.text = "Card \(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite("UIKit's initializers: nibName/bundle, coder, table cells")
struct UIKitInitializerTests {
  @Test func controllersInitializeWithoutANib() {
    let controller = ModelController(model: "m")
    #expect(controller.model == "m" && controller.view.bounds.width > 0)
    #expect(OverridingController(nibName: nil, bundle: nil).setUp)
    #expect(ViewController(nibName: nil, bundle: .main).isViewLoaded == false)
  }

  @Test func decodingFromAnArchiveFailsAsSegueHasNone() {
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    #expect(OverridingController(coder: coder) == nil)
    #expect(ViewController(coder: coder) == nil && View(coder: coder) == nil)
  }

  @Test func viewsOverridingInitFrameKeepInit() {
    let card = CardView()
    #expect(card.frame == .zero && card.backgroundColor == .systemTeal)
  }

  @Test func tablesMakeCellsThroughTheirInitStyleOverride() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let source = CardSource()
    table.register(CardCell.self, forCellReuseIdentifier: "card")
    table.dataSource = source
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CardCell
    #expect(cell?.titleLabel.text == "Card 1" && cell?.reuseIdentifier == "card")
  }

  @Test func theDefaultCellHasATextLabelInItsMargins() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.textLabel?.text = "Row"
    cell.layoutIfNeeded()
    #expect(cell.textLabel?.superview === cell.contentView)
    #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))
    #expect(cell.textLabel?.font == .preferredFont(forTextStyle: .body))
  }
}
