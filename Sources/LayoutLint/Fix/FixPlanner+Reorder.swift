/// Whole extensions moved up or down among a type's declarations so that their sections follow
/// the configured order: Swift does not care where in a file an extension is written, so an
/// extension moves with everything it holds (a `private` one's members keep their access level)
/// and the MARK and comments directly above it.
extension FixPlanner {
    /// Sorts the extensions (not the class body, which stays first) by the sections they end up
    /// holding, when that leaves fewer of them out of order, and records the moves in
    /// `plan.relocations`. Returns the positions in their final order (the body first, the new
    /// trailing extension where it is written).
    func reorderDeclarations(_ checked: CheckedType, _ layouts: [BodyLayout], _ units: [PlacedUnit], _ slots: [Int],
                             pinned: Set<Role?>, blocked: Set<Int>, _ plan: inout TypePlan) -> [Int] {
        let lastPart = layouts.count - 1
        let newPosition = layouts.count
        let unchanged = Array(0...newPosition)
        guard lastPart >= 1 else { return unchanged }
        func rank(_ role: Role?) -> Int { role.map { configuration.rank(of: $0.section) } ?? -1 }
        var ranks: [[Int]] = Array(repeating: [], count: newPosition + 1)
        for (unit, slot) in zip(units, slots) where unit.role != nil && !(slot == 0 && pinned.contains(unit.role)) {
            ranks[slot].append(rank(unit.role))
        }
        for position in 1...lastPart where layouts[position].isSealed || layouts[position].units.isEmpty {
            for section in checked.sections where section.part == checked.parts[position] && section.role != nil {
                ranks[position].append(rank(section.role))
            }
        }
        let types = checked.parts.map { outline.types[$0] }
        // Extensions written above the class (a nested type's, often) stay where they are.
        let belowBody = (1...lastPart).filter { types[$0].startToken > types[0].bodyClose }
        // Declarations holding no placed section (an emptied extension is removed) stay put; the
        // new trailing extension is always written last, after the moved ones that go before it.
        let current = (belowBody + [newPosition]).filter { !ranks[$0].isEmpty }
        func key(_ p: Int) -> (Int, Int, Int) { (ranks[p].min()!, ranks[p].max()!, p) }
        let sorted = current.sorted { key($0) < key($1) }
        guard sorted != current else { return unchanged }
        // Pairs of declarations (the body first) whose sections are the wrong way round.
        func outOfOrder(_ order: [Int]) -> Int {
            let list = (ranks[0].isEmpty ? [] : [0]) + order
            var count = 0
            for (i, p) in list.enumerated() { for q in list[(i + 1)...] where ranks[p].max()! > ranks[q].min()! { count += 1 } }
            return count
        }
        guard outOfOrder(sorted) < outOfOrder(current) else { return unchanged }

        // The longest run already in order stays (the new extension with it: it can only be at
        // the end); each other declaration moves before the next one that stays, or to the end.
        let newAt = sorted.firstIndex(of: newPosition)
        var kept = FixStatistics.longestIncreasingRun(Array(sorted[..<(newAt ?? sorted.count)]))
        if newAt != nil { kept.insert(newPosition) }
        // Moves need the declarations below the class in file order, the last one outside #if
        // (the end is inside it otherwise), and each mover and each one moved before whole and
        // outside #if.
        let inFileOrder = ([0] + belowBody).map { types[$0] }
        guard belowBody.last == lastPart, zip(inFileOrder, inFileOrder.dropFirst()).allSatisfy({ $0.bodyClose < $1.startToken }),
              types[lastPart].ifConfig == nil else { return unchanged }
        let anchored = Set(plan.addedExtensions.map(\.anchor))
        var ranges: [Int: Range<Int>] = [:]
        var moves: [(part: Int, range: Range<Int>, before: Int?)] = []
        var beforeNew = 0
        for (i, p) in sorted.enumerated() where !kept.contains(p) {
            let next = sorted[(i + 1)...].first { kept.contains($0) && $0 != newPosition }
            for q in [p] + (next.map { [$0] } ?? []) where ranges[q] == nil {
                guard types[q].ifConfig == nil, q == next || !anchored.contains(q), let range = wholeDeclaration(checked, q) else { return unchanged }
                ranges[q] = range
            }
            moves.append((part: types[p].bodyOpen, range: ranges[p]!, before: next.map { ranges[$0]!.lowerBound }))
            if next == nil, let newAt, i < newAt { beforeNew += 1 }
        }
        plan.relocations = moves
        plan.relocatedBeforeNewExtension = beforeNew
        let final = [0] + sorted
        // A member noted as stuck in a declaration that now sits in order is no longer stuck.
        var lowestAfter = Array(repeating: Int.max, count: final.count + 1)
        for i in stride(from: final.count - 1, through: 0, by: -1) { lowestAfter[i] = min(lowestAfter[i + 1], ranks[final[i]].min() ?? .max) }
        var freed = Set<String>()
        for k in blocked {
            guard let i = final.firstIndex(of: slots[k]), i > 0, rank(units[k].role) <= lowestAfter[i + 1] else { continue }
            let members = outline.types[units[k].partType].members
            for index in units[k].unit.members { freed.insert(members[index].signature ?? members[index].name) }
        }
        plan.notes.removeAll { $0.memberName.map(freed.contains) ?? false }
        return final + unchanged.filter { !final.contains($0) }
    }

    /// An extension with the comments directly above it (its MARK, even after a blank line, and a
    /// doc comment) and one blank line before them, to the end of its closing line.
    func wholeDeclaration(_ checked: CheckedType, _ position: Int) -> Range<Int>? {
        let type = outline.types[checked.parts[position]]
        let file = outline.file, tokens = outline.tokens
        let keyword = Int(tokens[type.startToken].start)
        var start = BodyLayout.lineStart(file, of: keyword)
        guard BodyLayout.onlySpace(file, start..<keyword) else { return nil }
        let mark = checked.sections.first { $0.part == checked.parts[position] }?.mark.flatMap { $0.owner == nil ? $0.token : nil }
        var k = type.startToken - 1
        while k >= 0 {
            let token = tokens[k]
            if token.kind == .whitespace || token.kind == .newline { k -= 1; continue }
            guard token.kind == .lineComment || token.kind == .docLineComment || token.kind == .blockComment || token.kind == .docBlockComment else { break }
            let lineStart = BodyLayout.lineStart(file, of: Int(token.start))
            guard BodyLayout.onlySpace(file, lineStart..<Int(token.start)) else { break }
            // Comments above a blank line belong to what is above them, unless it is the MARK.
            if BodyLayout.hasBlankLine(file, BodyLayout.lineEnd(file, after: Int(token.end))..<start), k != mark { break }
            start = lineStart
            if k == mark { break }  // comments above a MARK belong to the section above it
            k -= 1
        }
        if let previous = file.lineStarts.last(where: { $0 < start }), BodyLayout.onlySpace(file, previous..<start) { start = previous }
        let close = Int(tokens[type.bodyClose].end)
        let end = BodyLayout.lineEnd(file, after: close)
        guard BodyLayout.onlySpace(file, close..<end) else { return nil }
        return start..<end
    }
}
