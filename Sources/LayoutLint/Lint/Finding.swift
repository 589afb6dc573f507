/// How much a finding matters; `off` disables a rule.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case off, info, warning, error

    private var rank: Int {
        switch self {
        case .off: return 0
        case .info: return 1
        case .warning: return 2
        case .error: return 3
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One violation of the convention, located in a file.
public struct Finding: Sendable, Equatable {
    public let ruleID: String
    public var severity: Severity
    public let message: String
    public let path: String
    public let line: Int
    public let column: Int
    /// The checked type and member it concerns: what a baseline matches on, not the line.
    public let typeName: String?
    public let memberName: String?

    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int,
                typeName: String? = nil, memberName: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.typeName = typeName
        self.memberName = memberName
    }
}
