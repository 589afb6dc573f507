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

    init(_ outline: Outline) {
        let size = outline.file.bytes.count
        guard size < Self.maxPackedBytes, TokenKind.allCases.count <= 32,
              let packed = Self.pack(outline.tokens, size: size) else {
            self.outline = outline
            packed = []
            return
        }
        self.packed = packed
        self.outline = outline
        self.outline.tokens = []
    }

    /// The words, or nil unless each token starts where the one before ended, the first at 0
    /// and the last ending at `size`.
    private static func pack(_ tokens: [Token], size: Int) -> [UInt32]? {
        guard !tokens.isEmpty else { return nil }
        var tiled = true
        let words = [UInt32](unsafeUninitializedCapacity: tokens.count) { words, count in
            tokens.withUnsafeBufferPointer { tokens in
                var expected: UInt32 = 0
                for k in 0..<tokens.count {
                    let token = tokens[k]
                    tiled = tiled && token.start == expected && token.end >= token.start
                    expected = token.end
                    words[k] = token.start << 5 | UInt32(token.kind.rawValue)
                }
                tiled = tiled && Int(expected) == size
            }
            count = tokens.count
        }
        return tiled ? words : nil
    }

    /// Source bytes, what the shared budget counts.
    var byteCount: Int { outline.file.bytes.count }

    /// The outline exactly as it was parsed.
    func restored() -> Outline {
        guard !packed.isEmpty else { return outline }
        var full = outline
        let end = UInt32(truncatingIfNeeded: outline.file.bytes.count)
        full.tokens = [Token](unsafeUninitializedCapacity: packed.count) { tokens, count in
            packed.withUnsafeBufferPointer { words in
                for k in 0..<words.count {
                    let word = words[k]
                    let next = k + 1 < words.count ? words[k + 1] >> 5 : end
                    // Packed from a valid kind, so the raw value is one.
                    tokens[k] = Token(kind: unsafeBitCast(UInt8(word & 31), to: TokenKind.self), start: Int(word >> 5), end: Int(next))
                }
            }
            count = packed.count
        }
        return full
    }
}
