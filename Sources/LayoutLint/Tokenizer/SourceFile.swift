#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes with its line table: the unit every later stage works on.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// The line table when known (never empty: the first line starts at 0), else where it is
    /// computed on first use.
    private let knownLines: [Int]
    private let lazyLines: LazyLineStarts?

    /// Byte offset of each line's first byte; lines end at `\n`, `\r\n` or `\r`.
    public var lineStarts: [Int] { lazyLines?.starts(of: bytes) ?? knownLines }

    /// `lineStarts` lent to `body`: a known table is read in place (every member's line).
    @inline(__always) func withLineStarts<R>(_ body: (UnsafeBufferPointer<Int>) -> R) -> R {
        if let lazyLines { return lazyLines.starts(of: bytes).withUnsafeBufferPointer(body) }
        return knownLines.withUnsafeBufferPointer(body)
    }

    /// The line table is computed when first asked for: the Swift outline parser gets it from
    /// the tokenizer instead (`init(path:bytes:lineStarts:)`), which meets every line break.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        knownLines = []
        lazyLines = LazyLineStarts()
    }

    /// A file whose line table is known: `lineStarts` must be what `SourceFile.lineStarts(_:)`
    /// computes from `bytes`.
    init(path: String, bytes: [UInt8], lineStarts: [Int]) {
        self.path = path
        self.bytes = bytes
        knownLines = lineStarts
        lazyLines = nil
    }

    /// This file with its line table computed now, for a reader about to ask for many lines:
    /// a known table costs no lock per question.
    public func withLineTable() -> SourceFile {
        if lazyLines == nil { return self }
        return SourceFile(path: path, bytes: bytes, lineStarts: lineStarts)
    }

    /// Where each line starts. Without carriage returns (nearly every file), line feeds are found
    /// with memchr and written into scratch memory, then copied once into an array of the exact
    /// size: a byte-by-byte scan cost ~5 % of a whole lint, an array append per line another
    /// half a percent, and spare capacity costs page faults (every file's table stays alive).
    static func lineStarts(_ buf: UnsafeBufferPointer<UInt8>) -> [Int] {
        let n = buf.count
        guard let base = buf.baseAddress.map(UnsafeRawPointer.init), memchr(base, 0x0D, n) == nil else {
            return lineStartsWithReturns(buf)
        }
        /// Just past the first line feed at or after `i`.
        func lineStart(after i: Int) -> Int? {
            guard i < n, let hit = memchr(base + i, 0x0A, n - i) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit)) + 1
        }
        // Lines average ~35 bytes; a denser file goes on with one append a line.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: n / 16 + 2) { scratch in
            scratch[0] = 0
            var count = 1, scanned = 0
            while count < scratch.count, let next = lineStart(after: scanned) {
                scratch[count] = next
                count += 1
                scanned = next
            }
            var starts = Array(UnsafeBufferPointer(rebasing: scratch[..<count]))
            guard count == scratch.count else { return starts }  // no line feed left
            while let next = lineStart(after: scanned) {
                starts.append(next)
                scanned = next
            }
            return starts
        }
    }

    /// `lineStarts` for files with carriage returns: `\r\n` and a lone `\r` end lines too.
    private static func lineStartsWithReturns(_ buf: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(buf.count / 32 + 1)
        var i = 0
        let n = buf.count
        while i < n {
            let b = buf[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n, buf[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line of a byte offset.
    public func line(of offset: Int) -> Int {
        withLineStarts { Self.line(of: offset, in: $0) }  // every member's line: no bounds checks
    }

    /// 1-based line of a byte offset in a table of line starts (the first is 0): the last start
    /// at or before `offset`. The range halves each step with one compare and one update (a
    /// third fewer instructions than moving both ends).
    @inline(__always) static func line(of offset: Int, in starts: UnsafeBufferPointer<Int>) -> Int {
        var first = 0, count = starts.count
        while count > 1 {
            let half = count >> 1
            first = starts[first &+ half] <= offset ? first &+ half : first
            count &-= half
        }
        return first + 1
    }

    /// 1-based line and column (in bytes, as Xcode and most editors count for ASCII) of an offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, offset - withLineStarts { $0[line - 1] } + 1)
    }

    public var lineCount: Int {
        lineStarts.count - (lineStarts.last == bytes.count && bytes.count > 0 ? 1 : 0)
    }

    /// Whether a token's bytes spell `text`, without making a String of the token.
    public func token(_ token: Token, equals text: String) -> Bool {
        let count = token.length
        guard count == text.utf8.count, Int(token.end) <= bytes.count else { return false }
        guard count > 0 else { return true }
        // memcmp on both buffers: stepping a String's utf8 view costs tens of instructions a byte.
        return text.withUTF8Bytes { text in
            bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(token.start), text.baseAddress!, count) == 0 }
        }
    }

    /// The text of a token (invalid UTF-8 is repaired, never trapped on).
    public func text(_ token: Token) -> String { text(token.range) }

    public func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count)), hi = max(lo, min(range.upperBound, bytes.count))
        // From a buffer, not an ArraySlice: the decoder's fast path (every name in every outline).
        return bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress, let small = SmallASCII.string(base, lo, hi - lo, buffer.count) { return small }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[lo..<hi]), as: UTF8.self)
        }
    }

    /// The tokens of `from..<to` as written, with one space wherever skipped tokens (trivia)
    /// separated two of them: `Foo< Bar >` stays recognisable, comments and line breaks disappear.
    public func joinedText<Tokens: RandomAccessCollection<Token>>(_ tokens: Tokens, _ from: Int, _ to: Int,
                                                                  skipping: (TokenKind) -> Bool) -> String where Tokens.Index == Int {
        // Two passes, the length first, so the String is written once in place (most are short
        // enough to need no allocation at all) instead of through a growing byte array: every
        // type annotation and parameter type of every file goes through here.
        let lo = max(from, 0), hi = min(to, tokens.count)
        guard lo < hi else { return "" }
        var length = 0
        var pendingSpace = false
        for k in lo..<hi {
            let token = tokens[k]
            if skipping(token.kind) {
                pendingSpace = length > 0
            } else {
                length += (pendingSpace ? 1 : 0) + token.length
                pendingSpace = false
            }
        }
        return bytes.withUnsafeBufferPointer { source in
            // Invalid UTF-8 is repaired, as `String(decoding:as:)` repairs it.
            String(unsafeUninitializedCapacity: length) { target in
                var written = 0
                var pendingSpace = false
                for k in lo..<hi {
                    let token = tokens[k]
                    if skipping(token.kind) {
                        pendingSpace = written > 0
                    } else {
                        if pendingSpace {
                            target[written] = UInt8(ascii: " ")
                            written += 1
                        }
                        let range = token.range
                        _ = UnsafeMutableBufferPointer(rebasing: target[written..<written + range.count])
                            .initialize(from: UnsafeBufferPointer(rebasing: source[range]))
                        written += range.count
                        pendingSpace = false
                    }
                }
                return written
            }
        }
    }

    /// Where `word` first occurs in the bytes of `range` (its first byte's offset): lets a
    /// caller skip the String of every comment that does not hold it.
    func firstOffset(of word: ByteSearch, in range: Range<Int>) -> Int? {
        word.firstOffset(in: bytes, range)
    }

    /// Whether a token's bytes spell `word`, without building a String.
    public func tokenIs(_ token: Token, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.length == count else { return false }
        let w = word.utf8Start
        let s = Int(token.start)
        return bytes.withUnsafeBufferPointer { bytes in
            guard s + count <= bytes.count else { return false }
            for k in 0..<count where bytes[s + k] != w[k] { return false }
            return true
        }
    }
}

/// A line table computed once, on first use, for every copy of a file (copies may be read on
/// several threads).
private final class LazyLineStarts: @unchecked Sendable {
    private let lock = Lock()
    private var starts: [Int]?  // guarded by `lock`

    func starts(of bytes: [UInt8]) -> [Int] {
        lock.withLock {
            if let starts { return starts }
            let computed = bytes.withUnsafeBufferPointer { SourceFile.lineStarts($0) }
            starts = computed
            return computed
        }
    }
}
