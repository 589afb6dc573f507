/// A declaration inside a type body or at file level: a function, property, case, nested type…
///
/// Its facts live in one object (`Facts`) behind a single reference: the role classifier and the
/// rules copy every member a few times, and a copy is then one retain and its end one release,
/// not a retain and a release for each of the seven String and Array fields (copying and
/// destroying members cost ~15M instructions of a 100k-line lint before).
public struct Member: Sendable {
    private var facts: Facts

    public init(kind: DeclKind, name: String, signature: String?, line: Int, startToken: Int, endToken: Int, keywordToken: Int,
                attributes: [String], modifiers: [String], parameters: [Parameter], storage: Storage?, typeName: String?,
                bodyOpen: Int?, bodyClose: Int?, ifConfig: IfConfigRef?, nestedType: Int?) {
        self.init(kind: kind, name: name, signature: signature, line: line, startToken: startToken, endToken: endToken,
                  keywordToken: keywordToken, attributes: WordList(attributes, of: AttributeWord.self), modifiers: WordList(modifiers, of: DeclWord.self),
                  parameters: parameters, storage: storage, typeName: typeName, bodyOpen: bodyOpen, bodyClose: bodyClose,
                  ifConfig: ifConfig, nestedType: nestedType)
    }

    init(kind: DeclKind, name: String, signature: String?, line: Int, startToken: Int, endToken: Int, keywordToken: Int,
         attributes: WordList, modifiers: WordList, parameters: [Parameter], storage: Storage?,
         typeName: String?, bodyOpen: Int?, bodyClose: Int?, ifConfig: IfConfigRef?, nestedType: Int?) {
        facts = Facts(kind: kind, name: name, signature: signature, attributes: attributes, modifiers: modifiers,
                      parameters: parameters, storage: storage, typeName: typeName,
                      words: (Self.word(line), Self.word(startToken), Self.word(endToken), Self.word(keywordToken), Self.word(bodyOpen),
                              Self.word(bodyClose), Self.word(nestedType), Self.word(ifConfig?.block), Self.word(ifConfig?.clause)))
    }

    public var kind: DeclKind { facts.kind }
    public var name: String { facts.name }
    /// `tableView(_:cellForRowAt:)` for functions, initializers and subscripts.
    public var signature: String? { facts.signature }
    public var attributes: [String] { facts.attributes.words(of: AttributeWord.self) }
    public var modifiers: [String] { facts.modifiers.words(of: DeclWord.self) }
    public var parameters: [Parameter] { facts.parameters }
    public var storage: Storage? { facts.storage }
    /// The type annotation of a property (`UILabel`), or the return type of a function.
    public var typeName: String? { facts.typeName }

    /// Line of the introducing keyword (`func`, `var`, `case`…).
    public var line: Int { Int(facts.words.line) }
    /// First token of the declaration (its first attribute or modifier), and one past its last.
    public var startToken: Int { Int(facts.words.start) }
    public var endToken: Int { Int(facts.words.end) }
    public var keywordToken: Int { Int(facts.words.keyword) }
    /// Token indices of the body's braces (function body, accessor block, initializer closure).
    public var bodyOpen: Int? { Self.value(facts.words.bodyOpen) }
    public var bodyClose: Int? { Self.value(facts.words.bodyClose) }
    public var ifConfig: IfConfigRef? {
        facts.words.ifBlock == Self.none ? nil : IfConfigRef(block: Int(facts.words.ifBlock), clause: Int(facts.words.ifClause))
    }
    /// For nested types: the index of the type in `Outline.types`.
    public var nestedType: Int? { Self.value(facts.words.nestedType) }
    /// For properties with an initial value: the first token after `=`.
    public var initializerStart: Int? {
        get { Self.value(facts.initializerWord) }
        set { edit { $0.initializerWord = Self.word(newValue) } }
    }
    /// Objective-C methods: the full selector (`tableView:cellForRowAtIndexPath:`); `name` is then
    /// the base name as Swift imports it (`tableView`, `init` for `initWithFrame:`, `deinit` for `dealloc`).
    public var selector: String? {
        get { facts.objectiveC?.selector }
        set {
            let names = ObjCNames(selector: newValue, getter: getter, setter: setter)
            edit { $0.objectiveC = names }
        }
    }
    /// Objective-C properties: the getter's and setter's selectors (`isOn`, `setOn:`; nil when readonly).
    public var getter: String? {
        get { facts.objectiveC?.getter }
        set {
            let names = ObjCNames(selector: selector, getter: newValue, setter: setter)
            edit { $0.objectiveC = names }
        }
    }
    public var setter: String? {
        get { facts.objectiveC?.setter }
        set {
            let names = ObjCNames(selector: selector, getter: getter, setter: newValue)
            edit { $0.objectiveC = names }
        }
    }

    public func has(modifier: String) -> Bool { facts.modifiers.contains(modifier, of: DeclWord.self) }
    /// `has(modifier:)` for a word the parser knows, compared by its code: no String is made or
    /// compared (asked ~40,000 times in a lint of 100,000 lines).
    func has(_ modifier: DeclWord) -> Bool { facts.modifiers.contains(modifier) }
    public func has(attribute: String) -> Bool { facts.attributes.contains(attribute, of: AttributeWord.self) }

    /// Changes the facts of this member only: they are copied first when another member shares them.
    private mutating func edit(_ change: (Facts) -> Void) {
        if !isKnownUniquelyReferenced(&facts) { facts = Facts(copying: facts) }
        change(facts)
    }

    /// Token indices and lines as 32-bit words (`none` for nil; files are at most 2 GiB).
    typealias Words = (line: UInt32, start: UInt32, end: UInt32, keyword: UInt32, bodyOpen: UInt32, bodyClose: UInt32,
                       nestedType: UInt32, ifBlock: UInt32, ifClause: UInt32)

    private static let none = UInt32.max
    @inline(__always) private static func word(_ value: Int) -> UInt32 { UInt32(truncatingIfNeeded: value) }
    @inline(__always) private static func word(_ value: Int?) -> UInt32 { value.map { UInt32(truncatingIfNeeded: $0) } ?? none }
    @inline(__always) private static func value(_ word: UInt32) -> Int? { word == none ? nil : Int(word) }

    /// The member's facts. Shared by the copies of a member, and changed only through `edit`,
    /// that is while one member alone holds them: so sending them across threads is safe.
    private final class Facts: @unchecked Sendable {
        let kind: DeclKind
        let name: String
        let signature: String?
        let attributes: WordList
        let modifiers: WordList
        let parameters: [Parameter]
        let storage: Storage?
        let typeName: String?
        let words: Words
        var initializerWord = Member.none
        /// Objective-C names apart: Swift members (most of them) carry no storage for them.
        var objectiveC: ObjCNames?

        init(kind: DeclKind, name: String, signature: String?, attributes: WordList, modifiers: WordList,
             parameters: [Parameter], storage: Storage?, typeName: String?, words: Words) {
            self.kind = kind
            self.name = name
            self.signature = signature
            self.attributes = attributes
            self.modifiers = modifiers
            self.parameters = parameters
            self.storage = storage
            self.typeName = typeName
            self.words = words
        }

        convenience init(copying other: Facts) {
            self.init(kind: other.kind, name: other.name, signature: other.signature, attributes: other.attributes,
                      modifiers: other.modifiers, parameters: other.parameters, storage: other.storage,
                      typeName: other.typeName, words: other.words)
            initializerWord = other.initializerWord
            objectiveC = other.objectiveC
        }
    }
}

/// An Objective-C member's selectors.
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
