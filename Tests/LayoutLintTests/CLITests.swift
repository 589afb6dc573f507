import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import LayoutLint

/// Runs a command in-process and returns its exit status and captured output.
func runTool(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    let output = Output(capturing: true)
    let status = CommandLineTool.run(arguments, output: output)
    return (status, output.capturedOut, output.capturedErr)
}

/// A fresh directory under /tmp for one test.
func temporaryDirectory(_ name: String) throws -> String {
    let path = "/tmp/layoutlint-tests-\(name)-\(UInt32.random(in: 0...UInt32.max))"
    try FileSystem.createDirectories(path)
    return path
}

@Suite("Command line")
struct CLITests {
    static let examples = FileSystem.join(ConfigurationTests.repositoryRoot, "Examples")

    @Test func helpAndVersion() {
        let help = runTool(["--help"])
        #expect(help.status == 0 && help.out.contains("USAGE: layoutlint") && help.out.contains("outline PATH"))
        #expect(runTool(["--version"]).out == CommandLineTool.version + "\n")
        let lintHelp = runTool(["lint", "--help"])
        #expect(lintHelp.status == 0 && lintHelp.out.contains("--reporter NAME") && lintHelp.out.contains("sarif"))
    }

    @Test func unknownOptionsAndCommandsExitTwoWithASuggestion() {
        let option = runTool(["lint", "--repoter", "json"])
        #expect(option.status == 2)
        #expect(option.err.contains("unknown option '--repoter'. Did you mean '--reporter'?"))
        let command = runTool(["outlin", "x.swift"])
        #expect(command.status == 2 && command.err.contains("Did you mean 'outline'?"))
        let reporter = runTool(["lint", "--reporter", "sarf", Self.examples])
        #expect(reporter.status == 2 && reporter.err.contains("Did you mean 'sarif'?"))
    }

    @Test func conformingExamplesAreClean() {
        let result = runTool(["lint", FileSystem.join(Self.examples, "Conforming")])
        #expect(result.status == 0)
        #expect(result.out == "", "unexpected findings:\n\(result.out)")
        #expect(result.err.contains("Linted 2 files: 0 errors, 0 warnings, 0 notes in 0 files."))
    }

    @Test func legacyExamplesFailWithXcodeFormattedFindings() {
        let result = runTool(["lint", "--quiet", FileSystem.join(Self.examples, "Legacy")])
        #expect(result.status == 1)
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.contains(".swift:") && ($0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": note: ")) })
        #expect(lines.contains { $0.hasSuffix("SettingsViewController.swift:6:5: error: 'Getters and Setters' is out of the section order (properties, lifecycle, delegate, event, private, accessors); move this section after 'Table View' (line 34) (section-order)") })
        #expect(lines.contains { $0.contains("SettingsViewController.swift:26:14: error:") && $0.hasSuffix("(super-call)") })
        #expect(!lines.contains { $0.contains("validate()") && $0.hasSuffix("(private-methods)") }, "the disable:next comment must hold")
    }

    @Test func strictFailsOnWarnings() throws {
        let dir = try temporaryDirectory("strict")
        try FileSystem.writeFile(FileSystem.join(dir, "A.swift"), """
        class AViewController: UIViewController {
            // MARK: - Lifecycle
            override func viewDidLoad() { super.viewDidLoad() }
            // MARK: - Misc
            @objc func didTap(_ sender: UIButton) {}
        }
        """)
        #expect(runTool(["lint", "--quiet", dir]).status == 0)
        #expect(runTool(["lint", "--quiet", "--strict", dir]).status == 1)
    }

    @Test func configurationIsFoundInParentsAndErrorsExitTwo() throws {
        let dir = try temporaryDirectory("config")
        try FileSystem.createDirectories(FileSystem.join(dir, "App/Screens"))
        try FileSystem.writeFile(FileSystem.join(dir, "App/Screens/A.swift"), """
        class AViewController: UIViewController {
            // MARK: - Helpers
            private func format() {}
        }
        """)
        #expect(runTool(["lint", "--quiet", FileSystem.join(dir, "App")]).out.contains("(private-methods)"))
        try FileSystem.writeFile(FileSystem.join(dir, ".layoutlint.json"), #"{"rules": {"private-methods": {"severity": "off"}}}"#)
        #expect(!runTool(["lint", "--quiet", FileSystem.join(dir, "App")]).out.contains("(private-methods)"))
        try FileSystem.writeFile(FileSystem.join(dir, ".layoutlint.json"), #"{"rules": {"private-method": {"severity": "off"}}}"#)
        let broken = runTool(["lint", FileSystem.join(dir, "App")])
        #expect(broken.status == 2)
        #expect(broken.err.contains(".layoutlint.json:1:30: error: rules.private-method: unknown key 'private-method'. Did you mean 'private-methods'?"))
    }

    @Test func unreadableAndMissingPathsExitThreeButTheRestIsLinted() throws {
        let dir = try temporaryDirectory("io")
        try FileSystem.writeFile(FileSystem.join(dir, "A.swift"), "class AViewController: UIViewController {\n    private func f() {}\n}\n")
        let result = runTool(["lint", "--quiet", dir, FileSystem.join(dir, "Missing.swift")])
        #expect(result.status == 3)
        #expect(result.err.contains("Missing.swift: no such file or directory"))
        #expect(result.out.contains("A.swift:2:13: note:"))
    }

    /// A file found but not read is reported with the reason by every command that reads files,
    /// which go on with the rest and exit 3. (A sparse file of 128 MiB: nothing is written.)
    @Test func filesThatCannotBeReadAreReportedWithTheReason() throws {
        let dir = try temporaryDirectory("unread")
        try FileSystem.writeFile(FileSystem.join(dir, "A.swift"), "class AViewController: UIViewController {\n    private func f() {}\n}\n")
        let large = FileSystem.join(dir, "Large.swift")
        try FileSystem.writeFile(large, "let x = 1\n")
        #expect(truncate(large, off_t(TokenList.maxPackedBytes)) == 0)
        let reason = "error: \(large): is 128 MiB or larger, too large to be Swift source"
        for command in [["lint", "--quiet"], ["outline"], ["outline", "--format", "html"], ["tokens", "--stats"], ["fix", "--dry-run"]] {
            let result = runTool(command + (command[0] == "tokens" ? [] : ["--project-root", dir]) + [dir])
            #expect(result.status == 3 && result.err.contains(reason), "\(command)")
        }
        #expect(runTool(["lint", "--project-root", dir, dir]).out.contains("A.swift:2:13: note:"))
    }

    /// A file list splits at `\n`, `\r\n` and `\r`, skips empty lines, keeps spaces and a last
    /// line without a break, and repairs bytes that are not UTF-8 as a String made of them does.
    @Test func fileListsSplitIntoPaths() throws {
        let dir = try temporaryDirectory("readlist")
        let cases: [([UInt8], [String])] = [
            (Array("A.swift\nB C.swift\r\n\n\r\nSub/D.swift".utf8), ["A.swift", "B C.swift", "Sub/D.swift"]),
            (Array("\r\r\nOnly.swift\n\n".utf8), ["Only.swift"]),
            ([], []), (Array("\n\r\n".utf8), []),
            (Array("Caf\u{E9}.swift\n".utf8) + [0x41, 0xFF, 0x42, 0x0A], ["Caf\u{E9}.swift", "A\u{FFFD}B"]),
        ]
        for (k, (bytes, expected)) in cases.enumerated() {
            let path = FileSystem.join(dir, "list\(k).txt")
            try FileSystem.writeFile(path, bytes)
            #expect(try LintCommand.readList(path) == expected, "case \(k)")
        }
    }

    @Test func filesFromListAndExcludes() throws {
        let dir = try temporaryDirectory("list")
        try FileSystem.createDirectories(FileSystem.join(dir, "Generated"))
        let bad = "class BViewController: UIViewController {\n    private func f() {}\n}\n"
        try FileSystem.writeFile(FileSystem.join(dir, "B.swift"), bad)
        try FileSystem.writeFile(FileSystem.join(dir, "Generated/G.swift"), bad)
        try FileSystem.writeFile(FileSystem.join(dir, "list.txt"), FileSystem.join(dir, "B.swift") + "\n")
        let listed = runTool(["lint", "--quiet", "--files-from", FileSystem.join(dir, "list.txt")])
        let lines = listed.out.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("/B.swift:2:") } && listed.out.contains("B.swift:2:13: note:"))
        try FileSystem.writeFile(FileSystem.join(dir, "rules.json"), #"{"exclude": ["**/Generated"]}"#)
        let walked = runTool(["lint", "--quiet", dir])
        #expect(walked.out.contains("B.swift") && !walked.out.contains("G.swift"))
    }

    @Test func walkingSkipsBuildFoldersHiddenFoldersAndSymlinkLoops() throws {
        let dir = try temporaryDirectory("walk")
        let bad = "class WViewController: UIViewController {\n    private func f() {}\n}\n"
        for folder in ["App", "Pods/Lib", ".hidden", ".build/debug", "DerivedData/X", "App/Carthage"] {
            try FileSystem.createDirectories(FileSystem.join(dir, folder))
            try FileSystem.writeFile(FileSystem.join(dir, folder + "/W.swift"), bad)
        }
        #expect(symlink(dir, FileSystem.join(dir, "App/loop")) == 0)
        #expect(symlink(FileSystem.join(dir, "App"), FileSystem.join(dir, "again")) == 0)
        let walk = PathWalker().expand([dir])
        #expect(walk.files.map { String($0.dropFirst(dir.count)) } == ["/App/W.swift"])
        #expect(walk.failures.isEmpty)
    }

    /// The walk takes what an entry is from the directory (`d_type`) and asks `stat` only when
    /// it cannot tell: both must agree, and a symbolic link to a file is still a file.
    @Test func typedEntriesAgreeWithStat() throws {
        let dir = try temporaryDirectory("typed")
        try FileSystem.createDirectories(FileSystem.join(dir, "Sub"))
        try FileSystem.writeFile(FileSystem.join(dir, "A.swift"), "let a = 1\n")
        try FileSystem.writeFile(FileSystem.join(dir, "Sub/B.swift"), "let b = 1\n")
        #expect(symlink(FileSystem.join(dir, "A.swift"), FileSystem.join(dir, "Link.swift")) == 0)
        #expect(symlink(FileSystem.join(dir, "Sub"), FileSystem.join(dir, "Zlink")) == 0)
        #expect(mkfifo(FileSystem.join(dir, "Pipe.swift"), 0o644) == 0)
        for entry in try FileSystem.typedEntries(dir) {
            if let kind = entry.kind { #expect(kind == FileSystem.kind(FileSystem.join(dir, entry.name)), "\(entry.name)") }
        }
        let walk = PathWalker().expand([dir])
        #expect(walk.files.map { String($0.dropFirst(dir.count)) } == ["/A.swift", "/Link.swift", "/Sub/B.swift"])
    }

    @Test func outlineJSONContract() throws {
        let dir = try temporaryDirectory("outline")
        let path = FileSystem.join(dir, "P.swift")
        try FileSystem.writeFile(path, """
        final class PViewController: UIViewController, UITableViewDataSource {
            // MARK: - UITableViewDataSource
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            struct Row { let id: Int }
        }
        """)
        let result = runTool(["outline", "--format", "json", path])
        #expect(result.status == 0)
        let root = try JSONParser.parse(result.out)
        let file = try #require(root["files"].flatMap { node -> JSONNode? in
            if case let .array(items) = node.value { return items.first }
            return nil
        })
        #expect(file["path"].flatMap(ConfigurationLoader.string) == path)
        guard case let .array(types)? = file["types"]?.value else { Issue.record("no types"); return }
        #expect(types.count == 2)
        #expect(types[1]["name"].flatMap(ConfigurationLoader.string) == "PViewController.Row")
        guard case let .array(members)? = types[0]["members"]?.value else { Issue.record("no members"); return }
        #expect(members[0]["signature"].flatMap(ConfigurationLoader.string) == "tableView(_:cellForRowAt:)")
        if case let .number(line)? = members[0]["line"]?.value { #expect(line == 3) } else { Issue.record("no line") }
        #expect(members[0]["role"].flatMap(ConfigurationLoader.string) == "delegate(UITableViewDataSource)")
        #expect(members[0]["reason"].flatMap(ConfigurationLoader.string) == "requirement of UITableViewDataSource, UIKit, SDK table")
        #expect(members[1]["kind"].flatMap(ConfigurationLoader.string) == "struct")
        #expect(members[1]["signature"] == nil)
    }

    @Test func rulesListAndExplain() {
        let list = runTool(["rules"])
        #expect(list.status == 0 && list.out.split(separator: "\n").count == RuleRegistry.all.count)
        let one = runTool(["rules", "super-call"])
        #expect(one.out.contains("Why:") && one.out.contains("↓"))
    }

    @Test func initWritesAStarterThatLoadsAndRefusesToOverwrite() throws {
        let dir = try temporaryDirectory("init")
        let path = FileSystem.join(dir, ".layoutlint.json")
        #expect(runTool(["init", "--output", path]).status == 0)
        #expect(throws: Never.self) { _ = try ConfigurationLoader.load(path: path) }
        #expect(runTool(["init", "--output", path]).status == 2)
        #expect(runTool(["init", "--output", path, "--force"]).status == 0)
    }
}
