import Testing
@testable import LayoutLint

/// Fixes `code` (Fixture.swift) with the project index of it and `others` (path, code).
func fixedInProject(_ code: String, others: [(String, String)] = []) -> (text: String, result: FixResult) {
    let files = [("Fixture.swift", code)] + others
    let project = ProjectIndex(files: files.map { path, text in
        (path, ProjectDeclarations(SourceParser.parse(SourceFile(path: path, text: text))))
    })
    let result = Fixer(configuration: .default, project: project).fix(SourceFile(path: "Fixture.swift", text: code))
    #expect(result.failure == nil, "self-check failed: \(result.failure ?? "")")
    return (result.fixed.map { String(decoding: $0, as: UTF8.self) } ?? code, result)
}

@Suite("Fixer: the project index and whole extensions")
struct FixerProjectTests {
    static let settings = """
        import UIKit

        class SettingsViewController: UIViewController {
            private let store = SettingsStore()

            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(didTapDone(_:)))
            }

            // MARK: - Event Response
            @objc func didTapDone(_ sender: UIBarButtonItem) {
                dismiss(animated: true)
            }
        }

        // MARK: - UITableViewDataSource
        extension SettingsViewController: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { store.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        """

    @Test func aMemberOfAClassNobodySubclassesMovesIntoAnExtension() {
        let (text, result) = fixedInProject(Self.settings, others: [("Other.swift", "final class AboutViewController: UIViewController {}\n")])
        #expect(text == """
            import UIKit

            class SettingsViewController: UIViewController {
                private let store = SettingsStore()

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(didTapDone(_:)))
                }
            }

            // MARK: - UITableViewDataSource
            extension SettingsViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { store.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }

            extension SettingsViewController {
                // MARK: - Event Response
                @objc func didTapDone(_ sender: UIBarButtonItem) {
                    dismiss(animated: true)
                }
            }

            """)
        #expect(result.stats.first?.movedFromUnsubclassedClass == 1)
        #expect(result.stats.first?.summary == "SettingsViewController: 1 member moved (1 out of the body of a class nobody subclasses in the project), 1 extension added")
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func aSubclassInAnotherFileKeepsTheMemberInTheBodyAndIsNamed() {
        let subclass = "final class AdvancedSettingsViewController: SettingsViewController {\n    override func didTapDone(_ sender: UIBarButtonItem) {}\n}\n"
        let (text, result) = fixedInProject(Self.settings, others: [("Advanced.swift", subclass)])
        #expect(!text.contains("extension SettingsViewController {"))
        let reasons = result.remaining.filter { $0.finding.ruleID == "section-order" }.map(\.reason)
        #expect(reasons == ["'didTapDone(_:)' stays where it is: AdvancedSettingsViewController, a subclass in the project, overrides it, "
            + "which it could not do if it lived in an extension"])
    }

    @Test func aSubclassThatOverridesNothingOfItLetsTheMemberMove() {
        // In an extension the handler dispatches as it does today: no class below overrides it.
        let subclass = "final class AdvancedSettingsViewController: SettingsViewController {\n    override func viewDidLoad() { super.viewDidLoad() }\n}\n"
        let (text, _) = fixedInProject(Self.settings, others: [("Advanced.swift", subclass)])
        #expect(text.contains("extension SettingsViewController {\n    // MARK: - Event Response\n    @objc func didTapDone"))
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
        // A subclass written in Objective-C overrides without saying so: the member stays.
        let objc = "@interface AdvancedSettingsViewController : SettingsViewController\n@end\n"
        let (kept, result) = fixedInProject(Self.settings, others: [("Advanced.h", objc)])
        #expect(!kept.contains("extension SettingsViewController {"))
        #expect(result.remaining.contains { $0.reason.contains("AdvancedSettingsViewController, a subclass in the project, may override it") })
    }

    @Test func aPublicClassOrMemberAndAnUnindexedClassStay() {
        let (publicText, publicResult) = fixedInProject(Self.settings.replacingOccurrences(of: "\nclass Settings", with: "\npublic class Settings"))
        #expect(!publicText.contains("extension SettingsViewController {"))
        #expect(publicResult.remaining.contains { $0.reason.contains("the class is public: a subclass in another module may override it") })

        let (memberText, _) = fixedInProject(Self.settings.replacingOccurrences(of: "@objc func didTapDone", with: "@objc public func didTapDone"))
        #expect(!memberText.contains("extension SettingsViewController {"))

        // Fixed on its own (no project index), nothing says the class has no subclass.
        let (aloneText, aloneResult) = fixed(Self.settings)
        #expect(!aloneText.contains("extension SettingsViewController {"))
        #expect(aloneResult.remaining.contains { $0.reason.hasSuffix("a subclass may override it, which it could not do in an extension; make it private or final first") })
    }

    @Test func protocolExtensionsMoveUpAboveInterleavedPrivateExtensions() {
        let (text, result) = fixedInProject("""
            final class NoteEditorViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: - Event Response
            private extension NoteEditorViewController {
                @objc func didTapShare(_ sender: UIBarButtonItem) {}
            }

            // MARK: - UITextViewDelegate
            extension NoteEditorViewController: UITextViewDelegate {
                func textViewDidChange(_ textView: UITextView) { save() }
            }

            // MARK: - Private Methods
            private extension NoteEditorViewController {
                func save() {}
            }

            /// Search inside the note.
            extension NoteEditorViewController: UISearchBarDelegate {
                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
            }
            """)
        #expect(text == """
            final class NoteEditorViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: - UITextViewDelegate
            extension NoteEditorViewController: UITextViewDelegate {
                func textViewDidChange(_ textView: UITextView) { save() }
            }

            /// Search inside the note.
            extension NoteEditorViewController: UISearchBarDelegate {
                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
            }

            // MARK: - Event Response
            private extension NoteEditorViewController {
                @objc func didTapShare(_ sender: UIBarButtonItem) {}
            }

            // MARK: - Private Methods
            private extension NoteEditorViewController {
                func save() {}
            }

            """)
        #expect(result.stats.first?.extensionsMoved == 2)
        #expect(repairableFindings(text).isEmpty)
    }

    @Test func anExtensionMovesUpBeforeOneWrittenRightAfterTheBody() {
        // Moving the accessors' block to the end would be one move too; here the protocol
        // block is the one out of place, and it keeps its doc comment.
        let (text, _) = fixedInProject("""
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            @MainActor extension PlayerViewController {
                // MARK: - Private Methods
                func refresh() {}
            }
            @MainActor extension PlayerViewController {
                // MARK: - Getters and Setters
                var isPlaying: Bool { false }
            }
            /// Keeps the queue in sync.
            extension PlayerViewController: QueueObserver {
                func queueDidChange() {}
            }
            protocol QueueObserver: AnyObject {
                func queueDidChange()
            }
            """)
        #expect(text.contains("""
            }

            /// Keeps the queue in sync.
            extension PlayerViewController: QueueObserver {
                func queueDidChange() {}
            }
            """))
        let order = ["class PlayerViewController", "QueueObserver {", "func refresh()", "var isPlaying"].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order.map { $0! } == order.map { $0! }.sorted())
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func nothingMovesAfterADeclarationInsideIf() {
        let code = """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }

                @objc private func didTapRefresh(_ sender: UIButton) {}
            }

            #if DEBUG
            extension FeedViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            #endif
            """
        let (text, result) = fixedInProject(code)
        // The handler would exist only in debug builds.
        #expect(text.contains("@objc private func didTapRefresh(_ sender: UIButton) {}\n}\n\n#if DEBUG"))
        #expect(result.remaining.contains { $0.reason.contains("inside #if") })
    }

    @Test func aFileCommentAboveABlankLineStaysWhereItIs() {
        let (text, _) = fixedInProject("""
            final class ComposeViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: - Private Methods
            private extension ComposeViewController {
                func send() {}
            }

            // Everything below is for the text view.

            // MARK: - UITextViewDelegate
            // swiftlint:disable:next line_length
            extension ComposeViewController: UITextViewDelegate {
                func textViewDidChange(_ textView: UITextView) {}
            }
            """)
        #expect(text == """
            final class ComposeViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // MARK: - UITextViewDelegate
            // swiftlint:disable:next line_length
            extension ComposeViewController: UITextViewDelegate {
                func textViewDidChange(_ textView: UITextView) {}
            }

            // MARK: - Private Methods
            private extension ComposeViewController {
                func send() {}
            }

            // Everything below is for the text view.

            """)
    }
}
