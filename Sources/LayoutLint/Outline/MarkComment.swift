/// Recognises Xcode's section comments in a comment token's bytes.
enum MarkComment {
    /// `// MARK: - Title` → ("Title", true); `/// MARK: Title` → ("Title", false); `// TODO` → nil.
    static func parse(_ text: Substring) -> (title: String, hasSeparator: Bool)? {
        var s = text[...]
        if s.hasPrefix("/*") {
            s = s.dropFirst(2)
            if s.hasSuffix("*/") { s = s.dropLast(2) }
        } else {
            while s.first == "/" { s = s.dropFirst() }
        }
        s = s.drop { $0 == " " || $0 == "\t" || $0 == "*" }
        guard s.hasPrefix("MARK:") else { return nil }
        return title(s.dropFirst(5))
    }

    /// What follows `MARK:` or `#pragma mark`: `- Title` → ("Title", true), ` Title -` → ("Title", false).
    static func title(_ rest: Substring) -> (title: String, hasSeparator: Bool) {
        var s = rest.drop { $0 == " " || $0 == "\t" }
        var separator = false
        if s.first == "-" {
            separator = true
            s = s.dropFirst().drop { $0 == " " || $0 == "\t" }
        }
        while let last = s.last, last == " " || last == "\t" || last == "-" { s = s.dropLast() }
        return (String(s), separator)
    }
}
