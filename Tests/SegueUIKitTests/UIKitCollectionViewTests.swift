import SegueUIKit
import Testing

// A grid → list app as iOS code writes it (UIKit's names, `override`s of the controller's
// data source and delegate methods, a cell overriding `init(frame:)` and `init?(coder:)`).

private final class PhotoCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.frame = contentView.bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private class PhotosViewController: UICollectionViewController {
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 20 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    (cell as? PhotoCell)?.label.text = "\(indexPath.item)"
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selected.append(indexPath)
    let list = UICollectionViewFlowLayout()
    list.itemSize = CGSize(width: 361, height: 60)
    list.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let next = PhotosViewController(collectionViewLayout: list)
    next.useLayoutToLayoutNavigationTransitions = true
    navigationController?.pushViewController(next, animated: true)
  }
}

@MainActor
@Suite("UIKit's collection view spelling over Segue")
struct UIKitCollectionViewTests {
  @Test func aLayoutToLayoutPushCompilesAndSharesTheCollectionView() throws {
    let grid = UICollectionViewFlowLayout()
    grid.itemSize = CGSize(width: 100, height: 100)
    let root = PhotosViewController(collectionViewLayout: grid)
    let navigation = UINavigationController(rootViewController: root)
    let stage = Stage(device: .iPhone15Pro, rootViewController: navigation)
    root.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false)
    root.collectionView(root.collectionView, didSelectItemAt: IndexPath(item: 3, section: 0))
    try stage.runUntilIdle()
    let pushed = try #require(navigation.topViewController as? PhotosViewController)
    #expect(pushed !== root && pushed.collectionView === root.collectionView)
    let cell = try #require(root.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.frame.size == CGSize(width: 361, height: 60))
    #expect((cell as? PhotoCell)?.label.text == "0")
  }
}

// Section headers as iOS code writes them: a `UICollectionReusableView` subclass, the
// controller's `viewForSupplementaryElementOfKind` override, the flow delegate's size.

private final class TitleHeader: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.frame = bounds
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class SectionsViewController: PhotosViewController,
  UICollectionViewDelegateFlowLayout
{
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(
      TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    (header as? TitleHeader)?.label.text = "Section \(indexPath.section)"
    return header
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: 44)
  }
}

@MainActor
@Suite("UIKit's section header spelling over Segue")
struct UIKitCollectionHeaderTests {
  @Test func headersFromTheControllersOverrideSitAboveEachSection() throws {
    let grid = UICollectionViewFlowLayout()
    grid.itemSize = CGSize(width: 100, height: 100)
    let controller = SectionsViewController(collectionViewLayout: grid)
    let stage = Stage(device: .iPhone15Pro, rootViewController: controller)
    try stage.runUntilIdle()
    let collectionView = controller.collectionView
    let headers = collectionView.visibleSupplementaryViews(
      ofKind: UICollectionElementKindSectionHeader)
    #expect(headers.compactMap { ($0 as? TitleHeader)?.label.text } == ["Section 0", "Section 1"])
    #expect(headers.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.minY == 44, "the items start under the header")
  }
}
