/// `layoutlint outline`: prints what the tool reads in each file.
enum OutlineCommand {
    static var help: String { """
    USAGE: layoutlint outline [--format text|json|html] PATH...

    Prints the declaration outline of Swift and Objective-C (.m, .mm, .h) files: every type and extension (nested ones
    qualified as Outer.Inner), its inheritance list, its members with their line, and for the
    types layoutlint checks, the section each member belongs in and why.

    OPTIONS:
      --config FILE        Configuration deciding which types are checked (default: the nearest
                           rules.json or .layoutlint.json).
      --format text|json   text (default) is a tree for people; json is a stable contract:
                           {"files":[{"path","types":[{"kind","name","line","inherits",
                           "members":[{"kind","name","signature","line","role","reason"}]}]}]}
                           html is one self-contained page with the section map of each checked
                           type in these files (the lint html report for just them).
                           A member with two homes has both roles, the usual one first
                           ("properties|accessors").
    \(ProjectRootOption.help)
                           In .m files each @implementation is a type of kind
                           "implementation" named "X" or "X (Category)", and each method a member
                           of kind "method" or "classMethod" named by its full selector.
      -h, --help           Show this help.

    EXAMPLE:
      layoutlint outline --format json Sources/Profile/ProfileViewController.swift
      layoutlint outline --format html Sources/Profile/*.swift > map.html
    """ }

    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h"], options: ["--format", "--config", ProjectRootOption.name])
        if args.has("--help") || args.has("-h") {
            output.line(help)
            return 0
        }
        let format = try args.choice("--format", of: ["text", "json", "html"], default: "text")
        guard !args.positionals.isEmpty else { throw Arguments.UsageError(description: "outline needs at least one PATH.") }
        let first = args.positionals[0]
        let configuration: Configuration
        do {
            configuration = try ConfigurationLoader.configuration(
                explicitPath: args.value("--config"),
                searchFrom: FileSystem.kind(first) == .directory ? first : FileSystem.parent(first))
        } catch let error as ConfigurationError {
            output.error(error.description)
            return 2
        }
        let walk = PathWalker().expand(args.positionals)
        let project = ProjectRootOption.index(paths: args.positionals, explicitRoot: args.value(ProjectRootOption.name))
        for failure in walk.failures { output.error("error: \(failure)") }
        if format == "html" { return walk.failures.isEmpty && SectionMapPage.write(walk.files, configuration: configuration, project: project, output: output) ? 0 : 3 }
        if format == "json" { output.write("{\"files\":[") }
        var isFirst = true
        var readFailed = false
        OrderedParallel.forEach(walk.files, work: { path -> Result<String, FileSystem.Failure> in
            FileSystem.readResult(path).map { bytes in
                let outline = SourceParser.parse(SourceFile(path: path, bytes: bytes))
                let roles = OutlineFormatter.roles(of: outline, configuration: configuration, project: project)
                return format == "json" ? OutlineFormatter.json(outline, roles: roles) : OutlineFormatter.text(outline, roles: roles)
            }
        }, emit: { result in
            let text: String
            switch result {
            case .success(let made): text = made
            case .failure(let failure):
                output.error("error: \(failure)")
                readFailed = true
                return
            }
            if format == "json", !isFirst { output.write(",") }
            output.write(text)
            isFirst = false
        })
        if format == "json" { output.line("]}") }
        return walk.failures.isEmpty && !readFailed ? 0 : 3
    }
}
