import Testing
@testable import LayoutLint

@Suite("Fixer: protocol extensions and nested types")
struct FixerExtensionTests {
    @Test func anExtensionOfTwoProtocolsIsSplitKeepingItsAttributes() {
        let (text, result) = fixed("""
            import UIKit

            final class InboxViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: - Table
            @available(iOS 15.0, *) extension InboxViewController: UITableViewDataSource, UITableViewDelegate {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

                /// Deselects at once.
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    tableView.deselectRow(at: indexPath, animated: true)
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }
            """)
        #expect(text == """
            import UIKit

            final class InboxViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: - UITableViewDataSource
            @available(iOS 15.0, *) extension InboxViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }

            // MARK: - UITableViewDelegate
            @available(iOS 15.0, *) extension InboxViewController: UITableViewDelegate {
                /// Deselects at once.
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    tableView.deselectRow(at: indexPath, animated: true)
                }
            }

            """)
        #expect(result.stats.first?.extensionsAdded == 1)
        #expect(repairableFindings(text).isEmpty)
    }

    @Test func aSplitWithoutAMarkGetsOneOnEachBlock() {
        let (text, _) = fixed("""
            final class PickerViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            extension PickerViewController: UIPickerViewDataSource, UIPickerViewDelegate {
                func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            }
            """)
        #expect(text.contains("""
            // MARK: - UIPickerViewDataSource
            extension PickerViewController: UIPickerViewDataSource {
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            }

            // MARK: - UIPickerViewDelegate
            extension PickerViewController: UIPickerViewDelegate {
                func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
            }
            """) || text.contains("""
            // MARK: - UIPickerViewDelegate
            extension PickerViewController: UIPickerViewDelegate {
                func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
            }

            // MARK: - UIPickerViewDataSource
            extension PickerViewController: UIPickerViewDataSource {
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            }
            """))
        #expect(repairableFindings(text).isEmpty)
    }

    @Test func aMixedExtensionWithAHelperOrAWhereClauseIsNotSplit() {
        let helper = """
            final class MapViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            extension MapViewController: UITableViewDataSource, UITableViewDelegate {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { zoom(to: indexPath) }
                private func zoom(to indexPath: IndexPath) {}
            }
            """
        // Plain: split, and the helper goes to the trailing extension (still private to the file's type).
        let (text, _) = fixed(helper)
        #expect(text.contains("extension MapViewController: UITableViewDelegate {\n    func tableView(_ tableView: UITableView, didSelectRowAt"))
        #expect(text.contains("extension MapViewController: UITableViewDataSource {"))
        #expect(text.contains("extension MapViewController {\n    // MARK: - Private Methods\n    private func zoom(to indexPath: IndexPath) {}\n}"))
        // Attributed: the helper could not leave it, so the block is not split.
        let (attributed, result) = fixed(helper.replacingOccurrences(of: "\nextension MapViewController:", with: "\n@available(iOS 14.0, *)\nextension MapViewController:"))
        #expect(attributed.contains("extension MapViewController: UITableViewDataSource, UITableViewDelegate {"))
        #expect(result.notes.contains { $0.reason.contains("was not split into one extension per protocol: 'zoom(to:)' implements none of its protocols") })
    }

    @Test func aMissingProtocolBlockIsCreatedWithoutRedeclaringTheConformance() {
        let (text, result) = fixed("""
            final class SearchViewController: UIViewController, UISearchBarDelegate {
                private let searchBar = UISearchBar()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    searchBar.delegate = self
                }

                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
                    searchBar.resignFirstResponder()
                }
            }

            extension SearchViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(text == """
            final class SearchViewController: UIViewController, UISearchBarDelegate {
                private let searchBar = UISearchBar()

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    searchBar.delegate = self
                }
            }

            extension SearchViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }

            // MARK: - UISearchBarDelegate
            extension SearchViewController {
                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
                    searchBar.resignFirstResponder()
                }
            }

            """)
        #expect(result.stats.first?.extensionsAdded == 1)
        #expect(repairableFindings(text).isEmpty)
    }

    @Test func noBlockIsCreatedForAnOverridableMemberOrWithoutTheExtensionStyle() {
        // A subclass may override the delegate method: it stays in the body, under its MARK.
        let (open, result) = fixed("""
            class SearchViewController: UIViewController, UISearchBarDelegate {
                override func viewDidLoad() { super.viewDidLoad() }

                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
            }

            extension SearchViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(!open.contains("extension SearchViewController {"))
        #expect(open.contains("    // MARK: - UISearchBarDelegate\n    func searchBarSearchButtonClicked"))
        #expect(result.notes.contains { $0.reason.hasPrefix("'searchBarSearchButtonClicked(_:)' keeps UISearchBarDelegate's members out of an extension of their own: a subclass may override it") })
        // No protocol extension in the file: the MARK-in-body style stays.
        let (body, _) = fixed("""
            final class SearchViewController: UIViewController, UISearchBarDelegate {
                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}

                override func viewDidLoad() { super.viewDidLoad() }
            }
            """)
        #expect(!body.contains("extension"))
        #expect(body.contains("    // MARK: - UISearchBarDelegate\n    func searchBarSearchButtonClicked"))
    }

    @Test func nestedControllersAreLaidOutInnermostFirst() {
        let (text, _) = fixed("""
            enum Settings {
                final class AccountViewController: UIViewController {
                    @objc private func didTapSignOut(_ sender: UIButton) {}

                    override func viewDidLoad() { super.viewDidLoad() }
                }
            }

            final class HostViewController: UIViewController {
                @objc private func didTapHelp(_ sender: UIButton) {}

                override func viewDidLoad() { super.viewDidLoad() }

                final class BannerViewController: UIViewController {
                    @objc private func didTapClose(_ sender: UIButton) {}

                    override func viewDidLoad() { super.viewDidLoad() }
                }
            }
            """)
        #expect(text.contains("""
            enum Settings {
                final class AccountViewController: UIViewController {
                    // MARK: - Life Cycle
                    override func viewDidLoad() { super.viewDidLoad() }

                    // MARK: - Event Response
                    @objc private func didTapSignOut(_ sender: UIButton) {}
                }
            }
            """))
        #expect(text.contains("""
                    // MARK: - Life Cycle
                    override func viewDidLoad() { super.viewDidLoad() }

                    // MARK: - Event Response
                    @objc private func didTapClose(_ sender: UIButton) {}
            """))
        // The outer controller is laid out in the next pass, around its laid-out nested one.
        #expect(text.hasSuffix("""
                }

                // MARK: - Event Response
                @objc private func didTapHelp(_ sender: UIButton) {}
            }
            """))
        #expect(text.contains("final class HostViewController: UIViewController {\n    // MARK: - Life Cycle\n    override func viewDidLoad()"))
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func anEmptyProtocolExtensionStillHeadsItsSectionInTheOrder() {
        // `extension X: P {}` with no members is P's block: an event handler above it moves below.
        let (text, _) = fixed("""
            import SafariServices
            import UIKit

            final class ReaderViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: - UIScrollViewDelegate
            extension ReaderViewController: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    perform(#selector(scrollPositionDidChange))
                }

                // MARK: - Event Response
                @objc func scrollPositionDidChange() {}
            }

            // MARK: - SFSafariViewControllerDelegate
            extension ReaderViewController: SFSafariViewControllerDelegate {
            }
            """)
        #expect(text.hasSuffix("""
            // MARK: - SFSafariViewControllerDelegate
            extension ReaderViewController: SFSafariViewControllerDelegate {
            }

            extension ReaderViewController {
                // MARK: - Event Response
                @objc func scrollPositionDidChange() {}
            }

            """))
        #expect(repairableFindings(text).isEmpty)
    }

    @Test func aHelperLeavesAKnownProtocolsExtensionButNotAnUnknownOnes() {
        let code = """
            final class PlacesViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            extension PlacesViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    open(place(at: indexPath))
                }

                private func place(at indexPath: IndexPath) -> String { "" }
            }
            """
        let (text, _) = fixed(code)
        #expect(text.hasSuffix("""
            extension PlacesViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    open(place(at: indexPath))
                }
            }

            extension PlacesViewController {
                // MARK: - Private Methods
                private func place(at indexPath: IndexPath) -> String { "" }
            }

            """))
        #expect(repairableFindings(text).isEmpty)
        // A protocol from another module: its requirements are unknown, so nothing leaves it.
        let unknown = code.replacingOccurrences(of: "UITableViewDelegate", with: "PlacesRouting")
        #expect(!fixed(unknown).text.contains("// MARK: - Private Methods"))
    }
}
