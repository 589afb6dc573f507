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
    static func index(paths: [String], explicitRoot: String?, items: [LintInputs.Item] = []) -> ProjectIndex {
        let start = paths.first ?? "."
        let builder = ProjectIndexBuilder.forProject(containing: start, explicitRoot: explicitRoot)
        let cwd = FileSystem.currentDirectory()
        var overrides: [String: [UInt8]] = [:]
        for item in items {
            guard let bytes = item.bytes else { continue }
            let absolute = ReportPath.absolute(item.path, base: cwd)
            if let relative = ReportPath.relative(absolute, to: builder.root) ?? LintInputs.physicalPath(item.path).flatMap({ ReportPath.relative($0, to: builder.root) }) {
                overrides[relative] = bytes
            }
        }
        return builder.build(overrides: overrides)
    }
}
