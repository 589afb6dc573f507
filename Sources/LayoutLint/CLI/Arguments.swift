/// A small, strict command-line parser: every option is declared, anything else is a usage
/// error with a suggestion, and `--name=value` works as well as `--name value`.
public struct Arguments {
    public struct UsageError: Error, CustomStringConvertible {
        public let description: String
    }

    public private(set) var flags: Set<String> = []
    public private(set) var values: [String: [String]] = [:]
    public private(set) var positionals: [String] = []

    /// - Parameters:
    ///   - flags: options without a value (`--strict`).
    ///   - options: options taking a value (`--reporter json`); they may repeat.
    public init(_ arguments: [String], flags allowedFlags: [String], options allowedOptions: [String]) throws {
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if allowedFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if i < arguments.count {
                    value = arguments[i]
                    i += 1
                } else {
                    throw UsageError(description: "option '\(name)' needs a value")
                }
                values[name, default: []].append(value)
            } else {
                throw UsageError(description: "unknown option '\(name)'." + Suggestion.didYouMean(name, allowedFlags + allowedOptions))
            }
        }
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
    public func value(_ option: String) -> String? { values[option]?.last }
    public func all(_ option: String) -> [String] { values[option] ?? [] }

    /// The value of an option restricted to a fixed set of choices.
    public func choice(_ option: String, of choices: [String], default fallback: String) throws -> String {
        guard let value = value(option) else { return fallback }
        guard choices.contains(value) else {
            throw UsageError(description: "'\(value)' is not a valid value for \(option) (expected \(choices.joined(separator: ", "))).")
        }
        return value
    }
}
