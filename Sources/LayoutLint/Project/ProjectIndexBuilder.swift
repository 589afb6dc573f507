#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds the `ProjectIndex` from every Swift file (and Objective-C header and implementation)
/// under the project root, before linting.
///
/// Cache, not a second parse: outlining a whole tree costs about as much as linting it, so a
/// second pass would double a full run and put a hook on a 2,000-controller repository far over
/// 50 ms. Each file's declarations are cached by path, size and modification time in the git
/// directory (`.git/layoutlint/project-index`); a run re-reads only the files that changed
/// (in parallel, like the linter) and stats the rest. Outside a git repository nothing is
/// written and every file is read each run.
public struct ProjectIndexBuilder {
    public let root: String
    /// Where the cache lives; nil to build without one.
    public let cachePath: String?

    /// Swift files, and Objective-C headers and implementations (`.mm` too) for the classes and
    /// `@protocol`s they declare (an app's Objective-C base controller is still the project's own).
    static let indexedExtensions = [".swift", ".h", ".m", ".mm"]

    public init(root: String, cachePath: String?) {
        self.root = root
        self.cachePath = cachePath
    }

    /// The builder for a run: `explicitRoot` (`--project-root`) if given, else the top level of
    /// the git repository containing `start`, else `start` itself (a directory, or a file's
    /// directory).
    public static func forProject(containing start: String, explicitRoot: String?) -> ProjectIndexBuilder {
        let directory = FileSystem.kind(start) == .directory ? start : FileSystem.parent(start)
        let absolute = ReportPath.absolute(explicitRoot ?? directory, base: FileSystem.currentDirectory())
        let git = gitTopLevel(from: absolute)
        let root = explicitRoot == nil ? git?.root ?? absolute : absolute
        return ProjectIndexBuilder(root: root, cachePath: git?.gitDirectory.map { FileSystem.join($0, "layoutlint/project-index") })
    }

    /// The nearest directory at or above `directory` holding `.git`, and its git directory (a
    /// `.git` file, as in worktrees and submodules, names it with `gitdir:`).
    static func gitTopLevel(from directory: String) -> (root: String, gitDirectory: String?)? {
        var dir = directory
        while true {
            let dotGit = FileSystem.join(dir, ".git")
            switch FileSystem.kind(dotGit) {
            case .directory: return (dir, dotGit)
            case .file:
                let text = (try? FileSystem.readFile(dotGit)).map { String(decoding: $0, as: UTF8.self) } ?? ""
                guard let line = text.split(whereSeparator: { $0 == "\n" }).first, line.hasPrefix("gitdir:") else { return (dir, nil) }
                let path = String(line.dropFirst("gitdir:".count).drop { $0 == " " || $0 == "\t" }).trimmingNewlines()
                return (dir, path.hasPrefix("/") ? path : FileSystem.join(dir, path))
            default: break
            }
            let parent = FileSystem.parent(dir)
            if parent == dir || parent.isEmpty { return nil }
            dir = parent
        }
    }

    /// The index of every Swift file under the root. `overrides` replaces what is on disk for
    /// some files (root-relative path → bytes): the staged version of staged files.
    public func build(overrides: [String: [UInt8]] = [:]) -> ProjectIndex {
        let cached = cachePath.flatMap { ProjectIndexCache.load($0) } ?? [:]
        var entries: [(path: String, stamp: ProjectIndexCache.Stamp, declarations: ProjectDeclarations?)] = []
        var stale: [Int] = []
        for (relative, stamp) in sourceFiles() {
            if let hit = cached[relative], hit.stamp == stamp, overrides[relative] == nil {
                entries.append((relative, stamp, hit.declarations))
            } else {
                entries.append((relative, stamp, nil))
                stale.append(entries.count - 1)
            }
        }
        var fresh: [ProjectDeclarations] = []
        OrderedParallel.forEach(stale, work: { k -> ProjectDeclarations in
            let path = entries[k].path
            guard let bytes = overrides[path] ?? (try? FileSystem.readFile(FileSystem.join(root, path))) else { return ProjectDeclarations() }
            let outline = SourceParser.parse(SourceFile(path: path, bytes: bytes), readingHeader: false)
            return ProjectDeclarations(outline)
        }, emit: { fresh.append($0) })
        for (k, declarations) in zip(stale, fresh) { entries[k].declarations = declarations }
        // Staged content is not what the disk holds: never cache it under the disk's stamp;
        // keep what the cache knew of those files instead.
        var storable: [(path: String, stamp: ProjectIndexCache.Stamp, declarations: ProjectDeclarations)] = []
        for entry in entries {
            if overrides[entry.path] == nil {
                storable.append((entry.path, entry.stamp, entry.declarations ?? ProjectDeclarations()))
            } else if let old = cached[entry.path] {
                storable.append((entry.path, old.stamp, old.declarations))
            }
        }
        let changed = stale.contains { overrides[entries[$0].path] == nil } || storable.count != cached.count
        if changed, let cachePath { ProjectIndexCache.store(storable, at: cachePath) }
        return ProjectIndex(files: entries.compactMap { entry in
            guard let declarations = entry.declarations, !declarations.isEmpty else { return nil }
            return (entry.path, declarations)
        })
    }

    /// The Swift files under the root (root-relative, in a stable order) with their stamps: one
    /// `stat` per entry, which is most of what a cached run costs. Skips what a lint walk skips
    /// (hidden folders, build products, Pods…) and enters each real directory once.
    func sourceFiles() -> [(path: String, stamp: ProjectIndexCache.Stamp)] {
        var result: [(String, ProjectIndexCache.Stamp)] = []
        var visited = Set<[UInt64]>()
        var stack: [String] = [""]
        while let relative = stack.popLast() {
            let directory = relative.isEmpty ? root : FileSystem.join(root, relative)
            guard let id = FileSystem.identity(directory), visited.insert(id).inserted,
                  let names = try? FileSystem.entries(directory) else { continue }
            var subdirectories: [String] = []
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard stat(FileSystem.join(root, child), &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR where !PathWalker.skippedDirectories.contains(name): subdirectories.append(child)
                case S_IFREG where Self.indexedExtensions.contains(where: { name.hasSuffix($0) }): result.append((child, ProjectIndexCache.Stamp(info)))
                default: break
                }
            }
            stack.append(contentsOf: subdirectories.reversed())
        }
        return result
    }
}
