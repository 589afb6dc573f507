/// Controllers stay short.
public struct ControllerLengthRule: Rule {
    public static let id = "controller-length"
    public static let description = "A controller (body and same-file extensions) stays under a length limit: a warning, then an error."
    public static let rationale = """
        The reference app kept its most complex controller under 600 lines and most at 300–400. A longer \
        one is doing work that belongs in a data source, a view, a view model or a helper type.
        """
    public static let options = [
        RuleOption("warning", .integer, "lines above which it is a warning"),
        RuleOption("error", .integer, "lines above which it is an error"),
    ]
    public static let examples = RuleExamples(
        triggering: ["↓class LongViewController: UIViewController {\n" + String(repeating: "    let value = 1\n", count: 401) + "}"],
        nonTriggering: ["class ShortViewController: UIViewController {\n" + String(repeating: "    let value = 1\n", count: 300) + "}"],
    )

    let warningLimit: Int
    let errorLimit: Int

    public init(settings: RuleSettings) {
        warningLimit = settings.integer("warning", default: 400)
        errorLimit = settings.integer("error", default: 600)
    }

    public func check(_ context: RuleContext) -> [Finding] {
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        context.types.compactMap { finding(for: $0, context) }
    }

    private func finding(for type: CheckedTypeRef, _ context: RuleContext) -> Finding? {
        let lines = type.parts.reduce(0) { total, part in
            total + context.outline.types[part].endLine - context.outline.types[part].line + 1
        }
        guard lines > warningLimit else { return nil }
        let severity: Severity = lines > errorLimit ? .error : .warning
        let limit = severity == .error ? errorLimit : warningLimit
        // Written as bytes (MessageText): String's appends cost ~1,500 instructions a message.
        let message: MessageText = "\(type.name) is \(lines) lines long (body and extensions in this file), over \(limit); "
            + "move data sources, views and helpers into types of their own"
        return context.finding(
            message.string,
            token: context.outline.types[type.parts[0]].startToken, type: type.name, member: nil, severity: severity)
    }
}
