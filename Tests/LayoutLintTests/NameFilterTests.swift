import Testing
@testable import LayoutLint

/// The classifier's name filters must never turn away a name the sets they summarise hold: a
/// clear bit skips the hash lookup, so a wrong one would drop a protocol requirement.
@Suite("Name filters")
struct NameFilterTests {
    static let swiftNames = [
        "tableView(_:cellForRowAt:)", "tableView(_:numberOfRowsInSection:)", "numberOfSections(in:)",
        "scrollViewDidScroll(_:)", "collectionView(_:layout:sizeForItemAt:)", "viewDidLoad()", "delegate",
        "tableView(tableView:numberOfRowsInSection:)", "searchBar(_:textDidChange:)", "reload", "reload()",
        "+(_:_:)", "/(_:_:)", "x", "", "webView(_:decidePolicyFor:decisionHandler:)", "présenter(_:)",
    ]

    @Test func everyNameOfASetPassesItsFilter() {
        let filter = NameFilter(Self.swiftNames)
        for name in Self.swiftNames { #expect(filter.mayContain(NameFilter.slot(name)), "\(name)") }
    }

    /// `baseSlot(ofSwiftName:)` reads the base name in place; it must agree with the loose key
    /// `ObjCSelector.looseKey` makes, whose base the loose filters hold.
    @Test func baseSlotAgreesWithTheLooseKey() {
        for name in Self.swiftNames {
            let filter = NameFilter(baseNamesOf: [ObjCSelector.looseKey(ofSwiftName: name)])
            guard let slot = NameFilter.baseSlot(ofSwiftName: name) else {
                #expect(!name.utf8.allSatisfy { $0 < 0x80 }, "only non-ASCII names skip the filter: \(name)")
                continue
            }
            #expect(filter.mayContain(slot), "\(name)")
        }
    }

    /// A Swift class adopting an Objective-C protocol whose Swift names the importer spells
    /// differently still finds the requirement through its loose key.
    @Test func looseRequirementsStillFound() {
        let facts = ProtocolKnowledge.ProtocolFacts(requirements: ["tableView(_:numberOfRowsInSection:)"], refines: [],
                                                    source: .sdk(framework: "UIKit"),
                                                    looseKeys: [ObjCSelector.looseKey(ofSelector: "tableView:numberOfRowsInSection:")])
        let source = RequirementSource(owner: RequirementOwner(adopted: "P", owner: "P", source: 0), facts: facts)
        var checked = CheckedType(name: "C", target: "t", superclass: "UIViewController", parts: [0], conformances: ["P"])
        checked.requirementSources = [source]
        #expect(checked.requirementOwners("tableView(_:numberOfRowsInSection:)").map(\.owner) == ["P"])
        #expect(checked.requirementOwners("tableView(tableView:numberOfRowsInSection:)").map(\.owner) == ["P"])
        #expect(checked.requirementOwners("titleLabel").isEmpty)
    }

    /// Requirement filters keep names with an argument list or a colon apart from bare ones: each
    /// kind must still find its own, exactly and (for Swift) by loose key, and the shape read in
    /// one pass must agree with the bytes.
    @Test func bareAndCallRequirementsFoundThroughTheirOwnFilters() {
        let requirements: Set<String> = ["delegate", "reload()", "tableView(_:didSelectRowAt:)", "tableView:heightForRowAtIndexPath:",
                                         "présenter", "présenter(_:)"]
        let looseKeys = Set(["tableView:heightForRowAtIndexPath:", "reloadData", "dismiss:"].map(ObjCSelector.looseKey(ofSelector:)))
        let facts = ProtocolKnowledge.ProtocolFacts(requirements: requirements, refines: [], source: .sdk(framework: "UIKit"), looseKeys: looseKeys)
        var checked = CheckedType(name: "C", target: "t", superclass: "UIViewController", parts: [0], conformances: ["P"])
        checked.requirementSources = [RequirementSource(owner: RequirementOwner(adopted: "P", owner: "P", source: 0), facts: facts)]
        for name in requirements { #expect(checked.requirementOwners(name).map(\.owner) == ["P"], "\(name)") }
        for name in ["reloadData", "reloadData()", "tableView(_:heightForRowAt:)", "dismiss(_:)"] {
            #expect(checked.requirementOwners(name).map(\.owner) == ["P"], "loose \(name)")
        }
        for name in ["titleLabel", "reload(_:)", "collectionView(_:cellForItemAt:)", "dismiss"] { #expect(checked.requirementOwners(name).isEmpty, "\(name)") }
        for name in NameFilterTests.swiftNames + ["a:b:", "(", ":"] {
            let shape = ProtocolKnowledge.ProtocolFacts.shape(of: name)
            #expect(shape.call == (name.contains("(") || name.contains(":")) && shape.arguments == name.contains(":"), "\(name)")
        }
    }

    /// A superclass walk's record of visited classes keeps a few in an array and the rest in a set:
    /// both must recognise a class met before, however long the chain.
    @Test func visitedNamesStopCyclesOfAnyLength() {
        for length in [1, 2, 16, 17, 40] {
            var seen = VisitedNames()
            let names = (0..<length).map { "Class\($0)" }
            for name in names {
                let new = seen.insert(name)
                #expect(new)
            }
            for name in names {
                let again = seen.insert(name)
                #expect(!again, "\(name) of \(length)")
            }
            #expect(seen.count == length)
        }
    }
}
