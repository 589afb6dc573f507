/// The words the Swift lexer reserves. Contextual keywords (`lazy`, `override`, `actor`, `get`…)
/// are identifiers to the lexer; the outline recognises them by position.
enum Keywords {
    static let reserved: [String] = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while",
    ]

    /// Keywords that are expressions themselves: after them a `/` divides (compiler rule).
    static let expressionKeywords: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]

    /// Open-addressed table of the keywords' first 16 bytes, probed with a multiplicative hash:
    /// an identifier costs two loads and a multiply, far less than hashing a `String`.
    private static let slots: [Key] = {
        var table = [Key](repeating: Key(lo: 0, hi: 0, length: 0), count: slotCount)
        for word in reserved {
            let bytes = Array(word.utf8)
            let key = bytes.withUnsafeBufferPointer { Key($0, 0, bytes.count) }
            var i = key.slot
            while table[i].length != 0 { i = (i + 1) & (slotCount - 1) }
            table[i] = key
        }
        return table
    }()
    static let slotCount = 256

    /// The table as a raw pointer for the lexer to keep (see `ByteClass.pointer`); written once,
    /// before any reader, and immutable after.
    nonisolated(unsafe) static let slotPointer: UnsafePointer<Key> = {
        let buffer = UnsafeMutablePointer<Key>.allocate(capacity: slotCount)
        buffer.initialize(from: slots, count: slotCount)
        return UnsafePointer(buffer)
    }()

    struct Key: Equatable {
        var lo: UInt64
        var hi: UInt64
        var length: Int

        init(lo: UInt64, hi: UInt64, length: Int) { self.lo = lo; self.hi = hi; self.length = length }

        @inline(__always)
        init(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) {
            var lo: UInt64 = 0, hi: UInt64 = 0
            for k in 0..<min(length, 16) {
                let b = UInt64(buf[start + k])
                if k < 8 { lo |= b << (8 * UInt64(k)) } else { hi |= b << (8 * UInt64(k - 8)) }
            }
            self.init(lo: lo, hi: hi, length: length)
        }

        /// The same key from two unaligned 8-byte loads and masks instead of a loop over the bytes
        /// (a third of the tokenizer's work went to building keys); needs 16 readable bytes.
        @inline(__always)
        init(loading buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) {
            let raw = UnsafeRawPointer(buf.baseAddress! + start)
            let lo = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let hi = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let loMask: UInt64 = length >= 8 ? ~0 : (1 << UInt64(8 * length)) &- 1
            let hiMask: UInt64 = length <= 8 ? 0 : (1 << UInt64(8 * (length - 8))) &- 1
            self.init(lo: lo & loMask, hi: hi & hiMask, length: length)
        }

        @inline(__always) var slot: Int {
            Int(truncatingIfNeeded: ((lo ^ (hi &* 31) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15) >> 56) & 255
        }
    }

    /// Whether `buf[start..<start+length]` is a reserved word. Every reserved word is ASCII and at
    /// most 15 bytes long, so longer identifiers are rejected before any load.
    @inline(__always)
    static func isReserved(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, table: UnsafePointer<Key>) -> Bool {
        guard length >= 2, length <= 15 else { return false }
        let key = start + 16 <= buf.count ? Key(loading: buf, start, length) : Key(buf, start, length)
        var i = key.slot
        while true {
            let candidate = table[i]
            if candidate.length == 0 { return false }
            if candidate == key { return true }
            i = (i + 1) & (slotCount - 1)
        }
    }
}
