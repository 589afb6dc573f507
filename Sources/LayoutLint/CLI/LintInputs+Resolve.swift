extension LintInputs {
    /// The configuration (found from the first path's directory unless given) and the files a
    /// `lint` or `fix` run reads: walked from the paths, or taken from git.
    static func resolve(paths: [String], listed: [String], configPath: String?, fromGit: Bool, staged: Bool,
                        diffBase: String?) throws -> (Configuration, LintInputs) {
        let searchFrom = paths.first.map { FileSystem.kind($0) == .directory ? $0 : FileSystem.parent($0) } ?? "."
        let configuration = try ConfigurationLoader.configuration(explicitPath: configPath, searchFrom: searchFrom)
        let inputs = fromGit
            ? try LintInputs.fromGit(paths: paths, staged: staged, diffBase: diffBase, configuration: configuration)
            : LintInputs.walked(paths: paths, listed: listed, configuration: configuration, deferringListed: true)
        return (configuration, inputs)
    }

    /// `resolve`, reporting a configuration or git error on `output` (nil then: exit 2).
    static func resolveReporting(paths: [String], listed: [String], configPath: String?, fromGit: Bool, staged: Bool,
                                 diffBase: String?, output: Output) throws -> (Configuration, LintInputs)? {
        do {
            return try resolve(paths: paths, listed: listed, configPath: configPath, fromGit: fromGit, staged: staged, diffBase: diffBase)
        } catch let error as ConfigurationError {
            output.error(error.description)
        } catch let error as GitRepository.Failure {
            output.error("error: \(error)")
        }
        return nil
    }

    /// The project index for these inputs (`ProjectRootOption.index`), with the listed paths
    /// confirmed first, so the run reads the same files and reports the same failures, in the same
    /// order, as when each was `stat`ed up front (that `stat` per listed path cost ~3 % of a
    /// whole-tree lint). A path the index's walk found under the root as a regular file is one;
    /// the rest are `stat`ed now. A missing path, or one that is neither file nor directory, is
    /// dropped with the walk's failure for it (the index's slots are dropped with it); a listed
    /// directory has to be walked in place, so then the inputs are walked again the way they
    /// always were and the index built again for them. Failures are reported after this.
    mutating func indexConfirmingListed(paths: [String], listed: [String], explicitRoot: String?,
                                        configuration: Configuration, findingsOnly: Bool = false) -> ProjectIndexBuilder.Build {
        let start = paths.isEmpty ? listed : paths
        var build = ProjectRootOption.index(paths: start, explicitRoot: explicitRoot, items: items, findingsOnly: findingsOnly,
                                            reportsFound: !unconfirmed.isEmpty)
        var dropped: [Int] = []
        for k in unconfirmed where !(build.found[k] && Self.namesFileItself(items[k].path)) {
            let kind = FileSystem.kind(items[k].path)
            guard kind != .file else { continue }
            guard let failure = PathWalker.failure(items[k].path, kind: kind) else {
                // A directory: its files go where it stands in the list.
                self = LintInputs.walked(paths: paths, listed: listed, configuration: configuration)
                return ProjectRootOption.index(paths: start, explicitRoot: explicitRoot, items: items, findingsOnly: findingsOnly)
            }
            failures.append(failure)
            dropped.append(k)
        }
        unconfirmed = 0..<0
        guard !dropped.isEmpty else { return build }
        var isDropped = [Bool](repeating: false, count: items.count)
        for k in dropped { isDropped[k] = true }
        let kept = items.indices.filter { !isDropped[$0] }
        items = kept.map { items[$0] }
        build.held = kept.map { build.held[$0] }
        build.found = kept.map { build.found[$0] }
        return build
    }

    /// Whether `path` names a file as the walk lists it: the index matches paths by their text
    /// made absolute, where `File.swift/` and `File.swift/.` are `File.swift`, but `stat` finds
    /// no file there.
    static func namesFileItself(_ path: String) -> Bool {
        !path.hasSuffix("/") && !path.hasSuffix("/.") && path != "."
    }
}
