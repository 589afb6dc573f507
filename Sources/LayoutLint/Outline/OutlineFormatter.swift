/// The two forms of `layoutlint outline`: JSON for tools, an indented tree for people.
public enum OutlineFormatter {
    /// Role and reason per member of a checked type, keyed by the member's keyword token.
    public typealias Roles = [Int: (role: String, reason: String)]

    /// Members with two homes show both, the primary first: `properties|accessors`.
    public static func roles(of outline: Outline, configuration: Configuration, project: ProjectIndex = .empty) -> Roles {
        var roles: Roles = [:]
        for type in RoleClassifier(outline: outline, configuration: configuration, project: project).checkedTypes() {
            for member in type.members {
                let role = (member.role.map { "\($0)" } ?? "none") + (member.alternative.map { "|\($0)" } ?? "")
                roles[member.member.keywordToken] = (role, member.reason)
            }
        }
        return roles
    }

    public static func json(_ outline: Outline, roles: Roles = [:]) -> String {
        let types = outline.types.map { type in
            JSONText.object([
                ("kind", JSONText.quoted(type.kind.rawValue)),
                ("name", JSONText.quoted(type.name)),
                ("line", String(type.line)),
                ("endLine", String(type.endLine)),
                ("inherits", JSONText.array(type.inherits.map(JSONText.quoted))),
                ("members", JSONText.array(type.members.map { memberJSON($0, roles: roles) })),
            ])
        }
        return JSONText.object([("path", JSONText.quoted(outline.file.path)), ("types", JSONText.array(types))])
    }

    static func memberJSON(_ member: Member, roles: Roles) -> String {
        // Objective-C methods are named by their selector (`tableView:cellForRowAtIndexPath:`).
        var pairs: [(String, String)] = [("kind", JSONText.quoted(member.kind.rawValue)), ("name", JSONText.quoted(member.selector ?? member.name))]
        if let signature = member.signature { pairs.append(("signature", JSONText.quoted(signature))) }
        pairs.append(("line", String(member.line)))
        if let storage = member.storage { pairs.append(("storage", JSONText.quoted(storage.rawValue))) }
        if !member.modifiers.isEmpty { pairs.append(("modifiers", JSONText.array(member.modifiers.map(JSONText.quoted)))) }
        if !member.attributes.isEmpty { pairs.append(("attributes", JSONText.array(member.attributes.map(JSONText.quoted)))) }
        if let ifConfig = member.ifConfig { pairs.append(("ifBlock", String(ifConfig.block))) }
        if let (role, reason) = roles[member.keywordToken] {
            pairs.append(("role", JSONText.quoted(role)))
            pairs.append(("reason", JSONText.quoted(reason)))
        }
        return JSONText.object(pairs)
    }

    public static func text(_ outline: Outline, roles: Roles = [:]) -> String {
        var out = outline.file.path + "\n"
        var depth: [Int: Int] = [:]
        for (index, type) in outline.types.enumerated() {
            let level = type.parent.map { (depth[$0] ?? 0) + 1 } ?? 0
            depth[index] = level
            let indent = String(repeating: "  ", count: level + 1)
            let inherits = type.inherits.isEmpty ? "" : ": " + type.inherits.joined(separator: ", ")
            out += "\(indent)\(type.line)  \(type.kind.rawValue) \(type.name)\(inherits)\n"
            var marks = outline.marks.filter { $0.owner == index }[...]
            for member in type.members where member.nestedType == nil {
                while let mark = marks.first, mark.line < member.line {
                    out += "\(indent)  \(mark.line)  \(outline.language.markPrefix)\(mark.hasSeparator ? "- " : "")\(mark.title)\n"
                    marks = marks.dropFirst()
                }
                let label = member.signature ?? member.name
                let storage = member.storage.map { " [\($0.rawValue)]" } ?? ""
                let modifiers = (member.attributes + member.modifiers).joined(separator: " ")
                let role = roles[member.keywordToken].map { "  → \($0.role): \($0.reason)" } ?? ""
                out += "\(indent)  \(member.line)  \(member.kind.rawValue) \(label)\(storage)\(modifiers.isEmpty ? "" : "  (\(modifiers))")\(role)\n"
            }
        }
        return out
    }
}
