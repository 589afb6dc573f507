/// A team's scaffold defaults: `scaffold.json` beside `rules.json` (the nearest one in the
/// current directory or above). Validated like `rules.json`: every error names its file, line,
/// column and key. Command-line options override each value.
///
///     {
///       "author": "Jane Doe", "organization": "Acme", "module": "ProfileKit", "classPrefix": "AC",
///       "template": "mvvm-dc", "language": "swift",
///       "paths": { "default": "Sources/{{module}}/{{screen}}/", "View": "Sources/{{module}}/Views/" },
///       "tests": { "generate": true, "framework": "xctest", "path": "Tests/{{module}}Tests/" },
///       "templates": ["ios/Templates"],
///       "header": "//\n//  {{fileName}}\n//  Copyright © {{year}} {{organization}}.\n//"
///     }
public struct ScaffoldProject: Sendable {
    public static let fileName = "scaffold.json"

    public var path = ""
    /// The folder holding the file: `paths` and `templates` are relative to it.
    public var root = "."
    public var author: String?
    public var organization: String?
    public var module: String?
    public var classPrefix: String?
    public var template: String?
    public var language: ScaffoldRequest.Language?
    /// Where files go, by kind (`ViewController`, `View`, `DataController`…, the file name without
    /// the screen and extension) or `default`: templates rendered with the request's variables.
    public var paths: [String: Template] = [:]
    public var tests: ScaffoldRequest.TestFramework?
    public var testsPath: Template?
    public var templateFolders: [String] = []
    public var header: Template?

    public init() {}

    /// The nearest `scaffold.json` in `start` or above.
    public static func find(from start: String) -> String? {
        var directory = start.hasPrefix("/") ? start : FileSystem.join(FileSystem.currentDirectory(), start)
        while true {
            let candidate = FileSystem.join(directory, fileName)
            if FileSystem.kind(candidate) == .file { return candidate }
            let parent = FileSystem.parent(directory)
            if parent == directory || directory.isEmpty { return nil }
            directory = parent
        }
    }

    public static func load(path: String) throws -> ScaffoldProject {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readFile(path) } catch {
            throw ConfigurationError(path: path, line: 1, column: 1, keyPath: "", message: "cannot read the scaffold settings: \(error)")
        }
        return try parse(bytes, path: path)
    }

    static let keys = ["author", "organization", "module", "classPrefix", "template", "language", "paths", "tests", "templates", "header", "$comment"]

    public static func parse(_ bytes: [UInt8], path: String) throws -> ScaffoldProject {
        let root = try ConfigurationLoader.parse(bytes, path: path)
        func fail(_ node: JSONNode, _ key: String, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: node.line, column: node.column, keyPath: key, message: message)
        }
        func string(_ node: JSONNode, _ key: String) throws -> String {
            guard case .string(let text) = node.value else { throw fail(node, key, "expected a string, found \(node.typeName)") }
            guard !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" }) else { throw fail(node, key, "contains a control character") }
            return text
        }
        /// A template in a string, compiled now so that a misspelt placeholder is an error here.
        func template(_ node: JSONNode, _ key: String, schema: [String: TemplateType]) throws -> Template {
            do {
                return try Template(try string(node, key), file: path, schema: schema)
            } catch let error as TemplateError {
                throw fail(node, key, error.message + (error.line > 1 ? " (line \(error.line) of the text)" : ""))
            }
        }
        guard case let .object(pairs) = root.value else { throw fail(root, "", "the scaffold settings are a JSON object") }
        var project = ScaffoldProject()
        project.path = path
        project.root = FileSystem.parent(path)
        for (key, node) in pairs {
            switch key {
            case "author": project.author = try string(node, key)
            case "organization": project.organization = try string(node, key)
            case "module": project.module = try string(node, key)
            case "classPrefix":
                let prefix = try string(node, key)
                guard prefix.isEmpty || (TemplateCompiler.isIdentifier(prefix) && prefix.first!.isUppercase) else {
                    throw fail(node, key, "'\(prefix)' is not a class prefix: upper-case ASCII letters and digits, e.g. \"AC\"")
                }
                project.classPrefix = prefix
            case "template": project.template = try string(node, key)
            case "language":
                let name = try string(node, key)
                guard let language = ScaffoldRequest.Language(rawValue: name) else { throw fail(node, key, "expected \"swift\" or \"objc\", found \"\(name)\"") }
                project.language = language
            case "paths":
                guard case let .object(entries) = node.value else { throw fail(node, key, "expected an object of KIND: \"folder\", e.g. {\"default\": \"Sources/{{module}}/{{screen}}/\"}") }
                for (kind, entry) in entries {
                    guard kind == "default" || TemplateCompiler.isIdentifier(kind) else { throw fail(entry, "paths.\(kind)", "a kind is a type's name without the screen, e.g. \"ViewController\" or \"View\"") }
                    project.paths[kind] = try template(entry, "paths.\(kind)", schema: ScaffoldContext.schema)
                }
            case "tests":
                try parseTests(node, into: &project, fail: fail, template: template)
            case "templates":
                guard case let .array(items) = node.value else { throw fail(node, key, "expected an array of folders, e.g. [\"ios/Templates\"]") }
                project.templateFolders = try items.map { item in
                    let folder = try string(item, key)
                    return folder.hasPrefix("/") ? folder : FileSystem.join(project.root, folder)
                }
            case "header":
                var schema = ScaffoldContext.schema
                for (name, type) in ScaffoldContext.fileSchema where name != "header" { schema[name] = type }
                project.header = try template(node, key, schema: schema)
            case "$comment":
                continue
            default:
                let known = keys.filter { $0 != "$comment" }
                throw fail(node, key, "unknown key (known: \(known.joined(separator: ", "))).\(Suggestion.didYouMean(key, known))")
            }
        }
        return project
    }

    private static func parseTests(_ node: JSONNode, into project: inout ScaffoldProject, fail: (JSONNode, String, String) -> ConfigurationError,
                                   template: (JSONNode, String, [String: TemplateType]) throws -> Template) throws {
        guard case let .object(entries) = node.value else { throw fail(node, "tests", "expected an object: {\"generate\": true, \"framework\": \"swift-testing\", \"path\": \"Tests/\"}") }
        var generate = false
        var framework = ScaffoldRequest.TestFramework.swiftTesting
        for (key, entry) in entries {
            switch key {
            case "generate":
                guard case .bool(let on) = entry.value else { throw fail(entry, "tests.generate", "expected true or false, found \(entry.typeName)") }
                generate = on
            case "framework":
                let names = ScaffoldRequest.TestFramework.allCases.map(\.rawValue)
                guard case .string(let name) = entry.value, let parsed = ScaffoldRequest.TestFramework(rawValue: name) else {
                    throw fail(entry, "tests.framework", "expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
                }
                framework = parsed
            case "path":
                project.testsPath = try template(entry, "tests.path", ScaffoldContext.schema)
            default:
                throw fail(entry, "tests.\(key)", "unknown key (known: generate, framework, path)." + Suggestion.didYouMean(key, ["generate", "framework", "path"]))
            }
        }
        project.tests = generate ? framework : nil
        project.testFramework = framework
    }

    /// The framework tests use when asked for with `--tests` (the project's, else Swift Testing).
    public var testFramework = ScaffoldRequest.TestFramework.swiftTesting

    /// The folder (relative to `root`) where a generated file of `kind` goes, or nil for the
    /// output directory itself.
    public func folder(forKind kind: String, isTest: Bool, values: [String: TemplateValue]) throws -> String? {
        let chosen = isTest ? testsPath : (paths[kind] ?? paths["default"])
        return try chosen.map { try $0.render(values) }
    }
}

extension ScaffoldProject {
    /// Puts a kind's folder before each file's path: `ProfileView.swift` → `Sources/Kit/Views/ProfileView.swift`.
    /// The kind is the file's name without the screen and extension (`ProfileViewModelTests.swift` →
    /// `ViewModelTests`); tests go to `tests.path`. Folders stay inside the project's root.
    public func place(_ files: [GeneratedFile], request: ScaffoldRequest) throws -> [GeneratedFile] {
        let values = ScaffoldContext.values(for: request)
        return try files.map { file in
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            var kind = String(name.prefix { $0 != "." })
            if kind.hasPrefix(request.screen) { kind.removeFirst(request.screen.count) }
            guard var folder = try folder(forKind: kind, isTest: file.isTest, values: values) else { return file }
            while folder.hasSuffix("/") { folder.removeLast() }
            if folder.isEmpty || folder == "." { return file }
            if let problem = OutputPath.problem(with: folder) {
                throw ScaffoldError("\(path): the folder '\(folder)' for \(kind) \(problem); files stay inside the project")
            }
            var placed = file
            placed.path = folder + "/" + file.path
            return placed
        }
    }
}
