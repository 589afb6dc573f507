/// Byte and code-point classes of Swift's lexical grammar, kept as tables so the hot loop does one
/// load per byte instead of a chain of comparisons.
enum ByteClass {
    static let identifierStart: UInt8 = 1
    static let identifierContinue: UInt8 = 2
    static let digit: UInt8 = 4
    static let operatorChar: UInt8 = 8
    static let horizontalSpace: UInt8 = 16
    static let hexDigit: UInt8 = 32
    /// What can end or interrupt a string literal's text: a quote, a backslash, a line break.
    static let stringSpecial: UInt8 = 64
    /// What code inside `\( … )` must look at: parentheses, string openers, comments, line breaks.
    static let interpolationSpecial: UInt8 = 128

    /// The table as a raw pointer, made once and never freed: the lexer keeps a copy, so its hot
    /// loop pays no lazy-global check (`swift_once`) per byte. `StartAction`'s entries and the
    /// `ReservedWords` table follow it in the same allocation (`StartAction.entry`), so the batch
    /// loop keeps one pointer for all three.
    nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: ReservedWords.masksOffset + ReservedWords.byteCount, alignment: 16)
        let classes = raw.bindMemory(to: UInt8.self, capacity: 256)
        classes.initialize(from: table, count: 256)
        StartAction.fill((raw + 256).bindMemory(to: UInt64.self, capacity: 256))
        ReservedWords.fill(raw)
        return UnsafePointer(classes)
    }()

    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] |= identifierStart | identifierContinue }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] |= identifierStart | identifierContinue }
        t[Int(UInt8(ascii: "_"))] |= identifierStart | identifierContinue
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] |= identifierContinue | digit | hexDigit }
        for b in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(b)] |= hexDigit }
        for b in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(b)] |= hexDigit }
        for c in "/=-+!*%<>&|^~?".utf8 { t[Int(c)] |= operatorChar }
        for c in [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C] { t[Int(c)] |= horizontalSpace }
        for c in "\"'\\\n\r".utf8 { t[Int(c)] |= stringSpecial }
        for c in "()\"#/\n\r".utf8 { t[Int(c)] |= interpolationSpecial }
        return t
    }()

    /// Unicode scalars that may start an operator (The Swift Programming Language, "Operators").
    static func isOperatorHead(_ s: UInt32) -> Bool {
        switch s {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining marks that may continue an operator but not start one.
    static func isOperatorContinuation(_ s: UInt32) -> Bool {
        switch s {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(s)
        }
    }

    /// Non-ASCII scalars the compiler treats as white space rather than as identifier characters.
    static func isUnicodeSpace(_ s: UInt32) -> Bool {
        s == 0xA0 || s == 0xFEFF || s == 0x2028 || s == 0x2029 || (0x2000...0x200B).contains(s) || s == 0x3000
    }
}

/// What the batch loop does with a token's first byte: one table load and one jump for every
/// token, instead of class tests before a jump for all but names.
enum StartAction: UInt8 {
    case other, word, space, newline, openParen, openSquare, openBrace, closer, backslash, comma, semicolon
    case colon, period, equals, digit, quote, postfix

    /// Writes the 256 entries, one a byte: the action in the low byte, and for the bytes that
    /// start names, bit `16 + n` set when a name of length `n` starting with it is looked at:
    /// a reserved word's length (`Keyword`; bit `32 + n` set too), else a `SelectorName`'s (and
    /// `longSelectorNames` when names of 16 bytes or more may be one). So most names skip both,
    /// and the name's first byte brings all with one load.
    fileprivate static func fill(_ t: UnsafeMutablePointer<UInt64>) {
        t.initialize(repeating: UInt64(StartAction.other.rawValue), count: 256)
        let named: [(String, StartAction)] = [
            ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_", .word), (" \t\u{0B}\u{0C}", .space),
            ("\n", .newline), ("(", .openParen), ("[", .openSquare), ("{", .openBrace), (")]}", .closer),
            ("\\", .backslash), (",", .comma), (";", .semicolon), (":", .colon), (".", .period), ("=", .equals),
            ("0123456789", .digit), ("\"'", .quote), ("!?", .postfix),
        ]
        for (bytes, action) in named {
            for b in bytes.utf8 { t[Int(b)] = UInt64(action.rawValue) }
        }
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            precondition(bytes.count < 16 && t[Int(bytes[0])] & 0xFF == UInt64(StartAction.word.rawValue))
            t[Int(bytes[0])] |= 1 << (16 + bytes.count) | 1 << (32 + bytes.count)
        }
        for b in 0..<256 where t[b] & 0xFF == UInt64(StartAction.word.rawValue) {
            for length in 1..<16 where SelectorName.mayStart(UInt8(b), length: length) {
                precondition(t[b] & 1 << (32 + length) == 0, "a looked-at name is a reserved word's length or a selector name's, not both")
                t[b] |= 1 << (16 + length)
            }
            if SelectorName.mayStart(UInt8(b), length: 16) { t[b] |= longSelectorNames }
        }
    }

    /// Entry bit: a name of 16 bytes or more starting with the byte may be a `SelectorName`.
    static var longSelectorNames: UInt64 { 0x100 }

    /// The entry of byte `b`, from `ByteClass.pointer` (which the entries follow).
    @inline(__always) static func entry(_ classes: UnsafePointer<UInt8>, _ b: UInt8) -> UInt64 {
        UnsafeRawPointer(classes).load(fromByteOffset: 256 &+ Int(b) &<< 3, as: UInt64.self)
    }

    /// The action of a table entry.
    @inline(__always) init(entry: UInt64) {
        self = unsafeBitCast(UInt8(truncatingIfNeeded: entry), to: StartAction.self)
    }

    /// Whether the byte of this table entry starts a name.
    @inline(__always) static func startsName(_ entry: UInt64) -> Bool {
        UInt8(truncatingIfNeeded: entry) == StartAction.word.rawValue
    }

    /// The entry's bits for names of `length` bytes (below 16) starting with its byte: shifted
    /// once, both tests below read one bit.
    @inline(__always) static func lengthBits(_ entry: UInt64, length: Int) -> UInt64 {
        entry &>> UInt64(truncatingIfNeeded: length)
    }

    /// Whether such a name is looked at: it may be a reserved word or a `SelectorName`.
    @inline(__always) static func isLookedAt(_ lengthBits: UInt64) -> Bool { lengthBits & 1 << 16 != 0 }

    /// Whether a looked-at name may be a reserved word; if not, it may be a `SelectorName`.
    @inline(__always) static func mayBeWord(_ lengthBits: UInt64) -> Bool { lengthBits & 1 << 32 != 0 }

    /// Whether a name of 16 bytes or more starting with the byte of this table entry may be a
    /// `SelectorName` (`SelectorName.endsLikeOne` tells more).
    @inline(__always) static func mayBeLongSelectorName(_ entry: UInt64) -> Bool {
        entry & longSelectorNames != 0
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Decodes the UTF-8 scalar at `i`; returns nil for invalid or truncated sequences (never traps).
    @inline(__always)
    func scalar(at i: Int) -> (value: UInt32, length: Int)? {
        let b0 = self[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        let n = count
        @inline(__always) func cont(_ j: Int) -> UInt32? {
            guard j < n else { return nil }
            let b = self[j]
            return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        if b0 & 0xE0 == 0xC0, b0 >= 0xC2, let c1 = cont(i + 1) {
            return ((UInt32(b0 & 0x1F) << 6) | c1, 2)
        }
        if b0 & 0xF0 == 0xE0, let c1 = cont(i + 1), let c2 = cont(i + 2) {
            let v = (UInt32(b0 & 0x0F) << 12) | (c1 << 6) | c2
            return v >= 0x800 && !(0xD800...0xDFFF).contains(v) ? (v, 3) : nil
        }
        if b0 & 0xF8 == 0xF0, let c1 = cont(i + 1), let c2 = cont(i + 2), let c3 = cont(i + 3) {
            let v = (UInt32(b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3
            return (0x10000...0x10FFFF).contains(v) ? (v, 4) : nil
        }
        return nil
    }
}
