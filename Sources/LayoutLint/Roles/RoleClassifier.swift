/// Finds the types a configuration checks and sorts their members into sections and roles.
public struct RoleClassifier {
    public let outline: Outline
    public let configuration: Configuration
    public let selectors: SelectorReferences
    /// The project's own classes and protocols (empty when a file is linted alone).
    public let project: ProjectIndex

    /// Requirement signatures of the protocols this file declares, by protocol name.
    let localProtocols: [String: Set<String>]

    public init(outline: Outline, configuration: Configuration, project: ProjectIndex = .empty) {
        self.outline = outline
        self.configuration = configuration
        self.project = project
        selectors = SelectorReferences(outline)
        var local: [String: Set<String>] = [:]
        for type in outline.types + outline.headerTypes where type.kind == .protocol {
            local[type.name, default: []].formUnion(type.members.map { $0.signature ?? $0.name })
        }
        localProtocols = local
    }

    /// Controllers inheriting from these conform to their view's protocols without saying so.
    static let implicitConformances: [String: [String]] = [
        "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
        "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate"],
    ]

    public func checkedTypes() -> [CheckedType] {
        var result: [CheckedType] = []
        for (index, type) in outline.types.enumerated() where type.isClassBody {
            guard let superclass = type.inherits.first, let target = configuration.target(forSuperclass: superclass) else { continue }
            let simpleName = type.name.split(separator: ".").last.map(String.init) ?? type.name
            let extensions = outline.types.indices.filter { k in
                outline.types[k].extendedTypeName.map { $0 == type.name || $0 == simpleName } == true
            }
            var conformances = Array(type.inherits.dropFirst())
            for k in extensions { conformances += outline.types[k].inherits }
            let base = superclass.split(separator: "<").first.map(String.init) ?? superclass
            conformances += Self.implicitConformances[base] ?? []
            var checked = CheckedType(name: type.name, target: target.name, superclass: superclass,
                                      parts: [index] + extensions, conformances: conformances)
            (checked.sections, checked.members) = sections(of: checked, lifecycle: target.lifecycle)
            result.append(checked)
        }
        return result
    }

    /// Splits each part into sections at its MARKs; a file-level MARK just before an extension
    /// titles the extension's first section.
    func sections(of checked: CheckedType, lifecycle: [String]) -> (sections: [Section], members: [ClassifiedMember]) {
        var all: [ClassifiedMember] = []  // every member once; sections become slices of it
        var sections: [(section: Section, range: Range<Int>)] = []
        var marksByOwner: [Int: [Mark]] = [:]
        for mark in outline.marks { if let owner = mark.owner { marksByOwner[owner, default: []].append(mark) } }
        for (position, part) in checked.parts.enumerated() {
            let type = outline.types[part]
            let isExtension = position > 0
            let declared = isExtension && type.inherits.count == 1 ? type.inherits[0] : nil
            var marks = (marksByOwner[part] ?? [])[...]
            var leading: Mark?
            if isExtension {
                let previousEnd = outline.types.indices.last { $0 != part && outline.types[$0].bodyClose < type.startToken }
                    .map { outline.types[$0].bodyClose } ?? -1
                leading = outline.marks.last { $0.owner == nil && $0.token < type.startToken && $0.token > previousEnd }
            }
            var current = Section(part: part, isExtension: isExtension, title: leading?.title, mark: leading,
                                  declaredProtocol: declared, line: leading?.line ?? type.line)
            var start = all.count
            var hasContent = leading != nil || isExtension
            for member in type.members {
                while let mark = marks.first, mark.token < member.startToken {
                    if hasContent { sections.append((current, start..<all.count)) }
                    current = Section(part: part, isExtension: isExtension, title: mark.title, mark: mark,
                                      declaredProtocol: declared, line: mark.line)
                    start = all.count
                    hasContent = true
                    marks = marks.dropFirst()
                }
                if all.count == start, current.mark == nil, !isExtension { current.line = member.line }
                let (role, reason) = classify(member, in: current, checked: checked, lifecycle: lifecycle)
                all.append(ClassifiedMember(member: member, role: role, reason: reason, part: part))
                hasContent = true
            }
            if hasContent { sections.append((current, start..<all.count)) }
        }
        var result: [Section] = []
        for (section, range) in sections {
            for (piece, pieceRange) in splitUntitled(section, range, all) {
                var finished = piece
                finished.members = all[pieceRange]
                finished.role = sectionRole(finished, checked: checked)
                result.append(finished)
            }
        }
        return (result, all)
    }

    /// A stretch of members under no heading claims no role, so it is read as one implicit
    /// section per run of same-role members: rules then say "these event handlers have no
    /// MARK" and "life cycle comes after event response" instead of calling each member misplaced.
    func splitUntitled(_ section: Section, _ range: Range<Int>, _ all: [ClassifiedMember]) -> [(Section, Range<Int>)] {
        guard section.title == nil, section.declaredProtocol == nil, range.count > 1 else { return [(section, range)] }
        var runs: [(Section, Range<Int>)] = []
        var current = section
        var start = range.lowerBound
        var currentRole: Role?
        for k in range {
            if let role = all[k].role, let running = currentRole, role != running {
                runs.append((current, start..<k))
                current = Section(part: section.part, isExtension: section.isExtension, title: nil, mark: nil,
                                  declaredProtocol: nil, line: all[k].member.line)
                start = k
            }
            if let role = all[k].role { currentRole = role }
        }
        runs.append((current, start..<range.upperBound))
        return runs
    }

    /// A section's role: its title's, its extension's protocol, or its members' most common one.
    func sectionRole(_ section: Section, checked: CheckedType) -> Role? {
        if let title = section.title {
            if let id = aliasedSection(title) { return role(for: id) }
            if checked.conformances.contains(title) || KnownProtocol.named(title) != nil { return .delegate(title) }
        } else if let declared = section.declaredProtocol {
            return .delegate(declared)
        }
        var counts: [Role: Int] = [:]
        var order: [Role] = []
        for member in section.members {
            guard let role = member.role else { continue }
            if counts[role] == nil { order.append(role) }
            counts[role, default: 0] += 1
        }
        return order.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && order.firstIndex(of: $0)! > order.firstIndex(of: $1)!) }
    }

    /// The section whose aliases include `title` (ignoring case and surrounding space).
    public func aliasedSection(_ title: String) -> SectionID? {
        let wanted = title.lowercased()
        return configuration.sectionOrder.first { id in
            (configuration.aliases[id] ?? []).contains { $0.lowercased() == wanted }
        }
    }

    func role(for id: SectionID) -> Role {
        switch id {
        case .properties: return .properties
        case .lifecycle: return .lifecycle
        case .delegate: return .delegate("")
        case .event: return .event
        case .private: return .private
        case .accessors: return .accessors
        }
    }
}
