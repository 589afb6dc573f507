#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// in one copy. Every run that classifies anything pays for this (~1,500 requirements), so
    /// what only some runs read is left as positions in the bytes: the scaffolder's declarations
    /// and stubs (`ScaffoldDetailRef`), and each protocol's name sets (made on first use).
    static func decode(_ json: String, shared: Bool = false) -> SDKProtocols.Table {
        var table = SDKProtocols.Table()
        table.shared = shared
        table.bySwiftName.reserveCapacity(2048)
        table.bytes = Array(json.utf8)
        var reader = Reader(bytes: table.bytes)
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

    /// Where a requirement's scaffolding strings start in the table's bytes (their opening quotes);
    /// decoded only when the scaffolder or a rule asks for the protocol's methods.
    struct ScaffoldDetailRef { let declaration: Int32; let stub: Int32? }

    /// One requirement as read: `[swift name, selector, kind, declaration?, stub?]`.
    struct RequirementNode {
        var swiftName = "", selector = "", kind = ""
        var detail: ScaffoldDetailRef?
    }

    /// One entry of `protocols` as read, before it joins the table.
    struct ProtocolNode {
        var name = "", framework = ""
        var refines: [String] = []
        var requirements: [RequirementNode] = []
    }

    private static func add(_ node: ProtocolNode, to table: inout SDKProtocols.Table) {
        guard !node.name.isEmpty, table.byName[node.name] == nil else { return }
        var requirements: [SDKRequirement] = []
        var details: [ScaffoldDetailRef?] = []
        requirements.reserveCapacity(node.requirements.count)
        details.reserveCapacity(node.requirements.count)
        for fields in node.requirements where !fields.swiftName.isEmpty {
            requirements.append(SDKRequirement(swiftName: fields.swiftName, selector: fields.selector, isOptional: fields.kind.hasPrefix("optional"),
                                               isProperty: fields.kind.hasSuffix("property")))
            details.append(fields.detail)
        }
        let index = table.protocols.count
        table.protocols.append(SDKProtocol(name: node.name, framework: node.framework, refines: node.refines,
                                           requirements: requirements, index: index, shared: table.shared))
        table.details.append(details)
        table.byName[node.name] = index
        for requirement in requirements {
            // One hash a requirement: the list is changed in place.
            table.bySwiftName[requirement.swiftName, default: []].appendUnlessLast(index)
        }
    }

    /// A requirement's declaration and stub body, decoded from the table's bytes.
    static func scaffoldDetail(_ ref: ScaffoldDetailRef, in bytes: [UInt8]) -> ScaffoldDetail? {
        var reader = Reader(bytes: bytes)
        reader.json.pos = Int(ref.declaration)
        guard let declaration = reader.string(), !declaration.isEmpty else { return nil }
        guard let stubAt = ref.stub else { return ScaffoldDetail(declaration: declaration, stub: "") }
        reader.json.pos = Int(stubAt)
        return ScaffoldDetail(declaration: declaration, stub: reader.string() ?? "")
    }

    /// Values made per protocol on first use (its loose keys, its Swift names): a run asks for a
    /// few protocols of ~270. Files are classified on several threads, hence the lock.
    final class PerProtocol<Value>: @unchecked Sendable {
        private let lock = Lock()
        private var made: [Value?]
        private let make: (SDKProtocol) -> Value

        init(count: Int, make: @escaping (SDKProtocol) -> Value) {
            made = Array(repeating: nil, count: count)
            self.make = make
        }

        func value(of sdk: SDKProtocol) -> Value {
            lock.withLock {
                // A protocol of another table (a test's) is not the shared one at its index.
                guard sdk.shared, made.indices.contains(sdk.index) else { return make(sdk) }
                if let value = made[sdk.index] { return value }
                let value = make(sdk)
                made[sdk.index] = value
                return value
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
            for requirement in sdk.requirements where !requirement.selector.isEmpty {
                bySelector[requirement.selector, default: []].appendUnlessLast(index)
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
            skipSpace()
            guard json.pos < json.bytes.count, json.bytes[json.pos] == UInt8(ascii: scalar) else { return false }
            json.pos += 1
            return true
        }

        mutating func string() -> String? {
            guard let (start, end, plain) = scanString() else { return nil }
            guard plain else { return try? json.string() }
            json.pos = end + 1
            return json.bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[(start + 1)..<end]), as: UTF8.self) }
        }

        /// Finds the string at the reader (after white space) without moving past it: its opening
        /// and closing quotes, and whether it has no escapes (a string with escapes goes to the
        /// strict reader, which also refuses control characters). Nil when no string starts here
        /// or it does not end.
        mutating func scanString() -> (start: Int, end: Int, plain: Bool)? {
            skipSpace()
            let start = json.pos
            return json.bytes.withUnsafeBufferPointer { bytes -> (Int, Int, Bool)? in
                guard start < bytes.count, bytes[start] == UInt8(ascii: "\""), let base = bytes.baseAddress else { return nil }
                // memchr to the next quote: the scaffolding strings are long, and most have no escape.
                var from = start + 1, plain = true
                while from < bytes.count, let hit = memchr(base + from, 0x22, bytes.count - from) {
                    let end = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if plain, memchr(base + from, 0x5C, end - from) != nil { plain = false }
                    // A quote after an odd run of backslashes is escaped: the string goes on.
                    var backslashes = 0
                    while end - backslashes - 1 > start, bytes[end - backslashes - 1] == 0x5C { backslashes += 1 }
                    if backslashes % 2 == 0 { return (start, end, plain) }
                    from = end + 1
                }
                return nil
            }
        }

        /// The table is indented JSON: a fifth of its bytes are spaces. No line counting here
        /// (`JSONReader.skipSpace` keeps lines for error messages; the table's errors have none).
        mutating func skipSpace() {
            var pos = json.pos
            json.bytes.withUnsafeBufferPointer { bytes in
                while pos < bytes.count, bytes[pos] == 0x20 || bytes[pos] == 0x0A || bytes[pos] == 0x09 || bytes[pos] == 0x0D { pos += 1 }
            }
            json.pos = pos
        }

        /// Steps over a string, giving where it starts (for `ScaffoldDetailRef`).
        mutating func skipString() -> Int32? {
            guard let (start, end, _) = scanString() else { return nil }
            json.pos = end + 1
            return Int32(truncatingIfNeeded: start)
        }

        /// `["a", "b"]`.
        mutating func strings() -> [String]? {
            guard next(is: "[") else { return nil }
            var items: [String] = []
            while !next(is: "]") {
                guard let item = string() else { return nil }
                items.append(item)
                _ = next(is: ",")
            }
            return items
        }

        /// `[swift name, selector, kind, declaration?, stub?]`: the last two kept as positions.
        mutating func requirementNode() -> RequirementNode? {
            guard next(is: "[") else { return nil }
            var node = RequirementNode()
            var declaration: Int32?, stub: Int32?
            var field = 0
            while !next(is: "]") {
                switch field {
                case 0: guard let text = string() else { return nil }; node.swiftName = text
                case 1: guard let text = string() else { return nil }; node.selector = text
                case 2: guard let text = string() else { return nil }; node.kind = text
                case 3: guard let at = skipString() else { return nil }; declaration = at
                default: guard let at = skipString() else { return nil }; if field == 4 { stub = at }
                }
                field += 1
                _ = next(is: ",")
            }
            guard field >= 3 else { return RequirementNode() }
            node.detail = declaration.map { ScaffoldDetailRef(declaration: $0, stub: stub) }
            return node
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
                        guard let requirement = requirementNode() else { return nil }
                        node.requirements.append(requirement)
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

extension Array where Element == Int {
    /// Appends `index` unless it is already last: a protocol listed once per name, in table order.
    mutating func appendUnlessLast(_ index: Int) {
        if last != index { append(index) }
    }
}
