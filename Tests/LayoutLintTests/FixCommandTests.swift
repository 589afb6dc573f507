import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import LayoutLint

@Suite("Fixer: command line")
struct FixCommandTests {
    static let legacy = """
        class LoginViewController: UIViewController {
            @objc private func didTapLogin(_ sender: UIButton) {}

            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel()
                view.addSubview(label)
            }
        }

        """

    @Test func dryRunPrintsADiffAndChangesNothing() throws {
        let dir = try temporaryDirectory("fix-dry")
        let path = FileSystem.join(dir, "LoginViewController.swift")
        try FileSystem.writeFile(path, Self.legacy)
        let run = runTool(["fix", "--dry-run", path])
        #expect(run.status == 1)
        #expect(run.out.contains("+    // MARK: - Life Cycle") && run.out.contains("-    @objc private func didTapLogin"))
        #expect(String(decoding: try FileSystem.readFile(path), as: UTF8.self) == Self.legacy)
    }

    @Test func aProtocolDeclaredInAnotherFileIsKnownToFixAsToLint() throws {
        let dir = try temporaryDirectory("fix-project")
        try FileSystem.writeFile(FileSystem.join(dir, "ChromeDelegate.swift"), """
            protocol ChromeDelegate: AnyObject {
                func chromeDidHide()
            }

            """)
        let path = FileSystem.join(dir, "BrowserViewController.swift")
        try FileSystem.writeFile(path, """
            final class BrowserViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            extension BrowserViewController: ChromeDelegate {
                func chromeDidHide() { hideKeyboard() }

                private func hideKeyboard() {}
            }

            """)
        #expect(runTool(["lint", dir]).out.contains("'hideKeyboard()' belongs in Private Methods"))
        _ = runTool(["fix", dir])
        let text = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        #expect(text.hasSuffix("""
            extension BrowserViewController {
                // MARK: - Private Methods
                private func hideKeyboard() {}
            }

            """))
        #expect(!runTool(["lint", dir]).out.contains("misplaced-member"))
    }

    @Test func fixWritesKeepsPermissionsAndExplainsWhatRemains() throws {
        let dir = try temporaryDirectory("fix-write")
        let path = FileSystem.join(dir, "LoginViewController.swift")
        try FileSystem.writeFile(path, Self.legacy)
        chmod(path, 0o640)
        let run = runTool(["lint", "--fix", path])
        #expect(run.status == 0)
        #expect(run.err.contains("LoginViewController: 1 member moved, 2 MARKs added"))
        #expect(run.err.contains("viewDidLoad() creates a UILabel") && run.err.contains("not repaired: creating or configuring views belongs in their lazy getters"))
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        #expect(runTool(["lint", path]).out.contains("section-order") == false)
        #expect(runTool(["fix", "--dry-run", path]).status == 0)
    }

    @Test func onlySelectedAndEnabledRepairsAreMade() throws {
        let dir = try temporaryDirectory("fix-rules")
        let path = FileSystem.join(dir, "LoginViewController.swift")
        try FileSystem.writeFile(path, "// layoutlint:disable section-order section-mark\n" + Self.legacy)
        let run = runTool(["fix", path])
        #expect(run.err.contains("Fixed 0 of 1 file"))
        #expect(runTool(["fix", "--rules", "section-odrer", path]).err.contains("Did you mean 'section-order'?"))
        try FileSystem.writeFile(path, Self.legacy)
        #expect(runTool(["fix", "--rules", "lifecycle-order", "--dry-run", path]).err.contains("Would fix 0 of 1 file"))
    }

    @Test func filesFromListsTheFilesToFix() throws {
        let dir = try temporaryDirectory("fix-list")
        let path = FileSystem.join(dir, "LoginViewController.swift")
        try FileSystem.writeFile(path, Self.legacy)
        try FileSystem.writeFile(FileSystem.join(dir, "Other.swift"), Self.legacy.replacingOccurrences(of: "Login", with: "Other"))
        let list = FileSystem.join(dir, "list.txt")
        try FileSystem.writeFile(list, path + "\n")
        let run = runTool(["fix", "--files-from", list])
        #expect(run.err.contains("Fixed 1 of 1 file"))
        #expect(String(decoding: try FileSystem.readFile(FileSystem.join(dir, "Other.swift")), as: UTF8.self).contains("MARK") == false)
        #expect(runTool(["fix", "--help"]).out.contains("--dry-run"))
    }

    @Test func aFileChangedOnDiskIsNotOverwritten() throws {
        let dir = try temporaryDirectory("fix-race")
        let path = FileSystem.join(dir, "A.swift")
        try FileSystem.writeFile(path, "let a = 1\n")
        #expect(throws: FileSystem.Failure.self) { try FileSystem.replaceFile(path, expected: Array("let a = 0\n".utf8), with: []) }
        try FileSystem.replaceFile(path, expected: Array("let a = 1\n".utf8), with: Array("let a = 2\n".utf8))
        #expect(try FileSystem.readFile(path) == Array("let a = 2\n".utf8))
        #expect(try FileSystem.entries(dir) == ["A.swift"])
    }
}

@Suite("Fixer: --staged")
struct FixStagedTests {
    @Test func fixesFullyStagedFilesAndLeavesPartiallyStagedOnes() throws {
        // A repository without commits: everything is staged for the first one.
        let repo = try TemporaryRepository("fix-staged")
        try repo.write("App/LoginViewController.swift", FixCommandTests.legacy)
        try repo.write("App/SignupViewController.swift", FixCommandTests.legacy.replacingOccurrences(of: "Login", with: "Signup"))
        try repo.git("add", "-A")
        try repo.write("App/SignupViewController.swift", FixCommandTests.legacy.replacingOccurrences(of: "Login", with: "Signup") + "// unstaged\n")
        let run = runTool(["fix", "--staged", repo.root])
        #expect(run.status == 1)
        #expect(run.err.contains("SignupViewController.swift: has unstaged changes; not fixed"))
        #expect(try repo.read("App/LoginViewController.swift").contains("// MARK: - Life Cycle"))
        #expect(try repo.read("App/SignupViewController.swift").hasSuffix("// unstaged\n"))
        try repo.git("add", "-A")
        let again = runTool(["fix", "--staged", repo.root])
        #expect(again.status == 1 && again.err.contains("Fixed 1 of 2 files"))
        try repo.git("add", "-A")
        #expect(runTool(["fix", "--staged", repo.root]).err.contains("Fixed 0 of 2 files"))
    }
}
