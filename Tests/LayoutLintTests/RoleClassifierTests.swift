import Testing
@testable import LayoutLint

/// Role and reason of every member of the first checked type, as "name: role".
func roles(_ source: String, configuration: Configuration = .default) -> [String] {
    let o = outline(source)
    let checked = RoleClassifier(outline: o, configuration: configuration).checkedTypes()
    return checked.first?.members.map { "\($0.member.signature ?? $0.member.name): \($0.role.map { "\($0)" } ?? "none")" } ?? []
}

@Suite("Role classification")
struct RoleClassifierTests {
    @Test func onlyControllersAreCheckedByDefault() {
        let o = outline("""
        class ProfileViewController: UIViewController {}
        class Cell: UITableViewCell {}
        struct Model {}
        final class Coordinator: NSObject {}
        class Sub: ProfileViewController {}
        """)
        let names = RoleClassifier(outline: o, configuration: .default).checkedTypes().map(\.name)
        #expect(names == ["ProfileViewController", "Sub"])
    }

    @Test func everyKindOfMember() {
        let result = roles("""
        class ProfileViewController: UIViewController, UITableViewDataSource, HeaderViewDelegate {
            @IBOutlet weak var nameLabel: UILabel! { didSet { nameLabel.font = .title } }
            private let service: Service
            init(service: Service) { self.service = service; super.init(nibName: nil, bundle: nil) }
            override func viewDidLoad() { super.viewDidLoad(); button.addTarget(self, action: #selector(save), for: .touchUpInside) }
            override var prefersStatusBarHidden: Bool { true }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            @objc func save() {}
            @objc func didPinch(_ gesture: UIPinchGestureRecognizer) {}
            @IBAction func close(_ sender: Any) {}
            func format(_ date: Date) -> String { "" }
            lazy var button: UIButton = { UIButton() }()
            var isEmpty: Bool { service.items.isEmpty }
            var items: [Int] = [] { didSet { reload() } }
            enum Section { case main }
        }

        extension ProfileViewController: HeaderViewDelegate {
            func headerDidTapAvatar(_ header: HeaderView) {}
        }
        """)
        #expect(result == [
            "nameLabel: properties", "service: properties", "init(service:): lifecycle", "viewDidLoad(): lifecycle",
            "prefersStatusBarHidden: none", "prepare(for:sender:): none",
            "tableView(_:numberOfRowsInSection:): delegate(UITableViewDataSource)", "save(): event",
            "didPinch(_:): event", "close(_:): event", "format(_:): private", "button: accessors", "isEmpty: accessors",
            "items: accessors", "Section: none", "headerDidTapAvatar(_:): delegate(HeaderViewDelegate)",
        ])
    }

    @Test func lazyStateAndFactoriesAreWhereExpertsPutThem() {
        let result = roles("""
        final class ProfileViewController: UIViewController {
            private lazy var viewModel = ProfileViewModel(service: service)
            private lazy var saveButton = UIButton(type: .system)
            private lazy var avatarView: AvatarView = makeAvatar()
            static func make(userID: String) -> ProfileViewController { ProfileViewController() }
            class func instantiate() -> Self { fatalError() }
            static func formatted(_ name: String) -> String { name }
        }
        """)
        #expect(result == ["viewModel: properties", "saveButton: accessors", "avatarView: accessors",
                           "make(userID:): lifecycle", "instantiate(): lifecycle", "formatted(_:): private"])
    }

    /// Found on NetNewsWire: a controller implementing a protocol declared above it.
    @Test func protocolsDeclaredInTheSameFileAreKnown() {
        let result = roles("""
        protocol AddAccountDismissDelegate: UIViewController {
            func dismiss()
        }

        final class AddAccountViewController: UITableViewController, AddAccountDismissDelegate {
            func dismiss() {}
            func reload() {}
        }
        """)
        #expect(result == ["dismiss(): delegate(AddAccountDismissDelegate)", "reload(): private"])
    }

    @Test func objcMethodsUnderEventResponseAreHandlersEvenWhenWiredElsewhere() {
        let result = roles("""
        final class ComposeViewController: UIViewController {
            // MARK: - Event Response
            @objc func didTapSend() {}
            func validate() {}
        }
        """)
        #expect(result == ["didTapSend(): event", "validate(): private"])
    }

    @Test func aKnownProtocolsBlockDoesNotAbsorbHelpers() {
        let result = roles("""
        class WebViewController: UIViewController {}

        // MARK: - WKNavigationDelegate
        extension WebViewController: WKNavigationDelegate {
            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
            private func showError(_ error: Error) {}
        }

        // MARK: - ComposerDelegate
        extension WebViewController {
            func composerDidFinish(_ composer: Composer) {}
        }
        """)
        #expect(result == ["webView(_:didFinish:): delegate(WKNavigationDelegate)", "showError(_:): private",
                           "composerDidFinish(_:): private"])
    }

    @Test func inheritedProtocolMethodsAndImplicitConformances() {
        let result = roles("""
        class ListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }
        """)
        #expect(result == ["tableView(_:numberOfRowsInSection:): delegate(UITableViewDataSource)",
                           "scrollViewDidScroll(_:): delegate(UITableViewDelegate)"])
    }

    @Test func untitledStretchesSplitIntoImplicitSectionsByRole() {
        let o = outline("""
        class LoginViewController: UIViewController {
            private let api: API
            private var token: String?
            override func viewDidLoad() { super.viewDidLoad() }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            @objc private func didTapLogin(_ sender: UIButton) {}
            struct Nested {}
            @objc private func didTapForgot(_ sender: UIButton) {}
            // MARK: - Getters and Setters
            private lazy var field = UITextField()
        }
        """)
        let sections = RoleClassifier(outline: o, configuration: .default).checkedTypes()[0].sections
        #expect(sections.map { $0.role.map { "\($0)" } ?? "none" } == ["properties", "lifecycle", "event", "accessors"])
        #expect(sections.map(\.members.count) == [2, 2, 3, 1])
        #expect(sections.map(\.title) == [nil, nil, nil, "Getters and Setters"])
    }

    @Test func fileLevelMarkTitlesTheExtensionAfterIt() {
        let o = outline("""
        class AViewController: UIViewController {}

        // MARK: - Event Response
        extension AViewController {
            @objc func didTap(_ sender: UIButton) {}
        }
        """)
        let sections = RoleClassifier(outline: o, configuration: .default).checkedTypes()[0].sections
        #expect(sections.last?.title == "Event Response")
        #expect(sections.last?.role == .event)
    }

    @Test func viewTargetWhenEnabled() throws {
        let json = #"{"targets": {"views": {"enabled": true}}}"#
        let configuration = try ConfigurationLoader.load(userJSON: Array(json.utf8), path: "rules.json")
        let result = roles("""
        final class AvatarCell: UITableViewCell {
            override func prepareForReuse() { super.prepareForReuse() }
            override func layoutSubviews() { super.layoutSubviews() }
        }
        """, configuration: configuration)
        #expect(result == ["prepareForReuse(): lifecycle", "layoutSubviews(): lifecycle"])
    }

    @Test func theSuperclassChainDecidesWhatIsAViewController() {
        let o = outline("""
        final class PinLockController: LockController {}
        final class ComposeController: DraftController { override func viewDidLoad() { super.viewDidLoad() } }
        final class GlanceController: WKInterfaceController {}
        final class CardPresentationController: UIPresentationController {}
        final class SettingsScreen: AppScreen {}
        final class PagesViewController: PagingViewController {}
        final class ProfileViewController: UIViewController {}
        """)
        var project = ProjectIndex()
        project.add(.init(name: "LockController", superclass: nil, conformances: [], path: "Lock.swift", line: 1))
        project.add(.init(name: "AppScreen", superclass: "BaseViewController", conformances: [], path: "AppScreen.swift", line: 1))
        project.add(.init(name: "BaseViewController", superclass: "UIViewController", conformances: [], path: "Base.swift", line: 1))
        let names = RoleClassifier(outline: o, configuration: .default, project: project).checkedTypes().map(\.name)
        // SettingsScreen matches no pattern itself, but its chain reaches UIViewController; the
        // pager's chain is unknown (a dependency), so its name decides.
        #expect(names == ["ComposeController", "SettingsScreen", "PagesViewController", "ProfileViewController"])
        // Alone, a chain ending in an unknown "…Controller" counts only for a class that overrides something.
        let alone = RoleClassifier(outline: o, configuration: .default).checkedTypes().map(\.name)
        #expect(alone == ["ComposeController", "PagesViewController", "ProfileViewController"])
    }

    @Test func onlyTheProjectsOwnBaseControllersAreCustom() {
        let source = """
        final class PagesViewController: PagingViewController {}
        final class ProfileViewController: BaseViewController {}
        final class FeedViewController: AllowedBaseController {}
        """
        var project = ProjectIndex()
        project.add(.init(name: "BaseViewController", superclass: "UIViewController", conformances: [], path: "Base.swift", line: 1))
        project.add(.init(name: "AllowedBaseController", superclass: "UIViewController", conformances: [], path: "B.swift", line: 1))
        let json = #"{"rules": {"custom-base-controller": {"allow": ["AllowedBaseController"]}}}"#
        let configuration = try! ConfigurationLoader.load(userJSON: Array(json.utf8), path: "rules.json")
        let linter = Linter(configuration: configuration.enablingOnly(["custom-base-controller"]), project: project)
        let findings = linter.lint(SourceFile(path: "A.swift", text: source))
        #expect(findings.map(\.line) == [2])
    }

    @Test func membersWithTwoHomesNeverOpenOrSplitASection() {
        let o = outline("""
        class FeedViewController: UIViewController {
            private let api: API
            private var mode: Mode = .list { didSet { reload() } }
            private lazy var queue = OperationQueue()
            private var page = 0
            override func viewDidLoad() { super.viewDidLoad() }
            @objc private func didTapRefresh(_ sender: UIButton) {}
            private lazy var formatter = DateFormatter()
            private lazy var tableView: UITableView = { UITableView() }()
        }
        """)
        let classifier = RoleClassifier(outline: o, configuration: .default)
        let sections = classifier.checkedTypes()[0].sections
        #expect(sections.map { $0.role.map { "\($0)" } ?? "none" } == ["properties", "lifecycle", "event", "accessors"])
        // The lazy formatter after the handler joins the getters that follow, not the handler.
        #expect(sections.map(\.members.count) == [4, 1, 1, 2])
        let members = classifier.checkedTypes()[0].members
        #expect(members.map { classifier.homes(of: $0).map(\.rawValue).joined(separator: "|") }
                == ["properties", "accessors|properties", "properties|accessors", "properties", "lifecycle", "event",
                    "properties|accessors", "accessors"])
    }

    @Test func setupHelpersNamedByTheirJob() {
        let o = outline("""
        class InboxViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); setUpViewHierarchy(); configureLayout(); setupGuidance() }
            private func setUpViewHierarchy() {}
            private func configureLayout() {}
            private func setupGuidance() {}
            private func setupConstraints() {}
            private lazy var moreItem: UIBarButtonItem = { UIBarButtonItem(title: nil, menu: moreMenu()) }()
            private func moreMenu() -> UIMenu { UIMenu(children: []) }
        }
        """)
        let classifier = RoleClassifier(outline: o, configuration: .default)
        let members = classifier.checkedTypes()[0].members
        // setupConstraints() is not called from viewDidLoad; setupGuidance() names no layout.
        #expect(members.map { "\($0.member.name): \($0.role.map { "\($0)" } ?? "none")" } == [
            "viewDidLoad: lifecycle", "setUpViewHierarchy: lifecycle", "configureLayout: lifecycle", "setupGuidance: private",
            "setupConstraints: private", "moreItem: accessors", "moreMenu: accessors",
        ])
        #expect(members[2].reason == "layout helper called from viewDidLoad(): does layoutPageSubviews()'s job under another name")
        #expect(members[6].reason == "builds a bar item's menu or actions, used by moreItem: belongs with its getter")
        #expect(classifier.homes(of: members[2]) == [.lifecycle, .private])
    }

    /// MARK titles' letters are read as bytes when ASCII and as Unicode scalars otherwise: a
    /// non-letter that is not ASCII must not change what the letters say.
    @Test func titleLettersReadAlikeWithAndWithoutNonASCII() {
        let titles = ["Life-Cycle", "VC Lifecycle", "Initializers", "initialisation", "IBActions", "Button Actions", "IBAction",
                      "Actions:", "Properties", "Life cycle helpers", "Init", "", "– Lifecycle"]
        for title in titles {
            let ascii = title.unicodeScalars.allSatisfy(\.isASCII)
            let widened = title + " ✓"  // not ASCII, not a letter
            #expect(RoleClassifier.titleWords(widened) == RoleClassifier.titleWords(title), "\(title)")
            if ascii { #expect(RoleClassifier.titleWords("✓" + title) == RoleClassifier.titleWords(title), "\(title)") }
        }
        #expect(RoleClassifier.titleWords("View Controller life cycle") == .lifecycle)
        #expect(RoleClassifier.titleWords("IBActions") == .actions)
        #expect(RoleClassifier.titleWords("Helpers") == nil)
    }

    /// The byte path of `setupVerb` (turning names away by their first letter) agrees with a
    /// plain prefix search of the verbs.
    @Test func setupVerbAgreesWithPrefixSearch() {
        let names = ["setupViews", "setUpConstraints", "configureLayout", "makeConstraints", "buildUI", "layoutPageSubviews",
                     "addSubviews", "prepareLayout", "installViews", "createViews", "activateConstraints", "constrainViews",
                     "viewDidLoad", "loadView", "updateLayout", "commonInit", "applyTheme", "setup", "s", "", "séparer", "configurer"]
        for name in names {
            #expect(RoleClassifier.setupVerb(of: name) == RoleClassifier.setupVerbs.first(where: name.hasPrefix), "\(name)")
        }
    }
}
