/// A template folder's `manifest.json`: what it is for, its own variables, and its files.
///
///     {
///       "description": "The controller alone, in section order.",
///       "variables": { "dataSource": { "default": true, "description": "…" } },
///       "files": [
///         { "template": "ViewController.swift.tmpl", "output": "{{controller}}.swift" },
///         { "template": "DataSource.swift.tmpl", "output": "{{screen}}DataSource.swift",
///           "when": ["dataSource", "dataSourceProtocols"] },
///         { "template": "ViewController.m.tmpl", "output": "{{controller}}.m", "language": "objc" }
///       ]
///     }
public struct TemplateManifest: Sendable {
    public struct Variable: Sendable {
        public let name: String
        public let defaultValue: TemplateValue
        public let description: String
    }

    public struct File: Sendable {
        /// Path of the template file inside the template's folder (for a `partial` entry, the
        /// partial's path under `_partials/`, a key only).
        public let template: String
        /// `"partial": "objc/controller-header"`: the file is that partial alone, shared by
        /// templates whose file of this kind is the same.
        public var partial: String?
        /// `"test": true`: a test file, written with `--tests` (or the project's `tests.generate`)
        /// into the project's tests folder.
        public var isTest = false
        /// The generated file's path inside the output directory: itself a template.
        public let output: String
        public let language: ScaffoldRequest.Language
        /// Variables that must all be truthy (`!name`: falsy) for the file to be generated.
        public let when: [(name: String, negated: Bool)]
        public let line: Int
        public let column: Int
    }

    public let description: String
    public let variables: [Variable]
    public let files: [File]

    /// The schema of this template's contents: the built-in variables plus its own.
    public var schema: [String: TemplateType] {
        var schema = ScaffoldContext.schema
        for variable in variables { schema[variable.name] = variable.defaultValue.type }
        return schema
    }

    public var languages: [ScaffoldRequest.Language] {
        ScaffoldRequest.Language.allCases.filter { language in files.contains { $0.language == language } }
    }

    public static func parse(_ text: String, path: String) throws -> TemplateManifest {
        func fail(_ node: JSONNode, _ message: String) -> TemplateError {
            TemplateError(file: path, line: node.line, column: node.column, message: message)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch let error as JSONParseError {
            throw TemplateError(file: path, line: error.line, column: error.column, message: error.message)
        }
        guard case let .object(pairs) = root.value else { throw fail(root, "a manifest is a JSON object") }
        try checkKeys(pairs, allowed: ["description", "variables", "files", "$comment"], in: "the manifest", fail: fail)
        guard let descriptionNode = root["description"], case let .string(description) = descriptionNode.value, !description.isEmpty else {
            throw fail(root["description"] ?? root, "the manifest needs a \"description\": one line saying what the template makes")
        }

        var variables: [Variable] = []
        if let node = root["variables"] {
            guard case let .object(entries) = node.value else { throw fail(node, "\"variables\" is an object of NAME: {\"default\": …, \"description\": …}") }
            for (name, entry) in entries {
                guard TemplateCompiler.isIdentifier(name) else { throw fail(entry, "variable name '\(name)' is not an identifier") }
                guard ScaffoldContext.schema[name] == nil, ScaffoldContext.fileSchema[name] == nil else {
                    throw fail(entry, "variable '\(name)' is built in; choose another name")
                }
                guard case let .object(fields) = entry.value else { throw fail(entry, "variable '\(name)' is an object with \"default\" and \"description\"") }
                try checkKeys(fields, allowed: ["default", "description"], in: "variable '\(name)'", fail: fail)
                let value: TemplateValue
                switch entry["default"]?.value {
                case .string(let s)?: value = .string(s)
                case .bool(let b)?: value = .bool(b)
                default: throw fail(entry["default"] ?? entry, "variable '\(name)' needs a \"default\" that is a string or a boolean")
                }
                var text = ""
                if let d = entry["description"] {
                    guard case let .string(s) = d.value else { throw fail(d, "\"description\" is a string") }
                    text = s
                }
                variables.append(Variable(name: name, defaultValue: value, description: text))
            }
        }

        guard let filesNode = root["files"], case let .array(items) = filesNode.value, !items.isEmpty else {
            throw fail(root["files"] ?? root, "the manifest needs \"files\": a non-empty array of {\"template\", \"output\"}")
        }
        var files: [File] = []
        for item in items {
            guard case let .object(fields) = item.value else { throw fail(item, "each file is an object with \"template\" and \"output\"") }
            try checkKeys(fields, allowed: ["template", "partial", "output", "language", "when", "test"], in: "a file entry", fail: fail)
            let template: String
            var partial: String?
            if case let .string(name)? = item["partial"]?.value, item["template"] == nil {
                guard TemplatePartials.isValidName(name) else { throw fail(item["partial"]!, "'\(name)' is not a partial's name (e.g. \"objc/controller-header\")") }
                template = TemplatePartials.builtInFolder + "/" + name + ".tmpl"
                partial = name
            } else {
                guard case let .string(path)? = item["template"]?.value, item["partial"] == nil else {
                    throw fail(item, "a file entry needs \"template\": the file's path in this folder (or \"partial\": a partial's name)")
                }
                if let problem = OutputPath.problem(with: path) { throw fail(item["template"]!, "template file '\(path)' \(problem)") }
                template = path
            }
            guard case let .string(output)? = item["output"]?.value, !output.isEmpty else {
                throw fail(item, "a file entry needs \"output\": the generated file's name, e.g. \"{{controller}}.swift\"")
            }
            var language = ScaffoldRequest.Language.swift
            if let node = item["language"] {
                guard case let .string(name) = node.value, let parsed = ScaffoldRequest.Language(rawValue: name) else {
                    throw fail(node, "\"language\" is \"swift\" or \"objc\"")
                }
                language = parsed
            }
            var when: [(String, Bool)] = []
            if let node = item["when"] {
                let names: [JSONNode]
                switch node.value {
                case .string: names = [node]
                case .array(let list): names = list
                default: throw fail(node, "\"when\" is a variable name or a list of them (\"!name\" for false)")
                }
                for n in names {
                    guard case let .string(raw) = n.value else { throw fail(n, "\"when\" lists variable names") }
                    let negated = raw.hasPrefix("!")
                    let name = negated ? String(raw.dropFirst()) : raw
                    guard ScaffoldContext.schema[name] != nil || variables.contains(where: { $0.name == name }) else {
                        let known = ScaffoldContext.schema.keys.sorted() + variables.map(\.name)
                        throw fail(n, "unknown variable '\(name)' in \"when\"." + Suggestion.didYouMean(name, known))
                    }
                    when.append((name, negated))
                }
            }
            var isTest = false
            if let node = item["test"] {
                guard case .bool(let flag) = node.value else { throw fail(node, "\"test\" is true or false") }
                isTest = flag
            }
            files.append(File(template: template, partial: partial, isTest: isTest, output: output, language: language, when: when,
                              line: item.line, column: item.column))
        }
        return TemplateManifest(description: description, variables: variables, files: files)
    }

    private static func checkKeys(_ pairs: [(key: String, node: JSONNode)], allowed: [String], in what: String,
                                  fail: (JSONNode, String) -> TemplateError) throws {
        for (key, node) in pairs where !allowed.contains(key) {
            let known = allowed.filter { $0 != "$comment" }
            throw fail(node, "unknown key '\(key)' in \(what) (known: \(known.joined(separator: ", ")))." + Suggestion.didYouMean(key, known))
        }
    }
}

extension TemplateValue {
    var type: TemplateType {
        switch self {
        case .string: return .string
        case .bool: return .bool
        case .list: return .list([:])
        }
    }
}

/// Paths that must stay inside a folder: template files in their template's folder, generated
/// files in the output directory.
public enum OutputPath {
    /// Why `path` may not be used, or nil: empty, absolute, `..`, a backslash or a control character.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") { return "is absolute; paths are relative to their folder" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" || $0 == "\u{7F}" }) {
            return "contains a backslash or a control character"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") { return "escapes its folder with '..'" }
        if components.contains(where: { $0.isEmpty }) || components.last == "." { return "has an empty or '.' component" }
        return nil
    }
}
