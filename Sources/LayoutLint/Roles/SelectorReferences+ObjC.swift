/// Objective-C's spelling: `@selector(didTapButton:)`, as in `[button addTarget:self
/// action:@selector(didTapButton:) forControlEvents:…]` or `NSNotificationCenter`'s `selector:`.
extension SelectorReferences {
    /// The `(` right after token `i` (trivia between allowed), if there is one.
    static func openParen(after i: Int, _ outline: Outline) -> Int? {
        outline.significant(after: i).flatMap { outline.file.tokenIs(outline.tokens[$0], "(") ? $0 : nil }
    }

    /// Full selector → line of its first `@selector(…)`.
    static func objCSelectorLines(_ outline: Outline) -> [String: Int] {
        let tokens = outline.tokens
        let file = outline.file
        var lines: [String: Int] = [:]
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
            if !selector.isEmpty, lines[selector] == nil { lines[selector] = file.line(of: Int(tokens[i].start)) }
            i = j
        }
        return lines
    }
}
