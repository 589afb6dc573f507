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
    /// no numbers. Nesting is fixed by the generator (four levels); deeper input is refused.
    struct Reader {
        let bytes: [UInt8]
        var pos = 0

        mutating func skipSpace() {
            while pos < bytes.count, bytes[pos] == 0x20 || bytes[pos] == 0x0A || bytes[pos] == 0x0D || bytes[pos] == 0x09 { pos += 1 }
        }

        mutating func value(depth: Int) -> Value? {
            skipSpace()
            guard pos < bytes.count, depth < 8 else { return nil }
            switch bytes[pos] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "["):
                pos += 1
                var items: [Value] = []
                while true {
                    skipSpace()
                    if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") { pos += 1; return .array(items) }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpace()
                    if pos < bytes.count, bytes[pos] == UInt8(ascii: ",") { pos += 1 }
                }
            case UInt8(ascii: "{"):
                pos += 1
                var pairs: [(String, Value)] = []
                while true {
                    skipSpace()
                    if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") { pos += 1; return .object(pairs) }
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { return nil }
                    pos += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    pairs.append((key, item))
                    skipSpace()
                    if pos < bytes.count, bytes[pos] == UInt8(ascii: ",") { pos += 1 }
                }
            default:
                return nil
            }
        }

        /// A string literal; escapes are rare in the table (quotes and newlines of stub bodies).
        mutating func string() -> String? {
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { return nil }
            pos += 1
            let start = pos
            while pos < bytes.count, bytes[pos] != UInt8(ascii: "\""), bytes[pos] != UInt8(ascii: "\\") { pos += 1 }
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") {
                pos += 1
                return String(decoding: bytes[start..<(pos - 1)], as: UTF8.self)
            }
            var out = Array(bytes[start..<pos])
            while pos < bytes.count {
                let b = bytes[pos]
                pos += 1
                if b == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
                guard b == UInt8(ascii: "\\"), pos < bytes.count else { out.append(b); continue }
                let escaped = bytes[pos]
                pos += 1
                switch escaped {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "u"):
                    guard pos + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[pos..<(pos + 4)], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(code) else { return nil }
                    pos += 4
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: out.append(escaped)
                }
            }
            return nil
        }
    }
}
