/// `layoutlint outline --format html`: the HTML report's page for the given files alone, for a
/// quick look at their section maps (findings included, one click away).
enum SectionMapPage {
    /// Writes the page to standard output; false when a file could not be read.
    static func write(_ files: [String], configuration: Configuration, project: ProjectIndex, output: Output) -> Bool {
        let rules = RuleRegistry.all.map {
            ReporterContext.RuleInfo(id: $0.id, description: $0.description, rationale: $0.rationale,
                                     severity: configuration.settings(for: $0.id).severity)
        }
        let reporter = HTMLReporter(context: ReporterContext(rules: rules, rootPath: LintCommand.repositoryRoot(), useColor: false,
                                                             toolVersion: CommandLineTool.version),
                                    title: "layoutlint section map")
        let linter = Linter(configuration: configuration, project: project)
        var summary = LintSummary()
        output.write(reporter.begin())
        OrderedParallel.forEach(files, work: { path -> (String, Result<(findings: [Finding], layouts: [ControllerLayout]), FileSystem.Failure>) in
            (path, FileSystem.readResult(path).map { linter.lintWithLayout(SourceFile(path: path, bytes: $0)) })
        }, emit: { path, result in
            let findings: [Finding], layouts: [ControllerLayout]
            switch result {
            case .success(let linted): (findings, layouts) = linted
            case .failure(let failure):
                output.error("error: \(failure)")
                summary.failures.append(failure)
                return
            }
            summary.filesLinted += 1
            if !findings.isEmpty { summary.filesWithFindings += 1 }
            findings.forEach { summary.count($0) }
            if !layouts.isEmpty || !findings.isEmpty { output.write(reporter.add(path: path, findings: findings, layouts: layouts)) }
        })
        output.write(reporter.end(summary))
        return summary.failures.isEmpty
    }
}
