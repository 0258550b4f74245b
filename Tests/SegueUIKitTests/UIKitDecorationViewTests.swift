import SegueUIKit
import Testing

// A section background as iOS code writes it: a flow layout subclass registering a
// `UICollectionReusableView` subclass and adding `UICollectionViewLayoutAttributes(
// forDecorationViewOfKind:with:)` to its elements.

private final class CardBackground: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 10
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class CardLayout: UICollectionViewFlowLayout {
  static let background = "card-background"

  override init() {
    super.init()
    register(CardBackground.self, forDecorationViewOfKind: Self.background)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var attributes = super.layoutAttributesForElements(in: rect) ?? []
    if let background = layoutAttributesForDecorationView(
      ofKind: Self.background, at: IndexPath(item: 0, section: 0)),
      background.frame.intersects(rect)
    {
      attributes.append(background)
    }
    return attributes
  }

  override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let collectionView, collectionView.numberOfItems(inSection: 0) > 0,
      let first = layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    else { return nil }
    let last = collectionView.numberOfItems(inSection: 0) - 1
    let end = layoutAttributesForItem(at: IndexPath(item: last, section: 0))?.frame ?? first.frame
    let attributes = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: elementKind, with: indexPath)
    attributes.frame = first.frame.union(end).insetBy(dx: -8, dy: -8)
    attributes.zIndex = -1
    return attributes
  }
}

private final class CardsViewController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 4 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

@MainActor
@Suite("UIKit's decoration view spelling over Segue")
struct UIKitDecorationViewTests {
  @Test func theLayoutsBackgroundIsMadeByTheCollectionViewBelowTheCells() throws {
    let layout = CardLayout()
    layout.itemSize = CGSize(width: 361, height: 60)
    layout.minimumLineSpacing = 0
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let controller = CardsViewController(collectionViewLayout: layout)
    let stage = Stage(device: .iPhone15Pro, rootViewController: controller)
    try stage.runUntilIdle()
    let collectionView = controller.collectionView
    let backgrounds = collectionView.subviews.compactMap { $0 as? CardBackground }
    #expect(backgrounds.count == 1)
    // Four rows of 60 from y 16, 16 pt in: 16…377 × 16…256, 8 pt larger all round.
    #expect(backgrounds.first?.frame == CGRect(x: 8, y: 8, width: 377, height: 256))
    #expect(collectionView.subviews.first === backgrounds.first, "below every cell")
  }
}
