/// Handlers wired by a closure instead of `#selector`: a notification observer block
/// (`addObserver(forName:…) { [weak self] _ in self?.userDefaultsDidChange() }`) or a
/// `UIAction`'s handler. A method of the file called from such a block, and nowhere else, is
/// the block's event handler; one also called elsewhere is a helper the block happens to use.
extension SelectorReferences {
    /// Base name → line of the block (`blocks`, in file order) that calls it.
    static func observerHandlerLines(_ blocks: [Range<Int>], _ outline: Outline) -> [String: Int] {
        let tokens = outline.tokens
        let file = outline.file
        guard !blocks.isEmpty else { return [:] }
        var candidates: [String: Int] = [:]
        for block in blocks {
            let line = file.line(of: Int(tokens[block.lowerBound].start))
            for k in block where isSelfCall(k, outline) {
                let name = file.text(tokens[k])
                if candidates[name] == nil { candidates[name] = line }
            }
        }
        guard !candidates.isEmpty else { return [:] }
        // A name called outside every block (or not followed by a call here) is no handler. Each
        // identifier is first tested against a filter of the candidates: no String for nearly all
        // of them, and no hash.
        let filter = NameFilter(candidates.keys)
        let bytes = file.bytes
        var b = 0
        for k in tokens.indices where tokens[k].kind == .identifier {
            guard filter.mayHold(tokens[k], in: bytes) else { continue }
            while b < blocks.count, blocks[b].upperBound <= k { b += 1 }
            if b < blocks.count, blocks[b].contains(k) { continue }
            guard let next = outline.significant(after: k), file.tokenIs(tokens[next], "("),
                  !isDeclaredName(k, outline) else { continue }
            let name = file.text(tokens[k])
            candidates[name] = nil
        }
        return candidates
    }

    /// The closure of `addObserver(forName:object:queue:) { … }` or `…, using: { … })`.
    static func observerBlock(after i: Int, _ outline: Outline) -> Range<Int>? {
        guard let open = openParen(after: i, outline), let close = outline.closingBracket(of: open) else { return nil }
        guard let label = outline.significant(after: open), outline.file.tokenIs(outline.tokens[label], "forName") else { return nil }
        return trailingOrLabelledClosure(open: open, close: close, label: "using", outline)
    }

    /// `UIAction`, `UIAlertAction`, `UIBarButtonItem` or an app's `MXKBarButtonItem`: a type whose
    /// closure argument is what a tap runs (not a reactive `CocoaAction`, whose closure is a workflow).
    @inline(__always) static func isActionMaker(_ token: Token, _ file: SourceFile) -> Bool {
        // Every name below ends in `n` or `m`: one load turns away nearly every identifier.
        guard token.length >= 6 else { return false }
        let last = file.bytes[Int(token.end) - 1]
        guard last == UInt8(ascii: "n") || last == UInt8(ascii: "m") else { return false }
        if file.tokenIs(token, "UIAction") || file.tokenIs(token, "UIAlertAction") { return true }
        let first = file.bytes[Int(token.start)]
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return false }
        return endsWith(token, "BarButtonItem", file.bytes) || endsWith(token, "Button", file.bytes)
    }

    /// Whether a token's bytes end with `suffix`, compared in place (a list of the suffixes and a
    /// slice's `suffix` cost ~300 instructions a capitalized name).
    @inline(__always) private static func endsWith(_ token: Token, _ suffix: StaticString, _ bytes: [UInt8]) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard token.length >= count, Int(token.end) <= bytes.count else { return false }
        let start = Int(token.end) - count
        return suffix.withUTF8Buffer { suffix in
            var k = 0
            while k < count, bytes[start + k] == suffix[k] { k += 1 }
            return k == count
        }
    }

    /// The handler of `UIAction(title: …) { … }`, `UIAction { … }` or `UIAction(…, handler: { … })`.
    static func actionBlock(after i: Int, _ outline: Outline) -> Range<Int>? {
        guard let next = outline.significant(after: i) else { return nil }
        if outline.file.tokenIs(outline.tokens[next], "{") { return outline.closingBracket(of: next).map { next..<$0 } }
        guard outline.file.tokenIs(outline.tokens[next], "("), let close = outline.closingBracket(of: next) else { return nil }
        return trailingOrLabelledClosure(open: next, close: close, label: "handler", outline)
            ?? trailingOrLabelledClosure(open: next, close: close, label: "action", outline)
    }

    private static func trailingOrLabelledClosure(open: Int, close: Int, label: StaticString, _ outline: Outline) -> Range<Int>? {
        let tokens = outline.tokens, file = outline.file
        if let after = outline.significant(after: close), file.tokenIs(tokens[after], "{") {
            return outline.closingBracket(of: after).map { after..<$0 }
        }
        var k = open + 1
        while k < close {
            if tokens[k].kind == .identifier || tokens[k].kind == .keyword, file.tokenIs(tokens[k], label),
               let colon = outline.significant(after: k), file.tokenIs(tokens[colon], ":"),
               let brace = outline.significant(after: colon), file.tokenIs(tokens[brace], "{") {
                return outline.closingBracket(of: brace).map { brace..<$0 }
            }
            k += 1
        }
        return nil
    }

    /// `self.name(`, `self?.name(` or a bare `name(` (not `other.name(`).
    private static func isSelfCall(_ k: Int, _ outline: Outline) -> Bool {
        let tokens = outline.tokens, file = outline.file
        guard tokens[k].kind == .identifier, let next = outline.significant(after: k),
              file.tokenIs(tokens[next], "(") else { return false }
        guard isMemberAccess(k, outline) else { return true }
        var p = outline.significant(before: k).flatMap { outline.significant(before: $0) }
        if let q = p, file.tokenIs(tokens[q], "?") { p = outline.significant(before: q) }
        guard let receiver = p else { return false }
        return file.tokenIs(tokens[receiver], "self")
    }

    static func isMemberAccess(_ k: Int, _ outline: Outline) -> Bool {
        guard let previous = outline.significant(before: k) else { return false }
        return outline.file.tokenIs(outline.tokens[previous], ".")
    }

    /// The name in `func name(`, which is the declaration, not a call.
    private static func isDeclaredName(_ k: Int, _ outline: Outline) -> Bool {
        guard let previous = outline.significant(before: k) else { return false }
        return outline.file.tokenIs(outline.tokens[previous], "func")
    }
}
