import Testing
@testable import LayoutLint

/// Inputs a repository can contain that no one writes on purpose: each must lint to an end,
/// with sensible results, without trapping or recursing. (Their timings live in bench/.)
/// The same megabyte of xorshift bytes on every run.
func pseudoRandomBytes(_ count: Int) -> [UInt8] {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var bytes = [UInt8](repeating: 0, count: count)
    for i in bytes.indices {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        bytes[i] = UInt8(truncatingIfNeeded: state)
    }
    return bytes
}

@Suite("Pathological inputs", .serialized)
struct PathologicalInputTests {
    func lint(_ bytes: [UInt8]) -> [Finding] {
        Linter(configuration: .default).lint(SourceFile(path: "P.swift", bytes: bytes))
    }

    @Test func hundredMegabyteSingleLine() {
        var bytes = Array("let s = \"".utf8)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: 100_000_000))
        bytes.append(contentsOf: Array("\"; class AViewController: UIViewController { private func f() {} }".utf8))
        let findings = lint(bytes)
        #expect(findings.map(\.ruleID).contains("private-methods"))
        #expect(findings.allSatisfy { $0.line == 1 })
        #expect(findings.first { $0.ruleID == "private-methods" }?.column == 100_000_000 + 63)
    }

    @Test func hundredThousandNestedParenthesesAndBraces() {
        let depth = 100_000
        let source = "class AViewController: UIViewController {\n    func f() {\n        let x = "
            + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n        "
            + String(repeating: "{", count: depth) + String(repeating: "}", count: depth) + "\n    }\n"
            + "    // MARK: - Getters and Setters\n    var v: Int { 1 }\n}\n"
        let o = OutlineParser.parse(SourceFile(path: "P.swift", text: source))
        #expect(o.types[0].members.map(\.name) == ["f", "v"])
        #expect(lint(Array(source.utf8)).contains { $0.ruleID == "private-methods" })
        let unbalanced = "class AViewController: UIViewController {\n" + String(repeating: "{(", count: depth)
        #expect(OutlineParser.parse(SourceFile(path: "P.swift", text: unbalanced)).types.count == 1)
    }

    @Test func oneMillionMembersInOneType() {
        var source = "class BigViewController: UIViewController {\n"
        source.reserveCapacity(12_000_100)
        for _ in 0..<1_000_000 { source += "let a = 1\n" }
        source += "}\n"
        let o = OutlineParser.parse(SourceFile(path: "P.swift", text: source))
        #expect(o.types[0].members.count == 1_000_000)
        let findings = lint(Array(source.utf8))
        #expect(findings.map(\.ruleID) == ["controller-length"])
        #expect(findings.first?.severity == .error)
    }

    @Test func randomBytes() {
        let bytes = pseudoRandomBytes(1 << 20)
        #expect(roundTrips(bytes))
        _ = lint(bytes)
        _ = OutlineFormatter.json(OutlineParser.parse(SourceFile(path: "R.swift", bytes: bytes)))
    }

    @Test func invalidUTF8AndNULInNamesAndStrings() {
        var bytes = Array("class Bad".utf8) + [0xFF, 0xFE] + Array("ViewController: UIViewController {\n    let s = \"".utf8)
        bytes += [0xC3, 0x00, 0x80] + Array("\"\n    private func na".utf8) + [0xE2, 0x82] + Array("me() {}\n".utf8) + [0]
        bytes += Array("}\n".utf8)
        #expect(roundTrips(bytes))
        let o = OutlineParser.parse(SourceFile(path: "U.swift", bytes: bytes))
        #expect(o.types.count == 1)
        _ = lint(bytes)
        _ = OutlineFormatter.json(o)
    }

    @Test func unterminatedEverything() {
        let sources = [
            "class AViewController: UIViewController {\n    let s = \"never closed\n    func f() {}\n",
            "class AViewController: UIViewController {\n    let s = \"\"\"\n    never closed\n",
            "class AViewController: UIViewController {\n    let s = #\"raw\n    /* comment /* nested */\n",
            "class AViewController: UIViewController {\n    #if DEBUG\n    func f() {}\n",
            "class AViewController: UIViewController {\n    func f() { let r = #/ab\n",
            "class AViewController: UIViewController {\n    func f(",
            "class AViewController: UIViewController {\n    var x: Int {\n        get {",
            "extension AViewController: UITableViewDelegate where",
        ]
        for source in sources {
            #expect(roundTrips(Array(source.utf8)))
            let o = OutlineParser.parse(SourceFile(path: "T.swift", text: source))
            #expect(o.types.count <= 1, "\(source)")
            _ = lint(Array(source.utf8))
        }
    }
}
