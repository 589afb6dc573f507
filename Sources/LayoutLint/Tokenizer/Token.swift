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

/// A token: a kind and a byte range of the source. 8 bytes (the start, and the length beside
/// the kind), so large files stay cheap: the project index holds every linted file's tokens
/// until it is complete.
public struct Token: Sendable, Equatable {
    @usableFromInline var startOffset: UInt32
    /// `length << kindBits | kind`.
    @usableFromInline var lengthAndKind: UInt32

    @usableFromInline static var kindBits: UInt32 { 5 }
    @usableFromInline static var kindMask: UInt32 { 1 << kindBits - 1 }
    /// The longest token a `Token` holds: 128 MiB less a byte. The tokenizer splits longer ones
    /// (`Lexer.lexSplitting`); a longer range given to `init` is cut to this length (its end
    /// moves back, so nothing reads past the source).
    public static var maxLength: Int { Int(UInt32.max >> kindBits) }

    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        startOffset = UInt32(truncatingIfNeeded: start)
        let length = UInt32(truncatingIfNeeded: min(max(end &- start, 0), Self.maxLength))
        lengthAndKind = length << Self.kindBits | UInt32(kind.rawValue)
    }

    /// The lexer's tokens: never empty, nor longer than `maxLength` (`Lexer.lexSplitting`), so
    /// nothing to clamp.
    @inline(__always) init(kind: TokenKind, start: Int, lexedEnd end: Int) {
        startOffset = UInt32(truncatingIfNeeded: start)
        lengthAndKind = UInt32(truncatingIfNeeded: end &- start) << Self.kindBits | UInt32(kind.rawValue)
    }

    @inlinable public var kind: TokenKind {
        // Only the initialisers and this setter write the low bits, always from a valid kind.
        get { unsafeBitCast(UInt8(truncatingIfNeeded: lengthAndKind & Self.kindMask), to: TokenKind.self) }
        set { lengthAndKind = lengthAndKind & ~Self.kindMask | UInt32(newValue.rawValue) }
    }

    /// Setting `start` or `end` keeps the other, as when both were stored.
    @inlinable public var start: UInt32 {
        get { startOffset }
        set { self = Token(kind: kind, start: Int(newValue), end: Int(end)) }
    }

    @inlinable public var end: UInt32 {
        get { startOffset &+ lengthAndKind >> Self.kindBits }
        set { self = Token(kind: kind, start: Int(start), end: Int(newValue)) }
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(lengthAndKind >> Self.kindBits) }
}
