/// Outlines the project index parsed for the linter, one slot per linted item. Each worker
/// reads only its own item's slot, so slots are handed out across threads without a lock.
/// They are not released as linting goes (the commands keep them until exit): freeing a whole
/// tree's outlines one by one between the linter's own allocations left malloc's free lists so
/// fragmented that `_int_malloc` took ~12 % of a cold 1M-line run (~2 % streamed).
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

    /// The outline of item `k`; nil when the linter must parse the file itself.
    func take(_ k: Int) -> Outline? {
        guard k < slots.count else { return nil }
        return slots[k]?.restored()
    }
}

/// An outline waiting for the project index to be complete, in a compact form. A whole tree's
/// outlines are held at once, and every page they take is a fault when first touched (~70,000
/// for the 1M-line corpus held as parsed, against ~1,300 streamed). So the tokens wait as one
/// 4-byte word each (a token ends where the next starts), not 12 bytes in an array reserved for
/// a token every 3 bytes: a third of what was held.
struct HeldOutline {
    private var outline: Outline
    /// Per token `start << 5 | kind`; empty when the outline is held as it is.
    private let packed: [UInt32]

    /// Files under 2^27 bytes leave room for the kind beside the start (the shared budget is
    /// smaller); tokens that do not tile the file exactly are held as they are.
    static let maxPackedBytes = 1 << 27

    /// `compact: false` holds the outline as parsed: packing and restoring cost ~25
    /// instructions a token, worth paying only once the outlines held make a large tree.
    init(_ outline: Outline, compact: Bool = true) {
        let size = outline.file.bytes.count
        guard compact, size < Self.maxPackedBytes, TokenKind.allCases.count <= 32,
              let packed = Self.pack(outline.tokens, size: size) else {
            self.outline = outline
            packed = []
            return
        }
        self.packed = packed
        self.outline = outline
        self.outline.tokens = []
    }

    /// The words, or nil unless each token starts where the one before ended, the first at 0,
    /// the last ending at `size`, and every start fits beside the kind: then the tokens restored
    /// from the words are exactly these. (Bit arithmetic rather than branches: this runs once
    /// per token of a whole tree.)
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
        var full = outline
        full.tokens = [Token](unsafeUninitializedCapacity: packed.count) { tokens, count in
            packed.withUnsafeBufferPointer { words in
                // Packed from valid kinds, so each raw value is one; a token ends where the next starts.
                var word = words[0]
                for k in 1..<words.count {
                    let next = words[k]
                    tokens[k - 1] = Token(kind: unsafeBitCast(UInt8(word & 31), to: TokenKind.self), start: Int(word >> 5), end: Int(next >> 5))
                    word = next
                }
                tokens[words.count - 1] = Token(kind: unsafeBitCast(UInt8(word & 31), to: TokenKind.self), start: Int(word >> 5), end: outline.file.bytes.count)
            }
            count = packed.count
        }
        return full
    }
}
