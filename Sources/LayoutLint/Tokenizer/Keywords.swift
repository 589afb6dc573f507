/// The words the Swift lexer reserves. Contextual keywords (`lazy`, `override`, `actor`, `get`…)
/// are identifiers to the lexer; the outline recognises them by position.
enum Keyword: String, CaseIterable {
    case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
    case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`
    case `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`
    case `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `Self`
    case `static`, `struct`, `subscript`, `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`
    case `var`, `where`, `while`

    /// Keywords that are expressions themselves: after them a `/` divides (compiler rule).
    var isExpression: Bool {
        switch self {
        case .true, .false, .Any, .nil, .self, .Self, .super: return true
        default: return false
        }
    }
}

/// Recognises a fixed set of ASCII words by their first byte and length: a per-byte mask of word
/// lengths turns most identifiers away with one load and a bit test; the rest pick a bucket of at
/// most three words by the same two facts, compared as two 64-bit integers, not byte by byte.
/// (The lexer's reserved words; the declaration parser's introducers and modifiers.)
struct WordTable<Word: CaseIterable & RawRepresentable> where Word.RawValue == String {
    struct Entry {
        var lo: UInt64
        var hi: UInt64
        var word: Word
    }

    /// Words start with `A`…`z` (or `_`) and are at most 15 bytes long.
    static var firstByte: Int { Int(UInt8(ascii: "A")) }
    static var byteRange: Int { Int(UInt8(ascii: "z")) - firstByte + 1 }
    static var maxLength: Int { 15 }

    /// Per (first byte, length): where the bucket starts in `entries` (high byte) and its size.
    let buckets: UnsafePointer<UInt16>
    let entries: UnsafePointer<Entry>
    /// Per byte: bit `n` is set when a word of length `n` starts with that byte.
    let lengths: UnsafePointer<UInt16>

    /// Made once per word set and never freed: readers keep a copy of the pointers, so hot loops
    /// pay no lazy-global check.
    init() {
        var grouped: [[Entry]] = Array(repeating: [], count: Self.byteRange * (Self.maxLength + 1))
        let lengths = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        lengths.initialize(repeating: 0, count: 256)
        for word in Word.allCases {
            let bytes = Array(word.rawValue.utf8)
            precondition(bytes.count <= Self.maxLength && Int(bytes[0]) >= Self.firstByte && Int(bytes[0]) < Self.firstByte + Self.byteRange)
            lengths[Int(bytes[0])] |= 1 << bytes.count
            let (lo, hi) = bytes.withUnsafeBufferPointer { Self.words($0.baseAddress!, 0, bytes.count, bytes.count) }
            grouped[Self.bucket(bytes[0], bytes.count)].append(Entry(lo: lo, hi: hi, word: word))
        }
        let buckets = UnsafeMutablePointer<UInt16>.allocate(capacity: grouped.count)
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: Word.allCases.count)
        var next = 0
        for (i, group) in grouped.enumerated() {
            precondition(next < 256 && group.count < 256)
            buckets[i] = UInt16(next << 8 | group.count)
            for entry in group {
                (entries + next).initialize(to: entry)
                next += 1
            }
        }
        self.buckets = UnsafePointer(buckets)
        self.entries = UnsafePointer(entries)
        self.lengths = UnsafePointer(lengths)
    }

    @inline(__always) static func bucket(_ first: UInt8, _ length: Int) -> Int {
        (Int(first) &- firstByte) &* (maxLength + 1) &+ length
    }

    /// The first 16 bytes of `base[start..<start+length]` as two little-endian words, zero past
    /// the word's end: two unaligned loads and masks when 16 bytes are readable before `end`.
    @inline(__always)
    static func words(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> (UInt64, UInt64) {
        if start &+ 16 <= end, length > 0, length <= 16 {
            let raw = UnsafeRawPointer(base + start)
            let lo = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if length <= 8 { return (lo & ~0 &>> UInt64(64 &- 8 &* length), 0) }
            let hi = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            return (lo, hi & ~0 &>> UInt64(128 &- 8 &* length))
        }
        var lo: UInt64 = 0, hi: UInt64 = 0
        for k in 0..<min(length, 16) {
            let b = UInt64(base[start + k])
            if k < 8 { lo |= b << (8 * UInt64(k)) } else { hi |= b << (8 * UInt64(k - 8)) }
        }
        return (lo, hi)
    }

    /// Whether a word of this length starts with `first`: false for most identifiers.
    @inline(__always) func mayBeWord(first: UInt8, length: Int) -> Bool {
        length <= Self.maxLength && lengths[Int(first)] & (1 &<< UInt16(truncatingIfNeeded: length)) != 0
    }

    /// The word `base[start..<start+length]` spells, if any (`end`: how far `base` may be read).
    @inline(__always) func word(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> Word? {
        let first = base[start]
        guard length <= Self.maxLength, Int(first) >= Self.firstByte, Int(first) < Self.firstByte + Self.byteRange else { return nil }
        let bucket = buckets[Self.bucket(first, length)]
        var count = Int(bucket & 0xFF)
        guard count > 0 else { return nil }
        let (lo, hi) = Self.words(base, start, length, end)
        var i = Int(bucket >> 8)
        repeat {
            let entry = entries[i]
            if entry.lo == lo, entry.hi == hi { return entry.word }
            i &+= 1
            count &-= 1
        } while count > 0
        return nil
    }
}

extension Keyword {
    nonisolated(unsafe) static let table = WordTable<Keyword>()
}
