import Testing
@testable import LayoutLint

/// Patterns from the seventh judged sample (four apps never read before), each re-told in a small
/// controller of our own.
extension PrecisionPatternTests {
    @Test func watchKitNotificationControllersAreNotViewControllers() {
        let source = """
        final class NotificationController: WKUserNotificationInterfaceController {
            override func didReceive(_ notification: UNNotification) {}
            private func render() {}
        }

        final class AlertController: WKUserNotificationHostingController<AlertView> {
            override var body: AlertView { AlertView() }
        }
        """
        #expect(RoleClassifier(outline: outline(source), configuration: .default).checkedTypes().isEmpty)
    }

    @Test func replacingTheRootViewInViewDidLoadPointsAtLoadView() {
        let found = RuleMessageTests.messages("view-setup-in-lifecycle", """
        final class PrologueViewController: UIViewController {
            override func loadView() {
                view = UIView()
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                view = UIView()
            }
        }
        """)
        #expect(found == ["8: viewDidLoad() replaces the root view with a new UIView; make the root view in loadView() instead"])
    }

    @Test func aProtocolsFewMethodsUnderAnotherTitleNeedABlockNotARename() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class SitemapViewController: UIViewController, CellTouchDelegate {
            // MARK: - Private instance methods
            override func viewDidLoad() { super.viewDidLoad() }
            @objc func reload(_ sender: UIRefreshControl) {}
            private func loadPage() {}
            func touchDown() {}
            private func pushSitemap() {}
        }

        // MARK: - Favourites
        extension SitemapViewController: FavouritesDelegate {
            func favouritesDidChange() {}
        }

        protocol CellTouchDelegate: AnyObject {
            func touchDown()
        }

        protocol FavouritesDelegate: AnyObject {
            func favouritesDidChange()
        }
        """)
        #expect(found == [
            "2: 'Private instance methods' holds 1 CellTouchDelegate method among 4 members of other sections; "
                + "give it a block of its own, titled 'CellTouchDelegate'",
        ])
    }

    @Test func aBlockTitledAsTheOverridesOpeningWithTheLifeCycleIsTheLifeCycle() {
        let found = RuleMessageTests.messages("misplaced-member", """
        final class ApplicationLogViewController: UIViewController {
            @IBOutlet private weak var tableView: UITableView!

            // MARK: - Overridden Methods
            override func viewDidLoad() {
                super.viewDidLoad()
                configureNavigation()
                configureTableView()
            }
            private func configureNavigation() {}
            private func configureTableView() {}
        }

        // MARK: - Private Methods
        private extension ApplicationLogViewController {
            func rowAtIndexPath(_ indexPath: IndexPath) -> Row { .clear }
        }
        """)
        // Not "viewDidLoad() belongs in Life Cycle but sits in 'Overridden Methods'": the helpers move.
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.contains("belongs in Private Methods") && $0.contains("sits in 'Overridden Methods'") })
    }

    @Test func overridesOfACollectionControllersDelegateMethodsAreThatProtocols() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class FavoriteListViewController: UICollectionViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }

        // MARK: - UICollectionView
        extension FavoriteListViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        }

        extension FavoriteListViewController: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets { .zero }
        }
        """)
        #expect(found == ["5: 'UICollectionView' mixes methods of UICollectionViewDataSource and UICollectionViewDelegate; "
                          + "give each protocol its own MARK block"])
    }

    @Test func aMemberNextToAnOutOfOrderSectionIsNotToldItBelongsThere() {
        let found = RuleMessageTests.messages("misplaced-member", """
        final class SitemapViewController: UIViewController {
            var pageURL: URL?
            private var isSearching = false
            var relevantPage: Page? { nil }

            // MARK: - Private instance methods
            var isFiltering: Bool { isSearching }
            @IBOutlet private var widgetTableView: UITableView!
            override func viewDidLoad() { super.viewDidLoad() }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
            private func loadPage() {}
            private func reload() {}
        }
        """)
        // The computed property above sits before the life cycle: joining it is no fix.
        #expect(found.contains("7: 'isFiltering' belongs in Getters and Setters (computed property) but sits in "
                               + "'Private instance methods'; move it to the Getters and Setters section"))
    }

    @Test func aTitleMissingItsProtocolsSuffixHeadsThatProtocolsBlock() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class SecurityViewController: UIViewController, KeyBackupPresenterDelegate {
            override func viewDidLoad() { super.viewDidLoad() }

            // MARK: - KeyBackupPresenter
            private func showKeyBackup() {}
            private func pushKeyBackup() {}
            func keyBackupPresenterDidCancel(_ presenter: KeyBackupPresenter) {}
        }

        protocol KeyBackupPresenterDelegate: AnyObject {
            func keyBackupPresenterDidCancel(_ presenter: KeyBackupPresenter)
        }
        """)
        // Not "MARK 'KeyBackupPresenter' is not a title for Private Methods members".
        #expect(found == ["4: MARK 'KeyBackupPresenter' should be exactly the protocol's name, 'KeyBackupPresenterDelegate', "
                          + "so a reader can jump to its definition"])
    }
}
