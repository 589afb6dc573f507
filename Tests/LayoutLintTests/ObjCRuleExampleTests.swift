import Testing
@testable import LayoutLint

/// The Objective-C examples of rules whose own examples are Swift, run like theirs.
@Suite("Objective-C rule examples")
struct ObjCRuleExampleTests {
    static let ruleIDs = ObjCRuleExamples.byRule.keys.sorted()

    @Test(arguments: ruleIDs)
    func triggeringExamplesReportAtTheirMarkers(id: String) {
        #expect(RuleRegistry.rule(id) != nil, "\(id) is not a rule")
        for example in ObjCRuleExamples.byRule[id]!.triggering {
            let (code, expected) = RuleExampleTests.markers(in: example)
            #expect(code.contains("@implementation"))
            let found = RuleExampleTests.findings(of: id, in: code)
            #expect(found.map { "\($0.line):\($0.column)" } == expected.map { "\($0.0):\($0.1)" },
                    "\(id) on:\n\(code)\nfound: \(found.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesAreClean(id: String) {
        for example in ObjCRuleExamples.byRule[id]!.nonTriggering {
            let found = RuleExampleTests.findings(of: id, in: example)
            #expect(found.isEmpty, "\(id) reported: \(found.map { "\($0.line): \($0.message)" })")
        }
    }

    @Test func theConformingControllerIsCleanForEveryRule() {
        let findings = Linter(configuration: .default).lint(SourceFile(path: "ProfileViewController.m", text: ObjCRuleExamples.conforming))
        #expect(findings.isEmpty, "\(findings.map { "\($0.line): \($0.message) (\($0.ruleID))" })")
    }
}
