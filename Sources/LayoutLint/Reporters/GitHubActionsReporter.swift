/// GitHub Actions workflow commands, one per finding:
/// `::warning file=PATH,line=L,col=C,title=RULE::MESSAGE`, which the runner turns into annotations
/// on the pull request's diff.
///
/// Why these choices:
/// - `error`, `warning` and `notice` are the runner's three annotation commands; `info` is `notice`.
/// - Escaping is exactly `@actions/core`'s (`command.ts`), which the runner undoes
///   (`ActionCommand.cs`): in the message `%`→`%25`, CR→`%0D`, LF→`%0A`; in property values
///   additionally `:`→`%3A` and `,`→`%2C`, since those delimit the properties. `%` goes first so
///   the escapes themselves are not escaped again.
/// - The file is written absolute: the runner makes a path under `GITHUB_WORKSPACE` relative to the
///   repository itself (and maps container paths back to the host), whereas a relative path would
///   be taken as relative to the repository root — wrong whenever the linter runs in a
///   subdirectory.
public final class GitHubActionsReporter: Reporter {
    public static let name = "github-actions"
    public static let summary = "workflow commands: annotations in GitHub Actions"

    private let currentDirectory: String

    public init(context: ReporterContext) {
        currentDirectory = FileSystem.currentDirectory()
    }

    public func begin() -> String { "" }

    public func add(path: String, findings: [Finding]) -> String {
        let file = Self.escapeProperty(ReportPath.absolute(path, base: currentDirectory))
        var out = ""
        for finding in findings {
            out += "::\(Self.command(finding.severity)) file=\(file),line=\(finding.line),col=\(finding.column)"
            out += ",title=\(Self.escapeProperty(finding.ruleID))::\(Self.escapeData(finding.message))\n"
        }
        return out
    }

    /// Nothing: the job log already shows the lint command's own summary line.
    public func end(_ summary: LintSummary) -> String { "" }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .off: return "notice"
        }
    }

    /// The message after `::`.
    static func escapeData(_ s: String) -> String {
        escape(s, properties: false)
    }

    /// A `key=value` property value.
    static func escapeProperty(_ s: String) -> String {
        escape(s, properties: true)
    }

    private static func escape(_ s: String, properties: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where properties: out += "%3A"
            case "," where properties: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
