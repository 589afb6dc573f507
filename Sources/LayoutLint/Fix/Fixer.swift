/// A finding left after fixing, with the reason it was not repaired.
public struct RemainingFinding: Sendable {
    public let finding: Finding
    public let reason: String
}

/// The outcome of fixing one file.
public struct FixResult: Sendable {
    public let path: String
    public let original: [UInt8]
    /// The new bytes; nil when nothing changes or the self-check failed.
    public internal(set) var fixed: [UInt8]?
    public internal(set) var stats: [FixStats] = []
    public internal(set) var notes: [FixNote] = []
    /// Why the rewrite was refused by the self-check (the file stays untouched).
    public internal(set) var failure: String?
    public internal(set) var remaining: [RemainingFinding] = []
}

/// Lays out the checked types of a file as the configuration says: plan → rewrite → self-check.
/// A type is repaired only for the findings it has of the repairable rules that are enabled,
/// selected and not disabled inline.
public struct Fixer: Sendable {
    public static let repairableRules: Set<String> = ["section-order", "section-mark", "misplaced-member", "lifecycle-order", "delegate-mark"]
    static let moveRules: Set<String> = ["section-order", "misplaced-member", "lifecycle-order", "delegate-mark"]

    public let configuration: Configuration
    /// The kinds of repair to make: repairable rules that are enabled (and chosen with --rules).
    public let repairs: Set<String>
    let linter: Linter
    let subclasses: SubclassIndex
    let overrides: ObjCOverrides

    public init(configuration: Configuration, rules: Set<String>? = nil, project: ProjectIndex = .empty) {
        self.configuration = configuration
        let enabled = Self.repairableRules.filter { configuration.settings(for: $0).severity != .off }
        repairs = rules.map { enabled.intersection($0) } ?? enabled
        linter = Linter(configuration: configuration, project: project)
        subclasses = SubclassIndex(project)
        overrides = ObjCOverrides(project)
    }

    /// `parsed`: the outline of exactly these bytes when the caller has one (the project index
    /// pass parses the files it shares with the fixer), so the file is not parsed twice.
    public func fix(_ file: SourceFile, parsed: Outline? = nil) -> FixResult {
        var result = FixResult(path: file.path, original: file.bytes)
        let outline = parsed.flatMap { $0.file.bytes == file.bytes ? $0 : nil } ?? SourceParser.parse(file)
        let first = rewrite(outline)
        result.notes = first.notes
        guard let bytes = first.bytes else {
            result.remaining = explain(first.findings, notes: first.notes, in: outline)
            return result
        }
        // A member's role may depend on the section it sits in (a property under a protocol's
        // MARK implements it), so a layout is settled when fixing it again changes nothing.
        var passes = [first]
        var current = bytes
        var newOutline = SourceParser.parse(SourceFile(path: file.path, bytes: current))
        var settled: Rewrite?
        for _ in 0..<Self.maximumPasses {
            let next = rewrite(newOutline)
            guard let again = next.bytes else {
                settled = next
                break
            }
            passes.append(next)
            current = again
            newOutline = SourceParser.parse(SourceFile(path: file.path, bytes: current))
        }
        var added: [String: Int] = [:]
        for pass in passes { added.merge(pass.addedTokens, uniquingKeysWith: +) }
        let failure = FixSelfCheck.sameTokens(outline, newOutline, added: added)
            ?? FixSelfCheck.sameMembers(outline, newOutline, mayLeave: { [overrides] in overrides.reasonToStay($0, of: $1, in: $2) == nil })
            ?? (FixSelfCheck.problems(newOutline) > FixSelfCheck.problems(outline) ? "the rewrite would not parse as well as the original" : nil)
            ?? (settled == nil ? "fixing the result again would change it (line \(Self.firstDifferentLine(passes[passes.count - 2].bytes ?? bytes, current)))" : nil)
        if let failure {
            result.failure = failure
            result.remaining = explain(first.findings, notes: first.notes, in: outline)
            return result
        }
        result.fixed = current
        result.stats = Self.merged(passes.map(\.stats))
        result.notes = passes.flatMap(\.notes) + (settled?.notes ?? [])
        // Only the last pass's notes have lines of the text the remaining findings point into.
        let earlier = passes.flatMap(\.notes).map { note in
            var unplaced = note
            unplaced.line = nil
            return unplaced
        }
        result.remaining = explain(settled?.findings ?? [], notes: (settled?.notes ?? []) + earlier, in: newOutline)
        return result
    }

    /// Splitting a mixed extension, then moving its pieces, then ordering the declarations can
    /// take four rewrites (Delta's SyncResultViewController, WooCommerce's order list).
    static let maximumPasses = 5

    /// Per-type statistics summed over passes, in the order types first appear.
    static func merged(_ passes: [[FixStats]]) -> [FixStats] {
        var result: [FixStats] = []
        for stats in passes.joined() {
            guard let k = result.firstIndex(where: { $0.typeName == stats.typeName }) else {
                result.append(stats)
                continue
            }
            result[k].add(stats)
        }
        return result
    }

    static func firstDifferentLine(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var line = 1
        for (x, y) in zip(a, b) {
            if x != y { break }
            if x == 0x0A { line += 1 }
        }
        return line
    }

    struct Rewrite {
        var bytes: [UInt8]?
        var findings: [Finding]
        var stats: [FixStats] = []
        var notes: [FixNote] = []
        var addedTokens: [String: Int] = [:]
    }

    /// Whether two edits touch the same bytes (an insertion at the edge of a replacement does not).
    static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty {
            return a.isEmpty && b.isEmpty ? false : (a.isEmpty ? b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound
                                                                : a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound)
        }
        return a.overlaps(b)
    }

    /// One pass: the findings, and the bytes with every affected type laid out (nil if unchanged).
    func rewrite(_ outline: Outline) -> Rewrite {
        let classifier = RoleClassifier(outline: outline, shared: linter.protocolKnowledge)
        let checked = classifier.checkedTypes()
        guard !checked.isEmpty else { return Rewrite(bytes: nil, findings: []) }
        let findings = linter.lint(outline, classifier: classifier, checked: checked)
        var result = Rewrite(bytes: nil, findings: findings)
        var kindsByType: [String: Set<String>] = [:]
        for finding in findings where repairs.contains(finding.ruleID) {
            if let type = finding.typeName { kindsByType[type, default: []].insert(finding.ruleID) }
        }
        let dialect = FixDialect.of(outline)
        let renderer = FixRenderer(file: outline.file, dialect: dialect)
        var edits: [FixRenderer.Edit] = []
        var planned = Set<String>()
        // Innermost types first: a type whose edits overlap those of a type nested in it waits for
        // the next pass, which sees the nested one already laid out.
        func depth(_ type: CheckedType) -> Int {
            var n = 0, parent = outline.types[type.parts[0]].parent
            while let p = parent, n < outline.types.count { n += 1; parent = outline.types[p].parent }
            return n
        }
        let depths = checked.map(depth)
        for index in checked.indices.sorted(by: { (depths[$1], $0) < (depths[$0], $1) }) {
            let type = checked[index]
            guard let kinds = kindsByType[type.name], planned.insert(type.name).inserted else { continue }
            let lifecycle = configuration.targets.first { $0.name == type.target }?.lifecycle ?? []
            let planner = FixPlanner(outline: outline, configuration: configuration, dialect: dialect, lifecycleOrder: lifecycle,
                                     knowsRequirements: classifier.knowledge.isKnown,
                                     subclassing: { [subclasses] in subclasses.subclassing(of: $0, in: outline) },
                                     overrideReason: { [overrides] in overrides.reasonToStay($1, of: $0, in: outline) })
            let options = FixOptions(moves: !kinds.isDisjoint(with: Self.moveRules), lifecycle: kinds.contains("lifecycle-order"))
            let plan = planner.plan(type, options: options)
            result.notes += plan.notes
            let typeEdits = renderer.edits(plan, tokens: outline.tokens)
            guard !typeEdits.isEmpty else { continue }
            if typeEdits.contains(where: { edit in edits.contains { Self.overlap($0.range, edit.range) } }) {
                result.notes.append(FixNote(typeName: type.name, memberName: nil, reason: "a type nested in it was laid out first; fix the file again"))
                continue
            }
            edits += typeEdits
            result.stats.append(FixStatistics.stats(of: plan, outline: outline, typeName: type.name))
            for (range, moved) in plan.removedExtensions {
                // Only the extension's own tokens go; its members live on elsewhere.
                var shell: [UInt8] = []
                var position = range.lowerBound
                for unit in moved {
                    shell += outline.file.bytes[position..<unit.lowerBound] + [0x0A]
                    position = unit.upperBound
                }
                shell += outline.file.bytes[position..<range.upperBound]
                let removed = SourceParser.parse(SourceFile(path: "", bytes: shell))
                for (key, n) in FixSelfCheck.tokens(of: removed) { result.addedTokens[key, default: 0] -= n }
            }
            // Split and created extensions bring the tokens of their headers; a split one loses
            // part of its conformance list.
            func count(_ bytes: [UInt8], _ sign: Int) {
                for (key, n) in FixSelfCheck.tokens(of: SourceParser.parse(SourceFile(path: "", bytes: bytes))) { result.addedTokens[key, default: 0] += sign * n }
            }
            for added in plan.addedExtensions where !added.groups.isEmpty { count(added.open + [0x0A] + added.close, 1) }
            for (range, bytes) in plan.headerEdits {
                count(bytes, 1)
                count(Array(outline.file.bytes[range]), -1)
            }
            if plan.newExtension != nil, let lines = dialect.extensionLines?(type.name) {
                for (key, n) in FixSelfCheck.tokens(of: SourceParser.parse(SourceFile(path: "", text: lines.open + "\n" + lines.close))) { result.addedTokens[key, default: 0] += n }
            }
        }
        guard !edits.isEmpty, let bytes = FixRenderer.apply(edits, to: outline.file.bytes) else {
            if !edits.isEmpty { result.notes.append(FixNote(typeName: "", memberName: nil, reason: "the planned edits overlap; fix the types one at a time")) }
            return result
        }
        if bytes != outline.file.bytes { result.bytes = bytes }
        return result
    }

    /// Pairs each remaining finding with why it was not repaired.
    /// `outline`: the text the findings and the notes' lines are in.
    func explain(_ findings: [Finding], notes: [FixNote], in outline: Outline) -> [RemainingFinding] {
        // A section runs from its MARK or declaration to the next one.
        let boundaries = (outline.marks.map(\.line) + outline.types.map(\.line)).sorted()
        func inSection(at line: Int, of type: String?) -> FixNote? {
            let end = boundaries.first { $0 > line } ?? Int.max
            return notes.filter { $0.typeName == type && $0.line.map { line <= $0 && $0 < end } ?? false }.min { $0.line! < $1.line! }
        }
        return findings.map { finding in
            if !Self.repairableRules.contains(finding.ruleID) {
                return RemainingFinding(finding: finding, reason: Self.manualRepair[finding.ruleID] ?? "not a layout repair: change it by hand")
            }
            if !repairs.contains(finding.ruleID) {
                return RemainingFinding(finding: finding, reason: "\(finding.ruleID) repairs were not selected")
            }
            let note = notes.first { $0.typeName == finding.typeName && $0.memberName != nil && $0.memberName == finding.memberName }
                ?? inSection(at: finding.line, of: finding.typeName)
                ?? notes.first { $0.typeName == finding.typeName && $0.memberName == nil }
                ?? notes.first { $0.typeName == finding.typeName }
            return RemainingFinding(finding: finding, reason: note?.reason ?? "no safe rewrite was found for it; move it by hand")
        }
    }

    static let manualRepair: [String: String] = [
        "view-setup-in-lifecycle": "creating or configuring views belongs in their lazy getters: move it by hand",
        "layout-in-will-appear": "layout code belongs in layoutPageSubviews or viewDidLayoutSubviews: move it by hand",
        "super-call": "add the call to super by hand",
        "private-methods": "move the helper into an extension or type of its own by hand",
        "custom-base-controller": "derive from UIKit's controller and compose the shared behaviour by hand",
        "controller-length": "split the controller by hand",
        "interface-builder": "build the views in code by hand",
    ]
}
