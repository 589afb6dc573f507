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
    /// confirmed to be files first: those the index's walk found under the root as regular files
    /// are, and the rest are `stat`ed now. If one is not a file (a directory to walk, a missing
    /// path), the inputs are walked again the way they always were, every path `stat`ed, and the
    /// index built again for them: the same files, failures and order whatever the list holds,
    /// at the price of a second pass on that rare path only. (A `stat` per listed path cost ~2 %
    /// of a whole-tree lint.) Failures are reported after this, so they come out as before.
    mutating func indexConfirmingListed(paths: [String], listed: [String], explicitRoot: String?,
                                        configuration: Configuration, findingsOnly: Bool = false) -> ProjectIndexBuilder.Build {
        let start = paths.isEmpty ? listed : paths
        let build = ProjectRootOption.index(paths: start, explicitRoot: explicitRoot, items: items, findingsOnly: findingsOnly)
        let confirmed = unconfirmed.allSatisfy { build.found[$0] || FileSystem.kind(items[$0].path) == .file }
        unconfirmed = 0..<0
        if confirmed { return build }
        self = LintInputs.walked(paths: paths, listed: listed, configuration: configuration)
        return ProjectRootOption.index(paths: start, explicitRoot: explicitRoot, items: items, findingsOnly: findingsOnly)
    }
}
