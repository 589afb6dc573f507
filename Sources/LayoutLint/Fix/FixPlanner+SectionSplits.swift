/// A `private`, `fileprivate` or attributed extension (or one with a `where` clause) that holds
/// several sections out of the configured order (or a plain one holding a section that belongs
/// above an earlier extension): its members cannot leave it for a plain
/// extension without losing their access level, availability or constraints. It is split in
/// place into one extension per section, each opened by the same header, so every member keeps
/// its meaning; the next pass then moves those whole extensions into the section order
/// (`reorderDeclarations`), as it moves any other extension.
extension FixPlanner {
    func planSectionSplits(_ checked: CheckedType, _ layouts: [BodyLayout], _ units: [PlacedUnit],
                           _ targets: inout [Int], _ plan: inout TypePlan) {
        guard dialect.extensionLines != nil, layouts.count > 1 else { return }
        func rank(_ role: Role?) -> Int? { role.map { configuration.rank(of: $0.section) } }
        // The lowest and highest section of each declaration as planned so far.
        var low = Array(repeating: Int.max, count: layouts.count), high = Array(repeating: -1, count: layouts.count)
        func note(_ position: Int, _ role: Role?) {
            guard let r = rank(role) else { return }
            low[position] = min(low[position], r)
            high[position] = max(high[position], r)
        }
        for (unit, target) in zip(units, targets) where target < layouts.count { note(target, unit.role) }
        for (position, layout) in layouts.enumerated() where layout.isSealed || layout.units.isEmpty {
            for section in checked.sections where section.part == layout.part { note(position, section.role) }
        }
        let file = outline.file
        for position in 1..<layouts.count where !layouts[position].isSealed {
            let type = outline.types[checked.parts[position]]
            guard type.kind == .extension, type.ifConfig == nil else { continue }
            let restricted = !type.modifiers.isEmpty || !type.attributes.isEmpty || hasWhereClause(type)
            // An attributed or private extension declaring a protocol (`@available(iOS 18, *)
            // extension X: P`) keeps the protocol's block; the other pieces repeat its header
            // without the conformance list.
            let conformance = type.inherits.isEmpty ? nil : conformanceList(type)
            guard type.inherits.isEmpty || (restricted && !hasWhereClause(type) && conformance != nil) else { continue }
            let inside = units.indices.filter { units[$0].sourcePart == position && targets[$0] == position }
            var roles: [Role] = []
            for k in inside { if let role = units[k].role, !roles.contains(role) { roles.append(role) } }
            guard roles.count > 1 else { continue }
            // Only when a section in it is out of order with another extension's: a split that
            // moves nothing is churn (the class body stays first whatever it holds). A plain
            // extension's members already move down into the trailing extension; it is split
            // only for a section that belongs above an earlier extension (a
            // `traitCollectionDidChange` override followed by helpers, below the protocol
            // extensions), which then moves up whole, still in an extension: dispatch is unchanged.
            let ranks = roles.compactMap(rank)
            let lowAfter = low[(position + 1)...].min() ?? .max, highBefore = high[1..<position].max() ?? -1
            guard ranks.min()! < highBefore || (restricted && ranks.max()! > lowAfter) else { continue }
            let start = Int(outline.tokens[type.startToken].start)
            let lineStart = BodyLayout.lineStart(file, of: start)
            let closeStart = BodyLayout.lineStart(file, of: Int(outline.tokens[type.bodyClose].start))
            guard BodyLayout.onlySpace(file, lineStart..<start),
                  BodyLayout.onlySpace(file, closeStart..<Int(outline.tokens[type.bodyClose].start)) else { continue }
            let order = roles.indices.sorted { (rank(roles[$0]) ?? -1, $0) < (rank(roles[$1]) ?? -1, $1) }.map { roles[$0] }
            if conformance != nil {
                guard case let .delegate(name) = order[0], type.inherits.map(shortName).contains(name) else { continue }
            }
            // The header as written (attributes on lines of their own included), up to its `{`;
            // from the colon to the end of the conformance list left out.
            var open = Array(file.bytes[lineStart..<Int(outline.tokens[type.bodyOpen].end)])
            if let list = conformance?.range, let colon = (type.keywordToken..<type.bodyOpen).last(where: {
                Int(outline.tokens[$0].end) <= list.lowerBound && file.tokenIs(outline.tokens[$0], ":")
            }) {
                open.removeSubrange((Int(outline.tokens[colon].start) - lineStart)..<(list.upperBound - lineStart))
            }
            let close = Array(file.bytes[closeStart..<Int(outline.tokens[type.bodyClose].end)])
            let offset = BodyLayout.lineEnd(file, after: Int(outline.tokens[type.bodyClose].end))
            for role in order.dropFirst() {
                let target = layouts.count + 1 + plan.addedExtensions.count
                plan.addedExtensions.append(AddedExtension(anchor: position, offset: offset, protocolName: canonicalTitle(role),
                                                           open: open, close: close, indent: layouts[position].indent))
                for k in inside where units[k].role == role { targets[k] = target }
            }
        }
    }
}
