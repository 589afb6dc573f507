import Testing
@testable import LayoutLint

/// The Objective-C side of the SDK knowledge: protocol selectors from the generated SDK table,
/// and the small list of superclass methods that Objective-C overrides without saying so.
@Suite("Objective-C SDK selectors and superclass methods")
struct ObjCSuperclassMethodsTests {
    @Test func compiledListEqualsTheDataFile() throws {
        let onDisk = try FileSystem.readFile(FileSystem.join(ConfigurationTests.repositoryRoot, "data/objc-superclass-methods.json"))
        #expect(String(decoding: onDisk, as: UTF8.self) == ObjCSuperclassMethodsData.json + "\n",
                "data/objc-superclass-methods.json changed: run scripts/embed-resources.sh")
    }

    @Test func theSDKTableAnswersSelectorLookups() throws {
        #expect(SDKProtocols.protocols(withSelector: "tableView:cellForRowAtIndexPath:").map(\.name) == ["UITableViewDataSource"])
        #expect(SDKProtocols.protocols(withSelector: "scrollViewDidScroll:").map(\.name) == ["UIScrollViewDelegate"])
        #expect(SDKProtocols.protocols(withSelector: "viewDidLoad").isEmpty)
        let picker = try #require(SDKProtocols.protocol(named: "UIPickerViewDataSource"))
        #expect(picker.requirements.filter { !$0.isOptional }.map(\.selector)
            == ["numberOfComponentsInPickerView:", "pickerView:numberOfRowsInComponent:"])
        #expect(SDKProtocols.refinements(of: "UITableViewDelegate").contains("UIScrollViewDelegate"))
    }

    @Test func superclassMethodsAreListed() {
        #expect(ObjCSuperclassMethods.contains("prepareForSegue:sender:"))
        #expect(ObjCSuperclassMethods.contains("layoutSubviews") && ObjCSuperclassMethods.contains("touchesBegan:withEvent:"))
        #expect(!ObjCSuperclassMethods.contains("didTapSave:"))
    }

    /// No listed override is also a protocol requirement: a method is either not placed or in
    /// its protocol's block, never both by accident.
    @Test func superclassMethodsAreNoProtocolRequirements() {
        for selector in ObjCSuperclassMethods.selectors {
            #expect(SDKProtocols.protocols(withSelector: selector).isEmpty, "\(selector)")
        }
    }

    /// In a `.m` controller, the SDK table places protocol methods and the list leaves overrides unplaced.
    @Test func aControllerIsClassifiedFromBoth() {
        let file = SourceFile(path: "ColorPickerViewController.m", text: """
            @interface ColorPickerViewController : UIViewController <UIPickerViewDataSource>
            @end

            @implementation ColorPickerViewController
            - (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView { return 1; }
            - (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component { return 3; }
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {}
            - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
            @end
            """)
        let members = RoleClassifier(outline: SourceParser.parse(file), configuration: .default).checkedTypes().first?.members ?? []
        #expect(members.map { "\($0.member.selector ?? "")=\($0.role.map { "\($0)" } ?? "none")" } == [
            "numberOfComponentsInPickerView:=delegate(UIPickerViewDataSource)",
            "pickerView:numberOfRowsInComponent:=delegate(UIPickerViewDataSource)",
            "prepareForSegue:sender:=none", "preferredStatusBarStyle=none",
        ])
    }
}
