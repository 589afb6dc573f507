/// Builds an `Outline` from a file's tokens: types, their members, MARK sections and `#if` blocks.
///
/// It reads declarations the way the compiler's parser does at declaration level, but skips
/// function bodies, closures and accessor blocks wholesale using pre-matched brackets, so its
/// cost is a small fraction of tokenizing. Nested type bodies are walked on an explicit stack.
public enum OutlineParser {
    public static func parse(_ file: SourceFile) -> Outline {
        // Its tokens only, no declarations: packed words cannot hold its offsets. The commands
        // never get here (`FileSystem.readFile` refuses files this large); no Swift source is.
        guard file.bytes.count < TokenList.maxPackedBytes else { return Outline(file: file, tokens: TokenList(Tokenizer.tokenize(file.bytes))) }
        // The tokenizer lists the brackets and line starts as it meets them: no second pass over
        // every token, nor over the bytes; and writes the tokens as the outline keeps them.
        return file.bytes.withUnsafeBufferPointer { bytes in
            Tokenizer.tokenizeRecording(bytes) { words, count, brackets, lineStarts, selectorNames in
                var outline = lineStarts.withUnsafeBufferPointer { starts in
                    DeclarationParser.read(SourceFile(path: file.path, bytes: file.bytes, lineStarts: lineStarts),
                                           words: words, count: count, brackets: brackets, bytes: bytes, lineStarts: starts)
                }
                outline.selectorNames = selectorNames
                return outline
            }
        }
    }

    /// The outline of `file` from its tokens as another lexing made them (they must tile its
    /// bytes, as the tokenizer's do; other tokens, or a file too large to pack, are lexed anew).
    public static func parse(_ file: SourceFile, tokens: [Token]) -> Outline {
        let list = TokenList(tokens).packed(size: file.bytes.count)
        guard let words = list.packedWords else { return parse(file) }
        return DeclarationParser.brackets(file: file, tokens: tokens).withUnsafeBufferPointer { brackets in
            file.bytes.withUnsafeBufferPointer { bytes in
                file.withLineStarts { starts in
                    DeclarationParser.read(file, words: words, count: tokens.count, brackets: brackets, bytes: bytes, lineStarts: starts)
                }
            }
        }
    }
}

/// A file's tokens as packed words (`TokenList`), read in place by the parser: a token is its
/// word and the next word's start. The words outlive the parser (they become the outline's).
struct PackedTokens: RandomAccessCollection {
    let words: UnsafePointer<UInt32>
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    @inline(__always) subscript(i: Int) -> PackedToken { PackedToken(word: words[i], next: words[i &+ 1]) }
}

/// A token read from its packed word and the next: each field a shift or a mask of them (a
/// `Token` made of them first cost the parser ~1M instructions more on the 100k-line corpus).
struct PackedToken {
    let word: UInt32
    let next: UInt32
    @inline(__always) var kind: TokenKind { unsafeBitCast(UInt8(truncatingIfNeeded: word & Token.kindMask), to: TokenKind.self) }
    @inline(__always) var start: UInt32 { word >> Token.kindBits }
    @inline(__always) var end: UInt32 { next >> Token.kindBits }
    @inline(__always) var length: Int { Int(end &- start) }
    @inline(__always) var range: Range<Int> { Int(start)..<Int(end) }
    @inline(__always) var token: Token { Token(word: word, next: next) }
}

struct DeclarationParser {
    let file: SourceFile
    /// The tokens as the outline keeps them (and `SourceFile.joinedText` reads them).
    let tokenList: TokenList
    /// The tokens, bytes, line starts and matched brackets are lent for the read (`withParser`)
    /// and read in place: no retain of an array, no range check of one (every index the parser
    /// reads is checked against a limit that is at most `tokens.count`).
    let tokens: PackedTokens
    /// For each opening bracket token, the index of its closing token (`tokens.count` if unclosed).
    let match: UnsafeBufferPointer<Int32>
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file's line starts (`line(_:)`).
    let lineStarts: UnsafeBufferPointer<Int>
    /// The parser's words (`DeclWord.table`), kept here so lookups pay no lazy-global check.
    let words = DeclWord.table
    let attributeWords = AttributeWord.table
    /// The members read so far, in source order (`appendRecord`): `finish` moves them to one buffer
    /// of their size and hands them to the types' member lists when the file is done. Behind a
    /// pointer, so the parser's helpers append without being `mutating` (a mutating helper
    /// copied the whole parser before each call of a reading one).
    let records: UnsafeMutablePointer<RecordBuffer>
    /// This thread's long texts, which the file's names and types likely repeat (`text(_:_:)`).
    let texts = TextCache.current

    /// One declaration list being read: the file, or a type's body.
    struct Frame {
        var owner: Int?
        var cursor: Int
        var end: Int
        var ifStack: [IfConfigRef] = []
    }

    private init(file: SourceFile, tokenList: TokenList, tokens: PackedTokens, match: UnsafeBufferPointer<Int32>,
                 bytes: UnsafeBufferPointer<UInt8>, lineStarts: UnsafeBufferPointer<Int>) {
        self.file = file
        self.tokenList = tokenList
        self.tokens = tokens
        self.match = match
        self.bytes = bytes
        self.lineStarts = lineStarts
        // About one declaration in 50 tokens in app code; room for three times that, freed when
        // `finish` is done (so the next file's parser gets the same memory back), grown if short.
        let capacity = tokens.count / 16 + 16
        records = .allocate(capacity: 1)
        records.initialize(to: RecordBuffer(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
        records.pointee.parameters.reserveCapacity(tokens.count / 128 + 4)  // about one in 165 tokens
        // Room for most files' types and marks at once (about one of each in 400 tokens): a
        // list grown from empty reallocated three or four times.
        records.pointee.types.reserveCapacity(tokens.count / 256 + 4)
        records.pointee.marks.reserveCapacity(tokens.count / 256 + 4)
    }

    /// Lends `body` a parser of the file: `words` are its `count` tokens packed (`TokenList`),
    /// `brackets` the bracket tokens in order, as `TokenRecord.brackets` lists them; `bytes` and
    /// `lineStarts` the file's. The parser is a `let`, read in place (one read inside closures
    /// that captured it `inout` was copied whole for the read). `body` reads it once:
    /// `readDeclarations`, then `finish`.
    static func withParser<R>(_ file: SourceFile, words: [UInt32], count: Int, brackets: UnsafeBufferPointer<Int>,
                              bytes: UnsafeBufferPointer<UInt8>, lineStarts: UnsafeBufferPointer<Int>,
                              _ body: (DeclarationParser) -> R) -> R {
        precondition(words.count > count, "the words hold where the last token ends")
        return BracketTable.lend(count: count, brackets: brackets) { matchBuffer in
            words.withUnsafeBufferPointer { wordBuffer in
                body(DeclarationParser(file: file, tokenList: TokenList(words: words, count: count),
                                       tokens: PackedTokens(words: wordBuffer.baseAddress.unsafelyUnwrapped, count: count),
                                       match: matchBuffer, bytes: bytes, lineStarts: lineStarts))
            }
        }
    }

    /// The outline of a file whose bytes and line starts are lent for the read.
    static func read(_ file: SourceFile, words: [UInt32], count: Int, brackets: UnsafeBufferPointer<Int>,
                     bytes: UnsafeBufferPointer<UInt8>, lineStarts: UnsafeBufferPointer<Int>) -> Outline {
        withParser(file, words: words, count: count, brackets: brackets, bytes: bytes, lineStarts: lineStarts) { parser in
            parser.readDeclarations()
            return parser.finish()
        }
    }

    /// The bracket tokens (one-byte punctuation `( [ { ) ] }`) listed as the lexer lists them,
    /// for tokens that come without that list.
    static func brackets(file: SourceFile, tokens: [Token]) -> [Int] {
        var brackets: [Int] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            for (i, token) in tokens.enumerated() where token.kind == .punctuation && token.length == 1 && Int(token.end) <= bytes.count {
                let b = bytes[Int(token.start)]
                switch b {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    brackets.append(i << 3 | BracketCode.of(b))
                default:
                    break
                }
            }
        }
        return brackets
    }

    /// `match`'s entry for a token that opens no bracket (any negative value would do).
    static let notOpener = Int32.min

    /// Matches the brackets: nearly every file nests them well, which one pass with a stack of
    /// the open ones matches (`matchNested`, about half the work of the general pass); a closer
    /// of another kind than the innermost open bracket sends the file to `matchRecovering`.
    /// A table of its own: the parser borrows its thread's (`BracketTable`).
    static func matchBrackets(count: Int, brackets: UnsafeBufferPointer<Int>) -> [Int32] {
        // Every token starts as `notOpener`, written by a plain loop: `repeating: -1` is a memset
        // (`rep stosb`), which valgrind counts byte by byte (4M of the 100k-line lint's count).
        // A value whose bytes differ keeps the compiler from turning the loop back into one.
        var match = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
            for k in 0..<count { buffer[k] = notOpener }
            initialized = count
        }
        match.withUnsafeMutableBufferPointer { matchBrackets(into: $0, brackets: brackets) }
        return match
    }

    /// `matchBrackets` into a table that holds `notOpener` for every token (the parser's is lent
    /// by `BracketTable`). Writes the entries of bracket tokens only.
    @inline(never)  // once per file; kept apart so profiles show it as one stage
    static func matchBrackets(into match: UnsafeMutableBufferPointer<Int32>, brackets: UnsafeBufferPointer<Int>) {
        guard !matchNested(match, brackets: brackets) else { return }
        for bracket in brackets { match[bracket >> 3] = notOpener }  // what the nested pass wrote
        matchRecovering(match, brackets: brackets)
    }

    /// `matchRecovering`'s answer for brackets where every closer closes an opener of its own
    /// kind or finds none open (false, having written part of `match`, for any other file):
    /// the open brackets on a stack of their own, each closer checked against the top only.
    /// The stack is on the machine stack, `maxDepth` deep (one as deep as the file's brackets
    /// was a malloc for most files); a file nested deeper is matched by `matchRecovering`.
    static func matchNested(_ match: UnsafeMutableBufferPointer<Int32>, brackets: UnsafeBufferPointer<Int>) -> Bool {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: maxDepth) { stack in
            var depth = 0
            for bracket in brackets {
                guard bracket & BracketCode.closer != 0 else {
                    guard depth < maxDepth else { return false }
                    stack[depth] = bracket
                    depth &+= 1
                    continue
                }
                guard depth > 0 else { continue }  // nothing open: `matchRecovering` drops it too
                let top = stack[depth &- 1]
                guard (top ^ bracket) & 3 == 0 else { return false }
                match[top >> 3] = Int32(truncatingIfNeeded: bracket >> 3)
                depth &-= 1
            }
            while depth > 0 {
                depth &-= 1
                match[stack[depth] >> 3] = Int32(truncatingIfNeeded: match.count)
            }
            return true
        }
    }

    /// How deep `matchNested` follows brackets (real code nests a few dozen deep at most).
    static var maxDepth: Int { 128 }

    /// Matches the brackets, iteratively, with recovery for stray and mismatched closers. The
    /// brackets still open form a stack linked through `match` itself (an open bracket's entry
    /// is `-3 - the position in brackets of the one open below it`, -2 for none), so the pass
    /// allocates nothing. Counting the open brackets of each kind keeps it linear: a closer with
    /// no opener of its kind is dropped without a walk down the stack, and a walk pops
    /// everything it passes. `match` holds `notOpener` for every token to begin with.
    static func matchRecovering(_ match: UnsafeMutableBufferPointer<Int32>, brackets: UnsafeBufferPointer<Int>) {
        let count = match.count
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3) { openOfKind in
            openOfKind.initialize(repeating: 0)
            var top = -1  // in `brackets`
            @inline(__always) func token(_ k: Int) -> Int { brackets[k] >> 3 }
            @inline(__always) func below(_ k: Int) -> Int { -3 - Int(match[token(k)]) }
            @inline(__always) func close(_ k: Int, at i: Int) {
                match[token(k)] = Int32(i)
                openOfKind[brackets[k] & 3] -= 1
            }
            for (e, bracket) in brackets.enumerated() {
                let i = bracket >> 3, code = bracket & 7
                guard code & BracketCode.closer != 0 else {
                    match[i] = Int32(-3 - top)
                    top = e
                    openOfKind[code] += 1
                    continue
                }
                // Close the nearest opener of the kind (the innermost, when well nested); openers
                // left inside it stay unclosed up to here. A closer with no opener of its kind is ignored.
                let opener = code & 3
                guard openOfKind[opener] > 0 else { continue }
                while brackets[top] & 3 != opener {
                    let next = below(top)
                    close(top, at: i)
                    top = next
                }
                let next = below(top)
                close(top, at: i)
                top = next
            }
            while top >= 0 {
                let next = below(top)
                match[token(top)] = Int32(count)
                top = next
            }
        }
    }

    /// The outline of what `readDeclarations` found; frees the parser's buffer of records.
    /// (The outline is made last, from its parts: one made first and filled in was copied and
    /// destroyed once more on the way out.)
    func finish() -> Outline {
        var types = records.pointee.types
        let marks = records.pointee.marks, ifBlocks = records.pointee.ifBlocks
        records.pointee.types = []  // so `types` is the only reference, changed in place
        records.pointee.marks = []
        records.pointee.ifBlocks = []
        let topLevelMembers = distributeMembers(into: &types)
        return Outline(file: file, tokens: tokenList, types: types, topLevelMembers: topLevelMembers, marks: marks, ifBlocks: ifBlocks)
    }

    /// Not `mutating` (what it finds goes behind `records`): a mutating caller copied the whole
    /// parser for each declaration it read.
    func readDeclarations() {
        // Room for a few levels at once (a literal of the file's frame grew at the first type).
        var frames: [Frame] = []
        frames.reserveCapacity(8)
        frames.append(Frame(owner: nil, cursor: 0, end: tokens.count))
        frames: while var frame = frames.popLast() {
            var i = frame.cursor
            while i < frame.end {
                let kind = tokens[i].kind
                if kind.isTrivia {
                    if kind.isComment { recordMark(i, owner: frame.owner) }
                    i += 1
                    continue
                }
                if kind == .poundKeyword, let next = handleIfConfig(at: i, frame: &frame) {
                    i = next
                    continue
                }
                let parsed = parseDeclaration(at: i, limit: frame.end, owner: frame.owner, ifConfig: frame.ifStack.last)
                i = max(parsed.next, i + 1)
                if let type = parsed.type {
                    let typeIndex = records.pointee.types.count
                    let body = (open: type.bodyOpen, close: type.bodyClose)
                    records.pointee.types.append(type)
                    frame.cursor = i
                    frames.append(frame)
                    frames.append(Frame(owner: typeIndex, cursor: body.open + 1, end: body.close))
                    continue frames
                }
            }
        }
    }

    func recordMark(_ i: Int, owner: Int?) {
        let token = tokens[i]
        guard token.length >= 7, Int(token.end) <= bytes.count, MarkComment.mayBeMark(UnsafeBufferPointer(rebasing: bytes[token.range])) else { return }
        guard let (title, separator) = MarkComment.parse(file.bytes[token.range], cache: texts) else { return }
        records.pointee.marks.append(Mark(title: title, hasSeparator: separator, line: line(i), token: i, owner: owner))
    }

    /// `#if` / `#elseif` / `#else` / `#endif` at declaration level; the condition runs to the line
    /// end, where reading goes on (nil for other `#` words).
    func handleIfConfig(at i: Int, frame: inout Frame) -> Int? {
        let keyword = file.text(tokens[i].token)
        guard ["#if", "#elseif", "#else", "#endif"].contains(keyword) else { return nil }
        var end = i + 1
        while end < frame.end, tokens[end].kind != .newline { end += 1 }
        let condition = joinedText(i + 1, end)
        let clause = IfConfigBlock.Clause(keyword: keyword, condition: condition, line: line(i))
        switch keyword {
        case "#if":
            records.pointee.ifBlocks.append(IfConfigBlock(line: line(i), endLine: line(i), clauses: [clause], parent: frame.ifStack.last))
            frame.ifStack.append(IfConfigRef(block: records.pointee.ifBlocks.count - 1, clause: 0))
        case "#endif":
            if let top = frame.ifStack.popLast() { records.pointee.ifBlocks[top.block].endLine = line(i) }
        default:
            if let top = frame.ifStack.popLast() {
                records.pointee.ifBlocks[top.block].clauses.append(clause)
                frame.ifStack.append(IfConfigRef(block: top.block, clause: top.clause + 1))
            }
        }
        return end
    }
}
