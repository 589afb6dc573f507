/// Methods a file names as targets of actions: `#selector(didTap(_:))`, `#selector(self.save)`.
/// A method named there is an event handler wherever it is declared.
public struct SelectorReferences: Sendable {
    /// Base name → line of its first `#selector`.
    public var lines: [String: Int] { firstLines.dictionary }
    /// `lines` as the classifier asks it, for nearly every method's name: hashed from the bytes
    /// (`NameTable`), not with SipHash as a `[String: Int]` (~500 instructions a lookup or insertion).
    private(set) var firstLines = NameTable<Int>()
    /// Base name → line of the observer or action block that alone calls it.
    public private(set) var blockHandlers: [String: Int] = [:]
    /// Base name → line where it is handed over as an `action:` argument.
    public private(set) var actionArguments: [String: Int] = [:]

    /// (`borrowing`: the classifier's outline is read in place, not copied and released.)
    public init(_ outline: borrowing Outline) {
        if outline.language == .objectiveC {
            firstLines = Self.objCSelectorLines(outline)
            return
        }
        // One pass for the three kinds of reference, over the few tokens that can be one: a
        // pass over every token cost ~12 instructions a token, ~5 % of a lint. Those the lexer
        // listed (`SelectorName`), or else those a search of the bytes finds (`forEachCandidate`).
        // The tokens are read from their buffer (no bounds checks) into local tables.
        let file = outline.file
        var lines = NameTable<Int>(), actionArguments: [String: Int] = [:]
        var blocks: [Range<Int>] = []
        let bytes = file.bytes
        outline.tokens.withReader { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                var resume = 0  // the `#selector` scan steps past a selector's names; the others do not
                Self.forEachCandidate(tokens, bytes, listed: outline.selectorNames) { i in
                    let kind = tokens[i].kind
                    guard kind == .identifier || kind == .poundKeyword else { return }
                    let token = tokens[i]
                    if kind == .identifier {
                        // `action`, `addObserver` and every action maker are 6 bytes or more. The
                        // first byte tells the two kinds apart: the names start with `a`, the
                        // makers with a capital letter.
                        guard token.length >= 6, Int(token.end) <= bytes.count else { return }
                        let first = bytes[Int(token.start)]
                        if first == UInt8(ascii: "a") {
                            if file.tokenIs(token, "addObserver") {
                                if let block = Self.observerBlock(after: i, outline) { blocks.append(block) }
                                return
                            }
                            // `action: shareRoom` hands the method itself over as a row's or control's action.
                            if i >= resume, file.tokenIs(token, "action"), let handler = Self.handedOverMethod(after: i, outline) {
                                Self.keepFirst(&actionArguments[file.text(tokens[handler]), default: Self.unset],
                                               file.line(of: Int(tokens[handler].start)))
                            }
                        } else if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), Self.isActionMaker(token, file),
                                  !Self.isMemberAccess(i, outline), let block = Self.actionBlock(after: i, outline) {
                            blocks.append(block)
                        }
                        return
                    }
                    guard i >= resume, file.tokenIs(token, "#selector"),
                          let k = Self.openParen(after: i, outline) else { return }
                    // The base name is the last identifier before the argument list or the closing
                    // parenthesis: `#selector(Foo.bar(_:))`, `#selector(bar)`. `getter:`/`setter:` name properties.
                    var depth = 0
                    var nameToken: Int?  // its text is made once, at the end
                    var j = k
                    scan: while j < tokens.count {
                        let token = tokens[j]
                        if token.kind == .punctuation {
                            if file.tokenIs(token, "(") {
                                depth += 1
                                if depth == 2 { break scan }
                            } else if file.tokenIs(token, ")") {
                                depth -= 1
                                if depth == 0 { break scan }
                            } else if file.tokenIs(token, ":"), let t = nameToken, ["getter", "setter"].contains(Self.name(tokens[t], file)) {
                                nameToken = nil
                            }
                        } else if token.kind == .identifier || token.kind == .keyword {
                            nameToken = j
                        }
                        j += 1
                    }
                    if let t = nameToken, !Self.isDynamicCall(at: i, outline) {
                        let name = Self.name(tokens[t], file)
                        if lines[name] == nil { lines[name] = file.line(of: Int(tokens[i].start)) }  // the first reference wins
                    }
                    resume = j + 1
                }
            }
        }
        firstLines = lines
        self.actionArguments = actionArguments
        blockHandlers = Self.observerHandlerLines(blocks, outline)
    }

    /// A name as the references keep it: without its backticks.
    private static func name(_ token: Token, _ file: SourceFile) -> String {
        let text = file.text(token)
        guard file.bytes[Int(token.start)] == UInt8(ascii: "`") else { return text }  // no backtick, no `hasPrefix`
        return text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
    }

    /// What a table's `default:` subscript puts in for a name it had not (no line is negative).
    private static var unset: Int { -1 }

    /// Sets a value the `default:` subscript just made to `line`, and keeps one set before: the
    /// first reference wins, with one lookup of the name (`table[name] == nil`, then setting
    /// it, hashed the name twice).
    @inline(__always) private static func keepFirst(_ value: inout Int, _ line: @autoclosure () -> Int) {
        if value == unset { value = line() }
    }

    /// `action: shareRoom` or `action: self.shareRoom` as a call's argument: the identifier of a
    /// method handed over, not called (followed by `,` or `)`).
    static func handedOverMethod(after label: Int, _ outline: Outline) -> Int? {
        let file = outline.file, tokens = outline.tokens
        guard let colon = outline.significant(after: label), file.tokenIs(tokens[colon], ":"),
              let before = outline.significant(before: label), file.tokenIs(tokens[before], "(") || file.tokenIs(tokens[before], ","),
              var name = outline.significant(after: colon) else { return nil }
        if file.tokenIs(tokens[name], "self"), let dot = outline.significant(after: name), file.tokenIs(tokens[dot], "."),
           let next = outline.significant(after: dot) { name = next }
        guard tokens[name].kind == .identifier, let after = outline.significant(after: name),
              file.tokenIs(tokens[after], ",") || file.tokenIs(tokens[after], ")") else { return nil }
        return name
    }

    /// `responds(to: #selector(x))`, `perform(#selector(openURL(_:)), with: url)`: the selector is
    /// asked about or called at once, not wired to an event (a delayed `perform(…, afterDelay:)`
    /// still is a deferred call back, like a timer's).
    static func isDynamicCall(at pound: Int, _ outline: Outline) -> Bool {
        let file = outline.file, tokens = outline.tokens
        guard var open = outline.significant(before: pound) else { return false }
        if file.tokenIs(tokens[open], ":") {  // `responds(to: …)`: step over the label
            guard let label = outline.significant(before: open), let paren = outline.significant(before: label) else { return false }
            open = paren
        }
        guard file.tokenIs(tokens[open], "("), let callee = outline.significant(before: open) else { return false }
        let token = tokens[callee]  // (a list of the names made an array at every call)
        if file.tokenIs(token, "responds") || file.tokenIs(token, "instancesRespond") || file.tokenIs(token, "method")
            || file.tokenIs(token, "instanceMethod") || file.tokenIs(token, "NSStringFromSelector") {
            return true
        }
        guard file.tokenIs(tokens[callee], "perform"), let close = outline.closingBracket(of: open, limit: 400) else { return false }
        return !(open..<close).contains { tokens[$0].kind == .identifier && file.tokenIs(tokens[$0], "afterDelay") }
    }
}

/// A file's selector references with filters of the names they hold: nearly every method asked
/// about is named in none, and is turned away without hashing its name.
final class SelectorIndex {
    let references: SelectorReferences
    /// The names `references.lines` has.
    let names: NameFilter
    /// The names `references.actionArguments` and `references.blockHandlers` have.
    let handlerNames: NameFilter

    init(_ references: SelectorReferences) {
        self.references = references
        names = references.firstLines.nameFilter
        var handlers = NameFilter(references.actionArguments.keys)
        handlers.formUnion(NameFilter(references.blockHandlers.keys))
        handlerNames = handlers
    }

    /// The line of the first `#selector` (or `@selector`) naming `name`.
    func line(named name: String) -> Int? { references.firstLines[name] }
}
