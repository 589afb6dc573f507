import Testing
@testable import LayoutLint

/// `--diff-base` (findings on changed lines only) and baselines (findings already accepted).
@Suite("Changed lines and baselines")
struct ChangedLinesTests {
    /// Findings: section-mark ×3 (lines 6, 10, 17), section-order (10), super-call (14), private-methods (17).
    static let legacy = """
    import UIKit

    class FeedViewController: UIViewController {
        var items: [String] = []

        @objc func didTapRefresh(_ sender: UIButton) {
            reload()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
        }

        override func viewWillAppear(_ animated: Bool) {
        }

        func reload() {
        }
    }

    """

    static let newViewDidAppear = """
        override func viewDidAppear(_ animated: Bool) {
        }

    """

    @Test func diffBaseReportsOnlyChangedLines() throws {
        let repo = try TemporaryRepository("diffbase")
        try repo.write("App/FeedViewController.swift", Self.legacy)
        try repo.commitAll("legacy")
        #expect(runTool(["lint", "--quiet", "--diff-base", "HEAD", repo.root]).out == "", "nothing changed")

        // A new life-cycle override without super, after viewWillAppear (lines 17-18).
        try repo.write("App/FeedViewController.swift", Self.legacy.replacingFirst("    func reload() {", with: Self.newViewDidAppear + "    func reload() {"))
        let changed = runTool(["lint", "--quiet", "--diff-base", "HEAD", repo.root])
        #expect(changed.status == 1)
        #expect(changed.out == repo.path("App/FeedViewController.swift")
            + ":17:14: error: 'viewDidAppear(_:)' overrides UIViewController's but never calls super.viewDidAppear (super-call)\n")

        // An untracked file is new in full; --staged narrows to the staged change.
        try repo.write("App/ProfileViewController.swift", Controllers.bad)
        let withNew = runTool(["lint", "--quiet", "--diff-base", "HEAD", repo.root])
        #expect(withNew.out.split(separator: "\n").count == 2 && withNew.out.contains("ProfileViewController.swift:9:14: error:"))
        try repo.git("add", "App/ProfileViewController.swift")
        let staged = runTool(["lint", "--quiet", "--staged", "--diff-base", "HEAD", repo.root])
        #expect(staged.out == repo.path("App/ProfileViewController.swift")
            + ":9:14: error: 'viewWillAppear(_:)' overrides UIViewController's but never calls super.viewWillAppear (super-call)\n")

        // A pull request: what a branch changed since it left main.
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.commitAll("feature work")
        let base = try repo.git("merge-base", "main", "HEAD").stdoutText.trimmingNewlines()
        #expect(runTool(["lint", "--quiet", "--diff-base", base, repo.root]).out == withNew.out)
        #expect(runTool(["lint", "--quiet", "--diff-base", "main", repo.root]).out == withNew.out)

        let bad = runTool(["lint", "--diff-base", "no-such-ref", repo.root])
        #expect(bad.status == 2 && bad.err.contains("no-such-ref"))
        #expect(runTool(["lint", "--diff-base", "HEAD", "--files-from", "-"]).status == 2)
    }

    /// A staged file of 128 MiB or more is refused with the reason, as on disk, not linted as
    /// nothing: the hook must not let it through as clean. (Its work tree differs, so its staged
    /// bytes come from git.)
    @Test func stagedFilesOf128MiBOrMoreAreRefused() throws {
        let repo = try TemporaryRepository("staged-large")
        try repo.write("App/FeedViewController.swift", Self.legacy)
        var large = Array(Self.legacy.utf8) + Array("/*".utf8)
        large += [UInt8](repeating: UInt8(ascii: "a"), count: TokenList.maxPackedBytes - large.count)
        try FileSystem.writeFile(repo.path("App/Large.swift"), large)
        try repo.git("add", "App")
        try FileSystem.writeFile(repo.path("App/Large.swift"), Array(Self.legacy.utf8))
        for command in [["lint", "--quiet", "--staged"], ["fix", "--dry-run", "--staged"]] {
            let result = runTool(command + [repo.root])
            #expect(result.status == 3, "\(command)")
            #expect(result.err.contains("error: " + repo.path("App/Large.swift") + ": is 128 MiB or larger, too large to be Swift source"), "\(command)")
        }
        #expect(runTool(["lint", "--quiet", "--staged", repo.root]).out.contains("FeedViewController.swift:14:14: error:"))
    }

    @Test func baselineSurvivesMovedCodeAndReportsNewFindings() throws {
        let dir = try temporaryDirectory("baseline")
        let file = FileSystem.join(dir, "App/FeedViewController.swift")
        let baseline = FileSystem.join(dir, ".layoutlint-baseline.json")
        try FileSystem.createDirectories(FileSystem.join(dir, "App"))
        try FileSystem.writeFile(file, Self.legacy)

        let write = runTool(["lint", "--write-baseline", baseline, dir])
        #expect(write.status == 0 && write.out == "", "recording reports nothing")
        #expect(write.err.contains("Recorded 6 findings in \(baseline)"))
        let recorded = try Baseline.load(baseline)
        #expect(recorded.findingCount == 6)
        #expect(recorded.entries.allSatisfy { $0.file == "App/FeedViewController.swift" }, "paths relative to the baseline's folder")
        #expect(recorded.entries.contains { $0.rule == "super-call" && $0.type == "FeedViewController" && $0.member == "viewWillAppear(_:)" })

        let clean = runTool(["lint", "--baseline", baseline, dir])
        #expect(clean.status == 0 && clean.out == "")
        #expect(clean.err.contains("Linted 1 file: 0 errors, 0 warnings, 0 notes in 0 files. 6 more in the baseline."))

        // Move everything down: a header, a type above the controller, longer bodies.
        let moved = "// Feed screen.\n// Copyright the team.\n\n" + Self.legacy
            .replacingFirst("import UIKit\n", with: "import UIKit\n\nstruct FeedItem {\n    let id: Int\n    let title: String\n}\n")
            .replacingFirst("        reload()\n", with: "        // Pull to refresh.\n        items.removeAll()\n        reload()\n")
            .replacingFirst("    override func viewWillAppear", with: "    /// Appears.\n    override func viewWillAppear")
        try FileSystem.writeFile(file, moved)
        #expect(runTool(["lint", "--quiet", dir]).out.split(separator: "\n").count == 6, "the same six findings, on other lines")
        let stillClean = runTool(["lint", "--quiet", "--baseline", baseline, dir])
        #expect(stillClean.status == 0 && stillClean.out == "", "moved findings stay suppressed:\n\(stillClean.out)")

        // A genuinely new finding is reported, alone.
        try FileSystem.writeFile(file, moved.replacingFirst("    func reload() {", with: Self.newViewDidAppear + "    func reload() {"))
        let new = runTool(["lint", "--quiet", "--baseline", baseline, dir])
        #expect(new.status == 1)
        let lines = new.out.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasSuffix("'viewDidAppear(_:)' overrides UIViewController's but never calls super.viewDidAppear (super-call)"))

        // Fixing a recorded finding is fine; the baseline still covers the rest.
        try FileSystem.writeFile(file, moved.replacingFirst("Bool) {\n    }", with: "Bool) {\n        super.viewWillAppear(animated)\n    }"))
        #expect(runTool(["lint", "--quiet", "--baseline", baseline, dir]).out == "")
    }

    @Test func baselineCountsDuplicatesAndPrefersTheRecordedMessage() {
        func finding(_ message: String, line: Int) -> Finding {
            Finding(ruleID: "view-setup-in-lifecycle", severity: .warning, message: message, path: "x", line: line, column: 1,
                    typeName: "AViewController", memberName: "viewDidLoad()")
        }
        let old = [finding("creates a UILabel (line 3)", line: 3), finding("configures 'table'", line: 4)]
        let baseline = Baseline(findings: old.map { ("A.swift", $0) })
        var filter = BaselineFilter(baseline)
        let now = [finding("creates a UIButton", line: 5), finding("creates a UILabel (line 9)", line: 9), finding("configures 'table'", line: 10)]
        #expect(filter.newFindings(now, file: "A.swift") == [now[0]], "the new message is the one reported")
        #expect(filter.suppressed == 2)
        var other = BaselineFilter(baseline)
        #expect(other.newFindings(now, file: "B.swift") == now, "another file is another identity")

        // Three of one identity against two recorded (messages changed): one is new.
        var loose = BaselineFilter(baseline)
        let renamed = [finding("a", line: 1), finding("b", line: 2), finding("c", line: 3)]
        #expect(loose.newFindings(renamed, file: "A.swift") == [renamed[2]])
    }

    @Test func baselineFileRoundTripsAndBadFilesExitTwo() throws {
        let f = Finding(ruleID: "super-call", severity: .error, message: "say \"hi\"\n", path: "p", line: 1, column: 1, typeName: nil, memberName: nil)
        let baseline = Baseline(findings: [("Sub/A.swift", f), ("Sub/A.swift", f)])
        #expect(baseline.entries.count == 1 && baseline.entries[0].count == 2)
        let dir = try temporaryDirectory("baseline-file")
        let path = FileSystem.join(dir, "b.json")
        try FileSystem.writeFile(path, baseline.json)
        #expect(try Baseline.load(path).entries == baseline.entries)

        try FileSystem.writeFile(path, #"{"version": 1, "findings": [{"rule": "x"}]}"#)
        let missing = runTool(["lint", "--baseline", path, CLITests.examples])
        #expect(missing.status == 2 && missing.err.contains("b.json:1:29: an entry needs 'rule' and 'file'"))
        try FileSystem.writeFile(path, "[]")
        #expect(runTool(["lint", "--baseline", path, CLITests.examples]).err.contains("not a layoutlint baseline"))
        #expect(runTool(["lint", "--baseline", FileSystem.join(dir, "none.json"), CLITests.examples]).status == 2)
        #expect(runTool(["lint", "--baseline", path, "--write-baseline", path]).status == 2)
    }

    @Test func unifiedDiffParsing() {
        let patch = """
        diff --git a/A.swift b/A.swift
        --- a/A.swift
        +++ b/A.swift
        @@ -3,0 +4,2 @@ class A {
        ++++ b/Evil.swift
        +@@ -1 +1 @@
        @@ -10 +12 @@
        -old
        \\ No newline at end of file
        +new
        \\ No newline at end of file
        @@ -20,3 +23,0 @@
        -gone
        -gone
        -gone
        diff --git "a/Caf\\303\\251 \\"x\\".swift" "b/Caf\\303\\251 \\"x\\".swift"
        --- /dev/null
        +++ "b/Caf\\303\\251 \\"x\\".swift"
        @@ -0,0 +1 @@
        +x
        """
        let lines = UnifiedDiff.changedLines(Array(patch.utf8))
        #expect(lines.keys.sorted() == ["A.swift", "Café \"x\".swift"])
        #expect(lines["A.swift"]?.ranges == [4...5, 12...12])
        #expect(lines["Café \"x\".swift"]?.ranges == [1...1])
        var set = LineSet([10...12, 1...2, 3...4])
        set.insert(20...20)
        #expect(set.ranges == [1...4, 10...12, 20...20])
        #expect(set.contains(4) && !set.contains(5) && set.contains(20) && !set.contains(21))
    }
}
