/// A table from names (MARK titles, protocol and class names, a file's `#selector` names) to
/// values, for the run-wide caches the classifier asks once per MARK or per adopted protocol and
/// for `SelectorReferences`. A `[String: Value]` hashed each name with SipHash
/// (`String.hash(into:)`, seeding and finalizing the hasher): ~500 instructions a lookup, ~3,000
/// lookups a lint. An ASCII name (nearly every one) is hashed here from its bytes, eight at a
/// time, and found by open addressing.
///
/// Names with a non-ASCII byte are kept in a `[String: Value]` beside. Keys are Strings, equal as
/// Strings are (U+212A KELVIN SIGN equals "K"), as in the dictionary this replaces: a name finds
/// the entry of an equal name of the other kind (`asciiTwin`, the dictionary's own lookup), at a
/// cost only when a non-ASCII name is there.
struct NameTable<Value> {
    /// The ASCII names with their hashes, in insertion order; their values apart (a value read
    /// out of a list of triples was copied with its triple first, its references retained twice).
    private var entries: [(hash: UInt64, name: String)] = []
    private var values: [Value] = []
    /// Past `linearLimit` names, per slot the index + 1 of its entry (0: empty): a power of two, at
    /// most half full. A few names (a file's `#selector`s, most tables) are searched by hash in
    /// order instead: no slots to allocate and grow.
    private var slots: [Int32] = []
    private var unicode: [String: Value] = [:]
    private static var linearLimit: Int { 8 }

    var count: Int { entries.count + unicode.count }

    /// A filter of the names (`NameFilter`), made from them in place.
    var nameFilter: NameFilter {
        var filter = NameFilter(unicode.keys)
        for k in entries.indices { filter.insert(entries[k].name) }
        return filter
    }

    /// The same entries as a dictionary (for reading them whole, not for lookups).
    var dictionary: [String: Value] {
        var result = unicode
        for k in entries.indices { result[entries[k].name] = values[k] }
        return result
    }

    subscript(name: String) -> Value? {
        get {
            guard let hash = Self.hash(name) else {
                if let value = unicode[name] { return value }
                return asciiTwin(of: name).map { values[$0] }
            }
            if let k = index(of: name, hash: hash) { return values[k] }
            return unicode.isEmpty ? nil : unicode[name]
        }
        set {
            // Entries are only added or replaced: the caches never forget a name.
            guard let newValue else { return }
            guard let hash = Self.hash(name) else {
                if unicode[name] == nil, let k = asciiTwin(of: name) { values[k] = newValue } else { unicode[name] = newValue }
                return
            }
            if let k = index(of: name, hash: hash) {
                values[k] = newValue
                return
            }
            if !unicode.isEmpty, unicode[name] != nil { unicode[name] = newValue; return }
            if entries.isEmpty {
                entries.reserveCapacity(Self.linearLimit)
                values.reserveCapacity(Self.linearLimit)
            }
            entries.append((hash, name))
            values.append(newValue)
            if entries.count * 2 > slots.count, entries.count > Self.linearLimit {
                placeAll()
            } else if !slots.isEmpty {
                place(entries.count - 1, in: &slots)
            }
        }
    }

    /// The ASCII entry equal as a String to the non-ASCII `name` (`"\u{212A}"` and `"K"`), if any.
    private func asciiTwin(of name: String) -> Int? {
        entries.isEmpty ? nil : entries.indices.first { entries[$0].name == name }
    }

    /// The index of the ASCII name `name` (of hash `hash`) in `entries`.
    private func index(of name: String, hash: UInt64) -> Int? {
        if slots.isEmpty {
            for k in entries.indices where entries[k].hash == hash && entries[k].name == name { return k }
            return nil
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if entries[entry - 1].hash == hash, entries[entry - 1].name == name { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Slots for twice the entries there are (at least 32), every entry placed.
    private mutating func placeAll() {
        var size = 32
        while size < entries.count * 2 { size *= 2 }
        var newSlots = [Int32](repeating: 0, count: size)
        for k in entries.indices { place(k, in: &newSlots) }
        slots = newSlots
    }

    /// Puts entry `k` in the first free slot from its hash's.
    private func place(_ k: Int, in slots: inout [Int32]) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[k].hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: k + 1)
    }

    /// A hash of an ASCII name's bytes, or nil for a name with a non-ASCII byte.
    static func hash(_ name: String) -> UInt64? {
        name.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            let raw = UnsafeRawPointer(base)
            var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15, any: UInt64 = 0
            var i = 0
            while i &+ 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                any |= word
                hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 32
                i &+= 8
            }
            // The last bytes as one word: the last eight (overlapping those read) when there are
            // that many, else one by one.
            var tail: UInt64 = 0
            if i < bytes.count, bytes.count >= 8 {
                tail = raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self)
            } else {
                while i < bytes.count {
                    tail = tail << 8 | UInt64(base[i])
                    i &+= 1
                }
            }
            any |= tail
            guard any & 0x8080_8080_8080_8080 == 0 else { return nil }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            return hash ^ hash >> 29
        }
    }
}

extension NameTable: Sendable where Value: Sendable {}
