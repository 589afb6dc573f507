/// `scaffold --list` and `scaffold --explain TEMPLATE`: what the templates write, said from their
/// manifests, for a screen named `Profile`.
extension ScaffoldCommand {
    static func list(_ bundles: [TemplateBundle], output: Output) throws {
        let width = (bundles.map(\.name.count).max() ?? 0) + 2
        let indent = String(repeating: " ", count: width + 2)
        for bundle in bundles {
            let pad = String(repeating: " ", count: max(1, width - bundle.name.count))
            let languages = bundle.manifest.languages.map(\.rawValue).joined(separator: ", ")
            output.line("\(bundle.name)\(pad)\(bundle.manifest.description) [\(languages); \(origin(of: bundle))]")
            for variable in bundle.manifest.variables {
                output.line(indent + "--set \(variable.name)=… (default \(defaultText(variable))): \(variable.description)")
            }
            for language in bundle.manifest.languages {
                let names = try outputs(of: bundle, language: language).map { $0.isTest ? "\($0.name) (--tests)" : $0.name }
                output.line(indent + "\(language.rawValue): " + names.joined(separator: ", "))
            }
        }
    }

    static func explain(_ bundle: TemplateBundle, output: Output) throws {
        let manifest = bundle.manifest
        output.line("Template '\(bundle.name)' (\(origin(of: bundle)), \(bundle.folder)/manifest.json)")
        output.line(manifest.description)
        let compiled = try bundle.compile()
        for language in manifest.languages {
            output.line("")
            output.line(language == .swift ? "With --language swift (the default), for a screen named Profile it writes:" : "With --language objc it writes:")
            for (file, name) in zip(manifest.files.filter { $0.language == language }, try outputs(of: bundle, language: language)) {
                var line = "  \(name.name)  from \(file.partial.map { "the partial \($0)" } ?? file.template)"
                let conditions = file.when.map { condition -> String in
                    let isBool = manifest.schema[condition.name] == .bool
                    return "'\(condition.name)' " + (isBool ? (condition.negated ? "is false" : "is true") : (condition.negated ? "is empty" : "is not empty"))
                }
                if name.isTest { line += ", with --tests (or tests.generate in scaffold.json), into the tests folder" }
                if !conditions.isEmpty { line += ", only when " + conditions.joined(separator: " and ") }
                output.line(line)
            }
        }
        if !manifest.variables.isEmpty {
            output.line("")
            output.line("Its own variables (change them with --set NAME=VALUE):")
            for variable in manifest.variables {
                output.line("  \(variable.name), default \(defaultText(variable)): \(variable.description)")
            }
        }
        var partials: [String] = []
        for file in manifest.files {
            for name in compiled[file.template]?.partialsUsed ?? [] where !partials.contains(name) { partials.append(name) }
        }
        if !partials.isEmpty {
            output.line("")
            output.line("It shares these blocks (partials; a file of the same name in your Templates/_partials/ replaces one):")
            output.line("  " + partials.joined(separator: ", "))
        }
    }

    static func origin(of bundle: TemplateBundle) -> String {
        switch bundle.source {
        case .builtIn: return "built-in"
        case .directory(let path): return path
        }
    }

    static func defaultText(_ variable: TemplateManifest.Variable) -> String {
        switch variable.defaultValue {
        case .string(let s): return JSONText.quoted(s)
        case .bool(let b): return String(b)
        case .list: return "[]"
        }
    }

    /// The files' names for a screen named Profile with no views (a path template needing more says so).
    static func outputs(of bundle: TemplateBundle, language: ScaffoldRequest.Language) throws -> [(name: String, isTest: Bool)] {
        var request = try ScaffoldRequest(name: "Profile", date: CivilDate(parsing: "2024-05-01"))
        request.language = language
        let values = try Scaffolder.values(for: request, manifest: bundle.manifest, templateName: bundle.name)
        return bundle.manifest.files.filter { $0.language == language }.map { file in
            let name = (try? Template(file.output, file: "manifest.json", schema: bundle.manifest.schema).render(values)) ?? file.output
            return (name, file.isTest)
        }
    }
}
