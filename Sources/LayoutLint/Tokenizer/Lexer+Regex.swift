/// Regex literals, scanned as the compiler's `RegexLiteralLexer` does: the literal ends at the
/// first `/` (followed by enough `#`s) outside an escape; when the lexer is not sure it has a
/// regex (`mustBeRegex == false`), an unbalanced `)`, a space after the opening `/` or before the
/// closing one, or a missing close on the line make it a division operator after all.
extension Lexer {
    func scanRegex(at start: Int, pounds: Int, mustBeRegex: Bool) -> Int? {
        var c = start + pounds
        guard byte(c) == UInt8(ascii: "/") else { return nil }
        c += 1
        if pounds == 0 {
            switch byte(c) {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !mustBeRegex { return nil }
            case UInt8(ascii: "*"), UInt8(ascii: "/"):
                return nil  // a comment, not a regex
            default:
                break
            }
            if start > 0, buf[start - 1] == UInt8(ascii: "*") { return nil }
        }
        var firstNewline = -1
        if pounds > 0 {  // `#/` followed by only blanks and a line break: a multi-line literal
            var scan = c
            while byte(scan) == UInt8(ascii: " ") || byte(scan) == UInt8(ascii: "\t") { scan += 1 }
            if scan < end, buf[scan] == UInt8(ascii: "\n") || buf[scan] == UInt8(ascii: "\r") {
                firstNewline = scan
                c = scan
            }
        }
        let multiline = firstNewline >= 0
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        @inline(__always) func unterminated(_ at: Int) -> Int? { mustBeRegex ? at : nil }

        while true {
            if c < end, buf[c] == UInt8(ascii: "/") {  // a candidate closing delimiter
                var k = c + 1
                var closePounds = 0
                if pounds > 0 { while byte(k) == UInt8(ascii: "#") { closePounds += 1; k += 1 } }
                if closePounds >= pounds {
                    if pounds == 0 {
                        let next = byte(k)
                        if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return unterminated(c) }
                        if lastSpace == c - 1, !mustBeRegex { return nil }
                    }
                    return k
                }
            }
            guard c < end else { return unterminated(multiline ? firstNewline : c) }
            var escaped = false
            var ch = buf[c]
            if ch == UInt8(ascii: "\\") {
                escaped = true
                c += 1
                guard c < end else { return unterminated(multiline ? firstNewline : c) }
                ch = buf[c]
            }
            switch ch {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard multiline else { return unterminated(c) }
            case UInt8(ascii: "(") where !escaped && classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where !escaped && classDepth == 0:
                if groupDepth > 0 {
                    groupDepth -= 1
                } else if !mustBeRegex {
                    return nil
                }
            case UInt8(ascii: "[") where !escaped:
                classDepth += 1
            case UInt8(ascii: "]") where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !escaped { lastSpace = c }
            default:
                break
            }
            if ch >= 0x80, let (_, length) = buf.scalar(at: c) { c += length } else { c += 1 }
        }
    }
}
