import Testing
@testable import LayoutLint

/// A throw-away git repository under /tmp. Git runs with no system or global configuration and a
/// private HOME (CI's may not be writable), so the user's settings cannot change what a test sees.
struct TemporaryRepository {
    let root: String
    let home: String

    init(_ name: String) throws {
        let dir = try temporaryDirectory(name)
        home = FileSystem.join(dir, "home")
        root = FileSystem.join(dir, "repo")
        try FileSystem.createDirectories(home)
        try FileSystem.createDirectories(root)
        try git("-c", "init.defaultBranch=main", "init", "-q")
        try git("config", "user.name", "layoutlint tests")
        try git("config", "user.email", "tests@layoutlint.invalid")
        try git("config", "commit.gpgsign", "false")
    }

    var environment: [String: String] {
        ["HOME": home, "XDG_CONFIG_HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"]
    }

    /// Runs git in the repository; fails the test when git fails unless `allowFailure`.
    @discardableResult
    func git(_ arguments: String..., allowFailure: Bool = false) throws -> Subprocess.Result {
        let result = try Subprocess.run("git", ["-C", root] + arguments, environment: environment)
        if !allowFailure && !result.succeeded {
            Issue.record("git \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stderrText)")
        }
        return result
    }

    func path(_ relative: String) -> String { FileSystem.join(root, relative) }

    func write(_ relative: String, _ text: String) throws {
        try FileSystem.createDirectories(FileSystem.parent(path(relative)))
        try FileSystem.writeFile(path(relative), text)
    }

    func read(_ relative: String) throws -> String { String(decoding: try FileSystem.readFile(path(relative)), as: UTF8.self) }

    /// Commits everything as it is (no hooks run).
    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "--no-verify", "-m", message)
    }

    func head() throws -> String { try git("rev-parse", "HEAD", allowFailure: true).stdoutText.trimmingNewlines() }
}

enum Controllers {
    /// viewWillAppear without super: a `super-call` error on line 9, column 14.
    static let bad = """
    import UIKit

    final class ProfileViewController: UIViewController {
        // MARK: - Life Cycle
        override func viewDidLoad() {
            super.viewDidLoad()
        }

        override func viewWillAppear(_ animated: Bool) {
        }
    }

    """

    /// The same controller, conforming.
    static let good = bad.replacingFirst("override func viewWillAppear(_ animated: Bool) {\n",
                                         with: "override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n")
}

/// The `layoutlint` executable SwiftPM built next to the test bundle (`swift test` builds every
/// product), for what must run out of process: git hooks.
func builtLayoutlint() throws -> String {
    let candidates = [HookCommand.executablePath()].compactMap { $0 } + CommandLine.arguments
    for candidate in candidates {
        guard let range = candidate.textRange(of: ".xctest") else { continue }
        let binary = FileSystem.join(FileSystem.parent(String(candidate[..<range.lowerBound])), "layoutlint")
        if FileSystem.kind(binary) == .file { return binary }
    }
    throw Subprocess.Failure(description: "no layoutlint binary next to the test bundle (\(candidates))")
}

/// Runs `command` with `directory` as its working directory (via /bin/sh: Subprocess has no cwd).
func run(in directory: String, _ command: [String], environment: [String: String] = [:]) throws -> Subprocess.Result {
    try Subprocess.run("/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", directory] + command, environment: environment)
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = textRange(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }

    func textRange(of needle: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(needle) {
                return start..<index(start, offsetBy: needle.count)
            }
            start = index(after: start)
        }
        return nil
    }
}
