#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Entry point shared by the `layoutlint` and `scaffold` executables. Exit codes: 0 clean,
/// 1 error-severity findings, 2 usage or configuration error, 3 a file could not be read.
public enum CommandLineTool {
    public static let version = "0.1.0"

    static let help = """
    layoutlint \(version): keeps iOS view controllers in one agreed layout.

    USAGE: layoutlint [COMMAND] [OPTIONS] [PATH...]

    COMMANDS:
      lint [PATH...]        Check Swift and ObjC files against the layout convention (the default
                            command; PATH defaults to the current directory).
      fix [PATH...]         Rewrite Swift and ObjC files into the layout, safely (--dry-run: diff only).
      outline PATH...       Print the declarations layoutlint reads, with each member's section.
      rules [ID]            List the rules, or explain one with examples.
      init                  Write a starter configuration (.layoutlint.json).
      scaffold NAME         Write a new screen that follows the convention (--list: templates).
      tokens PATH...        Print the tokens of Swift files (--stats: counts only).
      install-hook          Add a git pre-commit hook that lints the staged source files.
      uninstall-hook        Remove that hook (only what install-hook added).

    OPTIONS:
      -h, --help            Show help (also: layoutlint COMMAND --help).
      --version             Show the version.

    Run 'layoutlint lint --help' for the linter's options.
    """

    public static func run(_ arguments: [String], output: Output = Output()) -> Int32 {
        defer { output.flush() }
        var arguments = arguments
        let command = arguments.first.flatMap { commandNames.contains($0) ? $0 : nil }
        if command != nil { arguments.removeFirst() }
        do {
            if command == nil {
                if arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
                    output.line(help)
                    return 0
                }
                if arguments == ["--version"] {
                    output.line(version)
                    return 0
                }
                if let first = arguments.first, !first.hasPrefix("-"), FileSystem.kind(first) == .missing,
                   let guess = Suggestion.closest(to: first, in: commandNames) {
                    throw Arguments.UsageError(description: "no such command or path '\(first)'. Did you mean '\(guess)'?")
                }
            }
            return try Self.command(command ?? "lint")!(arguments, output)
        } catch let error as Arguments.UsageError {
            output.error("error: \(error.description)")
            output.error("Run 'layoutlint \(command.map { $0 + " " } ?? "")--help' for usage.")
            return 2
        } catch {
            output.error("error: \(error)")
            return 2
        }
    }

    static let commandNames = ["lint", "fix", "outline", "rules", "init", "tokens", "scaffold", "install-hook", "uninstall-hook"]

    static func command(_ name: String) -> (([String], Output) throws -> Int32)? {
        switch name {
        case "outline": return OutlineCommand.run
        case "tokens": return TokensCommand.run
        case "lint": return LintCommand.run
        case "fix": return FixCommand.run
        case "rules": return RulesCommand.run
        case "init": return InitCommand.run
        case "scaffold": return ScaffoldCommand.run
        case "install-hook": return HookCommand.install
        case "uninstall-hook": return HookCommand.uninstall
        default: return nil
        }
    }
}

extension CommandLineTool {
    /// Runs and exits the process with the command's status.
    public static func main(_ arguments: [String]) -> Never {
        let status = run(arguments)
        exit(status)
    }
}
