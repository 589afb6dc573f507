/// The line table the lexer writes while it reads (`TokenRecord.lineStarts`): every line break is
/// in a token, so the lines come from the tokens, without a second pass over the bytes. The batch
/// loop writes a `\n` token's line itself; the rest (`\r`, `\r\n`, and the breaks inside
/// multi-line strings, block comments and regex literals) come through `recordLines`.
extension TokenKind {
    /// The kinds whose bytes may hold a line break. (Line comments, `#!` lines and backtick names
    /// end before one; white space is horizontal; `unknown` is never `\n` nor `\r`.)
    @inline(__always) var mayEndLines: Bool {
        switch self {
        case .newline, .string, .regex, .blockComment, .docBlockComment: return true
        default: return false
        }
    }
}

extension Lexer {
    /// Appends the start of each line that begins inside or right after the token `start..<end`:
    /// after every `\n`, `\r\n` and lone `\r`, as `SourceFile.lineStarts` counts them. (No token
    /// ends between the `\r` and `\n` of a pair: a `\r` token takes its `\n`, and literals and
    /// comments end at a delimiter, the input's end, or before a line break.)
    @inline(never) mutating func recordLines(_ kind: TokenKind, _ start: Int, _ end: Int) {
        guard kind.mayEndLines, let base = buf.baseAddress else { return }
        var i = start
        while true {
            i = SWAR.lineBreak(base, i, end)
            guard i < end else { return }
            if base[i] == UInt8(ascii: "\r"), i &+ 1 < end, base[i &+ 1] == UInt8(ascii: "\n") { i &+= 1 }
            i &+= 1
            record!.lineStarts.append(i)
        }
    }
}
