/// The checks a rewrite must pass before it is written: nothing lost, nothing changed but the
/// layout. Each returns why the rewrite is refused, or nil.
enum FixSelfCheck {
    /// Same tokens (as a multiset) apart from MARK comments and white space, plus `added`.
    static func sameTokens(_ old: Outline, _ new: Outline, added: [String: Int]) -> String? {
        var counts = added
        func key(_ outline: Outline, _ token: Token) -> String? {
            switch token.kind {
            case .whitespace, .newline: return nil
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                let text = outline.file.text(token)
                return MarkComment.parse(text[...]) == nil ? "\(token.kind.rawValue) \(text)" : nil
            default: return "\(token.kind.rawValue) \(outline.file.text(token))"
            }
        }
        for token in old.tokens { if let k = key(old, token) { counts[k, default: 0] += 1 } }
        for token in new.tokens {
            guard let k = key(new, token) else { continue }
            guard let n = counts[k], n > 0 else { return "the rewrite would add `\(k.split(separator: " ", maxSplits: 1).last ?? "")`" }
            counts[k] = n - 1
        }
        if let lost = counts.first(where: { $0.value > 0 }) { return "the rewrite would lose `\(lost.key.split(separator: " ", maxSplits: 1).last ?? "")`" }
        return nil
    }

    /// The same members in the same types (a class and its extensions count as one type), and
    /// what cannot leave a class declaration still in it.
    static func sameMembers(_ old: Outline, _ new: Outline) -> String? {
        func inventory(_ outline: Outline) -> [String: Int] {
            var counts: [String: Int] = [:]
            for type in outline.types {
                for member in type.members {
                    counts["\(type.name) \(member.kind.rawValue) \(member.signature ?? member.name)", default: 0] += 1
                    let pinned = member.kind == .`init` || member.kind == .deinit || member.has(modifier: "override")
                        || (member.storage.map { $0 != .computed } ?? false)
                    if type.kind != .extension, pinned {
                        counts["declaration of \(type.name): \(member.kind.rawValue) \(member.signature ?? member.name)", default: 0] += 1
                    }
                }
                if type.kind != .extension { counts["\(type.kind.rawValue) \(type.name)", default: 0] += 1 }
            }
            return counts
        }
        let before = inventory(old), after = inventory(new)
        guard before != after else { return nil }
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
            counts["\(token.kind.rawValue) \(outline.file.text(token))", default: 0] += 1
        }
        return counts
    }
}
