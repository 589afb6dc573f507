/// Where a life-cycle method's body opens closures and statement blocks: a view made in a
/// callback is not one of the screen's subviews.
extension ViewSetupInLifecycleRule {
    /// Body positions inside closures (`load { result in … }`, `OnMainThread { … }`): a view made
    /// in a callback is content built from data (a row's map, a cell's image), not one of the
    /// screen's subviews that a getter could own. A brace on a line that starts with a control
    /// keyword (`if`, `for`, `} else {`…) opens a block, not a closure.
    static func blockRanges(_ body: [Int], _ context: RuleContext) -> (callbacks: [Range<Int>], statements: [Range<Int>]) {
        var callbacks: [Range<Int>] = []
        var statements: [Range<Int>] = []
        // Each open brace as `position << 1 | isClosure` (a list of tuples cost more to grow).
        var opens: [Int] = []
        var lineStart = 0  // body position of the first token on the current line
        // Body tokens come in source order: the next line's start is all a token is compared
        // with, where a binary search per token cost ~1 % of a lint; the line is found by one
        // search for the first token and stepped forward after it (each line once).
        let starts = context.file.lineStarts
        let tokens = context.tokens, bytes = context.file.bytes
        var line = -1  // 1-based line of the current token: starts[line] is the next line's start
        var nextLine = Int.min  // start of the line after the current one
        for (k, i) in body.enumerated() {
            let token = tokens[i]
            let offset = Int(token.start)
            if offset >= nextLine {
                if line < 0 {
                    line = context.file.line(of: offset)
                } else {
                    while line < starts.count, starts[line] <= offset { line += 1 }
                }
                nextLine = line < starts.count ? starts[line] : Int.max
                lineStart = k
            }
            // A brace is one byte: the others are passed over on their length.
            guard token.length == 1, offset < bytes.count else { continue }
            if bytes[offset] == UInt8(ascii: "{") {
                opens.append(k << 1 | (Self.startsBlock(tokens[body[lineStart]], context.file) ? 0 : 1))
            } else if bytes[offset] == UInt8(ascii: "}"), let open = opens.popLast() {
                if open & 1 != 0 { callbacks.append(open >> 1..<k) } else { statements.append(open >> 1..<k) }
            }
        }
        return (callbacks, statements)
    }

    /// Whether the token is one that starts a line opening a block (`if`, `guard`, `for`, `while`,
    /// `switch`, `else`, `}`, `do`, `repeat`, `catch`, `defer`, `case`, `default`), read on its bytes:
    /// a Set of the words hashed a String made per brace. (No other spelling equals one of these
    /// ASCII words: none of their letters has a canonical equivalent.)
    static func startsBlock(_ token: Token, _ file: SourceFile) -> Bool {
        switch token.length {
        case 1: return file.tokenIs(token, "}")
        case 2: return file.tokenIs(token, "if") || file.tokenIs(token, "do")
        case 3: return file.tokenIs(token, "for")
        case 4: return file.tokenIs(token, "else") || file.tokenIs(token, "case")
        case 5: return file.tokenIs(token, "guard") || file.tokenIs(token, "while") || file.tokenIs(token, "catch")
            || file.tokenIs(token, "defer")
        case 6: return file.tokenIs(token, "switch") || file.tokenIs(token, "repeat")
        case 7: return file.tokenIs(token, "default")
        default: return false
        }
    }
}
