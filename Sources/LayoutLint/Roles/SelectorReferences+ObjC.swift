/// Objective-C's spelling: `@selector(didTapButton:)`, as in `[button addTarget:self
/// action:@selector(didTapButton:) forControlEvents:…]` or `NSNotificationCenter`'s `selector:`.
extension SelectorReferences {
    /// The `(` right after token `i` (trivia between allowed), if there is one.
    static func openParen(after i: Int, _ outline: Outline) -> Int? {
        outline.significant(after: i).flatMap { outline.file.tokenIs(outline.tokens[$0], "(") ? $0 : nil }
    }

    /// Full selector → line of its first `@selector(…)`.
    static func objCSelectorLines(_ outline: Outline) -> NameTable<Int> {
        let tokens = outline.tokens
        let file = outline.file
        var lines = NameTable<Int>()
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .keyword, file.tokenIs(tokens[i], "@selector"),
                  let k = openParen(after: i, outline) else { continue }
            var selector = ""
            var j = k + 1
            // Selector text is names and colons only; anything else ends it (unbalanced input).
            while j < tokens.count, !file.tokenIs(tokens[j], ")") {
                let token = tokens[j]
                if token.kind == .identifier || file.tokenIs(token, ":") || file.tokenIs(token, "::") {
                    selector += file.text(token)
                } else if !token.kind.isTrivia {
                    break
                }
                j += 1
            }
            if !selector.isEmpty, lines[selector] == nil, !isAskedAbout(at: i, outline) { lines[selector] = file.line(of: Int(tokens[i].start)) }
            i = j
        }
        return lines
    }

    /// `NSStringFromSelector(@selector(pageTitleText))` (a key-value key), `[x respondsToSelector:
    /// @selector(y)]`, `[x performSelector:@selector(y)]`: the selector is named, asked about or
    /// called at once, not wired to an event (`performSelector:…afterDelay:` still is).
    static func isAskedAbout(at pound: Int, _ outline: Outline) -> Bool {
        let file = outline.file, tokens = outline.tokens
        guard let before = outline.significant(before: pound) else { return false }
        if file.tokenIs(tokens[before], "("), let callee = outline.significant(before: before) {
            return file.tokenIs(tokens[callee], "NSStringFromSelector")
        }
        guard file.tokenIs(tokens[before], ":"), let piece = outline.significant(before: before) else { return false }
        if ["respondsToSelector", "instancesRespondToSelector", "methodForSelector", "instanceMethodForSelector"]
            .contains(where: { file.tokenIs(tokens[piece], $0) }) { return true }
        guard file.tokenIs(tokens[piece], "performSelector") else { return false }
        // The message runs to its `]`: a delay anywhere in it makes the call a deferred one. It
        // never crosses a statement's end, so an unclosed one stops the walk there.
        var k = pound
        var depth = 0
        while let next = outline.significant(after: k),
              !(file.tokenIs(tokens[next], ";") || file.tokenIs(tokens[next], "{") || file.tokenIs(tokens[next], "}")) {
            if file.tokenIs(tokens[next], "[") { depth += 1 }
            if file.tokenIs(tokens[next], "]") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, file.tokenIs(tokens[next], "afterDelay") { return false }
            k = next
        }
        return true
    }
}
