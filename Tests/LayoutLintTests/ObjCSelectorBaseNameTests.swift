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
        // The same for odd selectors, where the base name is no prefix (`dealloc`) or not ASCII
        // (colons are counted as bytes: `:\u{301}` is one).
        for selector in ["dealloc", "dealloc:", "init", "initWithFrame:", "initials:", "reload", "x:\u{301}y:", "caféForX:", String(repeating: "x:", count: 12)] {
            #expect(ObjCSelector.looseKey(ofSelector: selector)
                    == reference(ObjCSelector.swiftBaseName(selector), selector.utf8.filter { $0 == UInt8(ascii: ":") }.count), "\(selector)")
        }
        let twelve = "f(" + String(repeating: "a:", count: 12) + ")"
        #expect(ObjCSelector.looseKey(ofSwiftName: twelve) == "f/12")
        #expect(ObjCSelector.looseKey(ofSwiftName: "reload()") == "reload/0")
        #expect(ObjCSelector.looseKey(ofSwiftName: "reload") == "reload/0")
        #expect(ObjCSelector.looseKey(ofSwiftName: "café(_:)") == "café/1")
        #expect(ObjCSelector.looseKey(ofSelector: String(repeating: "x:", count: 10)) == ObjCSelector.swiftBaseName(String(repeating: "x:", count: 10)) + "/10")
    }

    /// `looseKey(ofSelector:sameBytesAs:)` answers as making the selector's key and comparing
    /// bytes would, for keys that are equal, nearly equal (another count, another base) and odd.
    @Test func selectorKeyComparisonAgreesWithTheMadeKey() {
        var selectors = ["", ":", "dealloc", "dealloc:", "init", "init:", "initWithFrame:", "initials:", "reload", "xWithY:",
                         "x:\u{301}y:", "caféForX:", "sélectionWithFoo:", String(repeating: "x:", count: 10), String(repeating: "x:", count: 12)]
        for sdk in SDKProtocols.all { selectors += sdk.requirements.map(\.selector) }
        for selector in selectors {
            let made = ObjCSelector.looseKey(ofSelector: selector)
            let base = ObjCSelector.swiftBaseName(selector), colons = selector.filter { $0 == ":" }.count
            let candidates = [made, base + "/" + String(colons + 1), base + "/" + String(colons + 10), base + "x/" + String(colons),
                              "/" + String(colons), base + "/", base, "", "deinit/0", "dealloc/0", made + "0", "0" + made]
            for key in candidates {
                #expect(ObjCSelector.looseKey(ofSelector: selector, sameBytesAs: key) == made.utf8.elementsEqual(key.utf8), "\(selector) \(key)")
            }
        }
    }

    /// An SDK protocol's loose keys, made once per requirement where its two keys agree, are the
    /// keys of its Swift names and of its selectors.
    @Test func sdkLooseKeysAreBothKeysOfEveryRequirement() {
        for sdk in SDKProtocols.all {
            let expected = Set(sdk.requirements.map { ObjCSelector.looseKey(ofSwiftName: $0.swiftName) })
                .union(sdk.requirements.filter { !$0.selector.isEmpty }.map { ObjCSelector.looseKey(ofSelector: $0.selector) })
            #expect(SDKProtocolTable.looseKeys(of: sdk.requirements) == expected, "\(sdk.name)")
            #expect(sdk.looseKeys == expected, "\(sdk.name)")
        }
    }
}
