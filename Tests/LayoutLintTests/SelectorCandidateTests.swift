import Testing
@testable import LayoutLint

/// The references pass reads only the tokens its byte search finds (`forEachCandidate`): every
/// token it acts on must be among them, wherever it sits in the 32-byte blocks or the tail.
@Suite("Selector candidates")
struct SelectorCandidateTests {
    static let source = """
    final class ComposeViewController: UIViewController {
        private let sendButton = UIButton(type: .system)
        private lazy var doneItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
        override func viewDidLoad() {
            super.viewDidLoad()
            sendButton.addTarget(self, action: #selector(send(_:)), for: .touchUpInside)
            NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
                self?.refresh()
            }
            let share = UIAction(title: "Share") { [weak self] _ in self?.share() }
            let alert = UIAlertAction(title: "OK", style: .default) { _ in self.dismissAlert() }
            let row = MenuRow(title: "Open", action: openSettings)
            let custom = RoundedButton(handler: { self.tapped() })
            let collection = selection.struct_bottom_padding  // ct, tt and dd pairs in other words
            _ = (share, alert, row, custom, collection)
        }
        @objc func done() {}
        @objc func send(_ sender: UIButton) {}
        func refresh() {}
        func share() {}
        func dismissAlert() {}
        func openSettings() {}
        func tapped() {}
    }
    """

    /// The tokens the pass acts on, found by reading every token.
    static func actedOn(_ outline: Outline) -> [Int] {
        let file = outline.file
        return outline.tokens.indices.filter { i in
            let token = outline.tokens[i]
            if token.kind == .poundKeyword { return file.tokenIs(token, "#selector") }
            guard token.kind == .identifier else { return false }
            return file.tokenIs(token, "addObserver") || file.tokenIs(token, "action")
                || (token.length >= 6 && SelectorReferences.isActionMaker(token, file))
        }
    }

    static func visited(_ outline: Outline) -> [Int] {
        var result: [Int] = []
        outline.tokens.withUnsafeBufferPointer { tokens in
            outline.file.bytes.withUnsafeBufferPointer { bytes in
                SelectorReferences.forEachCandidate(tokens, bytes) { result.append($0) }
            }
        }
        return result
    }

    @Test func everyTokenActedOnIsVisitedAtEveryAlignment() {
        // Shifting the text by 0…40 bytes moves each name across block boundaries and into the tail.
        for shift in 0...40 {
            let text = String(repeating: " ", count: shift) + Self.source
            let outline = OutlineParser.parse(SourceFile(path: "A.swift", text: text))
            let visited = Self.visited(outline)
            let wanted = Self.actedOn(outline)
            #expect(wanted.count == 12)
            #expect(Set(wanted).isSubset(of: Set(visited)), "shift \(shift)")
            #expect(visited == visited.sorted() && Set(visited).count == visited.count)
            // Most tokens are never looked at.
            #expect(visited.count < outline.tokens.count / 10)
        }
    }

    @Test func shortFilesAreReadInTheTail() {
        for text in ["action", "x.addObserver", "#selector(a)", "UIAction {}", "AButton", "ct", ""] {
            let outline = OutlineParser.parse(SourceFile(path: "A.swift", text: text))
            #expect(Set(Self.actedOn(outline)).isSubset(of: Set(Self.visited(outline))), "\(text)")
        }
    }

    @Test func referencesAreFound() {
        let references = SelectorReferences(OutlineParser.parse(SourceFile(path: "A.swift", text: Self.source)))
        #expect(Set(references.lines.keys) == ["done", "send"])
        #expect(references.actionArguments.keys.sorted() == ["openSettings"])
        #expect(Set(references.blockHandlers.keys) == ["refresh", "share", "dismissAlert", "tapped"])
    }
}
