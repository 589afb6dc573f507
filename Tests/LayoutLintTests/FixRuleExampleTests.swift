import Testing
@testable import LayoutLint

/// Every repairable rule's triggering examples, fixed with that repair alone, no longer trigger
/// it, or each remaining finding says why it was not repaired.
@Suite("Fixer: rule examples")
struct FixRuleExampleTests {
    @Test(arguments: Fixer.repairableRules.sorted())
    func triggeringExamplesAreRepairedOrExplained(id: String) {
        let rule = RuleRegistry.rule(id)!
        for example in rule.examples.triggering {
            let (code, _) = RuleExampleTests.markers(in: example)
            let configuration = Configuration.default.enablingOnly([id])
            let result = Fixer(configuration: configuration).fix(SourceFile(path: "Example.swift", text: code))
            #expect(result.failure == nil, "\(id): \(result.failure ?? "")")
            let after = result.fixed.map { String(decoding: $0, as: UTF8.self) } ?? code
            let left = RuleExampleTests.findings(of: id, in: after)
            let explained = result.remaining.filter { $0.finding.ruleID == id && !$0.reason.contains("no safe rewrite") }
            #expect(left.count == explained.count, "\(id) on:\n\(after)\nleft: \(left.map(\.message))")
        }
    }
}
