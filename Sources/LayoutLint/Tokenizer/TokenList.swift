/// A file's tokens as an outline keeps them: packed (`packed`), one 4-byte word a token,
/// `start << 5 | kind`, and one word more holding where the last token ends (a token ends where
/// the next starts); or as the front end made them. Reading either form gives the same tokens.
///
/// The Swift lexer writes an outline's tokens packed (`Lexer.lexListing`): the parser, the
/// classifier and the rules read the words in place, and no pass packs them. The Objective-C
/// front end's tokens are packed when the project index holds its outline (`HeldOutline`): a
/// project's outlines are all held until its index is complete, and every page they take is a
/// fault when first touched (as 8-byte `Token`s the tokens were the largest share of a cold
/// run's faults).
public struct TokenList: RandomAccessCollection, Sendable {
    @usableFromInline enum Storage: Sendable {
        case packed([UInt32])
        case wide([Token])
    }

    @usableFromInline let storage: Storage
    public let endIndex: Int
    @inlinable public var startIndex: Int { 0 }

    /// Files under 2^27 bytes leave room for the kind beside the start.
    static let maxPackedBytes = 1 << 27

    public init() {
        storage = .wide([])
        endIndex = 0
    }

    /// `tokens` as they are.
    public init(_ tokens: [Token]) {
        endIndex = tokens.count
        storage = .wide(tokens)
    }

    /// `count` tokens as packed words, the last word where the last token ends (the lexer
    /// writes an outline's tokens so: `Lexer.lexListing`). The words past that are not read.
    init(words: [UInt32], count: Int) {
        precondition(words.count > count, "the words hold where the last token ends")
        endIndex = count
        storage = .packed(words)
    }

    /// These tokens packed, if they cover `size` bytes exactly (each starting where the one before
    /// ended, the first at 0, the last ending at `size`) and `size` leaves room for the kind;
    /// else as they are.
    public func packed(size: Int) -> TokenList {
        guard case .wide(let tokens) = storage, size < Self.maxPackedBytes, TokenKind.allCases.count <= 32,
              let words = Self.pack(tokens, size: size) else { return self }
        return TokenList(words: words, count: endIndex)
    }

    /// These tokens in storage of their own size when their room exceeds them by more than a
    /// quarter (a small file's, or a dense one's, grown by doubling): a held outline keeps it
    /// until the project index is complete. Most files' room, as the lexer sizes it, is within
    /// a sixth of their tokens and kept: copying every file's words cost more than its pages.
    func compacted() -> TokenList {
        guard case .packed(let words) = storage, words.capacity - words.count > words.count / 4 else { return self }
        return TokenList(words: words.withUnsafeBufferPointer { Array($0) }, count: endIndex)
    }

    /// Whether the tokens are held packed (for tests and the fuzz target).
    var isPacked: Bool { packedWords != nil }

    /// The words of packed tokens; nil for tokens as they are.
    var packedWords: [UInt32]? {
        if case .packed(let words) = storage { return words }
        return nil
    }

    /// One range check, then the storage read in place (two checks of the words' range, one
    /// for each word, cost a third more).
    @inlinable public subscript(i: Int) -> Token {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: endIndex), "token index out of range")
        switch storage {
        case .packed(let words): return words.withUnsafeBufferPointer { Token(word: $0[i], next: $0[i &+ 1]) }
        case .wide(let tokens): return tokens.withUnsafeBufferPointer { $0[i] }
        }
    }

    /// The words, or nil unless the tokens tile `0..<size` and every start fits beside the kind
    /// (tokens made by hand could tile only modulo 2^32). (Bit arithmetic rather than branches:
    /// this runs once per token of a whole tree; LLVM vectorises it.)
    private static func pack(_ tokens: [Token], size: Int) -> [UInt32]? {
        guard !tokens.isEmpty else { return nil }
        var mismatch: UInt32 = 0, starts: UInt32 = 0, previousEnd: UInt32 = 0
        let words = [UInt32](unsafeUninitializedCapacity: tokens.count + 1) { words, count in
            tokens.withUnsafeBufferPointer { tokens in
                for k in tokens.indices {
                    let token = tokens[k]
                    mismatch |= token.start ^ previousEnd
                    starts |= token.start
                    previousEnd = token.end
                    words[k] = token.start << 5 | UInt32(token.kind.rawValue)
                }
            }
            words[tokens.count] = previousEnd << 5
            count = tokens.count + 1
        }
        return mismatch == 0 && starts < UInt32(maxPackedBytes) && Int(previousEnd) == size ? words : nil
    }

    /// The tokens lent to `body` as a reader of their storage: no retain, no bounds check (the
    /// caller keeps its indices below `count`).
    @inlinable public func withReader<R>(_ body: (TokenReader) throws -> R) rethrows -> R {
        switch storage {
        case .packed(let words):
            return try words.withUnsafeBufferPointer { try body(TokenReader(words: $0.baseAddress, wide: nil, count: endIndex)) }
        case .wide(let tokens):
            return try tokens.withUnsafeBufferPointer { try body(TokenReader(words: nil, wide: $0.baseAddress, count: endIndex)) }
        }
    }
}

/// `TokenList`'s tokens read in place; valid only inside `withReader`.
public struct TokenReader {
    @usableFromInline let words: UnsafePointer<UInt32>?
    @usableFromInline let wide: UnsafePointer<Token>?
    public let count: Int

    @usableFromInline init(words: UnsafePointer<UInt32>?, wide: UnsafePointer<Token>?, count: Int) {
        self.words = words
        self.wide = wide
        self.count = count
    }

    @inlinable public var isEmpty: Bool { count == 0 }

    @inlinable public subscript(i: Int) -> Token {
        if let words { return Token(word: words[i], next: words[i &+ 1]) }
        return wide.unsafelyUnwrapped[i]
    }

    /// The raw value of token `i`'s kind, without making the token.
    @inlinable public func kindBits(_ i: Int) -> UInt32 {
        if let words { return words[i] & Token.kindMask }
        return wide.unsafelyUnwrapped[i].lengthAndKind & Token.kindMask
    }
}

extension Token {
    /// The token a packed word gives, with the next word (where it ends): its length and kind
    /// are one subtraction, as both words keep the kind in the same low bits.
    @inlinable init(word: UInt32, next: UInt32) {
        startOffset = word >> Self.kindBits
        lengthAndKind = (next & ~Self.kindMask) &- (word & ~Self.kindMask) | word & Self.kindMask
    }
}
