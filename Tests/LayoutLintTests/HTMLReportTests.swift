import Testing
@testable import LayoutLint

/// The HTML report as a browser shows it: real headless Chromium opens the page from disk and
/// `Tests/html/check_report.py` reports what it renders, what it requests and what it logs.
@Suite("HTML report", .serialized)
struct HTMLReportTests {
    @Test func chromiumShowsEveryControllerAndMemberInOrderWithNothingLeavingThePage() throws {
        let dir = try ReportFixtures.write(in: "html-page")
        defer { _ = try? Subprocess.run("rm", ["-rf", dir]) }
        let report = FileSystem.join(dir, "report.html")
        let lint = runTool(["lint", "--reporter", "html", "--output", report, dir])
        #expect(lint.status == 1 && lint.out.isEmpty, "the messy controller has an error; the report goes to the file: \(lint.err)")
        let misplacedRule = try #require(RuleRegistry.ids.firstIndex(of: "misplaced-member"))
        let scenarios = """
            [{"set":{"f-q":"formattedtotal"}},
             {"set":{"f-q":"","f-rule":"\(misplacedRule)"}},
             {"set":{"f-rule":"","f-sev":"conforming"}},
             {"set":{"f-sev":"","f-path":"other/"}},
             {"set":{"f-path":"","f-sort":"length"}}]
            """
        let page = try Chromium.check(report, ["--tabs", "60", "--control", "--scenarios", scenarios,
                                               "--strip", "OrdersViewController", "--strip", "CheckoutViewController"])

        // Nothing leaves the page and nothing goes wrong, and the capture would have seen it.
        #expect(page["requests"]?.strings == [])
        #expect(page["errors"]?.strings == [])
        #expect(page["control"]?["requests"]?.strings.contains("http://127.0.0.1:9/probe.png") == true)
        #expect(page["control"]?["errors"]?.strings.contains("console: control error") == true)
        #expect(page["ready"]?.string == "all")

        // One element per checked controller, one cell per member, in file order.
        let controllers = page["controllers"]?.items ?? []
        let byType = Dictionary(uniqueKeysWithValues: controllers.compactMap { c in c["type"]?.string.map { ($0, c) } })
        #expect(Set(byType.keys) == ["OrdersViewController", "CheckoutViewController", "AboutViewController"])
        #expect(controllers.count == 3)
        #expect(byType["OrdersViewController"]?["file"]?.string == FileSystem.join(dir, "Screens/OrdersViewController.swift"))
        #expect(byType["AboutViewController"]?["file"]?.string == FileSystem.join(dir, "Other/AboutViewController.swift"))
        let orders = try #require(byType["OrdersViewController"]), checkout = try #require(byType["CheckoutViewController"])
        #expect(orders["roles"]?.strings == ReportFixtures.conformingRoles)
        #expect(checkout["roles"]?.strings == ReportFixtures.messyRoles)
        #expect(byType["AboutViewController"]?["roles"]?.strings == ["lifecycle", "accessors"])
        #expect(orders["misplaced"]?.bools == Array(repeating: false, count: ReportFixtures.conformingRoles.count))
        #expect(checkout["misplaced"]?.bools == ReportFixtures.messyMisplaced)
        let boundaries = { (c: JSONNode) in c["boundaries"]?.bools.enumerated().filter(\.element).map(\.offset) }
        #expect(boundaries(orders) == ReportFixtures.conformingBoundaries)
        #expect(boundaries(checkout) == ReportFixtures.messyBoundaries)

        // Six different section colours, and every cell has its section's colour.
        let legend = Dictionary(uniqueKeysWithValues: (page["legend"]?.pairs ?? []).compactMap { p in p.node.string.map { (p.key, $0) } })
        let sectionColours = SectionID.allCases.compactMap { legend[$0.rawValue] }
        #expect(sectionColours.count == 6 && Set(sectionColours).count == 6)
        for controller in controllers {
            let roles = controller["roles"]?.strings ?? [], colours = controller["colors"]?.strings ?? []
            #expect(roles.count == colours.count)
            for (role, colour) in zip(roles, colours) { #expect(legend[role] == colour, "\(role) in \(controller["type"]?.string ?? "?")") }
        }

        // The screenshots read as bands for the conforming controller and as confetti for the messy one.
        let strips = page["strips"]
        #expect(strips?["OrdersViewController"]?.strings == ReportFixtures.runs(ReportFixtures.conformingRoles))
        #expect(strips?["CheckoutViewController"]?.strings == ReportFixtures.runs(ReportFixtures.messyRoles))
        #expect((strips?["CheckoutViewController"]?.strings.count ?? 0) > 2 * (strips?["OrdersViewController"]?.strings.count ?? 99) - 2)

        // Search, rule, severity and path filters, then sorting by length.
        let shown = (page["scenarios"]?.items ?? []).map { $0["shown"]?.strings ?? [] }
        #expect(shown.count == 5)
        guard shown.count == 5 else { return }
        #expect(shown[0] == ["CheckoutViewController"])
        #expect(shown[1] == ["CheckoutViewController"])
        #expect(Set(shown[2]) == ["OrdersViewController", "AboutViewController"] && shown[2].count == 2)
        #expect(shown[3] == ["AboutViewController"])
        #expect(shown[4] == ["OrdersViewController", "CheckoutViewController", "AboutViewController"])
        #expect(page["scenarios"]?.items.first?["status"]?.string == "1 of 3 controllers shown")

        // Keyboard only: Tab reaches every controller; arrow keys reach a member and say what it is.
        #expect(Set(page["focus"]?.strings ?? []) == Set(byType.keys))
        #expect(page["tooltip"]?["keyboard"]?.string?.contains("belongs in") == true)
        #expect(page["tooltip"]?["keyboardRole"]?.string != nil)
        // The mouse: hovering a member shows it; clicking a controller lists its findings and why.
        let hover = page["tooltip"]?["hover"]?.string ?? ""
        #expect(hover.contains("line ") && hover.contains("belongs in"), "\(hover)")
        let details = page["details"]?.string ?? ""
        #expect(details.contains("line ") && details.contains(MisplacedMemberRule.rationale.prefix(40)), "\(details)")
    }

    /// Above `--map-limit`, rows arrive in slices after the first paint and maps are drawn only as
    /// their controllers come into view; those on screen are drawn all the same.
    @Test func mapsAboveTheLimitAreDrawnOnDemand() throws {
        let dir = try ReportFixtures.write(in: "html-lazy")
        defer { _ = try? Subprocess.run("rm", ["-rf", dir]) }
        let many = (0..<400).map { "final class Screen\($0)ViewController: UIViewController {\n    // MARK: - Life Cycle\n"
            + "    override func viewDidLoad() { super.viewDidLoad() }\n}\n" }.joined()
        try FileSystem.writeFile(FileSystem.join(dir, "Other/Screens.swift"), "import UIKit\n\n" + many)
        let report = FileSystem.join(dir, "report.html")
        #expect(runTool(["lint", "--reporter", "html", "--map-limit", "10", "--output", report, dir]).status == 1)
        let page = try Chromium.check(report, ["--strip", "CheckoutViewController"])
        #expect(page["ready"]?.string == "lazy")
        #expect(page["errors"]?.strings == [] && page["requests"]?.strings == [])
        let controllers = page["controllers"]?.items ?? []
        #expect(controllers.count == 403 && Set(controllers.compactMap { $0["type"]?.string }).count == 403)
        let drawn = controllers.filter { !($0["roles"]?.items.isEmpty ?? true) }
        #expect(drawn.count > 3 && drawn.count < 200, "only maps near the viewport: \(drawn.count)")
        let checkout = controllers.first { $0["type"]?.string == "CheckoutViewController" }
        #expect(checkout?["roles"]?.strings == ReportFixtures.messyRoles)
        #expect(page["strips"]?["CheckoutViewController"]?.strings == ReportFixtures.runs(ReportFixtures.messyRoles))
        #expect(runTool(["lint", "--reporter", "html", "--map-limit", "many", dir]).status == 2)
    }
}

/// The report's data and assets, without a browser.
@Suite("HTML report data")
struct HTMLReportDataTests {
    /// The JSON between two markers of the page.
    static func block(_ page: String, id: String) throws -> JSONNode {
        let start = try #require(page.firstRange(of: "<script type=\"application/json\" id=\"\(id)\">"))
        let rest = page[start.upperBound...]
        let end = try #require(rest.firstRange(of: "</script>"))
        return try JSONParser.parse(Array(rest[..<end.lowerBound].utf8))
    }

    /// Reads a controller's cell numbers as the page's script does (see `HTMLReporter`).
    static func cells(_ raw: [Int], line start: Int, strings: [String])
        -> [(name: String, line: Int, section: String, reason: String, misplaced: Bool, heading: String?, proto: String?)] {
        var out: [(name: String, line: Int, section: String, reason: String, misplaced: Bool, heading: String?, proto: String?)] = []
        var k = 0, line = start
        while k + 3 < raw.count {
            let packed = raw[k + 2]
            line += raw[k + 1]
            var heading: String?, proto: String?
            var next = k + 4
            if packed & 128 != 0 { heading = strings[raw[next]]; next += 1 }
            if packed & 256 != 0 { proto = strings[raw[next]]; next += 1 }
            out.append((strings[raw[k]], line, SectionID.allCases[packed & 7].rawValue, strings[raw[k + 3]], packed & 8 != 0, heading, proto))
            k = next
        }
        return out
    }

    @Test func streamsOneEntryPerFileIncludingConformingOnesAndKeepsTheScriptClosed() throws {
        let linter = Linter()
        let reporter = HTMLReporter(context: ReporterContext(rules: [], rootPath: "/repo", useColor: false, toolVersion: "9.9"))
        var page = reporter.begin()
        var chunks: [String] = []
        for (path, text) in [("/repo/A/Orders.swift", ReportFixtures.conforming), ("/repo/B/Checkout.swift", ReportFixtures.messy)] {
            let (findings, layouts) = linter.lintWithLayout(SourceFile(path: path, bytes: Array(text.utf8)))
            chunks.append(reporter.add(path: path, findings: findings, layouts: layouts))
        }
        page += chunks.joined() + reporter.end(LintSummary())
        #expect(chunks.allSatisfy { $0.hasPrefix(",\n[\"") || $0.hasPrefix("\n[\"") })
        #expect(chunks[0].contains("\"A/Orders.swift\"") && chunks[0].contains("\"OrdersViewController\""))
        // The member name with `</script><b>` is in the data, escaped so the block goes on.
        #expect(!page.contains("</script><b>") && page.components(separatedBy: "</script>").count == 4)
        let data = try Self.block(page, id: "ll-data")
        #expect(data.items.count == 2)
        let checkout = try #require(data.items.last?.items[1].items.first)
        #expect(checkout.items[0].string == "CheckoutViewController")
        let meta = try Self.block(page, id: "ll-meta")
        let strings = meta["strings"]?.strings ?? []
        let cells = Self.cells(checkout.items[5].items.compactMap { $0.number.map(Int.init) }, line: 3, strings: strings)
        #expect(cells.map(\.section) == ReportFixtures.messyRoles)
        #expect(cells.map(\.misplaced) == ReportFixtures.messyMisplaced)
        #expect(cells.map(\.line) == [4, 11, 16, 20, 22, 26, 28, 31, 37])
        #expect(cells[2].name == "didTapPay(_:)" && cells[2].reason == "named in #selector at line 6")
        #expect(cells[1].heading == "Life Cycle" && cells[5].proto == "UITextFieldDelegate" && cells[0].heading == nil)
        #expect(checkout.items[6].items.count == linter.lint(SourceFile(path: "x", bytes: Array(ReportFixtures.messy.utf8)))
            .filter { $0.typeName == "CheckoutViewController" }.count)
        // Nothing to fetch: the only URL in the page is the empty data: icon.
        #expect(page.contains("default-src 'none'") && !page.contains("http://") && !page.contains("https://"))
        #expect(!page.contains(" src=") && page.components(separatedBy: "href=").count == 2)
    }

    @Test func baselineProgressReachesThePage() throws {
        let dir = try ReportFixtures.write(in: "html-baseline")
        defer { _ = try? Subprocess.run("rm", ["-rf", dir]) }
        let baseline = FileSystem.join(dir, "baseline.json"), report = FileSystem.join(dir, "report.html")
        #expect(runTool(["lint", "--write-baseline", baseline, dir]).status == 0)
        // Fix one finding: the helper leaves the controller.
        let fixed = ReportFixtures.messy.replacingOccurrencesOfLine(containing: "private func formattedTotal", with: "")
            .replacingOccurrencesOfLine(containing: "print(formattedTotal())", with: "")
        try FileSystem.writeFile(FileSystem.join(dir, "Screens/CheckoutViewController.swift"), fixed)
        #expect(runTool(["lint", "--reporter", "html", "--baseline", baseline, "--output", report, dir]).status == 0)
        let meta = try Self.block(String(decoding: try FileSystem.readFile(report), as: UTF8.self), id: "ll-meta")
        let recorded = Baseline(entries: try Baseline.load(baseline).entries).findingCount
        #expect(meta["baseline"]?["recorded"]?.number == Double(recorded))
        #expect(meta["baseline"]?["paidOff"]?.number == 2, "the misplaced helper and the private-methods note are gone")
        #expect(meta["baseline"]?["remaining"]?.number == Double(recorded - 2))
    }

    @Test func outlineDrawsTheMapsOfTheGivenFilesAlone() throws {
        let dir = try ReportFixtures.write(in: "html-outline")
        defer { _ = try? Subprocess.run("rm", ["-rf", dir]) }
        let about = FileSystem.join(dir, "Other/AboutViewController.swift")
        let page = runTool(["outline", "--format", "html", about, FileSystem.join(dir, "Screens/CheckoutViewController.swift")])
        #expect(page.status == 0 && page.out.hasPrefix("<!DOCTYPE html>") && page.out.contains("<title>layoutlint section map</title>"))
        let files = try Self.block(page.out, id: "ll-data").items
        #expect(files.map { $0.items.first?.string } == [about, FileSystem.join(dir, "Screens/CheckoutViewController.swift")])
        #expect(files.map { $0.items[1].items.map { $0.items[0].string } } == [["AboutViewController"], ["CheckoutViewController"]])
        #expect(runTool(["outline", "--format", "html", FileSystem.join(dir, "Missing.swift")]).status == 3)
        #expect(runTool(["outline", "--format", "htm", about]).err.contains("text, json, html"))
    }

    /// The page's CSP admits its style and script by hash; the hashes must be what an independent
    /// SHA-256 (Python's hashlib) says, or the browser would refuse both.
    @Test func cspHashesAreTheAssetsSHA256() throws {
        #expect(SHA256.base64(SHA256.digest(Array("abc".utf8))) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        #expect(SHA256.base64(SHA256.digest([])) == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        for (name, text, hash) in [("report.css", ReportAssets.css, ReportAssets.cssHash), ("report.js", ReportAssets.js, ReportAssets.jsHash)] {
            let path = FileSystem.join(ConfigurationTests.repositoryRoot, "Sources/LayoutLint/Reporters/HTML/" + name)
            #expect(Array(text.utf8) == (try FileSystem.readFile(path)), "\(name) is compiled in as it is")
            let digest = try Subprocess.run("python3", ["-c", "import base64,hashlib,sys; print(base64.b64encode(hashlib.sha256(sys.stdin.buffer.read()).digest()).decode())"],
                                            input: Array(text.utf8))
            #expect("sha256-" + digest.stdoutText.trimmingSuffix("\n") == hash, "\(name)")
            #expect(HTMLPage.policy.contains("'\(hash)'"))
        }
    }

    @Test func layoutsNameSectionsHeadingsProtocolsAndMisplacedMembers() throws {
        let (_, layouts) = Linter().lintWithLayout(SourceFile(path: "Checkout.swift", bytes: Array(ReportFixtures.messy.utf8)))
        let layout = try #require(layouts.first)
        #expect(layouts.count == 1 && layout.name == "CheckoutViewController" && layout.superclass == "UIViewController")
        #expect(layout.line == 3 && layout.lineCount == 36)
        #expect(layout.cells.map(\.section.rawValue) == ReportFixtures.messyRoles)
        #expect(layout.cells.map(\.misplaced) == ReportFixtures.messyMisplaced)
        #expect(layout.cells.map(\.heading) == [nil, "Life Cycle", nil, nil, nil, nil, nil, "Getters and Setters", nil])
        #expect(layout.cells.map(\.protocolName) == [nil, nil, nil, nil, nil, "UITextFieldDelegate", nil, nil, "UITextFieldDelegate"])
        #expect(layout.cells[2].name == "didTapPay(_:)" && layout.cells[2].line == 16 && layout.cells[2].reason == "named in #selector at line 6")
        #expect(layout.touches(LineSet([30...31])) && !layout.touches(LineSet([1...2, 40...50])))
    }
}

extension String {
    /// The text with each line containing `needle` replaced by `replacement`.
    func replacingOccurrencesOfLine(containing needle: String, with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.contains(needle) ? replacement : String($0) }.joined(separator: "\n")
    }
}
