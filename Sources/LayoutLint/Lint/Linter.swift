/// Lints one file: outline → role classification → rules → suppressions → findings.
public struct Linter: Sendable {
    public let configuration: Configuration
    /// The project's own classes and protocols, shared by every file of a run.
    public let project: ProjectIndex
    /// The enabled rules, with their ids and severities in lists beside them: a list of
    /// `(rule, id, severity)` tuples copied each tuple (an existential box and a String) through
    /// its value witnesses for every rule of every file.
    private let rules: [any Rule]
    private let ruleIDs: [String]
    private let severities: [Severity]
    /// Each target's life-cycle order for the rules, made once a run instead of once a file.
    private let lifecycleOrders: [(target: String, order: NameSet)]
    /// What every file's classifier knows alike of the project's and the SDK's protocols, made once a run.
    let protocolKnowledge: SharedProtocolKnowledge

    public init(configuration: Configuration = .default, project: ProjectIndex = .empty) {
        self.configuration = configuration
        self.project = project
        var rules: [any Rule] = [], ruleIDs: [String] = [], severities: [Severity] = []
        for type in RuleRegistry.all {
            let settings = configuration.settings(for: type.id)
            guard settings.severity != .off else { continue }
            rules.append(type.init(settings: settings))
            ruleIDs.append(type.id)
            severities.append(settings.severity)
        }
        self.rules = rules
        self.ruleIDs = ruleIDs
        self.severities = severities
        lifecycleOrders = RuleContext.lifecycleOrders(of: configuration)
        protocolKnowledge = SharedProtocolKnowledge(project: project, configuration: configuration)
    }

    /// Findings of every enabled rule, suppressions applied, sorted by line, column and rule.
    public func lint(_ file: SourceFile) -> [Finding] {
        lint(SourceParser.parse(file))
    }

    /// (`consuming`: the outline is handed on to the rules' context, not copied: a copy retained
    /// and later released its ten references.)
    public func lint(_ outline: consuming Outline) -> [Finding] {
        check(outline).findings
    }

    /// Findings and the layout of each checked type, for reporters that draw it: the roles are
    /// classified once for both.
    public func lintWithLayout(_ file: SourceFile) -> (findings: [Finding], layouts: [ControllerLayout]) {
        lintWithLayout(SourceParser.parse(file))
    }

    public func lintWithLayout(_ outline: consuming Outline) -> (findings: [Finding], layouts: [ControllerLayout]) {
        let (findings, checked, classifier) = check(outline)
        return (findings, checked.map { ControllerLayout($0, outline: classifier.outline) })
    }

    private func check(_ outline: consuming Outline) -> (findings: [Finding], checked: [CheckedType], classifier: RoleClassifier) {
        // One copy, for the classifier; the rules' context takes this one over. (Read back from
        // the classifier, it was copied for the call, and again for the context.)
        let classifier = RoleClassifier(outline: copy outline, shared: protocolKnowledge)
        let checked = classifier.checkedTypes()
        return (lint(outline, classifier: classifier, checked: checked), checked, classifier)
    }

    /// Findings for types already classified (the fixer classifies once for both).
    func lint(_ outline: consuming Outline, classifier: RoleClassifier, checked: [CheckedType]) -> [Finding] {
        guard !checked.isEmpty else { return [] }
        // One context for the file: each rule's cost ~600 instructions to set up and tear down.
        let context = RuleContext(outline: outline, configuration: configuration, checkedTypes: checked,
                                  classifier: classifier, ruleID: "", severity: .off, lifecycleOrders: lifecycleOrders)
        // Each rule's list kept as it came: a finding is copied once, into the sorted result. Joining
        // the lists, filtering and sorting copied each one three times (five references retained
        // and released a copy).
        var lists: [[Finding]] = []
        var lastLine = 0
        for r in rules.indices {
            context.switchRule(to: ruleIDs[r], severity: severities[r])
            let list = rules[r].check(context)
            guard !list.isEmpty else { continue }
            for f in list.indices { lastLine = max(lastLine, list[f].line) }
            lists.append(list)
        }
        guard !lists.isEmpty else { return [] }
        // Commands below the last finding suppress nothing: the bytes after it are not searched.
        let suppressions = Suppressions(context.outline, throughLine: lastLine)
        // Each kept finding as `list << 32 | index`, its place in the lists joined in order (a list
        // of tuples had its storage type looked up at run time).
        var kept: [Int] = []
        for l in lists.indices {
            for f in lists[l].indices where suppressions.isEmpty || !suppressions.suppresses(lists[l][f]) { kept.append(l << 32 | f) }
        }
        // By line, column and rule; findings equal in all three stay in the order the rules made them
        // (the stable sort of the joined list did the same). Fields are read in place: a finding
        // bound to a name is a copy.
        kept.sort { a, b in
            let (la, fa, lb, fb) = (a >> 32, a & 0xFFFF_FFFF, b >> 32, b & 0xFFFF_FFFF)
            if lists[la][fa].line != lists[lb][fb].line { return lists[la][fa].line < lists[lb][fb].line }
            if lists[la][fa].column != lists[lb][fb].column { return lists[la][fa].column < lists[lb][fb].column }
            if lists[la][fa].ruleID != lists[lb][fb].ruleID { return lists[la][fa].ruleID < lists[lb][fb].ruleID }
            return a < b
        }
        return kept.map { lists[$0 >> 32][$0 & 0xFFFF_FFFF] }
    }
}
