import Testing
@testable import LayoutLint

/// The generated SDK table (`data/sdk-protocols.json`) and its lookups by Swift name and selector.
@Suite("SDK protocol table")
struct SDKProtocolsTests {
    @Test func embeddedCopyEqualsTheDataFile() throws {
        let onDisk = try FileSystem.readFile(FileSystem.join(ConfigurationTests.repositoryRoot, "data/sdk-protocols.json"))
        #expect(String(decoding: onDisk, as: UTF8.self) == SDKProtocolData.json + "\n",
                "data/sdk-protocols.json changed: run scripts/embed-resources.sh")
        // The lean reader agrees with the strict parser on every protocol and requirement.
        guard case let .array(protocols)? = try JSONParser.parse(SDKProtocolData.json)["protocols"]?.value else {
            Issue.record("no protocols")
            return
        }
        #expect(protocols.count == SDKProtocols.all.count && SDKProtocols.all.count > 200)
        for (node, decoded) in zip(protocols, SDKProtocols.all) {
            guard case let .array(requirements)? = node["requirements"]?.value else { continue }
            let strict = requirements.compactMap { entry -> String? in
                guard case let .array(fields) = entry.value, case let .string(name)? = fields.first?.value else { return nil }
                return name
            }
            #expect(strict == decoded.requirements.map(\.swiftName), "\(decoded.name)")
            // The kind, read from its bytes, says what the text says.
            let kinds = requirements.compactMap { entry -> String? in
                guard case let .array(fields) = entry.value, fields.count > 2, case let .string(kind) = fields[2].value else { return nil }
                return kind
            }
            #expect(kinds.map { $0.hasPrefix("optional") } == decoded.requirements.map(\.isOptional), "\(decoded.name)")
            #expect(kinds.map { $0.hasSuffix("property") } == decoded.requirements.map(\.isProperty), "\(decoded.name)")
        }
        // Escapes: the stub body `return ""` is written `"return \\"\\""` in the file.
        let placeholder = KnownProtocol.named("UIActivityItemSource")?.methods.first { $0.signature == "activityViewControllerPlaceholderItem(_:)" }
        #expect(placeholder?.stubBody == #"return """#)
    }

    /// The shared table's index is generated (scripts/embed-sdk-index.py): it must be what reading
    /// the embedded bytes gives.
    @Test func generatedIndexEqualsTheDecodedOne() {
        let read = SDKProtocolTable.decode(SDKProtocolData.json)
        let embedded = SDKProtocols.table
        #expect(SDKProtocolData.bytes == read.bytes && embedded.bytes.isEmpty && embedded.shared && !read.shared)
        #expect(embedded.offsets == read.offsets && embedded.byName == read.byName && embedded.count == 267)
        #expect(embedded.requirementKeys == read.requirementKeys && embedded.requirementOwners == read.requirementOwners)
        #expect(embedded.classes == read.classes && embedded.classes.count > 100)
    }

    /// The shared table decodes each protocol from a copy of its entry alone: every protocol and
    /// its scaffolding must be what decoding the whole text gives, and any range of the parts
    /// what the joined text holds there.
    @Test func entriesCopiedAloneDecodeAsTheWholeText() {
        let read = SDKProtocolTable.decode(SDKProtocolData.json)
        for (index, (alone, whole)) in zip(SDKProtocols.table.protocols, read.protocols).enumerated() {
            #expect(alone.name == whole.name && alone.framework == whole.framework && alone.refines == whole.refines)
            #expect(alone.requirements == whole.requirements, "\(alone.name)")
            let details = SDKProtocols.scaffoldDetails(ofProtocolAt: index).map { $0.map { [$0.declaration, $0.stub] } }
            let expected = whole.scaffolding.map { $0.flatMap { SDKProtocolTable.scaffoldDetail($0, in: read.bytes) }.map { [$0.declaration, $0.stub] } }
            #expect(details == expected, "\(alone.name)")
        }
        let joined = SDKProtocolData.bytes
        #expect(joined.count == SDKProtocolData.byteCount)
        var lengths = SDKProtocolData.parts.map(\.utf8CodeUnitCount)
        for k in lengths.indices.dropFirst() { lengths[k] += lengths[k - 1] + 1 }
        for end in lengths.dropLast() {
            for range in [(end - 3)..<(end + 4), end..<(end + 1), (end + 1)..<(end + 2), 0..<end, end..<joined.count] {
                #expect(SDKProtocolData.bytes(in: range) == Array(joined[range]), "\(range)")
            }
        }
    }

    @Test func leanReaderRefusesWhatItCannotRead() {
        for text in ["", "{", "[\"a\"", "{\"a\" 1}", "{\"protocols\": [\"\\u12\"]}", String(repeating: "[", count: 20),
                     "{\"sdk\": " + String(repeating: "[", count: 20)] {
            let table = SDKProtocolTable.decode(text)
            #expect(table.protocols.isEmpty && table.classes.isEmpty, "\(text)")
        }
        // A kind with an escape, or not ASCII, is read as text.
        let escaped = SDKProtocolTable.decode(#"{"protocols": [{"name": "P", "requirements": [["f()", "f", "optional\u0020property"], ["g()", "g", "réquired"], ["h()", "h", "optional"]]}]}"#)
        #expect(escaped.protocols.first?.requirements.map { [$0.isOptional, $0.isProperty] } == [[true, true], [false, false], [true, false]])
        var reader = SDKProtocolTable.Reader(bytes: Array(#"["a\nb", "\u00e9\"", "plain"]"#.utf8))
        #expect(reader.strings() == ["a\nb", "é\"", "plain"])
        // A file cut short keeps the protocols read before the cut.
        let cut = SDKProtocolTable.decode(#"{"sdk": "x", "protocols": [{"name": "P", "framework": "UIKit", "refines": [], "requirements": [["f()", "f", "optional"]]}, {"name": "Q", "requ"#)
        #expect(cut.protocols.map(\.name) == ["P"] && cut.candidates(forSwiftName: "f()") == [0] && SDKProtocolTable.selectorIndex(cut.protocols)["f"] == [0])
    }

    /// The requirement index holds keys, not names: every requirement of the table must still be
    /// found, with its protocols in table order, and names no protocol requires must not.
    @Test func requirementIndexFindsEveryRequirement() {
        var expected: [String: [Int]] = [:]
        for (index, sdk) in SDKProtocols.table.protocols.enumerated() {
            for requirement in sdk.requirements { expected[requirement.swiftName, default: []].appendUnlessLast(index) }
        }
        #expect(expected.count > 1000)
        for (name, owners) in expected {
            #expect(SDKProtocols.protocols(withRequirement: name).map(\.index) == owners, "\(name)")
        }
        #expect(SDKProtocols.protocols(withRequirement: "tableView(_:cellForRowAtt:)").isEmpty)
        #expect(SDKProtocols.protocols(withRequirement: "").isEmpty)
    }

    /// Escaped names are keyed as they decode, a protocol listed twice keeps its first entry, and a
    /// requirement too short to read is left out of both the index and the decoded protocol.
    @Test func indexAgreesWithTheDecodedProtocols() {
        let table = SDKProtocolTable.decode(#"{"protocols": [{"name": "P", "requirements": [["a\u0028)", "a", "required"], ["", "x", "optional"], ["short"]]}, "# +
                                            #"{"name": "P", "requirements": [["b()", "b", "required"]]}, {"name": "Q", "requirements": [["a()", "a", "optional", "func a()", "stub"]]}]}"#)
        #expect(table.protocols.map(\.name) == ["P", "Q"])
        #expect(table.protocols.first?.requirements.map(\.swiftName) == ["a()"])
        #expect(table.candidates(forSwiftName: "a()") == [0, 1])
        #expect(table.candidates(forSwiftName: "b()").isEmpty && table.candidates(forSwiftName: "short").isEmpty)
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
