/// What one file contributes to the project index: its classes, protocols and extension
/// conformances. Small and flat so the index cache can store it per file.
public struct ProjectDeclarations: Sendable, Equatable {
    public struct ClassEntry: Sendable, Equatable {
        public var name: String
        /// Every inherited name in order; whether the first is a superclass is decided when the
        /// whole project is known (`class Cell: Configurable` names a protocol first).
        public var inherits: [String]
        public var line: Int
        /// An Objective-C `@interface`'s method selectors and property accessors, sorted: what a
        /// subclass overrides without saying `override` (empty for Swift, which says it).
        public var selectors: [String] = []
        /// A Swift class's members declared `override`, sorted: which hooks of the app's own base
        /// classes a subclass overrides (a template method is no helper to move out).
        public var overrides: [String] = []
    }

    public struct ProtocolEntry: Sendable, Equatable {
        public var name: String
        public var refines: [String]
        /// Sorted, so a cached file and a fresh parse compare equal.
        public var requirements: [String]
        public var line: Int
        /// An Objective-C `@protocol`: its requirements are selectors (a property's getter and
        /// setter), not Swift names.
        public var objectiveC: Bool = false
    }

    public struct ExtensionEntry: Sendable, Equatable {
        public var name: String
        public var conformances: [String]
    }

    public var classes: [ClassEntry] = []
    public var protocols: [ProtocolEntry] = []
    public var extensions: [ExtensionEntry] = []

    public init() {}

    /// Names a protocol may refine that say nothing about its requirements.
    static let ignoredRefinements: Set<String> = ["AnyObject", "class", "NSObjectProtocol", "NSObject", "Sendable", "Equatable", "Hashable"]

    /// Reads the declarations out of an outline: type headers and protocol bodies only.
    /// `includingHeader: false` leaves out the header a `.m` was read with (the index reads each
    /// `.h` on its own), so an outline made for linting gives what the index's own parse gives.
    /// (`borrowing`: an initializer takes its arguments owned, so the index's caller, which
    /// holds the outline on for the linter, copied it, ten retains and releases.)
    public init(_ outline: borrowing Outline, includingHeader: Bool = true) {
        // The simple names of this file's extensions, worked out once (a class gathers the
        // overrides of its extensions, and most files have several of both).
        var extensionNames: [String]?
        for type in outline.types {
            add(type, in: outline, extensionNames: &extensionNames)
        }
        guard includingHeader else { return }
        for type in outline.headerTypes {
            add(type, in: outline, extensionNames: &extensionNames)
        }
    }

    private mutating func add(_ type: TypeDecl, in outline: Outline, extensionNames: inout [String]?) {
        // Structs, enums and extensions that adopt nothing contribute nothing: no name made for them.
        switch type.kind {
        case .class, .interface, .protocol: break
        case .extension where !type.inherits.isEmpty: break
        default: return
        }
        let name = ProjectIndex.simpleName(type.name)
        switch type.kind {
        case .class:
            // Extensions of the class in this file override too.
            let names = extensionNames ?? outline.types.map { $0.kind == .extension ? ProjectIndex.simpleName($0.name) : "" }
            extensionNames = names
            var overrides: [String] = []
            overrides.reserveCapacity(8)  // one allocation for most classes
            // By index, the name first: a `for (index, part)` loop copied every type of the file
            // out for each class (only extensions have a name in `names`).
            let types = outline.types
            for index in types.indices where names[index] == name && types[index].kind == .extension {
                Self.appendOverrides(of: types[index], to: &overrides)
            }
            Self.appendOverrides(of: type, to: &overrides)
            Self.sortUnique(&overrides)
            classes.append(ClassEntry(name: name, inherits: type.inherits, line: type.line, overrides: overrides))
        case .interface:
            // `@interface X : Super <P>` declares a class; `X ()` and `X (Category)` add conformances.
            if let open = name.firstIndex(of: "(") {
                let base = String(name[..<open].filter { $0 != " " })
                if !type.inherits.isEmpty { extensions.append(ExtensionEntry(name: base, conformances: type.inherits)) }
            } else {
                var selectors: [String] = []
                for member in type.members {
                    switch member.kind {
                    case .property:
                        selectors.append(member.getter ?? member.name)
                        if let setter = member.setter { selectors.append(setter) }
                    case .method, .classMethod:
                        if let selector = member.selector { selectors.append(selector) }
                    default: break
                    }
                }
                Self.sortUnique(&selectors)
                classes.append(ClassEntry(name: name, inherits: type.inherits, line: type.line, selectors: selectors))
            }
        case .protocol:
            let objectiveC = outline.language == .objectiveC
            var requirements: [String] = []
            for member in type.members {
                switch member.kind {
                case .property where objectiveC:
                    requirements.append(member.getter ?? member.name)
                    if let setter = member.setter { requirements.append(setter) }
                case .method, .classMethod: requirements.append(member.selector ?? member.signature ?? member.name)
                case .func, .var, .let, .`init`, .subscript, .property: requirements.append(member.signature ?? member.name)
                default: break
                }
            }
            Self.sortUnique(&requirements)
            protocols.append(ProtocolEntry(name: name, refines: type.inherits.filter { !Self.ignoredRefinements.contains($0) },
                                           requirements: requirements, line: type.line, objectiveC: objectiveC))
        case .extension where !type.inherits.isEmpty:
            extensions.append(ExtensionEntry(name: name, conformances: type.inherits))
        default:
            break
        }
    }

    /// The names of a type's members declared `override` (read in place: a `for member in`
    /// loop copied each member out, a retain and a release).
    private static func appendOverrides(of type: TypeDecl, to overrides: inout [String]) {
        let members = type.members
        for k in members.indices where members[k].has(.override) { overrides.append(members[k].name) }
    }

    /// Sorted, each once: what `Array(Set(names)).sorted()` gives, without hashing, and in place
    /// (a sorted copy and a list of the unique names were two more arrays per class).
    static func sortUnique(_ names: inout [String]) {
        guard names.count > 1 else { return }
        names.sort()
        var kept = 1
        for k in 1..<names.count where names[k] != names[kept - 1] {
            names.swapAt(kept, k)
            kept += 1
        }
        names.removeLast(names.count - kept)
    }

    public var isEmpty: Bool { classes.isEmpty && protocols.isEmpty && extensions.isEmpty }
}

extension ProjectIndex {
    /// Merges the files' declarations (in the order given: the first declaration of a name wins)
    /// and decides superclasses: a class's first inherited name is its superclass unless it is a
    /// protocol the project or the SDK table knows.
    public init(files: [(path: String, declarations: ProjectDeclarations)]) {
        self.init()
        classes.reserveCapacity(files.reduce(0) { $0 + $1.declarations.classes.count })
        // (Grown from empty, these rehashed every name several times over; nothing iterates them.)
        protocols.reserveCapacity(files.reduce(0) { $0 + $1.declarations.protocols.count })
        extensionConformances.reserveCapacity(files.reduce(0) { $0 + $1.declarations.extensions.count })
        // By index, each file's parts read in place: `for (path, declarations) in files` copied
        // every file's path and lists out, twice (retained and released ~25,000 times a hook run).
        for k in files.indices {
            for entry in files[k].declarations.protocols {
                add(ProtocolInfo(name: entry.name, refines: entry.refines, requirements: Set(entry.requirements), path: files[k].path,
                                 line: entry.line, objectiveC: entry.objectiveC))
            }
            for entry in files[k].declarations.extensions { addConformances(of: entry.name, entry.conformances) }
        }
        for k in files.indices {
            let path = files[k].path
            for entry in files[k].declarations.classes {
                let (superclass, conformances) = splitInheritance(entry.inherits)
                // (A Swift class has no selectors: no set made for it.)
                let isNew = addClass(ClassInfo(name: entry.name, superclass: superclass, conformances: conformances, path: path,
                                               line: entry.line, selectors: entry.selectors.isEmpty ? [] : Set(entry.selectors),
                                               overrides: entry.overrides))
                // Subclasses gathered as the classes are stored, not in a second pass over them.
                if isNew, let superclass { subclassesByName[Self.simpleName(superclass), default: []].append(entry.name) }
            }
        }
    }

    /// `[Base, P, Q]` → (Base, [P, Q]); `[P, Q]` → (nil, [P, Q]) when P is a known protocol.
    public func splitInheritance(_ inherits: [String]) -> (superclass: String?, conformances: [String]) {
        guard let first = inherits.first else { return (nil, []) }
        if isKnownProtocol(first) { return (nil, inherits) }
        return (first, Array(inherits.dropFirst()))
    }

    /// A protocol the project declares or the SDK table lists.
    public func isKnownProtocol(_ name: String) -> Bool {
        let simple = Self.simpleName(name)
        return protocols[simple] != nil || SDKProtocols.index(named: simple) != nil  // no protocol decoded to answer
    }
}
