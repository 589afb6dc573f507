import Testing
@testable import LayoutLint

@Suite("Objective-C protocol selectors")
struct ObjCProtocolRequirementsTests {
    @Test func compiledTableEqualsTheDataFile() throws {
        let onDisk = try FileSystem.readFile(FileSystem.join(ConfigurationTests.repositoryRoot, "data/objc-protocol-selectors.json"))
        #expect(String(decoding: onDisk, as: UTF8.self) == ObjCProtocolSelectorsData.json + "\n",
                "data/objc-protocol-selectors.json changed: run scripts/embed-resources.sh")
    }

    @Test func lookupBySelector() {
        #expect(ObjCProtocolRequirements.protocols(forSelector: "tableView:cellForRowAtIndexPath:") == ["UITableViewDataSource"])
        #expect(ObjCProtocolRequirements.protocols(forSelector: "scrollViewDidScroll:") == ["UIScrollViewDelegate"])
        #expect(ObjCProtocolRequirements.protocols(forSelector: "viewDidLoad").isEmpty)
        #expect(ObjCProtocolRequirements.selectors(of: "UIPickerViewDataSource")?.required
            == ["numberOfComponentsInPickerView:", "pickerView:numberOfRowsInComponent:"])
        #expect(ObjCProtocolRequirements.isSuperclassMethod("prepareForSegue:sender:"))
        #expect(!ObjCProtocolRequirements.isSuperclassMethod("didTapSave:"))
    }

    /// Every protocol of the selector table is one the Swift table knows too, so refinements
    /// (UITableViewDelegate's scroll view methods) and MARK titles resolve the same way.
    @Test func protocolsAreKnownToTheSwiftTable() {
        // UIWebViewDelegate left the Swift SDK; old Objective-C code still implements it.
        for name in ObjCProtocolRequirements.table.byProtocol.keys where name != "UIWebViewDelegate" {
            #expect(KnownProtocol.named(name) != nil, "\(name)")
        }
    }
}
