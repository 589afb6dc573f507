/// New protocol blocks in the extension-per-protocol style: an extension declaring several
/// protocols split into one extension per protocol, and the missing `extension X` of a
/// conformance declared elsewhere in the file. Only where Swift keeps the meaning.
extension FixPlanner {
    /// Splits each extension that declares several protocols and holds members of at least two
    /// of them, when every member implements exactly one: the first protocol with members stays
    /// in it, each other one gets an extension of its own, right after it, with the same
    /// attributes, modifiers and indentation.
    func planSplits(_ checked: CheckedType, _ layouts: [BodyLayout], _ units: [PlacedUnit],
                    _ targets: inout [Int], _ plan: inout TypePlan) {
        guard dialect.extensionLines != nil else { return }
        for (position, layout) in layouts.enumerated() where position > 0 && !layout.isSealed {
            let type = outline.types[checked.parts[position]]
            guard type.kind == .extension, type.inherits.count > 1 else { continue }
            let inside = units.indices.filter { units[$0].sourcePart == position }
            var owner: [Int: Int] = [:]
            var reason: String?
            let list = conformanceList(type)
            let names = list?.items.map { shortName($0.text) } ?? []
            for k in inside {
                let member = type.members[units[k].unit.members[0]]
                let label = "'\(member.signature ?? member.name)'"
                guard case let .delegate(name)? = units[k].role else {
                    // A helper of a plain extension stays with the first protocol; the moves to
                    // the trailing extension take it out of the protocol's block.
                    if units[k].role == nil || !type.modifiers.isEmpty || !type.attributes.isEmpty {
                        reason = reason ?? "\(label) implements none of its protocols"
                    }
                    continue
                }
                var candidates = names.indices.filter { names[$0] == name }
                if candidates.isEmpty {
                    candidates = names.indices.filter { i in KnownProtocol.inheritedProtocols(of: names[i]).contains { $0.name == name } }
                }
                if candidates.count == 1 {
                    owner[k] = candidates[0]
                } else {
                    reason = reason ?? (candidates.isEmpty ? "\(label) implements none of its protocols"
                        : "\(label) belongs to both \(candidates.map { names[$0] }.joined(separator: " and "))")
                }
            }
            let used = Set(owner.values)
            guard used.count > 1 else { continue }  // not a mixed block
            if reason == nil {
                if list == nil || names.count != type.inherits.count {
                    reason = "its conformance list is not a plain list of names"
                } else if type.ifConfig != nil || hasWhereClause(type) {
                    reason = "it is constrained or inside #if"
                } else if used.count != names.count {
                    reason = "\(names.indices.filter { !used.contains($0) }.map { names[$0] }.joined(separator: ", ")) has no member in it"
                } else if inside.contains(where: { units[$0].unit.isIfBlock }) {
                    reason = "an #if block in it would be cut"
                }
            }
            guard reason == nil, let list else {
                // Named after the block, as delegate-mark names it, so it explains that finding only.
                let title = checked.sections.first { $0.part == checked.parts[position] }?.title ?? names.first ?? type.name
                plan.notes.append(FixNote(typeName: checked.name, memberName: title,
                                          reason: "\(describe(checked.parts[position])) was not split into one extension per protocol: \(reason ?? "")"))
                continue
            }
            let file = outline.file
            let start = Int(outline.tokens[type.startToken].start)
            let lineStart = BodyLayout.lineStart(file, of: start)
            guard BodyLayout.onlySpace(file, lineStart..<start) else { continue }
            let kept = used.min()!
            let open = Array(file.bytes[lineStart..<list.range.lowerBound]), openTail = Array(file.bytes[list.range.upperBound..<Int(outline.tokens[type.bodyOpen].end)])
            let close = Array(file.bytes[BodyLayout.lineStart(file, of: Int(outline.tokens[type.bodyClose].start))..<Int(outline.tokens[type.bodyClose].end)])
            let offset = BodyLayout.lineEnd(file, after: Int(outline.tokens[type.bodyClose].end))
            var added: [Int: Int] = [:]
            for i in names.indices where i != kept {
                added[i] = layouts.count + 1 + plan.addedExtensions.count
                plan.addedExtensions.append(AddedExtension(anchor: position, offset: offset, protocolName: names[i],
                                                           open: open + Array(list.items[i].text.utf8) + openTail, close: close, indent: layout.indent))
            }
            for (k, i) in owner where i != kept { targets[k] = added[i]! }
            plan.keptProtocol[position] = names[kept]
            plan.headerEdits.append((list.range, Array(list.items[kept].text.utf8)))
            if checked.sections.first(where: { $0.part == checked.parts[position] })?.mark.flatMap({ $0.owner == nil ? $0 : nil }) == nil {
                let indentation = Array(file.bytes[lineStart..<start])
                plan.headerEdits.append((lineStart..<lineStart, indentation + Array(dialect.markLine(names[kept]).utf8) + FixRenderer.newline(of: file.bytes)))
            }
        }
    }

    /// Creates `extension X { … }` for a protocol declared on the class (or an empty extension,
    /// or adopted by its superclass) whose members sit elsewhere and that has no block of its
    /// own, when the file already writes protocol blocks as extensions (with a conformance list,
    /// or plain ones under the protocol's MARK). All of the protocol's members move, or none.
    func planMissingBlocks(_ checked: CheckedType, _ layouts: [BodyLayout], _ units: [PlacedUnit], _ targets: inout [Int],
                           _ plan: inout TypePlan, home: [String: Int], canMove: (PlacedUnit) -> (Member, String)?) {
        let classType = outline.types[checked.parts[0]]
        func isProtocolMember(_ unit: PlacedUnit) -> Bool {
            if case .delegate? = unit.role { return true } else { return false }
        }
        guard let lines = dialect.extensionLines?(checked.name), classType.kind != .extension, classType.parent == nil,
              outline.types.contains(where: { $0.kind == .extension && !$0.inherits.isEmpty && !$0.members.isEmpty })
                || units.contains(where: { $0.sourcePart > 0 && isProtocolMember($0) }) else { return }
        var declared = Set(classType.inherits.map(shortName))
        for (position, layout) in layouts.enumerated() where position > 0 && layout.units.isEmpty {
            declared.formUnion(outline.types[checked.parts[position]].inherits.map(shortName))
        }
        let inherited = Set(checked.inheritedFrom.keys.map(shortName)).subtracting(declared)
        declared.formUnion(inherited)
        let split = Set(plan.keptProtocol.values).union(plan.addedExtensions.map(\.protocolName))
        var wanted: [String] = []
        var members: [String: [Int]] = [:]
        for k in units.indices {
            guard case let .delegate(name)? = units[k].role, declared.contains(name), home[name] == nil, !split.contains(name) else { continue }
            if members[name] == nil { wanted.append(name) }
            members[name, default: []].append(k)
        }
        // A protocol the superclass adopts gets a block of its own only to join its scattered pieces.
        wanted.removeAll { inherited.contains($0) && Set(members[$0]!.map { units[$0].sourcePart }).count < 2 }
        let anchor = (1..<max(layouts.count, 1)).last { outline.types[checked.parts[$0]].inherits.count == 1 } ?? 0
        let anchorType = outline.types[checked.parts[anchor]]
        // Written right after the anchor: inside its #if the members would exist only under it.
        guard anchorType.ifConfig == nil else { return }
        let offset = BodyLayout.lineEnd(outline.file, after: Int(outline.tokens[anchorType.bodyClose].end))
        let indentation = Array(outline.file.bytes[BodyLayout.lineStart(outline.file, of: Int(outline.tokens[classType.startToken].start))...]
            .prefix { $0 == 0x20 || $0 == 0x09 })
        for name in wanted {
            let ks = members[name]!
            var stay: (Member, String)?
            for k in ks where stay == nil {
                if units[k].sourcePart > 0, outline.types[units[k].partType].inherits.contains(where: { shortName($0) == name }) {
                    stay = (outline.types[units[k].partType].members[units[k].unit.members[0]], "\(describe(units[k].partType)) declares \(name)")
                } else {
                    stay = canMove(units[k])
                }
            }
            if let (member, why) = stay {
                plan.notes.append(note(checked, member, "'\(member.signature ?? member.name)' keeps \(name)'s members out of an extension of their own: \(why)"))
                continue
            }
            let target = layouts.count + 1 + plan.addedExtensions.count
            plan.addedExtensions.append(AddedExtension(anchor: anchor, offset: offset, protocolName: name,
                                                       open: indentation + Array(lines.open.utf8), close: indentation + Array(lines.close.utf8),
                                                       indent: layouts[0].indent))
            for k in ks { targets[k] = target }
        }
    }

    /// The conformance list of an extension as written (`A, B`), when it is plain names.
    func conformanceList(_ type: TypeDecl) -> (range: Range<Int>, items: [(text: String, range: Range<Int>)])? {
        let tokens = outline.tokens, file = outline.file
        var k = type.keywordToken + 1
        while k < type.bodyOpen, !file.tokenIs(tokens[k], ":") { k += 1 }
        guard k < type.bodyOpen else { return nil }
        var items: [(text: String, range: Range<Int>)] = []
        var current: Range<Int>?
        k += 1
        while k < type.bodyOpen {
            let token = tokens[k]
            switch token.kind {
            case .whitespace, .newline: break
            case .identifier, .keyword:
                current = (current?.lowerBound ?? Int(token.start))..<Int(token.end)
            default:
                if file.tokenIs(token, "."), current != nil {
                    current = current!.lowerBound..<Int(token.end)
                } else if file.tokenIs(token, ","), let range = current {
                    items.append((String(decoding: file.bytes[range], as: UTF8.self), range))
                    current = nil
                } else {
                    return nil
                }
            }
            k += 1
        }
        guard let range = current else { return nil }
        items.append((String(decoding: file.bytes[range], as: UTF8.self), range))
        return (items[0].range.lowerBound..<range.upperBound, items)
    }

    /// `UIKit.UITableViewDelegate` → `UITableViewDelegate`.
    func shortName(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}
