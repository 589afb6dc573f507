/// Counts instead of findings: which rules fire how often, and which files have the most — what
/// a team adopting the convention on an existing code base wants to see first.
///
///     RULE              SEVERITY  COUNT
///     mark-order        warning       2
///     missing-section   error         1
///
///     FILE              ERRORS  WARNINGS  INFOS  TOTAL
///     Sources/B.swift        1         1      0      2
///     Sources/A.swift        0         1      0      1
///
///     3 findings (1 error, 2 warnings) in 2 of 40 files
///
/// Only counters are kept while findings stream in; the tables are written by `end`. Sorting is
/// total (count descending, then name in byte order) so the output is the same on every run.
public final class SummaryReporter: Reporter {
    public static let name = "summary"
    public static let summary = "counts per rule and the files with most findings"

    /// How many files the second table lists; the rest are counted in one line.
    static let fileLimit = 10

    private struct RuleKey: Hashable {
        let rule: String
        let severity: Severity
    }

    private var perRule: [RuleKey: Int] = [:]
    /// Per file: errors, warnings, infos.
    private var perFile: [(path: String, counts: [Int])] = []

    public init(context: ReporterContext) {}

    public func begin() -> String { "" }

    public func add(path: String, findings: [Finding]) -> String {
        var counts = [0, 0, 0]
        for finding in findings {
            perRule[RuleKey(rule: finding.ruleID, severity: finding.severity), default: 0] += 1
            switch finding.severity {
            case .error: counts[0] += 1
            case .warning: counts[1] += 1
            case .info, .off: counts[2] += 1
            }
        }
        perFile.append((path, counts))
        return ""
    }

    public func end(_ summary: LintSummary) -> String {
        let total = perFile.reduce(0) { $0 + $1.counts.reduce(0, +) }
        let of = "\(summary.filesLinted) file\(summary.filesLinted == 1 ? "" : "s")"
        guard total > 0 else { return "No findings in \(of).\n" }

        let rules = perRule.sorted {
            if $0.value != $1.value { return $0.value > $1.value }
            if $0.key.severity != $1.key.severity { return $0.key.severity > $1.key.severity }
            return $0.key.rule.utf8.lexicographicallyPrecedes($1.key.rule.utf8)
        }
        var out = Self.table(
            header: ["RULE", "SEVERITY", "COUNT"], numeric: [false, false, true],
            rows: rules.map { [$0.key.rule, $0.key.severity.rawValue, String($0.value)] })

        let files = perFile.sorted {
            let a = $0.counts.reduce(0, +), b = $1.counts.reduce(0, +)
            if a != b { return a > b }
            if $0.counts != $1.counts { return $0.counts.lexicographicallyPrecedes($1.counts, by: >) }
            return $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
        }
        out += "\n" + Self.table(
            header: ["FILE", "ERRORS", "WARNINGS", "INFOS", "TOTAL"], numeric: [false, true, true, true, true],
            rows: files.prefix(Self.fileLimit).map { file in
                [file.path] + file.counts.map(String.init) + [String(file.counts.reduce(0, +))]
            })
        if files.count > Self.fileLimit {
            let more = files.count - Self.fileLimit
            out += "… and \(more) more file\(more == 1 ? "" : "s") with findings\n"
        }

        // Totals from what this reporter saw, so the line always agrees with the tables above.
        let sums = perFile.reduce(into: [0, 0, 0]) { for i in 0..<3 { $0[i] += $1.counts[i] } }
        let words = zip(sums, ["error", "warning", "info"]).filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        out += "\n\(total) finding\(total == 1 ? "" : "s") (\(words.joined(separator: ", ")))"
        out += " in \(perFile.count) of \(of)\n"
        return out
    }

    /// Columns two spaces apart; text left-aligned, numbers right-aligned; no trailing spaces.
    static func table(header: [String], numeric: [Bool], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        var out = ""
        for row in all {
            var line = ""
            for (column, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += numeric[column] ? pad + cell : cell + pad
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
