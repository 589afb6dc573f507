extension LintInputs {
    /// The configuration (found from the first path's directory unless given) and the files a
    /// `lint` or `fix` run reads: walked from the paths, or taken from git.
    static func resolve(paths: [String], listed: [String], configPath: String?, fromGit: Bool, staged: Bool,
                        diffBase: String?) throws -> (Configuration, LintInputs) {
        let searchFrom = paths.first.map { FileSystem.kind($0) == .directory ? $0 : FileSystem.parent($0) } ?? "."
        let configuration = try ConfigurationLoader.configuration(explicitPath: configPath, searchFrom: searchFrom)
        let inputs = fromGit
            ? try LintInputs.fromGit(paths: paths, staged: staged, diffBase: diffBase, configuration: configuration)
            : LintInputs.walked(paths: paths, listed: listed, configuration: configuration)
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
}
