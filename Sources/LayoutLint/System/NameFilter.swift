/// A 256-bit filter of a set of names, one bit per fingerprint (the length and two inner bytes):
/// a clear bit proves a name absent, so most lookups in a hashed set of names (a protocol's
/// requirements, the life-cycle methods, UIKit's view classes, a controller's subviews) are
/// skipped without a String made or hashed. By length alone half the signatures of a member passed
/// for a large protocol such as UITableViewDelegate, all of whose methods end in `:)`.
///
/// Never rules out a name the set holds. String equality is Unicode's (U+212A KELVIN SIGN equals
/// "K"), so a name with a non-ASCII byte has no fingerprint: one in the set lets every name
/// through, and one asked about is let through.
struct NameFilter: Sendable {
    private var words = SIMD4<UInt64>(repeating: 0)
    private var passesAll = false

    init<Names: Sequence<String>>(_ names: Names) {
        for name in names { add(Self.slot(name)) }
    }

    /// A filter of names already fingerprinted (`slot`; nil lets every name through).
    init<Slots: Sequence<Int?>>(slots: Slots) {
        for slot in slots { add(slot) }
    }

    /// A filter of the base names of loose keys (`ObjCSelector.looseKey`: the name, `/`, the
    /// argument count).
    init(baseNamesOf looseKeys: Set<String>) {
        for key in looseKeys {
            add(key.withUTF8Bytes { bytes in
                Self.slot(UnsafeBufferPointer(rebasing: bytes[..<(bytes.lastIndex(of: UInt8(ascii: "/")) ?? bytes.count)]))
            })
        }
    }

    /// Lets through every name `other` lets through (one filter for several sets).
    mutating func formUnion(_ other: NameFilter) {
        words |= other.words
        passesAll = passesAll || other.passesAll
    }

    /// Lets `name` through too.
    mutating func insert(_ name: String) { add(Self.slot(name)) }

    private mutating func add(_ slot: Int?) {
        guard let slot else { passesAll = true; return }
        words[slot >> 6] |= 1 << UInt64(slot & 63)
    }

    /// Whether a name of this fingerprint (`slot`) may be in the set; nil (no fingerprint) may.
    @inline(__always) func mayContain(_ slot: Int?) -> Bool {
        guard !passesAll, let slot else { return true }
        return words[slot >> 6] & 1 << UInt64(slot & 63) != 0
    }

    /// Whether the token's text may be one of the names.
    func mayHold(_ token: Token, in bytes: [UInt8]) -> Bool {
        guard !passesAll, token.start <= token.end, Int(token.end) <= bytes.count else { return true }
        return bytes.withUnsafeBufferPointer { mayContain(Self.slot(UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)]))) }
    }

    @inline(__always) static func slot(_ name: String) -> Int? { name.withUTF8Bytes(slot) }

    /// The fingerprint of a name's bytes, or nil when one is not ASCII.
    @inline(__always) static func slot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        isASCII(bytes) ? fingerprint(bytes) : nil
    }

    @inline(__always) private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { bytes.isASCII }

    @inline(__always) private static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard !bytes.isEmpty else { return 0 }
        return (bytes.count &* 31 &+ Int(bytes[bytes.count / 2]) &* 7 &+ Int(bytes[bytes.count / 3])) & 255
    }

    /// The slot of the base name a Swift name's loose key starts with (what precedes its `(`),
    /// or nil for a name with non-ASCII bytes, whose key is cut at a Character: no filtering then.
    static func baseSlot(ofSwiftName name: String) -> Int? {
        name.withUTF8Bytes { bytes in
            // The whole name is checked: a non-ASCII byte past the `(` cuts the key elsewhere too.
            guard isASCII(bytes) else { return nil }
            return fingerprint(UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: UInt8(ascii: "(")) ?? bytes.count)]))
        }
    }
}
