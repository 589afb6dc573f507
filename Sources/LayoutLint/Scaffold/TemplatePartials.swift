/// Where `{{> name}}` finds `name.tmpl`: the user's `_partials/` folders first (a template's own,
/// then its templates folder's), then the built-in `Templates/_partials/`. A user's partial of the
/// same name shadows the built-in one, so a team can restyle one block for every template.
public struct TemplatePartials: Sendable {
    /// Folders searched before the built-in partials, in order.
    public let folders: [String]

    public init(folders: [String]) {
        self.folders = folders
    }

    /// The built-in partials' prefix inside `BuiltinTemplates.files`.
    static let builtInFolder = "_partials"

    /// `swift/protocol-block`, `objc-getter`: letters, digits, `-`, `_`, and `/` between parts.
    static func isValidName(_ name: String) -> Bool {
        guard !name.isEmpty, OutputPath.problem(with: name) == nil, !name.hasPrefix("."), !name.contains("/.") else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_/".unicodeScalars.contains($0)) }
    }

    /// The partial's text and the file messages name.
    public func lookup(_ name: String) -> (text: String, file: String)? {
        guard Self.isValidName(name) else { return nil }
        for folder in folders {
            let path = FileSystem.join(folder, name + ".tmpl")
            if FileSystem.kind(path) == .file, let bytes = try? FileSystem.readFile(path) {
                return (String(decoding: bytes, as: UTF8.self), path)
            }
        }
        let key = Self.builtInFolder + "/" + name + ".tmpl"
        return TemplateLibrary.builtInFiles[key].map { ($0, "Templates/" + key) }
    }

    /// The files `lookup` tries, for the message when none exists.
    func candidates(for name: String) -> [String] {
        (folders + ["Templates/" + Self.builtInFolder]).map { FileSystem.join($0, name + ".tmpl") }
    }

    /// Every partial's name, for "did you mean".
    func names() -> [String] {
        var names = BuiltinTemplates.files.compactMap { file -> String? in
            guard file.path.hasPrefix(Self.builtInFolder + "/"), file.path.hasSuffix(".tmpl") else { return nil }
            return String(file.path.dropFirst(Self.builtInFolder.count + 1).dropLast(5))
        }
        for folder in folders { names += Self.files(in: folder, prefix: "") }
        return names
    }

    /// `.tmpl` files below `folder` as partial names, walking subfolders with a work list.
    static func files(in folder: String, prefix: String) -> [String] {
        var names: [String] = []
        var pending = [(folder, prefix)]
        while let (directory, base) = pending.popLast() {
            for entry in (try? FileSystem.entries(directory)) ?? [] where !entry.hasPrefix(".") {
                let path = FileSystem.join(directory, entry)
                if FileSystem.kind(path) == .directory {
                    pending.append((path, base + entry + "/"))
                } else if entry.hasSuffix(".tmpl") {
                    names.append(base + String(entry.dropLast(5)))
                }
            }
        }
        return names
    }
}
