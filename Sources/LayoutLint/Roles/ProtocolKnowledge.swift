/// Everything the classifier knows about protocols and classes while reading one file (a class:
/// the classifier hands it around, and the struct's two indexes took a dozen retains a copy): the
/// file's own declarations first (they are the freshest), then the project index, then the SDK
/// table. Answers "which protocol requires this member" with the source of the answer. What does
/// not depend on the file is asked of (and made once a run in) `shared`.
final class ProtocolKnowledge {
    /// Declarations of the file at hand, indexed like the project's. Made only when a name the file
    /// may declare is asked about (`declares`): indexing a file cost ~27,000 instructions, and
    /// nearly every name asked about (`UIViewController`, `UITableViewDelegate`) is declared elsewhere.
    private(set) lazy var file = ProjectIndex(files: [(outline.file.path, ProjectDeclarations(outline))])
    private let outline: Outline
    /// Which names the file may declare, for turning lookups away before the index is made.
    private let declares: DeclaredNames
    let project: ProjectIndex
    /// The answers without this file, shared by the run's files.
    let shared: SharedProtocolKnowledge
    /// Requirements are named as the file's language names members: Swift signatures, or
    /// Objective-C selectors.
    let namesBySelector: Bool

    /// `facts` by protocol name, for the walks of a file that declares a protocol on the chain
    /// (the others take the run's, `shared`): building the facts (sets of requirements, an
    /// SDK protocol's loose keys) each time cost ~3 % of a lint. One classifier, one thread.
    /// A file asks about four or five: they are kept in a list (comparing a few names costs less
    /// than hashing each twice), and in a table past sixteen so a huge file stays linear.
    /// (Unchecked exclusivity: only `facts` touches them, and never while it is running; the
    /// dynamic checks cost ~80 instructions an access.)
    @exclusivity(unchecked) private var fewFacts: [(name: String, facts: ProtocolFacts?)] = []
    @exclusivity(unchecked) private var manyFacts: [String: ProtocolFacts?]?

    convenience init(outline: Outline, project: ProjectIndex) {
        self.init(outline: outline, shared: SharedProtocolKnowledge(project: project))
    }

    /// (`consuming`, and stored last: read after being stored, it was copied and the copy destroyed.)
    init(outline: consuming Outline, shared: SharedProtocolKnowledge) {
        self.shared = shared
        project = shared.project
        namesBySelector = outline.language == .objectiveC
        declares = DeclaredNames(outline)
        self.outline = outline
    }

    /// The file's protocol of this simple name, if it declares one.
    func fileProtocol(_ simple: String) -> ProjectIndex.ProtocolInfo? {
        declares.anyProtocol && declares.mayName(simple) ? file.protocols[simple] : nil
    }

    /// The file's class of this simple name, if it declares one.
    func fileClass(_ simple: String) -> ProjectIndex.ClassInfo? {
        declares.mayName(simple) ? file.classes[simple] : nil
    }

    /// The protocols the file's extensions of the class of this simple name adopt.
    func fileExtensionConformances(_ simple: String) -> [String]? {
        declares.mayName(simple) ? file.extensionConformances[simple] : nil
    }

    /// `ProjectIndex.subclass(of:overriding:)` for the file's own classes.
    func fileSubclass(of name: String, overriding member: String) -> String? {
        declares.mayBeSuperclass(ProjectIndex.simpleName(name)) ? file.subclass(of: name, overriding: member) : nil
    }

    /// Where a protocol's requirements come from, for the reasons `outline` shows.
    enum Source: Equatable {
        case thisFile(line: Int)
        case project(path: String, line: Int)
        case sdk(framework: String)

        var description: String {
            switch self {
            case let .thisFile(line): return "declared in this file at line \(line)"
            case let .project(path, line): return "declared in \(path):\(line)"
            case let .sdk(framework): return "\(framework), SDK table"
            }
        }
    }

    /// One protocol's requirements, named as the file's members are, with the filters that turn
    /// most member names away unhashed. A class, immutable: every type adopting the protocol
    /// shares it, and an SDK protocol's is made once per run (`sdkFacts`), not once per file.
    final class ProtocolFacts: Sendable {
        let requirements: Set<String>
        let refines: [String]
        let source: Source
        /// For an Objective-C protocol read from Swift: each requirement's base name and argument
        /// count (`ObjCSelector.looseKey`), matched when the derived Swift name is not exact.
        let looseKeys: Set<String>
        /// Which names `requirements` may hold, those that take arguments or a list (`tableView(_:…)`,
        /// `tableView:didSelectRowAtIndexPath:`, `reload()`) apart from bare ones (properties): a
        /// property's name, most names asked about, is tested against the few bare ones only.
        let callNames: NameFilter, bareNames: NameFilter
        /// The same for the loose keys' base names (`tableView` of `tableView/2`), those of keys
        /// with arguments apart from those without (`reload/0`).
        let looseBases: NameFilter, looseBasesWithoutArguments: NameFilter

        init(requirements: Set<String>, refines: [String], source: Source, looseKeys: Set<String> = []) {
            self.requirements = requirements
            self.refines = refines
            self.source = source
            self.looseKeys = looseKeys
            // Sorted in one pass: a filtered Set hashed every requirement again (for each file
            // adopting a project protocol), and two lazy filters read the set twice.
            var callNames = NameFilter([String]()), bareNames = NameFilter([String]())
            for name in requirements {
                if Self.isCall(name) { callNames.insert(name) } else { bareNames.insert(name) }
            }
            self.callNames = callNames
            self.bareNames = bareNames
            looseBases = NameFilter(baseNamesOf: looseKeys.filter { !$0.hasSuffix("/0") })
            looseBasesWithoutArguments = NameFilter(baseNamesOf: looseKeys.filter { $0.hasSuffix("/0") })
        }

        /// A name with an argument list or a selector's colon.
        static func isCall(_ name: String) -> Bool { shape(of: name).call }

        /// Whether a name has an argument list or a selector's colon, and whether it has arguments
        /// (a colon), in one pass over its bytes.
        static func shape(of name: String) -> (call: Bool, arguments: Bool) { name.withUTF8Bytes(shape(of:)) }

        /// `shape(of:)` of a name's bytes.
        @inline(__always) static func shape(of bytes: UnsafeBufferPointer<UInt8>) -> (call: Bool, arguments: Bool) {
            var call = false, arguments = false
            for byte in bytes where byte == UInt8(ascii: "(") || byte == UInt8(ascii: ":") {
                call = true
                if byte == UInt8(ascii: ":") {
                    arguments = true
                    break
                }
            }
            return (call, arguments)
        }

        /// The filter of the names `name` may equal.
        @inline(__always) func names(asking name: (call: Bool, arguments: Bool)) -> NameFilter { name.call ? callNames : bareNames }

        /// The filter of the loose base names `name`'s key may have.
        @inline(__always) func looseBases(asking name: (call: Bool, arguments: Bool)) -> NameFilter {
            name.arguments ? looseBases : looseBasesWithoutArguments
        }
    }

    /// The SDK table's protocols' facts for Swift files and for Objective-C files, by table index.
    private static let sdkFacts = (swift: SDKProtocolTable.PerProtocol<ProtocolFacts>(count: SDKProtocols.table.count),
                                   objectiveC: SDKProtocolTable.PerProtocol<ProtocolFacts>(count: SDKProtocols.table.count))

    /// The facts of the SDK table's `index`-th protocol, as a file's language names members.
    private static func sdkFacts(at index: Int, namesBySelector: Bool) -> ProtocolFacts {
        let cache = namesBySelector ? Self.sdkFacts.objectiveC : Self.sdkFacts.swift
        return cache.value(at: index) {
            let sdk = SDKProtocols.protocolAt(index)
            return ProtocolFacts(requirements: namesBySelector ? Set(sdk.requirements.map(\.selector)) : sdk.swiftNames,
                                 refines: sdk.refines, source: .sdk(framework: sdk.framework), looseKeys: namesBySelector ? [] : sdk.looseKeys)
        }
    }

    func facts(_ name: String) -> ProtocolFacts? {
        if let manyFacts {
            if let known = manyFacts[name] { return known }
        } else if let k = fewFacts.firstIndex(where: { $0.name == name }) {
            return fewFacts[k].facts
        }
        let made = makeFacts(name)
        if manyFacts != nil {
            manyFacts![name] = made
        } else {
            fewFacts.append((name, made))
            if fewFacts.count > 16 { manyFacts = Dictionary(fewFacts.map { ($0.name, $0.facts) }) { first, _ in first } }
        }
        return made
    }

    /// The file's protocol of that name shadows the project's; the project's and the SDK's are
    /// the same for every file (`shared`).
    private func makeFacts(_ name: String) -> ProtocolFacts? {
        let simple = ProjectIndex.simpleName(name)
        guard let local = fileProtocol(simple) else { return shared.facts(simple, namesBySelector: namesBySelector) }
        return Self.facts(of: simple, declared: (local, .thisFile(line: local.line)), namesBySelector: namesBySelector)
    }

    /// The facts of the protocol `simple` as `declared` (the file's or the project's protocol of
    /// that name) and the SDK table declare it, its requirements named as a file of the language
    /// names members.
    static func facts(of simple: String, declared info: (ProjectIndex.ProtocolInfo, Source)?, namesBySelector: Bool) -> ProtocolFacts? {
        let sdk = SDKProtocols.index(named: simple).map { sdkFacts(at: $0, namesBySelector: namesBySelector) }
        guard let info else { return sdk }
        let declared = translated(info.0, source: info.1, namesBySelector: namesBySelector)
        // A project's stand-in for an SDK protocol (the stubs a test target compiles against,
        // often empty) does not hide the SDK's requirements.
        if let sdk {
            return ProtocolFacts(requirements: declared.requirements.union(sdk.requirements), refines: declared.refines,
                                 source: declared.source, looseKeys: declared.looseKeys.union(sdk.looseKeys))
        }
        return declared
    }

    /// A project protocol's requirements named the way this file's members are: an Objective-C
    /// `@protocol` adopted by a Swift class gets the Swift names the importer would give its
    /// selectors; a Swift protocol adopted by an Objective-C class (it is `@objc`) its selectors.
    static func translated(_ info: ProjectIndex.ProtocolInfo, source: Source, namesBySelector: Bool) -> ProtocolFacts {
        if info.objectiveC == namesBySelector {
            return ProtocolFacts(requirements: info.requirements, refines: info.refines, source: source)
        }
        if namesBySelector {
            return ProtocolFacts(requirements: Set(info.requirements.flatMap(ObjCSelector.selectors(ofSwiftName:))),
                                 refines: info.refines, source: source)
        }
        var names: Set<String> = []
        for selector in info.requirements {
            names.insert(ObjCSelector.swiftName(of: selector))
            if !selector.contains(":") { names.insert(selector) }  // a property's getter
        }
        return ProtocolFacts(requirements: names, refines: info.refines, source: source,
                             looseKeys: Set(info.requirements.map(ObjCSelector.looseKey(ofSelector:))))
    }

    func isKnown(_ name: String) -> Bool { isKnown(name, readingFile: true) }

    /// `isKnown`, asking the file only when `readingFile` (as a file that declares no protocol does not).
    private func isKnown(_ name: String, readingFile: Bool) -> Bool {
        let simple = ProjectIndex.simpleName(name)
        return (readingFile && fileProtocol(simple) != nil) || project.protocols[simple] != nil
            || SDKProtocols.index(named: simple) != nil
    }

    /// SDK protocols that require a member of this name (signature or selector).
    func sdkOwners(of name: String) -> [SDKProtocol] {
        namesBySelector ? SDKProtocols.protocols(withSelector: name) : SDKProtocols.protocols(withRequirement: name)
    }

    /// `name` and every protocol it refines, nearest first; stops on cycles.
    func refinementClosure(_ name: String) -> [String] { refinements(of: name).map(\.name) }

    /// `refinementClosure` with each protocol's facts (nil for one nobody declares), looked up once:
    /// the walk and the requirement sources it feeds each looked every name up again. The run's
    /// (`shared`) unless the file declares a protocol on the chain, which shadows the project's.
    func refinements(of name: String) -> SharedProtocolKnowledge.Refinements {
        let simple = ProjectIndex.simpleName(name)
        let chain = shared.refinements(of: simple, namesBySelector: namesBySelector)
        guard declares.anyProtocol, chain.contains(where: { declares.mayName($0.name) }) else { return chain }
        return Self.refinements(of: simple, facts: facts)
    }

    /// The protocol `simple` and those it refines, breadth first, each once, with `facts`'s answer.
    static func refinements(of simple: String, facts: (String) -> ProtocolFacts?) -> SharedProtocolKnowledge.Refinements {
        var result: SharedProtocolKnowledge.Refinements = [(simple, facts(simple))]
        var k = 0
        while k < result.count {
            for refined in result[k].facts?.refines ?? [] {
                let next = ProjectIndex.simpleName(refined)
                if !result.contains(where: { $0.name == next }) { result.append((next, facts(next))) }
            }
            k += 1
        }
        return result
    }

    /// A class's superclass: from this file, else the project, else the SDK table. A first
    /// inherited name that turns out to be a protocol declared elsewhere is no superclass.
    func superclass(of name: String) -> String? {
        let simple = ProjectIndex.simpleName(name)
        return superclass(of: simple, fileClass(simple), project.classes[simple])
    }

    /// `superclass(of:)` for a simple name whose classes in this file and the project were
    /// looked up already (a walk reads their conformances too).
    private func superclass(of simple: String, _ fileClass: ProjectIndex.ClassInfo?, _ projectClass: ProjectIndex.ClassInfo?) -> String? {
        recordedSuperclass(of: simple, fileClass, projectClass).flatMap { isKnown($0) ? nil : $0 }
    }

    /// The first name a class inherits (a superclass, or a protocol declared elsewhere).
    private func recordedSuperclass(of simple: String, _ fileClass: ProjectIndex.ClassInfo?, _ projectClass: ProjectIndex.ClassInfo?) -> String? {
        fileClass.map(\.superclass) ?? projectClass.map(\.superclass) ?? SDKProtocols.superclass(ofClass: simple)
    }

    /// `[Base, P, Q]` → (Base, [P, Q]); `[P, Q]` → (nil, [P, Q]) when P is a known protocol.
    func splitInheritance(_ inherits: [String]) -> (superclass: String?, conformances: [String]) {
        guard let first = inherits.first else { return (nil, []) }
        return isKnown(first) ? (nil, inherits) : (first, Array(inherits.dropFirst()))
    }

    /// Protocols adopted along the superclass chain starting at `superclass`, each with the class
    /// that adopts it: in its declaration and extensions (this file's and the project's), or, for
    /// an SDK class, as the SDK table lists. Stops on a cycle. The run's walk (`shared`) unless
    /// the file may declare a class on the chain.
    func inheritedConformances(startingAt superclass: String) -> [(protocol: String, adopter: String)] {
        let simple = ProjectIndex.simpleName(superclass)
        let walked = shared.inheritedConformances(startingAt: simple) { walkSuperclasses(from: simple, readingFile: false) }
        guard walked.names.contains(where: declares.mayName) else { return walked.conformances }
        return walkSuperclasses(from: simple, readingFile: true).conformances
    }

    /// `inheritedConformances`, and every name whose declaration in a file would change it; as a
    /// file declaring none of them sees it unless `readingFile`.
    private func walkSuperclasses(from simple: String, readingFile: Bool) -> SharedProtocolKnowledge.InheritedConformances {
        var result: [(protocol: String, adopter: String)] = [], names: [String] = []
        // Each list read where it is kept: joining them made three arrays per class.
        func adopt(_ conformances: [String]?, by name: String) {
            for conformance in conformances ?? [] where !result.contains(where: { $0.protocol == conformance }) {
                result.append((conformance, name))
            }
        }
        var seen = VisitedNames()
        var current: String? = simple
        while let name = current, seen.insert(name) {
            names.append(name)
            let fileClass = readingFile ? fileClass(name) : nil, projectClass = project.classes[name]
            adopt(fileClass?.conformances, by: name)
            if readingFile { adopt(fileExtensionConformances(name), by: name) }
            adopt(projectClass?.conformances, by: name)
            adopt(project.extensionConformances[name], by: name)
            if fileClass == nil, projectClass == nil { adopt(SDKProtocols.adoptedProtocols(ofClass: name), by: name) }
            // A recorded name that is a protocol ends the walk: the file's protocol of that name would too.
            let recorded = recordedSuperclass(of: name, fileClass, projectClass)
            if let recorded { names.append(ProjectIndex.simpleName(recorded)) }
            current = recorded.flatMap { isKnown($0, readingFile: readingFile) ? nil : ProjectIndex.simpleName($0) }
        }
        return (result, names)
    }

    /// The first of the app's own classes on the superclass chain from `superclass` whose
    /// Objective-C `@interface` declares `selector`: a subclass's method of that selector
    /// overrides it (Objective-C says no `override`). Stops on a cycle.
    func baseClass(declaring selector: String, startingAt superclass: String) -> ProjectIndex.ClassInfo? {
        var seen = VisitedNames()
        var current: String? = ProjectIndex.simpleName(superclass)
        while let name = current, seen.insert(name) {
            if let info = fileClass(name) ?? project.classes[name], info.selectors.contains(selector) { return info }
            current = self.superclass(of: name).map(ProjectIndex.simpleName)
        }
        return nil
    }

    /// A view class: its name says so (`UILabel`, `AvatarView`), or its superclass chain, through
    /// this file and the project, reaches one that does (`final class ChaptersHeader: UIView`).
    func isViewClass(_ name: String) -> Bool {
        let simple = ProjectIndex.simpleName(name)
        // Most names say so themselves: no walk, nothing to record.
        if UIKitNames.isViewType(simple) { return true }
        var seen = VisitedNames()
        _ = seen.insert(simple)
        var current = superclass(of: simple).map(ProjectIndex.simpleName)
        while let name = current, seen.insert(name), seen.count < 32 {
            if UIKitNames.isViewType(name) { return true }
            current = superclass(of: name).map(ProjectIndex.simpleName)
        }
        return false
    }

    /// The first class on the superclass chain from `superclass` that the app declares (so an
    /// override may be of the app's own hook rather than UIKit's).
    func appBaseClass(startingAt superclass: String) -> String? {
        var seen = VisitedNames()
        var current: String? = ProjectIndex.simpleName(superclass)
        while let name = current, seen.insert(name) {
            if fileClass(name) != nil || project.classes[name] != nil { return name }
            current = self.superclass(of: name).map(ProjectIndex.simpleName)
        }
        return nil
    }
}
