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
    /// For each significant token, whether it is the first significant token of its line.
    var startsLine: [Bool]
    var outline: Outline

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
        (match, startsLine) = Self.prepass(file: file, tokens: tokens)
    }

    /// One pass over the tokens: bracket matching (iterative, with recovery for stray and
    /// mismatched closers) and line starts.
    static func prepass(file: SourceFile, tokens: [Token]) -> ([Int32], [Bool]) {
        var match = [Int32](repeating: -1, count: tokens.count)
        var startsLine = [Bool](repeating: false, count: tokens.count)
        var open: [(index: Int, byte: UInt8)] = []
        var atLineStart = true
        // Raw buffers: this loop visits every token of every file, and the arrays' uniqueness
        // and bounds checks were half its cost.
        file.bytes.withUnsafeBufferPointer { bytes in
        tokens.withUnsafeBufferPointer { tokens in
        match.withUnsafeMutableBufferPointer { match in
        startsLine.withUnsafeMutableBufferPointer { startsLine in
            for i in 0..<tokens.count {
                let token = tokens[i]
                switch token.kind {
                case .newline:
                    atLineStart = true
                    continue
                case .whitespace, .lineComment, .docLineComment, .shebang:
                    continue
                case .blockComment, .docBlockComment:
                    if bytes[token.range].contains(where: { $0 == 0x0A || $0 == 0x0D }) { atLineStart = true }
                    continue
                case .punctuation where token.length == 1:
                    let b = bytes[Int(token.start)]
                    switch b {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                        open.append((i, b))
                    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                        let opener: UInt8 = b == UInt8(ascii: ")") ? UInt8(ascii: "(") : b == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                        if let last = open.last, last.byte == opener {  // the usual, well-nested case
                            match[last.index] = Int32(i)
                            open.removeLast()
                        } else if let k = open.lastIndex(where: { $0.byte == opener }) {
                            // Close the nearest matching opener; openers left inside it stay
                            // unclosed up to here. A closer with no opener of its kind is ignored.
                            for inner in open[(k + 1)...] { match[inner.index] = Int32(i) }
                            match[open[k].index] = Int32(i)
                            open.removeSubrange(k...)
                        }
                    default:
                        break
                    }
                default:
                    break
                }
                startsLine[i] = atLineStart
                atLineStart = false
            }
        }
        }
        }
        }
        for unclosed in open { match[unclosed.index] = Int32(tokens.count) }
        return (match, startsLine)
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
                case let .type(member, typeIndex, next):
                    append(member, to: frame.owner)
                    frame.cursor = max(next, i + 1)
                    let body = outline.types[typeIndex]
                    frames.append(frame)
                    frames.append(Frame(owner: typeIndex, cursor: body.bodyOpen + 1, end: body.bodyClose))
                    continue frames
                case let .skip(next):
                    frame.cursor = max(next, i + 1)
                }
            }
        }
    }

    /// (`consuming`: the parser's Member moves into the outline instead of being copied, a dozen
    /// retains, for every declaration.)
    mutating func append(_ member: consuming Member, to owner: Int?) {
        if let owner { outline.types[owner].members.append(member) } else { outline.topLevelMembers.append(member) }
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
