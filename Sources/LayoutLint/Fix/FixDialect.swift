/// Everything the fixer must know about the source language, in one place: how a section
/// heading is spelled, how an extension is opened, and which members may live in one. The
/// planner and rewriter stay language-neutral and ask these questions.
public struct FixDialect: Sendable {
    /// The line text (without indentation or line break) of a section heading.
    public let markLine: @Sendable (String) -> String
    /// The lines that open and close a new extension of a type, or nil when the language has
    /// no same-file extensions the fixer may create.
    public let extensionLines: (@Sendable (String) -> (open: String, close: String))?
    /// Whether members may move between a class's declarations (body and extensions). An
    /// Objective-C method moved between an `@implementation` and a category would change which
    /// one wins at run time, so there members are only reordered inside their own block.
    public let movesBetweenDeclarations: Bool

    public static let swift = FixDialect(
        markLine: { "// MARK: - \($0)" },
        extensionLines: { ("extension \($0) {", "}") },
        movesBetweenDeclarations: true)

    public static let objectiveC = FixDialect(
        markLine: { "#pragma mark - \($0)" },
        extensionLines: nil,
        movesBetweenDeclarations: false)

    /// The dialect of a file.
    public static func of(_ outline: Outline) -> FixDialect {
        outline.language == .objectiveC ? .objectiveC : .swift
    }

    /// Why a member written in a class body cannot move into an extension of the same class,
    /// or nil when it can without changing what the program does.
    /// `overrideReason`: why an override must stay (nil when it overrides an Objective-C member
    /// of the SDK, which may live in an extension and still be overridden: see `ObjCOverrides`).
    func reasonToStayInBody(_ member: Member, subclassing: Subclassing, overrideReason: () -> String?) -> String? {
        switch member.kind {
        case .`init`: return "initializers of a class stay in its declaration"
        case .deinit: return "deinit cannot live in an extension"
        case .var, .let:
            if member.has(.static) {
                break
            } else if let storage = member.storage, storage != .computed {
                return "stored properties cannot move into an extension"
            }
        case .func, .subscript: break
        case .struct, .enum:
            // A nested value type is static: written in an extension it is the same type (a
            // `private` one stays visible to the whole class in this file), and nothing
            // overrides it. Codable's synthesis looks for CodingKeys where the conformance is.
            return member.name == "CodingKeys" ? "CodingKeys stays next to the Codable conformance" : nil
        default: return "\(member.kind.rawValue) declarations are left where they are"
        }
        let isOverride = member.has(.override)
        if isOverride, let why = overrideReason() { return why }
        if member.has(.dynamic) || member.has(.required) || member.has(.open) {
            let modifier = member.modifiers.first { ["dynamic", "required", "open"].contains($0) }!
            return "moving \(modifier == "open" ? "an" : "a") \(modifier) member could change dispatch"
        }
        // Message-dispatched: a subclass overrides it wherever it is written.
        if isOverride { return nil }
        if member.has(.final) || member.has(.private) || member.has(.fileprivate)
            || member.has(.static) { return nil }
        let advice = "which it could not do in an extension; make it private or final first"
        switch subclassing {
        case .final: return nil
        case .noneInProject: break
        case let .subclassed(by: _, overriders?):
            // Nothing below overrides it today: in an extension it dispatches the same way.
            if let overrider = overriders[member.name] {
                return "\(overrider), a subclass in the project, overrides it, which it could not do if it lived in an extension"
            }
        case let .subclassed(by: subclass, nil): return "\(subclass), a subclass in the project, may override it, \(advice)"
        case let .unknown(why): return "\(why), \(advice)"
        }
        // Nothing in the project overrides it; a public member is API another module may see.
        return member.has(.public) ? "a public member of a class other modules may see stays in its body" : nil
    }
}
