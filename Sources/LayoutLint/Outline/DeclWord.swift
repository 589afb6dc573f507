/// The words the declaration parser reasons about, each recognised with one table lookup
/// (`WordTable`) instead of comparing a token against lists of strings one by one.
enum DeclWord: String, CaseIterable, TabledWord {
    // Introducers.
    case `func`, `init`, `deinit`, `var`, `let`, `subscript`, `typealias`, `associatedtype`, `case`
    case `class`, `struct`, `enum`, `protocol`, `extension`, `import`, `operator`, `precedencegroup`
    // Modifiers that are reserved words.
    case `private`, `fileprivate`, `internal`, `public`, `static`
    // Contextual modifiers.
    case open, package, final, override, required, convenience, lazy, weak, unowned, optional
    case dynamic, mutating, nonmutating, indirect, nonisolated, distributed, prefix, postfix
    case infix, isolated, consuming, borrowing, __consuming, _const, unsafe
    // Contextual introducers and the other words the parser looks for.
    case actor, macro, `where`, willSet, didSet

    nonisolated(unsafe) static let table = WordTable<DeclWord>()

    var isIntroducer: Bool {
        switch self {
        case .func, .`init`, .deinit, .var, .let, .subscript, .typealias, .associatedtype, .case,
             .class, .struct, .enum, .protocol, .extension, .import, .operator, .precedencegroup:
            return true
        default:
            return false
        }
    }

    var isKeywordModifier: Bool {
        switch self {
        case .private, .fileprivate, .internal, .public, .static: return true
        default: return false
        }
    }

    var isContextualModifier: Bool {
        switch self {
        case .open, .package, .final, .override, .required, .convenience, .lazy, .weak, .unowned, .optional,
             .dynamic, .mutating, .nonmutating, .indirect, .nonisolated, .distributed, .prefix, .postfix,
             .infix, .isolated, .consuming, .borrowing, .__consuming, ._const, .unsafe:
            return true
        default:
            return false
        }
    }
}
