/// One self-contained HTML page: an overview of the run and a section map of every checked
/// controller, drawn by the page's own script from data the reporter streams into it.
///
/// The page loads nothing: its CSS and JavaScript (`report.css`, `report.js`) are inline and a
/// Content-Security-Policy of `default-src 'none'` admits only those two blocks, by their SHA-256
/// hashes, so no request can leave it.
///
/// Streaming: `begin` writes the page head and the opening of a JSON array; `add` writes one
/// compact entry per file; `end` closes the array and writes the string table, the rules, the
/// totals and the script. What stays in memory is the string table (member names, reasons, MARK
/// titles, protocols: each distinct text once) and nothing else per member. Data shape, one entry
/// per file:
///
///     [path, [controller…], [fileLevelFinding…]]
///     controller: [name, line, endLine, superclass*, changed(0|1), [cell numbers…], [finding…]]
///     cell:       name*, line − previous cell's line (the first: − the type's line), packed,
///                 reason*, then heading* if packed & 128, protocol* if packed & 256
///                 packed: section (0…5) | 8 if misplaced | (alternative section + 1) << 4
///     finding:    [rule#, severity(0 error, 1 warning, 2 info), line, column, message]
///
/// (`*`: index into `meta.strings`; `rule#`: index into `meta.rules`.) A member costs about ten
/// bytes, so 5,000 controllers stay well under 10 MB.
public final class HTMLReporter: LayoutReporter {
    public static let name = "html"
    public static let summary = "one self-contained HTML page: a section map of every controller"
    public static let defaultMapLimit = 500

    private let context: ReporterContext
    private let root: String
    private let currentDirectory: String
    private let title: String
    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]
    private var rules: [ReporterContext.RuleInfo]
    private var ruleIndex: [String: Int] = [:]
    private var first = true

    public convenience init(context: ReporterContext) {
        self.init(context: context, title: "layoutlint report")
    }

    init(context: ReporterContext, title: String) {
        self.context = context
        self.title = title
        currentDirectory = FileSystem.currentDirectory()
        root = ReportPath.absolute(context.rootPath, base: currentDirectory)
        rules = context.rules
        for (i, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = i }
    }

    public func begin() -> String {
        HTMLPage.head(title: title) + "<script type=\"application/json\" id=\"ll-data\">["
    }

    public func add(path: String, findings: [Finding], layouts: [ControllerLayout]) -> String {
        let (perType, rest) = FindingGroups.byType(findings, layouts: layouts)
        var controllers: [String] = []
        controllers.reserveCapacity(layouts.count)
        for (layout, own) in zip(layouts, perType) {
            controllers.append("[" + [Self.quoted(layout.name), String(layout.line), String(layout.endLine),
                                      String(intern(layout.superclass)), layout.isChanged ? "1" : "0",
                                      "[" + cells(layout) + "]",
                                      "[" + own.map(finding).joined(separator: ",") + "]"].joined(separator: ",") + "]")
        }
        let entry = "[" + Self.quoted(displayPath(path)) + ",[" + controllers.joined(separator: ",\n") + "],["
            + rest.map(finding).joined(separator: ",") + "]]"
        defer { first = false }
        return (first ? "\n" : ",\n") + entry
    }

    public func end(_ summary: LintSummary) -> String {
        let failures = summary.failures.map {
            JSONText.object([("file", Self.quoted(displayPath($0.path))), ("reason", Self.quoted($0.reason))])
        }
        let meta = JSONText.object([
            ("title", Self.quoted(title)),
            ("version", Self.quoted(context.toolVersion)),
            ("mapLimit", String(context.mapLimit)),
            ("sections", JSONText.array(SectionID.allCases.map { Self.quoted($0.rawValue) })),
            ("sectionNames", JSONText.array(SectionID.allCases.map { Self.quoted($0.displayName) })),
            ("rules", JSONText.array(rules.map { rule in
                JSONText.object([("id", Self.quoted(rule.id)), ("description", Self.quoted(rule.description)),
                                 ("rationale", Self.quoted(rule.rationale)), ("severity", Self.quoted(rule.severity.rawValue))])
            })),
            ("strings", JSONText.array(strings.map(Self.quoted))),
            ("summary", JSONText.object([
                ("files", String(summary.filesLinted)), ("filesWithFindings", String(summary.filesWithFindings)),
                ("errors", String(summary.errors)), ("warnings", String(summary.warnings)), ("infos", String(summary.infos)),
                ("failures", JSONText.array(failures)),
            ])),
            ("baseline", summary.baseline.map {
                JSONText.object([("recorded", String($0.recorded)), ("remaining", String($0.remaining)), ("paidOff", String($0.paidOff))])
            } ?? "null"),
        ])
        return "\n]</script>\n<script type=\"application/json\" id=\"ll-meta\">" + meta + "</script>\n" + HTMLPage.tail
    }

    // MARK: - Encoding

    private func cells(_ layout: ControllerLayout) -> String {
        var out = ""
        out.reserveCapacity(layout.cells.count * 12)
        var previousLine = layout.line
        for cell in layout.cells {
            let heading = cell.heading.map(intern), proto = cell.protocolName.map(intern)
            var packed = Self.code(cell.section) | (cell.misplaced ? 8 : 0) | ((cell.alternative.map(Self.code) ?? -1) + 1) << 4
            if heading != nil { packed |= 128 }
            if proto != nil { packed |= 256 }
            if !out.isEmpty { out += "," }
            out += "\(intern(cell.name)),\(cell.line - previousLine),\(packed),\(intern(cell.reason))"
            if let heading { out += ",\(heading)" }
            if let proto { out += ",\(proto)" }
            previousLine = cell.line
        }
        return out
    }

    private func finding(_ finding: Finding) -> String {
        let rule: Int
        if let known = ruleIndex[finding.ruleID] {
            rule = known
        } else {
            rule = rules.count
            ruleIndex[finding.ruleID] = rule
            rules.append(.init(id: finding.ruleID, description: "", rationale: "", severity: finding.severity))
        }
        let severity = finding.severity == .error ? 0 : finding.severity == .warning ? 1 : 2
        return "[\(rule),\(severity),\(finding.line),\(finding.column)," + Self.quoted(finding.message) + "]"
    }

    private func intern(_ s: String) -> Int {
        if let i = stringIndex[s] { return i }
        strings.append(s)
        stringIndex[s] = strings.count - 1
        return strings.count - 1
    }

    static func code(_ section: SectionID) -> Int { section.caseIndex }

    /// Relative to the repository root when inside it, so a report reads the same wherever lint ran.
    func displayPath(_ path: String) -> String {
        ReportPath.relative(ReportPath.absolute(path, base: currentDirectory), to: root) ?? path
    }

    /// A JSON string safe inside `<script>`: `<` is escaped so `</script>` cannot end the block.
    static func quoted(_ s: String) -> String {
        let json = JSONText.quoted(s)
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        return json.replacing("<", with: "\\u003c")
    }
}
