/// Computes the target layout of a checked type from its sections and roles: sections in the
/// configured order, the life cycle in UIKit's order, protocol blocks in file order, members
/// moved between the declarations of one type only where the language keeps the meaning.
struct FixPlanner {
    let outline: Outline
    let configuration: Configuration
    let dialect: FixDialect
    let lifecycleOrder: [String]
    /// Whether the requirements of a protocol are known (SDK, project or file): only then is a
    /// member of its extension that implements none of them a helper that may leave.
    var knowsRequirements: (String) -> Bool = { _ in false }
    /// Who could override the members of a class (see `SubclassIndex`); without a project
    /// index, any non-final class may be subclassed.
    var subclassing: (TypeDecl) -> Subclassing = { $0.modifiers.contains("final") ? .final : .unknown(why: "a subclass may override it") }
    /// Why an override in a class body must stay there (see `ObjCOverrides`); nil when it may move.
    var overrideReason: (TypeDecl, Member) -> String? = { _, _ in "an override moved into an extension could no longer be overridden" }

    func plan(_ checked: CheckedType, options: FixOptions) -> TypePlan {
        var plan = TypePlan(typeName: checked.name)
        var layouts: [BodyLayout] = []
        for part in checked.parts {
            do {
                layouts.append(try BodyLayout.cut(outline, part: part))
            } catch {
                guard case let .reason(why) = error else { return plan }
                plan.notes.append(note(checked, nil, "\(describe(part)) was left as it is: \(why)"))
                return plan
            }
        }
        guard var units = placedUnits(checked, layouts, &plan) else { return plan }
        var targets = units.map(\.sourcePart)
        let newPosition = layouts.count
        if options.moves {
            planMovesBetweenParts(checked, layouts, &units, &targets, &plan)
            plan.movedFromUnsubclassedClass = movedFromUnsubclassedClass(checked, units, targets)
        }

        var protocolOrder: [String: Int] = [:]
        for unit in units { if case let .delegate(name)? = unit.role, protocolOrder[name] == nil { protocolOrder[name] = unit.order } }
        func key(_ unit: PlacedUnit) -> (Int, Int) {
            if unit.isUnplacedInBody { return (configuration.rank(of: .lifecycle), 1) }
            guard let role = unit.role else { return (-1, 0) }
            if case let .delegate(name) = role { return (configuration.rank(of: .delegate), protocolOrder[name] ?? 0) }
            return (configuration.rank(of: role.section), 0)
        }
        var lists: [[PlacedUnit]] = Array(repeating: [], count: layouts.count + 1 + plan.addedExtensions.count)
        for (unit, target) in zip(units, targets) { lists[target].append(unit) }
        if options.moves {
            for k in lists.indices { lists[k].sort { (key($0).0, key($0).1, $0.order) < (key($1).0, key($1).1, $1.order) } }
        }
        guard storedOrderKept(lists[0], layouts[0]) else {
            plan.notes.append(note(checked, nil, "reordering would change the order in which stored properties are initialised; move them by hand"))
            return plan
        }
        let hadPropertiesMark = outline.marks.contains { $0.owner == checked.parts[0] && aliased($0.title) == .properties }
        for (position, layout) in layouts.enumerated() {
            if position > 0, lists[position].isEmpty, let removed = removableRange(checked, layout) {
                plan.removedExtensions.append((removed, layout.units.map(\.bytes)))
                continue
            }
            var partPlan = PartPlan(layout: layout)
            partPlan.groups = groups(lists[position], sortLifecycle: options.lifecycle)
            let type = outline.types[layout.part]
            let leading = checked.sections.first { $0.part == layout.part }?.mark.flatMap { $0.owner == nil ? $0 : nil }
            for g in partPlan.groups.indices {
                guard let role = partPlan.groups[g].role else { continue }
                let title = canonicalTitle(role)
                if position == 0 {
                    partPlan.groups[g].title = role == .properties && !hadPropertiesMark ? nil : title
                } else if g == 0, let leading {
                    if leading.title != title || !leading.hasSeparator { partPlan.leadingMark = (leading.token, title) }
                } else if g == 0, case let .delegate(name) = role, plan.keptProtocol[position].map({ [$0] }) ?? type.inherits == [name] {
                    partPlan.groups[g].title = nil
                } else {
                    partPlan.groups[g].title = title
                }
            }
            plan.parts.append(partPlan)
        }
        let last = outline.types[checked.parts[checked.parts.count - 1]]
        let offset = BodyLayout.lineEnd(outline.file, after: Int(outline.tokens[last.bodyClose].end))
        plan.endOffset = offset
        for k in plan.addedExtensions.indices {
            plan.addedExtensions[k].groups = groups(lists[newPosition + 1 + k], sortLifecycle: false)
        }
        if !lists[newPosition].isEmpty {
            var groups = groups(lists[newPosition], sortLifecycle: false)
            for g in groups.indices { groups[g].title = groups[g].role.map(canonicalTitle) }
            plan.newExtension = (offset, layouts.first { !$0.units.isEmpty }?.indent ?? [], groups)
        }
        return plan
    }

    /// Members that left the body of a class only because nobody subclasses it in the project.
    private func movedFromUnsubclassedClass(_ checked: CheckedType, _ units: [PlacedUnit], _ targets: [Int]) -> Int {
        let classType = outline.types[checked.parts[0]]
        guard classType.kind == .class, subclassing(classType) == .noneInProject else { return 0 }
        return zip(units, targets).reduce(0) { count, pair in
            let (unit, target) = pair
            guard unit.sourcePart == 0, target != 0 else { return count }
            let members = unit.unit.members.map { classType.members[$0] }
            return count + (members.contains { member in dialect.reasonToStayInBody(member, subclassing: .unknown(why: ""), overrideReason: { overrideReason(classType, member) }) != nil } ? members.count : 0)
        }
    }

    /// Each unit with the role it is placed by: its members' common role (a member with two
    /// homes keeps the one it is in), else its section's, else the role of the unit above it.
    private func placedUnits(_ checked: CheckedType, _ layouts: [BodyLayout], _ plan: inout TypePlan) -> [PlacedUnit]? {
        var info: [Int: (member: ClassifiedMember, section: Section)] = [:]
        for section in checked.sections { for member in section.members { info[member.member.startToken] = (member, section) } }
        var units: [PlacedUnit] = []
        var bodySubclassing: Subclassing?  // asked once, and only if a unit needs it
        for (position, layout) in layouts.enumerated() {
            let type = outline.types[layout.part]
            var previous: Role?
            for unit in layout.units {
                var roles: [Role] = []
                var sectionRole: Role?
                for index in unit.members {
                    guard let (member, section) = info[type.members[index].startToken] else { continue }
                    if sectionRole == nil { sectionRole = section.role }
                    if let role = desiredRole(member, in: section), !roles.contains(role) { roles.append(role) }
                }
                if roles.count > 1 {
                    let names = unit.members.map { type.members[$0].name }.joined(separator: ", ")
                    let what = unit.isIfBlock ? "an #if block holds members of several sections (\(names))"
                        : "declarations sharing a line belong to different sections (\(names))"
                    plan.notes.append(note(checked, nil, "\(what); move them by hand"))
                    return nil
                }
                if roles.isEmpty, position == 0, isUnplacedAndStuck(unit, in: type, info, &bodySubclassing) {
                    units.append(PlacedUnit(sourcePart: 0, partType: layout.part, unit: unit, order: units.count, role: nil, isUnplacedInBody: true))
                    continue
                }
                let role = roles.first ?? sectionRole ?? previous
                previous = role
                units.append(PlacedUnit(sourcePart: position, partType: layout.part, unit: unit, order: units.count, role: role))
            }
        }
        return units
    }

    /// Whether a body unit holds only methods and properties the convention does not place that
    /// must stay in the body: the section of the MARK above them would otherwise be pinned to
    /// the body with them, and the rest of that section could not move out.
    private func isUnplacedAndStuck(_ unit: BodyUnit, in type: TypeDecl, _ info: [Int: (member: ClassifiedMember, section: Section)],
                                    _ subclassingOfType: inout Subclassing?) -> Bool {
        guard dialect.movesBetweenDeclarations, type.kind == .class, !unit.isIfBlock, !unit.members.isEmpty else { return false }
        let members = unit.members.map { type.members[$0] }
        guard members.allSatisfy({ member in
            [.func, .var, .subscript].contains(member.kind) && info[member.startToken].map { $0.member.role == nil } == true
        }) else { return false }
        let subclassing = subclassingOfType ?? self.subclassing(type)
        subclassingOfType = subclassing
        return members.contains { member in
            dialect.reasonToStayInBody(member, subclassing: subclassing, overrideReason: { overrideReason(type, member) }) != nil
        }
    }

    /// A member's role, keeping a second accepted home it already sits in, and counting an
    /// inherited protocol's method for the block's protocol.
    private func desiredRole(_ member: ClassifiedMember, in section: Section) -> Role? {
        guard let role = member.role else { return nil }
        if let alternative = member.alternative, section.role?.section == alternative.section { return alternative }
        if let protocolName = DelegateMarkRule.protocolName(of: member, in: section) { return .delegate(protocolName) }
        return role
    }

    /// Groups consecutive units of one role; inside the life cycle, the members UIKit orders
    /// take the slots of those members in that order.
    private func groups(_ units: [PlacedUnit], sortLifecycle: Bool) -> [PlannedGroup] {
        var groups: [PlannedGroup] = []
        for unit in units {
            if let last = groups.last, last.role == unit.role {
                groups[groups.count - 1].units.append(unit)
            } else {
                groups.append(PlannedGroup(role: unit.role, title: nil, units: [unit]))
            }
        }
        guard sortLifecycle else { return groups }
        for g in groups.indices where groups[g].role == .lifecycle {
            let ranks = groups[g].units.map(lifecycleRank)
            let slots = ranks.indices.filter { ranks[$0] != nil }
            let sorted = slots.sorted { (ranks[$0]!, $0) < (ranks[$1]!, $1) }.map { groups[g].units[$0] }
            for (slot, unit) in zip(slots, sorted) { groups[g].units[slot] = unit }
        }
        return groups
    }

    private func lifecycleRank(_ unit: PlacedUnit) -> Int? {
        let members = outline.types[unit.partType].members
        return unit.unit.members.compactMap { lifecycleOrder.firstIndex(of: members[$0].name) }.min()
    }

    /// A plain extension whose members all moved out, with the MARK line above it and one blank
    /// line before: nothing of it is left to keep.
    private func removableRange(_ checked: CheckedType, _ layout: BodyLayout) -> Range<Int>? {
        let type = outline.types[layout.part]
        guard !layout.units.isEmpty, layout.prefix == nil, layout.suffix == nil, type.inherits.isEmpty,
              type.modifiers.isEmpty, type.attributes.isEmpty,
              BodyLayout.onlySpace(outline.file, Int(outline.tokens[type.bodyOpen].end)..<layout.inner.lowerBound) else { return nil }
        let file = outline.file
        var start = BodyLayout.lineStart(file, of: Int(outline.tokens[type.startToken].start))
        guard BodyLayout.onlySpace(file, start..<Int(outline.tokens[type.startToken].start)) else { return nil }
        if let mark = checked.sections.first(where: { $0.part == layout.part })?.mark, mark.owner == nil {
            let markStart = BodyLayout.lineStart(file, of: Int(outline.tokens[mark.token].start))
            guard BodyLayout.onlySpace(file, Int(outline.tokens[mark.token].end)..<start) else { return nil }
            start = markStart
        }
        if start > 0, let previous = file.lineStarts.last(where: { $0 < start }),
           BodyLayout.onlySpace(file, previous..<start) { start = previous }
        let end = BodyLayout.lineEnd(file, after: Int(outline.tokens[type.bodyClose].end))
        let closeLineEnd = Int(outline.tokens[type.bodyClose].end)
        guard BodyLayout.onlySpace(file, closeLineEnd..<end) else { return nil }
        return start..<end
    }

    func canonicalTitle(_ role: Role) -> String {
        if case let .delegate(name) = role { return name }
        return configuration.aliases[role.section]?.first ?? role.section.displayName
    }

    func aliased(_ title: String) -> SectionID? {
        configuration.section(aliased: title)
    }

    func note(_ checked: CheckedType, _ member: Member?, _ reason: String) -> FixNote {
        FixNote(typeName: checked.name, memberName: member.map { $0.signature ?? $0.name }, reason: reason, line: member?.line)
    }

    func describe(_ part: Int) -> String {
        let type = outline.types[part]
        let inherits = type.kind == .extension && !type.inherits.isEmpty ? ": " + type.inherits.joined(separator: ", ") : ""
        return "the \(type.kind.rawValue) \(type.name)\(inherits) at line \(type.line)"
    }

    /// Stored properties are initialised in the order they are written: those whose initial
    /// value calls a function (which may have effects) keep their order.
    private func storedOrderKept(_ units: [PlacedUnit], _ body: BodyLayout) -> Bool {
        let type = outline.types[body.part]
        func sensitive(_ list: [BodyUnit]) -> [Int] {
            list.flatMap { $0.members }.filter { index in
                let member = type.members[index]
                guard member.storage == .stored || member.storage == .observed, !member.has(.static),
                      !member.has(.class), let start = member.initializerStart else { return false }
                return callsFunction(start..<(member.bodyOpen ?? member.endToken))
            }
        }
        return sensitive(units.filter { $0.sourcePart == 0 }.map(\.unit)) == sensitive(body.units)
    }

    /// Whether tokens hold a call of something named in lower case (`make()`, `.scheduledTimer(…)`);
    /// `DateFormatter()`, literals and references have no effect worth ordering.
    private func callsFunction(_ range: Range<Int>) -> Bool {
        var previous: Token?
        for k in range where !outline.tokens[k].kind.isTrivia {
            let token = outline.tokens[k]
            if outline.file.tokenIs(token, "("), let previous, previous.kind == .identifier,
               let first = outline.file.bytes[Int(previous.start)...].first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                return true
            }
            previous = token
        }
        return false
    }
}
