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

/// Swift rejects `@objc` members in an extension of a generic class or of a class nested in a
/// generic type, but not of a class that merely derives from a generic class.
@Suite("Fixer: generic contexts")
struct FixerGenericContextTests {
    static func orders(_ declaration: String, closing: String = "") -> String {
        """
        import UIKit

        \(declaration) {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(didTapAdd))
            }

            // MARK: - Event Response
            @objc private func didTapAdd() {}
        }\(closing)

        // MARK: - UIScrollViewDelegate
        extension OrdersViewController: UIScrollViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }
        """
    }

    @Test func aSubclassOfAGenericClassMovesItsActions() {
        let (text, _) = fixedInProject(Self.orders("final class OrdersViewController: ListViewController<Order>"))
        #expect(text.contains("extension OrdersViewController {\n    // MARK: - Event Response\n    @objc private func didTapAdd() {}"))
    }

    @Test func aClassNestedInAGenericTypeKeepsThem() {
        let code = """
            import UIKit

            enum Screens<Model> {
                final class OrdersViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(didTapAdd))
                    }

                    // MARK: - Event Response
                    @objc private func didTapAdd() {}
                }
            }

            // MARK: - UIScrollViewDelegate
            extension Screens.OrdersViewController: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """
        let (text, result) = fixedInProject(code)
        #expect(text.components(separatedBy: "@objc private func didTapAdd()").count == 2)
        #expect(text.range(of: "@objc private func didTapAdd()")!.lowerBound < text.range(of: "extension Screens.OrdersViewController")!.lowerBound)
        #expect(result.remaining.contains { $0.finding.ruleID == "section-order" && $0.reason.contains("it is nested in a generic type") })
    }
}

/// An attributed extension declaring a protocol that also holds helpers keeps the protocol's
/// block; the helpers get an extension with the same attributes and no conformance list.
@Suite("Fixer: attributed protocol extensions holding helpers")
struct FixerAttributedConformanceSplitTests {
    @Test func theHelpersAreSplitOffWithTheAttributes() {
        let code = """
            import UIKit

            final class ReaderViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            // MARK: - DictionaryLookup
            @available(iOS 18.0, *)
            extension ReaderViewController: DictionaryLookup {
                func recognizedText(at point: CGPoint) -> String? {
                    visibleText(near: point)
                }

                // MARK: - Private Methods
                func visibleText(near point: CGPoint) -> String? { nil }
            }

            extension ReaderViewController {
                // MARK: - Event Response
                @objc func didTapPage(_ sender: UITapGestureRecognizer) {}
            }
            """
        let lookup = ("Lookup.swift", "protocol DictionaryLookup {\n    func recognizedText(at point: CGPoint) -> String?\n}\n")
        #expect(repairableFindings(code).contains { $0.ruleID == "section-order" })
        let (text, result) = fixedInProject(code, others: [lookup])
        #expect(result.failure == nil)
        #expect(text.contains("""
            @available(iOS 18.0, *)
            extension ReaderViewController: DictionaryLookup {
                func recognizedText(at point: CGPoint) -> String? {
                    visibleText(near: point)
                }
            }
            """))
        #expect(text.hasSuffix("// MARK: - Private Methods\n@available(iOS 18.0, *)\nextension ReaderViewController {\n    func visibleText(near point: CGPoint) -> String? { nil }\n}\n"))
        #expect(text.range(of: "// MARK: - Event Response")!.lowerBound < text.range(of: "// MARK: - Private Methods")!.lowerBound)
        #expect(fixedInProject(text, others: [lookup]).text == text)
    }
}
