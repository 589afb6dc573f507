import Testing
@testable import LayoutLint

/// Reads a declaration's text independently of the table's `signature`, so that a typo in either
/// one shows up: the compiler's full name (`tableView(_:cellForRowAt:)`) and whether the function
/// returns a value (an `->` after the parameter list, not one inside a closure parameter's type).
/// Splits the parameter list at top-level commas; a parameter's first word is its label.
private func parse(_ declaration: String) -> (fullName: String, returnsValue: Bool)? {
    if declaration.hasPrefix("var ") || declaration.hasPrefix("let ") {
        return declaration.dropFirst(4).split(separator: ":").first.map { (String($0), true) }
    }
    guard declaration.hasPrefix("func "), let open = declaration.firstIndex(of: "(") else { return nil }
    let base = declaration[declaration.index(declaration.startIndex, offsetBy: 5)..<open]
    var labels: [String] = []
    var parameter = ""
    var depth = 0
    var previous: Character = " "
    func flush() {
        let label = parameter.split(separator: ":", maxSplits: 1).first?
            .split(separator: " ").first.map(String.init)
        if let label { labels.append(label) }
        parameter = ""
    }
    var close = declaration.endIndex
    scan: for index in declaration.indices[declaration.index(after: open)...] {
        let character = declaration[index]
        switch character {
        case "(", "[", "<":
            depth += 1
        case ")", "]":
            depth -= 1
            if depth < 0 { flush(); close = index; break scan }
        case ">" where previous != "-":  // the `>` of `->` closes nothing
            depth -= 1
        case "," where depth == 0:
            flush()
            previous = character
            continue
        default:
            break
        }
        parameter.append(character)
        previous = character
    }
    guard depth < 0 else { return nil }  // unbalanced parameter list
    let name = "\(base)(" + labels.map { "\($0):" }.joined() + ")"
    let returnType = declaration[declaration.index(after: close)...].split(separator: "->", maxSplits: 1)
        .dropFirst().first?.filter { !$0.isWhitespace }
    return (name, returnType.map { $0 != "Void" && $0 != "()" } ?? false)
}

private func fullName(of declaration: String) -> String? { parse(declaration)?.fullName }
private func returnsValue(_ declaration: String) -> Bool { parse(declaration)?.returnsValue ?? false }

private struct Entry: CustomStringConvertible {
    let proto: KnownProtocol
    let method: ProtocolMethod
    var description: String { "\(proto.name).\(method.signature)" }
}

private let allEntries: [Entry] = KnownProtocol.builtIn.flatMap { proto in
    proto.methods.map { Entry(proto: proto, method: $0) }
}

@Suite("Known protocol table")
struct KnownProtocolTableTests {
    @Test func fullNameHelperHandlesNestedTypes() {
        #expect(fullName(of: "func scrollViewDidScroll(_ scrollView: UIScrollView)") == "scrollViewDidScroll(_:)")
        #expect(fullName(of: "func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)")
            == "webView(_:decidePolicyFor:decisionHandler:)")
        #expect(fullName(of: "func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any])")
            == "imagePickerController(_:didFinishPickingMediaWithInfo:)")
        #expect(fullName(of: "func f(a: UnsafeMutablePointer<CGPoint>, b c: (Int) -> Void) -> Int") == "f(a:b:)")
        #expect(fullName(of: "func f() -> Int") == "f()")
        #expect(returnsValue("func f(a: Int) -> [Int]"))
        #expect(!returnsValue("func f(handler: @escaping (Any?, String?) -> Void)"))
        #expect(!returnsValue("func f(a: Int) -> Void"))
    }

    @Test func protocolNamesAreUnique() {
        var seen: Set<String> = []
        let duplicates = KnownProtocol.builtIn.map(\.name).filter { !seen.insert($0).inserted }
        #expect(duplicates.isEmpty, "duplicate protocols: \(duplicates)")
    }

    @Test func everyProtocolHasAFrameworkAndMembers() {
        for proto in KnownProtocol.builtIn {
            #expect(!proto.framework.isEmpty, "\(proto.name) has no framework")
            #expect(!proto.methods.isEmpty, "\(proto.name) has no members")
        }
    }

    @Test func everySignatureMatchesItsDeclaration() {
        let mismatches = allEntries.filter { fullName(of: $0.method.declaration) != $0.method.signature }
            .map { "\($0): declaration gives \(fullName(of: $0.method.declaration) ?? "nothing")" }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test func declarationsHaveNoBodyOrModifiers() {
        for entry in allEntries {
            let declaration = entry.method.declaration
            #expect(declaration.hasPrefix("func ") || declaration.hasPrefix("var "), "\(entry)")
            #expect(!declaration.contains("{") && !declaration.contains("optional"), "\(entry)")
        }
    }

    @Test func noMemberIsListedTwice() {
        for proto in KnownProtocol.builtIn {
            var seen: Set<String> = []
            let repeated = proto.methods.map(\.declaration).filter { !seen.insert($0).inserted }
            #expect(repeated.isEmpty, "\(proto.name) repeats \(repeated)")
        }
    }

    @Test func requiredNonVoidMethodsReturnSomething() {
        let missing = allEntries.filter { $0.method.required && returnsValue($0.method.declaration) }
            .filter { !$0.method.stubBody.hasPrefix("return ") }
        #expect(missing.isEmpty, "no `return` stub: \(missing)")
    }

    @Test func voidStubsDoNotReturnValues() {
        let wrong = allEntries.filter { !returnsValue($0.method.declaration) && $0.method.stubBody.hasPrefix("return ") }
        #expect(wrong.isEmpty, "Void method stub returns a value: \(wrong)")
    }

    @Test func tableViewDataSourceRequiresExactlyRowsAndCells() throws {
        let dataSource = try #require(KnownProtocol.named("UITableViewDataSource"))
        #expect(dataSource.framework == "UIKit")
        #expect(dataSource.methods.filter(\.required).map(\.signature)
            == ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)"])
    }

    @Test(arguments: [
        ("UICollectionViewDataSource", ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)"]),
        ("UIPickerViewDataSource", ["numberOfComponents(in:)", "pickerView(_:numberOfRowsInComponent:)"]),
        ("UIPageViewControllerDataSource", ["pageViewController(_:viewControllerBefore:)", "pageViewController(_:viewControllerAfter:)"]),
        ("WKScriptMessageHandler", ["userContentController(_:didReceive:)"]),
        ("UISearchResultsUpdating", ["updateSearchResults(for:)"]),
        ("PHPickerViewControllerDelegate", ["picker(_:didFinishPicking:)"]),
        ("UIDocumentPickerDelegate", []),
        ("UITableViewDelegate", []),
        ("UIScrollViewDelegate", []),
        ("WKNavigationDelegate", []),
    ])
    func requiredMembers(name: String, required: [String]) throws {
        let proto = try #require(KnownProtocol.named(name))
        #expect(proto.methods.filter(\.required).map(\.signature) == required)
    }

    @Test func namedFindsEveryBuiltInProtocol() {
        for proto in KnownProtocol.builtIn {
            #expect(KnownProtocol.named(proto.name) == proto)
        }
        #expect(KnownProtocol.named("UITableViewDelegateX") == nil)
        #expect(KnownProtocol.named("uitableviewdelegate") == nil)
    }

    @Test func protocolsDeclaringASignature() {
        #expect(KnownProtocol.protocols(declaring: "scrollViewDidScroll(_:)").map(\.name).contains("UIScrollViewDelegate"))
        // Shared names list every owner once, in table order (by framework, then name).
        #expect(KnownProtocol.protocols(declaring: "numberOfSections(in:)").map(\.name)
            == ["UICollectionViewDataSource", "UITableViewDataSource"])
        #expect(KnownProtocol.protocols(declaring: "webView(_:decidePolicyFor:decisionHandler:)").map(\.name)
            == ["WKNavigationDelegate"])
        #expect(KnownProtocol.protocols(declaring: "viewDidLoad()").isEmpty)
    }

    @Test func everyMemberIsFoundBySignature() {
        for entry in allEntries {
            #expect(KnownProtocol.protocols(declaring: entry.method.signature).contains(entry.proto), "\(entry)")
        }
    }

    @Test func inheritedProtocolsFollowRefinements() {
        #expect(KnownProtocol.inheritedProtocols(of: "UICollectionViewDelegateFlowLayout").map(\.name)
            == ["UICollectionViewDelegate", "UIScrollViewDelegate"])
        #expect(KnownProtocol.inheritedProtocols(of: "UITableViewDelegate").map(\.name) == ["UIScrollViewDelegate"])
        #expect(KnownProtocol.inheritedProtocols(of: "UITableViewDataSource").isEmpty)
        #expect(KnownProtocol.inheritedProtocols(of: "NotAProtocol").isEmpty)
    }
}
