/// SARIF 2.1.0, the static-analysis interchange format GitHub code scanning ingests
/// (`github/codeql-action/upload-sarif`). One run; results are streamed, one per line, between a
/// header written by `begin` (tool, rules) and a trailer written by `end` (invocation).
///
/// Why these choices:
/// - `driver.rules` lists every rule, not only those that fired: code scanning shows a rule's
///   `shortDescription`/`fullDescription` on each alert and `ruleIndex` must point into it.
/// - Locations are `%SRCROOT%`-relative URIs (relative to `context.rootPath`, forward slashes,
///   percent-encoded): code scanning matches alerts across runs by path, so a path must not depend
///   on where the checkout or the current directory was. `originalUriBaseIds` still says what
///   `%SRCROOT%` was, so local viewers can open the files; a file outside the root gets an
///   absolute `file://` URI instead.
/// - Lines and columns are 1-based (SARIF's minimum is 1), as findings already are; a 0 is clamped.
/// - No `partialFingerprints`: upload-sarif computes them from the file contents when absent.
public final class SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let summary = "SARIF 2.1.0, for GitHub code scanning"

    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let rootBase = "%SRCROOT%"

    private let context: ReporterContext
    private let root: String
    private let currentDirectory: String
    private let ruleIndex: [String: Int]
    private var first = true

    public init(context: ReporterContext) {
        self.context = context
        currentDirectory = FileSystem.currentDirectory()
        root = ReportPath.absolute(context.rootPath, base: currentDirectory)
        var index: [String: Int] = [:]
        for (i, rule) in context.rules.enumerated() where index[rule.id] == nil { index[rule.id] = i }
        ruleIndex = index
    }

    public func begin() -> String {
        let driver = JSONText.object([
            ("name", JSONText.quoted("layoutlint")),
            ("version", JSONText.quoted(context.toolVersion)),
            ("rules", context.rules.isEmpty ? "[]" : "[\n" + context.rules.map(Self.rule).joined(separator: ",\n") + "\n]"),
        ])
        // The root as an absolute file URI must end in "/" (SARIF §3.14.14).
        let rootURI = "file://" + ReportPath.uriEncoded(root == "/" ? "/" : root + "/")
        let bases = JSONText.object([(Self.rootBase, JSONText.object([("uri", JSONText.quoted(rootURI))]))])
        return "{\"$schema\":" + JSONText.quoted(Self.schema) + ",\"version\":\"2.1.0\",\"runs\":[{"
            + "\"tool\":{\"driver\":" + driver + "},\"originalUriBaseIds\":" + bases + ",\"results\":["
    }

    public func add(path: String, findings: [Finding]) -> String {
        let location = artifactLocation(path)
        var out = ""
        for finding in findings {
            out += first ? "\n" : ",\n"
            first = false
            out += result(finding, location: location)
        }
        return out
    }

    public func end(_ summary: LintSummary) -> String {
        // Unreadable files are tool notifications, not results: they break no rule of the code.
        let notifications = summary.failures.map { failure in
            JSONText.object([
                ("level", JSONText.quoted("error")),
                ("message", JSONText.object([("text", JSONText.quoted(failure.description))])),
                ("locations", JSONText.array([JSONText.object([("physicalLocation", JSONText.object([
                    ("artifactLocation", artifactLocation(failure.path)),
                ]))])])),
            ])
        }
        let invocation = JSONText.object([
            ("executionSuccessful", summary.failures.isEmpty ? "true" : "false"),
            ("toolExecutionNotifications", JSONText.array(notifications)),
        ])
        return (first ? "" : "\n") + "],\"invocations\":[" + invocation + "]}]}\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        case .off: return "none"
        }
    }

    static func rule(_ rule: ReporterContext.RuleInfo) -> String {
        var configuration = [("level", JSONText.quoted(level(rule.severity)))]
        if rule.severity == .off { configuration.append(("enabled", "false")) }
        return JSONText.object([
            ("id", JSONText.quoted(rule.id)),
            ("shortDescription", JSONText.object([("text", JSONText.quoted(rule.description))])),
            ("fullDescription", JSONText.object([("text", JSONText.quoted(rule.rationale))])),
            ("defaultConfiguration", JSONText.object(configuration)),
        ])
    }

    func result(_ finding: Finding, location: String) -> String {
        var pairs = [("ruleId", JSONText.quoted(finding.ruleID))]
        if let index = ruleIndex[finding.ruleID] { pairs.append(("ruleIndex", String(index))) }
        pairs += [
            ("level", JSONText.quoted(Self.level(finding.severity))),
            ("message", JSONText.object([("text", JSONText.quoted(finding.message))])),
            ("locations", JSONText.array([JSONText.object([("physicalLocation", JSONText.object([
                ("artifactLocation", location),
                ("region", JSONText.object([
                    ("startLine", String(max(finding.line, 1))),
                    ("startColumn", String(max(finding.column, 1))),
                ])),
            ]))])])),
        ]
        return JSONText.object(pairs)
    }

    /// `{"uri":"Sources/My%20App/A.swift","uriBaseId":"%SRCROOT%"}`, or an absolute file URI for a
    /// file outside the root.
    func artifactLocation(_ path: String) -> String {
        let absolute = ReportPath.absolute(path, base: currentDirectory)
        guard let relative = ReportPath.relative(absolute, to: root) else {
            return JSONText.object([("uri", JSONText.quoted("file://" + ReportPath.uriEncoded(absolute)))])
        }
        return JSONText.object([
            ("uri", JSONText.quoted(ReportPath.uriEncoded(relative))),
            ("uriBaseId", JSONText.quoted(Self.rootBase)),
        ])
    }
}
