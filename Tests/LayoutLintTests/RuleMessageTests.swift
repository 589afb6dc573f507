import Testing
@testable import LayoutLint

/// Each message says what fits the case it found: where to move a member, which fix applies.
@Suite("Rule messages")
struct RuleMessageTests {
    static func messages(_ id: String, _ source: String, project: ProjectIndex = .empty, path: String = "A.swift") -> [String] {
        let linter = Linter(configuration: Configuration.default.enablingOnly([id]), project: project)
        return linter.lint(SourceFile(path: path, text: source)).map { "\($0.line): \($0.message)" }
    }

    @Test func lifecycleOrderNamesTheOneMemberToMoveAndWhere() {
        let found = Self.messages("lifecycle-order", """
        class PodcastViewController: UIViewController {
            override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
            init(podcast: Podcast) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            deinit {}
            override func viewDidLoad() { super.viewDidLoad() }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
        }
        """)
        #expect(found == ["2: move 'viewSafeAreaInsetsDidChange()' after 'viewWillAppear(_:)' (line 7): "
                          + "the configured life-cycle order puts viewWillAppear before viewSafeAreaInsetsDidChange"])
    }

    @Test func sectionOrderBlamesTheMoverAndSaysWhere() {
        let found = Self.messages("section-order", """
        class MessagesViewController: UIViewController {
            // MARK: - Life Cycle
            init() { super.init(nibName: nil, bundle: nil) }
            // MARK: - Private Methods
            private func reload() {}
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }
        }

        extension MessagesViewController: UITableViewDelegate {
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }

        // MARK: - Private Methods
        extension MessagesViewController {
            func format(_ date: Date) -> String { "" }
        }
        """)
        #expect(found == ["4: 'Private Methods' is out of the section order (properties, lifecycle, delegate, event, private, accessors); "
                          + "join 'Private Methods' (line 14)"])
    }

    @Test func viewSetupSaysWhatFitsEachKindOfView() {
        let found = Self.messages("view-setup-in-lifecycle", """
        class ReaderViewController: UIViewController {
            @IBOutlet private weak var tableView: UITableView!
            private let header: HeaderView
            init(header: HeaderView) { self.header = header; super.init(nibName: nil, bundle: nil) }
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.tableFooterView = UIView()
                header.translatesAutoresizingMaskIntoConstraints = false
                let badge = UILabel()
                view.addSubview(badge)
            }
        }
        """)
        #expect(found == [
            "7: viewDidLoad() configures the outlet 'tableView' (tableFooterView); configure it in the outlet's didSet instead",
            "8: viewDidLoad() lays out 'header', a view injected through init, inline (translatesAutoresizingMaskIntoConstraints); "
                + "make its constraints in layoutPageSubviews(), which viewDidLoad calls",
            "9: viewDidLoad() creates a UILabel; create it in a lazy getter (Getters and Setters) and only add it here",
        ])
    }

    /// A feed controller whose analytics protocol is declared elsewhere in the app.
    static let feedSource = """
        class FeedViewController: UIViewController {}

        // MARK: - Analytics
        extension FeedViewController: AnalyticsSourceProvider {
            var analyticsSource: String { "feed" }
            @objc func didTapShare(_ sender: UIButton) {}
        }

        // MARK: - UITableViewDelegate
        extension FeedViewController: UIScrollViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }
        """

    static var analyticsProject: ProjectIndex {
        var project = ProjectIndex()
        project.add(.init(name: "AnalyticsSourceProvider", refines: [], requirements: ["analyticsSource"], path: "P.swift", line: 1))
        return project
    }

    @Test func delegateMarkAcceptsALooseCommentButNotAWrongProtocol() {
        #expect(Self.messages("delegate-mark", Self.feedSource, project: Self.analyticsProject) == [
            "9: MARK 'UITableViewDelegate' above `extension FeedViewController: UIScrollViewDelegate` names another protocol; "
                + "title it 'UIScrollViewDelegate' or remove it",
        ])
    }

    @Test func aHandlerInAKnownProtocolsBlockIsMisplaced() {
        #expect(Self.messages("misplaced-member", Self.feedSource, project: Self.analyticsProject) == [
            "6: 'didTapShare(_:)' belongs in Event Response (@objc method taking a UIButton sender) but sits in "
                + "'Analytics'; it needs a `// MARK: - Event Response` section, which the type does not have yet",
        ])
    }

    @Test func privateMethodsKnowsAnExtensionOfItsOwn() {
        let found = Self.messages("private-methods", """
        class ProfileViewController: UIViewController {
            private func formattedDate(_ date: Date) -> String { "" }
        }

        private extension ProfileViewController {
            func croppedAvatar(_ image: UIImage) -> UIImage { image }
        }
        """)
        #expect(found == ["2: 'formattedDate(_:)' is a helper in a view controller; move it to an extension of its own or a separate type"])
    }

    @Test func orderRepairKeepsTheLongestRunAndTheEarliestMembers() {
        #expect(OrderRepair.longestNonDecreasing([1, 0, 3, 0]) == [0, 2])
        #expect(OrderRepair.longestNonDecreasing([4, 3]) == [0])
        #expect(OrderRepair.longestNonDecreasing([0, 5, 1, 2, 3, 1]) == [0, 2, 3, 4])
        #expect(OrderRepair.longestNonDecreasing([]) == [])
        // An element that fits two places takes the one that keeps the most in order.
        #expect(OrderRepair.longestNonDecreasing(choosing: [[1], [5, 0], [2], [3]]).map(\.position) == [0, 2, 3])
        #expect(OrderRepair.longestNonDecreasing(choosing: [[0], [5, 0], [2]]).map { "\($0.position):\($0.rank)" } == ["0:0", "1:0", "2:2"])
        let long = (0..<1500).map { ($0 * 7919) % 101 }  // below the quadratic search's limit: both methods agree
        #expect(OrderRepair.longestNonDecreasing(long).count == OrderRepair.patience(long.enumerated().map { ($0.offset, $0.element) }).count)
    }
}
