/// Decodes `sdk-protocols.json` (see `scripts/generate-sdk-protocols.py` for the format):
///
///     {"protocols": [{"name", "framework", "refines": [...],
///                     "requirements": [[swift name, selector, "required"|"optional"[+" property"],
///                                       Swift declaration?, stub body?], ...]}],
///      "classes": {"UITableViewController": [superclass, adopted protocol, ...]}}
///
/// The file is embedded at build time and known to be valid (a test decodes it); a malformed
/// entry is skipped rather than crashing the linter.
enum SDKProtocolTable {
    /// Scaffolding details kept per requirement (declaration and stub body), by protocol and Swift name.
    struct ScaffoldDetail { let declaration: String; let stub: String }

    static func decode(_ json: String) -> SDKProtocols.Table {
        var table = SDKProtocols.Table()
        guard let root = try? JSONParser.parse(json) else { return table }
        if case let .array(protocols)? = root["protocols"]?.value {
            for node in protocols {
                guard let name = node["name"]?.string, table.byName[name] == nil else { continue }
                var requirements: [SDKRequirement] = []
                var details: [ScaffoldDetail?] = []
                for entry in node["requirements"]?.array ?? [] {
                    let fields = (entry.array ?? []).map { $0.string ?? "" }
                    guard fields.count >= 3, !fields[0].isEmpty else { continue }
                    requirements.append(SDKRequirement(swiftName: fields[0], selector: fields[1], isOptional: fields[2].hasPrefix("optional"),
                                                       isProperty: fields[2].hasSuffix("property")))
                    details.append(fields.count >= 4 && !fields[3].isEmpty ? ScaffoldDetail(declaration: fields[3], stub: fields.count >= 5 ? fields[4] : "") : nil)
                }
                let index = table.protocols.count
                table.protocols.append(SDKProtocol(name: name, framework: node["framework"]?.string ?? "", refines: (node["refines"]?.array ?? []).compactMap(\.string),
                                                   requirements: requirements, swiftNames: Set(requirements.map(\.swiftName))))
                table.details.append(details)
                table.byName[name] = index
                for requirement in requirements {
                    if table.bySwiftName[requirement.swiftName]?.last != index { table.bySwiftName[requirement.swiftName, default: []].append(index) }
                    if !requirement.selector.isEmpty, table.bySelector[requirement.selector]?.last != index {
                        table.bySelector[requirement.selector, default: []].append(index)
                    }
                }
            }
        }
        if case let .object(classes)? = root["classes"]?.value {
            for (name, node) in classes {
                let names = (node.array ?? []).compactMap(\.string)
                table.classes[name] = SDKProtocols.ClassFacts(superclass: names.first.flatMap { $0.isEmpty ? nil : $0 }, adopts: Array(names.dropFirst()))
            }
        }
        return table
    }
}

extension JSONNode {
    var string: String? { if case let .string(text) = value { return text } else { return nil } }
    var array: [JSONNode]? { if case let .array(items) = value { return items } else { return nil } }
}
