/// The sections of the convention, in their default order.
public enum SectionID: String, Sendable, CaseIterable {
    case properties, lifecycle, delegate, event, `private`, accessors

    /// Its bit in a set of sections kept as one byte (`ClassifiedMember.homeBits`).
    @inline(__always) var bit: UInt8 { 1 << UInt8(caseIndex) }

    /// Its position in `allCases`.
    var caseIndex: Int {
        switch self {
        case .properties: return 0
        case .lifecycle: return 1
        case .delegate: return 2
        case .event: return 3
        case .private: return 4
        case .accessors: return 5
        }
    }

    /// How messages name the section.
    public var displayName: String {
        switch self {
        case .properties: return "Properties"
        case .lifecycle: return "Life Cycle"
        case .delegate: return "protocol implementations"
        case .event: return "Event Response"
        case .private: return "Private Methods"
        case .accessors: return "Getters and Setters"
        }
    }
}

/// Which section a member belongs in: a section, and for protocol methods, which protocol.
public enum Role: Hashable, Sendable, CustomStringConvertible {
    case properties, lifecycle, delegate(String), event, `private`, accessors

    public var section: SectionID {
        switch self {
        case .properties: return .properties
        case .lifecycle: return .lifecycle
        case .delegate: return .delegate
        case .event: return .event
        case .private: return .private
        case .accessors: return .accessors
        }
    }

    public var description: String {
        if case let .delegate(name) = self { return "delegate(\(name))" }
        return section.rawValue
    }

    /// What a MARK for this role says: the protocol's name, or the section's usual title.
    public var markTitle: String {
        if case let .delegate(name) = self { return name }
        return section.displayName
    }
}

/// A member with its role and the reason for it, as `layoutlint outline` shows.
///
/// A row of its type's `ClassifiedRows` (one allocation for all of a type's members) and its
/// place there. Copying one is one retain, as the class it was: rules walk every type's members
/// several times, and a struct of the fields took a dozen reference-count operations per member
/// per walk. An object per member cost an allocation and a free each (~450 instructions), ~3M
/// on the 100k-line corpus. (Unchecked: `ManagedBuffer` is not `Sendable`; rows are never
/// changed once a member points at them.)
public struct ClassifiedMember: @unchecked Sendable {
    private let rows: ClassifiedRows
    /// The row's place in `rows`, and above `homeShift` the member's homes as bits (`homeBits`).
    private let index: Int
    private static var homeShift: Int { 56 }

    /// The row at `index`, valid while this member holds `rows`.
    @inline(__always) private var row: UnsafeMutablePointer<Row> {
        rows.withUnsafeMutablePointerToElements { $0 + index & (1 << Self.homeShift - 1) }
    }

    public var member: Member { row.pointee.member }
    /// nil for members the convention does not place (nested types, type aliases).
    public var role: Role? { row.pointee.role }
    /// Why it has its role, as `layoutlint outline` and a misplaced member's finding say it.
    public var reason: String { row.pointee.why.text }
    /// The reason's facts: the text is made only when read (most members' never is in a lint).
    var why: RoleReason { row.pointee.why }
    /// The type declaration (class body or extension) the member is written in.
    public var part: Int { row.pointee.part }
    /// A second section the convention equally accepts (members with two homes: lazy state,
    /// properties with observers, stored properties satisfying a protocol requirement).
    public var alternative: Role? { row.pointee.alternative }
    /// `RoleClassifier.secondHome(of:)`, worked out once: the one the classifier recorded, else
    /// the section its storage or job implies (never a protocol's: `role(for:)` makes it again).
    var secondHome: Role? {
        if case .some = row.pointee.alternative { return row.pointee.alternative }
        return row.pointee.secondSection.map(RoleClassifier.role(for:))
    }
    /// `RoleClassifier.homes(of:)`: its role's section, then its second home's when that differs.
    /// (Kept as two bytes of the row, the lists shared: a list in each row was retained when the
    /// row was made and released when it went, and rules and the splitter ask for it rarely.)
    var homes: [SectionID] { Row.homes(row.pointee.section, row.pointee.secondSection) }
    /// Whether it has a role (its homes are empty exactly when it has none): asking `role != nil`
    /// of the optional enum copied it through its type's value witnesses, ~400 instructions.
    var isPlaced: Bool { homeBits != 0 }
    /// `homes`, one bit per `SectionID.caseIndex`, kept beside the row's place: rules asking for
    /// the list retained and released it (and the classifier they asked), ~10,000 times a lint in
    /// misplaced-member alone; read in place it was still retained for the search. (A field of
    /// the row for them cost ~500,000 instructions a lint in making the rows.)
    var homeBits: UInt8 { UInt8(truncatingIfNeeded: index >> Self.homeShift) }
    /// Whether `homes` holds `id`.
    func isAtHome(in id: SectionID) -> Bool { homeBits & id.bit != 0 }
    /// How many sections are its home: 0 (not placed), 1, or 2.
    var homeCount: Int { homeBits.nonzeroBitCount }

    /// Whether its role is `.delegate(name)`: comparing `role == .delegate(name)` made and
    /// destroyed two `Role?` through their type's value witnesses, ~280 instructions each.
    func isDelegate(of name: String) -> Bool {
        guard case let .delegate(own)? = row.pointee.role else { return false }
        return own == name
    }

    /// Appends the member's row to `rows` (a buffer of one of its own when `rows` is full). The
    /// classifier's answer is moved into the row where it lies: copied on the way (to a row, then
    /// into the buffer), its roles and reason were retained and released, ~1.5 per member, and its
    /// ~130 bytes copied three times.
    init(member: consuming Member, role: consuming Role?, reason: consuming RoleReason, part: Int,
         alternative: consuming Role? = nil, in rows: ClassifiedRows) {
        let row = Row(member: consume member, role: consume role, why: consume reason, part: part, alternative: consume alternative)
        // Appended through the caller's reference, kept once: a local or stored one was retained
        // once more for the call.
        let index: Int, sections: (first: SectionID?, second: SectionID?)
        if rows.hasRoom {
            (index, sections) = rows.append(consume row)
            self.rows = rows
        } else {
            let own = ClassifiedRows.make(capacity: 1)
            (index, sections) = own.append(consume row)
            self.rows = own
        }
        // `homes` as bits, from the sections themselves (the shared list was retained to be read).
        let bits = (sections.first?.bit ?? 0) | (sections.first == nil ? 0 : sections.second?.bit ?? 0)
        self.index = index | Int(bits) << Self.homeShift
    }

    /// A member's facts, as they lie in `ClassifiedRows`.
    struct Row {
        let member: Member
        let role: Role?
        let why: RoleReason
        let part: Int
        let alternative: Role?
        /// The role's section, and the second home's (`ClassifiedMember.secondHome`).
        let section: SectionID?
        let secondSection: SectionID?

        private static let singleHomes = SectionID.allCases.map { [$0] }
        /// `[first, second]` by the two sections' `caseIndex`: a list made per two-home member
        /// cost an allocation and a free each.
        private static let pairHomes = SectionID.allCases.map { first in SectionID.allCases.map { [first, $0] } }

        /// `section`, then `second` when it differs (shared lists: none made per member).
        static func homes(_ section: SectionID?, _ second: SectionID?) -> [SectionID] {
            guard let section else { return [] }
            if let second, second != section { return pairHomes[section.caseIndex][second.caseIndex] }
            return singleHomes[section.caseIndex]
        }

        init(member: consuming Member, role: consuming Role?, why: consuming RoleReason, part: Int, alternative: consuming Role?) {
            // Worked out from the sections (plain bytes): each binding or `??` of a `Role?` copied it
            // through its type's value witnesses, ~280 instructions a copy.
            let section = role?.section
            if let alternative = alternative?.section {
                secondSection = alternative
            } else if section == .properties || section == .accessors || section == .lifecycle {
                // (Only these sections' members have a second home by their storage or job: most
                // members, nearly every method, ask neither. Only a `func` has one by its job, and
                // a `func` has no storage: each member asks the one that may answer.)
                let second = member.kind == .func ? RoleClassifier.setupHelperSecondHome(member, section: section)
                    : RoleClassifier.secondHomeByStorage(member, section: section)
                secondSection = second?.section
            } else {
                secondSection = nil
            }
            self.section = section
            self.role = consume role
            self.why = consume why
            self.part = part
            self.alternative = consume alternative
            self.member = consume member
        }
    }
}

/// The rows of a checked type's classified members, in one allocation: made with room for every
/// member of the type's parts, filled once in order, never changed after.
final class ClassifiedRows: ManagedBuffer<(count: Int, capacity: Int), ClassifiedMember.Row> {
    deinit {
        _ = withUnsafeMutablePointers { header, rows in rows.deinitialize(count: header.pointee.count) }
    }

    static func make(capacity: Int) -> ClassifiedRows {
        let capacity = max(capacity, 1)
        return unsafeDowncast(create(minimumCapacity: capacity) { _ in (0, capacity) }, to: ClassifiedRows.self)
    }

    var hasRoom: Bool { withUnsafeMutablePointerToHeader { $0.pointee.count < $0.pointee.capacity } }

    /// Moves `made` in after the others (there must be room) and returns its index and its two
    /// sections. (Moved, not copied: a copy retained the row's references and the caller's then
    /// released them. The pointers are read outside a closure, which would have
    /// captured a copy; `self` keeps them valid while this runs.)
    func append(_ made: consuming ClassifiedMember.Row) -> (index: Int, sections: (first: SectionID?, second: SectionID?)) {
        let (header, rows) = withUnsafeMutablePointers { ($0, $1) }
        let index = header.pointee.count
        let row = rows + index
        row.initialize(to: made)
        header.pointee.count = index + 1
        return (index, (row.pointee.section, row.pointee.secondSection))
    }
}

/// Why a member has its role. Fixed texts (most of them) are kept as they are; the frequent
/// texts made of names and lines keep those, and are written out only when read: a lint reads a
/// reason only for a misplaced member's finding, and writing every member's cost ~2 % of it.
enum RoleReason: Sendable, ExpressibleByStringInterpolation {
    case text(String)
    /// Named in a `#selector` (or Objective-C `@selector`) at a line.
    case selectorNamed(objectiveC: Bool, line: Int)
    /// A requirement of a protocol the type adopts (or of one that protocol refines).
    case requirement(owner: String, adopted: String, source: ProtocolKnowledge.Source, inheritedFrom: String?)
    /// A member of `extension Type: …, P` for a protocol P nobody declares.
    case unknownExtensionProtocol(String, type: String, declared: [String])
    /// Under a MARK naming a protocol the type adopts that nobody declares.
    case unknownTitledProtocol(String, type: String)
    /// A delegate-shaped name one of the SDK table's protocols requires.
    case sdkMatch(owner: String, signature: String, framework: String)

    init(stringLiteral value: String) { self = .text(value) }
    init(stringInterpolation: DefaultStringInterpolation) { self = .text(String(stringInterpolation: stringInterpolation)) }

    var text: String {
        switch self {
        case let .text(text): return text
        case let .selectorNamed(objectiveC, line): return "named in \(objectiveC ? "@selector" : "#selector") at line \(line)"
        case let .requirement(owner, adopted, source, inheritedFrom):
            // `requirement of UIScrollViewDelegate (refined by UITableViewDelegate), UIKit, SDK table;
            // adopted by superclass UITableViewController`.
            var text = "requirement of \(owner)"
            text += owner == adopted ? ", \(source.description)" : " (refined by \(adopted)), \(source.description)"
            if let inheritedFrom { text += "; adopted by superclass \(inheritedFrom)" }
            return text
        case let .unknownExtensionProtocol(unknown, type, declared):
            return "declared in `extension \(type): \(declared.joined(separator: ", "))`; \(unknown) is declared neither in the project nor in the SDK table"
        case let .unknownTitledProtocol(title, type):
            return "under MARK: - \(title), a protocol \(type) conforms to, declared neither in the project nor in the SDK table"
        case let .sdkMatch(owner, signature, framework):
            return "matches \(owner)'s \(signature) (\(framework), SDK table)"
        }
    }
}

/// A run of members under one heading: a MARK, an extension block, or the start of a body.
public struct Section: Sendable {
    public let part: Int
    public let isExtension: Bool
    public let title: String?
    public let mark: Mark?
    /// `extension X: P` declaring exactly one protocol.
    public let declaredProtocol: String?
    /// A slice of `CheckedType.members`: sections share one array, so a million members are
    /// stored once.
    public internal(set) var members: ArraySlice<ClassifiedMember> = []
    /// The role the section holds (from its title, its extension's protocol, or its members).
    public internal(set) var role: Role?
    /// Line of the heading, or of the first member for a section without one.
    public internal(set) var line: Int
    /// The section its title names (`RoleClassifier.titledSection`), worked out once when the
    /// section is made: the classifier and the rules ask for each section again and again, and
    /// each asking locked and hashed the title in the run-wide cache.
    public internal(set) var titledSection: SectionID?

    /// Where to point a finding about the section: its MARK, else its first member.
    public var anchorLine: Int { mark?.line ?? line }

    /// How messages refer to it: its title, or a description.
    public var label: String {
        if let title { return "'\(title)'" }
        if let declaredProtocol { return "extension for \(declaredProtocol)" }
        if case let .delegate(name)? = role { return "\(name) methods (no MARK)" }
        if let role { return "\(role.section.displayName) (no MARK)" }
        return "untitled section"
    }
}

/// A checked type (a view controller by default) with its same-file extensions.
public struct CheckedType: Sendable {
    public let name: String
    public let target: String
    public let superclass: String
    /// The class declaration's index in `Outline.types`, then its extensions' in file order.
    public let parts: [Int]
    /// Protocols it adopts: declared on the class and its extensions, then inherited.
    public let conformances: [String]
    /// `conformances` as a filter: most MARK titles asked about name none of them.
    private let conformanceNames: NameFilter
    /// Inherited conformances → the superclass that adopts them (an app base class, or a UIKit
    /// class such as `UITableViewController`).
    public internal(set) var inheritedFrom: [String: String] = [:]
    /// Each adopted protocol with every protocol it refines (itself first) and their
    /// requirements, in conformance order: gathered once per type, searched per member.
    var requirementSources: [RequirementSource] = [] {
        didSet {
            hasLooseKeys = requirementSources.contains { !$0.facts.looseKeys.isEmpty }
            anyRequirement = RequirementFilters(requirementSources)
        }
    }
    private(set) var hasLooseKeys = false
    /// The adopted protocols neither this file, the project nor the SDK table declares (a binary
    /// framework's), in conformance order: most types have none.
    var unknownConformances: [String] = []
    /// Every source's filters in one: most names asked about (nearly every member's) are in no
    /// source, and are turned away here instead of by each source in turn (~20 a type).
    private var anyRequirement = RequirementFilters([])

    init(name: String, target: String, superclass: String, parts: [Int], conformances: [String]) {
        self.name = name
        self.target = target
        self.superclass = superclass
        self.parts = parts
        self.conformances = conformances
        conformanceNames = NameFilter(conformances)
    }

    /// Whether it adopts a protocol of this name (`conformances.contains`, most names turned away unhashed).
    func conforms(to name: String) -> Bool {
        conformanceNames.mayContain(NameFilter.slot(name)) && conformances.contains(name)
    }

    /// The adopted protocols whose requirements (or those of a protocol they refine) include
    /// `signature`: exactly, or for an Objective-C protocol adopted in Swift by base name and
    /// argument count when the importer's exact name could not be derived.
    func requirementOwners(_ signature: String) -> [RequirementOwner] {
        requirementOwnersAndShape(signature).owners.map { requirementSources[$0].owner }
    }

    /// `requirementOwners` as the sources' indices, with the name's shape (`ProtocolFacts.shape`)
    /// it read on the way.
    func requirementOwnersAndShape(_ signature: String) -> (owners: RequirementSet, shape: (call: Bool, arguments: Bool)) {
        // By index, each source read in place: binding one copied it (two names retained) per
        // source per member asked about.
        var owners = RequirementSet()
        // The name's fingerprint and shape in one reading of its bytes: asked apart, the shape
        // alone was a call of ~160 instructions per member.
        let (slot, shape) = signature.withUTF8Bytes { bytes in (NameFilter.slot(bytes), ProtocolKnowledge.ProtocolFacts.shape(of: bytes)) }
        if anyRequirement.names(asking: shape).mayContain(slot) {
            for k in requirementSources.indices {
                let facts = requirementSources[k].facts
                if facts.names(asking: shape).mayContain(slot), facts.requirements.contains(signature) { owners.insert(k) }
            }
        }
        guard owners.isEmpty, hasLooseKeys else { return (owners, shape) }
        // The loose key is made (a String) only when some source may hold its base name.
        // (A name with no argument list is its own base name.)
        let baseSlot = shape.call ? NameFilter.baseSlot(ofSwiftName: signature) : slot
        guard anyRequirement.looseBases(asking: shape).mayContain(baseSlot) else { return (owners, shape) }
        let key = ObjCSelector.looseKey(ofSwiftName: signature)
        for k in requirementSources.indices {
            let facts = requirementSources[k].facts
            if facts.looseBases(asking: shape).mayContain(baseSlot), facts.looseKeys.contains(key) { owners.insert(k) }
        }
        return (owners, shape)
    }

    /// The owner of `requirementSources[index]`.
    func owner(_ index: Int) -> RequirementOwner { requirementSources[index].owner }

    public internal(set) var sections: [Section] = []
    /// Every member, in source order (body first, then extensions).
    public internal(set) var members: [ClassifiedMember] = []
}
