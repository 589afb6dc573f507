/// JUnit XML, for CI systems that only read test reports (GitLab, Jenkins' junit step, Azure,
/// CircleCI, Bitrise). Each file with findings is a `<testcase>`; the files that had none are
/// summed up in one passing `<testcase>`, so a clean run still reports a test (Jenkins fails a
/// build whose reports hold none).
///
/// This reporter buffers: `tests`/`failures`/`errors` are attributes of the opening tags, which
/// can only be written once everything is counted. Only files with findings are kept, as short
/// strings, so the buffer is small next to the sources being linted.
///
/// Why these choices:
/// - One `<failure>` per file, its text listing every finding as `path:line:col: severity:
///   message (rule)`: several readers (GitLab among them) show only a test case's first failure,
///   so one failure per finding would hide most of them.
/// - A file whose findings are all `info` passes, the notes in `<system-out>`: info does not fail
///   the lint, so it should not turn a dashboard red.
/// - Unreadable files are JUnit `<error>`s — the check could not run — not failures.
public final class JUnitReporter: Reporter {
    public static let name = "junit"
    public static let summary = "JUnit XML, a test case per file, for CI test views"

    private struct Case {
        let path: String
        let failed: Bool
        let body: String
    }

    private var cases: [Case] = []

    public init(context: ReporterContext) {}

    public func begin() -> String { "" }

    public func add(path: String, findings: [Finding]) -> String {
        let listing = findings.map {
            ReportText.xml("\(path):\($0.line):\($0.column): \(XcodeReporter.keyword($0.severity)): "
                + "\(ReportText.singleLine($0.message)) (\($0.ruleID))")
        }.joined(separator: "\n")
        let worst = findings.map(\.severity).max() ?? .info
        let failed = worst >= .warning
        let body: String
        if failed {
            let message = ReportText.xml(Self.counted(findings))
            body = "<failure message=\"\(message)\" type=\"\(worst.rawValue)\">\(listing)</failure>"
        } else {
            body = "<system-out>\(listing)</system-out>"
        }
        cases.append(Case(path: path, failed: failed, body: body))
        return ""
    }

    public func end(_ summary: LintSummary) -> String {
        let clean = max(0, summary.filesLinted - cases.count)
        let tests = cases.count + summary.failures.count + (clean > 0 ? 1 : 0)
        let failures = cases.filter(\.failed).count
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(summary.failures.count)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"layoutlint\" \(counts)>\n"
        out += "<testsuite name=\"layoutlint\" \(counts)>\n"
        for test in cases {
            out += "<testcase classname=\"layoutlint\" name=\"\(ReportText.xml(test.path))\">\n\(test.body)\n</testcase>\n"
        }
        for failure in summary.failures {
            out += "<testcase classname=\"layoutlint\" name=\"\(ReportText.xml(failure.path))\">\n"
            out += "<error message=\"\(ReportText.xml(failure.reason))\" type=\"unreadable\"/>\n</testcase>\n"
        }
        if clean > 0 {
            let name = clean == 1 ? "1 file without findings" : "\(clean) files without findings"
            out += "<testcase classname=\"layoutlint\" name=\"\(name)\"/>\n"
        }
        return out + "</testsuite>\n</testsuites>\n"
    }

    /// "3 findings: 1 error, 2 warnings".
    static func counted(_ findings: [Finding]) -> String {
        let parts: [(Severity, String)] = [(.error, "error"), (.warning, "warning"), (.info, "info")]
        let counts = parts.compactMap { severity, word -> String? in
            let n = findings.filter { $0.severity == severity }.count
            return n == 0 ? nil : "\(n) \(word)\(n == 1 ? "" : "s")"
        }
        let total = findings.count
        return "\(total) finding\(total == 1 ? "" : "s"): " + counts.joined(separator: ", ")
    }
}
