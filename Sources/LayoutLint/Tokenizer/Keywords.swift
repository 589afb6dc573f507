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

    /// How the lexer classifies the word, as `ReservedWords.Slot` keeps it (`Lexer.classifyKeyword`
    /// reads it). Keywords in name positions are identifiers to the parser: after `.`
    /// (`x.default`, but `x.self` and `x.init`), and as argument labels after `(` or `,`
    /// (`f(for: x)`, `func f(in rect: CGRect)`), which words that are expressions never are.
    var classification: (plain: UInt8, afterPeriod: UInt8, mayBeLabel: Bool) {
        let plain: PreviousToken
        if isExpression {
            plain = .expressionEnd
        } else if self == .func || self == .operator {
            plain = .funcOrOperatorKeyword
        } else {
            plain = self == .try ? .tryKeyword : .keyword
        }
        let afterPeriod = switch self {
        case .self: ReservedWords.code(.keyword, .expressionEnd)
        case .`init`: ReservedWords.code(.keyword, .keyword)
        default: ReservedWords.code(.identifier, .expressionEnd)
        }
        return (ReservedWords.code(.keyword, plain), afterPeriod, !isExpression)
    }
}

/// Recognises a fixed set of ASCII words by their first byte and length, which pick a bucket of
/// at most three words, compared as two 64-bit integers, not byte by byte. (The declaration
/// parser's introducers and modifiers; the lexer's reserved words are `ReservedWords`.)
struct WordTable<Word: CaseIterable & RawRepresentable> where Word.RawValue == String {
    struct Entry {
        var lo: UInt64
        var hi: UInt64
        var word: Word
        /// The word's place in `Word.allCases`, plus one: what a `WordList` keeps of it.
        var code: UInt8
    }

    /// Words start with `@`…`z` (attributes with their `@`, `_`) and are at most 15 bytes long.
    static var firstByte: Int { Int(UInt8(ascii: "@")) }
    static var byteRange: Int { Int(UInt8(ascii: "z")) - firstByte + 1 }
    static var maxLength: Int { 15 }

    /// Per (first byte, length): where the bucket starts in `entries` (high byte) and its size.
    let buckets: UnsafePointer<UInt16>
    let entries: UnsafePointer<Entry>
    /// `Word.allCases`, so a code turns back into its word without building that array.
    let cases: UnsafePointer<Word>

    /// Made once per word set and never freed: readers keep a copy of the pointers, so hot loops
    /// pay no lazy-global check.
    init() {
        // A counting sort into buckets, in two passes over the words: no array per bucket, nor
        // one of the entries placed (an array of this generic type had its metadata made at run
        // time, its conformances checked by a scan of the binary's list: ~170,000 instructions
        // per word set at every start).
        let words = Word.allCases
        let count = words.count, bucketCount = Self.byteRange * (Self.maxLength + 1)
        precondition(count < 256)
        let cases = UnsafeMutablePointer<Word>.allocate(capacity: count)
        let sizes = UnsafeMutablePointer<Int>.allocate(capacity: bucketCount)
        sizes.initialize(repeating: 0, count: bucketCount)
        defer { sizes.deallocate() }
        for (index, word) in words.enumerated() {
            (cases + index).initialize(to: word)
            sizes[Self.entry(of: word, at: index).bucket] += 1
        }
        self.cases = UnsafePointer(cases)
        let buckets = UnsafeMutablePointer<UInt16>.allocate(capacity: bucketCount)
        var next = 0
        for i in 0..<bucketCount {
            let size = sizes[i]
            precondition(next < 256 && size < 256)
            buckets[i] = UInt16(next << 8 | size)
            sizes[i] = next  // from here on: where the bucket's next entry goes
            next += size
        }
        // Entries keep the order of `allCases` within a bucket, as before.
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: count)
        for (index, word) in words.enumerated() {
            let (bucket, entry) = Self.entry(of: word, at: index)
            (entries + sizes[bucket]).initialize(to: entry)
            sizes[bucket] += 1
        }
        self.buckets = UnsafePointer(buckets)
        self.entries = UnsafePointer(entries)
    }

    /// The `index`-th word's bucket and entry.
    private static func entry(of word: Word, at index: Int) -> (bucket: Int, entry: Entry) {
        word.rawValue.withUTF8Bytes { bytes in
            precondition(bytes.count <= maxLength && Int(bytes[0]) >= firstByte && Int(bytes[0]) < firstByte + byteRange)
            let (lo, hi) = SWAR.words(bytes.baseAddress!, 0, bytes.count, bytes.count)
            return (bucket(bytes[0], bytes.count), Entry(lo: lo, hi: hi, word: word, code: UInt8(index + 1)))
        }
    }

    @inline(__always) static func bucket(_ first: UInt8, _ length: Int) -> Int {
        (Int(first) &- firstByte) &* (maxLength + 1) &+ length
    }

    /// The word `base[start..<start+length]` spells, if any (`end`: how far `base` may be read).
    @inline(__always) func word(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> Word? {
        let i = entry(base, start, length, end)
        return i < 0 ? nil : entries[i].word
    }

    /// The code of the word `base[start..<start+length]` spells; 0 if none.
    @inline(__always) func code(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> UInt8 {
        let i = entry(base, start, length, end)
        return i < 0 ? 0 : entries[i].code
    }

    /// The code of the word `text` spells; 0 if none.
    func code(of text: String) -> UInt8 {
        text.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
            return code(base, 0, bytes.count, bytes.count)
        }
    }

    /// The word of a nonzero code that this table gave.
    @inline(__always) func word(code: UInt8) -> Word { cases[Int(code) &- 1] }

    /// The index in `entries` of the word `base[start..<start+length]` (not empty) spells, or -1.
    @inline(__always) private func entry(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> Int {
        let first = base[start]
        guard length <= Self.maxLength, Int(first) >= Self.firstByte, Int(first) < Self.firstByte + Self.byteRange else { return -1 }
        let bucket = buckets[Self.bucket(first, length)]
        var count = Int(bucket & 0xFF)
        guard count > 0 else { return -1 }
        let (lo, hi) = SWAR.words(base, start, length, end)
        var i = Int(bucket >> 8)
        repeat {
            let entry = entries[i]
            if entry.lo == lo, entry.hi == hi { return i }
            i &+= 1
            count &-= 1
        } while count > 0
        return -1
    }
}

/// The lexer's reserved words in a table with one word a slot, found by hashing the word's first
/// eight bytes: a multiply and a shift, then one compare, instead of a bucket walk. (The batch
/// loop turns most identifiers away first by their first byte and length: `StartAction.table`.)
/// The table lives in `ByteClass.pointer`'s allocation, after the start actions: the lexer's loop
/// reaches it from the one pointer it keeps for both.
struct ReservedWords {
    struct Slot {
        var lo: UInt64
        var hi: UInt64
        /// The word's `Keyword.classification`: codes (`code(_:_:)`) for a word after neither
        /// `.` nor a possible label, and after `.`.
        var plain: UInt8
        var afterPeriod: UInt8
        var mayBeLabel: Bool
    }

    /// Maps the 53 words' first eight bytes to 256 distinct slots (found by trying multipliers).
    static var multiplier: UInt64 { 0x0E33_E276_0B5A_663B }
    static var slotBits: UInt64 { 8 }
    /// Where the masks (two words for each length 0...15) and the slots start in the allocation.
    static var masksOffset: Int { 256 + 256 * 8 }
    static var slotsOffset: Int { masksOffset + 16 * 2 * 8 }
    static var byteCount: Int { 16 * 2 * 8 + (1 << slotBits) * MemoryLayout<Slot>.stride }

    /// `ByteClass.pointer`.
    let classes: UnsafePointer<UInt8>

    init(_ classes: UnsafePointer<UInt8>) { self.classes = classes }

    /// Per length 0...15, the masks that keep that many bytes of two 8-byte loads: a word's
    /// zero-padded bytes without a branch on its length.
    @inline(__always) var masks: UnsafePointer<UInt64> {
        UnsafeRawPointer(classes).advanced(by: Self.masksOffset).assumingMemoryBound(to: UInt64.self)
    }

    @inline(__always) var slots: UnsafePointer<Slot> {
        UnsafeRawPointer(classes).advanced(by: Self.slotsOffset).assumingMemoryBound(to: Slot.self)
    }

    /// A classification code: the previous token the word makes, and whether it is an identifier.
    static func code(_ kind: TokenKind, _ previous: PreviousToken) -> UInt8 {
        precondition(previous.rawValue < identifierBit && (kind == .keyword || kind == .identifier))
        return previous.rawValue | (kind == .identifier ? identifierBit : 0)
    }

    static var identifierBit: UInt8 { 0x80 }

    /// Writes the masks and the slots at their offsets from `raw` (`ByteClass.pointer`).
    static func fill(_ raw: UnsafeMutableRawPointer) {
        let masks = (raw + masksOffset).bindMemory(to: UInt64.self, capacity: 32)
        for length in 0..<16 {
            masks[2 * length] = length >= 8 ? ~0 : (1 << (8 * UInt64(length))) - 1
            masks[2 * length + 1] = length <= 8 ? 0 : (1 << (8 * UInt64(length - 8))) - 1
        }
        let count = 1 << slotBits
        let slots = (raw + slotsOffset).bindMemory(to: Slot.self, capacity: count)
        slots.initialize(repeating: Slot(lo: 0, hi: 0, plain: 0, afterPeriod: 0, mayBeLabel: false), count: count)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            precondition(bytes.count < 16)
            let (lo, hi) = bytes.withUnsafeBufferPointer { SWAR.words($0.baseAddress!, 0, bytes.count, bytes.count) }
            let slot = Self.slot(lo)
            precondition(slots[slot].lo == 0, "reserved words share a slot: pick another multiplier")
            let classification = keyword.classification
            slots[slot] = Slot(lo: lo, hi: hi, plain: classification.plain, afterPeriod: classification.afterPeriod,
                               mayBeLabel: classification.mayBeLabel)
        }
    }

    @inline(__always) static func slot(_ lo: UInt64) -> Int {
        Int(truncatingIfNeeded: (lo &* multiplier) &>> (64 &- slotBits))
    }

    /// The slot of the reserved word `base[start..<start+length]` (1 to 15 bytes) spells, if any
    /// (`end`: how far `base` may be read). Words hold no zero byte, so the zero-padded words and
    /// the slot's agree exactly when the bytes and the length do (and never with an empty slot).
    @inline(__always) func slot(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> UnsafePointer<Slot>? {
        let lo: UInt64, hi: UInt64
        if start &+ 16 <= end {
            let raw = UnsafeRawPointer(base + start), mask = masks + (length &<< 1)
            lo = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & mask[0]
            hi = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & mask[1]
        } else {
            (lo, hi) = SWAR.words(base, start, length, end)
        }
        let slot = slots + Self.slot(lo)
        return slot.pointee.lo == lo && slot.pointee.hi == hi ? slot : nil
    }
}
