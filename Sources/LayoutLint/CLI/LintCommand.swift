/// `layoutlint lint`: the main job, run in CI, in pre-commit hooks and from Xcode.
enum LintCommand {
    static var help: String {
        """
        USAGE: layoutlint lint [OPTIONS] [PATH...]

        Checks Swift and Objective-C (.m, .mm) files against the view-controller layout convention. PATH may be files or
        directories (walked recursively, skipping hidden folders, .build, Pods, Carthage and
        DerivedData); the default is the current directory. Settings come from --config, else the
        nearest rules.json or .layoutlint.json in the first PATH's directory or its parents, else
        the built-in defaults.

        OPTIONS:
          --config FILE        Use this configuration file.
          --reporter NAME      Output format (default: xcode):
        \(Reporters.all.map { "                         \($0.name.padding(16))\($0.summary)" }.joined(separator: "\n"))
          --output FILE        Write the report to FILE instead of standard output.
          --map-limit N        html: draw every section map when the page opens up to N controllers
                               (default \(HTMLReporter.defaultMapLimit)); above, maps are drawn as they scroll into view.
          --files-from FILE    Read the paths to lint from FILE, one per line ('-' for standard input).
          --staged             Lint what the next commit holds: the staged version of the staged Swift
                               files (PATHs, if given, narrow them; the pre-commit hook runs this).
          --diff-base REF      Report only findings on lines changed since REF (a commit, branch or
                               tag), in the files changed since REF and untracked ones; with
                               --staged, lines staged since REF.
        \(ProjectRootOption.help)
          --baseline FILE      Report only findings not recorded in FILE.
          --write-baseline FILE
                               Record today's findings in FILE instead of reporting them.
          --strict             Fail (exit 1) on warnings too.
          --fix                Repair the layout instead (see 'layoutlint fix --help').
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
          layoutlint lint --staged
          layoutlint lint --diff-base "$(git merge-base origin/main HEAD)"
          layoutlint lint --write-baseline .layoutlint-baseline.json   # once, then:
          layoutlint lint --baseline .layoutlint-baseline.json
        """
    }

    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        // SwiftLint's spelling of `layoutlint fix`.
        if arguments.contains("--fix") { return try FixCommand.run(arguments.filter { $0 != "--fix" }, output: output) }
        let args = try Arguments(arguments, flags: ["--help", "-h", "--strict", "--quiet", "--no-color", "--staged"],
                                 options: ["--config", "--reporter", "--output", "--files-from", "--diff-base", "--baseline", "--write-baseline",
                                           "--map-limit", ProjectRootOption.name])
        if args.has("--help") || args.has("-h") {
            output.line(help)
            return 0
        }
        SDKProtocols.decodeInBackground()
        let reporterName = args.value("--reporter") ?? "xcode"
        guard let reporterType = Reporters.named(reporterName) else {
            throw Arguments.UsageError(description: "unknown reporter '\(reporterName)'." + Suggestion.didYouMean(reporterName, Reporters.all.map { $0.name })
                + " Reporters: \(Reporters.all.map { $0.name }.joined(separator: ", ")).")
        }
        let fromGit = args.has("--staged") || args.value("--diff-base") != nil
        if fromGit, args.value("--files-from") != nil {
            throw Arguments.UsageError(description: "--files-from cannot be combined with --staged or --diff-base, which take the files from git.")
        }
        if args.value("--baseline") != nil, args.value("--write-baseline") != nil {
            throw Arguments.UsageError(description: "--baseline and --write-baseline cannot be combined; --write-baseline records every finding.")
        }
        var paths = args.positionals
        var listed: [String] = []
        if let list = args.value("--files-from") { listed = try readList(list) }
        if paths.isEmpty && listed.isEmpty && args.value("--files-from") == nil && !fromGit { paths = ["."] }

        guard let (configuration, resolved) = try LintInputs.resolveReporting(
            paths: paths, listed: listed, configPath: args.value("--config"), fromGit: fromGit,
            staged: args.has("--staged"), diffBase: args.value("--diff-base"), output: output) else { return 2 }
        var inputs = resolved
        var baseline: BaselineFilter?
        do {
            baseline = try args.value("--baseline").map { BaselineFilter(try Baseline.load($0)) }
        } catch let error as Baseline.LoadError {
            output.error("error: \(error)")
            return 2
        }
        let baselineDirectory = (args.value("--baseline") ?? args.value("--write-baseline"))
            .map { LintInputs.physicalPath(FileSystem.parent($0)) ?? FileSystem.parent($0) }
        var recorded: [(file: String, finding: Finding)]? = args.value("--write-baseline") == nil ? nil : []

        let useColor = !args.has("--no-color") && FileSystem.environment("NO_COLOR") == nil
            && args.value("--output") == nil && FileSystem.isTerminal(1)
        var reporterContext = ReporterContext(
            rules: RuleRegistry.all.map { .init(id: $0.id, description: $0.description, rationale: $0.rationale,
                                                severity: configuration.settings(for: $0.id).severity) },
            rootPath: repositoryRoot(), useColor: useColor, toolVersion: CommandLineTool.version)
        if let limit = args.value("--map-limit") {
            guard let n = Int(limit), n >= 0 else { throw Arguments.UsageError(description: "--map-limit needs a whole number, not '\(limit)'.") }
            reporterContext.mapLimit = n
        }
        let reporter = reporterType.init(context: reporterContext)
        // Only reporters that draw controllers get (and pay for) their layouts.
        let layoutReporter = recorded == nil ? reporter.asLayoutReporter : nil
        // Recording a baseline reports nothing: the findings go to the baseline file.
        let sink = ReportSink(path: recorded == nil ? args.value("--output") : nil, output: recorded == nil ? output : Output(capturing: true))
        var build = inputs.indexConfirmingListed(paths: paths, listed: listed, explicitRoot: args.value(ProjectRootOption.name),
                                                 configuration: configuration, findingsOnly: true)
        var summary = LintSummary()
        summary.failures = inputs.failures
        for failure in inputs.failures { output.error("error: \(failure)") }
        sink.write(reporter.begin())
        let linter = Linter(configuration: configuration, project: build.index)
        // The index lives until the process exits: freeing thousands of entries on the way out
        // would cost a hook run several milliseconds for nothing.
        ProcessLifetime.keep(build.index)
        // The index pass parsed some files already: lint those outlines (kept, see SharedOutlines).
        let shared = SharedOutlines(build.held)
        build.held = []
        ProcessLifetime.keep(shared)
        OrderedParallel.forEach(Array(inputs.items.indices), work: { k -> LintedItem in
            let item = inputs.items[k]
            // Moved, never copied, into the linter: binding the held outline and assigning it copied
            // it (ten references retained, then released).
            func lint(_ outline: consuming Outline) -> LintedItem {
                if layoutReporter != nil { let (findings, layouts) = linter.lintWithLayout(outline); return LintedItem(item.path, findings, layouts) }
                return LintedItem(item.path, linter.lint(outline))
            }
            if shared.holdsNothingToCheck(k) { return LintedItem(item.path, []) }
            if let held = shared.take(k) { return lint(consume held) }
            let parsed: Outline
            switch parse(item) {
            case .success(let outline): parsed = outline
            case .failure(let failure): return LintedItem(item.path, [], failure: failure)
            }
            return lint(consume parsed)
        }, emit: { linted in
            let path = linted.path, layouts = linted.layouts
            var findings = linted.findings
            if let failure = linted.failure {
                output.error("error: \(failure)")
                summary.failures.append(failure)
                return
            }
            summary.filesLinted += 1
            if let changed = inputs.changedLines {
                findings = findings.filter { changed[path]?.contains($0.line) ?? false }
            }
            if !findings.isEmpty, let baselineDirectory {
                let file = baselinePath(path, directory: baselineDirectory)
                if recorded != nil { recorded! += findings.map { (file, $0) } }
                if baseline != nil { findings = baseline!.newFindings(findings, file: file) }
            }
            if let layoutReporter, !layouts.isEmpty || !findings.isEmpty {
                let changed = inputs.changedLines.map { $0[path] ?? LineSet() }
                let marked = layouts.map { var l = $0; l.isChanged = changed.map(l.touches) ?? args.has("--staged"); return l }
                sink.write(layoutReporter.add(path: path, findings: findings, layouts: marked))
            }
            guard !findings.isEmpty else { return }
            summary.filesWithFindings += 1
            findings.forEach { summary.count($0) }
            if layoutReporter == nil { sink.write(reporter.add(path: path, findings: findings)) }
        })
        if let recorded, let file = args.value("--write-baseline") {
            let written = Baseline(findings: recorded)
            do { try FileSystem.writeFile(file, written.json) } catch {
                throw Arguments.UsageError(description: "cannot write the baseline: \(error)")
            }
            output.error("Recorded \(written.findingCount) finding\(written.findingCount == 1 ? "" : "s") in \(file); "
                + "lint with --baseline \(file) to report only new ones.")
            return summary.failures.isEmpty ? 0 : 3
        }
        summary.baseline = baseline.map { BaselineProgress(recorded: $0.recorded, remaining: $0.suppressed) }
        sink.write(reporter.end(summary))
        try sink.close()
        if !args.has("--quiet") {
            output.error(summaryLine(summary, strict: args.has("--strict"))
                + (baseline.map { $0.suppressed > 0 ? " \($0.suppressed) more in the baseline." : "" } ?? ""))
        }
        if !summary.failures.isEmpty { return 3 }
        if summary.errors > 0 || (args.has("--strict") && summary.warnings + summary.infos > 0) { return 1 }
        return 0
    }

    /// One input's outcome, handed from a worker to the ordered output. (A struct: a tuple of
    /// generic types made the runtime build its type from its mangled name, ~0.1M instructions
    /// a run, a twentieth of a one-file lint.)
    struct LintedItem {
        let path: String
        let findings: [Finding]
        let layouts: [ControllerLayout]
        /// Why the file could not be read (then it has no findings).
        let failure: FileSystem.Failure?

        init(_ path: String, _ findings: [Finding], _ layouts: [ControllerLayout] = [], failure: FileSystem.Failure? = nil) {
            self.path = path
            self.findings = findings
            self.layouts = layouts
            self.failure = failure
        }
    }

    /// The outline of an input the index pass did not keep, or why it cannot be read.
    static func parse(_ item: LintInputs.Item) -> Result<Outline, FileSystem.Failure> {
        if let bytes = item.bytes { return .success(SourceParser.parse(SourceFile(path: item.path, bytes: bytes))) }
        return FileSystem.readResult(item.path).map { SourceParser.parse(SourceFile(path: item.path, bytes: $0)) }
    }

    /// `path` relative to the baseline's directory (absolute when outside it), symbolic links in
    /// its directories resolved, so the same file has one name wherever lint runs from.
    static func baselinePath(_ path: String, directory: String) -> String {
        let physical = LintInputs.physicalPath(path) ?? ReportPath.absolute(path, base: FileSystem.currentDirectory())
        return ReportPath.relative(physical, to: directory) ?? physical
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
        // Split on the bytes: a line break is always a Character of its own (`\r\n` one of two
        // separators here, so no empty line survives either way), and a Character split of a
        // long list cost as much as linting a file. Each line is made from the buffer in place
        // (a generic `split` and `map` cost ~1,500 instructions a line).
        return bytes.withUnsafeBufferPointer { buffer in
            var lines: [String] = []
            var start = 0
            for k in 0...buffer.count where k == buffer.count || buffer[k] == UInt8(ascii: "\n") || buffer[k] == UInt8(ascii: "\r") {
                if k > start { lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<k]), as: UTF8.self)) }
                start = k + 1
            }
            return lines
        }
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
