import Testing
@testable import LayoutLint

/// The real pre-commit framework (pip's `pre-commit`) using this repository's
/// `.pre-commit-hooks.yaml`, as a team would: it clones the repository at a commit, builds it
/// with `swift build -c release` and runs the hook on the staged Swift files.
///
/// The framework clones what is committed: this checks HEAD of the package's repository (on CI,
/// a fresh clone, that is the code under test; locally, commit first). It takes a minute or two,
/// most of it the release build.
@Suite("pre-commit framework")
struct PreCommitFrameworkTests {
    @Test(.timeLimit(.minutes(10)))
    func frameworkRefusesThenAcceptsACommit() throws {
        let package = ConfigurationTests.repositoryRoot
        let repo = try TemporaryRepository("precommit")
        // The framework's clone and release build take ~100 MB: removed when the test ends.
        defer { _ = try? Subprocess.run("rm", ["-rf", FileSystem.parent(repo.root)]) }
        let rev = try Subprocess.run("git", ["-C", package, "rev-parse", "HEAD"], environment: repo.environment).stdoutText.trimmingNewlines()
        try #require(!rev.isEmpty, "the package is not a git repository with a commit")

        let tools = FileSystem.join(FileSystem.parent(repo.root), "tools")
        try FileSystem.createDirectories(tools)
        let python = try PythonEnvironment.venv(packages: ["pre-commit"], in: tools)
        var environment = repo.environment
        environment["PRE_COMMIT_HOME"] = FileSystem.join(tools, "cache")
        environment["PRE_COMMIT_COLOR"] = "never"

        try repo.write(".pre-commit-config.yaml", """
        repos:
          - repo: \(package)
            rev: \(rev)
            hooks:
              - id: layoutlint

        """)
        try repo.commitAll("pre-commit configuration")
        let install = try run(in: repo.root, [python, "-m", "pre_commit", "install"], environment: environment)
        #expect(install.succeeded, "\(install.stdoutText)\(install.stderrText)")

        try repo.write("App/ProfileViewController.swift", Controllers.bad)
        try repo.git("add", "App/ProfileViewController.swift")
        let before = try repo.head()
        let refused = try Subprocess.run("git", ["-C", repo.root, "commit", "-m", "bad controller"], environment: environment)
        let refusedOutput = refused.stdoutText + refused.stderrText
        #expect(refused.status != 0, "\(refusedOutput)")
        #expect(refusedOutput.contains("App/ProfileViewController.swift:9:14: error: 'viewWillAppear(_:)' overrides UIViewController's but never calls super.viewWillAppear (super-call)"),
                "\(refusedOutput)")
        #expect(try repo.head() == before)

        // Fix only the staged copy: the framework stashes the bad work-tree version while it runs.
        try repo.write("App/ProfileViewController.swift", Controllers.good)
        try repo.git("add", "App/ProfileViewController.swift")
        try repo.write("App/ProfileViewController.swift", Controllers.bad)
        let accepted = try Subprocess.run("git", ["-C", repo.root, "commit", "-m", "good controller"], environment: environment)
        #expect(accepted.status == 0, "\(accepted.stdoutText)\(accepted.stderrText)")
        // The framework's report ("layoutlint....Passed") comes through git, on standard error.
        #expect(accepted.stderrText.contains("layoutlint") && accepted.stderrText.contains("Passed"), "\(accepted.stderrText)")
        #expect(try repo.git("show", "HEAD:App/ProfileViewController.swift").stdoutText == Controllers.good)
        #expect(try repo.read("App/ProfileViewController.swift") == Controllers.bad, "the unstaged edit is restored")
    }
}
