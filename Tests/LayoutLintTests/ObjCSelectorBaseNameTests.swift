import Testing
@testable import LayoutLint

/// `ObjCSelector.swiftBaseName` reads bytes; the String version it replaced is kept here as the
/// reference, and both must agree on every selector of the embedded SDK table and on odd input.
@Suite("Objective-C selector base names")
struct ObjCSelectorBaseNameTests {
    /// The String-based version as it was before the byte rewrite.
    static func referenceBaseName(_ selector: String) -> String {
        let firstPiece = selector.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? selector
        if ObjCSelector.isInitializer(selector) { return "init" }
        if selector == "dealloc" { return "deinit" }
        guard selector.contains(":") else { return firstPiece }
        let bytes = Array(firstPiece.utf8)
        var cut: Int?
        for p in ObjCSelector.prepositions.map({ Array($0.utf8) }) {
            var k = 1
            while k + p.count < bytes.count {
                if bytes[k..<(k + p.count)].elementsEqual(p), bytes[k + p.count] >= UInt8(ascii: "A"), bytes[k + p.count] <= UInt8(ascii: "Z") {
                    cut = max(cut ?? 0, k)
                }
                k += 1
            }
        }
        guard let cut else { return firstPiece }
        return String(decoding: bytes[..<cut], as: UTF8.self)
    }

    @Test func agreesOnEverySDKSelector() {
        var count = 0
        for sdk in SDKProtocols.all {
            for requirement in sdk.requirements where !requirement.selector.isEmpty {
                count += 1
                #expect(ObjCSelector.swiftBaseName(requirement.selector) == Self.referenceBaseName(requirement.selector),
                        "\(requirement.selector)")
            }
        }
        #expect(count > 1_000)
    }

    @Test func agreesOnOddSelectors() {
        let selectors = ["", ":", "::", "a:", "A:", "With:", "xWith:", "xWithY:", "xWithYForZ:", "xForYWithZ:b:",
                         "goToAt:", "goToAtX:", "setWithWithA:", "xUsingY", "xUsingY:", "initWith", "init:",
                         "initials:", "dealloc:", "deallocWithZone:", "moveToParent:", "ToX:", "xOnYByZ:",
                         "sélectionWithFoo:", "viewÀWithBar:bar:", "x:\u{301}y:", "x\u{301}:WithY:", "caféForX:"]
        for selector in selectors {
            #expect(ObjCSelector.swiftBaseName(selector) == Self.referenceBaseName(selector), "\(selector)")
        }
    }

    /// Loose keys are made as one string: the same as base + "/" + count, for every SDK
    /// requirement (Swift names and selectors) and a few odd names.
    @Test func looseKeysAreBasePlusArgumentCount() {
        func reference(_ base: String, _ colons: Int) -> String { base + "/" + String(colons) }
        for sdk in SDKProtocols.all {
            for requirement in sdk.requirements {
                let name = requirement.swiftName
                let colons = name.filter { $0 == ":" }.count
                let base = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
                #expect(ObjCSelector.looseKey(ofSwiftName: name) == reference(base, name.contains("(") ? colons : 0), "\(name)")
                guard !requirement.selector.isEmpty else { continue }
                let selector = requirement.selector
                #expect(ObjCSelector.looseKey(ofSelector: selector)
                        == reference(ObjCSelector.swiftBaseName(selector), selector.filter { $0 == ":" }.count), "\(selector)")
            }
        }
        let twelve = "f(" + String(repeating: "a:", count: 12) + ")"
        #expect(ObjCSelector.looseKey(ofSwiftName: twelve) == "f/12")
        #expect(ObjCSelector.looseKey(ofSwiftName: "reload()") == "reload/0")
        #expect(ObjCSelector.looseKey(ofSwiftName: "reload") == "reload/0")
        #expect(ObjCSelector.looseKey(ofSwiftName: "café(_:)") == "café/1")
        #expect(ObjCSelector.looseKey(ofSelector: String(repeating: "x:", count: 10)) == ObjCSelector.swiftBaseName(String(repeating: "x:", count: 10)) + "/10")
    }
}
