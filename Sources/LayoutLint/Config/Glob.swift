/// Shell-style path patterns for `include`/`exclude` and target superclass names:
/// `*` (any characters but `/`), `**` (any directories), `?` (one character).
public struct Glob: Sendable {
    public let pattern: String
    private let parts: [UInt8]
    /// The two shapes nearly every pattern has, matched by comparing the end: `*Suffix` (how
    /// targets name superclasses: a text without `/`) and `**/*Suffix` (how `include` names
    /// files: a path whose last component ends so), the suffix holding no wildcard and no `/`.
    private let literalSuffix: (bytes: [UInt8], inAnyDirectory: Bool)?

    public init(_ pattern: String) {
        self.pattern = pattern
        parts = Array(pattern.utf8)
        let inAnyDirectory = parts.starts(with: Array("**/*".utf8))
        let rest = parts.dropFirst(inAnyDirectory ? 4 : 1)
        let isPlain = !rest.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "/") }
        literalSuffix = (inAnyDirectory || parts.first == UInt8(ascii: "*")) && isPlain ? (Array(rest), inAnyDirectory) : nil
    }

    /// Whether `text` matches the whole pattern. Iterative with one backtrack point per star
    /// kind, so no pattern or path makes it recurse or go exponential.
    public func matches(_ text: String) -> Bool { matches(text, shortcut: true) }

    /// `shortcut: false` uses the general matcher even for a `*Suffix` or `**/*Suffix` pattern
    /// (the tests hold the two together).
    func matches(_ text: String, shortcut: Bool) -> Bool {
        // Read in place: every path is matched against `include` and every type's superclass
        // against the targets' patterns, and copying the text into an array cost more than the match.
        text.withUTF8Bytes { s in
            if shortcut, let (suffix, inAnyDirectory) = literalSuffix {
                // `*` stops at `/`, so a text before the suffix holding one matches only after
                // `**/` (which takes everything up to the last `/`).
                // (An empty text matches no `**/` pattern: the general matcher never reaches the `/`.)
                guard s.count >= suffix.count, !(inAnyDirectory && s.isEmpty) else { return false }
                let cut = s.count - suffix.count
                return s[cut...].elementsEqual(suffix) && (inAnyDirectory || !s[..<cut].contains(UInt8(ascii: "/")))
            }
            return parts.withUnsafeBufferPointer { Self.matches(s, $0) }
        }
    }

    private static func matches(_ s: UnsafeBufferPointer<UInt8>, _ parts: UnsafeBufferPointer<UInt8>) -> Bool {
        var p = 0, t = 0
        var starP = -1, starT = 0       // last `*`: may not cross `/`
        var globP = -1, globT = 0       // last `**`: may cross `/`
        while t < s.count {
            if p < parts.count, parts[p] == UInt8(ascii: "*") {
                if p + 1 < parts.count, parts[p + 1] == UInt8(ascii: "*") {
                    p += 2
                    if p < parts.count, parts[p] == UInt8(ascii: "/") { p += 1 }  // `**/` also matches nothing
                    globP = p; globT = t; starP = -1
                } else {
                    p += 1
                    starP = p; starT = t
                }
                continue
            }
            if p < parts.count, parts[p] == s[t] || (parts[p] == UInt8(ascii: "?") && s[t] != UInt8(ascii: "/")) {
                p += 1; t += 1
                continue
            }
            if starP >= 0, s[starT] != UInt8(ascii: "/") {
                starT += 1; p = starP; t = starT
                continue
            }
            if globP >= 0 {
                globT += 1; p = globP; t = globT; starP = -1
                continue
            }
            return false
        }
        while p < parts.count, parts[p] == UInt8(ascii: "*") { p += 1 }
        return p == parts.count
    }
}
