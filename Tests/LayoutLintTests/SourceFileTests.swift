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

    /// The table the lexer writes while tokenizing (what the Swift outline's file carries) is the
    /// table computed from the bytes: line breaks of every kind, also inside multi-line strings,
    /// interpolations, nested block comments and extended regex literals, cut anywhere.
    @Test func lexerLinesMatchTheByteTable() {
        let pieces = [
            "import UIKit\r\n\r\nfinal class A: UIViewController {\n", "    let s = \"\"\"\n    one\r\n    two\r    \\(x)\n    \"\"\"\n",
            "    /* a\n /* nested\r\n */ b\r */\n", "    /** doc\r\n */ func f() {}\r", "    let r = #/\n  a+ # c\r\n  b\n  /#\n",
            "    let t = \"\\(f(\n1\r\n)) x\"\n", "    let u = \"unterminated\r\n", "    let v = #\"\"\"\r\n raw\r\n \"\"\"#\r\n",
            "    // line comment\r\n", "/// doc\r", "\r\r\n\n\r", "    let w = \"\"\"\nnever closed\r\n", "/* never closed\r\n",
            "    let q = x / y / z\n", "    let p = !/a\n", "#!/usr/bin/swift\r\n", "\u{2028}é\r\n", "    `a\r\nb`\n",
        ]
        func lexerLines(_ bytes: [UInt8]) -> [Int] {
            bytes.withUnsafeBufferPointer { buffer in Tokenizer.tokenizeRecording(buffer) { _, _, _, lines, _ in lines } }
        }
        func byteLines(_ bytes: [UInt8]) -> [Int] { bytes.withUnsafeBufferPointer { SourceFile.lineStarts($0) } }
        let whole = Array(pieces.joined().utf8)
        for end in 0...whole.count {
            let prefix = Array(whole[0..<end])
            #expect(lexerLines(prefix) == byteLines(prefix), "cut at \(end)")
        }
        let outline = OutlineParser.parse(SourceFile(path: "A.swift", bytes: whole))
        #expect(outline.file.lineStarts == byteLines(whole))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let delimiters = Array("\"#/\\(){}*\n\r`".utf8)
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<(1 + next(6)) { bytes += Array(pieces[next(pieces.count)].utf8) }
            for _ in 0..<next(6) where !bytes.isEmpty {
                let at = next(bytes.count)
                if next(2) == 0 { bytes[at] = delimiters[next(delimiters.count)] } else { bytes.insert(delimiters[next(delimiters.count)], at: at) }
            }
            #expect(lexerLines(bytes) == byteLines(bytes))
        }
    }
}
