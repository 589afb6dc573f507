/// The tokenizer's main loop. Words, spaces, line breaks, brackets, `,` `;` `:` and a lone `.`
/// or `=` make up nine tokens in ten of Swift; they are lexed here inline, with the position in
/// a local, and written straight into a batch buffer; only the rest goes through `lexToken`. The
/// rules are `lexToken`'s, so the tokens are the same whichever path reads them. (A call and an
/// `Optional` per token, and a byte-at-a-time scan of names and indentation, were most of the
/// tokenizer's cost.)
extension Lexer {
    /// Lexes up to `capacity` (at least 2) tokens into `out`; returns how many, 0 at the end.
    mutating func lex(into out: UnsafeMutablePointer<Token>, capacity: Int) -> Int {
        guard let base = buf.baseAddress else { return 0 }
        let end = self.end, classes = self.classes
        var n = 0
        var p = pos
        // A round writes at most two tokens: an operator and the regex literal it hides (`!/x/`).
        while n &+ 2 <= capacity, p < end {
            let start = p
            let b = base[start]
            let cls = classes[Int(b)]
            var kind: TokenKind
            if cls & ByteClass.identifierStart != 0 {
                p = Self.wordEnd(base, start &+ 1, end, classes)
                if p < end, base[p] >= 0x80 {  // a non-ASCII letter or combining mark may go on
                    pos = p
                    scanIdentifierContinuation()
                    p = pos
                }
                kind = .identifier
                if keywords.mayBeWord(first: b, length: p &- start), let keyword = keywords.word(base, start, p &- start, end) {
                    pos = p
                    kind = classifyKeyword(keyword)
                } else {
                    setPrevious(.expressionEnd)
                }
            } else if cls & ByteClass.horizontalSpace != 0 {
                p = Self.spaceEnd(base, start &+ 1, end, classes)
                kind = .whitespace
            } else {
                p = start &+ 1
                switch b {
                case UInt8(ascii: "\n"): kind = .newline
                case UInt8(ascii: "("):
                    kind = mark(.openParen)
                    record(bracket: b, token: n)
                case UInt8(ascii: "["):
                    kind = mark(.openSquare)
                    record(bracket: b, token: n)
                case UInt8(ascii: "{"):
                    kind = mark(.openBrace)
                    record(bracket: b, token: n)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    kind = mark(.expressionEnd)
                    record(bracket: b, token: n)
                case UInt8(ascii: "\\"):
                    kind = mark(.expressionEnd)
                case UInt8(ascii: ","): kind = mark(.comma)
                case UInt8(ascii: ";"): kind = mark(.semicolon)
                case UInt8(ascii: ":") where p == end || base[p] != UInt8(ascii: ":"):
                    kind = mark(.colon)
                // A `.` or `=` that no operator character follows is the whole operator, and
                // `classifyOperator` makes it punctuation whatever surrounds it.
                case UInt8(ascii: ".") where endsOperator(at: p, dotContinues: true):
                    kind = mark(.period)
                case UInt8(ascii: "=") where endsOperator(at: p, dotContinues: false):
                    kind = mark(.binaryOperator)
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    if let stringEnd = plainStringEnd(base, start) {
                        p = stringEnd
                        setPrevious(.expressionEnd)
                        kind = .string
                        break
                    }
                    fallthrough
                default:
                    pos = start
                    kind = lexToken()
                    if pos <= start { pos = start &+ 1 }  // defensive: every token consumes input
                    p = pos
                    if pendingRegexEnd > p {
                        out[n] = Token(kind: kind, start: start, end: p)
                        n &+= 1
                        kind = .regex
                        pos = pendingRegexEnd
                        pendingRegexEnd = -1
                        setPrevious(.expressionEnd)
                        out[n] = Token(kind: kind, start: p, end: pos)
                        n &+= 1
                        p = pos
                        continue
                    }
                }
            }
            out[n] = Token(kind: kind, start: start, end: p)
            n &+= 1
        }
        pos = p
        return n
    }

    /// Where a string literal at `start` ends if it is on one line and has no backslash (nearly
    /// all are): the same end `lexString` finds, without its stack of frames. Nil for the rest.
    @inline(__always) func plainStringEnd(_ base: UnsafePointer<UInt8>, _ start: Int) -> Int? {
        let quote = base[start]
        if quote == UInt8(ascii: "\""), byte(start &+ 1) == quote, byte(start &+ 2) == quote { return nil }  // multi-line
        var p = start &+ 1
        while true {
            p = Self.skip(base, p, end, classes, ByteClass.stringSpecial, whileSet: false)
            guard p < end else { return p }  // unterminated
            switch base[p] {
            case quote: return p &+ 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return p  // unterminated at the line break
            case UInt8(ascii: "\\"): return nil
            default: p &+= 1  // the other quote
            }
        }
    }

    /// Notes the bracket that is token `n` of this batch, when asked to (`brackets`).
    @inline(__always) mutating func record(bracket b: UInt8, token n: Int) {
        brackets?.append((tokenBase &+ n) << 3 | BracketCode.of(b))
    }

    /// A one-byte punctuation token (the caller advances).
    @inline(__always) mutating func mark(_ previous: PreviousToken) -> TokenKind {
        setPrevious(previous)
        return .punctuation
    }

    /// Whether an operator whose first byte ends at `next` is one byte long: what follows can
    /// neither continue it (an operator character, a `.` after a leading `.`) nor begin a
    /// non-ASCII operator scalar.
    @inline(__always) func endsOperator(at next: Int, dotContinues: Bool) -> Bool {
        let b = byte(next)
        return b < 0x80 && classOf(b) & ByteClass.operatorChar == 0 && !(dotContinues && b == UInt8(ascii: "."))
    }

    /// Where the run of ASCII letters, digits and `_` from `p` ends.
    @inline(__always)
    static func wordEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Int {
        skip(base, p, end, classes, ByteClass.identifierContinue, whileSet: true)
    }

    /// Where the run of bytes from `p` whose class has (`whileSet`) or lacks `mask` ends: four
    /// bytes a round without a bound check while four are left (names average seven bytes).
    @inline(__always)
    static func skip(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>,
                     _ mask: UInt8, whileSet: Bool) -> Int {
        @inline(__always) func goesOn(_ i: Int) -> Bool { (classes[Int(base[i])] & mask != 0) == whileSet }
        var p = p
        while p &+ 4 <= end {
            guard goesOn(p) else { return p }
            guard goesOn(p &+ 1) else { return p &+ 1 }
            guard goesOn(p &+ 2) else { return p &+ 2 }
            guard goesOn(p &+ 3) else { return p &+ 3 }
            p &+= 4
        }
        while p < end, goesOn(p) { p &+= 1 }
        return p
    }

    /// Where the run of horizontal white space from `p` ends: spaces eight at a time, then the
    /// rarer tabs and form feeds byte by byte.
    @inline(__always)
    static func spaceEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Int {
        var p = p
        while p &+ 8 <= end {
            let others = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)) ^ SWAR.spaces
            if others != 0 {
                p &+= others.trailingZeroBitCount >> 3
                break
            }
            p &+= 8
        }
        while p < end, classes[Int(base[p])] & ByteClass.horizontalSpace != 0 { p &+= 1 }
        return p
    }
}

/// How `Lexer.brackets` names a bracket: its opener's kind (0 `(`, 1 `[`, 2 `{`), plus `closer`.
enum BracketCode {
    static let closer = 4

    @inline(__always) static func of(_ b: UInt8) -> Int {
        switch b {
        case UInt8(ascii: "("): return 0
        case UInt8(ascii: "["): return 1
        case UInt8(ascii: "{"): return 2
        case UInt8(ascii: ")"): return closer
        case UInt8(ascii: "]"): return closer | 1
        default: return closer | 2  // `}`
        }
    }
}

/// A growable list of `Int`s in memory of its own: appending is a compare and a store, with no
/// array uniqueness check (a third of the cost of listing brackets). Freed by its owner.
struct BracketRecord {
    private var start: UnsafeMutablePointer<Int>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = UnsafeMutablePointer<Int>.allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ value: Int) {
        if count == capacity { grow() }
        (start + count).initialize(to: value)
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity *= 2
    }

    var list: UnsafeBufferPointer<Int> { UnsafeBufferPointer(start: start, count: count) }

    func free() { start.deallocate() }
}

/// Eight bytes at once in a 64-bit word.
enum SWAR {
    static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The first 16 bytes of `base[start..<start+length]` as two little-endian words, zero past
    /// the word's end: two unaligned loads and masks when 16 bytes are readable before `end`.
    @inline(__always)
    static func words(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> (UInt64, UInt64) {
        if start &+ 16 <= end, length > 0, length <= 16 {
            let raw = UnsafeRawPointer(base + start)
            let lo = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if length <= 8 { return (lo & ~0 &>> UInt64(64 &- 8 &* length), 0) }
            let hi = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            return (lo, hi & ~0 &>> UInt64(128 &- 8 &* length))
        }
        var lo: UInt64 = 0, hi: UInt64 = 0
        for k in 0..<min(length, 16) {
            let b = UInt64(base[start + k])
            if k < 8 { lo |= b << (8 * UInt64(k)) } else { hi |= b << (8 * UInt64(k - 8)) }
        }
        return (lo, hi)
    }
}
