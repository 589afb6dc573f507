/// Token-level helpers of the declaration parser.
extension DeclarationParser {
    /// The line of token `i` (the last token's for `i` past the end). `remember: false` for a
    /// token far ahead (a type's closing brace): the members read next lie before it, and a
    /// cursor moved past them sent each type's first member to a bisection of the whole file.
    @inline(__always) func line(_ i: Int, remember: Bool = true) -> Int {
        line(of: Int(tokens[min(i, tokens.count - 1)].start), remember: remember)
    }

    /// Whether token `i` is significant and the first significant token of its line (or of the
    /// file): a line break, or a block comment holding one, lies between it and the significant
    /// token before it. Asked of the few tokens at declaration level, so not tabulated for all.
    func startsLine(_ i: Int) -> Bool {
        guard !tokens[i].kind.isTrivia else { return false }
        var k = i - 1
        while k >= 0 {
            let token = tokens[k]
            switch token.kind {
            case .newline:
                return true
            case .blockComment, .docBlockComment:
                if bytes[token.range].contains(where: { $0 == 0x0A || $0 == 0x0D }) { return true }
            case .whitespace, .lineComment, .docLineComment, .shebang:
                break
            default:
                return false
            }
            k -= 1
        }
        return true
    }

    /// The first significant token at or after `i` (or `limit`).
    @inline(__always) func nextSig(_ i: Int, _ limit: Int) -> Int {
        var k = i
        while k < limit, tokens[k].kind.isTrivia { k += 1 }
        return k
    }

    /// The last significant token before `i`, or -1.
    func previousSig(_ i: Int) -> Int {
        var k = i - 1
        while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        return k
    }

    /// The kind of the first significant token at or after `i`, or nil at `limit`.
    func nextSigKind(_ i: Int, _ limit: Int) -> TokenKind? {
        let k = nextSig(i, limit)
        return k < limit ? tokens[k].kind : nil
    }

    @inline(__always) func isPunct(_ i: Int, _ c: UInt8) -> Bool {
        i < tokens.count && tokens[i].kind == .punctuation && tokens[i].length == 1 && bytes[Int(tokens[i].start)] == c
    }

    /// `&`, which the tokenizer makes an operator or punctuation by its spacing.
    @inline(__always) func isAmpersand(_ i: Int) -> Bool {
        i < tokens.count && (tokens[i].kind == .operator || tokens[i].kind == .punctuation)
            && tokens[i].length == 1 && bytes[Int(tokens[i].start)] == UInt8(ascii: "&")
    }

    @inline(__always) func isWord(_ i: Int, _ word: StaticString) -> Bool {
        guard i < tokens.count else { return false }
        let kind = tokens[i].kind
        return (kind == .keyword || kind == .identifier) && file.tokenIs(tokens[i].token, word)
    }

    /// Which of the parser's words token `i` spells, if it is a keyword or identifier at all.
    @inline(__always) func word(_ i: Int) -> DeclWord? {
        let code = wordCode(i)
        return code == 0 ? nil : words.word(code: code)
    }

    /// The code in `table` of the word token `i` spells (0 for none): what a `WordList` keeps.
    @inline(__always) func code<Word>(_ i: Int, in table: WordTable<Word>) -> UInt8 {
        guard i < tokens.count, tokens[i].length > 0 else { return 0 }
        let token = tokens[i]
        guard let base = bytes.baseAddress, Int(token.end) <= bytes.count else { return 0 }
        return table.code(base, Int(token.start), token.length, bytes.count)
    }

    /// The code in `words` of the keyword or identifier token `i` spells (0 for none, and for
    /// other tokens): one lookup gives both the word (`words.word(code:)`) and what a list keeps.
    /// The last token looked up is remembered: the word that ends one declaration (asked by
    /// `isDeclarationStart`) is the next one's first, asked again by `parseDeclaration`.
    @inline(__always) func wordCode(_ i: Int) -> UInt8 {
        if records.pointee.wordToken == i { return records.pointee.wordCode }
        guard i < tokens.count else { return 0 }
        let kind = tokens[i].kind
        guard kind == .keyword || kind == .identifier else { return 0 }
        let code = code(i, in: words)
        records.pointee.wordToken = i
        records.pointee.wordCode = code
        return code
    }

    /// An introducer (`func`, `var`, `class`…) or a modifier that is a reserved word (`private`, `static`…).
    @inline(__always) func isIntroducerOrKeywordModifier(_ i: Int) -> Bool {
        guard let word = word(i) else { return false }
        return word.isIntroducer || word.isKeywordModifier
    }

    /// The text of bytes `lo..<hi` (clamped to the file), made as `SourceFile.text` makes it;
    /// a long one is the one made before of the same bytes, if this thread's cache has it.
    @inline(__always) func text(_ lo: Int, _ hi: Int) -> String {
        let bytes = self.bytes  // (a closure reading `self.bytes` copied the whole parser)
        let count = bytes.count
        let lo = max(0, min(lo, count)), hi = max(lo, min(hi, count))
        guard let base = bytes.baseAddress else { return TextSpan.string(clamped: bytes, lo, hi) }
        return texts.text(base + lo, hi - lo) { TextSpan.string(clamped: bytes, lo, hi) }
    }

    @inline(__always) func text(_ token: PackedToken) -> String { text(Int(token.start), Int(token.end)) }

    /// A name token's text without backticks.
    func nameText(_ i: Int) -> String {
        // Nearly every name has no backtick: no Character count (a grapheme walk) for those.
        let token = tokens[i]
        guard token.length > 0, Int(token.start) < bytes.count, bytes[Int(token.start)] == UInt8(ascii: "`") else {
            return text(token)
        }
        let spelled = text(token)
        return spelled.count >= 2 && spelled.hasPrefix("`") && spelled.hasSuffix("`") ? String(spelled.dropFirst().dropLast()) : spelled
    }

    /// The significant tokens of `from..<to` as written, with one space wherever trivia separated
    /// two of them: `Foo< Bar >` stays recognisable, comments and line breaks disappear.
    func joinedText(_ from: Int, _ to: Int) -> String {
        guard let (lo, hi) = joinedBytes(from, to) else { return file.joinedText(tokenList, from, to) { $0.isTrivia } }
        return lo == hi ? "" : text(lo, hi)
    }

    /// `joinedText(from, to)` as a span of the file (what a parameter keeps until asked).
    func joinedSpan(_ from: Int, _ to: Int) -> TextSpan {
        guard let (lo, hi) = joinedBytes(from, to) else { return storedSpan(file.joinedText(tokenList, from, to) { $0.isTrivia }) }
        return TextSpan(start: UInt32(truncatingIfNeeded: lo), end: UInt32(truncatingIfNeeded: hi))
    }

    /// A text that is no span of the file, kept beside the parser's records.
    func storedSpan(_ text: String) -> TextSpan {
        records.pointee.texts.append(text)
        return TextSpan(start: TextSpan.stored, end: UInt32(truncatingIfNeeded: records.pointee.texts.count - 1))
    }

    /// The bytes `joinedText` spells when they are the file's own (nil: trivia inside, so the
    /// text is joined). Most type annotations (`UILabel`, `[String: Int]`) have no trivia inside.
    @inline(__always) func joinedBytes(_ from: Int, _ to: Int) -> (Int, Int)? {
        let lo = max(from, 0), hi = min(to, tokens.count)
        let first = nextSig(lo, hi)
        guard first < hi else { return (0, 0) }
        var last = first
        var k = first + 1
        while k < hi {
            if tokens[k].kind.isTrivia {
                let next = nextSig(k, hi)
                if next < hi { return nil }  // trivia inside
                break
            }
            last = k
            k += 1
        }
        return (Int(tokens[first].start), Int(tokens[last].end))
    }

    /// Where a bracket token's partner is; `i + 1` for tokens that are not opening brackets.
    @inline(__always) func afterBracket(_ i: Int) -> Int {
        let m = Int(match[i])
        return m >= 0 ? min(m + 1, tokens.count) : i + 1
    }

    @inline(__always) func isOpenBracket(_ i: Int) -> Bool { match[i] >= 0 }

    /// Whether token `i` can begin a declaration: what ends the expression or type before it when
    /// it also begins a line.
    func isDeclarationStart(_ i: Int) -> Bool {
        let token = tokens[i]
        switch token.kind {
        case .attribute, .poundKeyword:
            return true
        case .keyword:
            guard isIntroducerOrKeywordModifier(i) else { return false }
            return !isPunct(previousSig(i), UInt8(ascii: "."))
        case .identifier:
            let word = word(i)  // looked up once for both questions
            if isContextualModifier(i, word: word) { return true }
            if let word, word == .actor || word == .macro {
                return nextSigKind(i + 1, tokens.count) == .identifier && !isPunct(previousSig(i), UInt8(ascii: "."))
            }
            return false
        case .punctuation:
            return isPunct(i, UInt8(ascii: "}"))
        default:
            return false
        }
    }

    /// `isDeclarationStart(i)`, remembered for the last token asked: the token that ends one
    /// declaration's tail is asked again by the loop around the tail's scan.
    @inline(__always) func startsDeclaration(_ i: Int) -> Bool {
        if records.pointee.startToken == i { return records.pointee.startsDeclaration }
        let starts = isDeclarationStart(i)
        records.pointee.startToken = i
        records.pointee.startsDeclaration = starts
        return starts
    }

    /// A contextual word (`lazy`, `override`…) acting as a modifier: another modifier, an
    /// introducer or its own `(…)` argument follows it.
    @inline(__always) func isContextualModifier(_ i: Int) -> Bool {
        isContextualModifier(i, word: word(i))
    }

    /// `isContextualModifier(i)` when token `i`'s word is already known.
    @inline(__always) func isContextualModifier(_ i: Int, word: DeclWord?) -> Bool {
        guard tokens[i].kind == .identifier, word?.isContextualModifier == true else { return false }
        var next = nextSig(i + 1, tokens.count)
        if next < tokens.count, isPunct(next, UInt8(ascii: "(")) { next = nextSig(afterBracket(next), tokens.count) }
        guard next < tokens.count else { return false }
        if tokens[next].kind == .keyword { return isIntroducerOrKeywordModifier(next) }
        guard tokens[next].kind == .identifier, let following = self.word(next) else { return false }
        return following.isContextualModifier || following == .actor || following == .macro
    }

    /// Whether the scan of a declaration's tail must stop at `i`: a new declaration on a new line,
    /// a `;`, or a closer that belongs to an enclosing scope. `afterBreak`: whether `i` starts a
    /// line, when the caller's walk forward knows (`nextSigAfterBreak`); else it is worked out.
    @inline(__always) func endsDeclaration(_ i: Int, first: Int, afterBreak: Bool? = nil) -> Bool {
        let token = tokens[i]
        switch token.kind {
        case .punctuation:
            // `;`, or a closer (`}` is also the one punctuation that starts a declaration).
            guard token.length == 1, match[i] < 0 else { return false }
            let b = bytes[Int(token.start)]
            return b == UInt8(ascii: ";") || b == UInt8(ascii: "}") || b == UInt8(ascii: ")") || b == UInt8(ascii: "]")
        case .attribute, .poundKeyword, .keyword, .identifier:
            return i > first && (afterBreak ?? startsLine(i)) && startsDeclaration(i)
        default:
            return false  // no other token starts a declaration: no walk back to the line start
        }
    }

    /// The first significant token at or after `i` (or `limit`), and whether a line break lies
    /// before it. With `i` just past a significant token, that is `startsLine`'s answer, learnt on
    /// the way forward instead of walking back again for each word of an initial value.
    @inline(__always) func nextSigAfterBreak(_ i: Int, _ limit: Int) -> (Int, Bool) {
        var k = i
        var lineBreak = false
        while k < limit {
            let token = tokens[k]
            switch token.kind {
            case .newline:
                lineBreak = true
            case .blockComment, .docBlockComment:
                if !lineBreak, bytes[token.range].contains(where: { $0 == 0x0A || $0 == 0x0D }) { lineBreak = true }
            case .whitespace, .lineComment, .docLineComment, .shebang:
                break
            default:
                return (k, lineBreak)
            }
            k += 1
        }
        return (k, lineBreak)
    }

    /// Skips a declaration's tail (a type, an initial value, a statement) from `from`, bracket
    /// groups whole. Returns one past the last token that belongs to it.
    /// `from` is significant (it ends nothing) or just past a significant token.
    func skipTail(from: Int, limit: Int) -> Int {
        var last = from
        var (i, afterBreak) = nextSigAfterBreak(from, limit)
        while i < limit, !endsDeclaration(i, first: from, afterBreak: afterBreak) {
            i = isOpenBracket(i) ? afterBracket(i) : i + 1
            last = min(i, limit)
            (i, afterBreak) = nextSigAfterBreak(i, limit)
        }
        if i < limit, isPunct(i, UInt8(ascii: ";")) { last = i + 1 }
        return last
    }

    /// Skips `<…>` generic parameters starting at `i` if there are any; returns the next index.
    func skipGenericParameters(_ i: Int, limit: Int) -> Int {
        let start = nextSig(i, limit)
        guard start < limit, tokens[start].kind == .operator, bytes[Int(tokens[start].start)] == UInt8(ascii: "<") else { return i }
        var depth = 0
        var k = start
        while k < limit {
            let token = tokens[k]
            if isOpenBracket(k) {
                if isPunct(k, UInt8(ascii: "{")) { return k }
                k = afterBracket(k)
                continue
            }
            if token.kind == .operator {  // `->` is punctuation, so its `>` never closes
                for b in bytes[token.range] {
                    if b == UInt8(ascii: "<") { depth += 1 } else if b == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return k + 1 }
            }
            if !token.kind.isTrivia, k > start, startsLine(k), isDeclarationStart(k) { return k }
            k += 1
        }
        return k
    }
}

extension DeclarationParser {
    /// The line of `offset`, asked in source order nearly always: each answer starts from the
    /// last one's line and looks a few lines on, then gallops, before it bisects (the next
    /// declaration is most often on one of the next lines; `file.line(of:)` bisects the file).
    func line(of offset: Int, remember: Bool = true) -> Int {
        let starts = lineStarts, count = starts.count
        var k = records.pointee.lastLine
        guard count > 0, k < count, starts[k] <= offset else {
            let line = file.line(of: offset)
            if remember { records.pointee.lastLine = line - 1 }
            return line
        }
        // The last start at or before `offset` lies in `k..<hi`: widen by doubling steps.
        var step = 1, hi = k + 1
        while hi < count, starts[hi] <= offset {
            k = hi
            hi = k + step
            step <<= 1
        }
        hi = min(hi, count)
        var size = hi - k
        while size > 1 {
            let half = size >> 1
            k = starts[k &+ half] <= offset ? k &+ half : k
            size &-= half
        }
        if remember { records.pointee.lastLine = k }
        return k + 1
    }
}
