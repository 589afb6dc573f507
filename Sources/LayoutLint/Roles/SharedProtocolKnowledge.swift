/// What `ProtocolKnowledge` answers about the project's and the SDK's protocols and classes,
/// which no file changes: a protocol's facts, the protocols it refines, the conformances a
/// superclass chain adopts. Made once a run (`Linter`) for every file's classifier: each file
/// rebuilt them for the same few protocols (UITableViewDelegate, the app's own), ~7,000
/// instructions a protocol adopted. A file's own declarations shadow the project's, so a file
/// takes an answer only when it declares none of the names the answer read (`ProtocolKnowledge`).
/// Files are classified on several threads, hence the lock; values are made outside it, so two
/// threads may make the same one, and either (equal) copy is kept.
/// Also which configured target a superclass chain leads to (`RoleClassifier.checkedTarget`).
final class SharedProtocolKnowledge: @unchecked Sendable {
    typealias Facts = ProtocolKnowledge.ProtocolFacts
    /// A protocol and those it refines, nearest first, each with its facts (nil for one nobody declares).
    typealias Refinements = [(name: String, facts: Facts?)]
    /// Protocols adopted along a superclass chain with their adopters, and every class name the
    /// walk asked about (a file declaring one of them walks again).
    typealias InheritedConformances = (conformances: [(protocol: String, adopter: String)], names: [String])

    let project: ProjectIndex
    /// The configuration the target decisions follow.
    let configuration: Configuration
    private let lock = Lock()
    /// By the way requirements are named: Swift signatures, or Objective-C selectors. (Names hashed
    /// from their bytes, `NameTable`: ~1,400 lookups a lint, ~500 instructions each in a
    /// `[String: …]`. Not in a list of two: reading a table out of it copied it, a retain a field.
    /// Unchecked exclusivity: touched only under the lock, never while a value is made; the
    /// dynamic checks cost ~130 instructions a lookup.)
    @exclusivity(unchecked) private var swiftFacts = NameTable<Facts?>(), selectorFacts = NameTable<Facts?>()
    @exclusivity(unchecked) private var swiftRefinements = NameTable<Refinements>(), selectorRefinements = NameTable<Refinements>()
    @exclusivity(unchecked) private var inherited = NameTable<InheritedConformances>()
    @exclusivity(unchecked) private var targets = NameTable<RoleClassifier.TargetDecision>()

    init(project: ProjectIndex, configuration: Configuration = .default) {
        self.project = project
        self.configuration = configuration
    }

    /// The facts of the protocol of this simple name as the project and the SDK table declare it.
    func facts(_ simple: String, namesBySelector: Bool) -> Facts? {
        cached({ namesBySelector ? selectorFacts[simple] : swiftFacts[simple] },
               store: { if namesBySelector { selectorFacts[simple] = $0 } else { swiftFacts[simple] = $0 } }) {
            let declared = project.protocols[simple]
            return ProtocolKnowledge.facts(of: simple, declared: declared.map { ($0, .project(path: $0.path, line: $0.line)) },
                                           namesBySelector: namesBySelector)
        }
    }

    /// `ProtocolKnowledge.refinements(of:)` for a file declaring no protocol on the chain.
    func refinements(of simple: String, namesBySelector: Bool) -> Refinements {
        cached({ namesBySelector ? selectorRefinements[simple] : swiftRefinements[simple] },
               store: { if namesBySelector { selectorRefinements[simple] = $0 } else { swiftRefinements[simple] = $0 } }) {
            ProtocolKnowledge.refinements(of: simple) { facts($0, namesBySelector: namesBySelector) }
        }
    }

    /// `ProtocolKnowledge.inheritedConformances(startingAt:)` for a file declaring no class on
    /// the chain (`make` walks it as such a file does).
    func inheritedConformances(startingAt simple: String, make: () -> InheritedConformances) -> InheritedConformances {
        cached({ inherited[simple] }, store: { inherited[simple] = $0 }, make: make)
    }

    /// `RoleClassifier.targetDecision` for a file declaring no class or protocol on the chain
    /// (`make` decides as such a file does).
    func targetDecision(startingAt simple: String, make: () -> RoleClassifier.TargetDecision) -> RoleClassifier.TargetDecision {
        cached({ targets[simple] }, store: { targets[simple] = $0 }, make: make)
    }

    /// The value `read` finds, else the one `make` makes, stored. Made outside the lock (making
    /// a chain asks for facts): two threads may both make one, equal, and either is kept.
    private func cached<Value>(_ read: () -> Value?, store: (Value) -> Void, make: () -> Value) -> Value {
        if let known = lock.withLock(read) { return known }
        let made = make()
        lock.withLock { store(made) }
        return made
    }
}
