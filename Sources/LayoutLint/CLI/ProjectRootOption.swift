/// `--project-root DIR` and the project index that `lint`, `fix` and `outline` build before reading files.
enum ProjectRootOption {
    static let name = "--project-root"
    static let help = """
      --project-root DIR   Read the project's protocols and classes from every Swift and
                           Objective-C (.h, .m) file under DIR (default: the enclosing git
                           repository's top level, else the directory linted), so a file is
                           classified the same whether it is linted alone, staged or with the
                           whole tree.
    """

    /// The index of the project containing `paths` (the first one decides), with the staged
    /// version of staged files in place of what the disk holds.
    static func index(paths: [String], explicitRoot: String?) -> ProjectIndex {
        index(paths: paths, explicitRoot: explicitRoot, items: []).index
    }

    /// The same, sharing its parse of the linted files under the root with the linter: the
    /// outlines come back by item (see `ProjectIndexBuilder`; `findingsOnly` for `lint`).
    static func index(paths: [String], explicitRoot: String?, items: [LintInputs.Item], findingsOnly: Bool = false,
                      reportsFound: Bool = false) -> ProjectIndexBuilder.Build {
        let start = paths.first ?? "."
        let builder = ProjectIndexBuilder.forProject(containing: start, explicitRoot: explicitRoot)
        let cwd = FileSystem.currentDirectory()
        var overrides: [String: [UInt8]] = [:]
        var linted: [String: ProjectIndexBuilder.LintedFile] = [:]
        linted.reserveCapacity(items.count)
        // Last to first, each path set once: the first item of a path is the one kept, and of
        // staged versions the last (a test for it and then a store hashed each path twice, ~700
        // instructions a hash).
        for k in items.indices.reversed() {
            let item = items[k]
            let absolute = ReportPath.absolute(item.path, base: cwd)
            var relative = ReportPath.relative(absolute, to: builder.root)
            if relative == nil, item.bytes != nil {
                relative = LintInputs.physicalPath(item.path).flatMap { ReportPath.relative($0, to: builder.root) }
            }
            guard let relative else { continue }
            if let bytes = item.bytes, overrides[relative] == nil { overrides[relative] = bytes }
            // `..` after a symbolic link may name another file than the lexical path under the
            // root: such a file is left to the linter to read itself.
            let lexical = !hasParentComponent(item.path)
            if lexical { linted[relative] = .init(path: item.path, item: k) }
        }
        return builder.build(overrides: overrides, linted: linted, itemCount: items.count, findingsOnly: findingsOnly, reportsFound: reportsFound)
    }

    /// Whether one of the path's `/`-separated components is `..`, read in one pass over its
    /// bytes (splitting the path into an array of components cost ~5,000 instructions a file).
    static func hasParentComponent(_ path: String) -> Bool {
        path.withUTF8Bytes { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
                if end - start == 2, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: ".") { return true }
                start = end + 1
            }
            return false
        }
    }
}
