extension String {
    /// Whether the UTF-8 of the string holds `a` or `b`, read from its contiguous storage: a
    /// `utf8.contains(where:)` steps a String index per byte (~40 instructions a byte), and this
    /// guards lookups made for every type name of a project.
    @inline(__always)
    func containsByte(_ a: UInt8, or b: UInt8) -> Bool {
        withUTF8Bytes { $0.contains { $0 == a || $0 == b } }
    }

    /// Whether the string is ASCII with no line break (`\n`, `\v`, `\f`, `\r`): such text needs no
    /// Character-level (grapheme) handling.
    func isSingleLineASCII() -> Bool {
        // Every byte's verdict folded into one, without a branch or an early exit: the loop
        // vectorises, where `allSatisfy` with a range test cost ~12 instructions a byte (every
        // message of every report is asked).
        withUTF8Bytes { bytes in
            var bad: UInt8 = 0
            for b in bytes { bad |= b & 0x80 | (b &- 0x0A < 4 ? 1 : 0) }
            return bad == 0
        }
    }

    /// The UTF-8 bytes as one buffer: a String's own storage when it has one (native strings
    /// do), else a copy. Element-wise `utf8` views step an index per byte.
    @inline(__always)
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }

    /// Whether every byte is ASCII: then bytes and Characters are one and the same.
    var isASCII: Bool { withUTF8Bytes { $0.isASCII } }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether every byte is ASCII, read eight bytes at a time: a test per byte (`allSatisfy`,
    /// `contains` with a closure) cost ~5 instructions a byte, and names are fingerprinted (and
    /// asked whether they are ASCII) by the hundred thousand in a lint.
    var isASCII: Bool {
        guard let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var any: UInt64 = 0
        var i = 0
        while i &+ 8 <= count {
            any |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i &+= 8
        }
        while i < count {
            any |= UInt64(base[i])
            i &+= 1
        }
        return any & 0x8080_8080_8080_8080 == 0
    }
}

extension Array where Element == UInt8 {
    /// A number's decimal digits, as `String(n)` spells them, without a String made.
    mutating func appendDecimal(_ n: Int) {
        guard n >= 0 else { return append(contentsOf: String(n).utf8) }
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        var rest = n
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
