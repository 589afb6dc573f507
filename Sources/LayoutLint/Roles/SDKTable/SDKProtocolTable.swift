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

    /// The few JSON shapes the table uses (no numbers, booleans or null).
    indirect enum Value {
        case string(String), array([Value]), object([(String, Value)])

        subscript(key: String) -> Value? {
            if case let .object(pairs) = self { return pairs.first { $0.0 == key }?.1 }
            return nil
        }
        var string: String? { if case let .string(text) = self { return text } else { return nil } }
        var array: [Value] { if case let .array(items) = self { return items } else { return [] } }
    }

    static func decode(_ json: String) -> SDKProtocols.Table {
        var table = SDKProtocols.Table()
        var reader = Reader(bytes: Array(json.utf8))
        guard let root = reader.value(depth: 0) else { return table }
        for node in root["protocols"]?.array ?? [] {
            guard let name = node["name"]?.string, table.byName[name] == nil else { continue }
            var requirements: [SDKRequirement] = []
            var details: [ScaffoldDetail?] = []
            for entry in node["requirements"]?.array ?? [] {
                let fields = entry.array.map { $0.string ?? "" }
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
        if case let .object(classes)? = root["classes"] {
            for (name, node) in classes {
                let names = node.array.compactMap(\.string)
                table.classes[name] = SDKProtocols.ClassFacts(superclass: names.first.flatMap { $0.isEmpty ? nil : $0 }, adopts: Array(names.dropFirst()))
            }
        }
        return table
    }

    /// A lean reader for the generated file, which every run of the hook decodes: no positions,
    /// no numbers, strings read by the configuration's JSON reader. Nesting is fixed by the
    /// generator (four levels); deeper input is refused.
    struct Reader {
        var json: JSONReader

        init(bytes: [UInt8]) { json = JSONReader(bytes: bytes) }

        private mutating func next(is byte: Character) -> Bool {
            json.skipSpace()
            guard json.pos < json.bytes.count, json.bytes[json.pos] == UInt8(ascii: byte.unicodeScalars.first!) else { return false }
            json.pos += 1
            return true
        }

        private mutating func string() -> String? {
            json.skipSpace()
            guard json.pos < json.bytes.count, json.bytes[json.pos] == UInt8(ascii: "\"") else { return nil }
            return try? json.string()
        }

        mutating func value(depth: Int) -> Value? {
            guard depth < 8 else { return nil }
            if let text = string() { return .string(text) }
            if next(is: "[") {
                var items: [Value] = []
                while !next(is: "]") {
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    _ = next(is: ",")
                }
                return .array(items)
            }
            guard next(is: "{") else { return nil }
            var pairs: [(String, Value)] = []
            while !next(is: "}") {
                guard let key = string(), next(is: ":"), let item = value(depth: depth + 1) else { return nil }
                pairs.append((key, item))
                _ = next(is: ",")
            }
            return .object(pairs)
        }
    }
}
