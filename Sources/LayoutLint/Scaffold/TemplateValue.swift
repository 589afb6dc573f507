/// The values a template sees: strings, booleans, and lists of records (views, protocols, events).
public indirect enum TemplateValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case list([[String: TemplateValue]])

    /// What `{{#if x}}` tests: true, a non-empty string, a non-empty list.
    public var isTruthy: Bool {
        switch self {
        case .string(let s): return !s.isEmpty
        case .bool(let b): return b
        case .list(let items): return !items.isEmpty
        }
    }
}

/// The shape of a template's variables, known before rendering, so that a misspelt placeholder is
/// an error at its line even inside a loop that happens to run zero times.
public indirect enum TemplateType: Sendable, Equatable {
    case string
    case bool
    /// A list of records with these fields.
    case list([String: TemplateType])

    var description: String {
        switch self {
        case .string: return "a string"
        case .bool: return "a boolean"
        case .list: return "a list"
        }
    }
}

/// A template that cannot be compiled or rendered, located at `file:line:column`.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
