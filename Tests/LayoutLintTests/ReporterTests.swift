import Testing
@testable import LayoutLint

// MARK: - Fixtures

/// Two files under a root whose path has a space, one finding of each severity, and a message
/// with every character some format must escape: `"`, `<`, `&`, `%`, a comma and a newline.
private let root = "/work/repo"
private let fileA = "/work/repo/Sources/My App/FeedViewController.swift"
private let fileB = "/work/repo/Sources/Settings.swift"
private let nastyMessage = "\"viewDidLoad()\" should precede <deinit> & 100% of overrides,\nsee \"Lifecycle\""

private let findingsA = [
    Finding(ruleID: "section-mark", severity: .error, message: "Missing '// MARK: - UITableViewDataSource'",
            path: fileA, line: 12, column: 5, typeName: "FeedViewController", memberName: nil),
    Finding(ruleID: "lifecycle-order", severity: .warning, message: nastyMessage,
            path: fileA, line: 40, column: 3, typeName: "FeedViewController", memberName: "viewDidLoad()"),
]
private let findingsB = [
    Finding(ruleID: "delegate-mark", severity: .info, message: "Consider a MARK for UITextFieldDelegate",
            path: fileB, line: 7, column: 1),
]

private let rules = [
    ReporterContext.RuleInfo(id: "section-mark", description: "Sections have MARKs", rationale: "Readers scan MARKs.", severity: .error),
    ReporterContext.RuleInfo(id: "lifecycle-order", description: "Lifecycle order", rationale: "Call order <matters> & helps.", severity: .warning),
    ReporterContext.RuleInfo(id: "delegate-mark", description: "Delegate MARKs", rationale: "Find conformances.", severity: .info),
    ReporterContext.RuleInfo(id: "unused-rule", description: "Never fires", rationale: "Here to be listed.", severity: .off),
]

private func context(root: String = root, color: Bool = false) -> ReporterContext {
    ReporterContext(rules: rules, rootPath: root, useColor: color, toolVersion: "0.3.0")
}

private func summary(failures: [FileSystem.Failure] = []) -> LintSummary {
    var s = LintSummary()
    s.filesLinted = 5
    s.filesWithFindings = 2
    for f in findingsA + findingsB { s.count(f) }
    s.failures = failures
    return s
}

/// The whole report as the lint command would write it.
private func render(_ type: any Reporter.Type, _ files: [(String, [Finding])] = [(fileA, findingsA), (fileB, findingsB)],
                    context: ReporterContext = context(), summary: LintSummary = summary()) -> String {
    let reporter = type.init(context: context)
    var out = reporter.begin()
    for (path, findings) in files { out += reporter.add(path: path, findings: findings) }
    return out + reporter.end(summary)
}

// MARK: - An independent strict JSON reader (not the library's), to check output really parses

private indirect enum J: Equatable {
    case null, bool(Bool), number(Double), string(String), array([J]), object([String: J], keys: [String])

    subscript(key: String) -> J? { if case let .object(o, _) = self { return o[key] } else { return nil } }
    subscript(index: Int) -> J? { if case let .array(a) = self, a.indices.contains(index) { return a[index] } else { return nil } }
    var string: String? { if case let .string(s) = self { return s } else { return nil } }
    var int: Int? { if case let .number(n) = self { return Int(n) } else { return nil } }
    var count: Int? { if case let .array(a) = self { return a.count } else { return nil } }
    var keys: [String] { if case let .object(_, k) = self { return k } else { return [] } }
}

private struct JReader {
    let s: [UInt8]
    var i = 0
    struct Bad: Error {}

    static func parse(_ text: String) throws -> J {
        var r = JReader(s: Array(text.utf8))
        let v = try r.value()
        r.space()
        guard r.i == r.s.count else { throw Bad() }
        return v
    }

    mutating func space() { while i < s.count, [0x20, 0x0A, 0x0D, 0x09].contains(s[i]) { i += 1 } }
    mutating func eat(_ c: UInt8) throws { space(); guard i < s.count, s[i] == c else { throw Bad() }; i += 1 }
    mutating func peek() -> UInt8? { space(); return i < s.count ? s[i] : nil }

    mutating func value() throws -> J {
        switch peek() {
        case UInt8(ascii: "{"):
            i += 1
            var o: [String: J] = [:], keys: [String] = []
            if peek() == UInt8(ascii: "}") { i += 1; return .object(o, keys: keys) }
            repeat {
                space()
                let k = try string()
                guard o[k] == nil else { throw Bad() }  // duplicate keys are a bug in a writer
                try eat(UInt8(ascii: ":"))
                o[k] = try value(); keys.append(k)
            } while try comma(closing: "}")
            return .object(o, keys: keys)
        case UInt8(ascii: "["):
            i += 1
            var a: [J] = []
            if peek() == UInt8(ascii: "]") { i += 1; return .array(a) }
            repeat { a.append(try value()) } while try comma(closing: "]")
            return .array(a)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default:
            let start = i
            while i < s.count, "-+.eE0123456789".utf8.contains(s[i]) { i += 1 }
            guard let n = Double(String(decoding: s[start..<i], as: UTF8.self)) else { throw Bad() }
            return .number(n)
        }
    }

    mutating func comma(closing: Character) throws -> Bool {
        if peek() == UInt8(ascii: ",") { i += 1; return true }
        try eat(closing.asciiValue!)
        return false
    }

    mutating func word(_ w: String) throws {
        guard s[i...].starts(with: w.utf8) else { throw Bad() }
        i += w.utf8.count
    }

    mutating func string() throws -> String {
        guard i < s.count, s[i] == UInt8(ascii: "\"") else { throw Bad() }
        i += 1
        var out: [UInt8] = []
        while i < s.count, s[i] != UInt8(ascii: "\"") {
            guard s[i] >= 0x20 else { throw Bad() }  // raw control characters are invalid JSON
            if s[i] == UInt8(ascii: "\\") {
                i += 1
                guard i < s.count else { throw Bad() }
                switch s[i] {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard i + 4 < s.count, let code = UInt32(String(decoding: s[(i + 1)...(i + 4)], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(code) else { throw Bad() }
                    out += Array(String(scalar).utf8); i += 4
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(s[i])
                default: throw Bad()
                }
            } else {
                out.append(s[i])
            }
            i += 1
        }
        try eat(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}

// MARK: - A minimal XML well-formedness check: balanced tags, quoted attributes, no raw < or stray &

private func isWellFormedXML(_ text: String) -> Bool {
    let c = Array(text.unicodeScalars)
    var i = 0, stack: [String] = [], sawRoot = false
    func validText(_ t: ArraySlice<Unicode.Scalar>) -> Bool {
        var k = t.startIndex
        while k < t.endIndex {
            if t[k] == "<" { return false }
            if t[k] == "&" {
                guard let semi = t[k...].firstIndex(of: ";") else { return false }
                let ref = String(String.UnicodeScalarView(t[(k + 1)..<semi]))
                guard ["amp", "lt", "gt", "quot", "apos"].contains(ref) || ref.hasPrefix("#") else { return false }
                k = semi
            }
            k += 1
        }
        return true
    }
    while i < c.count {
        guard let open = c[i...].firstIndex(of: "<") else { return validText(c[i...]) && stack.isEmpty && sawRoot }
        guard validText(c[i..<open]) else { return false }
        guard let close = c[open...].firstIndex(of: ">") else { return false }
        let tag = String(String.UnicodeScalarView(c[(open + 1)..<close]))
        i = close + 1
        if tag.hasPrefix("?") { continue }
        if tag.hasPrefix("/") {
            guard stack.popLast() == String(tag.dropFirst()) else { return false }
            continue
        }
        let selfClosing = tag.hasSuffix("/")
        let body = selfClosing ? String(tag.dropLast()) : tag
        let name = String(body.prefix { $0 != " " })
        // Attributes: name="value" pairs; values checked like text (quotes inside must be escaped).
        var rest = Substring(body.dropFirst(name.count))
        while let eq = rest.firstIndex(of: "=") {
            guard rest[rest.index(after: eq)] == "\"" else { return false }
            let valueStart = rest.index(eq, offsetBy: 2)
            guard let valueEnd = rest[valueStart...].firstIndex(of: "\"") else { return false }
            guard validText(ArraySlice(rest[valueStart..<valueEnd].unicodeScalars)) else { return false }
            rest = rest[rest.index(after: valueEnd)...]
        }
        guard rest.allSatisfy({ $0 == " " }) else { return false }
        if stack.isEmpty && sawRoot { return false }  // a second root element
        sawRoot = true
        if !selfClosing { stack.append(name) }
    }
    return stack.isEmpty && sawRoot
}

// MARK: - Tests

@Suite("Reporters")
struct ReporterTests {
    @Test func registryNamesEveryFormatOnce() {
        #expect(Reporters.names == ["xcode", "json", "github-actions", "sarif", "checkstyle", "junit", "summary", "html", "markdown"])
        #expect(Reporters.named("sarif").map(ObjectIdentifier.init) == ObjectIdentifier(SARIFReporter.self))
        #expect(Reporters.named("xcode").map(ObjectIdentifier.init) == ObjectIdentifier(XcodeReporter.self))
        #expect(Reporters.named("SARIF") == nil)
        #expect(Reporters.named("nope") == nil)
        #expect(ObjectIdentifier(Reporters.defaultReporter) == ObjectIdentifier(XcodeReporter.self))
        #expect(Reporters.all.allSatisfy { !$0.summary.isEmpty })
    }

    /// The checkers above must be able to fail, or the tests using them prove nothing.
    @Test func checkersRejectBadDocuments() {
        #expect(isWellFormedXML("<a><b x=\"1\"/></a>"))
        #expect(!isWellFormedXML("<a b=\"<\"/>"))
        #expect(!isWellFormedXML("<a>&x;</a>"))
        #expect(!isWellFormedXML("<a>& </a>"))
        #expect(!isWellFormedXML("<a><b></a></b>"))
        #expect(!isWellFormedXML("<a b=\"x\"y\"/>"))
        #expect(!isWellFormedXML("<a/><b/>"))
        #expect((try? JReader.parse("{\"a\":[1,2]}")) != nil)
        #expect((try? JReader.parse("{\"a\":[1,2,]}")) == nil)
        #expect((try? JReader.parse("{\"a\":1,\"a\":2}")) == nil)
        #expect((try? JReader.parse("[\"a\nb\"]")) == nil)
        #expect((try? JReader.parse("{} {}")) == nil)
    }

    @Test func xcodeLinesAreExactlyWhatXcodeParses() {
        let expected = """
            \(fileA):12:5: error: Missing '// MARK: - UITableViewDataSource' (section-mark)
            \(fileA):40:3: warning: "viewDidLoad()" should precede <deinit> & 100% of overrides, see "Lifecycle" (lifecycle-order)
            \(fileB):7:1: note: Consider a MARK for UITextFieldDelegate (delegate-mark)

            """
        #expect(render(XcodeReporter.self) == expected)
    }

    @Test func xcodeColoursOnlyWhenAsked() {
        let coloured = render(XcodeReporter.self, context: context(color: true))
        #expect(coloured.contains("\u{1B}[1m\u{1B}[31merror:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1m\u{1B}[33mwarning:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1m\u{1B}[36mnote:\u{1B}[0m"))
        #expect(coloured.split(separator: "\n").count == 3)
        #expect(!render(XcodeReporter.self).contains("\u{1B}"))
    }

    @Test func xcodeColouredLineKeepsTheClangLayout() {
        let coloured = render(XcodeReporter.self, context: context(color: true))
        let first = "\u{1B}[1m\(fileA):12:5:\u{1B}[0m \u{1B}[1m\u{1B}[31merror:\u{1B}[0m "
            + "Missing '// MARK: - UITableViewDataSource' \u{1B}[2m(section-mark)\u{1B}[0m"
        #expect(coloured.split(separator: "\n").first.map(String.init) == first)
    }

    @Test func githubActionsCommandsAreEscaped() {
        let expected = """
            ::error file=\(fileA),line=12,col=5,title=section-mark::Missing '// MARK: - UITableViewDataSource'
            ::warning file=\(fileA),line=40,col=3,title=lifecycle-order::"viewDidLoad()" should precede <deinit> & 100%25 of overrides,%0Asee "Lifecycle"
            ::notice file=\(fileB),line=7,col=1,title=delegate-mark::Consider a MARK for UITextFieldDelegate

            """
        #expect(render(GitHubActionsReporter.self) == expected)
        #expect(GitHubActionsReporter.escapeProperty("a:b,c%d\r\ne") == "a%3Ab%2Cc%25d%0D%0Ae")
        #expect(GitHubActionsReporter.escapeData("a:b,c%d\r\ne") == "a:b,c%25d%0D%0Ae")
        // A relative path is made absolute (the runner relativises it to the workspace itself);
        // `,` and `:` in a path are escaped as properties require.
        let relative = render(GitHubActionsReporter.self, [("Sources/a,b:c.swift", [findingsB[0]])])
        #expect(relative == "::notice file=\(FileSystem.currentDirectory())/Sources/a%2Cb%3Ac.swift,line=7,col=1,"
            + "title=delegate-mark::Consider a MARK for UITextFieldDelegate\n")
    }

    @Test func jsonStreamsAValidDocumentWithStableKeys() throws {
        let text = render(JSONReporter.self)
        #expect(text.hasPrefix("{\"version\":1,\"findings\":[\n{\"rule\":\"section-mark\","))
        #expect(text.contains(#"{"rule":"lifecycle-order","severity":"warning","message":"\"viewDidLoad()\" should precede <deinit> & 100% of overrides,\nsee \"Lifecycle\"","file":"/work/repo/Sources/My App/FeedViewController.swift","line":40,"column":3,"type":"FeedViewController","member":"viewDidLoad()"}"#))
        #expect(text.hasSuffix("\n],\"summary\":{\"files\":5,\"filesWithFindings\":2,\"errors\":1,\"warnings\":1,\"infos\":1,\"failures\":[]}}\n"))

        let doc = try JReader.parse(text)
        #expect(doc.keys == ["version", "findings", "summary"])
        #expect(doc["findings"]?.count == 3)
        #expect(doc["findings"]?[0]?.keys == ["rule", "severity", "message", "file", "line", "column", "type", "member"])
        #expect(doc["findings"]?[1]?["message"]?.string == nastyMessage)
        #expect(doc["findings"]?[2]?["severity"]?.string == "info")
        #expect(doc["findings"]?[2]?["type"] == .null)
        #expect(doc["summary"]?["infos"]?.int == 1)

        let empty = try JReader.parse(render(JSONReporter.self, [], summary: summary(failures: [.init(path: "x.swift", reason: "Permission denied")])))
        #expect(empty["findings"]?.count == 0)
        #expect(empty["summary"]?["failures"]?[0]?["reason"]?.string == "Permission denied")
    }

    @Test func checkstyleIsWellFormedAndEscaped() {
        let text = render(CheckstyleReporter.self)
        #expect(isWellFormedXML(text))
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"))
        #expect(text.contains("<file name=\"\(fileA)\">\n<error line=\"12\" column=\"5\" severity=\"error\" "
            + "message=\"Missing &apos;// MARK: - UITableViewDataSource&apos;\" source=\"layoutlint.section-mark\"/>\n"))
        #expect(text.contains("<error line=\"40\" column=\"3\" severity=\"warning\" message=\"&quot;viewDidLoad()&quot; "
            + "should precede &lt;deinit&gt; &amp; 100% of overrides,&#10;see &quot;Lifecycle&quot;\" source=\"layoutlint.lifecycle-order\"/>"))
        #expect(text.contains("severity=\"info\""))
        #expect(text.hasSuffix("</file>\n</checkstyle>\n"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("<file ") }.count == 2)
    }

    @Test func junitCountsUpFrontAndListsFindings() {
        let text = render(JUnitReporter.self)
        #expect(isWellFormedXML(text))
        // Three test cases: the failing file, the info-only file (passes), the clean files.
        let header: String = "<testsuites name=\"layoutlint\" tests=\"3\" failures=\"1\" errors=\"0\">\n"
            + "<testsuite name=\"layoutlint\" tests=\"3\" failures=\"1\" errors=\"0\">\n"
        #expect(text.contains(header))
        var failing: String = "<testcase classname=\"layoutlint\" name=\"\(fileA)\">\n"
        failing += "<failure message=\"2 findings: 1 error, 1 warning\" type=\"error\">"
        failing += "\(fileA):12:5: error: Missing &apos;// MARK: - UITableViewDataSource&apos; (section-mark)\n"
        failing += "\(fileA):40:3: warning: &quot;viewDidLoad()&quot; should precede &lt;deinit&gt; &amp; 100% of overrides, "
        failing += "see &quot;Lifecycle&quot; (lifecycle-order)</failure>\n</testcase>\n"
        #expect(text.contains(failing))
        #expect(text.contains("<testcase classname=\"layoutlint\" name=\"\(fileB)\">\n<system-out>"
            + "\(fileB):7:1: note: Consider a MARK for UITextFieldDelegate (delegate-mark)</system-out>\n</testcase>\n"))
        #expect(text.contains("<testcase classname=\"layoutlint\" name=\"3 files without findings\"/>\n"))

        let broken = render(JUnitReporter.self, summary: summary(failures: [.init(path: "a&b.swift", reason: "No such file")]))
        #expect(isWellFormedXML(broken))
        #expect(broken.contains("tests=\"4\" failures=\"1\" errors=\"1\""))
        #expect(broken.contains("<testcase classname=\"layoutlint\" name=\"a&amp;b.swift\">\n<error message=\"No such file\" type=\"unreadable\"/>"))
    }

    @Test func xmlEscapingKeepsDocumentsWellFormed() {
        #expect(ReportText.xml("a<b>&\"c'\t\r\n\u{01}") == "a&lt;b&gt;&amp;&quot;c&apos;&#9;&#13;&#10;\u{FFFD}")
        #expect(ReportText.singleLine("a\r\nb\n\nc\rd") == "a b c d")
    }

    @Test func summaryTablesAreAlignedAndSorted() {
        let extra = [Finding(ruleID: "lifecycle-order", severity: .warning, message: "m", path: fileB, line: 9, column: 1)]
        let text = render(SummaryReporter.self, [(fileA, findingsA), (fileB, findingsB + extra)])
        let expected = """
            RULE             SEVERITY  COUNT
            lifecycle-order  warning       2
            section-mark     error         1
            delegate-mark    info          1

            FILE                                                ERRORS  WARNINGS  INFOS  TOTAL
            /work/repo/Sources/My App/FeedViewController.swift       1         1      0      2
            /work/repo/Sources/Settings.swift                        0         1      1      2

            4 findings (1 error, 2 warnings, 1 info) in 2 of 5 files

            """
        #expect(text == expected)
        #expect(render(SummaryReporter.self, []) == "No findings in 5 files.\n")
    }

    @Test func sarifHasWhatCodeScanningRequires() throws {
        let doc = try JReader.parse(render(SARIFReporter.self))
        #expect(doc["$schema"]?.string?.hasPrefix("https://") == true)
        #expect(doc["version"]?.string == "2.1.0")
        #expect(doc["runs"]?.count == 1)
        let run = try #require(doc["runs"]?[0])
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"]?.string == "layoutlint")
        #expect(driver["version"]?.string == "0.3.0")
        #expect(driver["informationUri"] == nil, "no project address exists to point at")

        // Every rule, fired or not, with its descriptions and default level.
        #expect(driver["rules"]?.count == rules.count)
        for (i, rule) in rules.enumerated() {
            let r = try #require(driver["rules"]?[i])
            #expect(r["id"]?.string == rule.id)
            #expect(r["shortDescription"]?["text"]?.string == rule.description)
            #expect(r["fullDescription"]?["text"]?.string == rule.rationale)
            #expect(r["defaultConfiguration"]?["level"]?.string == ["error", "warning", "note", "none"][i])
        }

        #expect(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.string == "file:///work/repo/")
        let results = try #require(run["results"])
        #expect(results.count == 3)
        let warning = try #require(results[1])
        #expect(warning["ruleId"]?.string == "lifecycle-order")
        #expect(warning["ruleIndex"]?.int == 1)
        #expect(warning["level"]?.string == "warning")
        #expect(warning["message"]?["text"]?.string == nastyMessage)
        let location = try #require(warning["locations"]?[0]?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"]?.string == "Sources/My%20App/FeedViewController.swift")
        #expect(location["artifactLocation"]?["uriBaseId"]?.string == "%SRCROOT%")
        #expect(location["region"]?["startLine"]?.int == 40)
        #expect(location["region"]?["startColumn"]?.int == 3)
        #expect(results[0]?["level"]?.string == "error")
        #expect(results[2]?["level"]?.string == "note")
        #expect(results[2]?["ruleIndex"]?.int == 2)
        #expect(results[2]?["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.string == "Sources/Settings.swift")
        #expect(run["invocations"]?[0]?["executionSuccessful"] == .bool(true))
    }

    @Test func sarifPathsAreRelativeToTheRootWhateverTheCurrentDirectory() throws {
        let cwd = FileSystem.currentDirectory()
        let odd = Finding(ruleID: "not-a-rule", severity: .warning, message: "m", path: "", line: 0, column: 0)
        let text = render(SARIFReporter.self, [("./Sources/../Sources/a b#1.swift", [odd]), ("/elsewhere/x.swift", [odd])],
                          context: context(root: cwd))
        let results = try #require(try JReader.parse(text)["runs"]?[0]?["results"])
        let first = try #require(results[0]?["locations"]?[0]?["physicalLocation"])
        #expect(first["artifactLocation"]?["uri"]?.string == "Sources/a%20b%231.swift")
        #expect(first["region"]?["startLine"]?.int == 1)  // clamped: SARIF is 1-based
        #expect(results[0]?["ruleIndex"] == nil)  // unknown rule: no index rather than a wrong one
        let outside = try #require(results[1]?["locations"]?[0]?["physicalLocation"]?["artifactLocation"])
        #expect(outside["uri"]?.string == "file:///elsewhere/x.swift")
        #expect(outside["uriBaseId"] == nil)

        let empty = try JReader.parse(render(SARIFReporter.self, [], summary: summary(failures: [.init(path: "gone.swift", reason: "No such file")])))
        #expect(empty["runs"]?[0]?["results"]?.count == 0)
        #expect(empty["runs"]?[0]?["invocations"]?[0]?["executionSuccessful"] == .bool(false))
    }

    @Test func pathHelpers() {
        #expect(ReportPath.absolute("../x/./y//z", base: "/a/b") == "/a/x/y/z")
        #expect(ReportPath.absolute("/p/q/..", base: "/a") == "/p")
        #expect(ReportPath.relative("/a/b/c", to: "/a") == "b/c")
        #expect(ReportPath.relative("/ab/c", to: "/a") == nil)
        #expect(ReportPath.relative("/a/b", to: "/") == "a/b")
        #expect(ReportPath.uriEncoded("My App/UIView+Layout:x%é.swift") == "My%20App/UIView+Layout%3Ax%25%C3%A9.swift")
    }

    /// Writes a sample for `Tests/sarif/validate_sarif.py` when `LAYOUTLINT_SARIF_SAMPLE` names a file.
    @Test func writesSARIFSampleOnRequest() throws {
        guard let path = FileSystem.environment("LAYOUTLINT_SARIF_SAMPLE"), !path.isEmpty else { return }
        try FileSystem.writeFile(path, render(SARIFReporter.self, summary: summary(failures: [.init(path: fileB, reason: "sample failure")])))
    }
}
