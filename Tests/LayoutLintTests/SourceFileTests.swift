import Testing
@testable import LayoutLint

/// The line table, on the memchr path (no carriage return in the file) and the byte-scan path.
@Suite("Source file line table")
struct SourceFileTests {
    @Test func lineStartsWithNewlinesOnly() {
        #expect(SourceFile(path: "x", text: "").lineStarts == [0])
        #expect(SourceFile(path: "x", text: "let a = 1").lineStarts == [0])
        #expect(SourceFile(path: "x", text: "import UIKit\n\nfinal class A {}\n").lineStarts == [0, 13, 14, 31])
        let file = SourceFile(path: "x", text: "\n\nlet b = 2")
        #expect(file.lineStarts == [0, 1, 2])
        #expect(file.location(of: 6) == (line: 3, column: 5))
    }

    /// Files whose lines are shorter than the scratch space assumes go on past it; every line
    /// and every offset's line must still match a byte-by-byte reading.
    @Test func denseAndSparseLinesMatchAByteScan() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for lines in [1, 2, 15, 16, 17, 100, 1000] {
            for maxLength in [0, 1, 3, 40, 200] {
                var text = ""
                for _ in 0..<lines {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    text += String(repeating: "x", count: maxLength == 0 ? 0 : Int(state >> 33) % (maxLength + 1)) + "\n"
                }
                let bytes = Array(text.utf8)
                var expected = [0]
                for (i, b) in bytes.enumerated() where b == 0x0A { expected.append(i + 1) }
                let file = SourceFile(path: "x", bytes: bytes)
                #expect(file.lineStarts == expected, "\(lines) lines up to \(maxLength) bytes")
                for offset in stride(from: 0, to: bytes.count, by: 3) {
                    #expect(file.line(of: offset) == expected.lastIndex { $0 <= offset }! + 1)
                }
            }
        }
    }

    @Test func lineStartsWithCarriageReturns() {
        #expect(SourceFile(path: "x", text: "a\r\nb\rc\nd").lineStarts == [0, 3, 5, 7])
        #expect(SourceFile(path: "x", text: "a\r\n").lineStarts == [0, 3])
    }
}
