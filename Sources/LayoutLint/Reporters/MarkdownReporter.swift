/// A compact Markdown summary for a pull request comment or GitHub's job summary
/// (`>> "$GITHUB_STEP_SUMMARY"`): counts, a table of findings linking to their lines, and the
/// section map of each controller with findings (with `--staged`/`--diff-base`, also of each
/// changed one) as a one-line strip such as `PP LLLL DD E AA`.
///
/// GitHub refuses a job summary over 1 MiB, so the report keeps itself under `byteLimit`: rows
/// are kept while they fit and the rest are counted in a closing note. That bound is also all the
/// memory the reporter holds, so it streams like the others.
///
/// Links point at `path#Lline`, the path relative to the repository root; inside GitHub Actions
/// (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_SHA` set) they are absolute blob URLs,
/// which also work from a job summary, where relative links do not.
public final class MarkdownReporter: LayoutReporter {
    public static let name = "markdown"
    public static let summary = "Markdown counts, findings and maps, for PRs and job summaries"
    /// Under GitHub's 1 MiB job-summary limit, with room to spare.
    public static let defaultByteLimit = 1_000_000
    /// What the heading, counts, legend and notes may take besides the rows.
    static let reserve = 6_000

    private let byteLimit: Int
    private let root: String
    private let currentDirectory: String
    private let linkBase: String
    private var findingRows: [String] = []
    private var mapRows: [String] = []
    private var findingBytes = 0
    private var mapBytes = 0
    private var omittedFindings = 0
    private var omittedMaps = 0
    private var controllers = 0
    private var conforming = 0
    private var sawChanged = false
    private var perRule: [String: (severity: Severity, count: Int)] = [:]

    public convenience init(context: ReporterContext) {
        self.init(context: context, byteLimit: Self.defaultByteLimit, environment: FileSystem.environment)
    }

    init(context: ReporterContext, byteLimit: Int, environment: (String) -> String?) {
        self.byteLimit = byteLimit
        currentDirectory = FileSystem.currentDirectory()
        root = ReportPath.absolute(context.rootPath, base: currentDirectory)
        if let server = environment("GITHUB_SERVER_URL"), let repository = environment("GITHUB_REPOSITORY"),
           let sha = environment("GITHUB_SHA"), !server.isEmpty, !repository.isEmpty, !sha.isEmpty {
            linkBase = "\(server)/\(repository)/blob/\(sha)/"
        } else {
            linkBase = ""
        }
    }

    public func begin() -> String { "" }

    public func add(path: String, findings: [Finding], layouts: [ControllerLayout]) -> String {
        let file = displayPath(path)
        for finding in findings {
            perRule[finding.ruleID, default: (finding.severity, 0)].count += 1
            keep("| \(Self.severityLabel(finding.severity)) | \(link(file, line: finding.line)) | `\(finding.ruleID)` | "
                 + MarkdownText.message(finding.message) + " |", in: &findingRows, bytes: &findingBytes, share: 3, omitted: &omittedFindings)
        }
        let (perType, _) = FindingGroups.byType(findings, layouts: layouts)
        for (layout, own) in zip(layouts, perType) {
            controllers += 1
            if own.isEmpty { conforming += 1 }
            sawChanged = sawChanged || layout.isChanged
            guard !own.isEmpty || layout.isChanged, !layout.cells.isEmpty else { continue }
            let counts = own.isEmpty ? "conforms" : Self.counts(own.map(\.severity))
            keep("| \(link(file, line: layout.line, text: layout.name)) | `\(MarkdownText.strip(layout))` | \(counts) |",
                 in: &mapRows, bytes: &mapBytes, share: 1, omitted: &omittedMaps)
        }
        return ""
    }

    public func end(_ summary: LintSummary) -> String {
        var out = "## layoutlint\n\n"
        let total = summary.errors + summary.warnings + summary.infos
        let files = "\(summary.filesLinted) file\(summary.filesLinted == 1 ? "" : "s")"
        let conformance = controllers == 0 ? "no view controllers checked"
            : "\(conforming) of \(controllers) controller\(controllers == 1 ? "" : "s") conform fully"
        if total == 0 {
            out += "✅ No findings in \(files); \(conformance).\n"
        } else {
            out += "**\(total) finding\(total == 1 ? "" : "s")** (\(Self.counts(summary))) in \(summary.filesWithFindings) of \(files); \(conformance).\n"
        }
        if let baseline = summary.baseline {
            out += "\nBaseline: \(baseline.paidOff) of \(baseline.recorded) recorded finding\(baseline.recorded == 1 ? "" : "s") paid off, \(baseline.remaining) remain.\n"
        }
        if !summary.failures.isEmpty {
            out += "\n\(summary.failures.count) file\(summary.failures.count == 1 ? "" : "s") could not be read: "
                + summary.failures.map { "`\(MarkdownText.codeSafe(displayPath($0.path)))`" }.joined(separator: ", ") + "\n"
        }
        if !perRule.isEmpty {
            out += "\n| Rule | Severity | Count |\n|---|---|--:|\n"
            for (rule, entry) in perRule.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
                out += "| `\(rule)` | \(entry.severity.rawValue) | \(entry.count) |\n"
            }
        }
        if !findingRows.isEmpty {
            out += "\n### Findings\n\n| Severity | Location | Rule | Message |\n|---|---|---|---|\n" + findingRows.joined(separator: "\n") + "\n"
        }
        if omittedFindings > 0 {
            out += "\n*… and \(omittedFindings) more finding\(omittedFindings == 1 ? "" : "s") not listed: the summary stops before GitHub's 1 MB limit. "
                + "The full list: `layoutlint lint --reporter html --output report.html`.*\n"
        }
        if !mapRows.isEmpty {
            out += "\n### Section maps of \(sawChanged ? "changed controllers and those" : "controllers") with findings\n\n"
                + MarkdownText.legend + "\n\n| Controller | Section map | Findings |\n|---|---|---|\n" + mapRows.joined(separator: "\n") + "\n"
        }
        if omittedMaps > 0 {
            out += "\n*… and \(omittedMaps) more section map\(omittedMaps == 1 ? "" : "s") not shown (size limit).*\n"
        }
        return out
    }

    // MARK: - Helpers

    /// Keeps a row while its table is within its share (in quarters) of the room for rows: three
    /// quarters for findings, one for maps, so a flood of findings never crowds out the maps.
    private func keep(_ row: String, in rows: inout [String], bytes: inout Int, share: Int, omitted: inout Int) {
        let size = row.utf8.count + 1
        guard bytes + size <= (byteLimit - Self.reserve) * share / 4 else { omitted += 1; return }
        bytes += size
        rows.append(row)
    }

    private func link(_ file: String, line: Int, text: String? = nil) -> String {
        let label = MarkdownText.escaped(text ?? "\(file):\(line)")
        return "[\(label)](\(linkBase)\(ReportPath.uriEncoded(file))#L\(line))"
    }

    func displayPath(_ path: String) -> String {
        ReportPath.relative(ReportPath.absolute(path, base: currentDirectory), to: root) ?? path
    }

    static func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: return "❌ error"
        case .warning: return "⚠️ warning"
        case .info, .off: return "ℹ️ note"
        }
    }

    static func counts(_ severities: [Severity]) -> String {
        var summary = LintSummary()
        for severity in severities {
            summary.count(Finding(ruleID: "", severity: severity, message: "", path: "", line: 0, column: 0))
        }
        return counts(summary)
    }

    static func counts(_ summary: LintSummary) -> String {
        zip([summary.errors, summary.warnings, summary.infos], ["error", "warning", "note"]).filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}

/// Markdown text for the summary: escaping and the one-line section strip.
enum MarkdownText {
    /// One letter per section, in the convention's order (as in the HTML report's cells).
    static let letters: [SectionID: Character] = [.properties: "P", .lifecycle: "L", .delegate: "D", .event: "E", .private: "H", .accessors: "A"]

    static var legend: String {
        "Legend: " + SectionID.allCases.map { "`\(letters[$0]!)` \($0.displayName)" }.joined(separator: " · ")
            + " · lower case: a misplaced member · space: a MARK or extension boundary"
    }

    /// `PP LLLL DD E AA`: each member's section letter in file order, lower case when it sits in
    /// another section, a space where a MARK or an extension starts.
    static func strip(_ layout: ControllerLayout) -> String {
        var out = ""
        for cell in layout.cells {
            if cell.heading != nil, !out.isEmpty { out += " " }
            let letter = letters[cell.section]!
            out.append(cell.misplaced ? Character(letter.lowercased()) : letter)
        }
        return out
    }

    /// Text for a table cell: one line, Markdown punctuation backslash-escaped so nothing turns
    /// into a link, emphasis, HTML, math or a column break, and `@` kept from mentioning anyone.
    static func escaped(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count + 8)
        for c in s.unicodeScalars {
            switch c {
            case "\n", "\r", "\t": out += " "
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "&", "!", "$", "{", "}": out += "\\" + String(c)
            case "@": out += "@\u{2060}"  // a word joiner after @ stops GitHub's @mention
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A finding's message: its `quoted code` stays code (pipes escaped, as GFM tables need even
    /// there); the rest is escaped text.
    static func message(_ s: String) -> String {
        let parts = s.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count > 1, parts.count % 2 == 1 else { return escaped(s) }
        return parts.enumerated().map { k, part in
            k % 2 == 0 ? escaped(String(part)) : "`" + codeSafe(String(part)).replacing("|", with: "\\|") + "`"
        }.joined()
    }

    /// Text for a code span: backticks and line breaks would end or split it.
    static func codeSafe(_ s: String) -> String {
        String(s.map { $0 == "`" ? "'" : $0.isNewline ? " " : $0 })
    }
}
