import Testing
@testable import LayoutLint

/// Finding the work tree's top level without starting git, and leaving the unusual cases to git.
@Suite("Git discovery")
struct GitDiscoveryTests {
    @Test func agreesWithGitFromASubdirectory() throws {
        let repo = try TemporaryRepository("git-discovery")
        try repo.write("App/Views/ProfileViewController.swift", "final class ProfileViewController: UIViewController {}\n")
        let fromGit = try repo.git("-C", repo.path("App/Views"), "rev-parse", "--show-toplevel").stdoutText.trimmingNewlines()
        #expect(!fromGit.isEmpty)
        #expect(GitRepository.discoveredRoot(repo.path("App/Views")) == fromGit)
        #expect(GitRepository.discoveredRoot(repo.root) == fromGit)
        #expect(try GitRepository.containing(repo.path("App")).root == fromGit)
    }

    @Test func leavesUnusualLayoutsToGit() throws {
        let repo = try TemporaryRepository("git-discovery-unusual")
        // Inside the git directory: git itself says there is no work tree here.
        #expect(GitRepository.discoveredRoot(repo.path(".git/refs")) == nil)
        // A relocated work tree.
        try repo.git("config", "core.worktree", repo.root)
        #expect(GitRepository.discoveredRoot(repo.root) == nil)
        // A `.git` file, as in linked worktrees and submodules.
        let linked = try temporaryDirectory("git-discovery-linked")
        try FileSystem.writeFile(FileSystem.join(linked, ".git"), "gitdir: \(repo.path(".git"))\n")
        #expect(GitRepository.discoveredRoot(linked) == nil)
    }
}
