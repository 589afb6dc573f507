/// Inline control, as SwiftLint spells it: `// layoutlint:disable rule-a rule-b`, `:enable`,
/// `:disable:next`, `:disable:this`, and `all` for every rule.
public struct Suppressions: Sendable {
    struct Command {
        let line: Int
        let disable: Bool
        let scope: Scope
        let rules: Set<String>  // empty means all
    }

    enum Scope { case fromHere, thisLine, nextLine }

    private var commands: [Command] = []

    public init(_ outline: Outline) {
        self.init(outline, throughLine: Int.max)
    }

    /// The commands that can suppress a finding on line `last` or before: those in comments that
    /// start on those lines. The bytes after them are not searched (a file's findings end before
    /// its last line, often well before).
    init(_ outline: Outline, throughLine last: Int) {
        // Nearly no file holds a command: a skipping search of the bytes finds each, and only the
        // comment token holding it is read (a walk over every token of a file cost ~2 % of a lint).
        let tokens = outline.tokens
        let end = Self.searchEnd(outline, throughLine: last)
        var from = 0
        while !tokens.isEmpty, let at = outline.file.firstOffset(of: Self.marker, in: from..<max(from, end)) {
            let k = Self.token(containing: at, in: tokens)
            let token = tokens[k]
            // Only the first occurrence inside a long enough comment is a command.
            guard token.kind.isComment, token.length > 14, at + Self.marker.count <= Int(token.end) else {
                from = at + 1
                continue
            }
            from = Int(token.end)
            if let command = Self.command(in: token, at: at, outline.file) { commands.append(command) }
        }
    }

    /// Where the bytes of comments starting on line `last` or before end: the start of the next
    /// line, or the end of a comment running past it.
    private static func searchEnd(_ outline: Outline, throughLine last: Int) -> Int {
        let bytes = outline.file.bytes.count, tokens = outline.tokens
        let starts = outline.file.lineStarts  // 1-based lines: starts[last] is line last + 1's start
        guard last >= 1, last < starts.count, !tokens.isEmpty else { return bytes }
        let next = starts[last]
        guard next > 0 else { return bytes }
        // The token holding the line's last byte may run on (a block comment): its end.
        return min(bytes, max(next, Int(tokens[token(containing: next - 1, in: tokens)].end)))
    }

    /// `y`: one byte in ~150 of Swift source, where each of the word's other letters is common.
    static let marker = ByteSearch("layoutlint:", rareByteAt: 2)

    /// The command a comment spells from `at` (where `layoutlint:` starts), if any.
    private static func command(in token: Token, at: Int, _ file: SourceFile) -> Command? {
        let text = file.text(at + marker.count..<Int(token.end))
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard let head = words.first else { return nil }
        let parts = head.split(separator: ":")
        guard let verb = parts.first, verb == "disable" || verb == "enable" else { return nil }
        let scope: Scope = parts.count > 1 ? (parts[1] == "next" ? .nextLine : parts[1] == "this" ? .thisLine : .fromHere) : .fromHere
        var rules = Set<String>()
        for word in words.dropFirst() {
            let name = word.hasSuffix("*/") ? String(word.dropLast(2)) : String(word)
            if name == "all" { rules = []; break }
            if name.isEmpty || name.hasPrefix("-") { break }  // `-- reason` ends the list
            rules.insert(name)
        }
        return Command(line: file.line(of: Int(token.start)), disable: verb == "disable", scope: scope, rules: rules)
    }

    /// The index of the token whose bytes hold `offset` (tokens cover the file in order).
    private static func token(containing offset: Int, in tokens: TokenList) -> Int {
        var lo = 0, hi = tokens.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if Int(tokens[mid].start) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// No command: nothing is suppressed (nearly every file).
    var isEmpty: Bool { commands.isEmpty }

    public func suppresses(_ finding: Finding) -> Bool {
        var disabled = false
        for command in commands where command.rules.isEmpty || command.rules.contains(finding.ruleID) {
            switch command.scope {
            case .fromHere where command.line <= finding.line: disabled = command.disable
            case .thisLine where command.line == finding.line: if command.disable { return true }
            case .nextLine where command.line + 1 == finding.line: if command.disable { return true }
            default: break
            }
        }
        return disabled
    }
}
