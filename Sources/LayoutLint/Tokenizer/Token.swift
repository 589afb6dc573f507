/// What a token is. The tokenizer classifies every byte of the input into exactly one token,
/// so concatenating the tokens' bytes gives back the input (see `Tokenizer`).
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier      // `name`, `` `default` ``, `$0`, `$value`, Unicode names
    case keyword         // reserved words (`func`, `class`, `if`…) where they act as keywords
    case attribute       // `@objc`, `@available` (its arguments follow as ordinary tokens)
    case poundKeyword    // `#if`, `#endif`, `#selector`, `#Preview`, `#available`…
    case number          // `42`, `0x1p-3`, `1_000`, `0b1010`
    case string          // a whole string literal, interpolations included
    case regex           // a whole regex literal, `/…/` or `#/…/#`
    case `operator`      // `+`, `..<`, `==`, `/` as division
    case punctuation     // `( ) { } [ ] , ; : . = -> @ # \` and `?`/`!`/`&` where the grammar makes them so
    case lineComment     // `// …` up to (not including) the line break
    case blockComment    // `/* … */`, nested
    case docLineComment  // `/// …`
    case docBlockComment // `/** … */`
    case whitespace      // spaces, tabs, form feeds, a byte-order mark
    case newline         // one line break: `\n`, `\r\n` or `\r`
    case shebang         // `#!…` on the first line
    case unknown         // bytes that are not Swift (invalid UTF-8, a stray backtick…)

    /// Comments, white space and line breaks: what the parser skips.
    @inlinable public var isTrivia: Bool {
        switch self {
        case .whitespace, .newline, .lineComment, .blockComment, .docLineComment, .docBlockComment, .shebang:
            return true
        default:
            return false
        }
    }

    @inlinable public var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
        default: return false
        }
    }
}

/// A token: a kind and a byte range of the source. 12 bytes, so large files stay cheap.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var start: UInt32
    public var end: UInt32

    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(end &- start) }
}
