import Testing
@testable import LayoutLint

/// SDK protocols a judged sample showed missing from the table, and SDK requirements whose Swift
/// name the generated table cannot spell exactly.
extension PrecisionPatternTests {
    @Test func widgetAndFetchedResultsRequirementsAreProtocolMembers() {
        let found = Self.roles("""
        import CoreData
        import NotificationCenter

        final class StatusViewController: UIViewController, NCWidgetProviding {
            override func viewDidLoad() {
                super.viewDidLoad()
            }

            func widgetActiveDisplayModeDidChange(_ activeDisplayMode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
                preferredContentSize = maxSize
            }

            // The importer drops "With": widgetPerformUpdateWithCompletionHandler: becomes this.
            func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
                completionHandler(.newData)
            }

            private func refreshChart() {}
        }

        extension StatusViewController: NSFetchedResultsControllerDelegate {
            func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}

            func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
        }
        """)
        #expect(found == ["viewDidLoad: lifecycle", "widgetActiveDisplayModeDidChange: delegate",
                          "widgetPerformUpdate: delegate", "refreshChart: private",
                          "controllerWillChangeContent: delegate", "controller: delegate"])
    }

    @Test func aSwift2SpellingOfARequirementStaysInItsProtocolsBlock() {
        let found = Self.roles("""
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }

        // MARK: - UITableViewDataSource
        extension SettingsViewController: UITableViewDataSource {
            func tableView(tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }

            func tableViewRowHeight() -> CGFloat { 44 }
        }
        """)
        // The first is matched by base name and argument count; the last shares no requirement's shape.
        #expect(found == ["viewDidLoad: lifecycle", "tableView: delegate", "tableView: delegate", "tableViewRowHeight: private"])
    }
}
