extension String {
    /// Whether the UTF-8 of the string holds `a` or `b`, read from its contiguous storage: a
    /// `utf8.contains(where:)` steps a String index per byte (~40 instructions a byte), and this
    /// guards lookups made for every type name of a project.
    @inline(__always)
    func containsByte(_ a: UInt8, or b: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains { $0 == a || $0 == b } }) { return found }
        return utf8.contains { $0 == a || $0 == b }
    }

    /// Whether the string is ASCII with no line break (`\n`, `\v`, `\f`, `\r`): such text needs no
    /// Character-level (grapheme) handling.
    func isSingleLineASCII() -> Bool {
        let test: (UInt8) -> Bool = { $0 < 0x80 && !(0x0A...0x0D).contains($0) }
        if let all = utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(test) }) { return all }
        return utf8.allSatisfy(test)
    }
}
