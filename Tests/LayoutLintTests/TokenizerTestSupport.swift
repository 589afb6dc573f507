@testable import LayoutLint

/// The significant (non-trivia) tokens of `source` as (kind, text) pairs.
func significant(_ source: String) -> [(TokenKind, String)] {
    let file = SourceFile(path: "t.swift", text: source)
    return Tokenizer.tokenize(file.bytes).filter { !$0.kind.isTrivia }.map { ($0.kind, file.text($0)) }
}

/// All tokens of `source` as (kind, text) pairs, trivia included.
func allTokens(_ source: String) -> [(TokenKind, String)] {
    let file = SourceFile(path: "t.swift", text: source)
    return Tokenizer.tokenize(file.bytes).map { ($0.kind, file.text($0)) }
}

/// The tokens of one kind, as text.
func texts(_ source: String, _ kind: TokenKind) -> [String] {
    allTokens(source).filter { $0.0 == kind }.map(\.1)
}

/// Checks the tokenizer's basic contract on `bytes`: tokens are contiguous, non-empty, and cover
/// the input exactly, so concatenating them gives the input back.
func roundTrips(_ bytes: [UInt8]) -> Bool {
    let tokens = Tokenizer.tokenize(bytes)
    var offset = 0
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    for token in tokens {
        guard Int(token.start) == offset, token.end > token.start else { return false }
        rebuilt.append(contentsOf: bytes[token.range])
        offset = Int(token.end)
    }
    return offset == bytes.count && rebuilt == bytes
}
