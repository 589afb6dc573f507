/// Builds an `Outline` from an Objective-C (`.m`, `.mm`, `.h`) file: each `@implementation` is a
/// type of kind `implementation` whose members are its methods; `@interface`s (class, class
/// extension, category) and `@protocol`s are types holding their `@property`s and method
/// declarations. The header beside a `.m` adds what its `@interface` says (superclass, protocols,
/// properties) as `headerTypes`.
///
/// It reads declarations only: method bodies are skipped whole via pre-matched brackets, and
/// anything it does not understand between declarations (C functions, statics, unknown macros)
/// is stepped over token by token. No recursion; every step advances.
public enum ObjCOutlineParser {
    public static func parse(_ file: SourceFile, header: SourceFile? = nil) -> Outline {
        parse(file, tokens: ObjCTokenizer.tokenize(file.bytes), header: header)
    }

    public static func parse(_ file: SourceFile, tokens: [Token], header: SourceFile? = nil) -> Outline {
        var parser = ObjCDeclarationParser(file: file, tokens: tokens)
        parser.run()
        if let header {
            var headerParser = ObjCDeclarationParser(file: header, tokens: ObjCTokenizer.tokenize(header.bytes))
            headerParser.run()
            parser.outline.headerTypes = headerParser.outline.types.filter { $0.kind != .implementation }
        }
        parser.completeImplementations()
        return parser.outline
    }
}

struct ObjCDeclarationParser {
    let file: SourceFile
    let tokens: [Token]
    let prepass: ObjCPrepass
    var outline: Outline

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        prepass = ObjCPrepass(file: file, tokens: tokens)
        outline = Outline(file: file, tokens: TokenList(tokens))
        outline.language = .objectiveC
        outline.ifBlocks = prepass.ifBlocks
    }

    mutating func run() {
        var i = 0
        let n = tokens.count
        while i < n {
            guard tokens[i].kind == .keyword else {
                i += 1
                continue
            }
            if isWord(i, "@implementation") {
                i = max(i + 1, parseContainer(at: i, kind: .implementation))
            } else if isWord(i, "@interface") {
                i = max(i + 1, parseContainer(at: i, kind: .interface))
            } else if isWord(i, "@protocol"), isProtocolDefinition(i) {
                i = max(i + 1, parseContainer(at: i, kind: .protocol))
            } else {
                i += 1
            }
        }
        assignMarks()
    }

    /// `@protocol P <Q>` opens a definition; `@protocol P;`, `@protocol P, Q;` and the expression
    /// `@protocol(P)` do not.
    func isProtocolDefinition(_ i: Int) -> Bool {
        let name = next(i)
        guard name < tokens.count, tokens[name].kind == .identifier else { return false }
        let after = next(name)
        return !(isPunct(after, UInt8(ascii: ";")) || isPunct(after, UInt8(ascii: ",")))
    }

    /// Reads a header (`@implementation X (Cat) : Super <P> { ivars }`), then its members up to
    /// `@end` (or the next container, when `@end` is missing). Returns the token after it.
    mutating func parseContainer(at start: Int, kind: DeclKind) -> Int {
        let n = tokens.count
        var j = next(start)
        guard j < n, tokens[j].kind == .identifier else { return start + 1 }
        var name = text(j)
        var inherits: [String] = []
        j = next(j)
        // Lightweight generics (`@interface Box<T> : NSObject`, `Box<T> (Category)`), not a protocol list.
        if kind != .protocol, isOperator(j, "<") {
            let after = skipAngles(j)
            if isPunct(after, UInt8(ascii: ":")) || isPunct(after, UInt8(ascii: "(")) || kind == .implementation { j = after }
        }
        if isPunct(j, UInt8(ascii: "(")) {
            let close = closing(j)
            name += " (" + significantText(j + 1, close) + ")"
            j = next(close)
        }
        if isPunct(j, UInt8(ascii: ":")) {
            let superclass = next(j)
            if superclass < n, tokens[superclass].kind == .identifier {
                inherits.append(text(superclass))
                j = next(superclass)
                if isOperator(j, "<"), kind == .implementation { j = skipAngles(j) }
            }
        }
        if isOperator(j, "<") {
            let close = skipAngles(j)
            inherits += identifiers(j, close).filter { !$0.hasPrefix("__") }
            j = close
        }
        var headerEnd = max(start, previousSignificant(j))  // the header's last token
        if isPunct(j, UInt8(ascii: "{")) {
            headerEnd = min(closing(j), n - 1)
            j = headerEnd + 1
        }
        let typeIndex = outline.types.count
        outline.types.append(TypeDecl(
            kind: kind, name: name, line: line(start), inherits: inherits, parent: nil, keywordToken: start,
            startToken: start, bodyOpen: max(start, min(headerEnd, n - 1)), bodyClose: n, endLine: line(n - 1),
            attributes: [], modifiers: [], ifConfig: prepass.ifConfig(at: start)))
        // A container cut short at once (`@implementation A @implementation B`) still ends after it opens.
        let end = max(parseMembers(from: j, of: typeIndex), outline.types[typeIndex].bodyOpen)
        outline.types[typeIndex].bodyClose = end
        outline.types[typeIndex].endLine = line(end)
        return end + 1
    }

    /// Members up to `@end`; returns the `@end` token (or where the container was cut short).
    mutating func parseMembers(from start: Int, of typeIndex: Int) -> Int {
        let n = tokens.count
        let kind = outline.types[typeIndex].kind
        var i = start
        var atBoundary = true
        var optional = false
        while i < n {
            let token = tokens[i]
            if token.kind.isTrivia || token.kind == .poundKeyword {
                if token.kind == .poundKeyword { atBoundary = true }
                i += 1
                continue
            }
            if token.kind == .keyword {
                if isWord(i, "@end") { return i }
                if isWord(i, "@implementation") || isWord(i, "@interface") || (isWord(i, "@protocol") && isProtocolDefinition(i)) {
                    return previousSignificant(i)  // missing `@end`: the next container starts here
                }
                if isWord(i, "@optional") { optional = true }
                if isWord(i, "@required") { optional = false }
                if isWord(i, "@synthesize") {
                    i = parseSynthesize(at: i, into: typeIndex)
                    atBoundary = true
                    continue
                }
                if isWord(i, "@property") {
                    let (members, after) = parseProperty(at: i, optional: optional)
                    outline.types[typeIndex].members += members
                    i = after
                    atBoundary = true
                    continue
                }
                atBoundary = isWord(i, "@optional") || isWord(i, "@required") || isWord(i, "@public")
                    || isWord(i, "@private") || isWord(i, "@protected") || isWord(i, "@package")
                i += 1
                continue
            }
            if atBoundary || startsLine(i), token.kind == .operator, token.length == 1,
               isOperator(i, "-") || isOperator(i, "+") {
                let method = parseMethod(at: i, inImplementation: kind == .implementation, optional: optional)
                if let member = method.member { outline.types[typeIndex].members.append(member) }
                i = max(method.next, i + 1)
                atBoundary = true
                continue
            }
            if isPunct(i, UInt8(ascii: "{")) || isPunct(i, UInt8(ascii: "(")) || isPunct(i, UInt8(ascii: "[")) {
                let close = Int(prepass.match[i])
                let isBrace = isPunct(i, UInt8(ascii: "{"))
                i = close > i ? min(close + 1, n) : i + 1
                atBoundary = isBrace  // after a C function's body
                continue
            }
            atBoundary = isPunct(i, UInt8(ascii: ";")) || isPunct(i, UInt8(ascii: "}"))
            i += 1
        }
        return n - 1
    }

    /// Whether only white space separates token `i` from the start of its line.
    func startsLine(_ i: Int) -> Bool {
        var k = i - 1
        while k >= 0, tokens[k].kind == .whitespace { k -= 1 }
        return k < 0 || tokens[k].kind == .newline
    }

    /// Gives each mark its container (or none at file level); marks inside method bodies are not
    /// sections and are dropped, as in Swift.
    mutating func assignMarks() {
        var typeCursor = 0
        var memberCursor = 0
        for mark in prepass.marks {
            while typeCursor < outline.types.count, outline.types[typeCursor].bodyClose < mark.token {
                typeCursor += 1
                memberCursor = 0
            }
            var owner: Int?
            if typeCursor < outline.types.count, outline.types[typeCursor].startToken < mark.token {
                owner = typeCursor
                let members = outline.types[typeCursor].members
                while memberCursor < members.count, (members[memberCursor].bodyClose ?? members[memberCursor].endToken) < mark.token {
                    memberCursor += 1
                }
                if memberCursor < members.count, let open = members[memberCursor].bodyOpen, open < mark.token,
                   let close = members[memberCursor].bodyClose, mark.token < close {
                    continue
                }
            }
            outline.marks.append(Mark(title: mark.title, hasSeparator: mark.separator, line: line(mark.token),
                                      token: mark.token, owner: owner))
        }
    }
}
