/// Methods a file names as targets of actions: `#selector(didTap(_:))`, `#selector(self.save)`.
/// A method named there is an event handler wherever it is declared.
public struct SelectorReferences: Sendable {
    /// Base name → line of its first `#selector`.
    public private(set) var lines: [String: Int] = [:]
    /// Base name → line of the observer or action block that alone calls it.
    public private(set) var blockHandlers: [String: Int] = [:]

    public init(_ outline: Outline) {
        if outline.language == .objectiveC {
            lines = Self.objCSelectorLines(outline)
            return
        }
        blockHandlers = Self.observerHandlerLines(outline)
        let tokens = outline.tokens
        let file = outline.file
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .poundKeyword, file.tokenIs(tokens[i], "#selector"),
                  let k = Self.openParen(after: i, outline) else { continue }
            // The base name is the last identifier before the argument list or the closing
            // parenthesis: `#selector(Foo.bar(_:))`, `#selector(bar)`. `getter:`/`setter:` name properties.
            var depth = 0
            var name: String?
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
                    } else if file.tokenIs(token, ":"), name == "getter" || name == "setter" {
                        name = nil
                    }
                } else if token.kind == .identifier || token.kind == .keyword {
                    let text = file.text(token)
                    name = text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
                }
                j += 1
            }
            if let name, lines[name] == nil { lines[name] = file.line(of: Int(tokens[i].start)) }
            i = j
        }
    }
}
