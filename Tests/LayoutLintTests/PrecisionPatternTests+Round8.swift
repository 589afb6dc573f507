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
}
