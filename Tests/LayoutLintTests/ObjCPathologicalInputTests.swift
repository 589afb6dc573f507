import Testing
@testable import LayoutLint

/// Objective-C inputs no one writes on purpose: each must outline and lint to an end, with
/// sensible results, without trapping or recursing. (Timings live in bench/.)
@Suite("Objective-C pathological inputs", .serialized)
struct ObjCPathologicalInputTests {
    static let header = "@interface AViewController : UIViewController\n@property (nonatomic) UILabel *label;\n@end\n"

    func lint(_ source: String) -> [Finding] {
        Linter(configuration: .default).lint(ObjCOutlineParser.parse(SourceFile(path: "P.m", text: source)))
    }

    @Test func hundredThousandNestedBracketsInABody() {
        let depth = 100_000
        let source = Self.header + "@implementation AViewController\n- (void)f {\n    x = "
            + String(repeating: "([{", count: depth) + String(repeating: "}])", count: depth) + ";\n    ^{ "
            + String(repeating: "^{", count: depth) + String(repeating: "}", count: depth) + " };\n}\n"
            + "#pragma mark - private methods\n- (void)g {\n}\n@end\n"
        let o = ObjCOutlineParser.parse(SourceFile(path: "P.m", text: source))
        #expect(methods(o.types[1]) == ["-f @5", "-g @10"])
        #expect(lint(source).contains { $0.ruleID == "private-methods" })
        let unbalanced = Self.header + "@implementation AViewController\n- (void)f {" + String(repeating: "{([", count: depth)
        let u = ObjCOutlineParser.parse(SourceFile(path: "P.m", text: unbalanced))
        #expect(u.types.count == 2 && u.types[1].members.count == 1)
        let stray = Self.header + "@implementation AViewController\n" + String(repeating: "})]", count: depth) + "\n- (void)g {}\n@end\n"
        #expect(methods(ObjCOutlineParser.parse(SourceFile(path: "P.m", text: stray)).types[1]) == ["-g @6"])
    }

    @Test func deeplyNestedAndDisagreeingConditionals() {
        let depth = 50_000
        var source = Self.header + "@implementation AViewController\n"
        source += String(repeating: "#if A\n- (void)f {\n#else\n- (void)g {\n", count: depth)
        source += String(repeating: "#endif\n}\n", count: depth) + "- (void)last {}\n@end\n"
        let o = ObjCOutlineParser.parse(SourceFile(path: "P.m", text: source))
        #expect(o.ifBlocks.count == depth)
        #expect(o.types[1].members.last?.selector == "last")
        _ = lint(source)
    }

    @Test func oneHundredThousandMethods() {
        var source = Self.header + "@implementation AViewController\n"
        source.reserveCapacity(2_600_000)
        for k in 0..<100_000 { source += "- (void)m\(k):(id)a {}\n" }
        source += "@end\n"
        let o = ObjCOutlineParser.parse(SourceFile(path: "P.m", text: source))
        #expect(o.types[1].members.count == 100_000)
        #expect(lint(source).contains { $0.ruleID == "controller-length" && $0.severity == .error })
    }

    @Test func unterminatedEverything() {
        let sources = [
            "@implementation A\n- (void)f { s = @\"never closed\n}\n",
            "@implementation A\n- (void)f { /* never closed\n",
            "@implementation A\n#if DEBUG\n- (void)f {}\n",
            "@implementation A\n- (void)f:(",
            "@implementation A\n- (",
            "@implementation A\n+",
            "@interface A () <P,\n@property (nonatomic, getter=",
            "@interface A : B <",
            "@protocol P <Q>\n- (void)f:(id)a b:",
            "#define X \\",
            "@implementation",
            "- (void)f {}\n@end\n@end",
        ]
        for source in sources {
            #expect(objCRoundTrips(Array(source.utf8)))
            let o = ObjCOutlineParser.parse(SourceFile(path: "T.m", text: source), header: SourceFile(path: "T.h", text: source))
            #expect(o.types.count <= 1, "\(source)")
            _ = lint(source)
            _ = OutlineFormatter.json(o)
        }
    }

    /// Found by libFuzzer: a container cut short by the next one ended before its header did,
    /// and a rule walking its tokens trapped on the reversed range.
    @Test func containerCutShortByTheNext() {
        let source = "@interface AViewController : UIViewController\n@end\n@implementation AViewController @implementation B\n- (void)f {}\n@end\n"
        let o = ObjCOutlineParser.parse(SourceFile(path: "C.m", text: source))
        #expect(o.types.map(\.name) == ["AViewController", "AViewController", "B"])
        #expect(o.types.allSatisfy { $0.startToken <= $0.bodyOpen && $0.bodyOpen <= $0.bodyClose })
        let everyRule = #"{"targets": {"views": {"enabled": true}}, "rules": {"interface-builder": {"severity": "warning"}}}"#
        let configuration = try! ConfigurationLoader.load(userJSON: Array(everyRule.utf8), path: "all.json")
        _ = Linter(configuration: configuration).lint(o)
    }

    /// Found by libFuzzer on a seed: Swift read as Objective-C (this suite's own sources, full of
    /// half-open containers) walked one token past the end.
    @Test func swiftSourcesReadAsObjectiveC() throws {
        let walk = PathWalker().expand([FileSystem.join(ConfigurationTests.repositoryRoot, "Tests/LayoutLintTests")])
        for path in walk.files {
            let bytes = try FileSystem.readFile(path)
            let o = ObjCOutlineParser.parse(SourceFile(path: "S.m", bytes: bytes), header: SourceFile(path: "S.h", bytes: bytes))
            #expect(o.types.allSatisfy { $0.startToken <= $0.bodyOpen && $0.bodyOpen <= $0.bodyClose && $0.bodyClose <= o.tokens.count })
            _ = Linter(configuration: .default).lint(o)
        }
    }

    @Test func randomBytesAndInvalidUTF8() {
        let bytes = pseudoRandomBytes(1 << 20)
        #expect(objCRoundTrips(bytes))
        let o = ObjCOutlineParser.parse(SourceFile(path: "R.m", bytes: bytes), header: SourceFile(path: "R.h", bytes: bytes))
        _ = Linter(configuration: .default).lint(o)
        _ = OutlineFormatter.json(o)
        let named = Array("@implementation A".utf8) + [0xFF, 0x00] + Array("\n- (void)f".utf8) + [0xC3] + Array(":(id)a {}\n@end\n".utf8)
        #expect(objCRoundTrips(named))
        #expect(ObjCOutlineParser.parse(SourceFile(path: "U.m", bytes: named)).types.count == 1)
    }
}
