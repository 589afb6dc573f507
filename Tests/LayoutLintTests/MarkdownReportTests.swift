import Testing
@testable import LayoutLint

/// The Markdown summary, read back by an independent renderer: markdown-it-py with its GFM table
/// extension (`Tests/markdown/check_markdown.py`), installed into a venv when missing.
@Suite("Markdown report", .serialized)
struct MarkdownReportTests {
    /// One interpreter for the suite: installing markdown-it-py into a venv takes seconds.
    static let python = Result { try PythonEnvironment.with(modules: ["markdown_it"], packages: ["markdown-it-py"],
                                                            in: try temporaryDirectory("markdown-it")) }

    static func render(_ file: String) throws -> JSONNode {
        let python = try python.get()
        let script = FileSystem.join(ConfigurationTests.repositoryRoot, "Tests/markdown/check_markdown.py")
        let run = try Subprocess.run(python, [script, file])
        guard run.succeeded else { throw Subprocess.Failure(description: "check_markdown.py failed: \(run.stderrText)") }
        return try JSONParser.parse(run.stdout)
    }

    static func tables(_ page: JSONNode) -> [[[String]]] { page["tables"]?.items.map { $0.items.map(\.strings) } ?? [] }

    /// Every line starting with `|` rendered as a row (or is a delimiter row): the table syntax holds.
    static func expectWellFormedTables(_ page: JSONNode) {
        let rows = tables(page).reduce(0) { $0 + $1.count }
        #expect(page["sourceTableLines"]?.number == Double(rows) + (page["delimiterRows"]?.number ?? -1))
    }

    @Test func summaryRendersAsGFMTablesWithLinksAndStrips() throws {
        let dir = try ReportFixtures.write(in: "markdown")
        defer { _ = try? Subprocess.run("rm", ["-rf", dir]) }
        let report = FileSystem.join(dir, "summary.md")
        #expect(runTool(["lint", "--reporter", "markdown", "--output", report, dir]).status == 1)
        let page = try Self.render(report)
        Self.expectWellFormedTables(page)
        let findings = runTool(["lint", "--quiet", dir]).out.split(separator: "\n").map { line in
            line.split(separator: ":", maxSplits: 3).prefix(2).joined(separator: "#L")
        }
        let tables = Self.tables(page)
        #expect(tables.count == 3, "rules, findings, section maps")
        guard tables.count == 3 else { return }
        #expect(tables[1].first == ["Severity", "Location", "Rule", "Message"])
        #expect(tables[1].count == findings.count + 1 && tables[1].allSatisfy { $0.count == 4 })
        // Links: `path#Lline` for every finding, then the controller's declaration line.
        let links = page["links"]?.strings ?? []
        #expect(Array(links.prefix(findings.count)) == findings.map { String($0) })
        #expect(links.last == FileSystem.join(dir, "Screens/CheckoutViewController.swift") + "#L3")
        // Escaped text renders back to the message; quoted code stays code.
        #expect(tables[1].contains { $0[3].contains("belongs in Event Response (named in #selector at line 6)") })
        #expect(page["codeSpans"]?.strings.contains { $0.hasPrefix("// MARK: - ") } == true)
        // Only the controller with findings gets a strip: letters by section, a space at each MARK,
        // lower case where a member sits in another section.
        #expect(tables[2] == [["Controller", "Section map", "Findings"], ["CheckoutViewController", "A LepLdh Ad", "1 error, 6 warnings, 1 note"]])
        #expect(page["paragraphs"]?.strings.first == "8 findings (1 error, 6 warnings, 1 note) in 1 of 3 files; 2 of 3 controllers conform fully.")
    }

    /// GitHub refuses a job summary over 1 MiB: 6,000 misplaced handlers make ~1.5 MB of rows, and
    /// the summary stops under 1 MB with a note saying how many were left out.
    @Test func staysUnderGitHubsLimitWithANote() throws {
        let dir = try temporaryDirectory("markdown-limit")
        defer { _ = try? Subprocess.run("rm", ["-rf", dir]) }
        let handlers = (0..<6_000).map { "    @objc private func didTapButton\($0)(_ sender: UIButton) {}\n" }.joined()
        try FileSystem.writeFile(FileSystem.join(dir, "HugeViewController.swift"),
                                 "import UIKit\n\nclass HugeViewController: UIViewController {\n    // MARK: - Life Cycle\n" + handlers + "}\n")
        let report = FileSystem.join(dir, "summary.md")
        #expect(runTool(["lint", "--reporter", "markdown", "--output", report, dir]).status == 1, "a section-order error too")
        let page = try Self.render(report)
        let bytes = page["bytes"]?.number ?? 0
        #expect(bytes > 700_000 && bytes <= 1_000_000, "\(bytes)")
        Self.expectWellFormedTables(page)
        let shown = (Self.tables(page).dropFirst().first?.count ?? 1) - 1
        #expect(shown > 1_500 && shown < 6_000)
        let paragraphs = page["paragraphs"]?.strings ?? []
        #expect(paragraphs.first?.hasPrefix("6001 findings (1 error, 6000 warnings)") == true)
        #expect(paragraphs.contains { $0.hasPrefix("… and \(6_001 - shown) more findings not listed: the summary stops before GitHub's 1 MB limit.") },
                "\(paragraphs)")
        // The map still has its share of the room.
        #expect(Self.tables(page).last?.last?.first == "HugeViewController")
    }

    /// With --diff-base, a changed controller's map is shown even when it conforms; an untouched
    /// one in the same file is not.
    @Test func changedControllersGetTheirMaps() throws {
        let repo = try TemporaryRepository("markdown-changed")
        defer { _ = try? Subprocess.run("rm", ["-rf", FileSystem.parent(repo.root)]) }
        try repo.write("App/Screens.swift", ReportFixtures.conforming + "\n" + ReportFixtures.small.replacing("import UIKit\n", with: ""))
        try repo.commitAll("screens")
        try repo.write("App/Screens.swift", try repo.read("App/Screens.swift").replacing("orders = service.cachedOrders()", with: "orders = service.freshOrders()"))
        let report = FileSystem.join(FileSystem.parent(repo.root), "summary.md")
        #expect(runTool(["lint", "--reporter", "markdown", "--diff-base", "HEAD", "--output", report, repo.root]).status == 0)
        let page = try Self.render(report)
        #expect(page["headings"]?.strings.contains("Section maps of changed controllers and those with findings") == true)
        #expect(Self.tables(page).last == [["Controller", "Section map", "Findings"], ["OrdersViewController", "PP LLLL DD E AA", "conforms"]])
    }
}

@Suite("Markdown text")
struct MarkdownTextTests {
    @Test func escapingKeepsTablesLinksMathAndMentionsOut() {
        #expect(MarkdownText.escaped("a|b [x](y) <b> $x$ *e* @objc\nnext") == #"a\|b \[x\](y) \<b\> \$x\$ \*e\* @"# + "\u{2060}objc next")
        #expect(MarkdownText.message("add `a|b` here | there") == #"add `a\|b` here \| there"#)
        #expect(MarkdownText.message("odd ` tick") == #"odd \` tick"#)
    }

    @Test func limitTruncatesBothTablesAndLinksUseTheActionsRun() {
        let context = ReporterContext(rules: [], rootPath: "/repo", useColor: false, toolVersion: "1")
        let env = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app", "GITHUB_SHA": "abc123"]
        let reporter = MarkdownReporter(context: context, byteLimit: MarkdownReporter.reserve + 400, environment: { env[$0] })
        let (findings, layouts) = Linter().lintWithLayout(SourceFile(path: "/repo/Sources/My App/Checkout.swift", bytes: Array(ReportFixtures.messy.utf8)))
        _ = reporter.add(path: "/repo/Sources/My App/Checkout.swift", findings: findings, layouts: layouts)
        var summary = LintSummary()
        findings.forEach { summary.count($0) }
        let out = reporter.end(summary)
        #expect(out.contains("](https://github.com/acme/app/blob/abc123/Sources/My%20App/Checkout.swift#L4)"))
        #expect(out.contains("more findings not listed") && out.contains("1 more section map not shown"))
        #expect(out.utf8.count <= MarkdownReporter.reserve + 400)
    }
}
