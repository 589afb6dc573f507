/// Turns a type's plan into byte edits: each rewritten body is its units' original bytes in
/// the new order, one blank line between sections, canonical MARKs in the file's line endings.
struct FixRenderer {
    struct Edit {
        let range: Range<Int>
        let bytes: [UInt8]
    }

    let file: SourceFile
    let dialect: FixDialect
    let newline: [UInt8]

    init(file: SourceFile, dialect: FixDialect) {
        self.file = file
        self.dialect = dialect
        newline = Self.newline(of: file.bytes)
    }

    /// The file's line break: the first one found (LF when it has none).
    static func newline(of bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        if bytes[index] == 0x0A { return [0x0A] }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }

    func edits(_ plan: TypePlan, tokens: TokenList) -> [Edit] {
        var edits: [Edit] = []
        // Each relocated extension's text (with its own edits), a blank line before it.
        var moved = Array(repeating: [UInt8](), count: plan.relocations.count)
        for part in plan.parts {
            let layout = part.layout
            var local: [Edit] = []
            if !layout.isSealed {
                let body = render(part.groups, indent: layout.indent, prefix: layout.prefix, suffix: layout.suffix,
                                  leadingBlank: layout.leadingBlank, trailingBlank: layout.trailingBlank)
                if !file.bytes[layout.inner].elementsEqual(body) { local.append(Edit(range: layout.inner, bytes: body)) }
                if let (token, title) = part.leadingMark {
                    local.append(Edit(range: tokens[token].range, bytes: Array(dialect.markLine(title).utf8)))
                }
            }
            guard let r = plan.relocations.firstIndex(where: { $0.range.contains(layout.inner.lowerBound) }) else {
                edits += local
                continue
            }
            // The extension goes, blank line before it included, and comes back where it belongs.
            let range = plan.relocations[r].range
            var start = range.lowerBound
            if let next = file.lineStarts.first(where: { $0 > start }), next < range.upperBound,
               BodyLayout.onlySpace(file, start..<next) { start = next }
            let shifted = local.map { Edit(range: ($0.range.lowerBound - start)..<($0.range.upperBound - start), bytes: $0.bytes) }
            guard let text = Self.apply(shifted, to: Array(file.bytes[start..<range.upperBound])) else { return [] }
            // The file's last line may have no line break; a moved one needs it.
            moved[r] = newline + text + (text.last.map { $0 == 0x0A || $0 == 0x0D } ?? true ? [] : newline)
            edits.append(Edit(range: range, bytes: []))
        }
        for (range, _) in plan.removedExtensions { edits.append(Edit(range: range, bytes: [])) }
        for (range, bytes) in plan.headerEdits { edits.append(Edit(range: range, bytes: bytes)) }
        // Insertions at one offset are one edit, in the order they are planned.
        var inserted: [Int: [UInt8]] = [:]
        func lineBreakBefore(_ offset: Int) -> [UInt8] {
            offset == file.bytes.count && !(file.bytes.last.map { $0 == 0x0A || $0 == 0x0D } ?? true) ? newline : []
        }
        for added in plan.addedExtensions where !added.groups.isEmpty {
            var text = inserted[added.offset] ?? lineBreakBefore(added.offset)
            let indentation = Array(added.open.prefix { $0 == 0x20 || $0 == 0x09 })
            text += newline + indentation + Array(dialect.markLine(added.protocolName).utf8) + newline + added.open + newline
            text += render(added.groups, indent: added.indent, prefix: nil, suffix: nil, leadingBlank: false, trailingBlank: false)
            text += added.close + newline
            inserted[added.offset] = text
        }
        for (r, relocation) in plan.relocations.enumerated() where !moved[r].isEmpty {
            guard let before = relocation.before else { continue }
            // Before a declaration written right after the previous one, the blank line goes after.
            let lineEnd = file.lineStarts.first { $0 > before } ?? file.bytes.count
            inserted[before, default: []] += moved[r] + (BodyLayout.onlySpace(file, before..<lineEnd) ? [] : newline)
        }
        let offset = plan.endOffset
        var text: [UInt8] = inserted.removeValue(forKey: offset) ?? lineBreakBefore(offset)
        let atEnd = plan.relocations.indices.filter { plan.relocations[$0].before == nil }.map { moved[$0] }
        for block in atEnd.prefix(plan.relocatedBeforeNewExtension) { text += block }
        if let (_, indent, groups) = plan.newExtension, let lines = dialect.extensionLines?(plan.typeName) {
            text += newline + Array(lines.open.utf8) + newline
            text += render(groups, indent: indent, prefix: nil, suffix: nil, leadingBlank: false, trailingBlank: false)
            text += Array(lines.close.utf8) + newline
        }
        for block in atEnd.dropFirst(plan.relocatedBeforeNewExtension) { text += block }
        if plan.newExtension != nil || !atEnd.isEmpty || text.count > lineBreakBefore(offset).count {
            edits.append(Edit(range: offset..<offset, bytes: text))
        }
        for (at, bytes) in inserted { edits.append(Edit(range: at..<at, bytes: bytes)) }
        return edits
    }

    func render(_ groups: [PlannedGroup], indent: [UInt8], prefix: Range<Int>?, suffix: Range<Int>?,
                leadingBlank: Bool, trailingBlank: Bool) -> [UInt8] {
        var out: [UInt8] = []
        if groups.isEmpty && prefix == nil && suffix == nil { return out }  // an emptied body
        if leadingBlank { out += newline }
        if let prefix {
            out += file.bytes[prefix]
            if !groups.isEmpty { out += newline }
        }
        for (g, group) in groups.enumerated() {
            if g > 0 { out += newline }
            if let title = group.title { out += indent + Array(dialect.markLine(title).utf8) + newline }
            var previous: PlacedUnit?
            for unit in group.units {
                if let previous, !(previous.partType == unit.partType && unit.order == previous.order + 1 && !unit.unit.separatedFromPrevious) {
                    out += newline
                }
                out += file.bytes[unit.unit.bytes]
                previous = unit
            }
        }
        if let suffix {
            if !groups.isEmpty { out += newline }
            out += file.bytes[suffix]
        }
        if trailingBlank { out += newline }
        return out
    }

    /// Applies non-overlapping edits; nil when two overlap.
    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var position = 0
        for edit in sorted {
            guard edit.range.lowerBound >= position else { return nil }
            out += bytes[position..<edit.range.lowerBound]
            out += edit.bytes
            position = edit.range.upperBound
        }
        out += bytes[position...]
        return out
    }
}
