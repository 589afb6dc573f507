// `swift package layoutlint [ARGUMENTS]`: runs this package's own layoutlint, built from source
// by SwiftPM, so a project that adds the package as a dependency needs nothing installed.
import Foundation
import PackagePlugin

@main
struct LayoutLintPlugin: CommandPlugin {
    /// No arguments: lint the package's directory. `--target NAME` (repeatable): lint those
    /// targets' Swift files. Anything else goes to layoutlint as it is (`lint --reporter json
    /// Sources/Feature`, `rules`, `install-hook`, `--help`).
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if !targets.isEmpty {
            let files = try context.package.targets(named: targets).compactMap { $0 as? SourceModuleTarget }
                .flatMap { $0.sourceFiles(withSuffix: "swift").map { $0.url.path } }
            rest = ["lint"] + rest + files
        } else if rest.isEmpty {
            rest = ["lint", "."]
        }
        try run(context.tool(named: "LayoutLintPluginTool").url, rest, in: context.package.directoryURL)
    }
}

/// Runs layoutlint in `directory` with its output passed through; a failing lint fails the command.
func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    if process.terminationReason == .exit && process.terminationStatus == 0 { return }
    Diagnostics.error("layoutlint \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
    throw ExitCode(status: process.terminationStatus)
}

struct ExitCode: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "layoutlint exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode: right-click the project in the navigator → layoutlint. Lints the project's folder.
extension LayoutLintPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        // Xcode passes the targets chosen in its dialog as `--target NAME`; the project's folder
        // is linted whatever they are (rules.json's include/exclude decide what is checked).
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments.isEmpty ? ["lint", "."] : extractor.remainingArguments
        try run(context.tool(named: "LayoutLintPluginTool").url, rest, in: URL(fileURLWithPath: context.xcodeProject.directory.string))
    }
}
#endif
