/// Moves between the declarations of one type (class body and same-file extensions): a
/// protocol's members into the extension declaring it, and sections that would sit above a
/// protocol extension into a trailing extension. Only where the language keeps the meaning.
extension FixPlanner {
    func planMovesBetweenParts(_ checked: CheckedType, _ layouts: [BodyLayout], _ units: inout [PlacedUnit],
                               _ targets: inout [Int], _ plan: inout TypePlan) {
        planSplits(checked, layouts, units, &targets, &plan)
        let classType = outline.types[checked.parts[0]]
        guard dialect.movesBetweenDeclarations, classType.ifConfig == nil, !isGeneric(classType) else { return }
        let classIsFinal = classType.modifiers.contains("final")
        let newPosition = layouts.count
        let indent = layouts.first { !$0.units.isEmpty }?.indent ?? []
        func eligible(_ position: Int) -> Bool {
            // A nested type's members are indented deeper than a new top-level extension's.
            if position == newPosition { return dialect.extensionLines != nil && classType.parent == nil }
            guard position > 0, !layouts[position].isSealed else { return false }
            let type = outline.types[checked.parts[position]]
            return type.modifiers.isEmpty && type.attributes.isEmpty && type.ifConfig == nil && !hasWhereClause(type)
                && (layouts[position].units.isEmpty || layouts[position].indent == indent)
        }
        func reasonToStay(_ unit: PlacedUnit) -> (Member, String)? {
            let type = outline.types[unit.partType]
            for index in unit.unit.members {
                let member = type.members[index]
                if unit.sourcePart == 0, let why = dialect.reasonToStayInBody(member, classIsFinal: classIsFinal) { return (member, why) }
            }
            if unit.unit.isIfBlock { return (type.members[unit.unit.members[0]], "it sits in an #if block") }
            if !eligible(unit.sourcePart) && unit.sourcePart > 0 {
                return (type.members[unit.unit.members[0]], "\(describe(unit.partType)) has access modifiers, attributes or constraints its members would lose")
            }
            return nil
        }

        // A protocol's members go to the extension that declares that protocol alone.
        var home: [String: Int] = [:]
        for position in 1..<max(layouts.count, 1) where eligible(position) {
            let inherits = outline.types[checked.parts[position]].inherits
            if inherits.count == 1, home[inherits[0]] == nil { home[inherits[0]] = position }
        }
        for k in units.indices {
            guard case let .delegate(name)? = units[k].role, let destination = home[name], destination != targets[k] else { continue }
            let declared = outline.types[units[k].partType].inherits
            if units[k].sourcePart > 0, declared.contains(name) {
                let member = outline.types[units[k].partType].members[units[k].unit.members[0]]
                plan.notes.append(note(checked, nil, "\(describe(units[k].partType)) declares \(name) a second time; "
                    + "merge the two blocks by hand ('\(member.signature ?? member.name)' and the rest)"))
                continue
            }
            if let (member, why) = reasonToStay(units[k]) {
                plan.notes.append(note(checked, member, "'\(member.signature ?? member.name)' stays out of the \(name) extension: \(why)"))
            } else {
                targets[k] = destination
            }
        }

        planMissingBlocks(checked, layouts, units, &targets, &plan, home: home, canMove: reasonToStay)
        // An added extension sits right after the declaration it follows.
        func slot(_ target: Int) -> Int { target > newPosition ? plan.addedExtensions[target - newPosition - 1].anchor : target }

        // A section ranked after a later declaration's section moves to the trailing extension.
        let lastPart = layouts.count - 1
        let trailing = lastPart > 0 && outline.types[checked.parts[lastPart]].inherits.isEmpty && eligible(lastPart) ? lastPart : newPosition
        guard eligible(trailing) else { return }
        func rank(_ role: Role?) -> Int { role.map { configuration.rank(of: $0.section) } ?? -1 }
        // Body sections holding stored properties must stay, so they never count as out of order.
        var pinnedRoles = Set<Role?>()
        for (unit, target) in zip(units, targets) where target == 0 {
            let members = outline.types[unit.partType].members
            if unit.unit.members.contains(where: { members[$0].storage.map { $0 != .computed } ?? false && !members[$0].has(modifier: "static") }) {
                pinnedRoles.insert(unit.role)
            }
        }
        var noted = Set<Int>()
        for _ in 0..<4 {
            var minimumAfter = Array(repeating: Int.max, count: layouts.count + 2)
            for (unit, target) in zip(units, targets) where unit.role != nil && !(target == 0 && pinnedRoles.contains(unit.role)) {
                minimumAfter[slot(target)] = min(minimumAfter[slot(target)], rank(unit.role))
            }
            // A sealed or empty declaration (`extension X: P {}`) still heads its section.
            for (position, layout) in layouts.enumerated() where layout.isSealed || layout.units.isEmpty {
                for section in checked.sections where section.part == layout.part && section.role != nil {
                    minimumAfter[position] = min(minimumAfter[position], rank(section.role))
                }
            }
            for position in stride(from: layouts.count, through: 0, by: -1) {
                minimumAfter[position] = min(minimumAfter[position], minimumAfter[position + 1])
            }
            var changed = false
            for k in units.indices where targets[k] < trailing {
                guard let role = units[k].role, role.section != .delegate,
                      rank(role) > minimumAfter[targets[k] + 1] || isHelperInProtocolBlock(units[k], targets[k]) else { continue }
                if targets[k] == 0, pinnedRoles.contains(role) { continue }
                if let (member, why) = reasonToStay(units[k]) {
                    if noted.insert(k).inserted {
                        plan.notes.append(note(checked, member, "'\(member.signature ?? member.name)' stays where it is: \(why)"))
                    }
                    continue
                }
                targets[k] = trailing
                changed = true
            }
            if !changed { break }
        }
        relocateBlockedExtensions(checked, layouts, units, targets.map(slot), blockedUnits: noted, &plan)
        // Members only move down (into later extensions); one that belongs above an earlier
        // declaration's section stays, and says so.
        var highestBefore = -1
        var seen = Set<Int>()
        for position in 0...newPosition where !plan.relocations.contains(where: { $0.part == outline.types[checked.parts[min(position, lastPart)]].bodyOpen }) {
            let here = units.indices.filter { slot(targets[$0]) == position && !(targets[$0] == 0 && pinnedRoles.contains(units[$0].role)) }
            for k in here where position > 0 && !noted.contains(k) && seen.insert(k).inserted {
                guard let role = units[k].role, role.section != .delegate, rank(role) < highestBefore else { continue }
                let member = outline.types[units[k].partType].members[units[k].unit.members[0]]
                plan.notes.append(note(checked, member, "'\(member.signature ?? member.name)' sits in \(describe(units[k].partType)), below sections it belongs above; "
                    + "the fixer only moves members down into extensions: move it up by hand"))
            }
            highestBefore = max(highestBefore, here.map { rank(units[$0].role) }.max() ?? -1)
        }
    }

    /// An extension whose members cannot leave it (a `private`, attributed or constrained one)
    /// moves whole after the type's last declaration, when nothing in it ranks before what
    /// follows it: Swift does not care where an extension is written in a file.
    private func relocateBlockedExtensions(_ checked: CheckedType, _ layouts: [BodyLayout], _ units: [PlacedUnit],
                                           _ targets: [Int], blockedUnits: Set<Int>, _ plan: inout TypePlan) {
        let lastPart = layouts.count - 1
        func rank(_ role: Role?) -> Int { role.map { configuration.rank(of: $0.section) } ?? -1 }
        var relocated: [Int] = []
        var highestRelocated = -1
        for position in Set(blockedUnits.map { units[$0].sourcePart }).sorted() {
            let type = outline.types[checked.parts[position]]
            guard position > 0, position < lastPart, type.ifConfig == nil, !layouts[position].isSealed else { continue }
            let inside = units.indices.filter { targets[$0] == position }
            guard inside.allSatisfy({ units[$0].sourcePart == position && units[$0].role?.section != .delegate }),
                  let lowest = inside.compactMap({ units[$0].role }).map(rank).min(), lowest >= highestRelocated else { continue }
            var highestAfter = -1
            for (k, target) in targets.enumerated() where target > position && !relocated.contains(target) {
                highestAfter = max(highestAfter, rank(units[k].role))
            }
            for later in (position + 1)...lastPart where layouts[later].isSealed || layouts[later].units.isEmpty {
                for section in checked.sections where section.part == layouts[later].part { highestAfter = max(highestAfter, rank(section.role)) }
            }
            guard lowest >= highestAfter, let range = wholeDeclaration(checked, position) else { continue }
            relocated.append(position)
            highestRelocated = inside.compactMap { units[$0].role }.map(rank).max() ?? highestRelocated
            plan.relocations.append((part: type.bodyOpen, range: range))
            let names = Set(inside.flatMap { k in units[k].unit.members.map { type.members[$0].signature ?? type.members[$0].name } })
            plan.notes.removeAll { $0.memberName.map(names.contains) ?? false }
        }
    }

    /// An extension from the MARK line above it (and a blank line before) to its closing line.
    private func wholeDeclaration(_ checked: CheckedType, _ position: Int) -> Range<Int>? {
        let type = outline.types[checked.parts[position]]
        let file = outline.file
        let keyword = Int(outline.tokens[type.startToken].start)
        var start = BodyLayout.lineStart(file, of: keyword)
        guard BodyLayout.onlySpace(file, start..<keyword) else { return nil }
        if let mark = checked.sections.first(where: { $0.part == checked.parts[position] })?.mark, mark.owner == nil {
            guard BodyLayout.onlySpace(file, Int(outline.tokens[mark.token].end)..<start) else { return nil }
            start = BodyLayout.lineStart(file, of: Int(outline.tokens[mark.token].start))
        }
        if let previous = file.lineStarts.last(where: { $0 < start }), BodyLayout.onlySpace(file, previous..<start) { start = previous }
        let close = Int(outline.tokens[type.bodyClose].end)
        let end = BodyLayout.lineEnd(file, after: close)
        guard BodyLayout.onlySpace(file, close..<end) else { return nil }
        return start..<end
    }

    /// A member of a protocol's extension that implements none of the protocols it declares,
    /// all of whose requirements are known: it belongs in its own section (misplaced-member).
    private func isHelperInProtocolBlock(_ unit: PlacedUnit, _ target: Int) -> Bool {
        guard target == unit.sourcePart, target > 0 else { return false }
        let inherits = outline.types[unit.partType].inherits
        return !inherits.isEmpty && inherits.allSatisfy(knowsRequirements)
    }

    func isGeneric(_ type: TypeDecl) -> Bool {
        var k = type.keywordToken + 1
        while k < type.bodyOpen, outline.tokens[k].kind.isTrivia { k += 1 }
        k += 1  // the name
        while k < type.bodyOpen, outline.tokens[k].kind.isTrivia { k += 1 }
        return k < type.bodyOpen && outline.file.tokenIs(outline.tokens[k], "<")
    }

    func hasWhereClause(_ type: TypeDecl) -> Bool {
        (type.keywordToken..<type.bodyOpen).contains { outline.tokens[$0].kind == .keyword && outline.file.tokenIs(outline.tokens[$0], "where") }
    }
}
