import Testing
@testable import LayoutLint

/// The built-in templates' output, frozen: every combination of the guarantee matrix (and the
/// kitchen sink) must generate exactly the committed files under `Tests/Fixtures/scaffold-golden/`.
/// They were recorded before the templates were rewritten on shared partials, so this proves the
/// rewrite changed no byte. Re-record deliberately (after reviewing the diff) with
/// `LAYOUTLINT_RECORD_GOLDEN=1 swift test --filter ScaffoldGoldenTests`.
@Suite("Scaffold golden output")
struct ScaffoldGoldenTests {
    static var folder: String { FileSystem.join(ScaffoldTestSupport.packageRoot, "Tests/Fixtures/scaffold-golden") }

    /// `mvc-objc-v1-p2-e0`: template, language, and the index of the view, protocol and event set.
    static func combinations() -> [(name: String, combination: ScaffoldMatrixTests.Combination)] {
        var result: [(String, ScaffoldMatrixTests.Combination)] = []
        for (template, language) in ScaffoldMatrixTests.templates.map({ ($0, ScaffoldRequest.Language.swift) }) + [("mvc", .objc)] {
            for (v, views) in ScaffoldMatrixTests.viewSets.enumerated() {
                for (p, protocols) in ScaffoldMatrixTests.protocolSets.enumerated() {
                    for (e, events) in ScaffoldMatrixTests.eventSets.enumerated() {
                        result.append(("\(template)-\(language.rawValue)-v\(v)-p\(p)-e\(e)",
                                       .init(template: template, views: views, protocols: protocols, events: events, language: language)))
                    }
                }
            }
            if language == .swift { result.append(("\(template)-swift-kitchen-sink", ScaffoldMatrixTests.kitchenSink(template))) }
        }
        return result
    }

    /// The files as `scaffold --dry-run` shows them: a `==> path <==` line before each.
    static func transcript(_ files: [GeneratedFile]) -> String {
        files.map { "==> \($0.path) <==\n\($0.contents)" + ($0.contents.hasSuffix("\n") ? "" : "\n") }.joined(separator: "\n")
    }

    @Test func everyCombinationMatchesItsRecordedOutput() throws {
        let record = FileSystem.environment("LAYOUTLINT_RECORD_GOLDEN") == "1"
        let bundles = try TemplateLibrary.builtIn()
        let combinations = Self.combinations()
        #expect(combinations.count == 4 * 13 + 12)
        var expectedNames = Set<String>()
        for (name, combination) in combinations {
            let bundle = bundles.first { $0.name == combination.template }!
            let actual = Self.transcript(try Scaffolder.generate(try combination.request(), bundle: bundle))
            let path = FileSystem.join(Self.folder, name + ".expected")
            expectedNames.insert(name + ".expected")
            if record {
                try ScaffoldTestSupport.write(actual, to: path)
                continue
            }
            guard let expected = ScaffoldTestSupport.read(path) else {
                Issue.record("\(path) is missing: record it with LAYOUTLINT_RECORD_GOLDEN=1")
                continue
            }
            if actual != expected {
                let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let first = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
                Issue.record("\(name): differs from \(path) at line \(first + 1):\n  expected: \(first < e.count ? String(e[first]) : "<end>")\n  actual:   \(first < a.count ? String(a[first]) : "<end>")")
            }
        }
        // No stale recording lingers for a combination the matrix no longer has.
        #expect(Set(try FileSystem.entries(Self.folder)) == expectedNames)
    }
}
