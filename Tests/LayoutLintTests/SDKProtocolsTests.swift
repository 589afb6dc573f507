import Testing
@testable import LayoutLint

/// The generated SDK table (`data/sdk-protocols.json`) and its lookups by Swift name and selector.
@Suite("SDK protocol table")
struct SDKProtocolsTests {
    @Test func embeddedCopyEqualsTheDataFile() throws {
        let onDisk = try FileSystem.readFile(FileSystem.join(ConfigurationTests.repositoryRoot, "data/sdk-protocols.json"))
        #expect(String(decoding: onDisk, as: UTF8.self) == SDKProtocolData.json + "\n",
                "data/sdk-protocols.json changed: run scripts/embed-resources.sh")
        // Every protocol of the file decodes (a malformed entry would be skipped silently).
        let names = try JSONParser.parse(SDKProtocolData.json)["protocols"]?.array?.count
        #expect(names == SDKProtocols.all.count && SDKProtocols.all.count > 200)
    }

    @Test func requirementsHaveBothNames() throws {
        let dataSource = try #require(SDKProtocols.protocol(named: "UITableViewDataSource"))
        let cell = try #require(dataSource.requirements.first { $0.swiftName == "tableView(_:cellForRowAt:)" })
        #expect(cell.selector == "tableView:cellForRowAtIndexPath:" && !cell.isOptional)
        #expect(SDKProtocols.protocols(withSelector: "tableView:cellForRowAtIndexPath:").map(\.name) == ["UITableViewDataSource"])
        #expect(SDKProtocols.protocols(withRequirement: "tableView(_:cellForRowAt:)").map(\.name) == ["UITableViewDataSource"])
        #expect(SDKProtocols.protocols(withSelector: "numberOfSectionsInTableView:").first?
            .requirements.contains { $0.swiftName == "numberOfSections(in:)" && $0.isOptional } == true)
        #expect(SDKProtocols.protocols(withSelector: "viewForZoomingInScrollView:").map(\.name) == ["UIScrollViewDelegate"])
        #expect(SDKProtocols.protocols(withRequirement: "viewForZooming(in:)").map(\.name) == ["UIScrollViewDelegate"])
        #expect(SDKProtocols.protocols(withSelector: "noSuchSelector:").isEmpty)
    }

    @Test func coversTheFrameworksControllersAdopt() {
        for name in ["QLPreviewControllerDelegate", "QLPreviewControllerDataSource", "PHPickerViewControllerDelegate",
                     "CNContactPickerDelegate", "MFMailComposeViewControllerDelegate", "SFSafariViewControllerDelegate",
                     "SKProductsRequestDelegate", "CLLocationManagerDelegate", "UNUserNotificationCenterDelegate",
                     "PKCanvasViewDelegate", "VNDocumentCameraViewControllerDelegate", "ARSCNViewDelegate",
                     "GKGameCenterControllerDelegate", "EKEventEditViewDelegate", "CBCentralManagerDelegate",
                     "MCSessionDelegate", "WKScriptMessageHandler", "MKMapViewDelegate", "AVPlayerViewControllerDelegate",
                     "AVCapturePhotoCaptureDelegate", "UISearchResultsUpdating", "NSURLSessionDelegate"] {
            #expect(SDKProtocols.protocol(named: name) != nil, "\(name)")
        }
    }

    @Test func refinementsAndAdoptingClasses() {
        #expect(SDKProtocols.refinements(of: "UICollectionViewDelegateFlowLayout") == ["UICollectionViewDelegate", "UIScrollViewDelegate"])
        #expect(SDKProtocols.refinements(of: "UITableViewDataSource").isEmpty)
        #expect(SDKProtocols.adoptedProtocols(ofClass: "UITableViewController") == ["UITableViewDelegate", "UITableViewDataSource"])
        #expect(SDKProtocols.superclass(ofClass: "UITableViewController") == "UIViewController")
        #expect(SDKProtocols.adoptedProtocols(ofClass: "NoSuchController").isEmpty)
    }

    @Test func aTableViewControllerSubclassImplementsTheTableProtocolsWithoutSayingSo() {
        let result = roles("""
        final class InboxViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            func reload() {}
        }
        """)
        #expect(result == ["tableView(_:numberOfRowsInSection:): delegate(UITableViewDataSource)",
                           "scrollViewDidScroll(_:): delegate(UITableViewDelegate)", "reload(): private"])
    }
}
