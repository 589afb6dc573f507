/// An option a rule reads from its entry in `rules.json`, with the type the file must give it.
public struct RuleOption: Sendable {
    public enum Kind: String, Sendable { case integer = "a whole number", stringList = "an array of strings" }
    public let name: String
    public let kind: Kind
    public let help: String

    public init(_ name: String, _ kind: Kind, _ help: String) {
        self.name = name
        self.kind = kind
        self.help = help
    }
}

/// Code that shows a rule at work. In triggering examples `↓` marks where each finding is
/// reported; the test suite runs every example of every rule.
public struct RuleExamples: Sendable {
    public let triggering: [String]
    public let nonTriggering: [String]

    public init(triggering: [String], nonTriggering: [String]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// A rule's settings after validation: its severity and its options.
public struct RuleSettings: Sendable {
    public var severity: Severity
    public var integers: [String: Int] = [:]
    public var stringLists: [String: [String]] = [:]

    public init(severity: Severity) { self.severity = severity }

    public func integer(_ name: String, default fallback: Int) -> Int { integers[name] ?? fallback }
    public func strings(_ name: String) -> [String] { stringLists[name] ?? [] }
}

/// One check of the convention. Rules are stateless values built from their settings; `check`
/// runs once per file over the types the configuration selects.
public protocol Rule: Sendable {
    static var id: String { get }
    /// One line, for `layoutlint rules` and report metadata.
    static var description: String { get }
    /// Why the convention asks for this.
    static var rationale: String { get }
    static var options: [RuleOption] { get }
    static var examples: RuleExamples { get }

    init(settings: RuleSettings)
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    public static var options: [RuleOption] { [] }
}
