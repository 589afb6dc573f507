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
        /// Members a Swift class declares `override` (base names).
        public let overrides: Set<String>

        public init(name: String, superclass: String?, conformances: [String], path: String, line: Int, selectors: Set<String> = [],
                    overrides: Set<String> = []) {
            self.name = name
            self.superclass = superclass
            self.conformances = conformances
            self.path = path
            self.line = line
            self.selectors = selectors
            self.overrides = overrides
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
        if let first = classes[info.name] {
            if first.path != info.path { classesDeclaredTwice.insert(info.name) }
        } else {
            classes[info.name] = info
        }
    }

    /// A protocol declared in two targets under one name (an app's `ItemListViewProtocol` and an
    /// extension's empty one) requires what either declares: which one a class adopts is unknown.
    public mutating func add(_ info: ProtocolInfo) {
        guard let first = protocols[info.name] else { protocols[info.name] = info; return }
        guard first.objectiveC == info.objectiveC, !info.requirements.isSubset(of: first.requirements) else { return }
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
            if info.overrides.contains(member), first.map({ info.name < $0 }) ?? true { first = info.name }
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

    /// Superclass (as a simple name) → the project classes deriving from it directly.
    public internal(set) var subclassesByName: [String: [String]] = [:]

    /// Fills `subclassesByName` once every class is known. Overrides are looked up below a
    /// class only when asked: most classes have no subclass, and a hook run asks about few.
    mutating func collectSubclasses() {
        var result: [String: [String]] = [:]
        for info in classes.values {
            if let superclass = info.superclass { result[Self.simpleName(superclass), default: []].append(info.name) }
        }
        subclassesByName = result
    }

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
    public static func simpleName(_ name: String) -> String {
        // Asked for every type of every file and many names the roles meet: an ASCII name (whose
        // Characters are its bytes) is cut in one pass over its bytes, without a split's arrays.
        var contiguous = name  // (`withUTF8` is mutating; a native name is read in place)
        switch contiguous.withUTF8({ simpleRange(of: $0) }) {
        case .whole: return name
        case .part(let range): return String(name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: range.lowerBound)
                                                     ..< name.utf8.index(name.utf8.startIndex, offsetBy: range.upperBound)])!
        case .notASCII:
            let base = name.split(separator: "<").first.map(String.init) ?? name
            return base.split(separator: ".").last.map(String.init) ?? base
        }
    }

    private enum SimpleRange { case whole, part(Range<Int>), notASCII }

    /// Whether any byte is `<`, `.` or not ASCII, eight bytes at a time (most names have none).
    @inline(__always) private static func mayNeedCut(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        @inline(__always) func flagged(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let angle = word ^ (ones &* UInt64(UInt8(ascii: "<"))), dot = word ^ (ones &* UInt64(UInt8(ascii: ".")))
            return (word | ((angle &- ones) & ~angle) | ((dot &- ones) & ~dot)) & highs != 0
        }
        let raw = UnsafeRawPointer(base)
        var k = 0
        while k + 8 <= count {
            if flagged(raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)) { return true }
            k += 8
        }
        guard k < count else { return false }
        var tail: UInt64 = 0  // the last bytes, zero-padded (a zero byte is none of the three)
        for j in k..<count { tail |= UInt64(base[j]) << UInt64(8 * (j - k)) }
        return flagged(tail)
    }

    /// What the splits of `simpleName` keep of ASCII bytes: the first run between `<`s that is
    /// not empty, then the last run between `.`s in it that is not empty (a split drops empty ones).
    private static func simpleRange(of bytes: UnsafeBufferPointer<UInt8>) -> SimpleRange {
        let count = bytes.count
        guard let base = bytes.baseAddress, mayNeedCut(base, count) else { return .whole }
        var start = 0
        while start < count, bytes[start] == UInt8(ascii: "<") { start += 1 }
        var end = start, lastDot = -1
        while end < count, bytes[end] != UInt8(ascii: "<") {
            if bytes[end] >= 0x80 { return .notASCII }
            if bytes[end] == UInt8(ascii: ".") { lastDot = end }
            end += 1
        }
        for k in end..<count where bytes[k] >= 0x80 { return .notASCII }
        guard start < count else { return .whole }  // no run at all: the name as it is
        // Trailing dots make empty runs: the last run ends before them.
        var last = end
        while last > start, bytes[last - 1] == UInt8(ascii: ".") { last -= 1 }
        if last < end { lastDot = -1; for k in start..<last where bytes[k] == UInt8(ascii: ".") { lastDot = k } }
        let cut = last == start ? start..<end : max(start, lastDot + 1)..<last  // only dots: the base run
        return cut == 0..<count ? .whole : .part(cut)
    }
}
