/// What a checked type knows of the requirements of the protocols it adopts (`CheckedType`).

/// The union of several protocols' name filters (`ProtocolFacts`): a name none of them may hold
/// is in none of their requirements.
struct RequirementFilters: Sendable {
    private var callNames = NameFilter([String]()), bareNames = NameFilter([String]())
    private var looseBases = NameFilter([String]()), looseBasesWithoutArguments = NameFilter([String]())

    /// (From the sources in place: a list of their facts cost an allocation a type.)
    init(_ sources: [RequirementSource]) {
        for k in sources.indices {
            let one = sources[k].facts
            callNames.formUnion(one.callNames)
            bareNames.formUnion(one.bareNames)
            looseBases.formUnion(one.looseBases)
            looseBasesWithoutArguments.formUnion(one.looseBasesWithoutArguments)
        }
    }

    @inline(__always) func names(asking name: (call: Bool, arguments: Bool)) -> NameFilter { name.call ? callNames : bareNames }

    @inline(__always) func looseBases(asking name: (call: Bool, arguments: Bool)) -> NameFilter {
        name.arguments ? looseBases : looseBasesWithoutArguments
    }
}

/// One protocol's requirements as a checked type sees them: the protocol it adopts (or one that
/// refines it) and the requirements' facts, shared with every other type adopting it.
struct RequirementSource: Sendable {
    let owner: RequirementOwner
    let facts: ProtocolKnowledge.ProtocolFacts
}

/// A protocol a checked type adopts, and the protocol (it or one it refines) that declares a requirement.
struct RequirementOwner: Sendable {
    let adopted: String
    let owner: String
    /// Its index in `CheckedType.requirementSources`.
    let source: Int
}

/// Which of a checked type's requirement sources hold a name, as the sources' indices in
/// ascending order (`CheckedType.requirementOwnersAndShape`): bits for the first 64, a list
/// beyond. A list of the owners made per member asked about cost an allocation and a free
/// (~1,250 a lint); the bits cost none, and nothing is retained for a name no source holds.
struct RequirementSet: Sequence {
    /// Bit k: source k holds the name.
    private var bits: UInt64 = 0
    /// Sources from the 64th on that hold it, ascending (a type adopting that many is rare).
    private var beyond: [Int] = []

    var isEmpty: Bool { bits == 0 && beyond.isEmpty }

    /// The lowest index.
    var first: Int? { bits != 0 ? bits.trailingZeroBitCount : beyond.first }

    /// Adds source `index`, above every index added before.
    mutating func insert(_ index: Int) {
        if index < 64 { bits |= 1 << UInt64(index) } else { beyond.append(index) }
    }

    func makeIterator() -> Iterator { Iterator(bits: bits, beyond: beyond) }

    struct Iterator: IteratorProtocol {
        var bits: UInt64
        let beyond: [Int]
        var nextBeyond = 0

        mutating func next() -> Int? {
            if bits != 0 {
                let index = bits.trailingZeroBitCount
                bits &= bits &- 1
                return index
            }
            guard nextBeyond < beyond.count else { return nil }
            nextBeyond += 1
            return beyond[nextBeyond - 1]
        }
    }
}
