/// A table from names (MARK titles, protocol and class names) to values, for the run-wide caches
/// the classifier asks once per MARK or per adopted protocol. A `[String: Value]` hashed each
/// name with SipHash (`String.hash(into:)`, seeding and finalizing the hasher): ~500 instructions
/// a lookup, ~3,000 lookups a lint. An ASCII name (nearly every one) is hashed here from its bytes,
/// eight at a time, and found by open addressing.
///
/// Names with a non-ASCII byte are kept in a `[String: Value]` beside: String equality is
/// Unicode's (U+212A KELVIN SIGN equals "K"), which byte hashing cannot follow. An ASCII name is
/// looked up among the ASCII names only, so a cache may hold one title in two spellings: each is
/// made once, by the same function of the title.
struct NameTable<Value> {
    /// The ASCII entries in insertion order. (Names and values apart: a value read out of a
    /// list of pairs was copied with its pair first, its references retained twice.)
    private var names: [String] = []
    private var values: [Value] = []
    /// Per slot, its entry's index + 1 (0: empty) and hash, which settles most probes of an
    /// occupied slot without comparing names. A power of two, at most half full.
    private var slots: [(entry: Int, hash: UInt64)] = []
    private var unicode: [String: Value] = [:]

    var count: Int { names.count + unicode.count }

    subscript(name: String) -> Value? {
        get {
            guard let hash = Self.hash(name) else { return unicode[name] }
            guard !slots.isEmpty else { return nil }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = slots[slot].entry
                if entry == 0 { return nil }
                if slots[slot].hash == hash, names[entry - 1] == name { return values[entry - 1] }
                slot = (slot + 1) & mask
            }
        }
        set {
            // Entries are only added or replaced: the caches never forget a name.
            guard let newValue else { return }
            guard let hash = Self.hash(name) else { unicode[name] = newValue; return }
            if (names.count + 1) * 2 > slots.count { grow() }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = slots[slot].entry
                if entry == 0 { break }
                if slots[slot].hash == hash, names[entry - 1] == name {
                    values[entry - 1] = newValue
                    return
                }
                slot = (slot + 1) & mask
            }
            names.append(name)
            values.append(newValue)
            slots[slot] = (names.count, hash)
        }
    }

    /// Twice the slots (at least 16), every entry placed again.
    private mutating func grow() {
        let size = max(16, slots.count * 2), mask = size - 1
        var newSlots = [(entry: Int, hash: UInt64)](repeating: (0, 0), count: size)
        for k in names.indices {
            let hash = Self.hash(names[k]) ?? 0  // (every name here is ASCII)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while newSlots[slot].entry != 0 { slot = (slot + 1) & mask }
            newSlots[slot] = (k + 1, hash)
        }
        slots = newSlots
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
            var tail: UInt64 = 0
            while i < bytes.count {
                tail = tail << 8 | UInt64(base[i])
                i &+= 1
            }
            any |= tail
            guard any & 0x8080_8080_8080_8080 == 0 else { return nil }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            return hash ^ hash >> 29
        }
    }
}
