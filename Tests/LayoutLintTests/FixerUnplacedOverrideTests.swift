import Testing
@testable import LayoutLint

/// Overrides of the app's own base-class hooks must stay in the class body; the convention does
/// not place them, so the MARK they were written under must not pin that section to the body.
@Suite("Fixer: unplaced overrides that stay in the body")
struct FixerUnplacedOverrideTests {
    static let base = """
        import UIKit

        class ThemedViewController: UIViewController {
            func handleThemeChanged() {}
            override var preferredStatusBarStyle: UIStatusBarStyle { .default }
        }
        """

    static let player = """
        import UIKit

        final class PlayerViewController: ThemedViewController, UITableViewDelegate {
            @IBOutlet var tracksTable: UITableView!

            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                tracksTable.delegate = self
            }

            // MARK: - UITableViewDelegate
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                play(at: indexPath.row)
            }

            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

            // MARK: - Event Response
            override func handleThemeChanged() {
                tracksTable.reloadData()
            }
        }

        // MARK: - UIScrollViewDelegate
        extension PlayerViewController: UIScrollViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }

        extension PlayerViewController {
            // MARK: - Event Response
            @objc private func didTapClose(_ sender: UIButton) {
                dismiss(animated: true)
            }

            // MARK: - Private Methods
            private func play(at row: Int) {}
        }
        """

    @Test func theOverridesFollowTheLifeCycleAndTheirSectionsMoveOut() {
        #expect(repairableFindings(Self.player).contains { $0.ruleID == "section-order" })
        let (text, result) = fixedInProject(Self.player, others: [("Themed.swift", Self.base)])
        #expect(text == """
            import UIKit

            final class PlayerViewController: ThemedViewController, UITableViewDelegate {
                @IBOutlet var tracksTable: UITableView!

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tracksTable.delegate = self
                }

                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

                override func handleThemeChanged() {
                    tracksTable.reloadData()
                }
            }

            // MARK: - UIScrollViewDelegate
            extension PlayerViewController: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }

            // MARK: - UITableViewDelegate
            extension PlayerViewController {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    play(at: indexPath.row)
                }
            }

            extension PlayerViewController {
                // MARK: - Event Response
                @objc private func didTapClose(_ sender: UIButton) {
                    dismiss(animated: true)
                }

                // MARK: - Private Methods
                private func play(at row: Int) {}
            }
            """)
        #expect(result.remaining.filter { $0.finding.ruleID == "section-order" }.isEmpty)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func anOverrideTheFixerMayMoveStillTravelsWithItsSection() {
        // `prepare(for:sender:)` is UIKit's Objective-C member: in an extension it still overrides.
        let code = """
            import UIKit

            final class InboxViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                // MARK: - Private Methods
                private func reload() {}

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

                // MARK: - UITableViewDataSource
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            """
        let (text, _) = fixedInProject(code)
        #expect(text.contains("""
                // MARK: - Private Methods
                private func reload() {}

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
            }
            """))
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }
}
