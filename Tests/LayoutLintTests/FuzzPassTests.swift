import Testing
@testable import LayoutLint

/// CI's short, bounded fuzz passes. Long runs are `Fuzz/run.sh SECONDS`.
@Suite("Fuzz pass", .serialized)
struct FuzzPassTests {
    static let root = ConfigurationTests.repositoryRoot

    /// Seeds: the example controllers and this suite's own sources, which are full of Swift snippets.
    static func seeds() throws -> [[UInt8]] {
        let walk = PathWalker().expand([FileSystem.join(root, "Examples"), FileSystem.join(root, "Tests/LayoutLintTests")])
        return try walk.files.map { try FileSystem.readFile($0) }
    }

    /// A deterministic mutation pass that runs on every platform: byte flips, insertions of
    /// Swift's delimiters, deletions and splices of the seeds, each input checked for the
    /// tokenizer's round trip and run through outline, every rule, the JSON outline and the
    /// fixer (whose accepted rewrites need no second fix).
    @Test func deterministicMutationPass() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count > 10)
        let delimiters = Array("\"#/\\(){}[]`@$*\n\r<>:.,;'".utf8) + [0x00, 0xFF, 0xC3]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(max(bound, 1)))
        }
        let linter = Linter(configuration: Configuration.default.enablingOnly(Set(RuleRegistry.ids)))
        let fixer = Fixer(configuration: .default)
        var fixedCount = 0
        // Each rewrite parsed again as its input was (an Objective-C file with the same header).
        func expectFixes(_ file: SourceFile, _ outline: Outline, parse: (SourceFile) -> Outline) {
            guard let fixed = fixer.fix(file, parsed: outline).fixed else { return }
            fixedCount += 1
            let again = SourceFile(path: file.path, bytes: fixed)
            #expect(fixer.fix(again, parsed: parse(again)).fixed == nil, "a fixed file needs no second fix")
        }
        for _ in 0..<3_000 {
            var bytes = Array(seeds[next(seeds.count)].prefix(4096))
            for _ in 0...next(8) {
                let at = next(bytes.count + 1)
                switch next(4) {
                case 0 where at < bytes.count: bytes[at] = delimiters[next(delimiters.count)]
                case 1: bytes.insert(delimiters[next(delimiters.count)], at: at)
                case 2 where at < bytes.count: bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(64)))
                default:
                    let other = seeds[next(seeds.count)]
                    let from = next(other.count)
                    bytes.insert(contentsOf: other[from..<min(other.count, from + next(256))], at: at)
                }
            }
            #expect(roundTrips(bytes))
            let outline = OutlineParser.parse(SourceFile(path: "M.swift", bytes: bytes))
            #expect(outline.file.lineStarts == bytes.withUnsafeBufferPointer { SourceFile.lineStarts($0) })
            _ = linter.lint(outline)
            _ = OutlineFormatter.json(outline)
            expectFixes(outline.file, outline) { OutlineParser.parse($0) }
            #expect(objCRoundTrips(bytes))
            let objC = ObjCOutlineParser.parse(SourceFile(path: "M.m", bytes: bytes), header: SourceFile(path: "M.h", bytes: bytes))
            _ = linter.lint(objC)
            _ = OutlineFormatter.json(objC)
            expectFixes(objC.file, objC) { ObjCOutlineParser.parse($0, header: SourceFile(path: "M.h", bytes: bytes)) }
        }
        // Some mutants still hold controllers the fixer rearranges: the check above is not idle.
        #expect(fixedCount > 100)
    }

    /// The coverage-guided libFuzzer target for 30 seconds (Linux toolchains ship libFuzzer;
    /// Apple's do not, where the pass above is the fuzzing CI gets).
    @Test func libFuzzerPass() throws {
        #if os(Linux)
        let result = try Subprocess.run("/bin/bash", [FileSystem.join(Self.root, "Fuzz/run.sh"), "30", "-max_len=4096"],
                                        environment: ["SWIFT_BACKTRACE": "enable=no"])
        let log = result.stderrText + result.stdoutText
        #expect(result.status == 0, "libFuzzer found a crash; the input is in Fuzz/artifacts/:\n\(log.suffix(3000))")
        #expect(log.contains("stat::number_of_executed_units"))
        #endif
    }
}
