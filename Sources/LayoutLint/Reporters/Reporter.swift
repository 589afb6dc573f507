/// What a reporter knows besides the findings: the rules (for formats that describe them, like
/// SARIF), where paths are relative to, and whether colour is wanted.
public struct ReporterContext: Sendable {
    public struct RuleInfo: Sendable {
        public let id: String
        public let description: String
        public let rationale: String
        public let severity: Severity
        public init(id: String, description: String, rationale: String, severity: Severity) {
            self.id = id
            self.description = description
            self.rationale = rationale
            self.severity = severity
        }
    }

    public let rules: [RuleInfo]
    /// The directory paths are reported relative to (the repository root for SARIF); absolute.
    public let rootPath: String
    public let useColor: Bool
    public let toolVersion: String
    /// html: up to this many controllers, every section map is drawn when the page opens; above
    /// it, a map is drawn when its controller scrolls into view (`--map-limit`).
    public var mapLimit = HTMLReporter.defaultMapLimit

    public init(rules: [RuleInfo], rootPath: String, useColor: Bool, toolVersion: String) {
        self.rules = rules
        self.rootPath = rootPath
        self.useColor = useColor
        self.toolVersion = toolVersion
    }
}

/// Totals of one run, for the closing part of a report.
public struct LintSummary: Sendable {
    public var filesLinted = 0
    public var filesWithFindings = 0
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    /// Files that could not be read (reported, and the exit code is 3).
    public var failures: [FileSystem.Failure] = []
    /// With --baseline: the recorded findings and how many are left.
    public var baseline: BaselineProgress?

    public init() {}

    public mutating func count(_ finding: Finding) {
        switch finding.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .info: infos += 1
        case .off: break
        }
    }
}

/// A report format. Findings arrive file by file, in a deterministic order, as the linter
/// produces them, so a report streams: nothing but what a format must total is kept.
public protocol Reporter: AnyObject {
    /// The `--reporter` name.
    static var name: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    init(context: ReporterContext)
    /// Text written before any finding (may be empty).
    func begin() -> String
    /// Text for one file's findings, sorted by line and column (never called with none).
    func add(path: String, findings: [Finding]) -> String
    /// Text written after the last file.
    func end(_ summary: LintSummary) -> String
    /// This reporter when it draws controllers (`LayoutReporter`), else nil. (Asked of the
    /// protocol: a cast, `as? any LayoutReporter`, searched the binary's conformances at every
    /// run, ~80,000 instructions.)
    var asLayoutReporter: (any LayoutReporter)? { get }
}

extension Reporter {
    public var asLayoutReporter: (any LayoutReporter)? { nil }
}
