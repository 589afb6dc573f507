/// `layoutlint rules [ID]`: what each rule checks, why, and examples.
enum RulesCommand {
    static let help = """
    USAGE: layoutlint rules [--config FILE] [ID]

    Lists the rules with their severity in the effective configuration, or explains one rule:
    what it checks, why, its options, and code that triggers it (↓ marks each finding) and code
    that does not.
    """

    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h"], options: ["--config"])
        if args.has("--help") || args.has("-h") {
            output.line(help)
            return 0
        }
        let configuration: Configuration
        do {
            configuration = try ConfigurationLoader.configuration(explicitPath: args.value("--config"), searchFrom: ".")
        } catch let error as ConfigurationError {
            output.error(error.description)
            return 2
        }
        guard let id = args.positionals.first else {
            let width = RuleRegistry.ids.map(\.count).max() ?? 0
            for rule in RuleRegistry.all {
                let severity = configuration.settings(for: rule.id).severity.rawValue
                output.line("\(rule.id.padding(width + 1)) \(severity.padding(8)) \(rule.description)")
            }
            return 0
        }
        guard let rule = RuleRegistry.rule(id) else {
            throw Arguments.UsageError(description: "unknown rule '\(id)'." + Suggestion.didYouMean(id, RuleRegistry.ids))
        }
        output.line("\(rule.id) (\(configuration.settings(for: rule.id).severity.rawValue))")
        output.line("")
        output.line(rule.description)
        output.line("")
        output.line("Why: \(rule.rationale)")
        if !rule.options.isEmpty {
            output.line("")
            output.line("Options (in rules.json under \"rules\": {\"\(rule.id)\": {…}}):")
            for option in rule.options { output.line("  \(option.name): \(option.kind.rawValue), \(option.help)") }
        }
        for (title, examples) in [("Triggers (↓ marks the finding)", rule.examples.triggering), ("Does not trigger", rule.examples.nonTriggering)] {
            output.line("")
            output.line("\(title):")
            for example in examples {
                output.line("")
                for line in example.split(separator: "\n", omittingEmptySubsequences: false) { output.line("    " + line) }
            }
        }
        return 0
    }
}
