/// Moves between the declarations of one type (class body and same-file extensions): a
/// protocol's members into the extension declaring it, and sections that would sit above a
/// protocol extension into a trailing extension. Only where the language keeps the meaning.
extension FixPlanner {
    func planMovesBetweenParts(_ checked: CheckedType, _ layouts: [BodyLayout], _ units: inout [PlacedUnit],
                               _ targets: inout [Int], _ plan: inout TypePlan) {
        planSplits(checked, layouts, units, &targets, &plan)
        let classType = outline.types[checked.parts[0]]
        guard dialect.movesBetweenDeclarations else { return }
        if classType.ifConfig != nil || isInGenericContext(classType) {
            let why = classType.ifConfig != nil ? "it is declared inside #if"
                : isGeneric(classType) ? "it is generic" : "it is nested in a generic type"
            plan.notes.append(note(checked, nil, "members of \(describe(checked.parts[0])) stay in its body: \(why); move them by hand"))
            // Whole extensions keep their headers, so they may still be put in order.
            if classType.ifConfig == nil {
                _ = reorderDeclarations(checked, layouts, units, targets, pinned: pinnedRoles(units, targets), blocked: [], &plan)
            }
            return
        }
        planSectionSplits(checked, layouts, units, &targets, &plan)
        let subclassing = self.subclassing(classType)
        let newPosition = layouts.count
        let indent = layouts.first { !$0.units.isEmpty }?.indent ?? []
        func eligible(_ position: Int) -> Bool {
            // A nested type's members are indented deeper than a new top-level extension's.
            // It is written after the type's last declaration: never inside that one's #if.
            if position == newPosition {
                return dialect.extensionLines != nil && classType.parent == nil && outline.types[checked.parts[layouts.count - 1]].ifConfig == nil
            }
            guard position > 0, !layouts[position].isSealed else { return false }
            let type = outline.types[checked.parts[position]]
            return type.modifiers.isEmpty && type.attributes.isEmpty && type.ifConfig == nil && !hasWhereClause(type)
                && (layouts[position].units.isEmpty || layouts[position].indent == indent)
        }
        func reasonToStay(_ unit: PlacedUnit) -> (Member, String)? {
            let type = outline.types[unit.partType]
            for index in unit.unit.members {
                let member = type.members[index]
                if unit.sourcePart == 0, let why = dialect.reasonToStayInBody(member, subclassing: subclassing, overrideReason: { overrideReason(classType, member) }) { return (member, why) }
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

        // Static properties of a plain extension join the properties at the top of the body: a
        // static stored property is the same lazily initialised global in either.
        if classType.kind != .extension, !layouts[0].isSealed, !layouts[0].units.isEmpty {
            for k in units.indices where units[k].sourcePart > 0 && targets[k] == units[k].sourcePart && units[k].role == .properties {
                let part = units[k].sourcePart
                guard eligible(part), outline.types[units[k].partType].inherits.isEmpty, layouts[part].indent == layouts[0].indent,
                      !units[k].unit.isIfBlock, units[k].unit.members.allSatisfy({ isStaticProperty(outline.types[units[k].partType].members[$0]) })
                else { continue }
                targets[k] = 0
            }
        }
        planMissingBlocks(checked, layouts, units, &targets, &plan, home: home, canMove: reasonToStay)
        // An added extension sits right after the declaration it follows.
        func slot(_ target: Int) -> Int { target > newPosition ? plan.addedExtensions[target - newPosition - 1].anchor : target }

        // A section ranked after a later declaration's section moves to the trailing extension.
        let lastPart = layouts.count - 1
        let trailing = lastPart > 0 && outline.types[checked.parts[lastPart]].inherits.isEmpty && eligible(lastPart) ? lastPart : newPosition
        guard eligible(trailing) else {
            if outline.types[checked.parts[lastPart]].ifConfig != nil {
                plan.notes.append(note(checked, nil, "its last declaration is inside #if, so nothing can move after it; move the members by hand"))
            }
            return
        }
        func rank(_ role: Role?) -> Int { role.map { configuration.rank(of: $0.section) } ?? -1 }
        let pinnedRoles = self.pinnedRoles(units, targets)
        // A nested type moves only with its whole section: alone it would leave the rest of the
        // section behind (a section of its own out of order).
        var stuckRoles = Set<Role?>()
        for k in units.indices where targets[k] == 0 && reasonToStay(units[k]) != nil { stuckRoles.insert(units[k].role) }
        func isNestedType(_ unit: PlacedUnit) -> Bool {
            unit.unit.members.allSatisfy { [.struct, .enum].contains(outline.types[unit.partType].members[$0].kind) }
        }
        var noted = Set<Int>()
        for _ in 0..<4 {
            var minimumAfter = Array(repeating: Int.max, count: layouts.count + 2)
            for (unit, target) in zip(units, targets) where unit.role != nil && !(target == 0 && pinnedRoles.contains(unit.role)) {
                // An added extension is written after its anchor: it counts against the anchor's sections.
                let at = target > newPosition ? slot(target) + 1 : slot(target)
                minimumAfter[at] = min(minimumAfter[at], rank(unit.role))
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
                if targets[k] == 0, pinnedRoles.contains(role) || (stuckRoles.contains(role) && isNestedType(units[k])) { continue }
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
        let order = reorderDeclarations(checked, layouts, units, targets.map(slot), pinned: pinnedRoles, blocked: noted, &plan)
        // Members only move down (into later extensions); one that belongs above an earlier
        // declaration's section stays, and says so.
        var highestBefore = -1
        var seen = Set<Int>()
        for position in order {
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

    /// Body sections holding stored properties must stay, so they never count as out of order.
    private func pinnedRoles(_ units: [PlacedUnit], _ targets: [Int]) -> Set<Role?> {
        var pinned = Set<Role?>()
        for (unit, target) in zip(units, targets) where target == 0 {
            let members = outline.types[unit.partType].members
            if unit.unit.members.contains(where: { members[$0].storage.map { $0 != .computed } ?? false && !members[$0].has(.static) }) {
                pinned.insert(unit.role)
            }
        }
        return pinned
    }

    /// A member of a protocol's extension that implements none of the protocols it declares,
    /// all of whose requirements are known: it belongs in its own section (misplaced-member).
    private func isHelperInProtocolBlock(_ unit: PlacedUnit, _ target: Int) -> Bool {
        guard target == unit.sourcePart, target > 0 else { return false }
        let inherits = outline.types[unit.partType].inherits
        return !inherits.isEmpty && inherits.allSatisfy(knowsRequirements)
    }

    /// `static let`/`static var` (not `class var`, which a subclass may override).
    private func isStaticProperty(_ member: Member) -> Bool {
        (member.kind == .var || member.kind == .let) && member.has(.static) && !member.has(.override)
    }

    /// Generic, or nested in a generic type: Swift rejects `@objc` members (actions, Objective-C
    /// protocols' methods) in an extension of such a class. A class merely deriving from a
    /// generic class may have them (since Swift 5).
    func isInGenericContext(_ type: TypeDecl) -> Bool {
        var current: TypeDecl? = type
        var steps = 0
        while let declaration = current, steps < outline.types.count {
            if isGeneric(declaration) { return true }
            current = declaration.parent.map { outline.types[$0] }
            steps += 1
        }
        return false
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
