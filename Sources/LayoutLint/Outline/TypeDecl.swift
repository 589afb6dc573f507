/// A type or extension declaration (Objective-C: an `@interface`, `@implementation`, `@protocol`).
///
/// Its fields live in one object behind a single reference, as `Member`'s do: the role
/// classifier, the rules and the project index copy types often (`for type in outline.types`),
/// and a copy is then one retain instead of one per String, Array and Dictionary field.
public struct TypeDecl: Sendable {
    private var fields: Fields

    init(kind: DeclKind, name: String, line: Int, inherits: [String], parent: Int?, keywordToken: Int, startToken: Int,
         bodyOpen: Int, bodyClose: Int, endLine: Int, attributes: [String], modifiers: [String], ifConfig: IfConfigRef?) {
        self.init(kind: kind, name: name, line: line, inherits: inherits, parent: parent, keywordToken: keywordToken,
                  startToken: startToken, bodyOpen: bodyOpen, bodyClose: bodyClose, endLine: endLine,
                  attributes: WordList(attributes, of: AttributeWord.self), modifiers: WordList(modifiers, of: DeclWord.self), ifConfig: ifConfig)
    }

    init(kind: DeclKind, name: String, line: Int, inherits: [String], parent: Int?, keywordToken: Int, startToken: Int,
         bodyOpen: Int, bodyClose: Int, endLine: Int, attributes: WordList, modifiers: WordList,
         ifConfig: IfConfigRef?) {
        fields = Fields(kind: kind, name: name, line: line, inherits: inherits, parent: parent, keywordToken: keywordToken,
                        startToken: startToken, bodyOpen: bodyOpen, bodyClose: bodyClose, endLine: endLine,
                        attributes: attributes, modifiers: modifiers, ifConfig: ifConfig)
    }

    public var kind: DeclKind { fields.kind }
    /// Qualified (`Outer.Inner`); for an extension, the extended type as written.
    public var name: String { fields.name }
    public var line: Int { fields.line }
    public var inherits: [String] { fields.inherits }
    public internal(set) var members: [Member] {
        get { fields.members }
        _modify {
            makeUnique()
            yield &fields.members
        }
    }
    public var parent: Int? { fields.parent }
    public var keywordToken: Int { fields.keywordToken }
    public var startToken: Int { fields.startToken }
    public var bodyOpen: Int { fields.bodyOpen }
    public internal(set) var bodyClose: Int {
        get { fields.bodyClose }
        set {
            makeUnique()
            fields.bodyClose = newValue
        }
    }
    public internal(set) var endLine: Int {
        get { fields.endLine }
        set {
            makeUnique()
            fields.endLine = newValue
        }
    }
    public var attributes: [String] { fields.attributes.words(of: AttributeWord.self) }
    public var modifiers: [String] { fields.modifiers.words(of: DeclWord.self) }
    public var ifConfig: IfConfigRef? { fields.ifConfig }
    /// Objective-C: properties whose instance variable is not `_name`, from `@synthesize name = ivar;`
    /// (`@synthesize name;` names it `name`).
    public internal(set) var instanceVariables: [String: String] {
        get { fields.instanceVariables }
        _modify {
            makeUnique()
            yield &fields.instanceVariables
        }
    }

    /// Before a change: the fields are copied first when another copy of the type shares them.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&fields) { fields = Fields(copying: fields) }
    }

    /// Shared by the copies of a type and changed only while one copy alone holds them (`makeUnique`):
    /// so sending them across threads is safe, and no access to them overlaps a change. Their
    /// `var`s are therefore `@exclusivity(unchecked)`: each read of `members` was otherwise a
    /// runtime access check (~75 instructions, thousands of times a lint).
    private final class Fields: @unchecked Sendable {
        let kind: DeclKind
        let name: String
        let line: Int
        let inherits: [String]
        @exclusivity(unchecked) var members: [Member] = []
        let parent: Int?
        let keywordToken: Int
        let startToken: Int
        let bodyOpen: Int
        @exclusivity(unchecked) var bodyClose: Int
        @exclusivity(unchecked) var endLine: Int
        let attributes: WordList
        let modifiers: WordList
        let ifConfig: IfConfigRef?
        @exclusivity(unchecked) var instanceVariables: [String: String] = [:]

        init(kind: DeclKind, name: String, line: Int, inherits: [String], parent: Int?, keywordToken: Int, startToken: Int,
             bodyOpen: Int, bodyClose: Int, endLine: Int, attributes: WordList, modifiers: WordList,
             ifConfig: IfConfigRef?) {
            self.kind = kind
            self.name = name
            self.line = line
            self.inherits = inherits
            self.parent = parent
            self.keywordToken = keywordToken
            self.startToken = startToken
            self.bodyOpen = bodyOpen
            self.bodyClose = bodyClose
            self.endLine = endLine
            self.attributes = attributes
            self.modifiers = modifiers
            self.ifConfig = ifConfig
        }

        convenience init(copying other: Fields) {
            self.init(kind: other.kind, name: other.name, line: other.line, inherits: other.inherits, parent: other.parent,
                      keywordToken: other.keywordToken, startToken: other.startToken, bodyOpen: other.bodyOpen,
                      bodyClose: other.bodyClose, endLine: other.endLine, attributes: other.attributes,
                      modifiers: other.modifiers, ifConfig: other.ifConfig)
            members = other.members
            instanceVariables = other.instanceVariables
        }
    }
}
