/// `layoutlint fix` (also `layoutlint lint --fix`): lays out the checked types of Swift files as
/// the configuration says, safely, then reports what moved and what is left to do by hand.
enum FixCommand {
    static let help = """
        USAGE: layoutlint fix [OPTIONS] [PATH...]
               layoutlint lint --fix [OPTIONS] [PATH...]

        Rewrites Swift files in place so that every checked type follows the layout: members
        grouped into the configured sections in the configured order, the life cycle in UIKit's
        call order, protocol blocks in file order, each section under its canonical MARK
        (`// MARK: - Life Cycle`, `// MARK: - UITableViewDelegate`), and members moved between a
        class and its same-file extensions where Swift keeps the meaning (an extension of two
        protocols split in two; in the extension style, a missing `extension X` for a protocol
        declared on the class; a private or attributed extension holding several sections split
        into one per section, with the same header; whole extensions moved into section order). A
        member of a non-final class leaves its body only when no class of the project overrides
        it (and no Objective-C subclass could), and neither it nor the class is open or public: in
        an extension it dispatches as before. An override leaves it only when it overrides a member the SDK declares
        in Objective-C through no Swift class of the app (`prepare(for:sender:)`): it still
        overrides from an extension. Objective-C (.m) files get the same repairs inside each
        @implementation under `#pragma mark - Title`; no method moves between an
        @implementation and a category. Discovery, rules.json and inline
        `layoutlint:disable` work as for `lint`; a disabled rule is not repaired.

        Nothing is written unless a self-check passes: the same tokens apart from MARKs and white
        space, the same members in the same types, no new parse problems, and fixing again changes
        nothing. Files are replaced atomically, keeping permissions, line endings and a BOM; a file
        that changed on disk meanwhile is not overwritten.

        OPTIONS:
          --config FILE        Use this configuration file.
          --dry-run            Print a unified diff and change nothing (exit 1 when something
                               would change).
          --rules ID,...       Only these kinds of repair: \(Fixer.repairableRules.sorted().joined(separator: ", ")).
          --files-from FILE    Read the paths to fix from FILE, one per line ('-' for standard input).
          --staged             Fix the working-tree files whose staged version has findings, then
                               exit 1 so the changes are reviewed and staged again. Files with
                               unstaged changes are left alone.
          --quiet              Print only what changed and the remaining findings' count.
        \(ProjectRootOption.help)
          -h, --help           Show this help.

        EXIT STATUS:
          0 done, and no error-severity finding remains; 1 error-severity findings remain, or
          --dry-run would change something, or --staged changed a file or left one with unstaged
          changes alone; 2 usage or configuration
          error; 3 a file could not be read or written, or failed the self-check (left untouched).

        EXAMPLES:
          layoutlint fix Sources/
          layoutlint fix --dry-run --rules section-mark,delegate-mark .
          layoutlint lint --fix ProfileViewController.swift
        """

    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h", "--dry-run", "--staged", "--quiet"],
                                 options: ["--config", "--rules", "--files-from", ProjectRootOption.name])
        if args.has("--help") || args.has("-h") {
            output.line(help)
            return 0
        }
        SDKProtocols.decodeInBackground()
        var selected: Set<String>?
        if let list = args.value("--rules") {
            let ids = Set(list.split(separator: ",").map { String($0).trimmingCharacters(in: " ") })
            for id in ids where !Fixer.repairableRules.contains(id) {
                throw Arguments.UsageError(description: "'\(id)' is not a repairable rule." + Suggestion.didYouMean(id, Array(Fixer.repairableRules))
                    + " Repairable: \(Fixer.repairableRules.sorted().joined(separator: ", ")).")
            }
            selected = ids
        }
        if args.has("--staged"), args.value("--files-from") != nil {
            throw Arguments.UsageError(description: "--files-from cannot be combined with --staged, which takes the files from git.")
        }
        var paths = args.positionals
        var listed: [String] = []
        if let list = args.value("--files-from") { listed = try LintCommand.readList(list) }
        if paths.isEmpty && listed.isEmpty && args.value("--files-from") == nil && !args.has("--staged") { paths = ["."] }
        guard let (configuration, resolved) = try LintInputs.resolveReporting(
            paths: paths, listed: listed, configPath: args.value("--config"), fromGit: args.has("--staged"),
            staged: true, diffBase: nil, output: output) else { return 2 }
        var inputs = resolved
        // The same project index as `lint`: a member is moved to the block lint says it belongs in.
        var build = inputs.indexConfirmingListed(paths: paths, listed: listed, explicitRoot: args.value(ProjectRootOption.name),
                                                 configuration: configuration)
        var run = FixRun(output: output, dryRun: args.has("--dry-run"), staged: args.has("--staged"), quiet: args.has("--quiet"))
        for failure in inputs.failures { run.fail("error: \(failure)") }
        let fixer = Fixer(configuration: configuration, rules: selected, project: build.index)
        ProcessLifetime.keep(build.index)
        // The index pass parsed most files already, as `lint` does: fix from those outlines.
        let shared = SharedOutlines(build.held)
        build.held = []
        ProcessLifetime.keep(shared)
        OrderedParallel.forEach(Array(inputs.items.indices), work: { k -> (LintInputs.Item, Result<[UInt8], FileSystem.Failure>, FixResult?) in
            let item = inputs.items[k]
            let parsed = shared.take(k)
            let read = FileSystem.readResult(item.path)
            guard case .success(let disk) = read else { return (item, read, nil) }
            // --staged: the staged version decides whether the file needs fixing.
            if let staged = item.bytes {
                let probe = fixer.fix(SourceFile(path: item.path, bytes: staged), parsed: parsed)
                guard probe.fixed != nil else { return (item, read, probe) }
                guard staged == disk else { return (item, read, nil) }
            }
            return (item, read, fixer.fix(SourceFile(path: item.path, bytes: disk), parsed: parsed))
        }, emit: { item, disk, result in run.emit(item, disk: disk, result: result) })
        return run.finish()
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
