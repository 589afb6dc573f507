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

/// A protocol the superclass adopts (`UITableViewController`'s table protocols) whose methods are
/// scattered over plain extensions under its MARK is joined into one block.
@Suite("Fixer: scattered blocks of an inherited protocol")
struct FixerInheritedProtocolBlockTests {
    @Test func theTwoDelegateBlocksBecomeOne() {
        let code = """
            import UIKit

            final class ThemePickerViewController: UITableViewController {
                private let themes = ["Light", "Dark"]

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            extension ThemePickerViewController {
                // MARK: - UITableViewDelegate
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

                // MARK: - UITableViewDataSource
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { themes.count }
            }

            extension ThemePickerViewController {
                // MARK: - UITableViewDelegate
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    tableView.deselectRow(at: indexPath, animated: true)
                }
            }
            """
        #expect(repairableFindings(code).contains { $0.ruleID == "delegate-mark" })
        let (text, result) = fixedInProject(code)
        #expect(result.failure == nil)
        #expect(text.hasSuffix("""
            // MARK: - UITableViewDelegate
            extension ThemePickerViewController {
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    tableView.deselectRow(at: indexPath, animated: true)
                }
            }

            extension ThemePickerViewController {
                // MARK: - UITableViewDataSource
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { themes.count }
            }

            """))
        #expect(repairableFindings(text).filter { $0.ruleID == "delegate-mark" || $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func aSingleBlockOfAnInheritedProtocolStaysWhereItIs() {
        let code = """
            import UIKit

            final class ThemePickerViewController: UITableViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            // MARK: - UITableViewDataSource
            extension ThemePickerViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            }
            """
        #expect(fixedInProject(code).text == code)
    }
}

/// A generic class's members stay in its body, and the finding says why; its extensions, which
/// keep their headers, are still put in order.
@Suite("Fixer: generic classes")
struct FixerGenericClassTests {
    @Test func extensionsAreOrderedAndTheBodyStaysWithAReason() {
        let code = """
            import UIKit

            final class PickerViewController<Model: Hashable>: UIViewController {
                private let models: [Model]

                init(models: [Model]) {
                    self.models = models
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError() }

                // MARK: - Getters and Setters
                var selection: Model? { models.first }
            }

            private extension PickerViewController {
                // MARK: - Private Methods
                func reload() {}
            }

            extension PickerViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { reload() }
            }
            """
        let (text, result) = fixedInProject(code)
        #expect(text.range(of: "extension PickerViewController: UITableViewDelegate")!.lowerBound
            < text.range(of: "private extension PickerViewController")!.lowerBound)
        #expect(text.contains("    // MARK: - Getters and Setters\n    var selection: Model? { models.first }\n}"))
        #expect(result.remaining.contains {
            $0.finding.ruleID == "section-order"
                && $0.reason == "members of the class PickerViewController at line 3 stay in its body: it is generic; move them by hand"
        })
    }
}

/// A protocol block the fixer takes out of the body into a new extension is written right after
/// the body: the body's sections that rank after it must follow it out.
@Suite("Fixer: a new protocol block and the body's later sections")
struct FixerNewBlockOrderTests {
    @Test func theEventHandlersFollowTheNewBlockOut() {
        let code = """
            import UIKit
            import WebKit

            final class BrowserViewController: UIViewController, WKNavigationDelegate {
                @IBOutlet var webView: WKWebView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                    title = webView.title
                }

                @IBAction func close() {
                    dismiss(animated: true)
                }
            }

            final class ReaderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            extension ReaderViewController: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """
        let (text, result) = fixedInProject(code)
        #expect(result.failure == nil)
        #expect(text.range(of: "func webView(_ webView: WKWebView")!.lowerBound < text.range(of: "@IBAction func close()")!.lowerBound)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" || $0.ruleID == "delegate-mark" }.isEmpty)
        #expect(fixedInProject(text).text == text)
    }
}
