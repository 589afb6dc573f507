/// Builds an `Outline` from a file's tokens: types, their members, MARK sections and `#if` blocks.
///
/// It reads declarations the way the compiler's parser does at declaration level, but skips
/// function bodies, closures and accessor blocks wholesale using pre-matched brackets, so its
/// cost is a small fraction of tokenizing. Nested type bodies are walked on an explicit stack.
public enum OutlineParser {
    public static func parse(_ file: SourceFile) -> Outline {
        let tokens = file.bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0) }
        return parse(file, tokens: tokens)
    }

    public static func parse(_ file: SourceFile, tokens: [Token]) -> Outline {
        var parser = DeclarationParser(file: file, tokens: tokens)
        parser.run()
        return parser.outline
    }
}

struct DeclarationParser {
    let file: SourceFile
    let tokens: [Token]
    /// For each opening bracket token, the index of its closing token (`tokens.count` if unclosed).
    var match: [Int32]
    var outline: Outline
    /// The members of `outline.types[k]`, gathered apart and moved in at the end: appending
    /// through `outline.types[k].members` cost a few hundred instructions a member.
    var typeMembers: [[Member]] = []
    /// The parser's words (`DeclWord.table`), kept here so lookups pay no lazy-global check.
    let words = DeclWord.table

    /// One declaration list being read: the file, or a type's body.
    struct Frame {
        var owner: Int?
        var cursor: Int
        var end: Int
        var ifStack: [IfConfigRef] = []
    }

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        outline = Outline(file: file, tokens: tokens)
        match = Self.matchBrackets(file: file, tokens: tokens)
    }

    /// One pass over the tokens matching brackets, iterative, with recovery for stray and
    /// mismatched closers. The brackets still open form a stack linked through `match` itself
    /// (an open bracket's entry is `-3 - the index of the one open below it`, -2 for none), so
    /// the pass allocates nothing but `match` and costs a few instructions per token.
    static func matchBrackets(file: SourceFile, tokens: [Token]) -> [Int32] {
        let count = tokens.count
        var match = [Int32](repeating: -1, count: count)
        file.bytes.withUnsafeBufferPointer { bytes in
        tokens.withUnsafeBufferPointer { tokens in
        match.withUnsafeMutableBufferPointer { match in
            var top = -1
            @inline(__always) func below(_ k: Int) -> Int { -3 - Int(match[k]) }
            @inline(__always) func byte(_ k: Int) -> UInt8 { bytes[Int(tokens[k].start)] }
            for i in 0..<count {
                let token = tokens[i]
                guard token.kind == .punctuation, token.length == 1 else { continue }
                let b = bytes[Int(token.start)]
                let opener: UInt8
                switch b {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    match[i] = Int32(-3 - top)
                    top = i
                    continue
                case UInt8(ascii: ")"): opener = UInt8(ascii: "(")
                case UInt8(ascii: "]"): opener = UInt8(ascii: "[")
                case UInt8(ascii: "}"): opener = UInt8(ascii: "{")
                default: continue
                }
                // Close the nearest opener of the kind (the innermost, when well nested); openers
                // left inside it stay unclosed up to here. A closer with no opener of its kind is ignored.
                var k = top
                while k >= 0, byte(k) != opener { k = below(k) }
                guard k >= 0 else { continue }
                while top != k {
                    let next = below(top)
                    match[top] = Int32(i)
                    top = next
                }
                top = below(k)
                match[k] = Int32(i)
            }
            while top >= 0 {
                let next = below(top)
                match[top] = Int32(count)
                top = next
            }
        }
        }
        }
        return match
    }

    mutating func run() {
        var frames = [Frame(owner: nil, cursor: 0, end: tokens.count)]
        frames: while var frame = frames.popLast() {
            while frame.cursor < frame.end {
                let i = frame.cursor
                let token = tokens[i]
                if token.kind.isTrivia {
                    if token.kind.isComment { recordMark(i, owner: frame.owner) }
                    frame.cursor += 1
                    continue
                }
                if token.kind == .poundKeyword, handleIfConfig(at: i, frame: &frame) { continue }
                switch parseDeclaration(at: i, limit: frame.end, owner: frame.owner, ifConfig: frame.ifStack.last) {
                case let .member(member, next):
                    append(member, to: frame.owner)
                    frame.cursor = max(next, i + 1)
                case let .type(member, type, next):
                    let typeIndex = outline.types.count
                    let body = (open: type.bodyOpen, close: type.bodyClose)
                    outline.types.append(type)
                    typeMembers.append([])
                    append(member, to: frame.owner)
                    frame.cursor = max(next, i + 1)
                    frames.append(frame)
                    frames.append(Frame(owner: typeIndex, cursor: body.open + 1, end: body.close))
                    continue frames
                case let .skip(next):
                    frame.cursor = max(next, i + 1)
                }
            }
        }
        for k in typeMembers.indices { swap(&outline.types[k].members, &typeMembers[k]) }
    }

    /// (`consuming`: the parser's Member moves into the outline instead of being copied, a dozen
    /// retains, for every declaration.)
    mutating func append(_ member: consuming Member, to owner: Int?) {
        if let owner { typeMembers[owner].append(member) } else { outline.topLevelMembers.append(member) }
    }

    mutating func recordMark(_ i: Int, owner: Int?) {
        let token = tokens[i]
        guard token.length >= 7, file.firstOffset(of: "MARK:", in: token.range) != nil else { return }
        guard let (title, separator) = MarkComment.parse(file.bytes[token.range]) else { return }
        outline.marks.append(Mark(title: title, hasSeparator: separator, line: line(i), token: i, owner: owner))
    }

    /// `#if` / `#elseif` / `#else` / `#endif` at declaration level; the condition runs to the line end.
    mutating func handleIfConfig(at i: Int, frame: inout Frame) -> Bool {
        let keyword = file.text(tokens[i])
        guard ["#if", "#elseif", "#else", "#endif"].contains(keyword) else { return false }
        var end = i + 1
        while end < frame.end, tokens[end].kind != .newline { end += 1 }
        let condition = joinedText(i + 1, end)
        let clause = IfConfigBlock.Clause(keyword: keyword, condition: condition, line: line(i))
        switch keyword {
        case "#if":
            outline.ifBlocks.append(IfConfigBlock(line: line(i), endLine: line(i), clauses: [clause], parent: frame.ifStack.last))
            frame.ifStack.append(IfConfigRef(block: outline.ifBlocks.count - 1, clause: 0))
        case "#endif":
            if let top = frame.ifStack.popLast() { outline.ifBlocks[top.block].endLine = line(i) }
        default:
            if let top = frame.ifStack.popLast() {
                outline.ifBlocks[top.block].clauses.append(clause)
                frame.ifStack.append(IfConfigRef(block: top.block, clause: top.clause + 1))
            }
        }
        frame.cursor = end
        return true
    }
}
