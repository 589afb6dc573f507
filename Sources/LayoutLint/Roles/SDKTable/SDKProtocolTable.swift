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

    /// Reads the table's index in one pass over the bytes: each protocol's name and where its entry
    /// starts, a hash of each requirement's Swift name, and the classes. The shared table's index is
    /// generated instead (`embedded`; a test checks the two agree); this reads any other text. A
    /// run asks for a few dozen protocols of ~270, so a protocol's requirements become Strings only
    /// when it is first asked for (`SDKProtocols.protocolAt`). Entries are checked here as fully as
    /// they are decoded later, so a later decode cannot fail.
    static func decode(_ json: String, shared: Bool = false) -> SDKProtocols.Table {
        var table = SDKProtocols.Table()
        table.shared = shared
        table.bytes = Array(json.utf8)
        read(into: &table)
        table.sortRequirementKeys()
        return table
    }

    /// Fills `table` from its bytes; a malformed part ends the reading, keeping what came before.
    private static func read(into table: inout SDKProtocols.Table) {
        var reader = Reader(bytes: table.bytes)
        guard reader.next(is: "{") else { return }
        while !reader.next(is: "}") {
            guard let key = reader.string(), reader.next(is: ":") else { return }
            switch key {
            case "protocols":
                guard reader.next(is: "[") else { return }
                while !reader.next(is: "]") {
                    reader.skipSpace()
                    let offset = reader.json.pos
                    guard let entry = reader.protocolEntry(requirement: { $0.requirementKey() }) else { return }
                    table.register(name: entry.name, at: offset, requirementKeys: entry.requirements.compactMap { $0 })
                    _ = reader.next(is: ",")
                }
            case "classes":
                guard reader.next(is: "{") else { return }
                while !reader.next(is: "}") {
                    guard let name = reader.string(), reader.next(is: ":"), let names = reader.strings() else { return }
                    table.classes[name] = SDKProtocols.ClassFacts(listed: names)
                    _ = reader.next(is: ",")
                }
            default:
                guard reader.skipValue(depth: 0) else { return }
            }
            _ = reader.next(is: ",")
        }
    }

    /// The table's `index`-th protocol, from where its entry starts (`offsets`, checked by `decode`).
    static func decodeProtocol(at index: Int, in table: SDKProtocols.Table) -> SDKProtocol {
        let (bytes, base) = table.entry(at: index)
        var reader = Reader(bytes: bytes)
        reader.json.pos = table.offsets[index] - base
        let entry = reader.protocolEntry(requirement: { $0.requirementNode() })
        var requirements: [SDKRequirement] = []
        var details: [ScaffoldDetailRef?] = []
        requirements.reserveCapacity(entry?.requirements.count ?? 0)
        details.reserveCapacity(entry?.requirements.count ?? 0)
        for fields in entry?.requirements ?? [] where !fields.swiftName.isEmpty {
            requirements.append(SDKRequirement(swiftName: fields.swiftName, selector: fields.selector, isOptional: fields.isOptional,
                                               isProperty: fields.isProperty))
            details.append(fields.detail?.moved(by: base))
        }
        return SDKProtocol(name: entry?.name ?? "", framework: entry?.framework ?? "", refines: entry?.refines ?? [],
                           requirements: requirements, index: index, shared: table.shared, scaffolding: details)
    }

    /// FNV-1a over a Swift name's bytes: the requirement index's key (a match is confirmed against
    /// the decoded protocol, so a collision costs a decode, never a wrong answer).
    static func nameKey(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func nameKey(_ name: String) -> UInt64 { name.withUTF8Bytes(nameKey) }

    /// Where a requirement's scaffolding strings start in the table's bytes (their opening quotes);
    /// decoded only when the scaffolder or a rule asks for the protocol's methods.
    struct ScaffoldDetailRef: Sendable {
        let declaration: Int32
        let stub: Int32?

        /// The same strings, in bytes that start `delta` bytes later (or earlier, negative).
        func moved(by delta: Int) -> ScaffoldDetailRef {
            let delta = Int32(truncatingIfNeeded: delta)
            return ScaffoldDetailRef(declaration: declaration &+ delta, stub: stub.map { $0 &+ delta })
        }
    }

    /// One requirement as read: `[swift name, selector, kind, declaration?, stub?]`, its kind
    /// (`"required"|"optional"[+" property"]`) as the two facts it gives.
    struct RequirementNode {
        var swiftName = "", selector = ""
        var isOptional = false, isProperty = false
        var detail: ScaffoldDetailRef?
    }

    /// One entry of `protocols` as read; `Requirement` is what the pass keeps of each requirement.
    struct ProtocolEntry<Requirement> {
        var name = "", framework = ""
        var refines: [String] = []
        var requirements: [Requirement] = []
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

    static func looseKeys(of requirements: [SDKRequirement]) -> Set<String> {
        // Sized once for both kinds: grown from a list's worth, the set was copied and rehashed.
        var keys = Set<String>(minimumCapacity: requirements.count * 2)
        for requirement in requirements {
            let key = ObjCSelector.looseKey(ofSwiftName: requirement.swiftName)
            keys.insert(key)
            // The selector's key is nearly always the same: made and inserted only when not.
            if !requirement.selector.isEmpty, !ObjCSelector.looseKey(ofSelector: requirement.selector, sameBytesAs: key) {
                keys.insert(ObjCSelector.looseKey(ofSelector: requirement.selector))
            }
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

    /// A lean reader for the generated file: strings, arrays and objects only, and the positions
    /// of strings left for later; escaped strings go to the configuration's JSON reader. Anything else ends the decoding
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

        /// A requirement's kind: whether it starts `optional` and ends `property`. Read from the
        /// bytes of a plain ASCII string (the table's are), where they are its Characters: making
        /// the String and asking it cost ~1,200 instructions a requirement.
        mutating func kind() -> (optional: Bool, property: Bool)? {
            guard let (start, end, plain) = scanString() else { return nil }
            let read = !plain ? nil : json.bytes.withUnsafeBufferPointer { bytes -> (Bool, Bool)? in
                let text = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
                guard text.isASCII else { return nil }
                return (Self.bytes(text, at: 0, are: "optional"), Self.bytes(text, at: text.count - "property".utf8.count, are: "property"))
            }
            if let read {
                json.pos = end + 1
                return read
            }
            guard let text = string() else { return nil }
            return (text.hasPrefix("optional"), text.hasSuffix("property"))
        }

        /// Whether `text` holds the bytes of `word` from `start`.
        private static func bytes(_ text: UnsafeBufferPointer<UInt8>, at start: Int, are word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            return start >= 0 && start + count <= text.count && memcmp(text.baseAddress! + start, word.utf8Start, count) == 0
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
                case 2: guard let kind = kind() else { return nil }; (node.isOptional, node.isProperty) = kind
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

        /// `{"name", "framework", "refines", "requirements"}`, each requirement read by `requirement`
        /// (nil: the entry is malformed).
        mutating func protocolEntry<Requirement>(requirement: (inout Reader) -> Requirement?) -> ProtocolEntry<Requirement>? {
            guard next(is: "{") else { return nil }
            var entry = ProtocolEntry<Requirement>()
            while !next(is: "}") {
                guard let key = string(), next(is: ":") else { return nil }
                switch key {
                case "name": guard let text = string() else { return nil }; entry.name = text
                case "framework": guard let text = string() else { return nil }; entry.framework = text
                case "refines": guard let names = strings() else { return nil }; entry.refines = names
                case "requirements":
                    guard next(is: "[") else { return nil }
                    while !next(is: "]") {
                        guard let item = requirement(&self) else { return nil }
                        entry.requirements.append(item)
                        _ = next(is: ",")
                    }
                default: guard skipValue(depth: 0) else { return nil }
                }
                _ = next(is: ",")
            }
            return entry
        }

        /// A requirement checked as `requirementNode` reads it, keeping only its Swift name's key
        /// (`.some(nil)` for an entry `decodeProtocol` leaves out).
        mutating func requirementKey() -> UInt64?? {
            let start = json.pos
            guard let node = requirementNodeShape() else { return nil }
            guard node.fields >= 3, let name = node.name else { return .some(nil) }
            if name.plain {
                return json.bytes.withUnsafeBufferPointer { .some(SDKProtocolTable.nameKey(UnsafeBufferPointer(rebasing: $0[(name.start + 1)..<name.end]))) }
            }
            // An escaped name: read it as the decode will.
            let end = json.pos
            json.pos = start
            let decoded = requirementNode()
            json.pos = end
            return decoded.map { $0.swiftName.isEmpty ? nil : SDKProtocolTable.nameKey($0.swiftName) }
        }

        /// Steps over `[string, string, string, string?, string?]` as `requirementNode` reads it:
        /// how many fields, and where the first one is (nil when it is empty).
        private mutating func requirementNodeShape() -> (fields: Int, name: (start: Int, end: Int, plain: Bool)?)? {
            guard next(is: "[") else { return nil }
            var fields = 0
            var name: (start: Int, end: Int, plain: Bool)?
            while !next(is: "]") {
                guard let found = scanString() else { return nil }
                if fields < 3, !found.plain {
                    // The strict reader refuses what requirementNode would refuse.
                    guard string() != nil else { return nil }
                } else {
                    json.pos = found.end + 1
                }
                if fields == 0, found.end > found.start + 1 { name = found }
                fields += 1
                _ = next(is: ",")
            }
            return (fields, name)
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
