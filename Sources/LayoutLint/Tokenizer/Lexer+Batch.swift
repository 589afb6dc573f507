/// The tokenizer's main loop. Words, spaces, line breaks, brackets, `,` `;` `:`, a lone `.` or
/// `=` and postfix `!` `?` make up nine tokens in ten of Swift; they, plain integers and most
/// strings are lexed here inline, with the position in a local, and written straight into a batch
/// buffer; only the rest goes through `lexToken`. The rules are `lexToken`'s, so the tokens are the
/// same whichever path reads them (`TokenizerBatchTests`). A round's first byte picks its case
/// with one table load and one jump (`StartAction`); the names that follow a space, an
/// indentation, `.` or an opener need no round of their own, nor a call's `(` after a name, nor
/// the line break after a closer or `{` (a third of the rounds). (A call and an `Optional` per
/// token, and a byte-at-a-time scan of names and indentation, were most of the tokenizer's cost.)
extension Lexer {
    /// Lexes up to `capacity` (at least 2) tokens into `out`; returns how many, 0 at the end.
    /// (A lexer that records, for the outline, writes packed words: `lexListing`.)
    mutating func lex(into out: UnsafeMutablePointer<Token>, capacity: Int) -> Int {
        precondition(record == nil, "a recording lexer writes packed words (lexListing)")
        if end > maxTokenLength { return lexSplitting(into: out, capacity: capacity) }
        return lexBatch(NotListing.self, into: out, capacity: capacity)
    }

    /// `lex` for a lexer that records (`TokenRecord`): the tokens as `TokenList`'s packed words,
    /// each `start << 5 | kind` (a token ends where the next starts), so the outline keeps the
    /// array it is lexed into. Its input is under `TokenList.maxPackedBytes`, so the start fits
    /// and no token is split.
    mutating func lexListing(into out: UnsafeMutablePointer<UInt32>, capacity: Int) -> Int {
        precondition(record != nil && end < TokenList.maxPackedBytes, "packed words need a record and room for every start")
        // The selector-name list is written unchecked into room for the record's bytes.
        precondition(record!.byteCount >= end, "a token record must have room for every byte lexed")
        return lexBatch(Listing.self, into: out, capacity: capacity)
    }

    private mutating func lexBatch<L: RunListing>(_: L.Type, into out: UnsafeMutablePointer<L.Word>, capacity: Int) -> Int {
        guard buf.baseAddress != nil else { return 0 }
        var n = 0
        // Every token, bracket and line start takes a byte at least, and a run starts all but
        // one of them before its limit (the last may be the one space after a name, `,` `:` or
        // `=`, a line's indentation, or the regex literal an operator hides, `!/x/`). So each
        // run below may read as many bytes as there is room for all three, less one, and checks
        // only the position per token. (A token that holds line breaks writes its lines through
        // `recordLines`.)
        while n &+ 2 <= capacity, pos < end {
            guard pos < namesEnd else {
                // The name or number the input ends in, without a line break after it: through
                // `lexToken`, whose scans are bounded. (No bracket nor line break in it.)
                let start = pos
                let kind = lexToken()
                if L.lists { noteSelectorName(kind, start, pos, index: tokenBase &+ n) }
                out[n] = L.word(kind, start, pos)
                n &+= 1
                continue
            }
            var bytes = min(namesEnd &- pos, capacity &- n &- 1)
            if L.lists {
                let bracketRoom = record!.brackets.reserve(atLeast: 64)
                let lineRoom = record!.lineStarts.reserve(atLeast: 64)
                bytes = min(bytes, bracketRoom.count, lineRoom.count)
                lineCursor = lineRoom.start
                let written = lexRun(L.self, into: out, n, bytes: bytes, brackets: bracketRoom.start)
                record!.brackets.didAppend(written.brackets)
                record!.lineStarts.end(at: lineCursor.unsafelyUnwrapped)
                n = written.tokens
            } else {
                n = lexRun(L.self, into: out, n, bytes: bytes, brackets: nil).tokens
            }
        }
        return n
    }

    /// Lexes from `pos` until `bytes` bytes are read (or a few more: the last token ends where
    /// it ends), writing tokens from `out[n]` on and, when recording (`TokenRecord`: then `L`
    /// is `Listing` and `bracketsOut` is given), each bracket token as `index << 3 | code`
    /// (`BracketCode`) into `bracketsOut` and the start of each line it meets at `lineCursor`.
    /// Returns the token count and how many brackets it wrote.
    private mutating func lexRun<L: RunListing>(_: L.Type, into out: UnsafeMutablePointer<L.Word>, _ n: Int, bytes: Int,
                                                brackets bracketsOut: UnsafeMutablePointer<Int>?) -> (tokens: Int, brackets: Int) {
        let base = buf.baseAddress.unsafelyUnwrapped
        let end = self.end, classes = self.classes, keywords = ReservedWords(classes), names = NameBytes()
        // Indices from the start of the input's tokens, which brackets are listed by: one value
        // fewer kept across the loop.
        let out = out - tokenBase
        var n = n &+ tokenBase
        var bracketCursor = bracketsOut
        var p = pos
        let limit = p &+ bytes
        @inline(__always) func record(_ code: Int) {
            guard L.lists else { return }
            let cursor = bracketCursor.unsafelyUnwrapped
            cursor.pointee = n << 3 | code
            bracketCursor = cursor + 1
        }
        @inline(__always) func write(_ kind: TokenKind, _ start: Int, _ end: Int) {
            out[n] = L.word(kind, start, end)
            n &+= 1
        }
        /// The table entry of the byte at `p` if a name starts there that this run lexes
        /// (before `limit`, so before `namesEnd` too).
        @inline(__always) func nameEntry() -> UInt64? {
            guard p < limit else { return nil }
            let entry = StartAction.entry(classes, base[p])
            return StartAction.startsName(entry) ? entry : nil
        }
        /// After a token ending at `p`: the one space after it (`x: y`, `a, b`, `a = b`)
        /// written, and the entry of the name after that, if there are both.
        @inline(__always) func spaceThenName() -> UInt64? {
            guard p &+ 1 < end, base[p] == UInt8(ascii: " "), classes[Int(base[p &+ 1])] & ByteClass.horizontalSpace == 0 else { return nil }
            write(.whitespace, p, p &+ 1)
            p &+= 1
            return nameEntry()
        }
        /// After a `\n` from `start` (`p` just past it): its line, its token and the next line's
        /// indentation written, and the entry of the name after them, if one starts there.
        @inline(__always) func newlineThenName(_ start: Int) -> UInt64? {
            if L.lists {
                lineCursor.unsafelyUnwrapped.pointee = p
                lineCursor = lineCursor.unsafelyUnwrapped + 1
            }
            write(.newline, start, p)
            if p < end, base[p] == UInt8(ascii: " ") {
                let indentation = p
                p = Self.spaceEnd(base, p &+ 1, end, classes)
                write(.whitespace, indentation, p)
            }
            return nameEntry()
        }
        /// After `{` or a closer: the `\n` that ends the line there (most `{` and one closer in
        /// two), as the round for it would (`newlineThenName`); nil if there is none.
        @inline(__always) func lineBreakThenName() -> UInt64? {
            guard p < limit, base[p] == UInt8(ascii: "\n") else { return nil }
            p &+= 1
            return newlineThenName(p &- 1)
        }
        /// A `(` from `start` (`p` just past it) written, and the entry of the name after it, if
        /// one starts there.
        @inline(__always) func openParenThenName(_ start: Int) -> UInt64? {
            setPrevious(.openParen)
            record(BracketCode.kind(UInt8(ascii: "(")))
            write(.punctuation, start, p)
            return nameEntry()
        }
        /// A token only `lexToken` reads, from `start`.
        @inline(__always) func lexSlow(_ start: Int) {
            let slow = lexSlowToken(L.self, at: start, into: out, n, runEnd: limit)
            n = slow.n
            p = slow.end
            write(slow.kind, slow.start, slow.end)
        }
        // Every case writes its tokens and goes on to the next round, but where a name follows
        // what it lexed (after a space, a line's indentation, `.`, `(`, `[`, or `,` `:` `=` and
        // one space: four names in five): there it moves `start`, `entry` and `p` to the name
        // and leaves the switch for the name's code below, without another round's jump.
        rounds: while p < limit {
            var start = p
            let b = base[start]
            var entry = StartAction.entry(classes, b)
            p = start &+ 1
            switch StartAction(entry: entry) {
            case .word:
                break
            case .space:
                // Seven spaces in ten are one space between two tokens.
                if p < end, classes[Int(base[p])] & ByteClass.horizontalSpace != 0 { p = Self.spaceEnd(base, p, end, classes) }
                write(.whitespace, start, p)
                guard let next = nameEntry() else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            case .newline:
                guard let next = newlineThenName(start) else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            case .openParen:
                guard let next = openParenThenName(start) else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            case .openSquare:
                setPrevious(.openSquare)
                record(BracketCode.kind(b))
                write(.punctuation, start, p)
                guard let next = nameEntry() else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            case .openBrace:
                setPrevious(.openBrace)
                record(BracketCode.kind(b))
                write(.punctuation, start, p)
                guard let next = lineBreakThenName() else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            case .closer:
                setPrevious(.expressionEnd)
                record(BracketCode.closer | BracketCode.kind(b))
                write(.punctuation, start, p)
                guard let next = lineBreakThenName() else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            case .backslash:
                setPrevious(.expressionEnd)
                write(.punctuation, start, p)
                continue rounds
            case .comma:
                setPrevious(.comma)
                write(.punctuation, start, p)
                guard let next = spaceThenName() else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            case .semicolon:
                setPrevious(.semicolon)
                write(.punctuation, start, p)
                continue rounds
            case .colon where p == end || base[p] != UInt8(ascii: ":"):
                setPrevious(.colon)
                write(.punctuation, start, p)
                guard let next = spaceThenName() else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            // A `.` or `=` that no operator character follows is the whole operator, and
            // `classifyOperator` makes it punctuation whatever surrounds it. (A name is none.)
            case .period:
                if let next = nameEntry() {
                    setPrevious(.period)
                    write(.punctuation, start, p)
                    (start, entry, p) = (p, next, p &+ 1)
                } else if Self.endsOperator(base, p, end, classes, dotContinues: true) {
                    setPrevious(.period)
                    write(.punctuation, start, p)
                    continue rounds
                } else {
                    lexSlow(start)
                    continue rounds
                }
            case .equals where Self.endsOperator(base, p, end, classes, dotContinues: false):
                setPrevious(.binaryOperator)
                write(.punctuation, start, p)
                guard let next = spaceThenName() else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            // `x!`, `x?.y`: postfix punctuation, as `lexToken` reads it.
            case .postfix where Self.isLeftBound(base, start):
                let afterTry = previous == .tryKeyword
                setPrevious(.expressionEnd)
                preferRegex = afterTry
                write(.punctuation, start, p)
                continue rounds
            case .digit where Self.endsNumber(base, Self.digitsEnd(base, p, end, classes), end, classes):
                // Plain decimal integers (`0`, `16`): `lexNumber` would end them there too.
                p = Self.digitsEnd(base, p, end, classes)
                setPrevious(.expressionEnd)
                write(.number, start, p)
                continue rounds
            case .quote:
                if let stringEnd = Self.plainStringEnd(base, start, end, classes) {
                    p = stringEnd
                    setPrevious(.expressionEnd)
                    write(.string, start, p)
                } else {
                    lexSlow(start)
                }
                continue rounds
            default:
                lexSlow(start)
                continue rounds
            }
            // A name from `start`; `p` is past its first byte and `entry` is that byte's. Names
            // go on here while `.` and a name, or one space and a name, follow them (`a.b.c`,
            // `let x`): the names started before `limit` (and so before `namesEnd`).
            while true {
                p = Self.wordEnd(base, p, end, classes, names)
                if base[p] >= 0x80 {
                    // A non-ASCII letter or combining mark may go on: no reserved word has one.
                    pos = p
                    scanIdentifierContinuation()
                    if pos != p {
                        p = pos
                        setPrevious(.expressionEnd)
                        if L.lists { noteSelectorName(.identifier, start, p, index: n) }
                        write(.identifier, start, p)
                        continue rounds
                    }
                }
                // A few names are looked at: those that may be reserved words, and when recording,
                // those that may be `SelectorName`s.
                var kind = TokenKind.identifier
                let length = p &- start
                var slot: UnsafePointer<ReservedWords.Slot>?
                if length < 16 {
                    let bits = StartAction.lengthBits(entry, length: length)
                    if StartAction.isLookedAt(bits) {
                        if StartAction.mayBeWord(bits) {
                            slot = keywords.slot(base, start, length, end)
                        } else if L.lists, SelectorName.endsLikeOne(base, start, p) {
                            self.record!.listSelectorName(n)
                        }
                    }
                } else if L.lists, StartAction.mayBeLongSelectorName(entry), SelectorName.endsLikeOne(base, start, p) {
                    self.record!.listSelectorName(n)
                }
                if let slot {
                    pos = p
                    kind = classifyKeyword(slot)
                } else {
                    setPrevious(.expressionEnd)
                }
                write(kind, start, p)
                // The byte after the name is in the input: the name ended before `namesEnd`.
                let after = base[p]
                if after == UInt8(ascii: ".") {
                    guard p &+ 1 < limit else { continue rounds }
                    let next = StartAction.entry(classes, base[p &+ 1])
                    guard StartAction.startsName(next) else { continue rounds }
                    setPrevious(.period)
                    write(.punctuation, p, p &+ 1)
                    (start, entry, p) = (p &+ 1, next, p &+ 2)
                    continue
                }
                // A call's `(` (a name comes before four in five of them), and the name after it.
                if after == UInt8(ascii: "("), p < limit {
                    p &+= 1
                    guard let next = openParenThenName(p &- 1) else { continue rounds }
                    (start, entry, p) = (p, next, p &+ 1)
                    continue
                }
                // A third of names have one space after them (`let x = y`).
                guard let next = spaceThenName() else { continue rounds }
                (start, entry, p) = (p, next, p &+ 1)
            }
        }
        pos = p
        return (n &- tokenBase, L.lists ? bracketsOut.unsafelyUnwrapped.distance(to: bracketCursor.unsafelyUnwrapped) : 0)
    }

    /// The tokens only `lexToken` reads (about one in forty), apart from the loop so its values
    /// stay in registers. Writes the operator before a regex literal it hides (`!/x/`) itself and
    /// returns the last token, for the loop to write, with the token count so far. When
    /// recording, a token that ends or holds line breaks writes its lines through the record,
    /// and the run goes on writing lines where they end, with room for the rest of the run.
    @inline(never)
    private mutating func lexSlowToken<L: RunListing>(_: L.Type, at start: Int, into out: UnsafeMutablePointer<L.Word>, _ n: Int,
                                                      runEnd: Int) -> (kind: TokenKind, start: Int, end: Int, n: Int) {
        @inline(__always) func recordSlowLines(_ kind: TokenKind, _ start: Int, _ tokenEnd: Int) {
            guard L.lists, kind.mayEndLines else { return }
            record!.lineStarts.end(at: lineCursor.unsafelyUnwrapped)
            recordLines(kind, start, tokenEnd)
            lineCursor = record!.lineStarts.reserve(atLeast: runEnd &- tokenEnd &+ 64).start
        }
        pos = start
        let kind = lexToken()
        if pos <= start { pos = start &+ 1 }  // defensive: every token consumes input
        let p = pos
        recordSlowLines(kind, start, p)
        if L.lists, kind == .identifier || kind == .poundKeyword { noteSelectorName(kind, start, p, index: n) }
        guard pendingRegexEnd > p else { return (kind, start, p, n) }
        out[n] = L.word(kind, start, p)
        pos = pendingRegexEnd
        pendingRegexEnd = -1
        setPrevious(.expressionEnd)
        recordSlowLines(.regex, p, pos)
        return (.regex, p, pos, n &+ 1)
    }
}
