/// The shape of one checked type, for reporters that draw it (the HTML section map, the Markdown
/// strips): each member in file order with the section it belongs in, why, and whether it sits
/// where it belongs. Plain values with no tokens or outline behind them, so a reporter may keep
/// them after the file's outline is gone.
public struct ControllerLayout: Sendable, Equatable {
    public struct Cell: Sendable, Equatable {
        /// `tableView(_:cellForRowAt:)`, or the property's name.
        public let name: String
        public let line: Int
        /// The section the member belongs in.
        public let section: SectionID
        /// For protocol methods: the protocol.
        public let protocolName: String?
        public let reason: String
        /// A second section the convention equally accepts for it.
        public let alternative: SectionID?
        /// The member sits in a section that holds another role.
        public let misplaced: Bool
        /// Set on the first member after a MARK or at the start of an extension: the heading's
        /// title (`extension: P` for an untitled extension declaring `P`, `extension` otherwise).
        public let heading: String?
    }

    public let name: String
    public let superclass: String
    public let line: Int
    public let endLine: Int
    /// Members the convention places (nested types and type aliases are left out).
    public let cells: [Cell]
    /// Whether the type was touched by the change being linted (`--staged`, `--diff-base`).
    public var isChanged = false

    public var lineCount: Int { endLine - line + 1 }

    public init(name: String, superclass: String, line: Int, endLine: Int, cells: [Cell]) {
        self.name = name
        self.superclass = superclass
        self.line = line
        self.endLine = endLine
        self.cells = cells
    }

    /// The layout of `type`, whose declaration is `outline.types[type.parts[0]]`.
    public init(_ type: CheckedType, outline: Outline) {
        var cells: [Cell] = []
        cells.reserveCapacity(type.members.count)
        for section in type.sections {
            let startsBlock = section.mark != nil || (section.isExtension && section.members.startIndex == Self.firstIndex(of: section.part, in: type))
            var heading: String? = startsBlock ? (section.title ?? (section.declaredProtocol.map { "extension: \($0)" } ?? "extension")) : nil
            for member in section.members {
                guard let role = member.role else { continue }
                cells.append(Cell(
                    name: member.member.signature ?? member.member.name, line: member.member.line, section: role.section,
                    protocolName: Self.protocolName(role), reason: member.reason, alternative: member.alternative?.section,
                    misplaced: Self.isMisplaced(member, in: section), heading: heading))
                heading = nil
            }
        }
        let declaration = outline.types[type.parts[0]]
        let lastLine = type.parts.map { outline.types[$0].endLine }.max() ?? declaration.endLine
        self.init(name: type.name, superclass: type.superclass, line: declaration.line, endLine: lastLine, cells: cells)
    }

    static func firstIndex(of part: Int, in type: CheckedType) -> Int {
        type.members.firstIndex { $0.part == part } ?? -1
    }

    static func protocolName(_ role: Role) -> String? {
        if case let .delegate(name) = role, !name.isEmpty { return name }
        return nil
    }

    /// Misplaced as `misplaced-member` and `delegate-mark` see it: the section holds another
    /// section's role (a second home counts as home), or another protocol's methods.
    static func isMisplaced(_ member: ClassifiedMember, in section: Section) -> Bool {
        guard let role = member.role, let sectionRole = section.role else { return false }
        if role.section != sectionRole.section { return member.alternative?.section != sectionRole.section }
        guard let mine = protocolName(role), let theirs = protocolName(sectionRole) else { return false }
        return mine != theirs
    }

    /// Whether any of `lines` falls inside the type's declaration or its extensions' span.
    public func touches(_ lines: LineSet) -> Bool {
        lines.ranges.contains { $0.overlaps(line...endLine) }
    }
}
