/// Builds the `ProjectIndex` from every Swift file (and Objective-C header and implementation)
/// under the project root, before linting.
///
/// Never a second parse: outlining a whole tree costs about as much as linting it, so a second
/// pass would nearly double a full run and put a hook on a 2,000-controller repository far over
/// 50 ms. Two things keep it to one:
/// - a cache: each file's declarations are kept by path, size and modification time in the git
///   directory (`.git/layoutlint/project-index`); a run re-reads only the files that changed (in
///   parallel, like the linter) and stats the rest. Outside a git repository nothing is written
///   and every file is read each run;
/// - shared outlines: a file that must be read for the index and is also being linted is parsed
///   once, the way the linter parses it, and the outline is handed to the linter (`Build.outlines`)
///   instead of being parsed again. So a cold whole-tree run parses each file once; only files
///   under the root that are not linted are parsed for the index alone. Shared outlines wait in
///   memory until the index is complete, up to `sharedBudget` bytes of source; files past it
///   are parsed again by the linter (memory stays bounded on huge trees).
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

    /// A file that is linted too: the path the linter reads and reports it by, and its place in
    /// the linter's list.
    public struct LintedFile {
        public let path: String
        public let item: Int

        public init(path: String, item: Int) {
            self.path = path
            self.item = item
        }
    }

    /// The index, and the outlines the index pass made of linted files (by item; nil where the
    /// linter must parse the file itself: cached, not under the root, or past the budget).
    public struct Build {
        public var index: ProjectIndex
        /// Kept for the linter until linting starts (`HeldOutline`).
        var held: [HeldOutline?]
        /// By item: whether the walk found the item's file under the root as a regular file (what
        /// a `stat` of its path would say), so a listed path needs no `stat` of its own. Only
        /// when asked (`reportsFound`); else a file read for the index is marked, a cached one not.
        var found: [Bool]
        public var outlines: [Outline?] { held.map { $0?.outline } }
    }

    /// Source bytes of shared outlines held until linting starts (an outline takes a few
    /// times its source: tokens, line table, declarations). 96 MiB is ~2.5M lines of Swift.
    public static let sharedBudget = 96 << 20

    /// The index of every Swift file under the root. `overrides` replaces what is on disk for
    /// some files (root-relative path → bytes): the staged version of staged files.
    public func build(overrides: [String: [UInt8]] = [:]) -> ProjectIndex {
        build(overrides: overrides, linted: [:], itemCount: 0).index
    }

    /// The index, sharing outlines with the linter: `linted` maps a root-relative path to the
    /// file the linter will read there (`itemCount` items in all); `budget` bounds the source
    /// bytes of the outlines kept. With `findingsOnly` (`lint`), a linted file that declares no
    /// subclass is held as `HeldOutline.nothingToCheck`. With `reportsFound`, `Build.found` says
    /// which linted files the walk found (a lookup for every file, cached ones too).
    public func build(overrides: [String: [UInt8]], linted: [String: LintedFile], itemCount: Int, budget: Int = sharedBudget,
                      findingsOnly: Bool = false, reportsFound: Bool = false) -> Build {
        let cached = cachePath.flatMap { ProjectIndexCache.load($0) } ?? ProjectIndexCache.Loaded()
        var cursor = 0  // where the walk's next file is expected in the cache
        // A hook stages and lints a few files of thousands: their tables are asked only by paths
        // their filters let through (hashing every path of the project for both tables was a
        // tenth of a hook run's lint).
        let stagedFilter = NameFilter(overrides.keys), lintedFilter = NameFilter(linted.keys)
        var entries: [(path: String, stamp: ProjectIndexCache.Stamp, declarations: ProjectDeclarations?)] = []
        // The stale files, by their place in the walk (and in `entries`, one entry a file).
        var stale: [Int] = []
        // The stale files' paths, and the linted ones' paths and items (-1: not linted), on their
        // own: the parse reads no entry (reading one out of the captured list copied it whole).
        var stalePaths: [String] = [], lintedPaths: [String] = [], staleItems: [Int] = []
        var found = [Bool](repeating: false, count: itemCount)
        let walk = sourceFiles()
        entries.reserveCapacity(walk.files.count)
        // By index: `enumerated()` copied each (path, stamp) through the runtime's generic tuple copy.
        for f in walk.files.indices {
            let relative = walk.files[f].path, stamp = walk.files[f].stamp
            let hit = cached.entry(for: relative, at: &cursor)
            let slot = NameFilter.slot(relative)
            let isFresh = hit?.stamp == stamp && !(stagedFilter.mayContain(slot) && overrides[relative] != nil)
            // Looked up once, here: the parse below needs no second hash.
            let file = linted.isEmpty || (isFresh && !reportsFound) || !lintedFilter.mayContain(slot) ? nil : linted[relative]
            if let file { found[file.item] = true }
            if isFresh, let hit {
                entries.append((relative, stamp, hit.declarations))
            } else {
                entries.append((relative, stamp, nil))
                stale.append(f)
                stalePaths.append(relative)
                lintedPaths.append(file?.path ?? "")
                staleItems.append(file?.item ?? -1)
            }
        }
        // The files read from disk: not the staged ones (no path hashed when nothing is staged).
        let directories = DirectoryDescriptors(walk.directories, reading: stale.lazy.filter {
            overrides.isEmpty || overrides[walk.files[$0].path] == nil
        }.map { walk.directoryOf[$0] })
        var outlines = [HeldOutline?](repeating: nil, count: itemCount)
        var budget = budget
        var fresh: [ProjectDeclarations] = []
        fresh.reserveCapacity(stale.count)
        // `FileSystem.join(root, path)` with the root's part made once: one concatenation a file.
        let rootPrefix = root.isEmpty || root == "." ? "" : root.hasSuffix("/") ? root : root + "/"
        OrderedParallel.forEach(Array(stalePaths.indices), work: { k -> (ProjectDeclarations, HeldOutline?, Int) in
            let path = stalePaths[k], f = stale[k]
            guard let bytes = overrides[path] ?? (try? directories.read(walk.names[f], in: Int(walk.directoryOf[f]), path: rootPrefix + path))
            else { return (ProjectDeclarations(), nil, 0) }
            let item = staleItems[k]
            if item >= 0 {
                // Parsed as the linter parses it (a .m with its header beside it); the header's
                // declarations are left out, as the index reads every .h on its own.
                let outline = SourceParser.parse(SourceFile(path: lintedPaths[k], bytes: bytes))
                let declarations = ProjectDeclarations(outline, includingHeader: false)
                if findingsOnly, !outline.declaresSubclass { return (declarations, HeldOutline.nothingToCheck, item) }
                return (declarations, HeldOutline(consume outline), item)
            }
            return (ProjectDeclarations(SourceParser.parse(SourceFile(path: path, bytes: bytes), readingHeader: false), includingHeader: true), nil, 0)
        }, emit: { declarations, outline, item in
            fresh.append(declarations)
            if let outline, outline.byteCount <= budget {
                budget -= outline.byteCount
                outlines[item] = outline
            }
        })
        for (k, declarations) in zip(stale, fresh) { entries[k].declarations = declarations }
        // Staged content is not what the disk holds: never cache it under the disk's stamp;
        // keep what the cache knew of those files instead. A hook run (only staged files are
        // stale) stores nothing, so it does not gather the entries either.
        let isStored = { (path: String) in overrides[path] == nil || cached[path] != nil }
        // Only a stale entry can be left out (a fresh one has no override): counted over those,
        // not by hashing every path of the project twice (a tenth of a hook run's lint).
        let storedCount = entries.count - stale.count { !isStored(entries[$0].path) }
        let changed = stale.contains { overrides[entries[$0].path] == nil } || storedCount != cached.count
        if changed, let cachePath {
            let storable = entries.filter { isStored($0.path) }.map { entry in
                overrides[entry.path] == nil ? (entry.path, entry.stamp, entry.declarations ?? ProjectDeclarations())
                    : (entry.path, cached[entry.path]!.stamp, cached[entry.path]!.declarations)
            }
            ProjectIndexCache.store(storable, at: cachePath)
        }
        // The declarations moved out of the entries (not read again), not copied.
        var files: [(path: String, declarations: ProjectDeclarations)] = []
        files.reserveCapacity(entries.count)
        for k in entries.indices {
            if let declarations = entries[k].declarations.take(), !declarations.isEmpty { files.append((entries[k].path, declarations)) }
        }
        return Build(index: ProjectIndex(files: files), held: outlines, found: found)
    }
}
