/// Whether a batch run lists brackets and line starts (`TokenRecord`), and how it writes its
/// tokens: a type, so `lexRun` is compiled once for each and its loop tests nothing for it. A
/// listing run is the outline's, which keeps `TokenList`'s packed words (written here, no pass
/// packs them); the others write `Token`s.
protocol RunListing {
    associatedtype Word
    static var lists: Bool { get }
    static func word(_ kind: TokenKind, _ start: Int, _ end: Int) -> Word
}
enum Listing: RunListing {
    static var lists: Bool { true }
    @inline(__always) static func word(_ kind: TokenKind, _ start: Int, _ end: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: start) << Token.kindBits | UInt32(kind.rawValue)
    }
}
enum NotListing: RunListing {
    static var lists: Bool { false }
    @inline(__always) static func word(_ kind: TokenKind, _ start: Int, _ end: Int) -> Token {
        Token(kind: kind, start: start, lexedEnd: end)
    }
}
