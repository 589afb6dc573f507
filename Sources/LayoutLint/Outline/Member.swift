/// A declaration inside a type body or at file level: a function, property, case, nested type…
///
/// Its facts are one `Record` in a `MemberRecords` buffer, which the parser fills with a whole
/// file's members at once: a member is that buffer and its place in it. Copying a member is
/// one retain (not one per String and Array field), and a file's members cost one allocation
/// instead of one object each (~230 instructions apiece, and a malloc header per member held
/// until the run ends). (Unchecked: the standard library marks `ManagedBuffer` as not `Sendable`;
/// `MemberRecords` says why sending its records is safe.)
public struct Member: @unchecked Sendable {
    private var records: MemberRecords
    private var index: Int

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
        let record = Record(kind: kind, name: name, signature: signature, line: line, startToken: startToken, endToken: endToken,
                            keywordToken: keywordToken, attributes: attributes, modifiers: modifiers, parameters: 0..<parameters.count,
                            storage: storage, typeName: typeName, bodyOpen: bodyOpen, bodyClose: bodyClose, ifConfig: ifConfig,
                            nestedType: nestedType, initializerStart: nil, owner: Record.none)
        records = MemberRecords.single(record, parameters: parameters)
        index = 0
    }

    /// The member at `index` of records a parser filled.
    init(_ records: MemberRecords, _ index: Int) {
        self.records = records
        self.index = index
    }

    /// The record, valid while this member holds `records`.
    @inline(__always) private var facts: UnsafeMutablePointer<Record> {
        records.withUnsafeMutablePointerToElements { $0 + index }
    }

    public var kind: DeclKind { facts.pointee.kind }
    public var name: String { facts.pointee.name }
    /// `tableView(_:cellForRowAt:)` for functions, initializers and subscripts.
    public var signature: String? { facts.pointee.signature }
    public var attributes: [String] { facts.pointee.attributes.words(of: AttributeWord.self) }
    public var modifiers: [String] { facts.pointee.modifiers.words(of: DeclWord.self) }
    /// (A file's parameters lie in one array beside its records: no array per function.)
    public var parameters: [Parameter] {
        let start = Int(facts.pointee.parameterStart), count = parameterCount
        guard count > 0 else { return [] }
        return records.withUnsafeMutablePointerToHeader { $0.pointee.parameters(start..<start + count) }
    }
    /// `parameters.count`, without making the array.
    public var parameterCount: Int { Int(facts.pointee.parameterCount) }
    public var storage: Storage? { facts.pointee.storage }
    /// The type annotation of a property (`UILabel`), or the return type of a function.
    public var typeName: String? { facts.pointee.typeName }

    /// Line of the introducing keyword (`func`, `var`, `case`…).
    public var line: Int {
        let word = Int(facts.pointee.words.line)
        return records.withUnsafeMutablePointerToHeader { $0.pointee.line(word) }
    }
    /// First token of the declaration (its first attribute or modifier), and one past its last.
    public var startToken: Int { Int(facts.pointee.words.start) }
    public var endToken: Int { Int(facts.pointee.words.end) }
    public var keywordToken: Int { Int(facts.pointee.words.keyword) }
    /// Token indices of the body's braces (function body, accessor block, initializer closure).
    public var bodyOpen: Int? { Record.value(facts.pointee.words.bodyOpen) }
    public var bodyClose: Int? { Record.value(facts.pointee.words.bodyClose) }
    public var ifConfig: IfConfigRef? {
        let words = facts.pointee.words
        return words.ifBlock == Record.none ? nil : IfConfigRef(block: Int(words.ifBlock), clause: Int(words.ifClause))
    }
    /// For nested types: the index of the type in `Outline.types`.
    public var nestedType: Int? { Record.value(facts.pointee.words.nestedType) }
    /// For properties with an initial value: the first token after `=`.
    public var initializerStart: Int? {
        get { Record.value(facts.pointee.initializerWord) }
        set { edit { $0.initializerWord = Record.word(newValue) } }
    }
    /// Objective-C methods: the full selector (`tableView:cellForRowAtIndexPath:`); `name` is then
    /// the base name as Swift imports it (`tableView`, `init` for `initWithFrame:`, `deinit` for `dealloc`).
    public var selector: String? {
        get { facts.pointee.objectiveC?.selector }
        set {
            let names = ObjCNames(selector: newValue, getter: getter, setter: setter)
            edit { $0.objectiveC = names }
        }
    }
    /// Objective-C properties: the getter's and setter's selectors (`isOn`, `setOn:`; nil when readonly).
    public var getter: String? {
        get { facts.pointee.objectiveC?.getter }
        set {
            let names = ObjCNames(selector: selector, getter: newValue, setter: setter)
            edit { $0.objectiveC = names }
        }
    }
    public var setter: String? {
        get { facts.pointee.objectiveC?.setter }
        set {
            let names = ObjCNames(selector: selector, getter: getter, setter: newValue)
            edit { $0.objectiveC = names }
        }
    }

    public func has(modifier: String) -> Bool { facts.pointee.modifiers.contains(modifier, of: DeclWord.self) }
    /// `has(modifier:)` for a word the parser knows, compared by its code: no String is made or
    /// compared (asked ~40,000 times in a lint of 100,000 lines).
    func has(_ modifier: DeclWord) -> Bool { facts.pointee.modifiers.contains(modifier) }
    public func has(attribute: String) -> Bool { facts.pointee.attributes.contains(attribute, of: AttributeWord.self) }
    /// `has(attribute:)` for a word of the table, by its code (asked for every member: the
    /// String form compares texts).
    func has(_ attribute: AttributeWord) -> Bool { facts.pointee.attributes.contains(attribute) }

    /// Changes the facts of this member only: a member that shares its records (with the rest of
    /// its file, or with a copy of itself) gets records of its own first.
    private mutating func edit(_ change: (inout Record) -> Void) {
        if !(records.withUnsafeMutablePointerToHeader { $0.pointee.count == 1 } && isKnownUniquelyReferenced(&records)) {
            var record = Record(copying: facts.pointee)
            record.parameterStart = 0
            record.words.line = Record.word(line)  // (the new records keep no line table)
            records = MemberRecords.single(record, parameters: parameters)
            index = 0
        }
        change(&facts.pointee)
    }

    /// Token indices and a line as 32-bit words (`none` for nil; files are under 128 MiB). The
    /// line word is the keyword's byte offset instead when the records' header keeps the file's
    /// line starts (the Swift parser's records: `MemberRecordsHeader.line(_:)`).
    typealias Words = (line: UInt32, start: UInt32, end: UInt32, keyword: UInt32, bodyOpen: UInt32, bodyClose: UInt32,
                       nestedType: UInt32, ifBlock: UInt32, ifClause: UInt32)

    /// A member's facts, as they lie in `MemberRecords`. Not copyable: built in place and moved,
    /// never copied field by field by accident (as a record passed on was, ~270 instructions).
    struct Record: ~Copyable {
        var name: String
        var signature: String?
        var typeName: String?
        /// Where the member's parameters lie in its `MemberRecords`' parameters, and how many.
        var parameterStart: UInt32
        var parameterCount: UInt32
        /// Objective-C names apart: Swift members (most of them) carry no storage for them.
        var objectiveC: ObjCNames?
        var attributes: WordList
        var modifiers: WordList
        var words: Words
        var initializerWord: UInt32
        /// The parser's: the type whose body lists the member (`none` at file level).
        let owner: UInt32
        var kind: DeclKind
        var storage: Storage?

        init(kind: DeclKind, name: String, signature: String?, line: Int, startToken: Int, endToken: Int, keywordToken: Int,
             attributes: WordList, modifiers: WordList, parameters: Range<Int>, storage: Storage?,
             typeName: String?, bodyOpen: Int?, bodyClose: Int?, ifConfig: IfConfigRef?, nestedType: Int?,
             initializerStart: Int?, owner: UInt32) {
            self.kind = kind
            self.name = name
            self.signature = signature
            self.attributes = attributes
            self.modifiers = modifiers
            parameterStart = UInt32(truncatingIfNeeded: parameters.lowerBound)
            parameterCount = UInt32(truncatingIfNeeded: parameters.count)
            self.storage = storage
            self.typeName = typeName
            words = (Self.word(line), Self.word(startToken), Self.word(endToken), Self.word(keywordToken), Self.word(bodyOpen),
                     Self.word(bodyClose), Self.word(nestedType), Self.word(ifConfig?.block), Self.word(ifConfig?.clause))
            initializerWord = Self.word(initializerStart)
            self.owner = owner
        }

        init(copying other: borrowing Record) {
            name = other.name
            signature = other.signature
            typeName = other.typeName
            parameterStart = other.parameterStart
            parameterCount = other.parameterCount
            objectiveC = other.objectiveC
            attributes = other.attributes
            modifiers = other.modifiers
            words = other.words
            initializerWord = other.initializerWord
            owner = other.owner
            kind = other.kind
            storage = other.storage
        }

        static let none = UInt32.max
        @inline(__always) static func word(_ value: Int) -> UInt32 { UInt32(truncatingIfNeeded: value) }
        @inline(__always) static func word(_ value: Int?) -> UInt32 { value.map { UInt32(truncatingIfNeeded: $0) } ?? none }
        @inline(__always) static func value(_ word: UInt32) -> Int? { word == none ? nil : Int(word) }
    }
}

/// What `MemberRecords` holds beside its records: their count, and their parameters.
struct MemberRecordsHeader {
    var count: Int
    /// Parameters made as Strings (Objective-C's, a member made on its own).
    var parameters: [Parameter]
    /// The Swift parser's parameters instead, as spans of `bytes` (the file's): made into
    /// Strings only when asked, which is rare (two Strings per parameter cost ~400
    /// instructions, and freeing them more).
    var spans: [ParameterSpan] = []
    var bytes: [UInt8] = []
    /// The texts no span of `bytes` spells (a backticked name, a type with comments inside).
    var texts: [String] = []
    /// The file's line starts, when the records keep their keyword's byte offset in place of its
    /// line (the Swift parser's): a line is looked up when asked, which a lint does for few
    /// members (a lookup per member cost ~65 instructions of every parse). Empty: lines kept.
    var lineStarts: [Int] = []

    /// The line of a record's line word: the word itself, or the line of that byte offset (as
    /// `SourceFile.line(of:)` finds it).
    func line(_ word: Int) -> Int {
        guard !lineStarts.isEmpty else { return word }
        return lineStarts.withUnsafeBufferPointer { SourceFile.line(of: word, in: $0) }
    }

    func parameters(_ range: Range<Int>) -> [Parameter] {
        guard spans.isEmpty else {
            return range.map { Parameter(firstName: string(spans[$0].name), type: string(spans[$0].type)) }
        }
        return Array(parameters[range])
    }

    func string(_ span: TextSpan) -> String {
        if span.start == TextSpan.stored { return texts[Int(span.end)] }
        return bytes.withUnsafeBufferPointer { TextSpan.string($0, Int(span.start), Int(span.end)) }
    }
}

/// A text of a file kept as the bytes that spell it (`start == stored`: `end` indexes the
/// texts kept beside).
struct TextSpan {
    var start: UInt32
    var end: UInt32

    static let stored = UInt32.max
    static let empty = TextSpan(start: 0, end: 0)

    /// The text of bytes `lo..<hi` (clamped to the file), as `SourceFile.text` makes it.
    @inline(__always) static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ lo: Int, _ hi: Int) -> String {
        let count = bytes.count
        let lo = max(0, min(lo, count)), hi = max(lo, min(hi, count))
        return string(clamped: bytes, lo, hi)
    }

    /// `string` of bytes `lo..<hi` already within `bytes` (`0 <= lo <= hi <= count`).
    @inline(__always) static func string(clamped bytes: UnsafeBufferPointer<UInt8>, _ lo: Int, _ hi: Int) -> String {
        if let base = bytes.baseAddress, let small = SmallASCII.string(base, lo, hi - lo, bytes.count) { return small }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lo..<hi]), as: UTF8.self)
    }
}

/// A Swift parameter's first name and type, as spans of the file.
struct ParameterSpan {
    var name: TextSpan
    var type: TextSpan
}

/// Member records in one allocation (and their parameters in one array): a parser's whole
/// file, or one member made on its own. Never changed once members point into it, except a single record
/// that one member alone holds (`Member.edit`): so sending it across threads is safe.
final class MemberRecords: ManagedBuffer<MemberRecordsHeader, Member.Record> {
    deinit {
        _ = withUnsafeMutablePointers { header, records in records.deinitialize(count: header.pointee.count) }
    }

    /// Room for `capacity` records (none there yet).
    static func make(capacity: Int, parameters: [Parameter]) -> MemberRecords {
        unsafeDowncast(create(minimumCapacity: max(capacity, 1)) { _ in MemberRecordsHeader(count: 0, parameters: parameters) },
                       to: MemberRecords.self)
    }

    static func single(_ record: consuming Member.Record, parameters: [Parameter]) -> MemberRecords {
        let records = make(capacity: 1, parameters: parameters)
        records.withUnsafeMutablePointerToElements { $0 }.initialize(to: record)
        records.withUnsafeMutablePointerToHeader { $0.pointee.count = 1 }
        return records
    }
}

/// An Objective-C member's selectors.
final class ObjCNames: Sendable {
    let selector: String?
    let getter: String?
    let setter: String?

    init(selector: String?, getter: String?, setter: String?) {
        self.selector = selector
        self.getter = getter
        self.setter = setter
    }
}
