import Dispatch

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

    /// Decodes straight into the table in one pass over the bytes, the file's known shape
    /// followed key by key: no intermediate tree, and a string without escapes becomes a String
    /// in one copy. Every run that classifies anything pays for this (~1,300 requirements).
    static func decode(_ json: String) -> SDKProtocols.Table {
        var table = SDKProtocols.Table()
        table.bySwiftName.reserveCapacity(2048)
        var reader = Reader(bytes: Array(json.utf8))
        guard reader.next(is: "{") else { return table }
        while !reader.next(is: "}") {
            guard let key = reader.string(), reader.next(is: ":") else { return table }
            switch key {
            case "protocols":
                guard reader.next(is: "[") else { return table }
                while !reader.next(is: "]") {
                    guard let node = reader.protocolNode() else { return table }
                    add(node, to: &table)
                    _ = reader.next(is: ",")
                }
            case "classes":
                guard reader.next(is: "{") else { return table }
                while !reader.next(is: "}") {
                    guard let name = reader.string(), reader.next(is: ":"), let names = reader.strings() else { return table }
                    table.classes[name] = SDKProtocols.ClassFacts(superclass: names.first.flatMap { $0.isEmpty ? nil : $0 }, adopts: Array(names.dropFirst()))
                    _ = reader.next(is: ",")
                }
            default:
                guard reader.skipValue(depth: 0) else { return table }
            }
            _ = reader.next(is: ",")
        }
        return table
    }

    /// One entry of `protocols` as read, before it joins the table.
    struct ProtocolNode {
        var name = "", framework = ""
        var refines: [String] = []
        var requirements: [[String]] = []
    }

    private static func add(_ node: ProtocolNode, to table: inout SDKProtocols.Table) {
        guard !node.name.isEmpty, table.byName[node.name] == nil else { return }
        var requirements: [SDKRequirement] = []
        var details: [ScaffoldDetail?] = []
        for fields in node.requirements {
            guard fields.count >= 3, !fields[0].isEmpty else { continue }
            requirements.append(SDKRequirement(swiftName: fields[0], selector: fields[1], isOptional: fields[2].hasPrefix("optional"),
                                               isProperty: fields[2].hasSuffix("property")))
            details.append(fields.count >= 4 && !fields[3].isEmpty ? ScaffoldDetail(declaration: fields[3], stub: fields.count >= 5 ? fields[4] : "") : nil)
        }
        let index = table.protocols.count
        table.protocols.append(SDKProtocol(name: node.name, framework: node.framework, refines: node.refines,
                                           requirements: requirements, swiftNames: Set(requirements.map(\.swiftName)), index: index))
        table.details.append(details)
        table.byName[node.name] = index
        for requirement in requirements where table.bySwiftName[requirement.swiftName]?.last != index {
            table.bySwiftName[requirement.swiftName, default: []].append(index)
        }
    }

    /// Each protocol's loose keys (`SDKProtocol.looseKeys`), made when first asked for; files are
    /// classified on several threads, hence the lock.
    final class LooseKeys: @unchecked Sendable {
        private let lock = DispatchQueue(label: "layoutlint.sdk-loose-keys")
        private var made: [Set<String>?]

        init(count: Int) { made = Array(repeating: nil, count: count) }

        func keys(of sdk: SDKProtocol) -> Set<String> {
            lock.sync {
                guard made.indices.contains(sdk.index) else { return SDKProtocolTable.looseKeys(of: sdk.requirements) }
                if let keys = made[sdk.index] { return keys }
                let keys = SDKProtocolTable.looseKeys(of: sdk.requirements)
                made[sdk.index] = keys
                return keys
            }
        }
    }

    static func looseKeys(of requirements: [SDKRequirement]) -> Set<String> {
        var keys = Set(requirements.map { ObjCSelector.looseKey(ofSwiftName: $0.swiftName) })
        for requirement in requirements where !requirement.selector.isEmpty {
            keys.insert(ObjCSelector.looseKey(ofSelector: requirement.selector))
        }
        return keys
    }

    /// Protocol indices by requirement selector, in table order. Only Objective-C files ask, so
    /// it is built apart, on first use (`SDKProtocols.bySelector`).
    static func selectorIndex(_ protocols: [SDKProtocol]) -> [String: [Int]] {
        var bySelector: [String: [Int]] = [:]
        for (index, sdk) in protocols.enumerated() {
            for requirement in sdk.requirements where !requirement.selector.isEmpty && bySelector[requirement.selector]?.last != index {
                bySelector[requirement.selector, default: []].append(index)
            }
        }
        return bySelector
    }

    /// A lean reader for the generated file: strings, arrays and objects only, no positions;
    /// escaped strings go to the configuration's JSON reader. Anything else ends the decoding
    /// (the table keeps what came before) rather than crashing the linter.
    struct Reader {
        var json: JSONReader

        init(bytes: [UInt8]) { json = JSONReader(bytes: bytes) }

        mutating func next(is scalar: Unicode.Scalar) -> Bool {
            json.skipSpace()
            guard json.pos < json.bytes.count, json.bytes[json.pos] == UInt8(ascii: scalar) else { return false }
            json.pos += 1
            return true
        }

        mutating func string() -> String? {
            json.skipSpace()
            let bytes = json.bytes
            guard json.pos < bytes.count, bytes[json.pos] == UInt8(ascii: "\"") else { return nil }
            var end = json.pos + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                defer { json.pos = end + 1 }
                return String(decoding: bytes[(json.pos + 1)..<end], as: UTF8.self)
            }
            return try? json.string()
        }

        /// `["a", "b"]`.
        mutating func strings() -> [String]? {
            guard next(is: "[") else { return nil }
            // A requirement has 3–5 fields: one allocation, not three growing the array.
            var items: [String] = []
            items.reserveCapacity(5)
            while !next(is: "]") {
                guard let item = string() else { return nil }
                items.append(item)
                _ = next(is: ",")
            }
            return items
        }

        mutating func protocolNode() -> ProtocolNode? {
            guard next(is: "{") else { return nil }
            var node = ProtocolNode()
            while !next(is: "}") {
                guard let key = string(), next(is: ":") else { return nil }
                switch key {
                case "name": guard let text = string() else { return nil }; node.name = text
                case "framework": guard let text = string() else { return nil }; node.framework = text
                case "refines": guard let names = strings() else { return nil }; node.refines = names
                case "requirements":
                    guard next(is: "[") else { return nil }
                    while !next(is: "]") {
                        guard let fields = strings() else { return nil }
                        node.requirements.append(fields)
                        _ = next(is: ",")
                    }
                default: guard skipValue(depth: 0) else { return nil }
                }
                _ = next(is: ",")
            }
            return node
        }

        /// Steps over a value of a key the table does not use (`sdk`, `source`); nesting is
        /// bounded so that no input runs deep.
        mutating func skipValue(depth: Int) -> Bool {
            guard depth < 8 else { return false }
            if string() != nil { return true }
            if next(is: "[") {
                while !next(is: "]") {
                    guard skipValue(depth: depth + 1) else { return false }
                    _ = next(is: ",")
                }
                return true
            }
            guard next(is: "{") else { return false }
            while !next(is: "}") {
                guard string() != nil, next(is: ":"), skipValue(depth: depth + 1) else { return false }
                _ = next(is: ",")
            }
            return true
        }
    }
}
