/// The effective settings of a run: the defaults of `rules.json` overridden by the user's file.
public struct Configuration: Sendable {
    /// A kind of type that is checked (view controllers by default; views and cells by choice).
    public struct Target: Sendable {
        public let name: String
        public let superclassPatterns: [Glob]
        /// Life-cycle method base names in the order they belong in.
        public let lifecycle: [String]
        /// The same names, for membership (made when asked: the classifier reads `lifecycleSet`).
        public var lifecycleNames: Set<String> { Set(lifecycle) }
        /// The same names for the classifier, which asks about every method of a checked type:
        /// compared by bytes within a bucket, not hashed (`NameSet`).
        let lifecycleSet: NameSet

        public init(name: String, superclassPatterns: [Glob], lifecycle: [String]) {
            self.name = name
            self.superclassPatterns = superclassPatterns
            self.lifecycle = lifecycle
            lifecycleSet = NameSet(lifecycle)
        }
    }

    public internal(set) var include: [Glob] = []
    public internal(set) var exclude: [Glob] = []
    public internal(set) var targets: [Target] = []
    public internal(set) var sectionOrder: [SectionID] = SectionID.allCases { didSet { indexAliases() } }
    public internal(set) var aliases = SectionAliases() { didSet { indexAliases() } }
    /// Lowercased alias → the first section in `sectionOrder` listing it: section titles are
    /// looked up tens of thousands of times a run, and lowercasing every alias for each cost ~2 %.
    private var sectionByAlias: [String: SectionID] = [:]
    /// The section each MARK title names, worked out once a run (made anew with the aliases).
    private(set) var sectionTitles = SectionTitleCache()
    public internal(set) var rules: [String: RuleSettings] = [:]
    /// The user's configuration file, if one was found or given.
    public internal(set) var sourcePath: String?

    /// The built-in defaults (the top-level `rules.json`, compiled in).
    public static let `default`: Configuration = {
        do {
            return try ConfigurationLoader.load(userJSON: nil, path: nil)
        } catch {
            fatalError("the built-in rules.json is invalid: \(error)")  // a test guards this
        }
    }()

    public func settings(for ruleID: String) -> RuleSettings {
        rules[ruleID] ?? RuleSettings(severity: .off)
    }

    /// The first section in `sectionOrder` whose aliases include `title`, ignoring case.
    public func section(aliased title: String) -> SectionID? {
        sectionByAlias[Self.lowercased(title)]
    }

    /// `String.lowercased()`, with ASCII titles (nearly all) lowered byte by byte: the Unicode
    /// case mapping cost ~2,000 instructions a MARK title.
    static func lowercased(_ text: String) -> String {
        guard text.isASCII else { return text.lowercased() }
        return text.withUTF8Bytes { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { lowered in
                for (k, byte) in bytes.enumerated() { lowered[k] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
                return bytes.count
            }
        }
    }

    private mutating func indexAliases() {
        sectionByAlias = [:]
        sectionTitles = SectionTitleCache()
        for id in sectionOrder {
            for alias in aliases[id] ?? [] {
                let key = Self.lowercased(alias)
                if sectionByAlias[key] == nil { sectionByAlias[key] = id }
            }
        }
    }

    /// Position of a section in the configured order.
    public func rank(of section: SectionID) -> Int {
        sectionOrder.firstIndex(of: section) ?? sectionOrder.count
    }

    /// Whether a path (as walked, relative to the linted root) is to be linted. Directories are
    /// only tested against `exclude` (`Generated/**` or `Generated`), files against both.
    public func includes(path: String, isDirectory: Bool = false) -> Bool {
        // The first byte turns nearly every path away before a Character prefix test.
        let relative = path.utf8.first == UInt8(ascii: ".") && path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if exclude.contains(where: { $0.matches(relative) || (isDirectory && $0.matches(relative + "/")) }) { return false }
        return isDirectory || include.isEmpty || include.contains { $0.matches(relative) }
    }

    /// The target whose superclass patterns match `superclass`, if any.
    public func target(forSuperclass superclass: String) -> Target? {
        guard superclass.containsByte(UInt8(ascii: "<"), or: UInt8(ascii: ".")) else {
            return targets.first { target in target.superclassPatterns.contains { $0.matches(superclass) } }
        }
        let base = superclass.split(separator: "<").first.map(String.init) ?? superclass
        let simple = base.split(separator: ".").last.map(String.init) ?? base
        return targets.first { target in target.superclassPatterns.contains { $0.matches(simple) } }
    }

    /// A copy with only the named rules enabled (at their configured or default severity).
    public func enablingOnly(_ ids: Set<String>) -> Configuration {
        var copy = self
        for id in RuleRegistry.ids {
            if ids.contains(id) {
                if copy.rules[id]?.severity == .off { copy.rules[id]?.severity = .warning }
            } else {
                copy.rules[id]?.severity = .off
            }
        }
        return copy
    }
}

/// Each section's aliases (read as `aliases[.event]`), kept by the section's place in
/// `SectionID.allCases`: a dictionary keyed by the enum had the enum's `Hashable` conformance
/// looked up at run time, a scan costing ~120,000 instructions at every start. (Not the rules'
/// `PerSection`: its values sit inline, and a configuration, copied ~570 times a lint, would
/// retain six lists a copy instead of one.)
public struct SectionAliases: Sendable {
    private var lists = [[String]?](repeating: nil, count: SectionID.allCases.count)

    public subscript(id: SectionID) -> [String]? {
        get { lists[id.caseIndex] }
        set { lists[id.caseIndex] = newValue }
    }
}
