/// Outlines the project index parsed for the linter, one slot per linted item. Each worker
/// reads only its own item's slot, so slots are handed out across threads without a lock.
/// Slots are not emptied as linting goes (the commands keep them until exit): freeing each held
/// outline once its file is linted cost ~15M instructions of `free` and deinitialisers on the
/// 100k-line corpus and saved ~40 faults, as the linter's own allocations are few and reused.
final class SharedOutlines: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<HeldOutline?>

    init(_ outlines: [HeldOutline?]) {
        slots = .allocate(capacity: outlines.count)
        _ = slots.initialize(from: outlines)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The outline of item `k`; nil when the linter must parse the file itself. (The slot is
    /// read in place: `slots[k]?` copied the held outline out first.)
    func take(_ k: Int) -> Outline? {
        guard k < slots.count, let slot = slots.baseAddress?.advanced(by: k) else { return nil }
        return slot.pointee?.restored()
    }
}

/// An outline waiting for the project index to be complete, in a compact form. A whole tree's
/// outlines are held at once, and every page they take is a fault when first touched: held as
/// parsed, the tokens were the largest share of a cold run's faults, and a fault costs as much as
/// ~10,000 instructions. So the tokens wait as one 4-byte word each (a token ends where the next
/// starts), not as 8-byte `Token`s in an array reserved for a token every 3 bytes: half of what
/// was held, and each file's token array is free again for the next file's lexer. Packing and
/// restoring cost ~11 instructions a token (~11M on the 100k-line corpus); the ~1,100 faults
/// saved cost more (54.6 against 56.4 ms of CPU time, alternating rounds). Two bytes a token
/// (kind and length) saved ~500 faults more for ~9M instructions more: about even, so not done.
/// A class: it is handed from the index's workers to its slot through tuples and optionals, and
/// each copy of a struct holding an outline retained and released its ten references.
final class HeldOutline: Sendable {
    /// The outline without its tokens (when packed).
    private let outline: Outline
    /// Per token `start << 5 | kind`; empty when the outline is held as it is.
    private let packed: [UInt32]

    /// Files under 2^27 bytes leave room for the kind beside the start (the shared budget is
    /// smaller); tokens that do not tile the file exactly are held as they are.
    static let maxPackedBytes = 1 << 27

    /// (`consuming`, moved on: the index's parse hands its outline over, not a copy of it.)
    init(_ outline: consuming Outline) {
        let size = outline.file.bytes.count
        let words = size < Self.maxPackedBytes && TokenKind.allCases.count <= 32 ? Self.pack(outline.tokens, size: size) : nil
        if words != nil { outline.tokens = [] }
        packed = words ?? []
        self.outline = consume outline
    }

    /// The words, or nil unless each token starts where the one before ended, the first at 0,
    /// the last ending at `size`, and every start fits beside the kind: then the tokens restored
    /// from the words are exactly these. (Bit arithmetic rather than branches: this runs once
    /// per token of a whole tree. Unrolled or stepped by pointers, it compiled to more.)
    private static func pack(_ tokens: [Token], size: Int) -> [UInt32]? {
        guard !tokens.isEmpty else { return nil }
        var mismatch: UInt32 = 0, starts: UInt32 = 0, previousEnd: UInt32 = 0
        let words = [UInt32](unsafeUninitializedCapacity: tokens.count) { words, count in
            tokens.withUnsafeBufferPointer { tokens in
                for k in tokens.indices {
                    let token = tokens[k]
                    mismatch |= token.start ^ previousEnd
                    starts |= token.start
                    previousEnd = token.end
                    words[k] = token.start << 5 | UInt32(token.kind.rawValue)
                }
            }
            count = tokens.count
        }
        return mismatch == 0 && starts < UInt32(maxPackedBytes) && Int(previousEnd) == size ? words : nil
    }

    /// Source bytes, what the shared budget counts.
    var byteCount: Int { outline.file.bytes.count }
    var isCompact: Bool { !packed.isEmpty }

    /// The outline exactly as it was parsed.
    func restored() -> Outline {
        guard !packed.isEmpty else { return outline }
        return Outline(outline, tokens: restoredTokens())
    }

    private func restoredTokens() -> [Token] {
        let count = packed.count, size = UInt32(truncatingIfNeeded: outline.file.bytes.count)
        return [Token](unsafeUninitializedCapacity: count) { tokens, initialized in
            packed.withUnsafeBufferPointer { words in
                guard let source = words.baseAddress, let target = tokens.baseAddress else { return }
                // A token ends where the next starts: each word gives one token's kind and start
                // and the one before's end. Four words a step.
                var k = 0
                while k + 5 <= count {
                    let a = source[k], b = source[k + 1], c = source[k + 2], d = source[k + 3], e = source[k + 4]
                    target.advanced(by: k).initialize(to: Self.token(a, end: b >> 5))
                    target.advanced(by: k + 1).initialize(to: Self.token(b, end: c >> 5))
                    target.advanced(by: k + 2).initialize(to: Self.token(c, end: d >> 5))
                    target.advanced(by: k + 3).initialize(to: Self.token(d, end: e >> 5))
                    k += 4
                }
                while k < count {
                    let end = k + 1 < count ? source[k + 1] >> 5 : size
                    target.advanced(by: k).initialize(to: Self.token(source[k], end: end))
                    k += 1
                }
            }
            initialized = count
        }
    }

    /// Packed from valid kinds, so each word's low bits are one's raw value.
    @inline(__always)
    private static func token(_ word: UInt32, end: UInt32) -> Token {
        var token = Token(kind: unsafeBitCast(UInt8(truncatingIfNeeded: word & 31), to: TokenKind.self), start: 0, end: 0)
        token.start = word >> 5
        token.end = end
        return token
    }
}
