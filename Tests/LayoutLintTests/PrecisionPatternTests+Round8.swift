import Testing
@testable import LayoutLint

/// Patterns from the eighth judged sample (GitHawk, wireguard-apple, Aidoku), re-told.
extension PrecisionPatternTests {
    @Test func aSectionControllerOfAListFrameworkIsNotAScreen() {
        let source = """
        import IGListKit

        final class NotificationSectionController: ListSwiftSectionController<NotificationViewModel> {
            override init() {
                super.init()
                inset = .zero
            }

            override func createBinders(from value: NotificationViewModel) -> [ListBinder] { [] }
            private func markRead() {}
        }

        final class TunnelViewController: TunnelBaseController {
            override func viewDidLoad() { super.viewDidLoad() }
        }
        """
        let checked = RoleClassifier(outline: outline(source), configuration: .default).checkedTypes()
        // Both chains are unknown; only the one overriding a UIViewController member is a screen.
        #expect(checked.map(\.name) == ["TunnelViewController"])
    }

    @Test func activatingThePagesConstraintsIsLayoutPageSubviewsJob() {
        let found = Self.roles("""
        final class MiniModalViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(containerView)
                activateConstraints()
            }

            private func activateConstraints() {
                NSLayoutConstraint.activate([containerView.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
            }

            private func activateDebugMode() {}
        }
        """)
        #expect(found == ["viewDidLoad: lifecycle", "activateConstraints: lifecycle|private", "activateDebugMode: private"])
    }

    @Test func theSecondOfTwoTrailingHelpersPointsAtTheFirstForItsMark() {
        let found = RuleMessageTests.messages("misplaced-member", """
        final class LoginSplashViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }

            // MARK: Private API
            @IBAction func onSignInButton(_ sender: Any) {}
            @IBAction func onTokenButton(_ sender: Any) {}
            private func handleError() {}
            private func setupSplashView() {}
        }
        """)
        #expect(found == [
            "7: 'handleError()' belongs in Private Methods (helper method: not life cycle, protocol, event handler or accessor) "
                + "but sits in 'Private API'; it already sits where Private Methods goes: add `// MARK: - Private Methods` above it",
            "8: 'setupSplashView()' belongs in Private Methods (helper method: not life cycle, protocol, event handler or accessor) "
                + "but sits in 'Private API'; it already sits where Private Methods goes: add `// MARK: - Private Methods` above "
                + "'handleError()' (line 7)",
        ])
    }

    @Test func unmarkedGettersAreNotSentIntoASectionTitledForSomethingElse() {
        let found = RuleMessageTests.messages("section-mark", """
        final class IssuesViewController: UIViewController {
            private let client: Client
            private var threadInset: UIEdgeInsets { .zero }
            private var needsScrollToBottom = false

            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }

            // MARK: Private API
            var externalURL: URL? { nil }
            private func fetch() {}
            private func reload() {}
        }
        """)
        #expect(found.contains("3: Getters and Setters members have no MARK; add `// MARK: - Getters and Setters` above them"))
    }

    @Test func aLifeCycleMoveIsNamedByTheNearerNeighbour() {
        let found = RuleMessageTests.messages("lifecycle-order", """
        final class ReaderTextViewController: UIViewController {
            init(source: Source) {
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            private func configure() {}
            private func constrain() {}

            // MARK: - Layout
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
            }
        }
        """)
        #expect(found == ["16: move 'viewDidLayoutSubviews()' before 'viewSafeAreaInsetsDidChange()' (line 12): "
                          + "the configured life-cycle order puts viewDidLayoutSubviews before viewSafeAreaInsetsDidChange"])
    }

    @Test func aTargetKeptInItsSecondHomeIsNamedAsSuch() {
        let found = RuleMessageTests.messages("section-order", """
        final class TunnelDetailViewController: UITableViewController {
            let tunnel: Tunnel

            init(tunnel: Tunnel) {
                self.tunnel = tunnel
                super.init(style: .grouped)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                loadSections()
            }

            private func loadSections() {}

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
            }
        }

        extension TunnelDetailViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }

            private func makeFooterView() -> UIView {
                UIView()
            }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.contains("after Getters and Setters (no MARK) (line 30; they may also sit among the Private Methods)") == true)
    }
}
