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

    @Test func lineStartsWithCarriageReturns() {
        #expect(SourceFile(path: "x", text: "a\r\nb\rc\nd").lineStarts == [0, 3, 5, 7])
        #expect(SourceFile(path: "x", text: "a\r\n").lineStarts == [0, 3])
    }
}
