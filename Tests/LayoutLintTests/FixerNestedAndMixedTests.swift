import Testing
@testable import LayoutLint

/// Nested value types leave the class body with their section; a plain extension of two
/// protocols is split even when it also holds a helper.
@Suite("Fixer: nested types and mixed protocol blocks")
struct FixerNestedAndMixedTests {
    static let reader = """
        final class ReaderViewController: UIViewController {
            private let webView = WKWebView()

            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                webView.navigationDelegate = self
            }

            // MARK: - Private Methods
            private enum MessageName {
                static let didScroll = "didScroll"
            }

            private func reload() {
                webView.reload()
            }
        }

        // MARK: - WKNavigationDelegate & WKUIDelegate
        extension ReaderViewController: WKNavigationDelegate, WKUIDelegate {
            func openInBrowser(_ url: URL) {
                UIApplication.shared.open(url)
            }

            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                reload()
            }

            func webViewDidClose(_ webView: WKWebView) {}
        }
        """

    @Test func aNestedEnumMovesWithItsSectionAndTheMixedBlockIsSplit() {
        let (text, result) = fixedInProject(Self.reader)
        #expect(result.failure == nil)
        #expect(text == """
            final class ReaderViewController: UIViewController {
                private let webView = WKWebView()

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    webView.navigationDelegate = self
                }
            }

            // MARK: - WKNavigationDelegate
            extension ReaderViewController: WKNavigationDelegate {
                func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                    reload()
                }
            }

            // MARK: - WKUIDelegate
            extension ReaderViewController: WKUIDelegate {
                func webViewDidClose(_ webView: WKWebView) {}
            }

            extension ReaderViewController {
                // MARK: - Private Methods
                private enum MessageName {
                    static let didScroll = "didScroll"
                }

                private func reload() {
                    webView.reload()
                }

                func openInBrowser(_ url: URL) {
                    UIApplication.shared.open(url)
                }
            }

            """)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func aNestedEnumStaysWhenTheRestOfItsSectionMustStay() {
        // A public reload() stays in the body (other modules may see it), and the enum stays with it.
        let subclass = "final class ArchivedReaderViewController: ReaderViewController {}\n"
        let code = Self.reader.replacingOccurrences(of: "final class ReaderViewController", with: "class ReaderViewController")
            .replacingOccurrences(of: "private func reload()", with: "public func reload()")
        let (text, _) = fixedInProject(code, others: [("Archived.swift", subclass)])
        #expect(text.range(of: "private enum MessageName")!.lowerBound < text.range(of: "extension ReaderViewController")!.lowerBound)
    }

    @Test func codingKeysStayInTheBody() {
        let member = SourceParser.parse(SourceFile(path: "a.swift", text: "final class A { enum CodingKeys: String, CodingKey { case id } }")).types[0].members[0]
        #expect(FixDialect.swift.reasonToStayInBody(member, subclassing: .final, overrideReason: { nil }) != nil)
    }
}
