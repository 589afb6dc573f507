/// `@property` declarations, the superclass and protocols an implementation gets from its
/// interfaces, and the token-level helpers of the Objective-C parser.
extension ObjCDeclarationParser {
    /// `@property (nonatomic, getter=isOn) BOOL on, other API_AVAILABLE(ios(13));` → one member per
    /// declarator. Returns the members and the token after the `;`.
    func parseProperty(at start: Int, optional: Bool) -> ([Member], Int) {
        let n = tokens.count
        var j = next(start)
        var getter: String?, setter: String?
        var readonly = false
        if isPunct(j, UInt8(ascii: "(")) {
            let close = closing(j)
            var k = next(j)
            while k < close {
                if isWord(k, "readonly") { readonly = true }
                if isWord(k, "getter") || isWord(k, "setter"), isPunct(next(k), UInt8(ascii: "=")) {
                    let value = next(next(k))
                    if value < close, tokens[value].kind == .identifier {
                        if isWord(k, "getter") { getter = text(value) } else { setter = text(value) + ":" }
                    }
                }
                k = next(k)
            }
            j = next(close)
        }
        // The declaration runs to `;` (or, when it is missing, to the next `@` keyword or method).
        var end = j
        var declarators: [Range<Int>] = []
        var segmentStart = j
        while end < n {
            if isPunct(end, UInt8(ascii: ";")) || tokens[end].kind == .keyword { break }
            if isPunct(end, UInt8(ascii: ",")) {
                declarators.append(segmentStart..<end)
                segmentStart = end + 1
            }
            if isPunct(end, UInt8(ascii: "(")) || isPunct(end, UInt8(ascii: "[")) || isPunct(end, UInt8(ascii: "{")) {
                let close = Int(prepass.match[end])
                end = close > end ? min(close + 1, n) : end + 1
                continue
            }
            end += 1
        }
        declarators.append(segmentStart..<end)
        var members: [Member] = []
        var typeName: String?
        for segment in declarators {
            guard let nameToken = declaratorName(segment) else { continue }
            let name = text(nameToken)
            if typeName == nil { typeName = significantText(segment.lowerBound, nameToken) }
            var member = Member(
                kind: .property, name: name, signature: nil, line: line(start), startToken: start,
                endToken: min(end + 1, n), keywordToken: start, attributes: optional ? ["@optional"] : [], modifiers: readonly ? ["readonly"] : [],
                parameters: [], storage: .stored, typeName: typeName, bodyOpen: nil, bodyClose: nil,
                ifConfig: prepass.ifConfig(at: start), nestedType: nil)
            member.getter = getter ?? name
            member.setter = readonly ? nil : setter ?? "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
            members.append(member)
        }
        return (members, isPunct(end, UInt8(ascii: ";")) ? end + 1 : end)
    }

    /// `@synthesize title = _heading, count;`: each property's instance variable. Returns the token after `;`.
    mutating func parseSynthesize(at start: Int, into typeIndex: Int) -> Int {
        var k = next(start)
        while k < tokens.count, tokens[k].kind == .identifier {
            let property = text(k)
            k = next(k)
            var ivar = property
            if isPunct(k, UInt8(ascii: "=")), next(k) < tokens.count, tokens[next(k)].kind == .identifier {
                ivar = text(next(k))
                k = next(next(k))
            }
            outline.types[typeIndex].instanceVariables[property] = ivar
            guard isPunct(k, UInt8(ascii: ",")) else { break }
            k = next(k)
        }
        return isPunct(k, UInt8(ascii: ";")) ? k + 1 : max(k, start + 1)
    }

    /// The declared name in `UIView *view`, `void (^handler)(BOOL)`, `NSString *title
    /// NS_SWIFT_NAME(x) API_AVAILABLE(ios(13))`: a block's or function pointer's name inside its
    /// parentheses, else the last identifier that is not a trailing macro.
    func declaratorName(_ segment: Range<Int>) -> Int? {
        var k = segment.lowerBound
        var last: Int?
        while k < segment.upperBound {
            if isPunct(k, UInt8(ascii: "(")) {
                let close = closing(k)
                let inner = next(k)
                if isOperator(inner, "^") || isOperator(inner, "*") {
                    var m = next(inner)
                    while m < close, tokens[m].kind == .identifier {
                        if !Self.isQualifier(text(m)) { return m }
                        m = next(m)
                    }
                }
                // `NAME(…)` after the declarator is a macro call, not the name.
                if let previous = last, next(previous) == k, isMacroLike(previous) { last = nil }
                k = close > k ? close + 1 : k + 1
                continue
            }
            if tokens[k].kind == .identifier, !Self.isQualifier(text(k)) {
                if last == nil || !isTrailingMacro(k) { last = k }
            }
            k += 1
        }
        return last
    }

    /// Upper-case macro names (`NS_UNAVAILABLE`, `UI_APPEARANCE_SELECTOR`) and `__attribute__`.
    func isTrailingMacro(_ i: Int) -> Bool {
        let word = text(i)
        if word.hasPrefix("__") { return true }
        return word.contains("_") && word.utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || $0 == 95 || ($0 >= 48 && $0 <= 57) }
    }

    func isMacroLike(_ i: Int) -> Bool {
        isTrailingMacro(i) || text(i).utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || $0 == 95 || ($0 >= 48 && $0 <= 57) }
    }

    static let qualifiers: Set<String> = [
        "const", "nullable", "nonnull", "null_unspecified", "_Nullable", "_Nonnull", "_Null_unspecified",
        "__nullable", "__nonnull", "__kindof", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing",
        "__block", "IBOutlet", "IBInspectable", "volatile", "restrict", "__restrict",
    ]

    static func isQualifier(_ word: String) -> Bool { qualifiers.contains(word) }

    /// Each `@implementation X` gets the superclass and protocols its interfaces declare (in this
    /// file or the header beside it); `X (Category)` gets its category's protocols.
    mutating func completeImplementations() {
        let interfaces = (outline.types + outline.headerTypes).filter { $0.kind == .interface }
        for index in outline.types.indices where outline.types[index].kind == .implementation {
            let type = outline.types[index]
            var inherits = type.inherits  // `@implementation X : Super` names it itself
            if let open = type.name.firstIndex(of: " ") {
                let base = type.name[..<open]
                _ = base
                for interface in interfaces where interface.name == type.name {
                    inherits += interface.inherits.filter { !inherits.contains($0) }
                }
            } else {
                if inherits.isEmpty, let main = interfaces.first(where: { $0.name == type.name && !$0.inherits.isEmpty }) {
                    inherits += main.inherits
                }
                for interface in interfaces where interface.name == type.name + " ()" {
                    inherits += interface.inherits.filter { !inherits.contains($0) }
                }
            }
            outline.types[index] = type.with(inherits: inherits)
        }
    }

    // MARK: - Token helpers

    @inline(__always) func line(_ i: Int) -> Int { file.line(of: Int(tokens[max(0, min(i, tokens.count - 1))].start)) }

    /// The next token after `i` that is neither trivia nor a directive.
    func next(_ i: Int) -> Int {
        var k = min(i + 1, tokens.count)
        while k < tokens.count, tokens[k].kind.isTrivia || tokens[k].kind == .poundKeyword { k += 1 }
        return k
    }

    func previousSignificant(_ i: Int) -> Int {
        var k = min(i, tokens.count) - 1
        while k > 0, tokens[k].kind.isTrivia || tokens[k].kind == .poundKeyword { k -= 1 }
        return max(k, 0)
    }

    /// The closer paired with the bracket at `i` (`tokens.count` when unclosed), or `i` itself when
    /// the prepass left it unpaired (an opener in an ignored `#else` branch).
    func closing(_ i: Int) -> Int {
        let m = Int(prepass.match[i])
        return m > i ? min(m, tokens.count) : i
    }

    func isWord(_ i: Int, _ word: StaticString) -> Bool { i < tokens.count && file.tokenIs(tokens[i], word) }

    func isPunct(_ i: Int, _ c: UInt8) -> Bool {
        i < tokens.count && tokens[i].kind == .punctuation && tokens[i].length == 1 && file.bytes[Int(tokens[i].start)] == c
    }

    func isOperator(_ i: Int, _ op: StaticString) -> Bool {
        i < tokens.count && tokens[i].kind == .operator && file.tokenIs(tokens[i], op)
    }

    func text(_ i: Int) -> String { file.text(tokens[i]) }

    /// `<…>` from its `<`, counting nested angles inside `>>`; returns the token after it.
    func skipAngles(_ start: Int) -> Int {
        var depth = 0
        var k = start
        while k < tokens.count {
            let token = tokens[k]
            if token.kind == .operator {
                for b in file.bytes[token.range] {
                    if b == UInt8(ascii: "<") { depth += 1 } else if b == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return next(k) }
            } else if token.kind == .keyword || isPunct(k, UInt8(ascii: ";")) || isPunct(k, UInt8(ascii: "{")) {
                return k  // unclosed: stop before what follows the header
            }
            k += 1
        }
        return k
    }

    func identifiers(_ from: Int, _ to: Int) -> [String] {
        (from..<min(to, tokens.count)).filter { tokens[$0].kind == .identifier }.map(text)
    }

    /// The significant tokens of `from..<to`, one space where trivia or a directive separated
    /// them: `UITableView *`, `NSArray<NSString *> *`.
    func significantText(_ from: Int, _ to: Int) -> String {
        file.joinedText(tokens, from, to) { $0.isTrivia || $0 == .poundKeyword }
    }
}

extension TypeDecl {
    func with(inherits: [String]) -> TypeDecl {
        var copy = TypeDecl(kind: kind, name: name, line: line, inherits: inherits, parent: parent, keywordToken: keywordToken,
                            startToken: startToken, bodyOpen: bodyOpen, bodyClose: bodyClose, endLine: endLine,
                            attributes: attributes, modifiers: modifiers, ifConfig: ifConfig)
        copy.members = members
        copy.instanceVariables = instanceVariables
        return copy
    }
}
