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
}
