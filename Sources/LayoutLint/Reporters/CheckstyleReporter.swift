/// Checkstyle's XML report, which Jenkins (Warnings NG), Danger, reviewdog, SonarQube and most CI
/// dashboards import. It groups by file, so it streams: one `<file>` element per `add`.
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <checkstyle version="4.3">
///     <file name="Sources/A.swift">
///     <error line="12" column="5" severity="warning" message="…" source="layoutlint.mark-order"/>
///     </file>
///     </checkstyle>
///
/// Severities are checkstyle's own words (`error`, `warning`, `info`); `source` is the rule id
/// prefixed with the tool, the way checkstyle names its checks, so importers can group by rule.
public final class CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public static let summary = "Checkstyle XML, for CI dashboards and review bots"

    public init(context: ReporterContext) {}

    public func begin() -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    }

    public func add(path: String, findings: [Finding]) -> String {
        var out = "<file name=\"\(ReportText.xml(path))\">\n"
        for finding in findings {
            out += "<error line=\"\(finding.line)\" column=\"\(finding.column)\""
            out += " severity=\"\(Self.severity(finding.severity))\""
            out += " message=\"\(ReportText.xml(finding.message))\""
            out += " source=\"layoutlint.\(ReportText.xml(finding.ruleID))\"/>\n"
        }
        return out + "</file>\n"
    }

    public func end(_ summary: LintSummary) -> String { "</checkstyle>\n" }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        case .off: return "ignore"
        }
    }
}
