/// The declaration structure of one Swift or Objective-C file: what the lint rules reason about.
public struct Outline: Sendable {
    public internal(set) var file: SourceFile
    /// Packed as the Swift lexer writes them; the Objective-C front end's as it made them until
    /// the project index holds the outline for the linter (`TokenList`, `HeldOutline`).
    public internal(set) var tokens: TokenList
    /// Which front end read the file; rules may ask it for a fact, never to fork their logic.
    public internal(set) var language: SourceLanguage = .swift
    /// Every type and extension, nested ones included, in source order.
    public internal(set) var types: [TypeDecl] = []
    /// Functions and variables at file level (not part of the JSON contract, but rules may ask).
    public internal(set) var topLevelMembers: [Member] = []
    /// MARK comments at file level and at the top level of type bodies, in source order.
    public internal(set) var marks: [Mark] = []
    public internal(set) var ifBlocks: [IfConfigBlock] = []
    /// Objective-C: the `@interface`s and `@protocol`s of the header beside the `.m` (`X.h`). Their
    /// token indices point into the header's tokens, not `tokens`: read their names only.
    public internal(set) var headerTypes: [TypeDecl] = []
    /// The tokens that may be names `SelectorReferences` acts on, as the lexer listed them
    /// (`SelectorName`); nil when the outline was made from tokens lexed without that record.
    var selectorNames: [Int]?
}

public enum DeclKind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    case `func`, `init`, `deinit`, `var`, `let`, `subscript`, `typealias`, `associatedtype`, `case`, macro
    /// Objective-C: `@implementation X` / `X (Category)` and `@interface X : Super` / `X ()` / `X (Category)`.
    case implementation, interface
    /// Objective-C: instance (`-`) and class (`+`) methods, and `@property` declarations.
    case method, classMethod, property

    public var isType: Bool {
        switch self {
        case .class, .struct, .enum, .actor, .protocol, .extension, .implementation, .interface: return true
        default: return false
        }
    }
    /// A method: Swift `func`, Objective-C `-`/`+`.
    public var isMethod: Bool { self == .func || self == .method || self == .classMethod }
}

/// How a `var`/`let` keeps its value: what separates a stored property from a getter.
public enum Storage: String, Sendable {
    case stored            // `var count = 0`, `let service: Service`
    case lazy              // `lazy var formatter = DateFormatter()`
    case lazyClosure       // `lazy var label: UILabel = { … }()`: a lazy view getter
    case computed          // `var title: String { … }`
    case observed          // `var items: [Item] = [] { didSet { … } }`
}

/// Where a declaration sits among `#if` blocks: the innermost block and which clause.
public struct IfConfigRef: Sendable, Equatable {
    public let block: Int
    public let clause: Int
}

public struct IfConfigBlock: Sendable {
    public struct Clause: Sendable {
        public let keyword: String   // "#if", "#elseif", "#else"
        public let condition: String
        public let line: Int
    }
    public let line: Int
    public internal(set) var endLine: Int
    public internal(set) var clauses: [Clause]
    public let parent: IfConfigRef?
}

/// `// MARK: - Title` (or `// MARK: Title`, `///MARK:`, `/* MARK: … */`).
public struct Mark: Sendable {
    public let title: String
    /// Whether the title is preceded by `-`, which draws a separator in Xcode's jump bar.
    public let hasSeparator: Bool
    public let line: Int
    public let token: Int
    /// The type whose body holds the mark, or nil at file level.
    public let owner: Int?
}

public struct Parameter: Sendable {
    /// The first name as written (`_`, `for`, `sender`).
    public let firstName: String
    public let type: String
}
