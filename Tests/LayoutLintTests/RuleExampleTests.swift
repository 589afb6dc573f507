import Testing
@testable import LayoutLint

/// Runs every rule's own examples: triggering ones must report exactly at their `↓` markers,
/// non-triggering ones must report nothing for that rule.
@Suite("Rule examples")
struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.ids

    /// Removes the markers and returns the code with the (line, column) of each.
    static func markers(in example: String) -> (code: String, positions: [(Int, Int)]) {
        var code = ""
        var positions: [(Int, Int)] = []
        var line = 1, column = 1
        for character in example {
            if character == "↓" {
                positions.append((line, column))
                continue
            }
            code.append(character)
            if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
        }
        return (code, positions)
    }

    static func findings(of id: String, in code: String) -> [Finding] {
        let linter = Linter(configuration: Configuration.default.enablingOnly([id]))
        // Examples that start an @implementation are Objective-C.
        let path = code.contains("@implementation") ? "Example.m" : "Example.swift"
        return linter.lint(SourceFile(path: path, text: code)).filter { $0.ruleID == id }
    }

    @Test(arguments: ruleIDs)
    func triggeringExamplesReportAtTheirMarkers(id: String) {
        let rule = RuleRegistry.rule(id)!
        #expect(!rule.examples.triggering.isEmpty, "\(id) has no triggering example")
        for example in rule.examples.triggering {
            let (code, expected) = Self.markers(in: example)
            #expect(!expected.isEmpty, "\(id): a triggering example needs ↓ markers")
            let found = Self.findings(of: id, in: code).map { ($0.line, $0.column) }
            #expect(found.map { "\($0.0):\($0.1)" } == expected.map { "\($0.0):\($0.1)" }, "\(id) on:\n\(code)\nfound: \(Self.findings(of: id, in: code).map(\.message))")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesAreClean(id: String) {
        let rule = RuleRegistry.rule(id)!
        #expect(!rule.examples.nonTriggering.isEmpty, "\(id) has no non-triggering example")
        for example in rule.examples.nonTriggering {
            let found = Self.findings(of: id, in: example)
            #expect(found.isEmpty, "\(id) reported on a non-triggering example: \(found.map { "\($0.line): \($0.message)" })")
        }
    }

    @Test(arguments: ruleIDs)
    func everyRuleIsDocumented(id: String) {
        let rule = RuleRegistry.rule(id)!
        #expect(!rule.description.isEmpty && !rule.description.contains("\n"))
        #expect(rule.rationale.count > 40)
        #expect(Configuration.default.rules[id] != nil, "\(id) is missing from rules.json")
    }
}
