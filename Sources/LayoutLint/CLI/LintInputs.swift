#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lint` reads: the Swift files under the paths given (or listed with --files-from), or —
/// from git — the staged version of the staged files (--staged) or the files changed since a
/// revision (--diff-base), with the lines that changed.
struct LintInputs {
    struct Item {
        /// As reported: relative to the current directory when inside it.
        let path: String
        /// The bytes to lint (the staged blob); nil to read `path` from disk.
        let bytes: [UInt8]?
    }

    var items: [Item] = []
    var failures: [FileSystem.Failure] = []
    /// The items of listed paths (`--files-from`) taken on the list's word, not yet `stat`ed
    /// (`indexConfirmingListed` confirms them).
    var unconfirmed: Range<Int> = 0..<0
    /// With --diff-base: the changed lines of each item's path; findings elsewhere are dropped.
    var changedLines: [String: LineSet]?

    /// Every line, for files that are new to git.
    static let allLines = LineSet([1...Int.max])

    /// The files under `paths` and the `listed` ones. With `deferringListed`, listed paths are
    /// taken as files without a `stat` each (`unconfirmed`): a list names files nearly always,
    /// and the project index's walk finds most of them anyway.
    static func walked(paths: [String], listed: [String], configuration: Configuration, deferringListed: Bool = false) -> LintInputs {
        var walker = PathWalker()
        walker.excluded = { !configuration.includes(path: $0, isDirectory: $1) }
        var walk = walker.expand(paths)
        let included = listed.filter { configuration.includes(path: $0) }
        let firstListed = walk.files.count
        if deferringListed {
            walk.files += included
        } else {
            let listedWalk = walker.expand(included)
            walk.files += listedWalk.files
            walk.failures += listedWalk.failures
        }
        var inputs = LintInputs(items: walk.files.map { Item(path: $0, bytes: nil) }, failures: walk.failures)
        if deferringListed { inputs.unconfirmed = firstListed..<inputs.items.count }
        return inputs
    }

    /// Files from git, restricted to `paths` (the whole repository when empty). The repository is
    /// the one containing the first path, else the current directory.
    static func fromGit(paths: [String], staged: Bool, diffBase: String?, configuration: Configuration) throws -> LintInputs {
        var inputs = LintInputs()
        let start = paths.first.map { FileSystem.kind($0) == .directory ? $0 : FileSystem.parent($0) } ?? "."
        let repository = try GitRepository.containing(start)
        var scopes: [String] = []
        for path in paths {
            if let real = physicalPath(path), FileSystem.kind(path) != .missing {
                scopes.append(real)
            } else {
                inputs.failures.append(FileSystem.Failure(path: path, reason: "no such file or directory"))
            }
        }
        let cwd = FileSystem.currentDirectory()
        // Root-relative path → reported path, for the files in scope.
        func reported(_ relative: String) -> String? {
            guard isLintable(relative) else { return nil }
            let absolute = FileSystem.join(repository.root, relative)
            guard paths.isEmpty || scopes.contains(where: { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else { return nil }
            let path = ReportPath.relative(absolute, to: cwd) ?? absolute
            return configuration.includes(path: path) ? path : nil
        }

        if staged {
            let files = try repository.stagedFiles().compactMap { file in reported(file.path).map { (file, $0) } }
            let contents = try repository.stagedContents(files.map(\.0))
            for (file, bytes) in zip(files, contents) {
                // Staged bytes are held to the limit files read from disk are (`FileSystem.readFile`).
                guard bytes.count <= FileSystem.maximumFileSize else {
                    inputs.failures.append(FileSystem.Failure(path: file.1, reason: FileSystem.tooLarge))
                    continue
                }
                inputs.items.append(Item(path: file.1, bytes: bytes))
            }
        }
        if let diffBase {
            var changed = try repository.changedLines(since: diffBase, cached: staged)
            if !staged {
                for file in try repository.untrackedFiles() { changed[file] = allLines }
                let files = changed.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap(reported)
                inputs.items = files.map { Item(path: $0, bytes: nil) }
            }
            var lines: [String: LineSet] = [:]
            for (file, set) in changed { if let path = reported(file) { lines[path] = set } }
            inputs.changedLines = lines
        }
        return inputs
    }

    /// A Swift file outside the folders a directory walk skips (hidden, build products, Pods…).
    static func isLintable(_ relative: String) -> Bool {
        let components = relative.split(separator: "/")
        guard let name = components.last, PathWalker().extensions.contains(where: { name.hasSuffix($0) }) else { return false }
        return !components.dropLast().contains { $0.hasPrefix(".") || PathWalker.skippedDirectories.contains(String($0)) }
    }

    /// The absolute path with symbolic links in its directories resolved (git names files that
    /// way), or nil when the directory does not exist.
    static func physicalPath(_ path: String) -> String? {
        let absolute = ReportPath.absolute(path, base: FileSystem.currentDirectory())
        if FileSystem.kind(absolute) == .directory, let real = realPath(absolute) { return real }
        guard let directory = realPath(FileSystem.parent(absolute)) else { return nil }
        let name = absolute.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? directory : FileSystem.join(directory, name)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
