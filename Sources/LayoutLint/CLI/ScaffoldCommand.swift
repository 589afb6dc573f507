#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `layoutlint scaffold` (also the `scaffold` executable): writes a new screen that already
/// follows the convention.
enum ScaffoldCommand {
    static let help = """
    USAGE: scaffold NAME [OPTIONS]
           layoutlint scaffold NAME [OPTIONS]
           scaffold --list
           scaffold --explain TEMPLATE
           scaffold xcode-templates [--output DIR]

    Writes the files of a new screen, laid out as layoutlint expects: life cycle first, one MARK
    block per protocol, event response, lazy view getters last. NAME is the screen's name:
    'Profile' (or 'ProfileViewController') gives ProfileViewController, ProfileDataController, …

    OPTIONS:
      --template NAME         The screen's architecture (default: mvc). Built in:
                                mvc      the controller alone (+ a data source object for lists)
                                mvvm-dc  + DataController, ViewModel, View with bind(viewModel:)
                                mvp      + render/action/container/cell protocols, container model, cell
                                cdd      + Context, BusinessObject, DataHandler, View
                              e.g. --template mvvm-dc
      --view NAME:TYPE        A subview: a lazy getter, an addSubview call and layout constraints.
                              Repeat for several, in order. e.g. --view nameLabel:UILabel
      --protocol NAME         A protocol the controller adopts: its own MARK block with stubs of
                              its required methods (known UIKit protocols); repeatable.
                              e.g. --protocol UITableViewDataSource
      --event NAME[:VIEW]     An @objc event handler, wired with #selector in the getter of VIEW,
                              else of the view its name suggests (didTapSave → saveButton), else
                              of the first control, else through a tap recognizer on a plain view,
                              else through a bar button item. e.g. --event didTapSave
      --tests, --no-tests     Also write a test file for each type holding logic (DataController,
                              ViewModel, ContainerModel, BusinessObject, DataHandler), in Swift
                              Testing or XCTest (scaffold.json's tests.framework). Swift only.
      --organization NAME     The organisation, for a header template (scaffold.json).
      --class-prefix PREFIX   Put before the screen's name: AC + Profile → ACProfileViewController.
      --module NAME           The module named in the file header. e.g. --module ProfileKit
      --author NAME           The author named in the file header. e.g. --author "Jane Doe"
      --date YYYY-MM-DD       The header's date (default: $SOURCE_DATE_EPOCH if set, else today, UTC).
                              e.g. --date 2024-05-01
      --language swift|objc   Swift (default) or Objective-C (a .h and a .m per type).
      --templates DIR         A folder of your own templates (one subfolder with a manifest.json
                              each, or one template folder); they add to or replace the built-in
                              ones. Default: a Templates/ folder beside the nearest rules.json.
                              e.g. --templates ios/Templates
      --project FILE          The team's scaffold settings (default: the nearest scaffold.json).
                              e.g. --project ios/scaffold.json
      --set NAME=VALUE        A value for a template's own variable (see --list).
                              e.g. --set dataSource=false
      --output DIR            Where to write, all files in one folder (default: the folders of
                              scaffold.json's "paths" under its folder, else the current
                              directory). e.g. --output Sources/Profile
      --dry-run               Print the files and their contents; write nothing.
      --force                 Replace files that exist (each replaced file is reported).
      --list                  Show the templates: description, languages, variables and files.
      xcode-templates         Write an Xcode file template per template (screen name and language
                              as Xcode options) to --output DIR, default ~/Library/Developer/Xcode/
                              Templates/File Templates/layoutlint; --force replaces them.
      --explain TEMPLATE      Say in words what a template writes, when, from which files and
                              partials, and what its variables do. e.g. --explain mvvm-dc
      -h, --help              Show this help.

    Defaults for all of these come from the nearest scaffold.json in the current directory or
    above, or --project FILE (see Templates/README.md); options given here override them.

    Existing files are never replaced without --force (exit 1, nothing written). Invalid names,
    paths leaving the output directory and broken templates are refused (exit 2).

    EXAMPLE:
      scaffold Profile --template mvc --view avatarView:UIImageView --view tableView:UITableView \\
          --view saveButton:UIButton --protocol UITableViewDelegate --event didTapSave \\
          --module ProfileKit --author "Jane Doe" --output Sources/Profile
    """

    static func run(_ arguments: [String], output: Output) throws -> Int32 {
        let args = try Arguments(arguments, flags: ["--help", "-h", "--list", "--dry-run", "--force", "--tests", "--no-tests"],
                                 options: ["--template", "--view", "--protocol", "--event", "--module", "--author", "--date",
                                           "--language", "--templates", "--set", "--output", "--organization", "--class-prefix", "--explain", "--project"])
        if args.has("--help") || args.has("-h") {
            output.line(help)
            return 0
        }
        do {
            return try scaffold(args, output: output)
        } catch let error as ScaffoldError {
            throw Arguments.UsageError(description: error.message)
        } catch let error as TemplateError {
            output.error("error: \(error)")
            return 2
        } catch let error as ConfigurationError {
            output.error("\(error)")
            return 2
        } catch let error as ScaffoldConflict {
            output.error("error: \(error)")
            return 1
        }
    }

    static func scaffold(_ args: Arguments, output: Output) throws -> Int32 {
        if let explicit = args.value("--templates"), FileSystem.kind(explicit) != .directory {
            throw ScaffoldError("--templates \(explicit): not a directory")
        }
        let projectPath = args.value("--project") ?? ScaffoldProject.find(from: FileSystem.currentDirectory())
        let project = try projectPath.map(ScaffoldProject.load) ?? ScaffoldProject()
        var folders = project.templateFolders
        if let user = TemplateLibrary.userDirectory(explicit: args.value("--templates"), start: FileSystem.currentDirectory()) { folders.append(user) }
        let bundles = try TemplateLibrary.available(userDirectories: folders)
        if args.has("--list") {
            try list(bundles, output: output)
            return 0
        }
        if let name = args.value("--explain") {
            guard let bundle = bundles.first(where: { $0.name == name }) else {
                throw ScaffoldError("no template named '\(name)' (available: \(bundles.map(\.name).joined(separator: ", ")))." + Suggestion.didYouMean(name, bundles.map(\.name)))
            }
            try explain(bundle, output: output)
            return 0
        }
        if args.positionals.first == "xcode-templates" {
            return try writeXcodeTemplates(bundles, args: args, output: output)
        }
        guard args.positionals.count == 1 else {
            throw ScaffoldError(args.positionals.isEmpty ? "scaffold needs the screen's NAME, e.g. 'scaffold Profile'"
                                                         : "scaffold takes one NAME (got \(args.positionals.joined(separator: " ")))")
        }
        let date: CivilDate
        if let text = args.value("--date") {
            date = try CivilDate(parsing: text)
        } else {
            date = try CivilDate.fromEnvironment(FileSystem.environment("SOURCE_DATE_EPOCH"), now: Int64(time(nil)))
        }
        let prefix = args.value("--class-prefix") ?? project.classPrefix ?? ""
        let name = args.positionals[0]
        var request = try ScaffoldRequest(name: name.hasPrefix(prefix) ? name : prefix + name, date: date)
        request.template = args.value("--template") ?? project.template ?? "mvc"
        request.views = try args.all("--view").map(ScaffoldRequest.view)
        request.protocols = args.all("--protocol")
        request.events = try args.all("--event").map(ScaffoldRequest.event)
        request.module = args.value("--module") ?? project.module ?? ""
        request.author = args.value("--author") ?? project.author ?? ""
        request.organization = args.value("--organization") ?? project.organization ?? ""
        request.headerTemplate = project.header
        let language = try args.choice("--language", of: ["swift", "objc"], default: project.language?.rawValue ?? "swift")
        request.language = ScaffoldRequest.Language(rawValue: language)!
        request.tests = args.has("--no-tests") ? nil : args.has("--tests") ? project.testFramework : project.tests
        request.settings = try args.all("--set").map { setting in
            guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
                throw ScaffoldError("--set takes NAME=VALUE, e.g. --set dataSource=false (got '\(setting)')")
            }
            return (String(setting[..<equals]), String(setting[setting.index(after: equals)...]))
        }
        guard let bundle = bundles.first(where: { $0.name == request.template }) else {
            let names = bundles.map(\.name)
            throw ScaffoldError("no template named '\(request.template)' (available: \(names.joined(separator: ", ")))."
                                + Suggestion.didYouMean(request.template, names))
        }
        var files = try Scaffolder.generate(request, bundle: bundle)
        let directory: String
        if let explicit = args.value("--output") {
            directory = explicit
        } else if projectPath != nil, !project.paths.isEmpty || project.testsPath != nil {
            directory = project.root
            files = try project.place(files, request: request)
        } else {
            directory = "."
        }
        if args.has("--dry-run") {
            for file in files {
                let path = FileSystem.join(directory, file.path)
                let note = FileSystem.kind(path) == .missing ? "" : args.has("--force") ? " (exists: would be replaced)" : " (exists: --force would replace it)"
                output.line("==> \(path)\(note) <==")
                output.write(file.contents)
                if !file.contents.hasSuffix("\n") { output.line("") }
                output.line("")
            }
            output.line("dry run: \(files.count) file\(files.count == 1 ? "" : "s"), nothing written")
            return 0
        }
        for outcome in try Scaffolder.write(files, to: directory, force: args.has("--force")) {
            switch outcome {
            case .created(let path): output.line("created \(path)")
            case .replaced(let path): output.line("replaced \(path)")
            }
        }
        return 0
    }

    /// `scaffold xcode-templates [--output DIR] [--force]`.
    static func writeXcodeTemplates(_ bundles: [TemplateBundle], args: Arguments, output: Output) throws -> Int32 {
        guard args.positionals.count == 1 else { throw ScaffoldError("xcode-templates takes no NAME (got \(args.positionals.dropFirst().joined(separator: " ")))") }
        guard let directory = args.value("--output") ?? XcodeTemplates.defaultFolder(home: FileSystem.environment("HOME")) else {
            throw ScaffoldError("xcode-templates needs --output DIR (HOME is not set)")
        }
        let files = try bundles.flatMap(XcodeTemplates.bundle)
        if args.has("--dry-run") {
            for file in files { output.line(FileSystem.join(directory, file.path)) }
            output.line("dry run: \(bundles.count) Xcode templates, \(files.count) files, nothing written")
            return 0
        }
        _ = try Scaffolder.write(files, to: directory, force: args.has("--force"))
        output.line("wrote \(bundles.count) Xcode file templates (\(bundles.map(\.name).joined(separator: ", "))) to \(directory)")
        output.line("In Xcode: File > New > File…, section 'layoutlint'.")
        return 0
    }
}
