/// Objective-C's spelling: `@selector(didTapButton:)`, as in `[button addTarget:self
/// action:@selector(didTapButton:) forControlEvents:…]` or `NSNotificationCenter`'s `selector:`.
extension SelectorReferences {
    /// Full selector → line of its first `@selector(…)`.
    static func objCSelectorLines(_ outline: Outline) -> [String: Int] {
        let tokens = outline.tokens
        let file = outline.file
        var lines: [String: Int] = [:]
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .keyword, file.tokenIs(tokens[i], "@selector") else { continue }
            var k = i + 1
            while k < tokens.count, tokens[k].kind.isTrivia { k += 1 }
            guard k < tokens.count, file.tokenIs(tokens[k], "(") else { continue }
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
