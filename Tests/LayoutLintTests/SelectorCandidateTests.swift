import Testing
@testable import LayoutLint

/// The references pass reads only the tokens the lexer listed (`SelectorName`), or those its byte
/// search finds (`forEachCandidate`): every token it acts on must be among them, wherever it sits
/// in the 32-byte blocks or the tail, and both must give the same references.
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
        outline.tokens.withReader { tokens in
            outline.file.bytes.withUnsafeBufferPointer { bytes in
                SelectorReferences.forEachCandidate(tokens, bytes, listed: nil) { result.append($0) }
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

    /// Real-looking Swift for the lexer's list (`SelectorName`): nested types, `#selector` in
    /// strings and comments (which do not count), observer blocks, action makers, `action:`
    /// arguments, `#if` blocks, raw and multi-line strings, names past 16 bytes and non-ASCII ones.
    static let realistic = #"""
    import UIKit

    final class SettingsViewController: UITableViewController {
        enum Section { case account, about }

        final class HeaderView: UIView {
            let closeButton = UIButton(type: .close)
            override init(frame: CGRect) {
                super.init(frame: frame)
                closeButton.addTarget(self, action: #selector(HeaderView.close(_:)), for: .touchUpInside)
            }
            required init?(coder: NSCoder) { nil }
            @objc private func close(_ sender: UIButton) {}
        }

        private lazy var saveItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
        private let floatingActionButton = FloatingActionButton(handler: { [weak self] in self?.compose() })
        private let legacyButton = MXKBarButtonItem(title: "Old", style: .plain) { [weak self] _ in self?.legacyTapped() }
        private let caféButton = CaféButton { self.caféTapped() }
        // #selector(commented) and addObserver(forName:) in a comment
        /* UIAction { self.blockComment() } */
        private let note = "#selector(inString) UIAction { self.inString() }"
        private let raw = #"action: #selector(rawString)"#
        private let multi = """
            #selector(multiLine)
            \(UIAction { _ in }) action: interpolated
            """

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = saveItem
            NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
                self?.reload()
            }
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            let menu = UIMenu(children: [
                UIAction(title: "Share") { [weak self] _ in self?.share() },
                UIAction(title: "Delete", attributes: .destructive, handler: { _ in self.delete() }),
            ])
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.dismissAlert() })
            let rows = [Row(title: "Open", action: openSettings), Row(title: "Help", action: self.openHelp)]
            #if DEBUG
            let debug = UIBarButtonItem(title: "Debug", style: .plain, target: self, action: #selector(showDebug))
            #else
            let debug = UIBarButtonItem(title: "Log", style: .plain, target: self, action: #selector(showLog))
            #endif
            if responds(to: #selector(getter: isEditing)) {}
            perform(#selector(refresh), with: nil, afterDelay: 1)
            _ = (menu, rows, debug, Section.account, raw, multi, note)
        }

        @objc private func save() {}
        @objc private func keyboardWillShow(_ note: Notification) {}
        @objc private func showDebug() {}
        @objc private func showLog() {}
        @objc private func refresh() {}
        private func reload() {}
        private func share() {}
        private func delete() {}
        private func dismissAlert() {}
        private func compose() {}
        private func legacyTapped() {}
        private func caféTapped() {}
        func openSettings() {}
        func openHelp() {}
    }

    extension SettingsViewController {
        struct Row { let title: String; let action: () -> Void }
        final class Footer: UIView {
            lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
            @objc func tapped() {}
        }
    }
    """#

    static func assertSameReferences(_ text: String, _ comment: Comment) {
        let outline = OutlineParser.parse(SourceFile(path: "A.swift", text: text))
        #expect(outline.selectorNames != nil, comment)
        var scanned = outline
        scanned.selectorNames = nil
        let listed = SelectorReferences(outline), searched = SelectorReferences(scanned)
        #expect(listed.lines == searched.lines, comment)
        #expect(listed.blockHandlers == searched.blockHandlers, comment)
        #expect(listed.actionArguments == searched.actionArguments, comment)
        // Every token the pass acts on is listed, in order and once.
        let names = outline.selectorNames ?? []
        #expect(Set(Self.actedOn(outline)).isSubset(of: Set(names)), comment)
        #expect(names == names.sorted() && Set(names).count == names.count, comment)
    }

    @Test func theLexersListGivesTheReferencesTheByteSearchFinds() {
        let references = SelectorReferences(OutlineParser.parse(SourceFile(path: "A.swift", text: Self.realistic)))
        #expect(Set(references.lines.keys) == ["close", "save", "keyboardWillShow", "showDebug", "showLog", "refresh", "tapped"])
        #expect(Set(references.actionArguments.keys) == ["openSettings", "openHelp"])
        #expect(Set(references.blockHandlers.keys) == ["reload", "share", "delete", "dismissAlert", "compose", "legacyTapped", "caféTapped"])
        for text in [Self.source, Self.realistic] {
            Self.assertSameReferences(text, "whole")
            // Cut short anywhere: names at the input's end, unterminated strings and comments.
            let bytes = Array(text.utf8)
            for length in stride(from: 0, through: bytes.count, by: 7) {
                Self.assertSameReferences(String(decoding: bytes[..<length], as: UTF8.self), "prefix \(length)")
            }
        }
        for text in ["action", "x.addObserver", "#selector(a)", "UIAction {}", "AButton", "ABarButtonItemButton", "#selector", ""] {
            Self.assertSameReferences(text, "\(text)")
        }
    }

    @Test func theLexerTellsMakersByTheirLastBytes() {
        for (name, listed) in [("UIAction", true), ("UIAlertAction", true), ("UIButton", true), ("UIBarButtonItem", true),
                               ("MXKBarButtonItem", true), ("RoundedButton", true), ("action", true), ("addObserver", true),
                               ("UIButtonItem", true),  // listed, and turned away by the pass itself
                               ("Section", false), ("UIScreen", false), ("anchor", false),
                               ("addObservers", false), ("Actions", false), ("UIView", false), ("append", false)] {
            let bytes = Array(name.utf8)
            let mayBe = bytes.withUnsafeBufferPointer { SelectorName.mayBe(.identifier, $0.baseAddress!, 0, bytes.count) }
            #expect(mayBe == listed, "\(name)")
            // Tokens `x`, ` `, `=`, ` ` and the name, which the batch loop lexes (a name the
            // input ends in goes through `lexToken`).
            #expect(OutlineParser.parse(SourceFile(path: "A.swift", text: "x = " + name + "\n")).selectorNames == (listed ? [4] : []), "\(name)")
        }
    }

    @Test func outlinesOfForeignTokensSearchTheBytes() {
        let file = SourceFile(path: "A.swift", text: Self.realistic)
        let foreign = OutlineParser.parse(file, tokens: Tokenizer.tokenize(file.bytes))
        #expect(foreign.selectorNames == nil)
        let listed = SelectorReferences(OutlineParser.parse(file))
        #expect(SelectorReferences(foreign).lines == listed.lines)
        #expect(SelectorReferences(foreign).blockHandlers == listed.blockHandlers)
    }

    @Test func referencesAreFound() {
        let references = SelectorReferences(OutlineParser.parse(SourceFile(path: "A.swift", text: Self.source)))
        #expect(Set(references.lines.keys) == ["done", "send"])
        #expect(references.actionArguments.keys.sorted() == ["openSettings"])
        #expect(Set(references.blockHandlers.keys) == ["refresh", "share", "dismissAlert", "tapped"])
    }
}
