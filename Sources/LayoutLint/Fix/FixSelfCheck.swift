/// The checks a rewrite must pass before it is written: nothing lost, nothing changed but the
/// layout. Each returns why the rewrite is refused, or nil.
enum FixSelfCheck {
    /// Same tokens (as a multiset) apart from MARK comments and white space, plus `added`.
    /// Tokens are compared by kind and a 64-bit hash of their bytes: no String per token.
    static func sameTokens(_ old: Outline, _ new: Outline, added: [String: Int]) -> String? {
        // Two independent sums over each multiset decide; only a mismatch counts the tokens one by
        // one to name the one lost or added.
        var expected = Fingerprint(), actual = Fingerprint()
        for (key, n) in added { if let h = addedKey(key) { expected.add(h, times: n) } }
        for k in old.tokens.indices { if let h = key(old, k) { expected.add(h) } }
        for k in new.tokens.indices { if let h = key(new, k) { actual.add(h) } }
        if expected == actual { return nil }
        var counts: [UInt64: Int] = [:]
        counts.reserveCapacity(old.tokens.count)
        for (key, n) in added { if let h = addedKey(key) { counts[h, default: 0] += n } }
        for k in old.tokens.indices { if let key = key(old, k) { counts[key, default: 0] += 1 } }
        for k in new.tokens.indices {
            guard let key = key(new, k) else { continue }
            guard let n = counts[key], n > 0 else { return "the rewrite would add `\(new.file.text(new.tokens[k]))`" }
            counts[key] = n - 1
        }
        if let lost = counts.first(where: { $0.value > 0 }) {
            let text = old.tokens.indices.first { key(old, $0) == lost.key }.map { old.file.text(old.tokens[$0]) } ?? "a token"
            return "the rewrite would lose `\(text)`"
        }
        return nil
    }

    /// A multiset of hashes as two sums (of the hashes and of a remix of them): equal multisets
    /// give equal fingerprints; different ones collide with a chance of about 2^-64.
    private struct Fingerprint: Equatable {
        var sum: UInt64 = 0
        var mixed: UInt64 = 0

        mutating func add(_ h: UInt64, times n: Int = 1) {
            let times = UInt64(bitPattern: Int64(n))
            sum &+= h &* times
            // splitmix64's finaliser: independent of the plain sum.
            var z = h &+ 0x9e3779b97f4a7c15
            z = (z ^ (z >> 30)) &* 0xbf58476d1ce4e5b9
            z = (z ^ (z >> 27)) &* 0x94d049bb133111eb
            mixed &+= (z ^ (z >> 31)) &* times
        }
    }

    /// `tokens(of:)`'s "kind text" key as `key` hashes it.
    private static func addedKey(_ key: String) -> UInt64? {
        let parts = key.split(separator: " ", maxSplits: 1)
        guard let kind = UInt8(parts[0]) else { return nil }
        return hash(kind, Array((parts.count > 1 ? parts[1] : "").utf8)[...])
    }

    private static func key(_ outline: Outline, _ index: Int) -> UInt64? {
        let token = outline.tokens[index]
        if token.kind == .whitespace || token.kind == .newline || isMark(token, in: outline) { return nil }
        return hash(token.kind.rawValue, outline.file.bytes[token.range])
    }

    /// A MARK comment, or Objective-C's `#pragma mark` (a directive, but a MARK all the same):
    /// the fixer may add, retitle or drop these.
    static func isMark(_ token: Token, in outline: Outline) -> Bool {
        switch token.kind {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment:
            return MarkComment.parse(outline.file.bytes[token.range]) != nil
        case .poundKeyword:
            return outline.file.text(token).hasPrefix("#pragma mark")
        default:
            return false
        }
    }

    /// FNV-1a over the kind and the bytes.
    private static func hash(_ kind: UInt8, _ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        h = (h ^ UInt64(kind)) &* 0x100000001b3
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h
    }

    /// The same members in the same types (a class and its extensions count as one type), and
    /// what cannot leave a class declaration still in it (a static property may: it is a
    /// global). `mayLeave`: an override that may live in an extension (one of an Objective-C
    /// member of the SDK, see `ObjCOverrides`).
    static func sameMembers(_ old: Outline, _ new: Outline,
                            mayLeave: (Member, TypeDecl, Outline) -> Bool = { _, _, _ in false }) -> String? {
        // Keyed by hashes first; only a mismatch spells the keys out to name what changed.
        func inventory<Key: Hashable>(_ outline: Outline, _ key: (String, String, String) -> Key) -> [Key: Int] {
            var counts: [Key: Int] = [:]
            for type in outline.types {
                for member in type.members {
                    let name = member.signature ?? member.name
                    counts[key(type.name, member.kind.rawValue, name), default: 0] += 1
                    let pinned = member.kind == .`init` || member.kind == .deinit
                        || (member.has(.override) && !(type.kind == .class && mayLeave(member, type, outline)))
                        || (member.storage.map { $0 != .computed } ?? false) && !member.has(.static)
                    if type.kind != .extension, pinned {
                        counts[key("declaration of " + type.name + ":", member.kind.rawValue, name), default: 0] += 1
                    }
                }
                if type.kind != .extension { counts[key(type.kind.rawValue, type.name, ""), default: 0] += 1 }
            }
            return counts
        }
        func hashed(_ a: String, _ b: String, _ c: String) -> Int {
            var hasher = Hasher()
            hasher.combine(a)
            hasher.combine(b)
            hasher.combine(c)
            return hasher.finalize()
        }
        guard inventory(old, hashed) != inventory(new, hashed) else { return nil }
        func spelled(_ a: String, _ b: String, _ c: String) -> String { c.isEmpty ? "\(a) \(b)" : "\(a) \(b) \(c)" }
        let before = inventory(old, spelled), after = inventory(new, spelled)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted().first ?? ""
        return "the members would change (\(changed))"
    }

    /// Characters the tokenizer cannot read, and unbalanced braces: the rewrite adds none.
    static func problems(_ outline: Outline) -> Int {
        var unknown = 0, depth = 0, unbalanced = 0
        for token in outline.tokens {
            if token.kind == .unknown { unknown += 1 }
            guard token.kind == .punctuation, token.length == 1 else { continue }
            let byte = outline.file.bytes[Int(token.start)]
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { if depth == 0 { unbalanced += 1 } else { depth -= 1 } }
        }
        return unknown + unbalanced + depth
    }

    /// Tokens an added or removed extension brings, counted as `sameTokens` counts them.
    static func tokens(of outline: Outline) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in outline.tokens where !token.kind.isTrivia {
            if isMark(token, in: outline) { continue }
            counts["\(token.kind.rawValue) \(outline.file.text(token))", default: 0] += 1
        }
        return counts
    }
}
