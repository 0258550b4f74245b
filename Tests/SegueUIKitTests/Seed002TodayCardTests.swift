import SegueUIKit
import Testing

@MainActor
@Suite("Seed 002: the App Store Today card, as iOS source")
struct Seed002TodayCardTests {
  @Test func eachScreenAnimatesItsOwnMoveInOneSecond() {
    let today = SeedCardTodayViewController()
    let info = SeedCardInfoViewController()
    let navigation = UINavigationController(rootViewController: today)
    #expect(
      today.transitionDuration(using: nil) == 1.0 && info.transitionDuration(using: nil) == 1.0)
    let push = today.navigationController(
      navigation, animationControllerFor: .push, from: today, to: info)
    let pop = info.navigationController(
      navigation, animationControllerFor: .pop, from: info, to: today)
    #expect(push === today && pop === info)
  }

  @Test func aPressedCardShrinksToFourFifthsAndComesBack() throws {
    let window = UIWindow(device: .iPhone15Pro)
    let today = SeedCardTodayViewController()
    window.rootViewController = UINavigationController(rootViewController: today)
    today.view.layoutIfNeeded()
    let indexPath = IndexPath(row: 0, section: 0)
    let cell = try #require(today.tableView.cellForRow(at: indexPath) as? SeedCardTodayCell)
    #expect(
      cell.contentL.text == "Card 1"
        && cell.typeL.font == .preferredFont(forTextStyle: .subheadline))
    #expect(today.tableView(today.tableView, shouldHighlightRowAt: indexPath))
    #expect(today.selectIndexPath == indexPath)
    #expect(cell.transform == CGAffineTransform(scaleX: 0.8, y: 0.8), "the model value, at once")
    today.tableView(today.tableView, didUnhighlightRowAt: indexPath)
    #expect(cell.transform == .identity)
  }

  @Test func selectingACardPushesTheDetailWithTheListAsDelegate() {
    let window = UIWindow(device: .iPhone15Pro)
    let today = SeedCardTodayViewController()
    let navigation = UINavigationController(rootViewController: today)
    window.rootViewController = navigation
    today.tableView(today.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
    #expect(navigation.delegate === today)
    #expect(
      (navigation.topViewController as? SeedCardInfoViewController)?.selectIndexPath?.row == 2)
  }

  @Test func theDetailHasABlurredBackgroundAndACloseButton() throws {
    let info = SeedCardInfoViewController()
    info.loadViewIfNeeded()
    let blur = try #require(info.view.subviews.first as? UIVisualEffectView)
    #expect((blur.effect as? UIBlurEffect)?.style == .light)
    #expect(info.closeBtn.allTargets.contains { $0 === info })
    #expect(info.closeBtn.image(for: .normal) != nil, "the xmark symbol")
  }

  @Test func copiedLabelsKeepTextFontColourAndFrame() {
    let label = UILabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    label.text = "GAME"
    label.font = .boldSystemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.alpha = 0.5
    let copy = seedCardCopyLabel(label)
    #expect(copy !== label && copy.text == "GAME" && copy.font == label.font && copy.alpha == 0.5)
    #expect(
      copy.frame == label.frame && copy.textColor == .secondaryLabel
        && copy.textAlignment == .center)
  }
}
