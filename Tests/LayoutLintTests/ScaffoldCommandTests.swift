import Testing
@testable import LayoutLint

/// `scaffold` as a user runs it: writing, --force, --dry-run, --list, --help, exit codes; and the
/// built-in templates compiled into the binary.
@Suite("Scaffold command")
struct ScaffoldCommandTests {
    let common = ["--date", "2024-05-01", "--view", "tableView:UITableView", "--view", "saveButton:UIButton", "--event", "didTapSave"]

    @Test func writesRefusesToOverwriteAndReplacesWithForce() throws {
        let dir = ScaffoldTestSupport.temporaryDirectory("scaffold")
        defer { ScaffoldTestSupport.remove(dir) }
        let out = dir + "/Sources/Profile"
        let first = ScaffoldTestSupport.scaffold(["Profile", "--output", out] + common)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out == "created \(out)/ProfileViewController.swift\ncreated \(out)/ProfileDataSource.swift\n")
        let controller = out + "/ProfileViewController.swift"
        let original = ScaffoldTestSupport.read(controller)
        #expect(original?.contains("final class ProfileViewController: UIViewController {") == true)

        // Edited by hand, then scaffolded again: refused, nothing written (not even the missing file).
        try FileSystem.writeFile(controller, "// my edits\n")
        try FileSystem.writeFile(out + "/ProfileDataSource.swift", "// mine too\n")
        let again = ScaffoldTestSupport.scaffold(["ProfileViewController", "--output", out] + common)
        #expect(again.status == 1)
        #expect(again.err.contains("not overwriting existing files"))
        #expect(again.err.contains(controller))
        #expect(again.err.contains("--force"))
        #expect(ScaffoldTestSupport.read(controller) == "// my edits\n")

        let forced = ScaffoldTestSupport.scaffold(["Profile", "--output", out, "--force"] + common)
        #expect(forced.status == 0)
        #expect(forced.out == "replaced \(out)/ProfileViewController.swift\nreplaced \(out)/ProfileDataSource.swift\n")
        #expect(ScaffoldTestSupport.read(controller) == original)
    }

    @Test func dryRunPrintsAndWritesNothing() throws {
        let dir = ScaffoldTestSupport.temporaryDirectory("dry")
        defer { ScaffoldTestSupport.remove(dir) }
        let result = ScaffoldTestSupport.scaffold(["Profile", "--output", dir, "--dry-run", "--template", "mvvm-dc"] + common)
        #expect(result.status == 0)
        #expect(result.out.contains("==> \(dir)/ProfileViewController.swift <==\n//\n//  ProfileViewController.swift\n"))
        #expect(result.out.contains("==> \(dir)/ProfileDataController.swift <=="))
        #expect(result.out.contains("func bind(viewModel: ProfileViewModel)"))
        #expect(result.out.hasSuffix("dry run: 4 files, nothing written\n"))
        #expect(try FileSystem.entries(dir).isEmpty)
        // Existing files are pointed out.
        try FileSystem.writeFile(dir + "/ProfileView.swift", "x")
        let second = ScaffoldTestSupport.scaffold(["Profile", "--output", dir, "--dry-run", "--template", "mvvm-dc"] + common)
        #expect(second.out.contains("==> \(dir)/ProfileView.swift (exists: --force would replace it) <=="))
        #expect(ScaffoldTestSupport.read(dir + "/ProfileView.swift") == "x")
    }

    @Test func usageErrorsExitTwoWithAClearMessage() {
        let cases: [([String], String)] = [
            (["Pro-file"], "not a valid screen name"),
            (["1Profile"], "not a valid screen name"),
            ([], "needs the screen's NAME"),
            (["A", "B"], "takes one NAME"),
            (["Profile", "--view", "name-label:UILabel"], "not a valid view name"),
            (["Profile", "--view", "nameLabel"], "--view takes NAME:TYPE"),
            (["Profile", "--event", "didTapSave:nothing"], "not one of the --view options"),
            (["Profile", "--template", "mvcc"], "Did you mean 'mvc'?"),
            (["Profile", "--language", "kotlin"], "not a valid value for --language"),
            (["Profile", "--date", "2024-02-30"], "is not a date"),
            (["Profile", "--set", "dataSorce=false"], "Did you mean 'dataSource'?"),
            (["Profile", "--set", "dataSource"], "--set takes NAME=VALUE"),
            (["Profile", "--templates", "/nonexistent/dir"], "not a directory"),
            (["Profile", "--veiw", "x:UIView"], "Did you mean '--view'?"),
        ]
        for (arguments, message) in cases {
            let result = ScaffoldTestSupport.scaffold(arguments + ["--dry-run"])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err.contains(message), "\(arguments): \(result.err)")
            #expect(result.out.isEmpty, "\(arguments)")
        }
    }

    @Test func listAndHelp() {
        let list = ScaffoldTestSupport.scaffold(["--list"])
        #expect(list.status == 0)
        for name in ["mvc", "mvvm-dc", "mvp", "cdd"] {
            #expect(list.out.split(separator: "\n").contains { $0.hasPrefix(name + " ") }, "\(name)")
        }
        #expect(list.out.contains("--set dataSource=… (default true)"))
        let help = ScaffoldTestSupport.scaffold(["--help"])
        #expect(help.status == 0)
        for option in ["--template", "--view", "--protocol", "--event", "--module", "--author", "--date", "--language",
                       "--templates", "--set", "--output", "--dry-run", "--force", "--list", "EXAMPLE", "SOURCE_DATE_EPOCH"] {
            #expect(help.out.contains(option), "\(option)")
        }
        let main = CommandLineTool.help
        #expect(main.contains("scaffold NAME"))
    }

    @Test func outputIsDeterministic() {
        let arguments = ["Profile", "--dry-run", "--template", "cdd", "--author", "A", "--module", "M"] + common
        let a = ScaffoldTestSupport.scaffold(arguments)
        let b = ScaffoldTestSupport.scaffold(arguments)
        #expect(a.status == 0)
        #expect(a.out == b.out)
        #expect(a.out.contains("//  Created by A on 2024-05-01."))
    }

    /// The templates compiled into the binary are exactly the files under `Templates/`.
    @Test func embeddedTemplatesEqualTheFilesOnDisk() throws {
        let root = ScaffoldTestSupport.packageRoot + "/Templates"
        var onDisk: [String: String] = [:]
        for folder in try FileSystem.entries(root) where FileSystem.kind(root + "/" + folder) == .directory {
            var pending = [folder]
            while let relative = pending.popLast() {
                for entry in try FileSystem.entries(root + "/" + relative) where !entry.hasPrefix(".") {
                    let path = relative + "/" + entry
                    if FileSystem.kind(root + "/" + path) == .directory { pending.append(path) } else {
                        onDisk[path] = ScaffoldTestSupport.read(root + "/" + path)
                    }
                }
            }
        }
        let embedded = Dictionary(BuiltinTemplates.files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        #expect(embedded.count == BuiltinTemplates.files.count, "a file is embedded twice")
        #expect(onDisk.keys.sorted() == embedded.keys.sorted(), "run scripts/embed-templates.sh")
        for (path, text) in onDisk where embedded[path] != text {
            Issue.record("Templates/\(path) differs from its embedded copy: run scripts/embed-templates.sh")
        }
        #expect(BuiltinTemplates.files.map(\.path) == BuiltinTemplates.files.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func everyBuiltInTemplateCompiles() throws {
        let bundles = try TemplateLibrary.builtIn()
        #expect(bundles.map(\.name) == ["cdd", "mvc", "mvp", "mvvm-dc"])
        for bundle in bundles {
            let compiled = try bundle.compile()
            #expect(compiled.count == Set(bundle.manifest.files.map(\.template)).count)
        }
        #expect(bundles.allSatisfy { $0.manifest.languages == [.swift, .objc] })
    }
}
