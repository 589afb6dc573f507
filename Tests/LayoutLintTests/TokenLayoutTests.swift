import Testing
@testable import LayoutLint

/// `Token` packs its length beside its kind in 8 bytes: every field must come back as given, up
/// to the limits, and input longer than a token can measure must still tokenize whole.
@Suite("Token layout and over-long tokens")
struct TokenLayoutTests {
    @Test func fieldsRoundTripAtTheLimits() {
        #expect(MemoryLayout<Token>.size == 8)
        #expect(TokenKind.allCases.count <= 1 << Token.kindBits)  // every kind fits beside the length
        let max = Token.maxLength
        #expect(max == (1 << 27) - 1)
        let ranges: [(start: Int, length: Int)] = [
            (0, 0), (0, 1), (0, max), (1, max - 1), (FileSystem.maximumFileSize - 1, 1), (FileSystem.maximumFileSize, 0),
            (Int(UInt32.max) - max, max), (Int(UInt32.max) - 1, 1), (123_456_789, 98_765_432),
        ]
        for kind in TokenKind.allCases {
            for (start, length) in ranges {
                let token = Token(kind: kind, start: start, end: start + length)
                #expect(token.kind == kind && Int(token.start) == start && Int(token.end) == start + length)
                #expect(token.length == length && token.range == start..<start + length)
                #expect(Token(kind: kind, start: start, lexedEnd: start + length) == token)
            }
        }
    }

    @Test func settersKeepTheOtherFields() {
        var token = Token(kind: .string, start: 10, end: 20)
        token.kind = .unknown
        #expect(token.kind == .unknown && token.start == 10 && token.end == 20)
        token.end = 15
        #expect(token.kind == .unknown && token.start == 10 && token.end == 15)
        token.start = 12
        #expect(token.kind == .unknown && token.range == 12..<15)
    }

    /// Ranges a `Token` cannot hold are cut, never past the end given, so no reader leaves the source.
    @Test func rangesBeyondTheLimitsAreCut() {
        let long = Token(kind: .blockComment, start: 5, end: 5 + Token.maxLength + 10)
        #expect(long.kind == .blockComment && long.start == 5 && long.length == Token.maxLength)
        let backwards = Token(kind: .identifier, start: 9, end: 3)
        #expect(backwards.kind == .identifier && backwards.start == 9 && backwards.length == 0)
    }

    /// The path for input over `Token.maxLength` bytes, tried with a tiny limit: each token of the
    /// ordinary path comes as pieces of its kind no longer than the limit. (Only `Token`s are
    /// split: a recording lexer writes packed words, which hold any length, for input under
    /// `TokenList.maxPackedBytes`, and ignores the limit.)
    @Test func overLongTokensAreSplitIntoPiecesOfTheirKind() {
        let source = """
        #!/usr/bin/env swift
        import UIKit
        /* a /* nested */ block comment */ /// doc
        final class ViewController: UIViewController {
            private let label = UILabel() // trailing
            let saveButton = UIButton(action: #selector(save)), note = x.addObserver(forName: n) { UIAction {} }
            let pattern = try? !/[a-z]+/.wholeMatch(in: "abc")
            let text = #"raw \\(value) string"# + "\\(interpolated("\\(1)"))"
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(label) }
            var x: [Int: (String, Double)] { [1: ("one", 1.0e-3)] }
        }

        """
        let bytes = Array(source.utf8)
        let whole = Tokenizer.tokenize(bytes)
        for limit in [1, 2, 3, 7, 64, bytes.count - 1] {
            let (pieces, recorded): ([Token], [Token]) = bytes.withUnsafeBufferPointer { buffer in
                var lexer = Lexer(buffer)
                lexer.maxTokenLength = limit
                var pieces: [Token] = []
                lexer.forEachBatch { pieces.append(contentsOf: $0) }
                var recording = Lexer(buffer)
                recording.maxTokenLength = limit
                recording.record = TokenRecord(byteCount: buffer.count)
                defer { recording.record?.free() }
                var words = [UInt32](repeating: 0, count: whole.count + 3)
                var count = 0
                words.withUnsafeMutableBufferPointer { room in
                    while case let written = recording.lexListing(into: room.baseAddress! + count, capacity: room.count - 1 - count), written > 0 {
                        count += written
                        recording.tokenBase = count
                    }
                }
                words[count] = UInt32(buffer.count) << Token.kindBits
                return (pieces, Array(TokenList(words: words, count: count)))
            }
            #expect(recorded == whole, "limit \(limit): a recording lexer splits nothing")
            var k = 0
            for token in whole {
                var offset = Int(token.start)
                while offset < Int(token.end), k < pieces.count {
                    let expected = Token(kind: token.kind, start: offset, end: Swift.min(offset + limit, Int(token.end)))
                    #expect(pieces[k] == expected, "limit \(limit), piece \(k)")
                    offset = Int(pieces[k].end)
                    k += 1
                }
            }
            #expect(k == pieces.count, "limit \(limit)")
        }
    }
}
