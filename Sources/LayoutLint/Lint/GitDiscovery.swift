#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GitRepository {
    /// The work tree's top level as `git rev-parse --show-toplevel` prints it, found without
    /// starting git: a pre-commit hook pays for every process it starts (~2 ms each, several
    /// times that on a loaded machine). Nil whenever git's own answer could differ, and the
    /// caller asks git: environment overrides, a start inside a git directory, a `.git` file
    /// (worktrees, submodules), a configured `core.worktree` or bare repository, a file-system
    /// boundary on the way up.
    static func discoveredRoot(_ directory: String) -> String? {
        let overrides = ["GIT_DIR", "GIT_WORK_TREE", "GIT_CEILING_DIRECTORIES", "GIT_DISCOVERY_ACROSS_FILESYSTEM", "GIT_COMMON_DIR",
                         "GIT_CONFIG_COUNT"]
        // `git -c core.worktree=…` reaches a hook through GIT_CONFIG_PARAMETERS (always set by `git -c`).
        let parameters = FileSystem.environment("GIT_CONFIG_PARAMETERS")?.lowercased() ?? ""
        guard !overrides.contains(where: { FileSystem.environment($0) != nil }),
              !parameters.contains("worktree"), !parameters.contains("bare"),
              let resolved = realpath(directory, nil) else { return nil }
        var dir = String(cString: resolved)
        free(resolved)
        var start = stat()
        guard stat(dir, &start) == 0 else { return nil }
        while true {
            var info = stat()
            guard !dir.split(separator: "/").contains(".git"), stat(dir, &info) == 0, info.st_dev == start.st_dev,
                  FileSystem.kind(FileSystem.join(dir, "HEAD")) == .missing else { return nil }
            let dotGit = FileSystem.join(dir, ".git")
            switch FileSystem.kind(dotGit) {
            case .directory:
                guard FileSystem.kind(FileSystem.join(dotGit, "HEAD")) == .file,
                      let config = try? FileSystem.readFile(FileSystem.join(dotGit, "config")) else { return nil }
                let lines = String(decoding: config, as: UTF8.self).lowercased().split(separator: "\n")
                let relocated = lines.contains { $0.contains("worktree") || ($0.contains("bare") && $0.contains("true")) }
                return relocated ? nil : dir
            case .missing:
                let parent = FileSystem.parent(dir)
                guard parent != dir, !parent.isEmpty else { return nil }
                dir = parent
            default:
                return nil
            }
        }
    }
}
