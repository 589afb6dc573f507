/// Who could override the members of a class: a member written in an extension cannot be
/// overridden, so a member of a non-final class moves out of its body only when nothing can.
public enum Subclassing: Sendable, Equatable {
    /// `final class`.
    case final
    /// Neither `open` nor `public`, and no class of the project derives from it.
    case noneInProject
    /// A class of the project derives from it (the first by name). `overriders`: each member
    /// some class below it overrides → the first such class; nil when that is not known (a
    /// subclass in the same file or in Objective-C), and then every member may be overridden.
    case subclassed(by: String, overriders: [String: String]?)
    /// The project index does not know the class (a file fixed on its own), or the class is
    /// `open`/`public`, so code outside the project may subclass it.
    case unknown(why: String)
}

/// Who may override a class's members, read from the project index.
struct SubclassIndex: Sendable {
    private let project: ProjectIndex
    /// Classes with a subclass declared in Objective-C, which overrides without saying so.
    private let objectiveCSubclassed: Set<String>

    init(_ project: ProjectIndex) {
        self.project = project
        var objectiveC = Set<String>()
        for info in project.classes.values where [".h", ".m", ".mm"].contains(where: { info.path.hasSuffix($0) }) {
            if let superclass = info.superclass { objectiveC.formUnion(project.superclassChain(startingAt: superclass)) }
        }
        objectiveCSubclassed = objectiveC
    }

    func subclassing(of type: TypeDecl, in outline: Outline) -> Subclassing {
        if type.modifiers.contains("final") { return .final }
        let name = ProjectIndex.simpleName(type.name)
        // The file's own classes too: the index may have been read before the file was edited.
        for other in outline.types where other.kind == .class {
            if let superclass = other.inherits.first, ProjectIndex.simpleName(superclass) == name {
                return .subclassed(by: ProjectIndex.simpleName(other.name), overriders: nil)
            }
        }
        if type.modifiers.contains("open") || type.modifiers.contains("public") {
            return .unknown(why: "the class is \(type.modifiers.contains("open") ? "open" : "public"): a subclass in another module may override it")
        }
        if let subclass = project.subclassesByName[name]?.min() {
            return .subclassed(by: subclass, overriders: objectiveCSubclassed.contains(name) ? nil : project.overriders(below: name))
        }
        guard project.classes[name] != nil else { return .unknown(why: "a subclass may override it") }
        return .noneInProject
    }
}
