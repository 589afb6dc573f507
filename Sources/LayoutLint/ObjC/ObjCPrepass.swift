/// One pass over an Objective-C file's tokens before the outline is read: bracket pairs, `#if`
/// blocks and `#pragma mark` / `// MARK:` sections.
///
/// The preprocessor is not run (there are no headers or macros to run it with), so every branch
/// of an `#if` is read. When branches open different brackets (`#if A - (void)f { #else - (void)g {
/// #endif … }`), only the first branch's brackets count, so the shared closer still pairs.
struct ObjCPrepass {
    /// For each opening bracket, the index of its closer (`tokens.count` if unclosed), else -1.
    var match: [Int32]
    var ifBlocks: [IfConfigBlock] = []
    /// (token, innermost `#if` clause from that token on), in token order.
    var ifTransitions: [(token: Int, ref: IfConfigRef?)] = []
    /// Each `#else`/`#elif` token with the token of its `#if`, in token order.
    var branches: [(token: Int, ifToken: Int)] = []
    /// Marks without owners yet (the parser assigns them).
    var marks: [(title: String, separator: Bool, token: Int)] = []

    enum Directive { case ifStart, elseBranch, endIf, other }

    init(file: SourceFile, tokens: [Token]) {
        match = [Int32](repeating: -1, count: tokens.count)
        var open: [(index: Int, byte: UInt8)] = []
        // Brackets of an ignored branch pair among themselves only; what stays open there is dropped.
        var side: [(index: Int, byte: UInt8)] = []
        // Per open `#if`: its block, its clause, the bracket depth at `#if`, and whether a later
        // branch disagreed with the first so its brackets are ignored.
        var conditionals: [(ref: IfConfigRef, depth: Int, firstEnd: Int?, ignoring: Bool, token: Int)] = []
        let bytes = file.bytes
        for (i, token) in tokens.enumerated() {
            switch token.kind {
            case .punctuation where token.length == 1:
                if conditionals.last?.ignoring == true {
                    Self.pair(bytes[Int(token.start)], at: i, stack: &side, match: &match)
                } else {
                    Self.pair(bytes[Int(token.start)], at: i, stack: &open, match: &match)
                }
            case .poundKeyword:
                let line = file.line(of: Int(token.start))
                switch Self.directive(bytes, token) {
                case .ifStart:
                    let parent = conditionals.last?.ref
                    ifBlocks.append(IfConfigBlock(line: line, endLine: line, clauses: [clause(file, token, line)], parent: parent))
                    let ref = IfConfigRef(block: ifBlocks.count - 1, clause: 0)
                    conditionals.append((ref, open.count, nil, conditionals.last?.ignoring == true, i))
                    ifTransitions.append((i, ref))
                case .elseBranch:
                    guard var top = conditionals.popLast() else { continue }
                    ifBlocks[top.ref.block].clauses.append(clause(file, token, line))
                    top.ref = IfConfigRef(block: top.ref.block, clause: top.ref.clause + 1)
                    if top.firstEnd == nil { top.firstEnd = open.count }
                    if top.firstEnd != top.depth { top.ignoring = true }
                    branches.append((i, top.token))
                    conditionals.append(top)
                    ifTransitions.append((i, top.ref))
                case .endIf:
                    guard let top = conditionals.popLast() else { continue }
                    if top.ignoring, conditionals.last?.ignoring != true { side.removeAll() }
                    ifBlocks[top.ref.block].endLine = line
                    ifTransitions.append((i, conditionals.last?.ref))
                case .other:
                    if let (title, separator) = Self.pragmaMark(bytes, token) { marks.append((title, separator, i)) }
                }
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                guard token.length >= 7 else { continue }
                let text = file.text(token)
                if text.contains("MARK:"), let (title, separator) = MarkComment.parse(text[...]) {
                    marks.append((title, separator, i))
                }
            default:
                continue
            }
        }
        for unclosed in open { match[unclosed.index] = Int32(tokens.count) }
    }

    /// Pushes an opener, or pairs a closer with the nearest opener of its kind (openers left
    /// inside it close there too). A closer with no opener of its kind is ignored.
    static func pair(_ b: UInt8, at i: Int, stack: inout [(index: Int, byte: UInt8)], match: inout [Int32]) {
        switch b {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            stack.append((i, b))
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            let opener: UInt8 = b == UInt8(ascii: ")") ? UInt8(ascii: "(") : b == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
            // Bounded look-back: a stray closer must not cost a scan of a deep stack.
            var k = stack.count - 1
            let floor = max(0, stack.count - 64)
            while k >= floor, stack[k].byte != opener { k -= 1 }
            if k >= floor {
                for inner in stack[(k + 1)...] { match[inner.index] = Int32(i) }
                match[stack[k].index] = Int32(i)
                stack.removeSubrange(k...)
            }
        default:
            break
        }
    }

    /// The first `#else`/`#elif` between `open` and `close` whose `#if` is before `open`: a body
    /// whose braces pair across branches. Returns the token after it.
    func branchInside(_ open: Int, _ close: Int) -> Int? {
        var lo = 0, hi = branches.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if branches[mid].token <= open { lo = mid + 1 } else { hi = mid }
        }
        while lo < branches.count, branches[lo].token < close {
            if branches[lo].ifToken < open { return branches[lo].token }
            lo += 1
        }
        return nil
    }

    /// The innermost `#if` clause at token `i`.
    func ifConfig(at i: Int) -> IfConfigRef? {
        var lo = 0, hi = ifTransitions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ifTransitions[mid].token <= i { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : ifTransitions[lo - 1].ref
    }

    func clause(_ file: SourceFile, _ token: Token, _ line: Int) -> IfConfigBlock.Clause {
        let (word, rest) = Self.split(file.bytes, token)
        return IfConfigBlock.Clause(keyword: "#" + word, condition: rest, line: line)
    }

    /// The directive's name and the rest of its text (comments kept; continuations joined).
    static func split(_ bytes: [UInt8], _ token: Token) -> (word: String, rest: String) {
        var k = Int(token.start) + 1
        let end = Int(token.end)
        while k < end, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
        let wordStart = k
        while k < end, ByteClass.table[Int(bytes[k])] & ByteClass.identifierContinue != 0 { k += 1 }
        let word = String(decoding: bytes[wordStart..<k], as: UTF8.self)
        let rest = String(decoding: bytes[k..<end], as: UTF8.self)
            .replacingBackslashNewlines().trimmingCharactersInSpace()
        return (word, rest)
    }

    static func directive(_ bytes: [UInt8], _ token: Token) -> Directive {
        var k = Int(token.start) + 1
        let end = Int(token.end)
        while k < end, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
        guard k + 1 < end, bytes[k] == UInt8(ascii: "i") || bytes[k] == UInt8(ascii: "e") else { return .other }
        let (word, _) = split(bytes, token)
        switch word {
        case "if", "ifdef", "ifndef": return .ifStart
        case "elif", "else", "elifdef", "elifndef": return .elseBranch
        case "endif": return .endIf
        default: return .other
        }
    }

    /// `#pragma mark - Title` → ("Title", true); `#pragma mark Title` → ("Title", false).
    static func pragmaMark(_ bytes: [UInt8], _ token: Token) -> (String, Bool)? {
        let (word, rest) = split(bytes, token)
        guard word == "pragma", rest.hasPrefix("mark") else { return nil }
        let s = rest.dropFirst(4)
        guard s.isEmpty || s.first == " " || s.first == "\t" || s.first == "-" else { return nil }
        return MarkComment.title(s)
    }
}

extension String {
    /// Joins a directive's continued lines: `\` + line break becomes one space.
    func replacingBackslashNewlines() -> String {
        guard contains("\\") else { return self }
        var out: [UInt8] = []
        let bytes = Array(utf8)
        var k = 0
        while k < bytes.count {
            if bytes[k] == UInt8(ascii: "\\"), k + 1 < bytes.count, bytes[k + 1] == 0x0A || bytes[k + 1] == 0x0D {
                k += bytes[k + 1] == 0x0D && k + 2 < bytes.count && bytes[k + 2] == 0x0A ? 3 : 2
                out.append(UInt8(ascii: " "))
                continue
            }
            out.append(bytes[k])
            k += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    func trimmingCharactersInSpace() -> String {
        var s = self[...]
        while let f = s.first, f == " " || f == "\t" || f == "\r" || f == "\n" || f == "\r\n" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" || l == "\n" || l == "\r\n" { s = s.dropLast() }
        return String(s)
    }
}
