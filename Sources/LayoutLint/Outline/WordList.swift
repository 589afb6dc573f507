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
/// out in `SpelledLists`. (Not generic: a generic struct is copied through its metadata, a call
/// per copy. The owner names the word set, `DeclWord` for modifiers and `AttributeWord` for
/// attributes.)
///
/// Plain bits, no reference: a list holding a reference (a class, an array) was copied and
/// destroyed through value-witness calls, ~45 instructions each, and every declaration's two
/// lists are copied into its member.
struct WordList: Sendable {
    /// Up to eight nonzero codes, the first in the low byte.
    private var codes: UInt64 = 0
    /// Once a word has no code: the number of the spelled list in `SpelledLists` (then `codes`
    /// is unused); 0 while every word has a code.
    private var spelled: UInt32 = 0

    init() {}

    init<Word: TabledWord>(_ words: [String], of: Word.Type) {
        guard !words.isEmpty else { return }
        var codes: UInt64 = 0
        for (k, word) in words.enumerated() {
            let code = Word.table.code(of: word)
            guard code != 0, k < 8 else {
                spelled = SpelledLists.number(of: words)
                return
            }
            codes |= UInt64(code) << UInt64(8 * k)
        }
        self.codes = codes
    }

    /// Appends the word of `code` (from `Word.table`), or `spelling` for code 0. (The common case
    /// inline, the rest apart: a call per modifier and attribute cost more than the append.)
    @inline(__always)
    mutating func append<Word: TabledWord>(code: UInt8, of: Word.Type, spelling: String?) {
        if spelled == 0, code != 0, codes >> 56 == 0 {
            codes |= UInt64(code) << UInt64(8 * codeCount)
            return
        }
        appendSpelled(code: code, of: Word.self, spelling: spelling)
    }

    private mutating func appendSpelled<Word: TabledWord>(code: UInt8, of: Word.Type, spelling: String?) {
        let word = code != 0 ? Word.table.word(code: code).rawValue : spelling ?? ""
        spelled = SpelledLists.number(of: words(of: Word.self) + [word])
    }

    /// The words as written.
    func words<Word: TabledWord>(of: Word.Type) -> [String] {
        if spelled != 0 { return SpelledLists.words(spelled) }
        var words: [String] = []
        var rest = codes
        while rest != 0 {
            words.append(Word.table.word(code: UInt8(truncatingIfNeeded: rest)).rawValue)
            rest >>= 8
        }
        return words
    }

    /// (Inline, the spelled lists apart: a call cost more than the compare, asked ~20,000 times a lint.)
    @inline(__always)
    func contains<Word: TabledWord>(_ word: Word) -> Bool {
        // A word's code is its place in `allCases` plus one, and a one-byte enum's bits are that
        // place: one compare of all eight bytes at once finds it, with no table read per byte
        // (`has(.override)` and the like are asked for every member, several times).
        guard spelled == 0, MemoryLayout<Word>.size == 1 else { return containsSlowly(word) }
        let code = UInt64(unsafeBitCast(word, to: UInt8.self)) &+ 1
        let x = codes ^ (code &* 0x0101_0101_0101_0101)  // a zero byte where the code is
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    /// `contains` for a spelled list, or words wider than a byte.
    private func containsSlowly<Word: TabledWord>(_ word: Word) -> Bool {
        if spelled != 0 { return SpelledLists.words(spelled).contains(word.rawValue) }
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
        if spelled != 0 { return SpelledLists.words(spelled).contains(text) }
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

/// The word lists with a word outside the tables (`@ViewBuilder`, `@discardableResult`,
/// Objective-C's `nonatomic`), each kept once, by number, for the life of the process: real code
/// has few distinct ones, and a `WordList` then holds a number instead of a reference.
private enum SpelledLists {
    private static let lock = Lock()
    /// Number 0 is no list.
    nonisolated(unsafe) private static var lists: [[String]] = [[]]
    nonisolated(unsafe) private static var numbers: [[String]: UInt32] = [:]

    static func number(of words: [String]) -> UInt32 {
        lock.withLock {
            if let number = numbers[words] { return number }
            let number = UInt32(truncatingIfNeeded: lists.count)
            lists.append(words)
            numbers[words] = number
            return number
        }
    }

    static func words(_ number: UInt32) -> [String] {
        lock.withLock { lists[Int(number)] }
    }
}
