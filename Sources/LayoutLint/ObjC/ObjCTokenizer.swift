/// The Objective-C (and Objective-C++) tokenizer: UTF-8 bytes in, tokens out, every byte in
/// exactly one token, into the same `Token` kinds the Swift tokenizer uses.
///
/// What the outline needs from C's lexical grammar, not a preprocessor: a whole preprocessor
/// directive (with `\` continuations and comments inside) is one `.poundKeyword` token, so the
/// braces of `#define M { … }` never unbalance the file; `@"…"` is one string; `@implementation`,
/// `@end`, `@selector`, `@YES`… are one `.keyword`; the `@` of `@[`, `@{`, `@(`, `@42` is its own
/// punctuation so brackets still pair. It never recurses and always advances.
public enum ObjCTokenizer {
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(buffer.count / 4 + 16)
        forEachToken(in: buffer) { tokens.append($0) }
        return tokens
    }

    /// Streams the tokens without keeping them: constant memory whatever the input size.
    public static func forEachToken(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Token) -> Void) {
        var lexer = ObjCLexer(buffer)
        while lexer.pos < lexer.end {
            let start = lexer.pos
            let kind = lexer.lexToken()
            if lexer.pos <= start { lexer.pos = start + 1 }
            body(Token(kind: kind, start: start, end: lexer.pos))
        }
    }
}

struct ObjCLexer {
    let buf: UnsafeBufferPointer<UInt8>
    let end: Int
    var pos = 0
    /// Only spaces since the last line break: a `#` here starts a directive.
    var atLineStart = true
    let classes: UnsafePointer<UInt8>
    let words: UnsafePointer<Bool>

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        buf = buffer
        end = buffer.count
        classes = ByteClass.pointer
        words = Self.wordBytes
    }

    /// Bytes that continue a C identifier here: letters, digits, `_`, `$`, and every non-ASCII
    /// byte (Unicode names, and invalid UTF-8 stays inside one token). One load per byte.
    nonisolated(unsafe) static let wordBytes: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for b in 0..<256 {
            table[b] = ByteClass.table[b] & ByteClass.identifierContinue != 0 || b >= 0x80 || b == Int(UInt8(ascii: "$"))
        }
        return UnsafePointer(table)
    }()

    @inline(__always) func byte(_ i: Int) -> UInt8 { i < end ? buf[i] : 0 }
    @inline(__always) func isWordByte(_ b: UInt8) -> Bool { words[Int(b)] }

    mutating func lexToken() -> TokenKind {
        let b = buf[pos]
        let lineStart = atLineStart
        atLineStart = false
        switch b {
        case UInt8(ascii: "\n"):
            pos += 1
            atLineStart = true
            return .newline
        case UInt8(ascii: "\r"):
            pos += byte(pos + 1) == UInt8(ascii: "\n") ? 2 : 1
            atLineStart = true
            return .newline
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            pos += 1
            while pos < end, classes[Int(buf[pos])] & ByteClass.horizontalSpace != 0 { pos += 1 }
            atLineStart = lineStart
            return .whitespace
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "\\"):
            if b == UInt8(ascii: "="), byte(pos + 1) == UInt8(ascii: "=") {
                pos += 2
                return .operator
            }
            pos += 1
            return .punctuation
        case UInt8(ascii: "\""):
            scanQuoted(UInt8(ascii: "\""))
            return .string
        case UInt8(ascii: "'"):
            scanQuoted(UInt8(ascii: "'"))
            return .string
        case UInt8(ascii: "#"):
            if lineStart {
                scanDirective()
                atLineStart = true  // the directive stops before its line break
                return .poundKeyword
            }
            pos += byte(pos + 1) == UInt8(ascii: "#") ? 2 : 1
            return .punctuation
        case UInt8(ascii: "@"):
            let next = byte(pos + 1)
            if next == UInt8(ascii: "\"") {
                pos += 1
                scanQuoted(UInt8(ascii: "\""))
                return .string
            }
            pos += 1
            if classes[Int(next)] & ByteClass.identifierStart != 0 {
                while pos < end, isWordByte(buf[pos]) { pos += 1 }
                return .keyword
            }
            return .punctuation
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            return .number
        case UInt8(ascii: "."):
            if classes[Int(byte(pos + 1))] & ByteClass.digit != 0 {
                scanNumber()
                return .number
            }
            if byte(pos + 1) == UInt8(ascii: "."), byte(pos + 2) == UInt8(ascii: ".") {
                pos += 3
                return .punctuation
            }
            pos += 1
            return .punctuation
        case UInt8(ascii: ":"):
            pos += byte(pos + 1) == UInt8(ascii: ":") ? 2 : 1
            return .punctuation
        case UInt8(ascii: "/"):
            let next = byte(pos + 1)
            if next == UInt8(ascii: "/") {
                let isDoc = byte(pos + 2) == UInt8(ascii: "/") && byte(pos + 3) != UInt8(ascii: "/")
                skipLineComment()
                return isDoc ? .docLineComment : .lineComment
            }
            if next == UInt8(ascii: "*") {
                let isDoc = byte(pos + 2) == UInt8(ascii: "*") && byte(pos + 3) != UInt8(ascii: "/")
                    && byte(pos + 3) != UInt8(ascii: "*")
                skipBlockComment()
                atLineStart = lineStart
                return isDoc ? .docBlockComment : .blockComment
            }
            return lexOperator()
        case UInt8(ascii: "L"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            // Wide and Unicode literals: L"…", u8"…", U'…'.
            var q = pos + 1
            if b == UInt8(ascii: "u"), byte(q) == UInt8(ascii: "8") { q += 1 }
            let quote = byte(q)
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                pos = q
                scanQuoted(quote)
                return .string
            }
            return lexWord()
        default:
            if isWordByte(b) { return lexWord() }
            if classes[Int(b)] & ByteClass.operatorChar != 0 { return lexOperator() }
            pos += 1
            return .unknown
        }
    }

    @inline(__always) mutating func lexWord() -> TokenKind {
        pos += 1
        while pos < end, isWordByte(buf[pos]) { pos += 1 }
        return .identifier
    }

    /// C's operators by maximal munch over the three-, two- and one-byte spellings.
    mutating func lexOperator() -> TokenKind {
        let a = buf[pos], b = byte(pos + 1), c = byte(pos + 2)
        if (a == UInt8(ascii: "<") || a == UInt8(ascii: ">")), b == a, c == UInt8(ascii: "=") {
            pos += 3
            return .operator
        }
        let pairs: Bool
        switch (a, b) {
        case (UInt8(ascii: "-"), UInt8(ascii: ">")), (UInt8(ascii: "+"), UInt8(ascii: "+")),
             (UInt8(ascii: "-"), UInt8(ascii: "-")), (UInt8(ascii: "<"), UInt8(ascii: "<")),
             (UInt8(ascii: ">"), UInt8(ascii: ">")), (UInt8(ascii: "&"), UInt8(ascii: "&")),
             (UInt8(ascii: "|"), UInt8(ascii: "|")):
            pairs = true
        default:
            pairs = b == UInt8(ascii: "=") && a != UInt8(ascii: "?") && a != UInt8(ascii: "~")
        }
        pos += pairs ? 2 : 1
        return .operator
    }

    /// A string or character literal; an unterminated one ends at its line's end.
    mutating func scanQuoted(_ quote: UInt8) {
        pos += 1
        while pos < end {
            let b = buf[pos]
            if b == quote {
                pos += 1
                return
            }
            if b == UInt8(ascii: "\\") {
                pos += 2  // an escaped byte, or a line continuation
                continue
            }
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { return }
            pos += 1
        }
        pos = min(pos, end)
    }

    /// pp-numbers: digits, letters, `.`, `'` separators, and a sign after an exponent letter.
    mutating func scanNumber() {
        pos += 1
        while pos < end {
            let b = buf[pos]
            if classes[Int(b)] & ByteClass.identifierContinue != 0 || b == UInt8(ascii: ".") {
                pos += 1
            } else if b == UInt8(ascii: "'"), classes[Int(byte(pos + 1))] & ByteClass.hexDigit != 0 {
                pos += 1
            } else if b == UInt8(ascii: "+") || b == UInt8(ascii: "-") {
                let e = buf[pos - 1] | 0x20
                guard e == UInt8(ascii: "e") || e == UInt8(ascii: "p") else { return }
                pos += 1
            } else {
                return
            }
        }
    }

    mutating func skipLineComment() {
        while pos < end {
            let b = buf[pos]
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                // A backslash before the break continues the comment (C translation phase 2).
                if pos > 0, buf[pos - 1] == UInt8(ascii: "\\") {
                    pos += b == UInt8(ascii: "\r") && byte(pos + 1) == UInt8(ascii: "\n") ? 2 : 1
                    continue
                }
                return
            }
            pos += 1
        }
    }

    /// C block comments do not nest; an unterminated one runs to the end.
    mutating func skipBlockComment() {
        pos += 2
        while pos < end {
            if buf[pos] == UInt8(ascii: "*"), byte(pos + 1) == UInt8(ascii: "/") {
                pos += 2
                return
            }
            pos += 1
        }
    }

    /// A directive up to its (unescaped) line break; comments and quotes inside are skipped, so
    /// `/* … */` spanning lines or a `"//"` belongs to it.
    mutating func scanDirective() {
        pos += 1
        while pos < end {
            let b = buf[pos]
            switch b {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return
            case UInt8(ascii: "\\"):
                pos += 1
                if byte(pos) == UInt8(ascii: "\r") { pos += 1 }
                if byte(pos) == UInt8(ascii: "\n") { pos += 1 }
            case UInt8(ascii: "/") where byte(pos + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "/") where byte(pos + 1) == UInt8(ascii: "/"):
                skipLineComment()
                return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanQuoted(b)
            default:
                pos += 1
            }
        }
        pos = min(pos, end)
    }
}
