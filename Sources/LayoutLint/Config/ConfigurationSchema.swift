/// What a configuration file may contain; every error names the key path and a likely fix.
struct ConfigurationSchema {
    let path: String

    static let topLevelKeys = ["include", "exclude", "targets", "sections", "lifecycle", "rules"]
    static let targetKeys = ["enabled", "superclass", "lifecycle"]
    static let sectionKeys = ["order", "aliases"]

    func error(_ node: JSONNode, _ keyPath: String, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, line: node.line, column: node.column, keyPath: keyPath, message: message)
    }

    func validate(_ root: JSONNode) throws {
        let pairs = try object(root, "")
        for (key, node) in pairs {
            switch key {
            case "include", "exclude", "lifecycle": try stringArray(node, key)
            case "targets": try validateTargets(node)
            case "sections": try validateSections(node)
            case "rules": try validateRules(node)
            default: throw unknownKey(node, "", key, Self.topLevelKeys)
            }
        }
    }

    func unknownKey(_ node: JSONNode, _ parent: String, _ key: String, _ known: [String]) -> ConfigurationError {
        let keyPath = parent.isEmpty ? key : "\(parent).\(key)"
        return error(node, keyPath, "unknown key '\(key)'." + Suggestion.didYouMean(key, known)
            + " Known keys here: \(known.joined(separator: ", ")).")
    }

    func object(_ node: JSONNode, _ keyPath: String) throws -> [(key: String, node: JSONNode)] {
        guard case let .object(pairs) = node.value else { throw error(node, keyPath, "expected an object, found \(node.typeName)") }
        return pairs
    }

    @discardableResult
    func stringArray(_ node: JSONNode, _ keyPath: String) throws -> [String] {
        guard case let .array(items) = node.value else { throw error(node, keyPath, "expected an array of strings, found \(node.typeName)") }
        return try items.enumerated().map { index, item in
            guard case let .string(s) = item.value else { throw error(item, "\(keyPath)[\(index)]", "expected a string, found \(item.typeName)") }
            return s
        }
    }

    func validateTargets(_ node: JSONNode) throws {
        for (name, target) in try object(node, "targets") {
            for (key, value) in try object(target, "targets.\(name)") {
                let keyPath = "targets.\(name).\(key)"
                switch key {
                case "enabled":
                    guard case .bool = value.value else { throw error(value, keyPath, "expected true or false, found \(value.typeName)") }
                case "superclass", "lifecycle":
                    try stringArray(value, keyPath)
                default:
                    throw unknownKey(value, "targets.\(name)", key, Self.targetKeys)
                }
            }
        }
    }

    func validateSections(_ node: JSONNode) throws {
        let ids = SectionID.allCases.map(\.rawValue)
        for (key, value) in try object(node, "sections") {
            switch key {
            case "order":
                let order = try stringArray(value, "sections.order")
                for name in order where !ids.contains(name) {
                    throw error(value, "sections.order", "unknown section '\(name)'." + Suggestion.didYouMean(name, ids)
                        + " Sections: \(ids.joined(separator: ", ")).")
                }
                guard Set(order).count == ids.count, order.count == ids.count else {
                    throw error(value, "sections.order", "list each of the \(ids.count) sections exactly once: \(ids.joined(separator: ", ")).")
                }
            case "aliases":
                for (section, aliases) in try object(value, "sections.aliases") {
                    guard ids.contains(section) else { throw unknownKey(aliases, "sections.aliases", section, ids) }
                    try stringArray(aliases, "sections.aliases.\(section)")
                }
            default:
                throw unknownKey(value, "sections", key, Self.sectionKeys)
            }
        }
    }

    func validateRules(_ node: JSONNode) throws {
        let severities = Severity.allCases.map(\.rawValue)
        for (id, settings) in try object(node, "rules") {
            guard let rule = RuleRegistry.rule(id) else { throw unknownKey(settings, "rules", id, RuleRegistry.ids) }
            for (key, value) in try object(settings, "rules.\(id)") {
                let keyPath = "rules.\(id).\(key)"
                if key == "severity" {
                    guard case let .string(s) = value.value, severities.contains(s) else {
                        let found = Self.describe(value)
                        throw error(value, keyPath, "expected one of \(severities.joined(separator: ", ")), found \(found)."
                            + (ConfigurationLoader.string(value).map { Suggestion.didYouMean($0, severities) } ?? ""))
                    }
                    continue
                }
                guard let option = rule.options.first(where: { $0.name == key }) else {
                    throw unknownKey(value, "rules.\(id)", key, ["severity"] + rule.options.map(\.name))
                }
                switch option.kind {
                case .integer:
                    guard case let .number(n) = value.value, n >= 0, n == n.rounded() else {
                        throw error(value, keyPath, "expected a whole number, found \(Self.describe(value))")
                    }
                case .stringList:
                    try stringArray(value, keyPath)
                }
            }
        }
    }

    static func describe(_ node: JSONNode) -> String {
        switch node.value {
        case let .string(s): return "\"\(s)\""
        case let .number(n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        default: return node.typeName
        }
    }
}
