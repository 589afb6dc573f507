/// Lints one file: outline → role classification → rules → suppressions → findings.
public struct Linter: Sendable {
    public let configuration: Configuration
    /// The project's own classes and protocols, shared by every file of a run.
    public let project: ProjectIndex
    private let rules: [(rule: any Rule, id: String, severity: Severity)]
    /// Each target's life-cycle order for the rules, made once a run instead of once a file.
    private let lifecycleOrders: [(target: String, order: NameSet)]

    public init(configuration: Configuration = .default, project: ProjectIndex = .empty) {
        self.configuration = configuration
        self.project = project
        rules = RuleRegistry.all.compactMap { type in
            let settings = configuration.settings(for: type.id)
            return settings.severity == .off ? nil : (type.init(settings: settings), type.id, settings.severity)
        }
        lifecycleOrders = RuleContext.lifecycleOrders(of: configuration)
    }

    /// Findings of every enabled rule, suppressions applied, sorted by line, column and rule.
    public func lint(_ file: SourceFile) -> [Finding] {
        lint(SourceParser.parse(file))
    }

    public func lint(_ outline: Outline) -> [Finding] {
        check(outline).findings
    }

    /// Findings and the layout of each checked type, for reporters that draw it: the roles are
    /// classified once for both.
    public func lintWithLayout(_ file: SourceFile) -> (findings: [Finding], layouts: [ControllerLayout]) {
        lintWithLayout(SourceParser.parse(file))
    }

    public func lintWithLayout(_ outline: Outline) -> (findings: [Finding], layouts: [ControllerLayout]) {
        let (findings, checked) = check(outline)
        return (findings, checked.map { ControllerLayout($0, outline: outline) })
    }

    private func check(_ outline: Outline) -> (findings: [Finding], checked: [CheckedType]) {
        let classifier = RoleClassifier(outline: outline, configuration: configuration, project: project)
        let checked = classifier.checkedTypes()
        return (lint(outline, classifier: classifier, checked: checked), checked)
    }

    /// Findings for types already classified (the fixer classifies once for both).
    func lint(_ outline: Outline, classifier: RoleClassifier, checked: [CheckedType]) -> [Finding] {
        guard !checked.isEmpty else { return [] }
        var findings: [Finding] = []
        // One context for the file: each rule's cost ~600 instructions to set up and tear down.
        let context = RuleContext(outline: outline, configuration: configuration, checkedTypes: checked,
                                  classifier: classifier, ruleID: "", severity: .off, lifecycleOrders: lifecycleOrders)
        for (rule, id, severity) in rules {
            context.switchRule(to: id, severity: severity)
            findings += rule.check(context)
        }
        guard !findings.isEmpty else { return [] }
        // Commands below the last finding suppress nothing: the bytes after it are not searched.
        let suppressions = Suppressions(outline, throughLine: findings.reduce(0) { max($0, $1.line) })
        return findings
            .filter { !suppressions.suppresses($0) }
            .sorted { ($0.line, $0.column, $0.ruleID) < ($1.line, $1.column, $1.ruleID) }
    }
}
