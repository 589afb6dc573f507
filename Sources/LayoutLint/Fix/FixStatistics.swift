/// Counts what a plan changes, for the per-type line of the report.
enum FixStatistics {
    static func stats(of plan: TypePlan, outline: Outline, typeName: String) -> FixStats {
        var stats = FixStats(typeName: typeName)
        var oldTitles: [String: Int] = [:], newTitles: [String: Int] = [:]
        for part in plan.parts {
            let units = part.groups.flatMap(\.units)
            // Units that stay in their declaration keep the longest run in the old order; the
            // others moved.
            let staying = units.filter { $0.partType == part.layout.part }
            let kept = longestIncreasingRun(staying.map(\.order))
            for unit in units where unit.partType != part.layout.part || !kept.contains(unit.order) {
                stats.membersMoved += max(unit.unit.members.count, 1)
            }
            for mark in outline.marks where mark.owner == part.layout.part && part.layout.inner.contains(Int(outline.tokens[mark.token].start)) {
                oldTitles[mark.title, default: 0] += 1
            }
            for group in part.groups { if let title = group.title { newTitles[title, default: 0] += 1 } }
            if part.leadingMark != nil { stats.marksRetitled += 1 }
        }
        if let (_, _, groups) = plan.newExtension {
            stats.extensionsAdded = 1
            for group in groups {
                stats.membersMoved += group.units.reduce(0) { $0 + max($1.unit.members.count, 1) }
                if let title = group.title { newTitles[title, default: 0] += 1 }
            }
        }
        for added in plan.addedExtensions where !added.groups.isEmpty {
            stats.extensionsAdded += 1
            newTitles[added.protocolName, default: 0] += 1
            stats.membersMoved += added.groups.flatMap(\.units).reduce(0) { $0 + max($1.unit.members.count, 1) }
        }
        stats.extensionsRemoved = plan.removedExtensions.count
        stats.extensionsMoved = plan.relocations.count
        stats.movedFromUnsubclassedClass = plan.movedFromUnsubclassedClass
        var added = 0, removed = 0
        for (title, n) in newTitles { added += max(0, n - (oldTitles[title] ?? 0)) }
        for (title, n) in oldTitles { removed += max(0, n - (newTitles[title] ?? 0)) }
        let retitled = min(added, removed)
        stats.marksRetitled += retitled
        // A MARK written above a split extension that had none.
        stats.marksAdded = added - retitled + plan.headerEdits.filter { $0.range.isEmpty }.count
        stats.marksRemoved = removed - retitled
        return stats
    }

    /// The values of one longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < value { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var result = Set<Int>()
        var k = tails.last ?? -1
        while k >= 0 {
            result.insert(values[k])
            k = previous[k]
        }
        return result
    }
}
