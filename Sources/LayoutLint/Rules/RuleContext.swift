/// What a rule sees of one file: its outline, the checked types with their sections and
/// roles, and a way to make findings at the rule's configured severity.
///
/// A class: rules hand the context to their helpers, and each copy of a struct this size
/// retained and released a few dozen references (~90,000 copies on the 100k-line corpus). One
/// context serves every rule of a file; the linter sets the rule it is making findings for.
public final class RuleContext {
    public let outline: Outline
    public let configuration: Configuration
    public let checkedTypes: [CheckedType]
    public let classifier: RoleClassifier
    /// Unchecked: only the linter sets them, between rules, on the thread that runs them; a
    /// checked read was a runtime call (~75 instructions) hoisted before each rule's loops
    /// (~10,000 calls on the 100k-line corpus).
    @exclusivity(unchecked) public private(set) var ruleID: String
    @exclusivity(unchecked) public private(set) var severity: Severity

    /// Each target's life-cycle order, made once a run (the linter's): rules look every life-cycle
    /// method up in it.
    private let lifecycleOrders: [(target: String, order: NameSet)]

    /// (The outline and configuration are taken over, not borrowed: borrowed, each was copied
    /// twice and one copy destroyed, a dozen references retained and released, for every file.)
    init(outline: consuming Outline, configuration: consuming Configuration, checkedTypes: [CheckedType], classifier: RoleClassifier,
         ruleID: String, severity: Severity, lifecycleOrders: [(target: String, order: NameSet)]? = nil) {
        self.lifecycleOrders = lifecycleOrders ?? Self.lifecycleOrders(of: configuration)
        self.outline = outline
        self.configuration = configuration
        self.checkedTypes = checkedTypes
        self.classifier = classifier
        self.ruleID = ruleID
        self.severity = severity
    }

    static func lifecycleOrders(of configuration: Configuration) -> [(target: String, order: NameSet)] {
        configuration.targets.map { ($0.name, NameSet($0.lifecycle)) }
    }

    /// The life-cycle order of the target named `target` (the first of that name), empty for none.
    func lifecycleOrder(ofTarget target: String) -> NameSet {
        lifecycleOrders.first { $0.target == target }?.order ?? NameSet([])
    }

    /// Findings made from now on are `ruleID`'s, at `severity`.
    func switchRule(to ruleID: String, severity: Severity) {
        self.ruleID = ruleID
        self.severity = severity
    }

    /// The checked types, each read in place (see `CheckedTypeRef`).
    var types: LazyMapCollection<Range<Int>, CheckedTypeRef> {
        let all = checkedTypes
        return all.indices.lazy.map { CheckedTypeRef(all: all, index: $0) }
    }

    public var file: SourceFile { outline.file }
    /// The project's own classes and protocols (empty when a file is linted alone).
    public var project: ProjectIndex { classifier.project }
    public var tokens: TokenList { outline.tokens }

    public func finding(_ message: String, line: Int, column: Int = 1, type: String? = nil, member: String? = nil,
                        severity: Severity? = nil) -> Finding {
        Finding(ruleID: ruleID, severity: severity ?? self.severity, message: message, path: file.path,
                line: line, column: column, typeName: type, memberName: member)
    }

    /// A finding at a token, with its column.
    public func finding(_ message: String, token: Int, type: String? = nil, member: String? = nil,
                        severity: Severity? = nil) -> Finding {
        let (line, column) = file.location(of: Int(tokens[token].start))
        return finding(message, line: line, column: column, type: type, member: member, severity: severity)
    }

    /// A finding at a member's introducing keyword.
    public func finding(_ message: String, at member: Member, type: String, severity: Severity? = nil) -> Finding {
        finding(message, token: member.keywordToken, type: type, member: member.signature ?? member.name, severity: severity)
    }

    /// Where a finding about a section points: its MARK, else its extension's keyword, else its
    /// first member.
    public func anchor(of section: Section) -> (line: Int, column: Int) {
        if let mark = section.mark { return file.location(of: Int(tokens[mark.token].start)) }
        // A run split off inside an unmarked extension starts at its first member, not at `extension`.
        let part = outline.types[section.part]
        if section.isExtension, section.members.first.map({ $0.member.startToken == part.members.first?.startToken }) ?? true {
            return file.location(of: Int(tokens[part.startToken].start))
        }
        // Nested types sit anywhere; point at the first member the section is about.
        if let first = section.members.first(where: { $0.role != nil }) ?? section.members.first {
            return file.location(of: Int(tokens[first.member.startToken].start))
        }
        return (section.line, 1)
    }

    public func finding(_ message: String, section: Section, type: String, member: String?) -> Finding {
        let (line, column) = anchor(of: section)
        return finding(message, line: line, column: column, type: type, member: member)
    }

    /// Significant tokens of a body (between its braces).
    public func bodyTokens(_ member: Member) -> [Int] {
        guard let open = member.bodyOpen, let close = member.bodyClose else { return [] }
        let tokens = tokens
        let end = min(close, tokens.count)
        guard open + 1 < end else { return [] }
        // Gathered without a branch per token in scratch space (each index is stored, and the
        // count moves past it only for a significant token), then copied into a list of the exact
        // size: appending checked capacity and uniqueness per token, and a list made with room
        // for the whole range (`Array(unsafeUninitializedCapacity:)`, `Array(repeating:count:)`)
        // looked its storage type up at run time, ~600 instructions a list.
        let trivia = Self.triviaKinds
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: end - open - 1) { scratch in
            let count = tokens.withReader { tokens in
                var n = 0
                for i in open + 1..<end {
                    scratch[n] = i
                    n &+= Int(truncatingIfNeeded: ~(trivia >> tokens.kindBits(i)) & 1)
                }
                return n
            }
            var body: [Int] = []
            body.reserveCapacity(count)
            body.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
            return body
        }
    }

    /// One bit per trivia kind, by raw value.
    private static let triviaKinds: UInt32 = TokenKind.allCases.reduce(0) { $1.isTrivia ? $0 | 1 << UInt32($1.rawValue) : $0 }

    public func text(_ i: Int) -> String { file.text(tokens[i]) }

    /// `text(i) == word` without making the String when the bytes decide: equal bytes are equal
    /// Strings, and differing ASCII bytes unequal ones (only Unicode has canonical equivalents).
    func tokenSpells(_ i: Int, _ word: String) -> Bool {
        let token = tokens[i]
        if file.token(token, equals: word) { return true }
        guard word.isASCII else { return text(i) == word }
        let isASCII = file.bytes.withUnsafeBufferPointer { bytes in
            UnsafeBufferPointer(rebasing: bytes[min(Int(token.start), bytes.count)..<min(Int(token.end), bytes.count)]).isASCII
        }
        return !isASCII && text(i) == word
    }
    public func tokenIs(_ i: Int, _ word: StaticString) -> Bool { i >= 0 && i < tokens.count && file.tokenIs(tokens[i], word) }
}

/// A checked type read in place in the file's list: rules hand it to their helpers, where a
/// `CheckedType` passed by value was copied (a dozen references retained and released) at each
/// call, ~4,000 times on the 100k-line corpus. Each field is read from the list when asked.
struct CheckedTypeRef {
    let all: [CheckedType]
    let index: Int

    var name: String { all[index].name }
    var target: String { all[index].target }
    var superclass: String { all[index].superclass }
    var parts: [Int] { all[index].parts }
    var conformances: [String] { all[index].conformances }
    var inheritedFrom: [String: String] { all[index].inheritedFrom }
    var sections: [Section] { all[index].sections }
    var members: [ClassifiedMember] { all[index].members }
    /// The type itself (a copy), for the classifier's questions.
    var value: CheckedType { all[index] }
}

extension ClassifiedMember {
    /// Whether its role is section `id`'s (a protocol's for `.delegate`): the home bits first, which
    /// turn most members away without a copy of the role made (`role == .lifecycle` compared two
    /// `Role?` through their value witnesses, ~100 instructions).
    @inline(__always) func hasRole(_ id: SectionID) -> Bool { isAtHome(in: id) && role?.section == id }
}
