/// What linting knows of the whole project beyond the file at hand: the classes and protocols the
/// project declares. Built once before linting (see `ProjectIndexBuilder`); `.empty` when a file is
/// linted on its own, in which case classification falls back to the file and the SDK table.
public struct ProjectIndex: Sendable {
    public struct ClassInfo: Sendable {
        public let name: String
        /// The first inherited name when the declaration is a class (nil for a root class).
        public let superclass: String?
        public let conformances: [String]
        public let path: String
        public let line: Int
        /// Selectors an Objective-C `@interface` declares (methods, property accessors).
        public let selectors: Set<String>
        /// Members a Swift class declares `override` (base names), sorted, each once. A sorted
        /// list rather than a `Set`: every class of the project has a few, and they are asked
        /// about only below a base class with subclasses (hashing them all cost ~1M instructions
        /// on the 100k-line corpus).
        public let overrides: [String]

        public init(name: String, superclass: String?, conformances: [String], path: String, line: Int, selectors: Set<String> = [],
                    overrides: [String] = []) {
            self.name = name
            self.superclass = superclass
            self.conformances = conformances
            self.path = path
            self.line = line
            self.selectors = selectors
            var overrides = overrides
            if zip(overrides, overrides.dropFirst()).contains(where: { !($0 < $1) }) { ProjectDeclarations.sortUnique(&overrides) }
            self.overrides = overrides
        }

        /// Whether the class declares `member` with `override`.
        public func overrides(_ member: String) -> Bool {
            var low = 0, high = overrides.count
            while low < high {
                let middle = (low + high) / 2
                if overrides[middle] < member { low = middle + 1 } else { high = middle }
            }
            return low < overrides.count && overrides[low] == member
        }
    }

    public struct ProtocolInfo: Sendable {
        public let name: String
        /// Protocols this one refines (`protocol P: Q, R`).
        public let refines: [String]
        /// Requirement signatures as the outline writes them (`tableView(_:cellForRowAt:)`,
        /// `title`, `init(coder:)`), or selectors for an Objective-C protocol.
        public let requirements: Set<String>
        public let path: String
        public let line: Int
        /// Declared by an Objective-C `@protocol`: `requirements` are selectors
        /// (`tableView:didSelectRowAtIndexPath:`, a property's `title` and `setTitle:`).
        public let objectiveC: Bool

        public init(name: String, refines: [String], requirements: Set<String>, path: String, line: Int, objectiveC: Bool = false) {
            self.name = name
            self.refines = refines
            self.requirements = requirements
            self.path = path
            self.line = line
            self.objectiveC = objectiveC
        }
    }

    /// By simple (unqualified) name; the first declaration seen wins.
    public internal(set) var classes: [String: ClassInfo] = [:]
    public internal(set) var protocols: [String: ProtocolInfo] = [:]
    /// Conformances added by `extension X: P` anywhere in the project, by extended simple name
    /// (also for framework classes: `extension UIViewController: Themeable`).
    public internal(set) var extensionConformances: [String: [String]] = [:]

    /// Classes of one name declared in several files (an iOS and a macOS target's
    /// `TunnelsListViewController`): which of them an extension elsewhere extends is unknown.
    public internal(set) var classesDeclaredTwice: Set<String> = []

    public init() {}

    public static let empty = ProjectIndex()

    public mutating func add(_ info: ClassInfo) {
        _ = addClass(info)
    }

    /// `add`, saying whether the name was new. One lookup for a new name (nearly every one):
    /// asking first and storing after hashed each name twice.
    /// (`consuming`: the table takes the caller's info, not a copy of it.)
    @discardableResult
    mutating func addClass(_ info: consuming ClassInfo) -> Bool {
        let name = info.name, path = info.path
        guard let first = classes.updateValue(info, forKey: name) else { return true }
        if first.path != path { classesDeclaredTwice.insert(name) }
        classes[name] = first
        return false
    }

    /// A protocol declared in two targets under one name (an app's `ItemListViewProtocol` and an
    /// extension's empty one) requires what either declares: which one a class adopts is unknown.
    public mutating func add(_ info: ProtocolInfo) {
        // Stored at once (one lookup for a new name); a name seen before gets its first declaration back.
        guard let first = protocols.updateValue(info, forKey: info.name) else { return }
        guard first.objectiveC == info.objectiveC, !info.requirements.isSubset(of: first.requirements) else {
            protocols[info.name] = first
            return
        }
        // The declaration with requirements keeps its place, for `outline`'s "declared in".
        let anchor = first.requirements.isEmpty ? info : first
        protocols[info.name] = ProtocolInfo(name: info.name, refines: first.refines + info.refines.filter { !first.refines.contains($0) },
                                            requirements: first.requirements.union(info.requirements), path: anchor.path,
                                            line: anchor.line, objectiveC: first.objectiveC)
    }

    public mutating func addConformances(of extended: String, _ conformances: [String]) {
        guard !conformances.isEmpty else { return }
        extensionConformances[Self.simpleName(extended), default: []] += conformances
    }

    /// Every protocol a class of this name adopts in the project: in its declaration and in
    /// extensions anywhere.
    public func declaredConformances(of name: String) -> [String] {
        let simple = Self.simpleName(name)
        return (classes[simple]?.conformances ?? []) + (extensionConformances[simple] ?? [])
    }

    /// Whether the project itself declares a class of that name (generic arguments and module
    /// qualification ignored).
    public func declaresClass(_ name: String) -> Bool {
        classes[Self.simpleName(name)] != nil
    }

    /// `superclass`, then its superclass and so on while the project declares them; the last
    /// element is the first class the project does not declare (a UIKit or framework class).
    /// Stops on a cycle.
    public func superclassChain(startingAt superclass: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = Self.simpleName(superclass)
        while let name = current, seen.insert(name).inserted {
            chain.append(name)
            current = classes[name]?.superclass.map(Self.simpleName)
        }
        return chain
    }

    /// The first project class deriving (directly or not) from `name` that overrides `member`:
    /// `member` is then a hook of a template the project fills in, not a stray helper.
    public func subclass(of name: String, overriding member: String) -> String? {
        var first: String?
        forEachClass(below: name) { info in
            if info.overrides(member), first.map({ info.name < $0 }) ?? true { first = info.name }
        }
        return first
    }

    /// Each member some class below `name` overrides → the first (by name) such class.
    public func overriders(below name: String) -> [String: String] {
        var result: [String: String] = [:]
        forEachClass(below: name) { info in
            for member in info.overrides where result[member].map({ info.name < $0 }) ?? true { result[member] = info.name }
        }
        return result
    }

    /// Superclass (as a simple name) → the project classes deriving from it directly (the first
    /// declaration of each name), filled by `init(files:)`. Overrides are looked up below a class
    /// only when asked: most classes have no subclass, and a hook run asks about few.
    public internal(set) var subclassesByName: [String: [String]] = [:]

    /// Visits every project class below `name` once (iteratively: the input sets the depth).
    private func forEachClass(below name: String, _ visit: (ClassInfo) -> Void) {
        var pending = subclassesByName[Self.simpleName(name)] ?? []
        var seen: Set<String> = [Self.simpleName(name)]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let info = classes[next] else { continue }
            visit(info)
            pending += subclassesByName[next] ?? []
        }
    }

    /// `Module.Base<T>` → `Base`.
    public static func simpleName(_ name: String) -> String { part(of: name, simple: true) }

    /// `Module.Base<T>` → `Module.Base`: the name without its generic arguments.
    static func genericBase(_ name: String) -> String { part(of: name, simple: false) }

    /// The generic base (the first piece between `<`s) or the simple name (its last piece between
    /// `.`s), as `split` makes them (empty pieces left out), found in one pass over an ASCII name's
    /// bytes: a String is made only for a qualified or generic name, where splitting cost ~12,000
    /// instructions. Most names are already simple; this runs for every class of the project.
    private static func part(of name: String, simple: Bool) -> String {
        let kept: Range<Int>?? = name.withUTF8Bytes { bytes in
            guard let mark = firstMark(bytes) else { return .some(nil) }
            // Beyond ASCII a `.` may carry a combining mark: Characters are split, not bytes.
            guard !bytes[mark...].contains(where: { $0 >= 0x80 }) else { return nil }
            guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: "<") }) else { return .some(nil) }
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            guard simple, let last = bytes[start..<end].lastIndex(where: { $0 != UInt8(ascii: ".") }) else {
                return .some(end - start == bytes.count ? nil : start..<end)
            }
            let first = (bytes[start...last].lastIndex(of: UInt8(ascii: ".")) ?? start - 1) + 1
            return .some(first..<(last + 1))
        }
        guard let kept else { return splitPart(of: name, simple: simple) }
        guard let kept else { return name }
        return name.withUTF8Bytes { String(decoding: UnsafeBufferPointer(rebasing: $0[kept]), as: UTF8.self) }
    }

    /// Where the first `<`, `.` or non-ASCII byte is, if anywhere: eight bytes a step while none
    /// is (names are asked about ~12,000 times in a lint of the 100k-line corpus), the last eight
    /// of a name of eight or more read as one more word (a byte at a time, the tail cost as much
    /// as the words before it). Bytes are looked at one by one only from a word that has a mark.
    static func firstMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var k = 0
        if let base = UnsafeRawPointer(bytes.baseAddress), count >= 8 {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            // Whether a word has a zero byte (exact as a whole, whatever the borrows between bytes).
            func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
            func hasMark(_ word: UInt64) -> Bool { word & highs != 0 || hasZero(word ^ (ones &* 0x3C)) || hasZero(word ^ (ones &* 0x2E)) }
            while k + 8 <= count, !hasMark(base.loadUnaligned(fromByteOffset: k, as: UInt64.self)) { k += 8 }
            if k + 8 > count {
                // Every whole word is clear: the tail's bytes are among the last eight.
                guard k < count, hasMark(base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) else { return nil }
            }
        }
        while k < count {
            let byte = bytes[k]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ".") || byte >= 0x80 { return k }
            k += 1
        }
        return nil
    }

    /// `part(of:simple:)` by Characters, for names beyond ASCII.
    static func splitPart(of name: String, simple: Bool) -> String {
        let base = name.split(separator: "<").first.map(String.init) ?? name
        return simple ? base.split(separator: ".").last.map(String.init) ?? base : base
    }
}
