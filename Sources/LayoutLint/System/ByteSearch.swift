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

    init(_ word: StaticString) {
        needle = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        var table = [UInt8](repeating: UInt8(needle.count), count: 256)
        for (k, byte) in needle.dropLast().enumerated() { table[Int(byte)] = UInt8(needle.count - 1 - k) }
        skips = table
    }

    var count: Int { needle.count }

    /// Where the word first starts in `bytes[range]`, if it does.
    func firstOffset(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        let count = needle.count
        let lo = max(0, range.lowerBound), hi = min(range.upperBound, bytes.count)
        guard count > 0, hi - lo >= count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack -> Int? in
            needle.withUnsafeBufferPointer { needle -> Int? in
                skips.withUnsafeBufferPointer { skips -> Int? in
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

    static let mark = ByteSearch("MARK:")
}
