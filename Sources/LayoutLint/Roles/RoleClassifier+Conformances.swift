/// Which protocols a checked class adopts, the inherited ones included.
extension RoleClassifier {
    /// Declared conformances (the class, its extensions in this file and elsewhere in the
    /// project), then those inherited through the superclass chain: the app's base classes from
    /// the project index, UIKit's classes from the SDK table (`UITableViewController` adopts the
    /// table view protocols). Inherited ones map to the class that adopts them.
    func conformances(of type: TypeDecl, extensions: [Int]) -> (all: [String], inherited: [String: String]) {
        let (superclass, declared) = knowledge.splitInheritance(type.inherits)
        var all = declared
        for k in extensions { all += outline.types[k].inherits }
        // Extensions in other files (`extension ProfileViewController: Themeable`), unless two
        // targets each declare a class of this name: then they may extend the other one.
        let simple = ProjectIndex.simpleName(type.name)
        if !project.classesDeclaredTwice.contains(simple) { all += project.extensionConformances[simple] ?? [] }
        var inherited: [String: String] = [:]
        if let superclass {
            for (adopted, adopter) in knowledge.inheritedConformances(startingAt: superclass) where !all.contains(adopted) {
                all.append(adopted)
                inherited[adopted] = adopter
            }
        }
        return (all.uniqued(), inherited)
    }

    /// Every adopted protocol and those it refines, with their requirements; and the adopted
    /// protocols nobody declares, noted on the way (no facts for it: `ProtocolKnowledge.isKnown`
    /// says no), which sections under their names ask about again and again.
    func requirementSources(of conformances: [String]) -> (sources: [RequirementSource], unknown: [String]) {
        var sources: [RequirementSource] = []
        sources.reserveCapacity(conformances.count * 2)  // most adopted protocols refine one more or none
        var unknown: [String] = []
        let knowledge = knowledge
        for adopted in conformances {
            // The run's list, shared (made once for every file that adopts the protocol), unless
            // this file declares a protocol on the chain: then its own.
            let chain = knowledge.refinements(of: adopted)
            if chain.first.map({ $0.facts == nil }) ?? true { unknown.append(adopted) }
            for k in chain.indices {
                if let facts = chain[k].facts {
                    sources.append(RequirementSource(owner: RequirementOwner(adopted: adopted, owner: chain[k].name, source: sources.count),
                                                     facts: facts))
                }
            }
        }
        return (sources, unknown)
    }
}
