/// A JSON document for scripts, streamed: the prefix in `begin`, one finding object per line as
/// files arrive, the summary in `end`. Nothing is buffered, so memory stays flat on big repos.
///
/// The shape is a contract (version 1); keys appear in this order and are never renamed —
/// new keys may be added, which readers must ignore:
///
///     {"version":1,
///      "findings":[
///        {"rule":"mark-order",        // rule id
///         "severity":"warning",       // "error" | "warning" | "info"
///         "message":"…",
///         "file":"Sources/A.swift",   // as the linter named it (relative to the current directory, or absolute)
///         "line":12,"column":5,       // 1-based
///         "type":"FeedViewController",// the checked type, or null
///         "member":"viewDidLoad()"},  // the member concerned, or null
///        …],
///      "summary":{"files":40,           // files linted
///                 "filesWithFindings":2,
///                 "errors":1,"warnings":3,"infos":0,
///                 "failures":[{"file":"…","reason":"…"}]}}  // files that could not be read
public final class JSONReporter: Reporter {
    public static let name = "json"
    public static let summary = "one JSON document of findings and totals, for scripts"

    private var first = true

    public init(context: ReporterContext) {}

    public func begin() -> String { "{\"version\":1,\"findings\":[" }

    public func add(path: String, findings: [Finding]) -> String {
        var out = ""
        for finding in findings {
            // A leading newline (and comma after the first) keeps one finding per line without a
            // trailing comma to take back at the end.
            out += first ? "\n" : ",\n"
            first = false
            out += Self.object(finding, path: path)
        }
        return out
    }

    public func end(_ summary: LintSummary) -> String {
        let failures = summary.failures.map {
            JSONText.object([("file", JSONText.quoted($0.path)), ("reason", JSONText.quoted($0.reason))])
        }
        let totals = JSONText.object([
            ("files", String(summary.filesLinted)),
            ("filesWithFindings", String(summary.filesWithFindings)),
            ("errors", String(summary.errors)),
            ("warnings", String(summary.warnings)),
            ("infos", String(summary.infos)),
            ("failures", JSONText.array(failures)),
        ])
        return (first ? "" : "\n") + "],\"summary\":" + totals + "}\n"
    }

    static func object(_ finding: Finding, path: String) -> String {
        JSONText.object([
            ("rule", JSONText.quoted(finding.ruleID)),
            ("severity", JSONText.quoted(finding.severity.rawValue)),
            ("message", JSONText.quoted(finding.message)),
            ("file", JSONText.quoted(path)),
            ("line", String(finding.line)),
            ("column", String(finding.column)),
            ("type", finding.typeName.map(JSONText.quoted) ?? "null"),
            ("member", finding.memberName.map(JSONText.quoted) ?? "null"),
        ])
    }
}
