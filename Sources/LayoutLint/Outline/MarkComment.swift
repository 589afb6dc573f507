/// Recognises Xcode's section comments in a comment token's bytes.
///
/// ASCII comments (nearly all) are read as bytes: the Character-level reading cost ~10,000
/// instructions a MARK. For ASCII the two agree: every byte is its own Character except `\r\n`,
/// which none of the tests can match either way. Other text keeps the Character-level reading.
enum MarkComment {
    typealias Parsed = (title: String, hasSeparator: Bool)

    /// `// MARK: - Title` → ("Title", true); `/// MARK: Title` → ("Title", false); `// TODO` → nil.
    static func parse(_ text: Substring) -> Parsed? {
        let original = text
        var text = text
        return text.withUTF8 { $0.allSatisfy { $0 < 0x80 } ? parseASCII($0) : parseCharacters(original) }
    }

    /// The same from a comment token's bytes, with no String made for a comment that is no MARK
    /// (and a long title the parser's `cache` has made before taken from it).
    static func parse(_ bytes: ArraySlice<UInt8>, cache: TextCache? = nil) -> Parsed? {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.allSatisfy { $0 < 0x80 } ? parseASCII(buffer, cache: cache) : parseCharacters(Substring(decoding: buffer, as: UTF8.self))
        }
    }

    /// Whether `parse` may find a MARK in a comment token's bytes: past the opening slashes (or
    /// `/*`) and any blanks or stars, the bytes `MARK:`, where either reading of `parse` needs
    /// them. Looks at a few bytes, where a search of the whole comment read all of it, and the
    /// parser asks it of every comment between declarations.
    static func mayBeMark(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var lo = 0
        let hi = b.count
        if hi >= 2, b[0] == UInt8(ascii: "/"), b[1] == UInt8(ascii: "*") {
            lo = 2
        } else {
            while lo < hi, b[lo] == UInt8(ascii: "/") { lo += 1 }
        }
        while lo < hi, b[lo] == UInt8(ascii: " ") || b[lo] == UInt8(ascii: "\t") || b[lo] == UInt8(ascii: "*") { lo += 1 }
        return hi - lo >= 5 && b[lo] == UInt8(ascii: "M") && b[lo + 1] == UInt8(ascii: "A") && b[lo + 2] == UInt8(ascii: "R")
            && b[lo + 3] == UInt8(ascii: "K") && b[lo + 4] == UInt8(ascii: ":")
    }

    /// What follows `MARK:` or `#pragma mark`: `- Title` → ("Title", true), ` Title -` → ("Title", false).
    static func title(_ rest: Substring) -> Parsed {
        let original = rest
        var rest = rest
        return rest.withUTF8 { $0.allSatisfy { $0 < 0x80 } ? titleASCII($0, 0..<$0.count) : titleCharacters(original) }
    }

    private static func parseCharacters(_ text: Substring) -> Parsed? {
        var s = text[...]
        if s.hasPrefix("/*") {
            s = s.dropFirst(2)
            if s.hasSuffix("*/") { s = s.dropLast(2) }
        } else {
            while s.first == "/" { s = s.dropFirst() }
        }
        s = s.drop { $0 == " " || $0 == "\t" || $0 == "*" }
        guard s.hasPrefix("MARK:") else { return nil }
        return titleCharacters(s.dropFirst(5))
    }

    private static func titleCharacters(_ rest: Substring) -> Parsed {
        var s = rest.drop { $0 == " " || $0 == "\t" }
        var separator = false
        if s.first == "-" {
            separator = true
            s = s.dropFirst().drop { $0 == " " || $0 == "\t" }
        }
        while let last = s.last, last == " " || last == "\t" || last == "-" { s = s.dropLast() }
        return (String(s), separator)
    }

    /// `parseCharacters` on ASCII bytes, step for step.
    private static func parseASCII(_ b: UnsafeBufferPointer<UInt8>, cache: TextCache? = nil) -> Parsed? {
        var lo = 0, hi = b.count
        if hi >= 2, b[0] == UInt8(ascii: "/"), b[1] == UInt8(ascii: "*") {
            lo = 2
            if hi - lo >= 2, b[hi - 2] == UInt8(ascii: "*"), b[hi - 1] == UInt8(ascii: "/") { hi -= 2 }
        } else {
            while lo < hi, b[lo] == UInt8(ascii: "/") { lo += 1 }
        }
        while lo < hi, b[lo] == UInt8(ascii: " ") || b[lo] == UInt8(ascii: "\t") || b[lo] == UInt8(ascii: "*") { lo += 1 }
        guard hi - lo >= 5, b[lo] == UInt8(ascii: "M"), b[lo + 1] == UInt8(ascii: "A"), b[lo + 2] == UInt8(ascii: "R"),
              b[lo + 3] == UInt8(ascii: "K"), b[lo + 4] == UInt8(ascii: ":") else { return nil }
        return titleASCII(b, lo + 5..<hi, cache: cache)
    }

    /// `titleCharacters` on ASCII bytes, step for step.
    private static func titleASCII(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, cache: TextCache? = nil) -> Parsed {
        var lo = range.lowerBound, hi = range.upperBound
        func isBlank(_ i: Int) -> Bool { b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") }
        while lo < hi, isBlank(lo) { lo += 1 }
        var separator = false
        if lo < hi, b[lo] == UInt8(ascii: "-") {
            separator = true
            lo += 1
            while lo < hi, isBlank(lo) { lo += 1 }
        }
        while hi > lo, isBlank(hi - 1) || b[hi - 1] == UInt8(ascii: "-") { hi -= 1 }
        if let base = b.baseAddress, let small = SmallASCII.string(base, lo, hi - lo, b.count) { return (small, separator) }
        let title = UnsafeBufferPointer(rebasing: b[lo..<hi])
        guard let cache, let start = title.baseAddress else {
            return (String(decoding: title, as: UTF8.self), separator)
        }
        return (cache.text(start, title.count) { String(decoding: title, as: UTF8.self) }, separator)
    }
}
