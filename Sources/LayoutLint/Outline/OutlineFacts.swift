/// Facts rules and roles ask the model, answered for each language by what its front end recorded,
/// so no rule needs to know which language a file is in.
extension Member {
    /// A method, function or initializer (Swift `func`/`init`/`deinit`, Objective-C `-`/`+`).
    public var isCallable: Bool {
        switch kind {
        case .func, .`init`, .deinit, .method, .classMethod: return true
        default: return false
        }
    }

    /// A method: Swift `func`, Objective-C `-`/`+`.
    public var isMethod: Bool { kind.isMethod }

    /// An initializer: Swift `init`, Objective-C's init family (`init`, `initWithFrame:`).
    public var isInitializer: Bool { kind == .`init` || (selector != nil && name == "init") }

    /// Swift `deinit`, Objective-C `dealloc`.
    public var isDeinitializer: Bool { kind == .deinit || (selector != nil && name == "deinit") }

    /// Whether the Objective-C runtime sees it (target–action needs that): `@objc` in Swift, every
    /// Objective-C method.
    public var isObjCExposed: Bool { kind == .method || kind == .classMethod || has(AttributeWord.objc) }

    /// Whether it may override a superclass method: Swift says `override`; an Objective-C instance
    /// method overrides silently.
    public var mayOverride: Bool { has(.override) || kind == .method }

    /// Whether it is a type-level method (`static`/`class func`, Objective-C `+`).
    public var isTypeMethod: Bool { kind == .classMethod || has(.static) || has(.class) }

    /// The first parameter's type without pointer, optionality or nullability marks:
    /// `UIButton *` → `UIButton`, `UIButton?` → `UIButton`, `nullable NSNotification *` → `NSNotification`.
    public var firstParameterTypeName: String? {
        guard let type = parameters.first?.type else { return nil }
        let words = type.split { $0 == " " || $0 == "*" || $0 == "?" || $0 == "!" }
            .filter { !["nullable", "_Nullable", "_Nonnull", "nonnull", "__kindof", "const", "__unused"].contains($0) }
        return words.last.map(String.init)
    }
}

extension TypeDecl {
    /// A class's own body: Swift `class X`, Objective-C `@implementation X` (not a category).
    public var isClassBody: Bool { kind == .class || (kind == .implementation && !name.contains("(")) }

    /// A class body that names a superclass (or a first conformance, which only the project's
    /// knowledge tells apart): the only kind of type that may be checked as a view controller.
    public var isSubclassBody: Bool { isClassBody && !inherits.isEmpty }

    /// The type a Swift extension or an Objective-C category implementation adds to, else nil.
    public var extendedTypeName: String? {
        if kind == .extension { return name }
        if kind == .implementation, let space = name.firstIndex(of: " "), name.contains("(") { return String(name[..<space]) }
        return nil
    }
}

extension Outline {
    /// Whether any type of the file may be checked as a view controller (`RoleClassifier.checkedTypes`
    /// checks no other): a file without one has no findings, whatever the project holds.
    public var declaresSubclass: Bool { types.contains { $0.isSubclassBody } }
}

/// Walking the token stream past trivia, shared by the passes that read bodies after the outline.
extension Outline {
    /// The first significant token after `k`.
    public func significant(after k: Int) -> Int? {
        var j = k + 1
        while j < tokens.count, tokens[j].kind.isTrivia { j += 1 }
        return j < tokens.count ? j : nil
    }

    /// The last significant token before `k`.
    public func significant(before k: Int) -> Int? {
        var j = min(k, tokens.count) - 1
        while j >= 0, tokens[j].kind.isTrivia { j -= 1 }
        return j >= 0 ? j : nil
    }

    /// The `)` or `}` closing the bracket at `open` (counting only its own kind), if any within
    /// `limit` tokens (callers asking about one call's arguments need not walk an unclosed file).
    public func closingBracket(of open: Int, limit: Int = .max) -> Int? {
        let paren = file.tokenIs(tokens[open], "(")
        var depth = 0
        var k = open
        let end = open + min(limit, tokens.count - open)
        while k < end {
            let token = tokens[k]
            if token.kind == .punctuation {
                if paren ? file.tokenIs(token, "(") : file.tokenIs(token, "{") { depth += 1 }
                if paren ? file.tokenIs(token, ")") : file.tokenIs(token, "}") {
                    depth -= 1
                    if depth == 0 { return k }
                }
            }
            k += 1
        }
        return nil
    }
}
