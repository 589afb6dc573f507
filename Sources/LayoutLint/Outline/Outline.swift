/// The declaration structure of one Swift or Objective-C file: what the lint rules reason about.
public struct Outline: Sendable {
    /// Settable only for `HeldOutline`, which drops and restores them while the outline waits.
    public internal(set) var file: SourceFile
    public internal(set) var tokens: [Token]
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

public struct Member: Sendable {
    public let name: String
    /// `tableView(_:cellForRowAt:)` for functions, initializers and subscripts.
    public let signature: String?
    public let attributes: [String]
    public let modifiers: [String]
    public let parameters: [Parameter]
    /// The type annotation of a property (`UILabel`), or the return type of a function.
    public let typeName: String?
    /// Token indices and lines are kept as 32-bit words (`none` for nil; files are at most 2 GiB)
    /// and the Objective-C names in one reference: 128 bytes a member instead of 256. A cold
    /// whole-tree lint holds every file's members until the project index is complete.
    private let words: (line: UInt32, start: UInt32, end: UInt32, keyword: UInt32, bodyOpen: UInt32, bodyClose: UInt32,
                        nestedType: UInt32, ifBlock: UInt32, ifClause: UInt32)
    private var initializerWord = Member.none
    private var objectiveC: ObjCNames?
    public let kind: DeclKind
    public let storage: Storage?

    private static let none = UInt32.max

    public init(kind: DeclKind, name: String, signature: String?, line: Int, startToken: Int, endToken: Int, keywordToken: Int,
                attributes: [String], modifiers: [String], parameters: [Parameter], storage: Storage?, typeName: String?,
                bodyOpen: Int?, bodyClose: Int?, ifConfig: IfConfigRef?, nestedType: Int?) {
        self.kind = kind
        self.name = name
        self.signature = signature
        self.attributes = attributes
        self.modifiers = modifiers
        self.parameters = parameters
        self.storage = storage
        self.typeName = typeName
        words = (Self.word(line), Self.word(startToken), Self.word(endToken), Self.word(keywordToken), Self.word(bodyOpen),
                 Self.word(bodyClose), Self.word(nestedType), Self.word(ifConfig?.block), Self.word(ifConfig?.clause))
    }

    @inline(__always) private static func word(_ value: Int) -> UInt32 { UInt32(truncatingIfNeeded: value) }
    @inline(__always) private static func word(_ value: Int?) -> UInt32 { value.map { UInt32(truncatingIfNeeded: $0) } ?? none }
    @inline(__always) private static func value(_ word: UInt32) -> Int? { word == none ? nil : Int(word) }

    /// Line of the introducing keyword (`func`, `var`, `case`…).
    public var line: Int { Int(words.line) }
    /// First token of the declaration (its first attribute or modifier), and one past its last.
    public var startToken: Int { Int(words.start) }
    public var endToken: Int { Int(words.end) }
    public var keywordToken: Int { Int(words.keyword) }
    /// Token indices of the body's braces (function body, accessor block, initializer closure).
    public var bodyOpen: Int? { Self.value(words.bodyOpen) }
    public var bodyClose: Int? { Self.value(words.bodyClose) }
    public var ifConfig: IfConfigRef? {
        words.ifBlock == Self.none ? nil : IfConfigRef(block: Int(words.ifBlock), clause: Int(words.ifClause))
    }
    /// For nested types: the index of the type in `Outline.types`.
    public var nestedType: Int? { Self.value(words.nestedType) }
    /// For properties with an initial value: the first token after `=`.
    public var initializerStart: Int? {
        get { Self.value(initializerWord) }
        set { initializerWord = Self.word(newValue) }
    }
    /// Objective-C methods: the full selector (`tableView:cellForRowAtIndexPath:`); `name` is then
    /// the base name as Swift imports it (`tableView`, `init` for `initWithFrame:`, `deinit` for `dealloc`).
    public var selector: String? {
        get { objectiveC?.selector }
        set { objectiveC = ObjCNames(selector: newValue, getter: getter, setter: setter) }
    }
    /// Objective-C properties: the getter's and setter's selectors (`isOn`, `setOn:`; nil when readonly).
    public var getter: String? {
        get { objectiveC?.getter }
        set { objectiveC = ObjCNames(selector: selector, getter: newValue, setter: setter) }
    }
    public var setter: String? {
        get { objectiveC?.setter }
        set { objectiveC = ObjCNames(selector: selector, getter: getter, setter: newValue) }
    }

    public func has(modifier: String) -> Bool { modifiers.contains(modifier) }
    public func has(attribute: String) -> Bool { attributes.contains(attribute) }
}

/// An Objective-C member's selectors, apart: Swift members (most of them) carry no storage for them.
private final class ObjCNames: Sendable {
    let selector: String?
    let getter: String?
    let setter: String?

    init(selector: String?, getter: String?, setter: String?) {
        self.selector = selector
        self.getter = getter
        self.setter = setter
    }
}

public struct TypeDecl: Sendable {
    public let kind: DeclKind
    /// Qualified (`Outer.Inner`); for an extension, the extended type as written.
    public let name: String
    public let line: Int
    public let inherits: [String]
    public internal(set) var members: [Member] = []
    public let parent: Int?
    public let keywordToken: Int
    public let startToken: Int
    public let bodyOpen: Int
    public internal(set) var bodyClose: Int
    public internal(set) var endLine: Int
    public let attributes: [String]
    public let modifiers: [String]
    public let ifConfig: IfConfigRef?
    /// Objective-C: properties whose instance variable is not `_name`, from `@synthesize name = ivar;`
    /// (`@synthesize name;` names it `name`).
    public internal(set) var instanceVariables: [String: String] = [:]
}
