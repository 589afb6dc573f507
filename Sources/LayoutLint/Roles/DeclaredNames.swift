/// The simple names a file's types may have (classes, protocols, extended types, an Objective-C
/// category's class) and its classes' superclasses', as filters: a superset of the keys of the
/// file's index (`ProjectDeclarations` names its entries so), gathered without hashing.
struct DeclaredNames {
    private let names: NameFilter, superclasses: NameFilter
    /// Whether the file declares a protocol (its index's `protocols` is not empty).
    let anyProtocol: Bool

    init(_ outline: borrowing Outline) {
        // Added name by name: lists of the names cost two allocations a file and a retain a name.
        var names = NameFilter([String]()), superclasses = NameFilter([String]())
        var anyProtocol = false
        func add(_ types: [TypeDecl]) {
            for k in types.indices {
                let name = ProjectIndex.simpleName(types[k].name)
                names.insert(name)
                // `X (Category)` extends `X` (cut where `ProjectDeclarations` cuts it, when a byte
                // says it may: a Character search costs ~11,000 instructions a name).
                if name.containsByte(UInt8(ascii: "("), or: UInt8(ascii: "(")), let open = name.firstIndex(of: "(") {
                    names.insert(String(name[..<open].filter { $0 != " " }))
                }
                switch types[k].kind {
                case .protocol: anyProtocol = true
                case .class, .interface:
                    if let first = types[k].inherits.first { superclasses.insert(ProjectIndex.simpleName(first)) }
                default: break
                }
            }
        }
        add(outline.types)
        add(outline.headerTypes)
        self.names = names
        self.superclasses = superclasses
        self.anyProtocol = anyProtocol
    }

    func mayName(_ simple: String) -> Bool { names.mayContain(NameFilter.slot(simple)) }

    /// Whether a class of the file may derive directly from `simple`.
    func mayBeSuperclass(_ simple: String) -> Bool { superclasses.mayContain(NameFilter.slot(simple)) }
}

/// The classes a superclass walk has met, to stop on a cycle: an array (a chain is a few classes
/// long, and comparing them costs less than making and hashing into a set), a set past sixteen so
/// a pathological chain still costs linear time.
struct VisitedNames {
    private var few: [String] = []
    private var many: Set<String>?

    var count: Int { many?.count ?? few.count }

    /// Whether `name` was new (it is recorded).
    mutating func insert(_ name: String) -> Bool {
        if many != nil { return many!.insert(name).inserted }
        if few.contains(name) { return false }
        few.append(name)
        if few.count >= 16 { many = Set(few) }
        return true
    }
}
