/// Reads, validates and merges configuration files. The user's file is validated on its own,
/// so every error points into it, then merged over the defaults key by key (objects merge,
/// everything else replaces).
public enum ConfigurationLoader {
    public static let fileNames = ["rules.json", ".layoutlint.json"]

    /// The configuration for linting `directory`: `explicitPath` if given, else the nearest
    /// `rules.json` or `.layoutlint.json` in the directory or its parents, else the defaults.
    public static func configuration(explicitPath: String?, searchFrom directory: String) throws -> Configuration {
        if let explicitPath { return try load(path: explicitPath) }
        var dir = directory.hasPrefix("/") ? directory : FileSystem.join(FileSystem.currentDirectory(), directory)
        while true {
            for name in fileNames {
                let candidate = FileSystem.join(dir, name)
                if FileSystem.kind(candidate) == .file { return try load(path: candidate) }
            }
            let parent = FileSystem.parent(dir)
            if parent == dir || dir.isEmpty { break }
            dir = parent
        }
        return .default
    }

    public static func load(path: String) throws -> Configuration {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readFile(path) } catch {
            throw ConfigurationError(path: path, line: 1, column: 1, keyPath: "", message: "cannot read the configuration: \(error)")
        }
        return try load(userJSON: bytes, path: path)
    }

    /// The built-in `rules.json`, parsed. Not validated at run time: it is compiled in, and a test
    /// (`ConfigurationTests.builtInDocumentIsValid`) holds it to the schema.
    static func builtInDocument() throws -> JSONNode {
        try parse(Array(DefaultRules.json.utf8), path: "<built-in rules.json>")
    }

    /// Builds a configuration from the built-in defaults and, if given, a user's JSON text.
    public static func load(userJSON: [UInt8]?, path: String?) throws -> Configuration {
        let defaults = try builtInDocument()
        var merged = defaults
        if let userJSON, let path {
            let user = try parse(userJSON, path: path)
            try ConfigurationSchema(path: path).validate(user)
            merged = merge(defaults, user)
        }
        var configuration = build(merged)
        configuration.sourcePath = path
        return configuration
    }

    static func parse(_ bytes: [UInt8], path: String) throws -> JSONNode {
        do { return try JSONParser.parse(bytes) } catch let error as JSONParseError {
            throw ConfigurationError(path: path, line: error.line, column: error.column, keyPath: "", message: "invalid JSON: \(error.message)")
        }
    }

    static func merge(_ base: JSONNode, _ override: JSONNode) -> JSONNode {
        guard case let .object(basePairs) = base.value, case let .object(overridePairs) = override.value else { return override }
        var pairs = basePairs
        for (key, node) in overridePairs {
            if let k = pairs.firstIndex(where: { $0.key == key }) {
                pairs[k] = (key, merge(pairs[k].node, node))
            } else {
                pairs.append((key, node))
            }
        }
        return JSONNode(value: .object(pairs), line: override.line, column: override.column)
    }

    /// Turns a validated document into settings (validation guarantees the shapes read here).
    static func build(_ root: JSONNode) -> Configuration {
        var configuration = Configuration()
        configuration.include = strings(root["include"]).map(Glob.init)
        configuration.exclude = strings(root["exclude"]).map(Glob.init)
        let lifecycle = strings(root["lifecycle"])
        if case let .object(targets)? = root["targets"]?.value {
            for (name, node) in targets where bool(node["enabled"]) != false {
                let own = strings(node["lifecycle"])
                configuration.targets.append(Configuration.Target(
                    name: name, superclassPatterns: strings(node["superclass"]).map(Glob.init),
                    lifecycle: own.isEmpty ? lifecycle : own))
            }
        }
        if let sections = root["sections"] {
            let order = strings(sections["order"]).compactMap(SectionID.init(rawValue:))
            // Set only when it changes: each change indexes the aliases again.
            if !order.isEmpty, order != configuration.sectionOrder { configuration.sectionOrder = order }
            if case let .object(pairs)? = sections["aliases"]?.value {
                // Set once: each change of `aliases` indexes them all again.
                var aliases = configuration.aliases
                for (key, node) in pairs {
                    if let id = SectionID(rawValue: key) { aliases[id] = strings(node) }
                }
                configuration.aliases = aliases
            }
        }
        configuration.rules.reserveCapacity(RuleRegistry.all.count)
        let ruleNodes = root["rules"]
        for rule in RuleRegistry.all {
            let node = ruleNodes?[rule.id]
            var settings = RuleSettings(severity: node?["severity"].flatMap(string).flatMap(Severity.init(rawValue:)) ?? .warning)
            for option in rule.options {
                guard let value = node?[option.name] else { continue }
                switch option.kind {
                case .integer: if case let .number(n) = value.value { settings.integers[option.name] = Int(n) }
                case .stringList: settings.stringLists[option.name] = strings(value)
                }
            }
            configuration.rules[rule.id] = settings
        }
        return configuration
    }

    static func strings(_ node: JSONNode?) -> [String] {
        guard case let .array(items)? = node?.value else { return [] }
        return items.compactMap(string)
    }

    static func string(_ node: JSONNode) -> String? {
        if case let .string(s) = node.value { return s }
        return nil
    }

    static func bool(_ node: JSONNode?) -> Bool? {
        if case let .bool(b)? = node?.value { return b }
        return nil
    }
}
