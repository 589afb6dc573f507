import Testing
@testable import LayoutLint

/// Fixes `code` with the default configuration; the result must pass the self-check.
func fixed(_ code: String, configuration: Configuration = .default, rules: Set<String>? = nil) -> (text: String, result: FixResult) {
    let result = Fixer(configuration: configuration, rules: rules).fix(SourceFile(path: "Fixture.swift", text: code))
    #expect(result.failure == nil, "self-check failed: \(result.failure ?? "")")
    return (result.fixed.map { String(decoding: $0, as: UTF8.self) } ?? code, result)
}

func repairableFindings(_ code: String) -> [Finding] {
    Linter().lint(SourceFile(path: "Fixture.swift", text: code)).filter { Fixer.repairableRules.contains($0.ruleID) }
}

@Suite("Fixer: repairs")
struct FixerTests {
    @Test func sectionsAreOrderedUnderCanonicalMarks() {
        let (text, result) = fixed("""
            import UIKit

            class LoginViewController: UIViewController {
                private lazy var loginButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(didTapLogin(_:)), for: .touchUpInside)
                    return button
                }()

                @objc private func didTapLogin(_ sender: UIButton) {}

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(loginButton)
                }
            }
            """)
        #expect(text == """
            import UIKit

            class LoginViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(loginButton)
                }

                // MARK: - Event Response
                @objc private func didTapLogin(_ sender: UIButton) {}

                // MARK: - Getters and Setters
                private lazy var loginButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(didTapLogin(_:)), for: .touchUpInside)
                    return button
                }()
            }
            """)
        #expect(result.stats.first?.summary == "LoginViewController: 2 members moved, 3 MARKs added")
        #expect(repairableFindings(text).isEmpty)
    }

    @Test func lifeCycleFollowsUIKitsOrderAndMisspelledMarksAreRetitled() {
        let (text, _) = fixed("""
            class FeedViewController: UIViewController {
                // MARK: - Lifecycle stuff
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
                /// Builds the feed.
                init() { super.init(nibName: nil, bundle: nil) }
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """)
        #expect(text == """
            class FeedViewController: UIViewController {
                // MARK: - Life Cycle
                /// Builds the feed.
                init() { super.init(nibName: nil, bundle: nil) }
                override func viewDidLoad() { super.viewDidLoad() }

                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
            }
            """)
    }

    @Test func mixedProtocolBlocksAreSplitAndRepeatedOnesMerged() {
        let (text, _) = fixed("""
            class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                // MARK: - Table View
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

                // MARK: - UITableViewDataSource
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(text == """
            class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                // MARK: - UITableViewDataSource
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }

                // MARK: - UITableViewDelegate
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            """)
    }

    @Test func membersMoveBetweenExtensionsOnlyWhereSwiftKeepsTheMeaning() {
        let (text, result) = fixed("""
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }

                private func format(_ date: Date) -> String { "" }

                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }

            extension ProfileViewController: UIScrollViewDelegate {
                func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
            }
            """)
        #expect(text == """
            final class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }
            }

            extension ProfileViewController: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}

                func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
            }

            extension ProfileViewController {
                // MARK: - Private Methods
                private func format(_ date: Date) -> String { "" }
            }

            """)
        #expect(result.stats.first?.extensionsAdded == 1)
        #expect(repairableFindings(text).isEmpty)
    }

    @Test func overridableAndPrivateExtensionMembersStayWithAReason() {
        let code = """
            class ProfileViewController: UIViewController {
                // MARK: - Event Response
                @objc func didTapSave(_ sender: UIButton) {}
            }

            extension ProfileViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }

            private extension ProfileViewController {
                // MARK: - Event Response
                @objc func didTapShare(_ sender: UIButton) {}
            }
            """
        let (text, result) = fixed(code)
        #expect(text == code)
        let reasons = result.remaining.filter { $0.finding.ruleID == "section-order" }.map(\.reason)
        #expect(reasons == ["'didTapSave(_:)' stays where it is: a subclass may override it, which it could not do in an extension; make it private or final first"])
    }

    @Test func aPrivateExtensionAboveAProtocolExtensionMovesDownWhole() {
        let (text, result) = fixed("""
            final class ShareViewController: UIViewController {
                private let item = NSExtensionItem()

                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: Actions
            private extension ShareViewController {
                @objc func didTapShare(_ sender: UIButton) {}
            }

            extension ShareViewController: UITextViewDelegate {
                func textViewDidChange(_ textView: UITextView) {}
            }
            """)
        #expect(text == """
            final class ShareViewController: UIViewController {
                private let item = NSExtensionItem()

                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }
            }

            extension ShareViewController: UITextViewDelegate {
                func textViewDidChange(_ textView: UITextView) {}
            }

            // MARK: - Event Response
            private extension ShareViewController {
                @objc func didTapShare(_ sender: UIButton) {}
            }

            """)
        #expect(result.stats.first?.extensionsMoved == 1)
        #expect(repairableFindings(text).isEmpty)
    }

    @Test func anIfBlockOfOneMemberMovesWholeAndAMixedOneLeavesTheTypeWithANote() {
        let (text, _) = fixed("""
            class DebugViewController: UIViewController {
                #if DEBUG
                @objc private func didTapReset(_ sender: UIButton) {}
                #endif

                override func viewDidLoad() { super.viewDidLoad() }
            }
            """)
        #expect(text == """
            class DebugViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }

                // MARK: - Event Response
                #if DEBUG
                @objc private func didTapReset(_ sender: UIButton) {}
                #endif
            }
            """)
        let mixed = """
            class DebugViewController: UIViewController {
                #if DEBUG
                @objc private func didTapReset(_ sender: UIButton) {}
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
                #endif

                override func viewDidLoad() { super.viewDidLoad() }
            }
            """
        let (unchanged, result) = fixed(mixed)
        #expect(unchanged == mixed)
        #expect(result.notes.first?.reason.hasPrefix("an #if block holds members of several sections (didTapReset, viewWillAppear)") == true)
    }

    @Test func stringsAndCommentsMoveVerbatim() {
        let (text, _) = fixed(#"""
            class AboutViewController: UIViewController {
                /// The licence, shown as is.
                // swiftlint:disable:next line_length
                private var licence: String {
                    """
                    MIT \(year) — "quoted" }
                    """ + #"raw \(not) interpolated }"#
                }

                override func viewDidLoad() { super.viewDidLoad() }
            }
            """#)
        #expect(text == #"""
            class AboutViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }

                // MARK: - Getters and Setters
                /// The licence, shown as is.
                // swiftlint:disable:next line_length
                private var licence: String {
                    """
                    MIT \(year) — "quoted" }
                    """ + #"raw \(not) interpolated }"#
                }
            }
            """#)
    }

    /// A member the outline reads past its type's closing brace (an unbalanced `(` in a broken
    /// file) leaves that body as it is, with the reason; the fixer used to trap on such a body.
    @Test func aMemberRunningPastItsBodyLeavesTheBodyAlone() {
        let code = #"""
                    extension ReaderViewController: WKNavigationDelegate, WKUIDelegate {
                        func webView(_ webView: WKWebView, didFinish navigation: WKNavigatication.shared.open(url)
                    }
                    """
                    #expect(text == """
                        final class ReaderViewController: UIViewController {
                        }
            """#
        let result = Fixer(configuration: .default).fix(SourceFile(path: "ReaderViewController.swift", text: code))
        #expect(result.fixed == nil)
        #expect(result.remaining.contains { $0.reason.contains("runs past the body's end") })
    }

    @Test func lineEndingsAndByteOrderMarkAreKept() {
        let lf = "class A: UIViewController {\n    @objc private func didTap(_ sender: UIButton) {}\n\n    override func viewDidLoad() { super.viewDidLoad() }\n}\n"
        let bytes = [0xEF, 0xBB, 0xBF] + Array(lf.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let result = Fixer(configuration: .default).fix(SourceFile(path: "A.swift", bytes: bytes))
        let out = result.fixed ?? []
        #expect(result.failure == nil && Array(out.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = String(decoding: out.dropFirst(3), as: UTF8.self)
        #expect(text.contains("// MARK: - Life Cycle\r\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func storedPropertiesWithEffectfulInitialValuesKeepTheirOrder() {
        // `ticks` has two homes (observed) and stays with the properties; both move above the
        // life cycle together, so makeCounter() still runs before currentTime().
        let code = """
            class TimerViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                var ticks: Int = makeCounter() { didSet { print(ticks) } }
                let startedAt = currentTime()
            }
            """
        let (text, result) = fixed(code)
        #expect(result.failure == nil)
        let ticks = text.range(of: "makeCounter()")?.lowerBound, started = text.range(of: "currentTime()")?.lowerBound
        let life = text.range(of: "override func viewDidLoad")?.lowerBound
        #expect(ticks != nil && started != nil && life != nil)
        if let ticks, let started, let life { #expect(ticks < started && started < life) }
    }

    @Test func fixingTwiceChangesNothingAndFilesWithoutFindingsStayIdentical() throws {
        let conforming = try FileSystem.readFile(FileSystem.join(CLITests.examples, "Conforming/ProfileViewController.swift"))
        #expect(Fixer(configuration: .default).fix(SourceFile(path: "P.swift", bytes: conforming)).fixed == nil)
        for name in ["LoginViewController", "SettingsViewController"] {
            let legacy = try FileSystem.readFile(FileSystem.join(CLITests.examples, "Legacy/\(name).swift"))
            let once = Fixer(configuration: .default).fix(SourceFile(path: "L.swift", bytes: legacy))
            #expect(once.failure == nil && once.fixed != nil)
            #expect(Fixer(configuration: .default).fix(SourceFile(path: "L.swift", bytes: once.fixed ?? [])).fixed == nil)
        }
    }

    @Test func selfCheckRefusesALostToken() {
        let old = OutlineParser.parse(SourceFile(path: "a", text: "class A { func f() { g(1) } }"))
        let new = OutlineParser.parse(SourceFile(path: "a", text: "class A { func f() { g() } }"))
        #expect(FixSelfCheck.sameTokens(old, new, added: [:]) == "the rewrite would lose `1`")
        #expect(FixSelfCheck.sameMembers(old, OutlineParser.parse(SourceFile(path: "a", text: "class A { }"))) != nil)
    }

    @Test func selfCheckComparesTokensAsAMultiset() {
        func parse(_ text: String) -> Outline { OutlineParser.parse(SourceFile(path: "a", text: text)) }
        let old = parse("class A {\n    // MARK: - Life Cycle\n    func f() { g(1) }\n    func h() {}\n}\n")
        // Reordered members, a MARK dropped, white space changed: the same tokens.
        #expect(FixSelfCheck.sameTokens(old, parse("class A {\n    func h() {}\n\n    func f() { g(1) }\n}\n"), added: [:]) == nil)
        // One token swapped for another, or one repeated: refused, and named.
        #expect(FixSelfCheck.sameTokens(old, parse("class A {\n    func f() { g(2) }\n    func h() {}\n}\n"), added: [:]) == "the rewrite would add `2`")
        #expect(FixSelfCheck.sameTokens(old, parse("class A {\n    func f() { g(1) }\n    func h() {}\n    func h() {}\n}\n"), added: [:]) != nil)
        // Tokens the fixer declares it adds (a new extension's header) are expected.
        let split = parse("class A {\n    func f() { g(1) }\n}\nextension A {\n    func h() {}\n}\n")
        #expect(FixSelfCheck.sameTokens(old, split, added: [:]) != nil)
        #expect(FixSelfCheck.sameTokens(old, split, added: FixSelfCheck.tokens(of: parse("extension A {\n}"))) == nil)
    }
}
