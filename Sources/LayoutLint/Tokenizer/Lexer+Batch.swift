/// The tokenizer's main loop. Words, spaces, line breaks, brackets, `,` `;` `:` and a lone `.`
/// or `=` make up nine tokens in ten of Swift; they, plain integers and most strings are lexed
/// here inline, with the position in a local, and written straight into a batch buffer; only
/// the rest goes through `lexToken`. The rules are `lexToken`'s, so the tokens are the same
/// whichever path reads them. (A call and an `Optional` per token, and a byte-at-a-time scan of
/// names and indentation, were most of the tokenizer's cost.)
extension Lexer {
    /// Lexes up to `capacity` (at least 2) tokens into `out`; returns how many, 0 at the end.
    mutating func lex(into out: UnsafeMutablePointer<Token>, capacity: Int) -> Int {
        guard buf.baseAddress != nil else { return 0 }
        if end > maxTokenLength { return lexSplitting(into: out, capacity: capacity) }
        var n = 0
        // A round writes no more tokens, nor brackets, nor line starts, than it reads bytes (two
        // tokens at most: an operator and the regex literal it hides, `!/x/`). So each run below
        // may read as many bytes as there is room for all three, and checks only the position per
        // token. (A token that holds line breaks writes its lines through `recordLines`.)
        while n &+ 2 <= capacity, pos < end {
            var bytes = min(end &- pos, capacity &- n &- 1)
            if record != nil {
                let bracketRoom = record!.brackets.reserve(atLeast: 64)
                let lineRoom = record!.lineStarts.reserve(atLeast: 64)
                bytes = min(bytes, bracketRoom.count, lineRoom.count)
                lineCursor = lineRoom.start
                let written = lexRun(into: out, n, bytes: bytes, brackets: bracketRoom.start)
                record!.brackets.didAppend(written.brackets)
                record!.lineStarts.end(at: lineCursor.unsafelyUnwrapped)
                n = written.tokens
            } else {
                n = lexRun(into: out, n, bytes: bytes, brackets: nil).tokens
            }
        }
        return n
    }

    /// Lexes from `pos` until `bytes` bytes are read (or a few more: the last token ends where
    /// it ends), writing tokens from `out[n]` on and, when recording (`TokenRecord`: then
    /// `bracketsOut` is given), each bracket token as `index << 3 | code` (`BracketCode`) into
    /// `bracketsOut` and the start of each line it meets at `lineCursor`. Returns the token
    /// count and how many brackets it wrote.
    @inline(__always)
    private mutating func lexRun(into out: UnsafeMutablePointer<Token>, _ n: Int, bytes: Int,
                                 brackets bracketsOut: UnsafeMutablePointer<Int>?) -> (tokens: Int, brackets: Int) {
        let base = buf.baseAddress.unsafelyUnwrapped
        let end = self.end, classes = self.classes, actions = self.actions, keywords = self.keywords, tokenBase = self.tokenBase
        var n = n, bracketCount = 0
        var p = pos
        let limit = p &+ bytes
        // Files end with a line break, not inside a name: then a name's scan needs no bound check.
        let lastEndsNames = end > 0 && classes[Int(base[end &- 1])] & ByteClass.identifierContinue == 0
        @inline(__always) func record(_ code: Int) {
            guard let bracketsOut else { return }
            bracketsOut[bracketCount] = (tokenBase &+ n) << 3 | code
            bracketCount &+= 1
        }
        while p < limit {
            var start = p
            let b = base[start]
            let cls = classes[Int(b)]
            var kind: TokenKind
            if cls & ByteClass.identifierStart != 0 {
                // A non-ASCII letter or combining mark may go on; when the last byte ends names,
                // the name ends before it, so the byte after the name needs no bound check.
                let goesOnNonASCII: Bool
                if lastEndsNames {
                    p = Self.wordEnd(base, start &+ 1, classes)
                    goesOnNonASCII = base[p] >= 0x80
                } else {
                    p = Self.wordEnd(base, start &+ 1, end, classes)
                    goesOnNonASCII = p < end && base[p] >= 0x80
                }
                if goesOnNonASCII {
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
                // Seven spaces in ten are one space between two tokens.
                p = start &+ 1
                if p < end, classes[Int(base[p])] & ByteClass.horizontalSpace != 0 { p = Self.spaceEnd(base, p, end, classes) }
                kind = .whitespace
            } else {
                p = start &+ 1
                switch actions[Int(b)] {
                case .newline:
                    kind = .newline
                    if bracketsOut != nil {
                        lineCursor.unsafelyUnwrapped.pointee = p
                        lineCursor = lineCursor.unsafelyUnwrapped + 1
                    }
                case .openParen:
                    kind = mark(.openParen)
                    record(BracketCode.kind(b))
                case .openSquare:
                    kind = mark(.openSquare)
                    record(BracketCode.kind(b))
                case .openBrace:
                    kind = mark(.openBrace)
                    record(BracketCode.kind(b))
                case .closer:
                    kind = mark(.expressionEnd)
                    record(BracketCode.closer | BracketCode.kind(b))
                case .backslash:
                    kind = mark(.expressionEnd)
                case .comma: kind = mark(.comma)
                case .semicolon: kind = mark(.semicolon)
                case .colon where p == end || base[p] != UInt8(ascii: ":"):
                    kind = mark(.colon)
                // A `.` or `=` that no operator character follows is the whole operator, and
                // `classifyOperator` makes it punctuation whatever surrounds it.
                case .period where Self.endsOperator(base, p, end, classes, dotContinues: true):
                    kind = mark(.period)
                case .equals where Self.endsOperator(base, p, end, classes, dotContinues: false):
                    kind = mark(.binaryOperator)
                case .digit where Self.endsNumber(base, Self.digitsEnd(base, p, end, classes), end, classes):
                    // Plain decimal integers (`0`, `16`): `lexNumber` would end them there too.
                    p = Self.digitsEnd(base, p, end, classes)
                    setPrevious(.expressionEnd)
                    kind = .number
                case .quote:
                    if let stringEnd = plainStringEnd(base, start) {
                        p = stringEnd
                        setPrevious(.expressionEnd)
                        kind = .string
                        break
                    }
                    fallthrough
                default:
                    let slow = lexSlowToken(at: start, into: out, n, recordingLines: bracketsOut != nil, runEnd: limit)
                    (kind, start, p, n) = (slow.kind, slow.start, slow.end, slow.n)
                }
            }
            out[n] = Token(kind: kind, start: start, lexedEnd: p)
            n &+= 1
        }
        pos = p
        return (n, bracketCount)
    }

    /// The tokens only `lexToken` reads (about one in forty), apart from the loop so its values
    /// stay in registers. Writes the operator before a regex literal it hides (`!/x/`) itself and
    /// returns the last token, for the loop to write, with the token count so far. When
    /// recording, a token that ends or holds line breaks writes its lines through the record,
    /// and the run goes on writing lines where they end, with room for the rest of the run.
    @inline(never)
    private mutating func lexSlowToken(at start: Int, into out: UnsafeMutablePointer<Token>, _ n: Int,
                                       recordingLines: Bool, runEnd: Int) -> (kind: TokenKind, start: Int, end: Int, n: Int) {
        @inline(__always) func recordSlowLines(_ kind: TokenKind, _ start: Int, _ tokenEnd: Int) {
            guard recordingLines, kind.mayEndLines else { return }
            record!.lineStarts.end(at: lineCursor.unsafelyUnwrapped)
            recordLines(kind, start, tokenEnd)
            lineCursor = record!.lineStarts.reserve(atLeast: runEnd &- tokenEnd &+ 64).start
        }
        pos = start
        let kind = lexToken()
        if pos <= start { pos = start &+ 1 }  // defensive: every token consumes input
        let p = pos
        recordSlowLines(kind, start, p)
        guard pendingRegexEnd > p else { return (kind, start, p, n) }
        out[n] = Token(kind: kind, start: start, lexedEnd: p)
        pos = pendingRegexEnd
        pendingRegexEnd = -1
        setPrevious(.expressionEnd)
        recordSlowLines(.regex, p, pos)
        return (.regex, p, pos, n &+ 1)
    }

    /// Where a string literal at `start` ends if it is on one line, its escapes are simple and
    /// its interpolations hold no quote, `#` before a quote, `/` nor line break (nearly all
    /// are): the same end `lexString` finds, without its stack of frames. Nil for the rest.
    @inline(__always) func plainStringEnd(_ base: UnsafePointer<UInt8>, _ start: Int) -> Int? {
        let quote = base[start]
        if quote == UInt8(ascii: "\""), byte(start &+ 1) == quote, byte(start &+ 2) == quote { return nil }  // multi-line
        let p = Self.skip(base, start &+ 1, end, classes, ByteClass.stringSpecial, whileSet: false)
        if p < end, base[p] == quote { return p &+ 1 }  // most: nothing but text inside
        return plainStringEnd(base, from: p, quote: quote)
    }

    /// `plainStringEnd` on from `p`, inside the literal.
    @inline(never) func plainStringEnd(_ base: UnsafePointer<UInt8>, from p: Int, quote: UInt8) -> Int? {
        var p = p
        while true {
            p = Self.skip(base, p, end, classes, ByteClass.stringSpecial, whileSet: false)
            guard p < end else { return p }  // unterminated
            switch base[p] {
            case quote: return p &+ 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return p  // unterminated at the line break
            case UInt8(ascii: "\\"):
                switch byte(p &+ 1) {
                case UInt8(ascii: "("):
                    guard let close = plainInterpolationEnd(base, p &+ 2) else { return nil }
                    p = close
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
                default:
                    guard p &+ 1 < end else { return nil }
                    p &+= 2  // `\n`, `\"`, `\\`, `\u{…}`'s first byte
                }
            default: p &+= 1  // the other quote
            }
        }
    }

    /// Just past the `)` that closes an interpolation whose code starts at `p`, if the code has
    /// nothing `scanInterpolation` reads specially but parentheses and `#` before a name
    /// (`\(#function)`); nil otherwise.
    @inline(__always) func plainInterpolationEnd(_ base: UnsafePointer<UInt8>, _ p: Int) -> Int? {
        var p = p, depth = 0
        while p < end {
            switch base[p] {
            case UInt8(ascii: "("): depth &+= 1
            case UInt8(ascii: ")"):
                if depth == 0 { return p &+ 1 }
                depth &-= 1
            case UInt8(ascii: "#"):
                let next = byte(p &+ 1)
                if next == UInt8(ascii: "#") || next == UInt8(ascii: "\"") { return nil }
            case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: break
            }
            p &+= 1
        }
        return nil
    }

    /// Whether a run of decimal digits ending at `next` is the whole number: nothing follows that
    /// `lexNumber` would take on (`_`, letters, a fraction, non-ASCII name characters).
    @inline(__always)
    static func endsNumber(_ base: UnsafePointer<UInt8>, _ next: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Bool {
        let b = next < end ? base[next] : 0
        return b < 0x80 && classes[Int(b)] & ByteClass.identifierContinue == 0 && b != UInt8(ascii: ".")
    }

    /// Where the run of decimal digits from `p` ends.
    @inline(__always)
    static func digitsEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Int {
        skip(base, p, end, classes, ByteClass.digit, whileSet: true)
    }

    /// A one-byte punctuation token (the caller advances).
    @inline(__always) mutating func mark(_ previous: PreviousToken) -> TokenKind {
        setPrevious(previous)
        return .punctuation
    }

    /// Whether an operator whose first byte ends at `next` is one byte long: what follows can
    /// neither continue it (an operator character, a `.` after a leading `.`) nor begin a
    /// non-ASCII operator scalar.
    @inline(__always)
    static func endsOperator(_ base: UnsafePointer<UInt8>, _ next: Int, _ end: Int, _ classes: UnsafePointer<UInt8>,
                             dotContinues: Bool) -> Bool {
        let b = next < end ? base[next] : 0
        return b < 0x80 && classes[Int(b)] & ByteClass.operatorChar == 0 && !(dotContinues && b == UInt8(ascii: "."))
    }

    /// Where the run of ASCII letters, digits and `_` from `p` ends.
    @inline(__always)
    static func wordEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Int {
        skip(base, p, end, classes, ByteClass.identifierContinue, whileSet: true)
    }

    /// `wordEnd` when a byte that is not part of a name is known to come before the end.
    @inline(__always)
    static func wordEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ classes: UnsafePointer<UInt8>) -> Int {
        @inline(__always) func goesOn(_ i: Int) -> Bool { classes[Int(base[i])] & ByteClass.identifierContinue != 0 }
        var p = p
        while true {
            guard goesOn(p) else { return p }
            guard goesOn(p &+ 1) else { return p &+ 1 }
            guard goesOn(p &+ 2) else { return p &+ 2 }
            guard goesOn(p &+ 3) else { return p &+ 3 }
            guard goesOn(p &+ 4) else { return p &+ 4 }
            guard goesOn(p &+ 5) else { return p &+ 5 }
            guard goesOn(p &+ 6) else { return p &+ 6 }
            guard goesOn(p &+ 7) else { return p &+ 7 }
            p &+= 8
        }
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

/// How `TokenRecord.brackets` names a bracket: its opener's kind (0 `(`, 1 `[`, 2 `{`), plus `closer`.
enum BracketCode {
    static let closer = 4

    @inline(__always) static func of(_ b: UInt8) -> Int {
        switch b {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return kind(b)
        default: return closer | kind(b)
        }
    }

    /// The kind of a bracket byte, without branches: `(` `)` are 0x28 0x29, `[` `]` 0x5B 0x5D,
    /// `{` `}` 0x7B 0x7D, so the byte's top three bits less one give 0, 1, 2.
    @inline(__always) static func kind(_ b: UInt8) -> Int { Int(b &>> 5) &- 1 }
}

/// Eight bytes at once in a 64-bit word.
enum SWAR {
    static let spaces: UInt64 = 0x2020_2020_2020_2020
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Where the first `\n` or `\r` at or after `p` is (`end` if none): eight bytes a round.
    @inline(__always)
    static func lineBreak(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int) -> Int {
        var p = p
        while p &+ 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            // A byte's high bit is set in `nonzero(y)` exactly when the byte is not zero.
            @inline(__always) func nonzero(_ y: UInt64) -> UInt64 { ((y & low7) &+ low7) | y }
            let breaks = ~(nonzero(word ^ (ones &* 0x0A)) & nonzero(word ^ (ones &* 0x0D))) & ~low7
            if breaks != 0 { return p &+ breaks.trailingZeroBitCount >> 3 }
            p &+= 8
        }
        while p < end, base[p] != UInt8(ascii: "\n"), base[p] != UInt8(ascii: "\r") { p &+= 1 }
        return p
    }

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
