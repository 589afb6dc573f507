/// `layoutlint init`: writes a starter configuration with every default spelled out.
enum InitCommand {
    static let help = """
    USAGE: layoutlint init [--output FILE] [--force]

    Writes the default configuration (every rule, severity, option, section alias and target) to
    .layoutlint.json in the current directory, ready to edit. Keys you delete fall back to the
    defaults. Refuses to overwrite an existing file unless --force is given.
    """

    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h", "--force"], options: ["--output"])
        if args.has("--help") || args.has("-h") {
            output.line(help)
            return 0
        }
        let path = args.value("--output") ?? ".layoutlint.json"
        if FileSystem.kind(path) != .missing, !args.has("--force") {
            throw Arguments.UsageError(description: "\(path) already exists; pass --force to replace it.")
        }
        do { try FileSystem.writeFile(path, DefaultRules.json + "\n") } catch {
            output.error("error: \(error)")
            return 3
        }
        output.line("Wrote \(path). Edit it, or delete keys to keep their defaults.")
        return 0
    }
}
