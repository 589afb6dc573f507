import Testing
@testable import LayoutLint

/// `lint --staged` and the installed pre-commit hook, end to end in temporary git repositories.
@Suite("Pre-commit hook")
struct HookTests {
    @Test func stagedLintJudgesTheStagedVersionNotTheWorkTree() throws {
        let repo = try TemporaryRepository("staged")
        try repo.write("README.md", "notes\n")
        try repo.commitAll("start")
        // Bad content staged, then fixed in the work tree only.
        try repo.write("App/ProfileViewController.swift", Controllers.bad)
        try repo.git("add", "App/ProfileViewController.swift")
        try repo.write("App/ProfileViewController.swift", Controllers.good)
        let staged = runTool(["lint", "--staged", "--quiet", repo.root])
        #expect(staged.status == 1)
        #expect(staged.out == repo.path("App/ProfileViewController.swift")
            + ":9:14: error: 'viewWillAppear(_:)' overrides UIViewController's but never calls super.viewWillAppear (super-call)\n")
        #expect(runTool(["lint", "--quiet", repo.root]).status == 0, "the work tree is clean")

        // And the other way round: good staged, bad in the work tree.
        try repo.git("add", "App/ProfileViewController.swift")
        try repo.write("App/ProfileViewController.swift", Controllers.bad)
        let fixed = runTool(["lint", "--staged", repo.root])
        #expect(fixed.status == 0 && fixed.out == "")
        #expect(fixed.err.contains("Linted 1 file: 0 errors"))
        #expect(runTool(["lint", "--quiet", repo.root]).status == 1)
    }

    @Test func stagedLintTakesOnlyStagedSwiftFilesInScope() throws {
        let repo = try TemporaryRepository("scope")
        try repo.write("A/One.swift", Controllers.bad)
        try repo.write("B/Two.swift", Controllers.bad)
        try repo.write("B/notes.txt", "x\n")
        try repo.write("Untracked.swift", Controllers.bad)
        try repo.write("Pods/Lib/Three.swift", Controllers.bad)
        try repo.git("add", "A", "B", "Pods")
        let all = runTool(["lint", "--staged", "--quiet", repo.root])
        let files: [String] = all.out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        #expect(files == [repo.path("A/One.swift"), repo.path("B/Two.swift")])
        let narrowed = runTool(["lint", "--staged", "--quiet", repo.path("B")])
        #expect(narrowed.out.hasPrefix(repo.path("B/Two.swift") + ":9:14: error:") && !narrowed.out.contains("One.swift"))
        // Deleted files are not linted; nothing staged is a clean run.
        try repo.commitAll("all")
        try repo.git("rm", "-q", "A/One.swift")
        let deleted = runTool(["lint", "--staged", repo.root])
        #expect(deleted.status == 0 && deleted.err.contains("Linted 0 files"))
        let outside = runTool(["lint", "--staged", "/"])
        #expect(outside.status == 2 && outside.err.contains("error:"))
    }

    @Test func installedHookRefusesThenAcceptsACommit() throws {
        let repo = try TemporaryRepository("hook")
        try repo.write("README.md", "notes\n")
        try repo.commitAll("start")
        let install = runTool(["install-hook", "--binary", try builtLayoutlint(), repo.root])
        #expect(install.status == 0, "\(install.err)")
        let hook = repo.path(".git/hooks/pre-commit")
        #expect(FileSystem.kind(hook) == .file)

        try repo.write("App/ProfileViewController.swift", Controllers.bad)
        try repo.git("add", "-A")
        let before = try repo.head()
        let refused = try repo.git("commit", "-m", "bad controller", allowFailure: true)
        #expect(refused.status == 1)
        // Git sends a hook's standard output to its standard error.
        #expect(refused.stderrText.contains("App/ProfileViewController.swift:9:14: error: 'viewWillAppear(_:)' overrides UIViewController's but never calls super.viewWillAppear (super-call)"))
        #expect(refused.stderrText.contains("layoutlint: commit refused"))
        #expect(try repo.head() == before)

        // Fix only the staged copy; the work tree keeps the bad version.
        try repo.write("App/ProfileViewController.swift", Controllers.good)
        try repo.git("add", "App/ProfileViewController.swift")
        try repo.write("App/ProfileViewController.swift", Controllers.bad)
        let accepted = try repo.git("commit", "-q", "-m", "good controller", allowFailure: true)
        #expect(accepted.status == 0, "\(accepted.stdoutText)\(accepted.stderrText)")
        #expect(try repo.git("show", "HEAD:App/ProfileViewController.swift").stdoutText == Controllers.good)

        // `git commit -a` stages the work tree into a temporary index: the hook must see it.
        let all = try repo.git("commit", "-a", "-m", "bad again", allowFailure: true)
        #expect(all.status == 1 && all.stderrText.contains("(super-call)"))
    }

    @Test func uninstallLeavesAnExistingHookAsItWas() throws {
        let repo = try TemporaryRepository("existing")
        let hook = repo.path(".git/hooks/pre-commit")
        let original = "#!/bin/sh\n# the team's own checks\necho team-hook-ran\nexit 0\n"
        try FileSystem.writeFile(hook, original)
        #expect(runTool(["install-hook", "--binary", try builtLayoutlint(), repo.root]).status == 0)
        #expect(runTool(["install-hook", "--binary", try builtLayoutlint(), repo.root]).status == 0, "installing twice")
        let installed = try repo.read(".git/hooks/pre-commit")
        #expect(installed.hasPrefix("#!/bin/sh\n" + HookCommand.begin + "\n"), "the block runs before the hook's own `exit 0`")
        #expect(installed.hasSuffix("\n" + HookCommand.end + "\n# the team's own checks\necho team-hook-ran\nexit 0\n"))
        #expect(installed.split(separator: "\n").filter { $0 == HookCommand.begin }.count == 1)

        // Both parts run: ours refuses a bad file, theirs still runs on a good one.
        try repo.write("A.swift", Controllers.bad)
        try repo.git("add", "A.swift")
        #expect(try repo.git("commit", "-m", "bad", allowFailure: true).status == 1)
        try repo.write("A.swift", Controllers.good)
        try repo.git("add", "A.swift")
        let good = try repo.git("commit", "-m", "good", allowFailure: true)
        #expect(good.status == 0 && good.stderrText.contains("team-hook-ran"))

        #expect(runTool(["uninstall-hook", repo.root]).status == 0)
        #expect(try repo.read(".git/hooks/pre-commit") == original)
        #expect(runTool(["uninstall-hook", repo.root]).out.contains("nothing to remove"))
    }

    @Test func aHookOfOurOwnIsDeletedOnUninstall() throws {
        let repo = try TemporaryRepository("own")
        let hook = repo.path(".git/hooks/pre-commit")
        #expect(runTool(["install-hook", "--binary", "/opt/it's here/layoutlint", repo.root]).status == 0)
        let text = try repo.read(".git/hooks/pre-commit")
        #expect(text.hasPrefix("#!/bin/sh\n# >>> layoutlint >>>\n"))
        #expect(text.contains("layoutlint_bin='/opt/it'\\''s here/layoutlint'"))
        #expect(try run(in: repo.root, ["sh", "-n", hook]).succeeded, "valid shell")
        #expect(runTool(["uninstall-hook", repo.root]).status == 0)
        #expect(FileSystem.kind(hook) == .missing)
    }

    @Test func missingBinaryWarnsWithoutBlocking() throws {
        let repo = try TemporaryRepository("nobinary")
        #expect(runTool(["install-hook", "--binary", "/nonexistent/layoutlint", repo.root]).status == 0)
        try repo.write("A.swift", Controllers.bad)
        try repo.git("add", "A.swift")
        // A PATH without any layoutlint on it.
        var environment = repo.environment
        environment["PATH"] = "/usr/bin:/bin"
        let commit = try Subprocess.run("git", ["-C", repo.root, "commit", "-m", "x"], environment: environment)
        #expect(commit.status == 0 && commit.stderrText.contains("layoutlint: not found"))
    }

    @Test func hookTextEditing() throws {
        let block = HookCommand.block(binary: "/bin/layoutlint")
        #expect(try HookCommand.installing(block, into: nil) == "#!/bin/sh\n" + block)
        let bash = "#!/usr/bin/env bash\nset -e\nexec something\n"
        let withBlock = try HookCommand.installing(block, into: bash)
        #expect(withBlock == "#!/usr/bin/env bash\n" + block + "set -e\nexec something\n")
        #expect(HookCommand.removing(from: withBlock) == bash)
        #expect(try HookCommand.installing(HookCommand.block(binary: "/new"), into: withBlock).contains("'/new'"))
        #expect(HookCommand.removing(from: bash) == nil)
        #expect(throws: Arguments.UsageError.self) { try HookCommand.installing(block, into: "#!/usr/bin/env python3\nprint(1)\n") }
        #expect(HookCommand.isShell("#!/bin/zsh") && HookCommand.isShell("#!/usr/bin/env -S bash -e") && !HookCommand.isShell("#!/usr/bin/perl"))
    }

    @Test func nonShellHookIsLeftAloneWithExitTwo() throws {
        let repo = try TemporaryRepository("python")
        let python = "#!/usr/bin/env python3\nprint('hi')\n"
        try repo.write(".git/hooks/pre-commit", python)
        let result = runTool(["install-hook", repo.root])
        #expect(result.status == 2 && result.err.contains("not a shell script"))
        #expect(try repo.read(".git/hooks/pre-commit") == python)
    }

    @Test func hooksPathIsRespected() throws {
        let repo = try TemporaryRepository("hookspath")
        try repo.git("config", "core.hooksPath", "githooks")
        #expect(runTool(["install-hook", "--binary", "/x/layoutlint", repo.root]).status == 0)
        #expect(FileSystem.kind(repo.path("githooks/pre-commit")) == .file)
        #expect(FileSystem.kind(repo.path(".git/hooks/pre-commit")) == .missing)
    }
}
