/// One template: its manifest and where its files come from.
public struct TemplateBundle: Sendable {
    public enum Source: Sendable, Equatable {
        case builtIn
        case directory(String)
    }

    public let name: String
    public let source: Source
    public let manifest: TemplateManifest
    /// How messages name the folder: `Templates/mvc` for a built-in one, else its path.
    public let folder: String
    /// Where its `{{> name}}` partials come from.
    public var partials = TemplatePartials(folders: [])

    /// A file of the template, by its path inside the folder.
    public func read(_ relative: String) throws -> String {
        switch source {
        case .builtIn:
            guard let text = TemplateLibrary.builtInFiles[name + "/" + relative] else {
                throw ScaffoldError("\(folder)/\(relative): no such file (named in \(folder)/manifest.json)")
            }
            return text
        case .directory(let path):
            let full = FileSystem.join(path, relative)
            guard FileSystem.kind(full) == .file else {
                throw ScaffoldError("\(full): no such file (named in \(FileSystem.join(path, "manifest.json")))")
            }
            return String(decoding: try FileSystem.readFile(full), as: UTF8.self)
        }
    }

    /// Compiles every file of the template (all languages), so that a broken placeholder is an
    /// error whatever options a run uses.
    public func compile() throws -> [String: Template] {
        var schema = manifest.schema
        for (key, type) in ScaffoldContext.fileSchema { schema[key] = type }
        var compiled: [String: Template] = [:]
        for file in manifest.files where compiled[file.template] == nil {
            if let partial = file.partial {
                compiled[file.template] = try Template("{{> \(partial)}}", file: folder + "/manifest.json", schema: schema, partials: partials)
            } else {
                compiled[file.template] = try Template(try read(file.template), file: folder + "/" + file.template, schema: schema,
                                                        partials: partials)
            }
        }
        return compiled
    }
}

/// The built-in templates (compiled into the binary from `Templates/`) and the user's folders.
public enum TemplateLibrary {
    /// `name/relative path` → contents, from the generated `BuiltinTemplates.files`.
    static let builtInFiles: [String: String] = Dictionary(BuiltinTemplates.files.map { ($0.path, $0.text) },
                                                           uniquingKeysWith: { first, _ in first })

    /// The built-in templates, by name.
    public static func builtIn() throws -> [TemplateBundle] {
        let names = BuiltinTemplates.files.compactMap { file -> String? in
            let parts = file.path.split(separator: "/")
            return parts.count == 2 && parts[1] == "manifest.json" ? String(parts[0]) : nil
        }
        return try names.sorted().map { name in
            let folder = "Templates/" + name
            let manifest = try TemplateManifest.parse(builtInFiles[name + "/manifest.json"]!, path: folder + "/manifest.json")
            return TemplateBundle(name: name, source: .builtIn, manifest: manifest, folder: folder)
        }
    }

    /// The templates in a folder: each subfolder holding a `manifest.json`; or the folder itself
    /// when it holds one (it is then named after the folder).
    public static func load(directory: String) throws -> [TemplateBundle] {
        guard FileSystem.kind(directory) == .directory else { throw ScaffoldError("\(directory): not a directory of templates") }
        func bundle(_ name: String, _ path: String) throws -> TemplateBundle {
            let manifestPath = FileSystem.join(path, "manifest.json")
            let text = String(decoding: try FileSystem.readFile(manifestPath), as: UTF8.self)
            // The template's own `_partials/`, then its templates folder's, shadow the built-in ones.
            let folders = [FileSystem.join(path, TemplatePartials.builtInFolder), FileSystem.join(directory, TemplatePartials.builtInFolder)]
            return TemplateBundle(name: name, source: .directory(path), manifest: try TemplateManifest.parse(text, path: manifestPath),
                                  folder: path, partials: TemplatePartials(folders: path == directory ? [folders[0]] : folders))
        }
        if FileSystem.kind(FileSystem.join(directory, "manifest.json")) == .file {
            let trimmed = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
            let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            return [try bundle(name, directory)]
        }
        var bundles: [TemplateBundle] = []
        for entry in try FileSystem.entries(directory) where !entry.hasPrefix(".") && entry != TemplatePartials.builtInFolder {
            let path = FileSystem.join(directory, entry)
            guard FileSystem.kind(path) == .directory, FileSystem.kind(FileSystem.join(path, "manifest.json")) == .file else { continue }
            bundles.append(try bundle(entry, path))
        }
        return bundles
    }

    /// Built-in templates with the user's added or put in their place, sorted by name.
    public static func available(userDirectory: String?) throws -> [TemplateBundle] {
        try available(userDirectories: userDirectory.map { [$0] } ?? [])
    }

    /// The same with several folders of templates: a later folder's template replaces an earlier
    /// one of the same name, and its `_partials/` come first.
    public static func available(userDirectories: [String]) throws -> [TemplateBundle] {
        var byName: [String: TemplateBundle] = [:]
        let userPartials = userDirectories.reversed().map { FileSystem.join($0, TemplatePartials.builtInFolder) }
        for var bundle in try builtIn() {
            // The user's `_partials/` restyle a block for the built-in templates too.
            bundle.partials = TemplatePartials(folders: userPartials)
            byName[bundle.name] = bundle
        }
        for directory in userDirectories {
            for bundle in try load(directory: directory) { byName[bundle.name] = bundle }
        }
        return byName.keys.sorted().map { byName[$0]! }
    }

    /// The user's templates: `--templates DIR`, else a `Templates/` folder beside the nearest
    /// `rules.json` in `start` or above it.
    public static func userDirectory(explicit: String?, start: String) -> String? {
        if let explicit { return explicit }
        var directory = start
        while true {
            if FileSystem.kind(FileSystem.join(directory, "rules.json")) == .file {
                let templates = FileSystem.join(directory, "Templates")
                return FileSystem.kind(templates) == .directory ? templates : nil
            }
            let parent = FileSystem.parent(directory)
            if parent == directory || directory == "." || directory.isEmpty { return nil }
            directory = parent
        }
    }
}
