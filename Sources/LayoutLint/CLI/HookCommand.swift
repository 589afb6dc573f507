#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(MachO)
import MachO
#endif

/// `layoutlint install-hook` / `uninstall-hook`: a git pre-commit hook that lints the staged
/// version of the staged Swift files and refuses a commit with errors.
///
/// The hook is a block between marker lines, so it can live in a hook that already exists
/// (and be removed from it again) without touching anything else. The block goes right after
/// the shebang, not at the end: many hooks end in `exec …` or `exit 0` (the pre-commit
/// framework's and husky's do), and a block after those would never run.
enum HookCommand {
    static let begin = "# >>> layoutlint >>>"
    static let end = "# <<< layoutlint <<<"

    static let installHelp = """
    USAGE: layoutlint install-hook [--binary PATH] [DIR]

    Adds a pre-commit hook to the git repository containing DIR (default: the current directory):
    before each commit it runs 'layoutlint lint --staged', which lints the staged version of the
    staged Swift files, prints findings in Xcode's format and refuses the commit on errors (exit
    status 1; 'git commit --no-verify' skips it). An existing pre-commit hook is kept: the
    layoutlint block is inserted after its first line, between marker comments. Installing again
    replaces the block. Hooks go where git looks for them (core.hooksPath is respected).

    OPTIONS:
      --binary PATH   The layoutlint the hook runs (default: this executable; if it has gone,
                      the hook falls back to 'layoutlint' on PATH).
      -h, --help      Show this help.
    """

    static let uninstallHelp = """
    USAGE: layoutlint uninstall-hook [DIR]

    Removes the layoutlint block from the pre-commit hook of the git repository containing DIR
    (default: the current directory). The rest of the hook is left as it was; the file is deleted
    only when nothing but the layoutlint block was in it.
    """

    static func install(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h"], options: ["--binary"])
        if args.has("--help") || args.has("-h") {
            output.line(installHelp)
            return 0
        }
        guard let hook = try hookPath(args, output: output) else { return 2 }
        let binary = args.value("--binary").map { ReportPath.absolute($0, base: FileSystem.currentDirectory()) }
            ?? executablePath() ?? "layoutlint"
        let existing = FileSystem.kind(hook) == .missing ? nil : String(decoding: try FileSystem.readFile(hook), as: UTF8.self)
        let updated: String
        do { updated = try installing(block(binary: binary), into: existing) } catch let error as Arguments.UsageError {
            output.error("error: \(hook): \(error.description)")
            return 2
        }
        try FileSystem.createDirectories(FileSystem.parent(hook))
        try FileSystem.writeFile(hook, updated)
        guard chmod(hook, 0o755) == 0 else { throw FileSystem.Failure(path: hook, reason: "cannot make it executable") }
        output.line("\(existing == nil ? "Wrote" : "Updated") \(hook): commits now lint the staged Swift files with \(binary).")
        return 0
    }

    static func uninstall(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h"], options: [])
        if args.has("--help") || args.has("-h") {
            output.line(uninstallHelp)
            return 0
        }
        guard let hook = try hookPath(args, output: output) else { return 2 }
        guard FileSystem.kind(hook) != .missing,
              let remaining = removing(from: String(decoding: try FileSystem.readFile(hook), as: UTF8.self)) else {
            output.line("No layoutlint block in \(hook); nothing to remove.")
            return 0
        }
        if remaining.split(separator: "\n").allSatisfy({ $0.hasPrefix("#!") || $0.allSatisfy(\.isWhitespace) }) {
            guard unlink(hook) == 0 else { throw FileSystem.Failure(path: hook, reason: String(cString: strerror(errno))) }
            output.line("Removed \(hook) (it held only the layoutlint hook).")
        } else {
            try FileSystem.writeFile(hook, remaining)
            output.line("Removed the layoutlint block from \(hook); the rest of the hook is unchanged.")
        }
        return 0
    }

    private static func hookPath(_ args: Arguments, output: Output) throws -> String? {
        guard args.positionals.count <= 1 else { throw Arguments.UsageError(description: "expected at most one directory") }
        do {
            let repository = try GitRepository.containing(args.positionals.first ?? ".")
            return FileSystem.join(try repository.hooksDirectory(), "pre-commit")
        } catch let error as GitRepository.Failure {
            output.error("error: \(error)")
            return nil
        }
    }

    /// The hook's block. It runs the binary found at install time, else `layoutlint` on PATH; if
    /// neither exists it says so and lets the commit through rather than blocking all work.
    static func block(binary: String) -> String {
        // Single quotes keep every byte literal; a quote itself is closed, escaped and reopened.
        let quoted = "'" + binary.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        return """
        \(begin)
        # Added by `layoutlint install-hook`; `layoutlint uninstall-hook` removes this block.
        # Lints the staged version of the staged Swift files; errors refuse the commit.
        layoutlint_bin=\(quoted)
        [ -x "$layoutlint_bin" ] || layoutlint_bin=$(command -v layoutlint || true)
        if [ -n "$layoutlint_bin" ]; then
            "$layoutlint_bin" lint --staged --quiet || {
                layoutlint_status=$?
                echo "layoutlint: commit refused (exit $layoutlint_status). Fix the staged files, or skip the check with 'git commit --no-verify'." >&2
                exit "$layoutlint_status"
            }
        else
            echo "layoutlint: not found (run 'layoutlint install-hook' again); staged Swift files were not checked." >&2
        fi
        \(end)

        """
    }

    /// The hook with `block` in it: a new `#!/bin/sh` hook, or the block inserted after an
    /// existing shell hook's shebang (replacing an earlier layoutlint block in place).
    static func installing(_ block: String, into existing: String?) throws -> String {
        guard let existing, !existing.allSatisfy(\.isWhitespace) else { return "#!/bin/sh\n" + block }
        var lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blockLines = block.split(separator: "\n").map(String.init)
        if let range = blockRange(in: lines) {
            lines.replaceSubrange(range, with: blockLines)
            return lines.joined(separator: "\n")
        }
        guard existing.hasPrefix("#!") else { return "#!/bin/sh\n" + block + existing }
        guard isShell(lines[0]) else {
            throw Arguments.UsageError(description: "the existing hook is not a shell script (\(lines[0])); add "
                + "'layoutlint lint --staged' to it yourself, or use the pre-commit framework (see the README).")
        }
        lines.insert(contentsOf: blockLines, at: 1)
        return lines.joined(separator: "\n")
    }

    /// The hook without the layoutlint block, or nil when it has none.
    static func removing(from hook: String) -> String? {
        var lines = hook.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let range = blockRange(in: lines) else { return nil }
        lines.removeSubrange(range)
        return lines.joined(separator: "\n")
    }

    /// The lines from the begin marker through the end marker.
    private static func blockRange(in lines: [String]) -> ClosedRange<Int>? {
        guard let first = lines.firstIndex(of: begin),
              let last = lines[first...].firstIndex(of: end) else { return nil }
        return first...last
    }

    /// A shebang for a POSIX-style shell, directly or through `env`.
    static func isShell(_ shebang: String) -> Bool {
        let words = shebang.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else { return false }
        let program = first.hasSuffix("/env") ? words.dropFirst().first { !$0.hasPrefix("-") } : first
        guard let name = program?.split(separator: "/").last else { return false }
        return ["sh", "bash", "zsh", "dash", "ksh"].contains(String(name))
    }

    /// The running executable's absolute path, so the hook runs this very build.
    static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let path = String(cString: buffer)
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
        #else
        return nil
        #endif
    }
}
