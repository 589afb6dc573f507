import Testing
@testable import LayoutLint

/// Patterns from the eleventh judged sample (five apps never read before, and the thirteen earlier
/// ones), re-told.
extension PrecisionPatternTests {
    @Test func twoUnmarkedRunsOfOneProtocolAreNotEachOthersBlock() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class SettingsViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }

        extension SettingsViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        }
        """)
        #expect(found.allSatisfy { !$0.contains("move them to the") })
        #expect(found.contains { $0.contains("add `// MARK: - UITableViewDelegate`") })
    }

    @Test func anObjectiveCPropertiesMarkHeadsGettersAndSetters() {
        let found = RuleMessageTests.messages("section-mark", """
        @interface VLCPlayerDisplayController : UIViewController
        @property (nonatomic) UIView *miniPlaybackView;
        @end

        @implementation VLCPlayerDisplayController
        - (void)viewDidLoad { [super viewDidLoad]; }

        #pragma mark - properties
        - (UIView *)miniPlaybackView
        {
            if (!_miniPlaybackView) {
                _miniPlaybackView = [[UIView alloc] init];
            }
            return _miniPlaybackView;
        }
        @end
        """, path: "VLCPlayerDisplayController.m")
        #expect(found.contains { $0.hasPrefix("8: MARK 'properties' is not a title for Getters and Setters members") })
    }

    @Test func stateResetOnEachAppearanceIsNotSetUp() {
        let found = RuleMessageTests.messages("view-setup-in-lifecycle", """
        final class ActionSheet: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                mainStackView.isHidden = true
                dimmedView.alpha = 0
                textView.contentOffset.y = 0
                cardView.transform = CGAffineTransform(translationX: 0, y: 300)
            }

            private lazy var mainStackView: UIStackView = { UIStackView() }()
            private lazy var dimmedView: UIView = { UIView() }()
            private lazy var textView: UITextView = { UITextView() }()
            private lazy var cardView: UIView = { UIView() }()
        }
        """)
        #expect(found.isEmpty)
    }

    @Test func aSelectorAskedAboutOrCalledAtOnceIsNoEventWiring() {
        let found = Self.roles("""
        final class OpenInViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if responds(to: #selector(refresh)) { refresh() }
                perform(#selector(openURL(_:)), with: url)
                perform(#selector(dismissLater), with: nil, afterDelay: 2)
            }
            @objc func refresh() {}
            @objc func openURL(_ url: URL) {}
            @objc func dismissLater() {}
        }
        """)
        #expect(found == ["viewWillAppear: lifecycle", "refresh: private", "openURL: private", "dismissLater: event"])
    }

    @Test func aMethodHandedOverAsAnActionIsAHandler() {
        let found = Self.roles("""
        final class ChannelActionsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                rows = [ActionRow(title: "Share", action: shareRoom), ActionRow(title: "Files", action: self.showFiles)]
                reload()
            }
            func shareRoom() {}
            func showFiles() {}
            func reload() {}
        }
        """)
        #expect(found == ["viewDidLoad: lifecycle", "shareRoom: event", "showFiles: event", "reload: private"])
    }

    @Test func aVoidMethodNamedLikeAnInitializerIsAHelper() {
        let found = Self.roles(in: """
        @interface VLCPlayerDisplayController : UIViewController
        @end

        @implementation VLCPlayerDisplayController
        - (instancetype)initWithServices:(id)services { return [super init]; }
        - (void)initQueueViewController { }
        @end
        """, path: "VLCPlayerDisplayController.m")
        #expect(found == ["init: lifecycle", "initQueueViewController: private"])
    }

    @Test func buildersTakingArgumentsAndUnusedMenuBuildersAreHelpers() {
        let found = Self.roles("""
        final class GameCollectionViewController: UICollectionViewController {
            override func viewDidLoad() { super.viewDidLoad() }
            private func actions(for game: Game) -> [UIAction] { [] }
            private func statusCell(for collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
            private func makeFooterView() -> UIView { UIView() }
        }
        """)
        #expect(found == ["viewDidLoad: lifecycle", "actions: private", "statusCell: private", "makeFooterView: accessors|private"])
    }

    /// `roles(_:)` for a file of another name (an Objective-C `.m`).
    static func roles(in source: String, path: String) -> [String] {
        let classifier = RoleClassifier(outline: SourceParser.parse(SourceFile(path: path, text: source), readingHeader: false), configuration: .default)
        return classifier.checkedTypes().flatMap(\.members).map { entry in
            "\(entry.member.name): " + classifier.homes(of: entry).map(\.rawValue).joined(separator: "|")
        }
    }

    @Test func lifeCycleOpeningAMixedBlockAfterOutOfOrderGettersNeedsAMark() {
        let found = RuleMessageTests.messages("misplaced-member", """
        final class SidebarViewController: UIViewController {
            private var loading = false
            private lazy var tabBarController: TabBarViewController = { TabBarViewController() }()

            // MARK: Functions
            override func viewDidLoad() { super.viewDidLoad() }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
            @objc func windowDidResize(_ notification: Notification) {}
            @objc func windowWillEnterFullScreen(_ notification: Notification) {}
            @objc func windowWillExitFullScreen(_ notification: Notification) {}

            // MARK: - Private
            private func configureExpandButton() {}
        }
        """)
        #expect(found == [
            "6: 'viewDidLoad()' belongs in Life Cycle (UIKit life-cycle method) but sits in 'Functions'; it already sits "
                + "where Life Cycle goes: add `// MARK: - Life Cycle` above it and move 'Functions' below it",
            "7: 'viewDidAppear(_:)' belongs in Life Cycle (UIKit life-cycle method) but sits in 'Functions'; it already sits "
                + "where Life Cycle goes: add `// MARK: - Life Cycle` above 'viewDidLoad()' (line 6) and move 'Functions' below them",
        ])
    }
}
