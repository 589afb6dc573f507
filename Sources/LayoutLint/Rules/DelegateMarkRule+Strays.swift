/// Members that sit in a protocol's block without belonging to the protocol: an `@objc` button
/// handler in `extension FeedViewController: ComposerDelegate`. Reported only for protocols whose
/// requirements are known in full (the SDK table, the project index, this file).
extension DelegateMarkRule {
    static func strayMembers(of section: Section, type: CheckedType, _ context: RuleContext) -> [Finding] {
        guard case let .delegate(blockProtocol)? = section.role,
              let required = requirements(of: blockProtocol, context) else { return [] }
        var findings: [Finding] = []
        for entry in section.members {
            guard case let .delegate(name)? = entry.role, name == blockProtocol else { continue }
            let member = entry.member
            let signature = member.signature ?? member.name
            guard !required.contains(signature), !member.has(modifier: "override") else { continue }
            let isHandler = member.has(attribute: "@IBAction") || member.has(attribute: "@objc")
                || context.classifier.selectors.lines[member.name] != nil
            let destination = isHandler ? "Event Response" : member.kind == .func ? "a section of its own" : "the properties or getters"
            findings.append(context.finding(
                "'\(signature)' is not a requirement of \(blockProtocol) but sits in its block; move it to \(destination)",
                at: member, type: type.name))
        }
        return findings
    }

    /// Every requirement of a protocol and of the protocols it refines, or nil when any of them is
    /// unknown (declared in a module the linter does not see).
    static func requirements(of name: String, _ context: RuleContext) -> Set<String>? {
        let ignored: Set<String> = ["AnyObject", "NSObjectProtocol", "class", "Sendable", "Hashable", "Equatable"]
        let knowledge = context.classifier.knowledge
        var result: Set<String> = []
        for next in knowledge.refinementClosure(name) where !ignored.contains(next) {
            guard let facts = knowledge.facts(next) else { return nil }
            result.formUnion(facts.requirements)
        }
        return result
    }
}
