/// Strings of up to 15 ASCII bytes made straight from their bytes. Swift keeps such a string in
/// its own two words (the bytes, then a discriminator byte holding the length), so it is made
/// with two loads and a mask, where `String(decoding:as:)` spends ~230 instructions validating
/// and copying; every name, type annotation and most other token texts are such strings.
///
/// The layout is checked once against strings the standard library made itself; on a runtime
/// that lays them out otherwise, `string` answers nil and callers decode as before.
enum SmallASCII {
    /// The discriminator of a small ASCII string (immortal, small, ASCII), in the top byte.
    private static let discriminator: UInt64 = 0xE0 << 56

    @inline(__always) private static func bits(_ lo: UInt64, _ hi: UInt64, count: Int) -> (UInt64, UInt64) {
        (lo, hi | discriminator | UInt64(count) << 56)
    }

    /// Whether strings made from `bits` are those the standard library makes of the same bytes.
    static let isSupported: Bool = {
        guard MemoryLayout<String>.size == 16 else { return false }
        for sample in ["a", "layout", "viewDidLoad", "UICollection123"] {
            let bytes = Array(sample.utf8)
            let made = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            let (lo, hi) = bytes.withUnsafeBufferPointer { SWAR.words($0.baseAddress!, 0, $0.count, $0.count) }
            let expected = bits(lo, hi, count: bytes.count)
            let actual = unsafeBitCast(made, to: (UInt64, UInt64).self)
            guard actual == expected else { return false }
        }
        return true
    }()

    /// `base[start..<start+count]` as a String when it is 1…15 ASCII bytes (`end`: how far `base`
    /// may be read); nil otherwise.
    @inline(__always)
    static func string(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, _ end: Int) -> String? {
        guard count > 0, count <= 15, isSupported else { return nil }
        let (lo, hi) = SWAR.words(base, start, count, end)
        guard (lo | hi) & 0x8080_8080_8080_8080 == 0 else { return nil }
        let (first, second) = bits(lo, hi, count: count)
        return unsafeBitCast((first, second), to: String.self)
    }
}
