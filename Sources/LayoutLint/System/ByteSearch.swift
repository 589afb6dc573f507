#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed word searched for in source bytes (`MARK:` in comments, `layoutlint:` commands in a
/// whole file). Horspool's search: the window's last byte says how far it may jump (most bytes
/// are not in the word: the word's length), so most of the text is never looked at.
struct ByteSearch: Sendable {
    private let needle: [UInt8]
    /// For each byte ending a window: how far the word may move without skipping a match.
    private let skips: [UInt8]
    /// Where the word has a byte that is rare in source text, if the word is looked for in whole
    /// files: memchr finds each of those (a vectorised scan), and the word is compared around it.
    /// Horspool's jumps over a file are short for a word of common letters (`layoutlint:` moved
    /// ~6 bytes a step, ~1.6 instructions a byte).
    private let rareByteAt: Int?

    init(_ word: StaticString, rareByteAt: Int? = nil) {
        needle = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        var table = [UInt8](repeating: UInt8(needle.count), count: 256)
        for (k, byte) in needle.dropLast().enumerated() { table[Int(byte)] = UInt8(needle.count - 1 - k) }
        skips = table
        self.rareByteAt = rareByteAt.flatMap { (0..<word.utf8CodeUnitCount).contains($0) ? $0 : nil }
    }

    var count: Int { needle.count }

    /// Where the word first starts in `bytes[range]`, if it does.
    func firstOffset(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        let count = needle.count
        let lo = max(0, range.lowerBound), hi = min(range.upperBound, bytes.count)
        guard count > 0, hi - lo >= count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack -> Int? in
            needle.withUnsafeBufferPointer { needle -> Int? in
                if let rare = rareByteAt { return Self.firstOffset(of: needle, rareByteAt: rare, in: haystack, lo, hi) }
                return skips.withUnsafeBufferPointer { skips -> Int? in
                    var i = lo
                    let lastByte = needle[count - 1]
                    while i <= hi - count {
                        let end = haystack[i + count - 1]
                        if end == lastByte, memcmp(haystack.baseAddress! + i, needle.baseAddress!, count - 1) == 0 { return i }
                        i += Int(skips[Int(end)])
                    }
                    return nil
                }
            }
        }
    }

    /// The first start in `lo...hi - needle.count` where the needle's rare byte sits at its place
    /// and the rest of the needle around it.
    private static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, rareByteAt rare: Int,
                                    in haystack: UnsafeBufferPointer<UInt8>, _ lo: Int, _ hi: Int) -> Int? {
        guard let base = haystack.baseAddress, let word = needle.baseAddress else { return nil }
        let count = needle.count
        var start = lo
        while start <= hi - count {
            let scanned = hi - count - start + 1  // rare bytes of every start still possible
            guard let found = memchr(base + start + rare, Int32(needle[rare]), scanned) else { return nil }
            let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) - rare
            if memcmp(base + at, word, count) == 0 { return at }
            start = at + 1
        }
        return nil
    }

    static let mark = ByteSearch("MARK:")
}
