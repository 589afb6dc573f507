/// Shell-style path patterns for `include`/`exclude` and target superclass names:
/// `*` (any characters but `/`), `**` (any directories), `?` (one character).
public struct Glob: Sendable {
    public let pattern: String
    private let parts: [UInt8]

    public init(_ pattern: String) {
        self.pattern = pattern
        parts = Array(pattern.utf8)
    }

    /// Whether `text` matches the whole pattern. Iterative with one backtrack point per star
    /// kind, so no pattern or path makes it recurse or go exponential.
    public func matches(_ text: String) -> Bool {
        let s = Array(text.utf8)
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
