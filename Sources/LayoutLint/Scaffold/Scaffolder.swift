/// A file the scaffolder would write: its path inside the output directory and its contents.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public let contents: String
    /// A test file: it goes to the project's tests folder.
    public var isTest = false

    public init(path: String, contents: String, isTest: Bool = false) {
        self.path = path
        self.contents = contents
        self.isTest = isTest
    }
}

/// Files already in the way, when `--force` was not given: nothing was written.
public struct ScaffoldConflict: Error, Sendable, CustomStringConvertible {
    public let existing: [String]
    public var description: String {
        "not overwriting existing file\(existing.count == 1 ? "" : "s") (nothing was written; use --force to replace):\n"
            + existing.map { "  " + $0 }.joined(separator: "\n")
    }
}

/// Renders a template for a request, and writes the result without clobbering anything.
public enum Scaffolder {
    /// The files a request generates, in manifest order. Deterministic: the same request gives
    /// the same bytes.
    public static func generate(_ request: ScaffoldRequest, bundle: TemplateBundle) throws -> [GeneratedFile] {
        try request.validate()
        let manifest = bundle.manifest
        let files = manifest.files.filter { $0.language == request.language && (!$0.isTest || request.tests != nil) }
        guard !files.isEmpty else {
            let has = manifest.languages.map(\.rawValue).joined(separator: ", ")
            throw ScaffoldError("template '\(bundle.name)' has no \(request.language.rawValue) files (it has: \(has))")
        }
        let compiled = try bundle.compile()
        let values = try self.values(for: request, manifest: manifest, templateName: bundle.name)
        let manifestPath = bundle.folder + "/manifest.json"
        var generated: [GeneratedFile] = []
        for file in files where file.when.allSatisfy({ (values[$0.name]?.isTruthy ?? false) != $0.negated }) {
            let path: String
            do {
                path = try Template(file.output, file: manifestPath, schema: manifest.schema).render(values)
            } catch let error as TemplateError {
                throw TemplateError(file: manifestPath, line: file.line, column: file.column, message: "in \"output\": \(error.message)")
            }
            if let problem = OutputPath.problem(with: path) {
                throw ScaffoldError("\(manifestPath):\(file.line): output path '\(path)' \(problem); generated files stay inside the output directory")
            }
            guard !generated.contains(where: { $0.path == path }) else {
                throw ScaffoldError("\(manifestPath):\(file.line): two files would be written to '\(path)'")
            }
            var fileValues = values
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            fileValues["fileName"] = .string(fileName)
            fileValues["header"] = .string(try request.headerTemplate?.render(fileValues) ?? header(fileName: fileName, request: request))
            var generatedFile = GeneratedFile(path: path, contents: try compiled[file.template]!.render(fileValues))
            generatedFile.isTest = file.isTest
            generated.append(generatedFile)
        }
        return generated
    }

    /// The request's variables, the template's defaults, and `--set` values.
    static func values(for request: ScaffoldRequest, manifest: TemplateManifest, templateName: String) throws -> [String: TemplateValue] {
        var values = ScaffoldContext.values(for: request)
        for variable in manifest.variables { values[variable.name] = variable.defaultValue }
        for (key, raw) in request.settings {
            guard let variable = manifest.variables.first(where: { $0.name == key }) else {
                let names = manifest.variables.map(\.name)
                throw ScaffoldError("--set \(key): template '\(templateName)' has no variable '\(key)'"
                                    + (names.isEmpty ? " (it has none)" : " (it has: \(names.joined(separator: ", ")))") + "."
                                    + Suggestion.didYouMean(key, names))
            }
            switch variable.defaultValue {
            case .bool:
                guard raw == "true" || raw == "false" else { throw ScaffoldError("--set \(key): '\(key)' is true or false (got '\(raw)')") }
                values[key] = .bool(raw == "true")
            default:
                values[key] = .string(raw)
            }
        }
        return values
    }

    /// The Xcode-style file header: file name, module, author and date.
    public static func header(fileName: String, request: ScaffoldRequest) -> String {
        var lines = ["//", "//  \(fileName)"]
        if !request.module.isEmpty { lines.append("//  \(request.module)") }
        lines.append("//")
        lines.append(request.author.isEmpty ? "//  Created on \(request.date)." : "//  Created by \(request.author) on \(request.date).")
        lines.append("//")
        return lines.joined(separator: "\n")
    }

    public enum Outcome: Sendable, Equatable {
        case created(String)
        case replaced(String)
    }

    /// Writes the files under `directory`, creating folders as needed. Without `force`, refuses
    /// (and writes nothing) if any file exists.
    public static func write(_ files: [GeneratedFile], to directory: String, force: Bool) throws -> [Outcome] {
        if let problem = directory.isEmpty ? "is empty" : nil { throw ScaffoldError("--output \(problem)") }
        var existing: [String] = []
        for file in files {
            let full = FileSystem.join(directory, file.path)
            switch FileSystem.kind(full) {
            case .missing: continue
            case .file: existing.append(full)
            case .directory, .other: throw ScaffoldError("\(full) exists and is not a regular file")
            }
        }
        if !existing.isEmpty, !force { throw ScaffoldConflict(existing: existing) }
        var outcomes: [Outcome] = []
        for file in files {
            let full = FileSystem.join(directory, file.path)
            let replaced = existing.contains(full)
            try FileSystem.createDirectories(FileSystem.parent(full))
            try FileSystem.writeFile(full, file.contents)
            outcomes.append(replaced ? .replaced(full) : .created(full))
        }
        return outcomes
    }
}
