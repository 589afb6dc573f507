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
        for token in outline.tokens where token.kind.isComment && token.length > 14 {
            // Most comments are not commands: look for the word in the bytes before making a String.
            guard let at = outline.file.firstOffset(of: "layoutlint:", in: token.range) else { continue }
            let text = outline.file.text(at + "layoutlint:".utf8.count..<Int(token.end))
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            guard let head = words.first else { continue }
            let parts = head.split(separator: ":")
            guard let verb = parts.first, verb == "disable" || verb == "enable" else { continue }
            let scope: Scope = parts.count > 1 ? (parts[1] == "next" ? .nextLine : parts[1] == "this" ? .thisLine : .fromHere) : .fromHere
            var rules = Set<String>()
            for word in words.dropFirst() {
                let name = word.hasSuffix("*/") ? String(word.dropLast(2)) : String(word)
                if name == "all" { rules = []; break }
                if name.isEmpty || name.hasPrefix("-") { break }  // `-- reason` ends the list
                rules.insert(name)
            }
            let line = outline.file.line(of: Int(token.start))
            commands.append(Command(line: line, disable: verb == "disable", scope: scope, rules: rules))
        }
    }

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
