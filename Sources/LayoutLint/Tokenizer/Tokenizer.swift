/// The lightweight Swift tokenizer: UTF-8 bytes in, tokens out, every byte in exactly one token.
///
/// It follows the Swift compiler's lexer (swift-syntax's `Lexer.Cursor`) where the two could
/// disagree: when `/` starts a regex literal, when an operator is prefix, postfix or binary, how
/// raw and multi-line strings end. It never recurses, so input controls no stack depth, and it
/// always advances, so it ends on any input.
public enum Tokenizer {
    /// All tokens of `bytes`, in order.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> [Token] {
        var lexer = Lexer(buffer)
        return tokenize(&lexer)
    }

    @inline(never)  // once per file; kept apart so profiles show the tokenizer as one stage
    private static func tokenize(_ lexer: inout Lexer) -> [Token] {
        let buffer = lexer.buf
        // Swift averages ~4 bytes a token; a third never has to grow (a doubling copy, and twice
        // the memory while the project index holds the outline for the linter). The lexer
        // writes straight into the array's storage.
        var tokens = [Token](unsafeUninitializedCapacity: buffer.count / 3 + 16) { storage, count in
            guard let base = storage.baseAddress else { return }
            while storage.count - count >= 2 {
                lexer.tokenBase = count
                let written = lexer.lex(into: base + count, capacity: storage.count - count)
                guard written > 0 else { return }
                count += written
            }
        }
        // Denser input than that (`((((`…) goes on in batches.
        if lexer.pos < lexer.end {
            lexer.tokenBase = tokens.count
            lexer.forEachBatch { tokens.append(contentsOf: $0) }
        }
        return tokens
    }

    /// The tokens as `TokenList`'s packed words (`count` tokens, then where the last ends: the
    /// outline keeps the array), their brackets as `TokenRecord.brackets` lists them (for
    /// `OutlineParser`), the file's line starts (`SourceFile.lineStarts`) and the tokens that may
    /// be `SelectorName`s, handed to `body` while the bracket list exists. The input is under
    /// `TokenList.maxPackedBytes`.
    static func tokenizeRecording<R>(_ buffer: UnsafeBufferPointer<UInt8>,
                                     _ body: (_ words: [UInt32], _ count: Int, _ brackets: UnsafeBufferPointer<Int>,
                                              _ lineStarts: [Int], _ selectorNames: [Int]) -> R) -> R {
        var lexer = Lexer(buffer)
        lexer.record = TokenRecord(byteCount: buffer.count)
        defer { lexer.record!.free() }
        // Room for a token in 3.5 bytes and 64 more (files average one in 3.9; one in twenty is
        // denser and goes on below), and the end's word. The lexer writes straight into the
        // array's storage, and the outline keeps it (`TokenList.compacted`).
        var count = 0
        var words = [UInt32](unsafeUninitializedCapacity: buffer.count * 2 / 7 + 64) { storage, initialized in
            defer { initialized = count }
            guard let base = storage.baseAddress else { return }
            while storage.count &- 1 &- count >= 2 {
                lexer.tokenBase = count
                let written = lexer.lexListing(into: base + count, capacity: storage.count &- 1 &- count)
                guard written > 0 else { return }
                count += written
            }
        }
        // Denser input than that goes on in batches.
        if lexer.pos < lexer.end {
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 1024) { scratch in
                guard let base = scratch.baseAddress else { return }
                while true {
                    lexer.tokenBase = count
                    let written = lexer.lexListing(into: base, capacity: scratch.count)
                    guard written > 0 else { return }
                    words.append(contentsOf: UnsafeBufferPointer(start: base, count: written))
                    count += written
                }
            }
        }
        words.append(UInt32(truncatingIfNeeded: buffer.count) << Token.kindBits)
        let record = lexer.record!
        // Copied to an array of the exact size: every file's table stays alive with its outline.
        return body(words, count, record.brackets.list, Array(record.lineStarts.list), Array(record.selectorNameList))
    }

    /// Streams the tokens without keeping them: constant memory whatever the input size.
    public static func forEachToken(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Token) -> Void) {
        var lexer = Lexer(buffer)
        lexer.forEachBatch { batch in
            for token in batch { body(token) }
        }
    }
}

extension Lexer {
    /// The rest of the tokens in batches of up to 1024, lexed into a stack buffer.
    mutating func forEachBatch(_ body: (UnsafeBufferPointer<Token>) -> Void) {
        withUnsafeTemporaryAllocation(of: Token.self, capacity: 1024) { scratch in
            guard let base = scratch.baseAddress else { return }
            while true {
                let count = lex(into: base, capacity: scratch.count)
                guard count > 0 else { return }
                body(UnsafeBufferPointer(start: base, count: count))
                tokenBase += count
            }
        }
    }
}

/// What the previous significant token lets the next `/` be (the compiler's
/// `isInRegexLiteralPosition`), plus the few facts keyword re-classification needs.
enum PreviousToken: UInt8 {
    case start, openParen, openSquare, openBrace, comma, colon, semicolon
    case binaryOperator, prefixOperator, infixQuestion, keyword, poundIfFamily, unknown
    case tryKeyword               // a keyword, and a `?`/`!` after it makes a `/` a regex
    case period                   // `.`: a keyword after it is a member name
    case funcOrOperatorKeyword    // `func /(…)`: an operator must follow, never a regex
    case expressionEnd            // identifiers, literals, closers, postfix operators…

    var allowsRegex: Bool {
        switch self {
        case .period, .expressionEnd: return false
        default: return true
        }
    }

    /// After these an unapplied operator is legal (`reduce(0, /)`), so a binary-looking `/` is
    /// only a regex if it scans as one.
    var isArgumentListPosition: Bool {
        self == .openParen || self == .openSquare || self == .comma || self == .colon
    }
}

struct Lexer {
    let buf: UnsafeBufferPointer<UInt8>
    let end: Int
    var pos = 0
    var previous = PreviousToken.start
    /// `try?` / `try!` was just lexed: a following `/` is a regex even if it looks binary.
    var preferRegex = false
    /// A regex literal found inside an operator (`!/x/`): emitted after the operator part.
    var pendingRegexEnd = -1
    /// Reused by string scanning so literals with interpolations allocate nothing.
    var frames: [StringFrame] = []
    /// When recording, the brackets and line starts (`TokenRecord`), so the outline matches
    /// brackets and finds lines without another pass over all tokens or bytes. `tokenBase` is
    /// the index of the first token of the batch being lexed.
    var record: TokenRecord?
    /// Where the batch loop writes the next line start, when recording.
    var lineCursor: UnsafeMutablePointer<Int>?
    var tokenBase = 0
    /// Where the name the input ends in starts (`end` when the last byte ends names): the batch
    /// loop starts tokens before it only, so a name's scan there needs no bound check.
    let namesEnd: Int
    /// Longer tokens are split (`lexSplitting`): `Token.maxLength`, smaller only in tests.
    var maxTokenLength = Token.maxLength
    /// `lexSplitting`'s tokens still to write, the next last.
    var unsplit: [(kind: TokenKind, start: Int, end: Int)] = []

    let classes: UnsafePointer<UInt8>

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        buf = buffer
        end = buffer.count
        classes = ByteClass.pointer
        var namesEnd = buffer.count
        while namesEnd > 0, classes[Int(buffer[namesEnd - 1])] & ByteClass.identifierContinue != 0 { namesEnd -= 1 }
        self.namesEnd = namesEnd
    }

    @inline(__always) func byte(_ i: Int) -> UInt8 { i < end ? buf[i] : 0 }
    @inline(__always) func classOf(_ b: UInt8) -> UInt8 { classes[Int(b)] }

    /// Records the significant token just lexed; `try?`'s regex preference lasts one token (a
    /// `try` after it keeps it).
    @inline(__always) mutating func setPrevious(_ kind: PreviousToken) {
        if kind != .tryKeyword { preferRegex = false }
        previous = kind
    }

    mutating func lexToken() -> TokenKind {
        let b = buf[pos]
        switch b {
        case UInt8(ascii: "\n"):
            pos += 1
            return .newline
        case UInt8(ascii: "\r"):
            pos += byte(pos + 1) == UInt8(ascii: "\n") ? 2 : 1
            return .newline
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
            pos += 1
            while pos < end, classOf(buf[pos]) & ByteClass.horizontalSpace != 0 { pos += 1 }
            return .whitespace
        case UInt8(ascii: "("): return punctuation(.openParen)
        case UInt8(ascii: "["): return punctuation(.openSquare)
        case UInt8(ascii: "{"): return punctuation(.openBrace)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return punctuation(.expressionEnd)
        case UInt8(ascii: ","): return punctuation(.comma)
        case UInt8(ascii: ";"): return punctuation(.semicolon)
        case UInt8(ascii: "\\"): return punctuation(.expressionEnd)
        case UInt8(ascii: ":"):
            if byte(pos + 1) == UInt8(ascii: ":") {
                pos += 2
                setPrevious(.expressionEnd)
                return .punctuation
            }
            return punctuation(.colon)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexString(pounds: 0)
            setPrevious(.expressionEnd)
            return .string
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "@"):
            return lexAttribute()
        case UInt8(ascii: "`"):
            return lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            pos += 1
            scanIdentifierContinuation()
            setPrevious(.expressionEnd)
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
            setPrevious(.expressionEnd)
            return .number
        case UInt8(ascii: "/"):
            let next = byte(pos + 1)
            if next == UInt8(ascii: "/") { return lexLineComment() }
            if next == UInt8(ascii: "*") { return lexBlockComment() }
            return lexOperator()
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(pos) {
                pos += 1
                let afterTry = previous == .tryKeyword
                setPrevious(.expressionEnd)
                preferRegex = afterTry
                return .punctuation
            }
            return lexOperator()
        case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"):
            return lexOperator()
        default:
            if classOf(b) & ByteClass.identifierStart != 0 { return lexIdentifier() }
            if b >= 0x80 { return lexNonASCII() }
            pos += 1  // control characters, NUL, DEL
            setPrevious(.unknown)
            return .unknown
        }
    }

    @inline(__always) mutating func punctuation(_ kind: PreviousToken) -> TokenKind {
        pos += 1
        setPrevious(kind)
        return .punctuation
    }

    mutating func lexNonASCII() -> TokenKind {
        guard let (scalar, length) = buf.scalar(at: pos) else {
            pos += 1
            setPrevious(.unknown)
            return .unknown
        }
        if ByteClass.isUnicodeSpace(scalar) {
            pos += length
            return .whitespace
        }
        if ByteClass.isOperatorHead(scalar) { return lexOperator() }
        return lexIdentifier()
    }

    // MARK: Comments

    mutating func lexLineComment() -> TokenKind {
        let start = pos
        if let base = buf.baseAddress { pos = SWAR.lineBreak(base, pos, end) }
        let isDoc = pos - start >= 3 && buf[start + 2] == UInt8(ascii: "/") && (pos - start == 3 || buf[start + 3] != UInt8(ascii: "/"))
        return isDoc ? .docLineComment : .lineComment
    }

    /// Block comments nest; an unterminated one runs to the end of the input.
    mutating func lexBlockComment() -> TokenKind {
        let start = pos
        pos += 2
        var depth = 1
        while pos < end {
            let b = buf[pos]
            if b == UInt8(ascii: "*"), byte(pos + 1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if b == UInt8(ascii: "/"), byte(pos + 1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
        let third = byte(start + 2)
        let isDoc = third == UInt8(ascii: "*") && pos - start > 4 && byte(start + 3) != UInt8(ascii: "*")
            && byte(start + 3) != UInt8(ascii: "/")
        return isDoc ? .docBlockComment : .blockComment
    }

    // MARK: Words

    mutating func scanIdentifierContinuation() {
        while pos < end {
            let b = buf[pos]
            if classOf(b) & ByteClass.identifierContinue != 0 {
                pos += 1
            } else if b >= 0x80, let (scalar, length) = buf.scalar(at: pos),
                      !ByteClass.isOperatorHead(scalar), !ByteClass.isUnicodeSpace(scalar) {
                // Combining marks (U+20E3 in `2️⃣`, variation selectors) continue identifiers
                // as well as operators: only an operator *head* ends a name.
                pos += length
            } else {
                return
            }
        }
    }

    mutating func lexIdentifier() -> TokenKind {
        let start = pos
        if buf[pos] >= 0x80, let (_, length) = buf.scalar(at: pos) { pos += length } else { pos += 1 }
        scanIdentifierContinuation()
        if let base = buf.baseAddress, pos - start < 16, let slot = ReservedWords(classes).slot(base, start, pos - start, end) {
            return classifyKeyword(slot)
        }
        setPrevious(.expressionEnd)
        return .identifier
    }

    mutating func lexBacktickIdentifier() -> TokenKind {
        var i = pos + 1
        while i < end, buf[i] != UInt8(ascii: "`"), buf[i] != UInt8(ascii: "\n"), buf[i] != UInt8(ascii: "\r") { i += 1 }
        if i < end, buf[i] == UInt8(ascii: "`"), i > pos + 1 {
            pos = i + 1
            setPrevious(.expressionEnd)
            return .identifier
        }
        pos += 1
        setPrevious(.unknown)
        return .unknown
    }

    mutating func lexAttribute() -> TokenKind {
        pos += 1
        let b = byte(pos)
        let startsName = classOf(b) & ByteClass.identifierStart != 0
            || (b >= 0x80 && buf.scalar(at: pos).map { !ByteClass.isOperatorHead($0.value) && !ByteClass.isUnicodeSpace($0.value) } == true)
        setPrevious(.expressionEnd)
        guard startsName else { return .punctuation }
        scanIdentifierContinuation()
        return .attribute
    }

    /// `#` starts a raw string, a regex literal, the shebang, a pound keyword, or stands alone.
    mutating func lexPound() -> TokenKind {
        let start = pos
        if start == 0 || (start == 3 && buf[0] == 0xEF && buf[1] == 0xBB && buf[2] == 0xBF),
           byte(pos + 1) == UInt8(ascii: "!") {
            while pos < end, buf[pos] != UInt8(ascii: "\n"), buf[pos] != UInt8(ascii: "\r") { pos += 1 }
            return .shebang
        }
        var pounds = 0
        while byte(start + pounds) == UInt8(ascii: "#") { pounds += 1 }
        let after = byte(start + pounds)
        if after == UInt8(ascii: "\"") {
            lexString(pounds: pounds)
            setPrevious(.expressionEnd)
            return .string
        }
        if after == UInt8(ascii: "/"), let regexEnd = scanRegex(at: start, pounds: pounds, mustBeRegex: true) {
            pos = regexEnd
            setPrevious(.expressionEnd)
            return .regex
        }
        pos += 1
        guard classOf(byte(pos)) & ByteClass.identifierStart != 0 else {
            setPrevious(.expressionEnd)
            return .punctuation
        }
        scanIdentifierContinuation()
        let isIfFamily = matches(start, "#if") || matches(start, "#else") || matches(start, "#elseif") || matches(start, "#endif")
        setPrevious(isIfFamily ? .poundIfFamily : .expressionEnd)
        return .poundKeyword
    }

    /// Whether the token that just ended at `pos` and began at `start` spells `word` exactly.
    @inline(__always) func matches(_ start: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard pos - start == count else { return false }
        let w = word.utf8Start
        for k in 0..<count where buf[start + k] != w[k] { return false }
        return true
    }
}
