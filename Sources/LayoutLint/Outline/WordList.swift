/// A word set with a `WordTable`, so a `WordList` can keep its words as one-byte codes.
protocol TabledWord: CaseIterable, RawRepresentable, Equatable, Sendable where RawValue == String {
    static var table: WordTable<Self> { get }
}

/// The attributes the outline meets most (with their `@`), kept as codes in `WordList`s.
enum AttributeWord: String, CaseIterable, TabledWord {
    case objc = "@objc", IBOutlet = "@IBOutlet", IBAction = "@IBAction", IBInspectable = "@IBInspectable"
    case MainActor = "@MainActor", available = "@available", nonobjc = "@nonobjc", NSManaged = "@NSManaged"
    case objcMembers = "@objcMembers", optional = "@optional", Published = "@Published", escaping = "@escaping"
    case frozen = "@frozen", inlinable = "@inlinable", Sendable = "@Sendable", preconcurrency = "@preconcurrency"

    nonisolated(unsafe) static let table = WordTable<AttributeWord>()
}

/// A declaration's attributes or modifiers in the order written. Words of a `TabledWord` set are
/// one-byte codes in one integer, so the usual one or two (`private`, `override`, `@objc`) cost
/// no allocation; a list with another word, or with more than eight, keeps its words spelled
/// out. (Not generic: a generic struct is copied through its metadata, a call per copy. The
/// owner names the word set, `DeclWord` for modifiers and `AttributeWord` for attributes.)
struct WordList: Sendable {
    /// Up to eight nonzero codes, the first in the low byte.
    private var codes: UInt64 = 0
    /// Every word, spelled, once one has no code (then `codes` is unused); else nil. (A class:
    /// a struct holding an array was copied through a value-witness call, ~45 instructions.)
    private var spelled: Spelled?

    /// Changed only while one list alone holds it (`append`), so safe to send.
    private final class Spelled: @unchecked Sendable {
        var words: [String]
        init(_ words: [String]) { self.words = words }
    }

    init() {}

    init<Word: TabledWord>(_ words: [String], of: Word.Type) {
        for word in words {
            let code = Word.table.code(of: word)
            append(code: code, of: Word.self, spelling: code == 0 ? word : nil)
        }
    }

    /// Appends the word of `code` (from `Word.table`), or `spelling` for code 0.
    mutating func append<Word: TabledWord>(code: UInt8, of: Word.Type, spelling: String?) {
        if spelled == nil, code != 0, codes >> 56 == 0 {
            codes |= UInt64(code) << UInt64(8 * codeCount)
            return
        }
        let word = code != 0 ? Word.table.word(code: code).rawValue : spelling ?? ""
        if spelled == nil {
            spelled = Spelled(words(of: Word.self))
        } else if !isKnownUniquelyReferenced(&spelled!) {
            spelled = Spelled(spelled!.words)
        }
        spelled!.words.append(word)
    }

    /// The words as written.
    func words<Word: TabledWord>(of: Word.Type) -> [String] {
        if let spelled { return spelled.words }
        var words: [String] = []
        var rest = codes
        while rest != 0 {
            words.append(Word.table.word(code: UInt8(truncatingIfNeeded: rest)).rawValue)
            rest >>= 8
        }
        return words
    }

    func contains<Word: TabledWord>(_ word: Word) -> Bool {
        if let spelled { return spelled.words.contains(word.rawValue) }
        var rest = codes
        while rest != 0 {
            if Word.table.word(code: UInt8(truncatingIfNeeded: rest)) == word { return true }
            rest >>= 8
        }
        return false
    }

    /// Whether `text` is one of the words (compared only with words of its length: the
    /// callers ask for literals, and a literal equal to a word has the very same bits).
    func contains<Word: TabledWord>(_ text: String, of: Word.Type) -> Bool {
        if let spelled { return spelled.words.contains(text) }
        guard codes != 0 else { return false }
        let table = Word.table, count = text.utf8.count
        var rest = codes
        while rest != 0 {
            let word = table.word(code: UInt8(truncatingIfNeeded: rest)).rawValue
            if word.utf8.count == count, word == text { return true }
            rest >>= 8
        }
        return false
    }

    private var codeCount: Int { (64 - codes.leadingZeroBitCount + 7) / 8 }
}
