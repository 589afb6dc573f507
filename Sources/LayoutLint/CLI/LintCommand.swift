/// `layoutlint lint`: the main job, run in CI, in pre-commit hooks and from Xcode.
enum LintCommand {
    static var help: String {
        """
        USAGE: layoutlint lint [OPTIONS] [PATH...]

        Checks Swift files against the view-controller layout convention. PATH may be files or
        directories (walked recursively, skipping hidden folders, .build, Pods, Carthage and
        DerivedData); the default is the current directory. Settings come from --config, else the
        nearest rules.json or .layoutlint.json in the first PATH's directory or its parents, else
        the built-in defaults.

        OPTIONS:
          --config FILE        Use this configuration file.
          --reporter NAME      Output format (default: xcode):
        \(Reporters.all.map { "                         \($0.name.padding(16))\($0.summary)" }.joined(separator: "\n"))
          --output FILE        Write the report to FILE instead of standard output.
          --files-from FILE    Read the paths to lint from FILE, one per line ('-' for standard input).
          --strict             Fail (exit 1) on warnings too.
          --quiet              Print findings only: no summary line.
          --no-color           Never colour the output (colour is only used on a terminal, and never
                               when NO_COLOR is set).
          -h, --help           Show this help.

        INLINE CONTROL:
          // layoutlint:disable RULE...       until :enable (or 'all' rules)
          // layoutlint:disable:next RULE...  the next line only
          // layoutlint:disable:this RULE...  this line only

        EXIT STATUS:
          0 no findings, or only warnings and notes; 1 error-severity findings (or any with --strict);
          2 usage or configuration error; 3 a file could not be read (the rest are still linted).

        EXAMPLES:
          layoutlint lint Sources/
          layoutlint lint --reporter sarif --output layoutlint.sarif .
          git diff --name-only | layoutlint lint --files-from -
        """
    }

    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h", "--strict", "--quiet", "--no-color"],
                                 options: ["--config", "--reporter", "--output", "--files-from"])
        if args.has("--help") || args.has("-h") {
            output.line(help)
            return 0
        }
        let reporterName = args.value("--reporter") ?? "xcode"
        guard let reporterType = Reporters.named(reporterName) else {
            throw Arguments.UsageError(description: "unknown reporter '\(reporterName)'." + Suggestion.didYouMean(reporterName, Reporters.all.map { $0.name })
                + " Reporters: \(Reporters.all.map { $0.name }.joined(separator: ", ")).")
        }
        var paths = args.positionals
        var listed: [String] = []
        if let list = args.value("--files-from") { listed = try readList(list) }
        if paths.isEmpty && listed.isEmpty && args.value("--files-from") == nil { paths = ["."] }

        let searchFrom = paths.first.map { FileSystem.kind($0) == .directory ? $0 : FileSystem.parent($0) } ?? "."
        let configuration: Configuration
        do {
            configuration = try ConfigurationLoader.configuration(explicitPath: args.value("--config"), searchFrom: searchFrom)
        } catch let error as ConfigurationError {
            output.error(error.description)
            return 2
        }
        var walker = PathWalker()
        walker.excluded = { !configuration.includes(path: $0, isDirectory: $1) }
        var walk = walker.expand(paths)
        let listedWalk = walker.expand(listed.filter { configuration.includes(path: $0) })
        walk.files += listedWalk.files
        walk.failures += listedWalk.failures

        let useColor = !args.has("--no-color") && FileSystem.environment("NO_COLOR") == nil
            && args.value("--output") == nil && FileSystem.isTerminal(1)
        let reporter = reporterType.init(context: ReporterContext(
            rules: RuleRegistry.all.map { .init(id: $0.id, description: $0.description, rationale: $0.rationale,
                                                severity: configuration.settings(for: $0.id).severity) },
            rootPath: repositoryRoot(), useColor: useColor, toolVersion: CommandLineTool.version))
        let sink = ReportSink(path: args.value("--output"), output: output)
        var summary = LintSummary()
        summary.failures = walk.failures
        for failure in walk.failures { output.error("error: \(failure)") }
        sink.write(reporter.begin())
        let linter = Linter(configuration: configuration)
        OrderedParallel.forEach(walk.files, work: { path -> (String, [Finding]?) in
            guard let bytes = try? FileSystem.readFile(path) else { return (path, nil) }
            return (path, linter.lint(SourceFile(path: path, bytes: bytes)))
        }, emit: { path, findings in
            guard let findings else {
                let failure = FileSystem.Failure(path: path, reason: "could not be read")
                output.error("error: \(failure)")
                summary.failures.append(failure)
                return
            }
            summary.filesLinted += 1
            guard !findings.isEmpty else { return }
            summary.filesWithFindings += 1
            findings.forEach { summary.count($0) }
            sink.write(reporter.add(path: path, findings: findings))
        })
        sink.write(reporter.end(summary))
        try sink.close()
        if !args.has("--quiet") { output.error(summaryLine(summary, strict: args.has("--strict"))) }
        if !summary.failures.isEmpty { return 3 }
        if summary.errors > 0 || (args.has("--strict") && summary.warnings + summary.infos > 0) { return 1 }
        return 0
    }

    static func readList(_ source: String) throws -> [String] {
        let bytes: [UInt8]
        if source == "-" {
            bytes = FileSystem.readStandardInput()
        } else {
            do { bytes = try FileSystem.readFile(source) } catch {
                throw Arguments.UsageError(description: "cannot read the file list: \(error)")
            }
        }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init).filter { !$0.isEmpty }
    }

    static func summaryLine(_ summary: LintSummary, strict: Bool) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "Linted \(count(summary.filesLinted, "file")): \(count(summary.errors, "error")), "
            + "\(count(summary.warnings, "warning")), \(count(summary.infos, "note")) in \(count(summary.filesWithFindings, "file"))."
            + (summary.failures.isEmpty ? "" : " \(count(summary.failures.count, "file")) could not be read.")
    }

    /// The enclosing git repository's root, for reports with repository-relative paths.
    static func repositoryRoot() -> String {
        var dir = FileSystem.currentDirectory()
        while true {
            if FileSystem.kind(FileSystem.join(dir, ".git")) != .missing { return dir }
            let parent = FileSystem.parent(dir)
            if parent == dir { return FileSystem.currentDirectory() }
            dir = parent
        }
    }
}

/// Writes the report to standard output, or to a file given with --output.
final class ReportSink {
    let path: String?
    let output: Output
    var buffer: [UInt8] = []

    init(path: String?, output: Output) {
        self.path = path
        self.output = output
    }

    func write(_ text: String) {
        guard !text.isEmpty else { return }
        if path == nil { output.write(text) } else { buffer.append(contentsOf: text.utf8) }
    }

    func close() throws {
        guard let path else { return }
        do { try FileSystem.writeFile(path, buffer) } catch {
            throw Arguments.UsageError(description: "cannot write the report: \(error)")
        }
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}
