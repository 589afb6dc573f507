import Testing
@testable import LayoutLint

/// The patterns a judged sample of real findings showed to be wrong, each in a small controller.
@Suite("Precision patterns")
struct PrecisionPatternTests {
    static func roles(_ source: String) -> [String] {
        let classifier = RoleClassifier(outline: outline(source), configuration: .default)
        return classifier.checkedTypes().flatMap(\.members).map { entry in
            "\(entry.member.name): " + classifier.homes(of: entry).map(\.rawValue).joined(separator: "|")
        }
    }

    @Test func handlersWiredByObserverAndActionBlocksAreEventHandlers() {
        let found = Self.roles("""
        final class ReaderViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
                    Task { @MainActor in self?.userDefaultsDidChange() }
                }
                NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: nil, using: { _ in
                    self.reloadTheme()
                    self.reloadFonts()
                })
                navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Share") { [weak self] _ in
                    self?.share()
                })
                reloadFonts()
            }
            func userDefaultsDidChange() {}
            func reloadTheme() {}
            func reloadFonts() {}
            func share() {}
        }
        """)
        // reloadFonts() is also called directly: a helper the block happens to use.
        #expect(found == ["viewDidLoad: lifecycle", "userDefaultsDidChange: event", "reloadTheme: event",
                          "reloadFonts: private", "share: event"])
    }

    @Test func aCompositionAdoptsEachOfItsProtocols() {
        let o = outline("""
        final class AvatarViewController: UIViewController {}
        extension AvatarViewController: UIImagePickerControllerDelegate & UINavigationControllerDelegate {
            func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
        }
        """)
        #expect(o.types[1].inherits == ["UIImagePickerControllerDelegate", "UINavigationControllerDelegate"])
        let classifier = RoleClassifier(outline: o, configuration: .default)
        #expect(classifier.checkedTypes()[0].members.map { "\($0.role.map { "\($0)" } ?? "none")" }
                == ["delegate(UIImagePickerControllerDelegate)"])
    }

    @Test func closureBuiltHelperObjectsHaveTwoHomesButViewsDoNot() {
        let found = Self.roles("""
        final class PinViewController: UIViewController {
            lazy var pin: Observable<String> = { keypad.value.map { $0 } }()
            lazy var formatter: DateFormatter = { let f = DateFormatter(); f.dateStyle = .short; return f }()
            lazy var titleLabel: UILabel = { UILabel() }()
            lazy var shareItem: UIBarButtonItem? = { UIBarButtonItem(systemItem: .action) }()
            lazy var untyped = { UIView() }()
        }
        """)
        #expect(found == ["pin: properties|accessors", "formatter: properties|accessors", "titleLabel: accessors",
                          "shareItem: accessors", "untyped: accessors"])
    }

    @Test func aDashlessMarkUnderASectionTitleIsASubheading() {
        let o = outline("""
        final class ScannerViewController: UIViewController {
            // MARK: - Properties
            private let session: CaptureSession
            // MARK: Outlets
            @IBOutlet private weak var previewView: UIView!

            // MARK: Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }
        }
        """)
        let sections = RoleClassifier(outline: o, configuration: .default).checkedTypes()[0].sections
        // `Outlets` stays in Properties; `Life Cycle` (a section's title) still opens its own.
        #expect(sections.map { "\($0.title ?? "-"):\($0.members.count)" } == ["Properties:2", "Life Cycle:1"])
    }

    @Test func testDoublesAreNotScreens() {
        let o = outline("""
        final class AlertSchedulerTests: XCTestCase {
            final class MockViewController: UIViewController {
                func present() {}
            }
        }
        final class AlertViewController: UIViewController {}
        """)
        #expect(RoleClassifier(outline: o, configuration: .default).checkedTypes().map(\.name) == ["AlertViewController"])
    }

    @Test func factoriesThatWrapTheControllerAreLifeCycle() {
        let found = Self.roles("""
        final class BookmarksViewController: UITableViewController {
            @objc class func instantiate() -> UINavigationController {
                UINavigationController(rootViewController: self.init())
            }
            static func makeDefaults() -> Settings { Settings() }
        }
        """)
        #expect(found == ["instantiate: lifecycle", "makeDefaults: private"])
    }

    @Test func aMemberWhereItsMissingSectionWouldGoNeedsAMarkNotAMove() {
        let found = RuleMessageTests.messages("misplaced-member", """
        final class CircuitViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            var nodes: [Node] = []
            // MARK: Everything else
            override func viewDidLoad() { super.viewDidLoad() }
            private func reload() {}
            private func resize() {}

            // MARK: Actions
            @IBAction func newCircuits() {}
            private func reloadCircuits() {}
        }
        """)
        #expect(found == [
            "5: 'viewDidLoad()' belongs in Life Cycle (UIKit life-cycle method) but sits in 'Everything else'; it already sits "
                + "where Life Cycle goes: add `// MARK: - Life Cycle` above it and move 'Everything else' below it",
            "11: 'reloadCircuits()' belongs in Private Methods (helper method: not life cycle, protocol, event handler or accessor) "
                + "but sits in 'Actions'; move it to the Private Methods section",
        ])
    }

    @Test func aHelperClosingTheClassWithNoHelperSectionNeedsAMark() {
        let found = RuleMessageTests.messages("misplaced-member", """
        final class CircuitViewController: UIViewController {
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }

            // MARK: - Actions
            @IBAction func newCircuits() {}
            private func reloadCircuits() {}
        }
        """)
        #expect(found == [
            "7: 'reloadCircuits()' belongs in Private Methods (helper method: not life cycle, protocol, event handler or accessor) "
                + "but sits in 'Actions'; it already sits where Private Methods goes: add `// MARK: - Private Methods` above it",
        ])
    }

    @Test func aMethodUnderAnotherAdoptedProtocolsMarkIsMovedNotRetitled() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class EditProfileViewController: UITableViewController {
            // MARK: - UITableViewDataSource
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }

            // MARK: - UITableViewDelegate
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        }
        """)
        #expect(found == ["5: 'UITableViewDelegate' holds UITableViewDataSource methods, not UITableViewDelegate's; "
                          + "move them to the UITableViewDataSource block (line 2)"])
    }

    @Test func constraintActivationIsNamedAsSuchAndLocalsAreNotFrames() {
        let found = RuleMessageTests.messages("layout-in-will-appear", """
        final class PermissionViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let center = NotificationCenter.default
                center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                bodyHeight.isActive = true
            }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("6: viewWillAppear(_:) activates a constraint (bodyHeight.isActive)") == true)
    }

    @Test func reactiveBindingsAndConditionalUpdatesAreNotViewSetup() {
        let found = RuleMessageTests.messages("view-setup-in-lifecycle", """
        final class RegistrationViewController: UIViewController {
            @IBOutlet weak var confirmButton: UIButton!
            @IBOutlet weak var statusIcon: UIImageView!
            override func viewDidLoad() {
                super.viewDidLoad()
                confirmButton.rx.action = viewModel.command
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if isDenied {
                    statusIcon.tintColor = .systemRed
                }
                statusIcon.layer.cornerRadius = 4
            }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("13: viewWillAppear(_:) configures the outlet 'statusIcon' (layer.cornerRadius)") == true)
    }

    @Test func closureActionsOfButtonsAndAlertsAreHandlers() {
        let found = Self.roles("""
        final class RecoveryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = MXKBarButtonItem(title: "Cancel", style: .plain) { [weak self] in
                    self?.cancelButtonAction()
                }
                alert.addAction(UIAlertAction(title: "OK", style: .default, handler: { _ in self.confirm() }))
            }
            private func cancelButtonAction() {}
            private func confirm() {}
        }
        """)
        #expect(found == ["viewDidLoad: lifecycle", "cancelButtonAction: event", "confirm: event"])
    }

    @Test func aDashlessPrivateMarkOverStoredPropertiesIsASubheading() {
        let o = outline("""
        final class EnterPinViewController: UIViewController {
            // MARK: - Properties
            @IBOutlet private weak var pinField: UITextField!
            // MARK: Private
            private var attempts = 0
            private let viewModel: PinViewModel

            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }
        }
        """)
        let sections = RoleClassifier(outline: o, configuration: .default).checkedTypes()[0].sections
        #expect(sections.map { "\($0.title ?? "-"):\($0.members.count)" } == ["Properties:3", "Life Cycle:1"])
    }

    @Test func aTwoHomeMemberInAThirdRunOpensItsOwn() {
        let o = outline("""
        final class NutritionViewController: UIViewController {
            private var product: Product?
            override func viewDidLoad() { super.viewDidLoad(); setupViews() }
            @objc func imageUploadProgress(_ notification: Notification) {}
            fileprivate func setupViews() {}
        }
        """)
        let sections = RoleClassifier(outline: o, configuration: .default).checkedTypes()[0].sections
        #expect(sections.map { $0.role.map { "\($0)" } ?? "none" } == ["properties", "lifecycle", "event", "lifecycle"])
        #expect(RuleMessageTests.messages("misplaced-member", String(decoding: o.file.bytes, as: UTF8.self)) == [])
    }

    @Test func aProtocolBlockIsNeverToldToJoinAnotherProtocolsBlock() {
        let found = RuleMessageTests.messages("section-order", """
        final class StatusViewController: UITableViewController {
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }

            // MARK: - Private Methods
            private func reload() {}

            // MARK: - UITableViewDataSource
            override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        }

        // MARK: - ServicesViewModelDelegate
        extension StatusViewController: ServicesViewModelDelegate {
            func servicesDidChange() {}
        }
        """)
        #expect(found.count == 1)
        #expect(found.first.map { !$0.contains("join") } == true)
    }

    @Test func aSetUpHelperThatAddsAndConstrainsSubviewsIsLayoutWork() {
        let found = Self.roles("""
        final class MessagesViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); setupAnnouncementBanner(); setupDataSource() }
            private func setupAnnouncementBanner() {
                view.addSubview(banner)
                NSLayoutConstraint.activate([banner.topAnchor.constraint(equalTo: view.topAnchor)])
            }
            private func setupDataSource() { dataSource.reload() }
        }
        """)
        #expect(found == ["viewDidLoad: lifecycle", "setupAnnouncementBanner: lifecycle|private", "setupDataSource: private"])
    }

    @Test func anOutletOfTheAppsOwnViewIsHandedItsModelNotConfigured() {
        let found = RuleMessageTests.messages("view-setup-in-lifecycle", """
        final class ConfirmBidViewController: UIViewController {
            @IBOutlet weak var previewView: BidDetailsPreviewView!
            @IBOutlet weak var scrollView: UIScrollView!
            override func viewDidLoad() {
                super.viewDidLoad()
                previewView.bidDetails = flow.bidDetails
                previewView.backgroundColor = .black
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                scrollView.contentOffset = .zero
            }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("7: viewDidLoad() configures the outlet 'previewView' (backgroundColor)") == true)
    }

    @Test func aThrowawayViewHandedToAnotherViewBlamesConfiguringThatView() {
        let found = RuleMessageTests.messages("view-setup-in-lifecycle", """
        final class RecentsViewController: BaseTableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.tableView.tableFooterView = UIView()
                let spinner = UIActivityIndicatorView(style: .medium)
                view.addSubview(spinner)
            }
        }
        """)
        // The table is the base class's (or the controller's own view): no getter or didSet to point at.
        #expect(found == [
            "5: viewDidLoad() creates a UIActivityIndicatorView; create it in a lazy getter (Getters and Setters) and only add it here",
        ])
        let own = RuleMessageTests.messages("view-setup-in-lifecycle", """
        @interface UsersViewController : UIViewController
        @property (nonatomic, weak) IBOutlet UITableView *tableView;
        @end

        @implementation UsersViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.tableView.tableFooterView = [[UIView alloc] init];
        }
        @end
        """, path: "UsersViewController.m")
        #expect(own.first?.hasPrefix("8: viewDidLoad sets tableView.tableFooterView to a new UIView: configure 'tableView' where it is built") == true)
    }

    @Test func aTwoHomeMemberOutOfOrderWhereItSitsStaysAStray() {
        // After the life cycle, before the protocol's methods: neither of its homes fits there.
        let found = RuleMessageTests.messages("misplaced-member", """
        final class PlayerViewController: UIViewController, NotificationCategory {
            let api: API
            init(api: API) { self.api = api; super.init(nibName: nil, bundle: nil) }
            deinit {}
            var playerController: AVPlayerViewController? { didSet { oldValue?.removeFromParent() } }
            func start() {}
        }
        protocol NotificationCategory { func start() }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("5: 'playerController' belongs in Getters and Setters or Properties") == true)
    }

    @Test func anObjectiveCActionDeclaredAsIBActionIsAHandlerAndAnEmptyPragmaNamesNothing() {
        let o = SourceParser.parse(SourceFile(path: "RoomViewController.m", text: """
        @interface RoomViewController : UIViewController
        - (IBAction)scrollToBottomAction:(id)sender;
        @end

        @implementation RoomViewController
        #pragma mark -
        - (void)viewDidLoad {
            [super viewDidLoad];
        }

        #pragma mark - Actions
        - (void)scrollToBottomAction:(id)sender {
        }
        @end
        """), readingHeader: false)
        let classifier = RoleClassifier(outline: o, configuration: .default)
        let checked = classifier.checkedTypes()[0]
        #expect(checked.members.map { "\($0.member.selector ?? $0.member.name): \($0.role.map { "\($0)" } ?? "none")" }
                == ["viewDidLoad: lifecycle", "scrollToBottomAction:: event"])
        #expect(checked.sections.map { $0.title ?? "-" } == ["-", "Actions"])
    }

    @Test func anUnmarkedRunWhoseSectionIsTitledElsewhereIsToldToJoinIt() {
        let found = RuleMessageTests.messages("section-mark", """
        final class BrowsingViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }

            private func restoreActivity() {}

            // MARK: - Actions
            @objc private func didTapReload(_ sender: UIButton) {}

            // MARK: - Private Methods
            private func reload() {}
        }
        """)
        #expect(found == ["2: Life Cycle members have no MARK; add `// MARK: - Life Cycle` above them",
                          "4: Private Methods members have no MARK; move them into 'Private Methods' (line 9)"])
    }

    @Test func anInheritedConformanceIsNotOfferedAsAnExtension() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class EnvironmentFormViewController: UITableViewController {
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }

        extension EnvironmentFormViewController {
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        }
        """)
        // The one under Life Cycle is misplaced-member's; the section's title is right.
        #expect(found == ["8: UITableViewDelegate methods have no MARK of their own; add `// MARK: - UITableViewDelegate`"])
    }

    @Test func configurationInsideACallbackClosureIsNotSetUp() {
        let found = RuleMessageTests.messages("view-setup-in-lifecycle", """
        final class SwipeCardViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                cardSwiped.subscribe(onError: { [weak self] _ in
                    self?.titleLabel.textColor = .red
                })
                titleLabel.font = .preferredFont(forTextStyle: .title1)
            }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("8: viewDidLoad() configures the outlet 'titleLabel' (font)") == true)
    }

    @Test func aTableControllersOwnTableAndAnAppViewsStateAreNotSetUp() {
        let found = RuleMessageTests.messages("view-setup-in-lifecycle", """
        final class FormViewController: UITableViewController {
            weak var titleView: SubscriptionTitleView?
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.tableFooterView = UIView(frame: .zero)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                titleView?.state = socket.state
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        }
        """)
        #expect(found == [])
    }

    @Test func titlesNamingInitializersOrActionsAndVisibilitySubheadings() {
        let o = outline("""
        final class ShowDirectoryViewController: UIViewController {
            // MARK: - Properties
            @IBOutlet private weak var tableView: UITableView!
            // MARK: Private
            private var viewModel: DirectoryViewModel!
            private lazy var spinner: UIActivityIndicatorView = { UIActivityIndicatorView(style: .large) }()

            // MARK: - Initialisers
            init(viewModel: DirectoryViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            private func commonInit() {}

            // MARK: - IBActions
            @IBAction private func createRoom(_ sender: UIButton) {}
        }
        """)
        let classifier = RoleClassifier(outline: o, configuration: .default)
        let checked = classifier.checkedTypes()[0]
        #expect(checked.sections.map { "\($0.title ?? "-"):\($0.role.map { "\($0)" } ?? "none"):\($0.members.count)" }
                == ["Properties:properties:3", "Initialisers:lifecycle:2", "IBActions:event:1"])
        #expect(checked.members.first { $0.member.name == "commonInit" }?.role == .lifecycle)
    }
}
