/// What the lexer lists beside the tokens for `OutlineParser`, so neither needs another pass:
/// the bracket tokens (`index << 3 | BracketCode`), where each line starts (the same table
/// `SourceFile.lineStarts` computes from the bytes) and the tokens that may be names
/// `SelectorReferences` acts on (`SelectorName`). Freed by its owner.
struct TokenRecord {
    var brackets: IntRecord
    var lineStarts: IntRecord
    /// The `SelectorName`s' token indices, written at `nextSelectorName`. Each is a token of
    /// `SelectorName.minimumLength` bytes or more, so a file of `byteCount` bytes has at most
    /// `byteCount / 6` of them: the room is made once, and the lexer writes with neither a check
    /// nor a call. (So a record must be made for at least the bytes lexed: `Lexer.lexListing` checks.)
    private var selectorNames: IntRecord
    private var nextSelectorName: UnsafeMutablePointer<Int>
    /// The bytes the record has room for.
    let byteCount: Int

    /// Room sized for `byteCount` bytes of Swift, which averages a bracket in 13 bytes and a
    /// line in 35: the lists rarely grow.
    init(byteCount: Int) {
        brackets = IntRecord(capacity: byteCount / 8 + 16)
        lineStarts = IntRecord(capacity: byteCount / 16 + 16)
        lineStarts.append(0)
        selectorNames = IntRecord(capacity: byteCount / SelectorName.minimumLength + 16)
        nextSelectorName = selectorNames.reserve(atLeast: byteCount / SelectorName.minimumLength + 1).start
        self.byteCount = byteCount
    }

    /// Lists token `index` as a `SelectorName`.
    @inline(__always) mutating func listSelectorName(_ index: Int) {
        nextSelectorName.pointee = index
        nextSelectorName += 1
    }

    /// The token indices `listSelectorName` wrote, in order.
    var selectorNameList: UnsafeBufferPointer<Int> {
        let start = selectorNames.list.baseAddress.unsafelyUnwrapped  // allocated in `init`
        return UnsafeBufferPointer(start: start, count: start.distance(to: nextSelectorName))
    }

    func free() {
        brackets.free()
        lineStarts.free()
        selectorNames.free()
    }
}

/// The tokens `SelectorReferences` may act on, which the lexer lists as it writes them (the
/// batch loop has each name's first byte and length at hand): `#selector`, `action`,
/// `addObserver` and capitalized names ending in `n` or `m` (`UIAction`, `…Button`,
/// `…BarButtonItem`). A few in a file's thousands of tokens; the references pass reads only
/// those instead of searching every byte of the file for them (~2.5 instructions a byte).
enum SelectorName {
    /// The fewest bytes one has (`action`; `#selector` has 9): `TokenRecord` sizes its list by
    /// it and writes with no check, so no shorter name may ever be listed.
    static let minimumLength = 6

    /// Whether a name of `length` bytes starting with `first` may be one (`StartAction` marks these
    /// in the byte's entry: which lengths below 16, and whether 16 or more).
    @inline(__always) static func mayStart(_ first: UInt8, length: Int) -> Bool {
        guard length >= minimumLength else { return false }
        if first == UInt8(ascii: "a") { return length == 6 || length == 11 }
        return length >= 6 && first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether a name `base[start..<end]` that `mayStart` may be one: `action` and `addObserver`
    /// by their last byte, the others by their last six (`Action`, `Button`, `onItem`).
    @inline(__always) static func endsLikeOne(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let last = base[end &- 1]
        if base[start] == UInt8(ascii: "a") { return last == (end &- start == 6 ? UInt8(ascii: "n") : UInt8(ascii: "r")) }
        guard last == UInt8(ascii: "n") || last == UInt8(ascii: "m") else { return false }
        return endsWithMakerWord(base, end)
    }

    /// Whether the six bytes before `end` spell `Action`, `Button` or `onItem` (of `BarButtonItem`).
    @inline(never) private static func endsWithMakerWord(_ base: UnsafePointer<UInt8>, _ end: Int) -> Bool {
        let raw = UnsafeRawPointer(base + (end &- 6))
        let tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            | UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt16.self))) << 32
        // The words' bytes, the first lowest (`SelectorCandidateTests` spells them out).
        return tail == 0x6E6F_6974_6341 || tail == 0x6E6F_7474_7542 || tail == 0x6D65_7449_6E6F
    }

    /// Whether the token `base[start..<end]` (not empty) of `kind` may be one.
    @inline(__always) static func mayBe(_ kind: TokenKind, _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end &- start
        if kind == .poundKeyword { return length == 9 && base[start &+ 1] == UInt8(ascii: "s") }
        return kind == .identifier && mayStart(base[start], length: length) && endsLikeOne(base, start, end)
    }
}

extension Lexer {
    /// Lists token `index`, lexed as `kind` from `start` to `end`, when recording and it may be a
    /// name `SelectorReferences` acts on (the paths beside the batch loop's names).
    mutating func noteSelectorName(_ kind: TokenKind, _ start: Int, _ end: Int, index: Int) {
        guard record != nil, end > start, let base = buf.baseAddress, SelectorName.mayBe(kind, base, start, end) else { return }
        record!.listSelectorName(index)
    }
}

/// A growable list of `Int`s in memory of its own, written directly by the lexer's loop: no
/// array uniqueness check nor capacity check per value. Freed by its owner.
struct IntRecord {
    private var start: UnsafeMutablePointer<Int>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = UnsafeMutablePointer<Int>.allocate(capacity: self.capacity)
    }

    /// Room for at least `minimum` more values, growing if needed: where the next goes, and how
    /// many fit. The lexer writes through it, then says how many with `didAppend`.
    mutating func reserve(atLeast minimum: Int) -> (start: UnsafeMutablePointer<Int>, count: Int) {
        while capacity &- count < minimum { grow() }
        return (start + count, capacity &- count)
    }

    mutating func didAppend(_ written: Int) { count &+= written }

    /// The values written through `reserve` end just before `next`.
    mutating func end(at next: UnsafeMutablePointer<Int>) { count = start.distance(to: next) }

    mutating func append(_ value: Int) {
        reserve(atLeast: 1).start.pointee = value
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity *= 2
    }

    var list: UnsafeBufferPointer<Int> { UnsafeBufferPointer(start: start, count: count) }

    func free() { start.deallocate() }
}
