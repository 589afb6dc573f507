import Testing
@testable import LayoutLint

/// An extension written above its class (Delta keeps a nested `enum Filter` there) stays where
/// it is, and the extensions below the class are still put in order.
@Suite("Fixer: an extension above the class")
struct FixerExtensionAboveClassTests {
    @Test func theExtensionsBelowTheClassAreOrderedAroundIt() {
        let code = """
            import UIKit

            extension ReviewViewController
            {
                enum Filter
                {
                    case recent
                    case all
                }
            }

            final class ReviewViewController: UITableViewController
            {
                private var filter = Filter.recent

                // MARK: - Life Cycle
                override func viewDidLoad()
                {
                    super.viewDidLoad()
                }
            }

            private extension ReviewViewController
            {
                // MARK: - Private Methods
                func makeDataSource() -> [String]
                {
                    filter == .all ? ["a", "b"] : ["a"]
                }
            }

            private extension ReviewViewController
            {
                // MARK: - Event Response
                @objc func finish()
                {
                    dismiss(animated: true)
                }
            }
            """
        #expect(repairableFindings(code).contains { $0.ruleID == "section-order" })
        let (text, result) = fixedInProject(code)
        #expect(result.failure == nil)
        #expect(text.hasPrefix("""
            import UIKit

            extension ReviewViewController
            {
                enum Filter
            """))
        let event = text.range(of: "// MARK: - Event Response")!.lowerBound
        let helpers = text.range(of: "// MARK: - Private Methods")!.lowerBound
        #expect(event < helpers)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
        // Fixing again changes nothing.
        #expect(fixedInProject(text).text == text)
    }
}
