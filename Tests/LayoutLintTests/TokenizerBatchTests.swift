import Testing
@testable import LayoutLint

/// The tokens of `bytes` lexed one at a time by `Lexer.lexToken` alone: the rule book the batch
/// loop's inline paths (names, spaces, brackets, lone `.` and `=`, plain strings) must agree with.
private func referenceTokens(_ bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { buffer in
        var lexer = Lexer(buffer)
        var tokens: [Token] = []
        while lexer.pos < lexer.end {
            let start = lexer.pos
            if lexer.pendingRegexEnd > start {
                lexer.pos = lexer.pendingRegexEnd
                lexer.pendingRegexEnd = -1
                lexer.setPrevious(.expressionEnd)
                tokens.append(Token(kind: .regex, start: start, end: lexer.pos))
                continue
            }
            let kind = lexer.lexToken()
            if lexer.pos <= start { lexer.pos = start + 1 }
            tokens.append(Token(kind: kind, start: start, end: lexer.pos))
        }
        return tokens
    }
}

/// Snippets where the inline paths stop and hand over, or must not take over.
private let tricky: [String] = [
    "x.default = y.init(for: z, in: w)", "a..<b", "a...b", ".=.", "a = .b", "a == b", "a=-b", "x =/re/", "x = /re/",
    "f(/a/, /b/)", "try? /x/.wholeMatch(in: s)", "!/x/.test", "a / b / c", "func /(a: Int, b: Int)", "#/a/#", "#if DEBUG\n#endif",
    "\"plain\" \"with \\\"escape\" \"\\(interp)\" 'single \" inside' \"unterminated\nnext\" \"\"\"\nmulti\n\"\"\"",
    "#\"raw \\(x)\"#", "let é = 1; let x\u{301} = 2; 2\u{FE0F}\u{20E3}", "a\u{00A0}b", "a→b", "::", "a::b", "x: Int", "(x, y) : z",
    "self.view.frame = .zero", "case .some(let x) where x > 0:", "`default`.x", "$0.y", "@objc(foo:) func foo()",
    "a?.b!.c", "x! = y", "x ? y : z", "&x", "a & b", "a &+ b", "1.e", "0x1p-3", "1_000.5e-3", "\t\u{0B}\u{0C} \r\n\r",
    "precedencegroup associatedtype fileprivate fallthrough Self Any iff selfie ifx in_ is",
    "\"a \\(b.c(d)) \\(#function) \\(x ? \"y\" : \"z\") \\(a / b) \\(#\"r\"#) \\(f(\n)) e\\n\\t\\\\ \\u{1F600}\" 'q\\('\\(1)')'",
    "0 16 1_0 12e 3.x 7\u{E9} 42) 9, 0x 0b1 08.5 1.. 2...3",
    "// comment\r\n/// doc\n//\tx\r//\n//// not doc\n/**/ /** doc */ /* a /* nested */ b */",
    "try? try /x/ try! /y/ try /z/ (try? a) /b/",
    // Postfix `!` `?`, a name's one space after it and a line's indentation, all lexed inline.
    "x!.y?.z! = a?.b ?? c! ?? !d", "if !x, y != z, w? {\n    a!\n\t b?\n}", "try? x! /y/ (try! a)? /b/",
    "let  x =  y;\n        z \t w\n \n    \r\n  v", "self .x  in\u{00A0}y", "x\n\n  \n    y /*c*/ ?.z",
    // Names lexed in the round of what comes before them: after a space, an indentation, `.`,
    // `(`, `[`, and after `,` `:` `=` with one space; `.` and a name after a name.
    "a.b.c.d(e.f, g: h.i)", "x. y .z", "self.init.self.Type.default", "(for: x, in y)", "( in: z)", "[a.b, c]",
    "x.0.y", "foo\n    bar\nbaz\n\tqux", "a = b, c: d", "a =  b,  c:  d", "a:b", "a , b", ".init(x)", "x.\u{E9}",
    "\u{E9}.x", "a.`b`", "f(x)(y)", "x.1e", "a.b\n", "a. ", "a.", "`x`.self", "(try? x)", "x = try y", "a.b=c",
    "if x { return .none }", "(x\u{301}.y)", "[if: 1]", "f(in x: y)", "x.func.is.as.Any",
    "f(g(h: i), j:k) x::y a:  b f( x) g(\ty) for(in: 1) x:\ny", "init(for x: Int, in: y) f(self: 1)",
    // Names of every length up to past two of the name scan's sixteen-byte rounds, and what ends
    // them: each byte just outside the ranges it tests (`/` `:` before and after the digits, `@`
    // `[` before and after the capitals, `` ` `` `{` around the small letters, DEL and non-ASCII).
    "a ab abc abcd abcde abcdef abcdefg abcdefgh abcdefghi abcdefghij abcdefghijklmnopq_0123456789Z",
    "abcdefgh\u{E9}xyz abcdefg\u{2192}b abcdefghij\u{301}k abcdefghijklmnop(x) a1b2c3d4e5f6g7h8i9\tq",
    "abcdefghijklmno abcdefghijklmnop abcdefghijklmnopq abcdefghijklmnopqrstuvwxyzABCDEF abcdefghijklmnopqrstuvwxyzABCDEFG_",
    "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_x/ ab0/ ab9: AZ@ AZ[ az` az{ a_\u{7F} aZ9_\u{80}",
    "viewDidLoad/tableView(_:didSelectRowAt:)`collectionViewLayoutInvalidationContext@UIApplicationDidBecomeActiveNotification[",
]

@Suite("Tokenizer: the batch loop agrees with lexToken")
struct TokenizerBatchTests {
    @Test func trickySnippetsAndEveryPrefix() {
        for snippet in tricky {
            let bytes = Array(snippet.utf8)
            for end in 0...bytes.count {
                let prefix = Array(bytes[0..<end])
                #expect(Tokenizer.tokenize(prefix) == referenceTokens(prefix), "\(snippet) cut at \(end)")
            }
        }
    }

    /// The name scan, sixteen bytes at once, against the byte table: every byte value after a
    /// name of every length up to past two vector steps, ending inside and outside the vectors.
    @Test func nameScanAgreesWithTheByteTable() {
        let classes = ByteClass.pointer, names = NameBytes()
        for length in 1...40 {
            for b in 0...255 {
                let bytes = [UInt8](repeating: UInt8(ascii: "q"), count: length) + [UInt8(b)] + [UInt8](repeating: 0x20, count: 20)
                let goesOn = classes[b] & ByteClass.identifierContinue != 0
                let expected = goesOn ? length + 1 : length
                bytes.withUnsafeBufferPointer { buffer in
                    let base = buffer.baseAddress!
                    #expect(Lexer.wordEnd(base, 1, buffer.count, classes, names) == expected, "\(length) then \(b)")
                    // With no room for a vector after the start (byte by byte; from 15 bytes on,
                    // vectors first and bytes for the rest): the same end.
                    #expect(Lexer.wordEnd(base, 1, length + 2, classes, names) == expected, "\(length) then \(b), short")
                }
            }
        }
    }

    @Test func mutatedConcatenations() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<(1 + next(8)) { bytes += Array(tricky[next(tricky.count)].utf8) + (next(2) == 0 ? [] : [0x20]) }
            for _ in 0..<next(4) where !bytes.isEmpty { bytes[next(bytes.count)] = UInt8(truncatingIfNeeded: next(256)) }
            #expect(Tokenizer.tokenize(bytes) == referenceTokens(bytes))
        }
    }

    /// One token a byte is denser than the capacity `tokenize` reserves (a third of the bytes):
    /// the rest must still come, contiguous, through the batch path.
    @Test func denserThanTheReservedCapacity() {
        let bytes = Array(String(repeating: "(", count: 5000).utf8) + Array(" x".utf8) + Array(String(repeating: ")", count: 5000).utf8)
        let tokens = Tokenizer.tokenize(bytes)
        #expect(tokens.count == 10_002)
        #expect(tokens == referenceTokens(bytes))
        var streamed: [Token] = []
        bytes.withUnsafeBufferPointer { buffer in Tokenizer.forEachToken(in: buffer) { streamed.append($0) } }
        #expect(streamed == tokens)
    }

    /// Batches of every small size end runs at every byte: a run's inline paths (a line break
    /// after a closer or `{`, a call's `(` after a name, names after both) must stop at its
    /// limit, in both forms, writing the same tokens, brackets and lines as one long batch.
    @Test func everyBatchSizeGivesTheSameTokensAndRecords() {
        let source = "func f() {\n    g(x)\n    if a {\n        h(y, z: w)[0]\n    }\n}\nlet v = k(m(n))\n"
            + "  .p(q)\r\n}) {\n(a)\n[b]\n{\n"
        let bytes = Array(source.utf8)
        let expected = Tokenizer.tokenize(bytes)
        let expectedBrackets = DeclarationParser.brackets(file: SourceFile(path: "x.swift", bytes: bytes), tokens: expected)
        let expectedLines = bytes.withUnsafeBufferPointer { SourceFile.lineStarts($0) }
        let sentinel = Token(kind: .unknown, start: 7, end: 9)
        for capacity in 2...24 {
            let (wide, packed, brackets, lines): ([Token], [Token], [Int], [Int]) = bytes.withUnsafeBufferPointer { buffer in
                // Room for `capacity` tokens and a tail that must stay as it was.
                var lexer = Lexer(buffer)
                var wide: [Token] = []
                var room = [Token](repeating: sentinel, count: capacity + 8)
                while case let n = room.withUnsafeMutableBufferPointer({ lexer.lex(into: $0.baseAddress!, capacity: capacity) }), n > 0 {
                    #expect(n <= capacity && room[capacity...].allSatisfy { $0 == sentinel }, "capacity \(capacity)")
                    wide += room[..<min(n, capacity)]
                    lexer.tokenBase += n
                }
                var recording = Lexer(buffer)
                recording.record = TokenRecord(byteCount: buffer.count)
                defer { recording.record?.free() }
                var words: [UInt32] = []
                var wordRoom = [UInt32](repeating: .max, count: capacity + 8)
                while case let n = wordRoom.withUnsafeMutableBufferPointer({ recording.lexListing(into: $0.baseAddress!, capacity: capacity) }), n > 0 {
                    #expect(n <= capacity && wordRoom[capacity...].allSatisfy { $0 == .max }, "capacity \(capacity), packed")
                    words += wordRoom[..<min(n, capacity)]
                    recording.tokenBase += n
                }
                let count = words.count
                words.append(UInt32(buffer.count) << Token.kindBits)
                return (wide, Array(TokenList(words: words, count: count)), Array(recording.record!.brackets.list),
                        Array(recording.record!.lineStarts.list))
            }
            #expect(wide == expected, "capacity \(capacity)")
            #expect(packed == expected, "capacity \(capacity), packed")
            #expect(brackets == expectedBrackets, "capacity \(capacity), brackets")
            #expect(lines == expectedLines, "capacity \(capacity), lines")
        }
    }

    /// The outline's path records brackets and line starts as it lexes: the same tokens, every
    /// bracket token listed, and the lines `SourceFile` finds in the bytes.
    @Test func recordingAgreesWithTheTokensAndTheBytes() {
        var sources = tricky.map { Array($0.utf8) }
        sources.append(Array(tricky.joined(separator: "\n").utf8))
        sources.append(Array(String(repeating: "(a.b, [c: d]) {\n    e.f = g\n}\n", count: 400).utf8))
        // Names that may be selector names (`SelectorName`) in every path: after a space, `.`,
        // `(`, a line's indentation, a slow token (`$0`, an operator, a string), long and
        // non-ASCII names, `action` and `addObserver` lookalikes, at the input's end.
        let names = "UIAction(x.addObserver, action: #selector(f)) {$0 UIButton}+UIAlertAction \"s\"CustomBarButtonItem\n"
            + "  aVeryLongRoundedButton.actionX anchor addObserves Äction CaféButton #selectors #function MyButtonButton"
        sources.append(Array(names.utf8))
        sources.append(Array((String(repeating: "(", count: 3000) + names + String(repeating: ")", count: 3000) + " UIButton").utf8))
        for bytes in sources {
            bytes.withUnsafeBufferPointer { buffer in
                Tokenizer.tokenizeRecording(buffer) { words, count, brackets, lines, selectorNames in
                    // The packed words read back as the tokens, the last ending where the input does.
                    let tokens = Array(TokenList(words: words, count: count))
                    #expect(tokens == Tokenizer.tokenize(buffer))
                    #expect(words.count == count + 1 && Int(words[count] >> 5) == buffer.count)
                    // The batch loop's tests by first byte and length list what `SelectorName.mayBe` says.
                    let names = tokens.indices.filter { SelectorName.mayBe(tokens[$0].kind, buffer.baseAddress!, Int(tokens[$0].start), Int(tokens[$0].end)) }
                    #expect(selectorNames == names)
                    var expected: [Int] = []
                    for (index, token) in tokens.enumerated() where token.kind == .punctuation && token.length == 1 {
                        let b = buffer[Int(token.start)]
                        if "()[]{}".utf8.contains(b) { expected.append(index << 3 | BracketCode.of(b)) }
                    }
                    #expect(Array(brackets) == expected)
                    #expect(lines == SourceFile.lineStarts(buffer))
                }
            }
        }
    }

    @Test func everyReservedWordIsAKeywordWhereverItEnds() {
        for keyword in Keyword.allCases {
            // Alone (fewer than 16 bytes readable after it) and with a long tail after it.
            for source in [keyword.rawValue, keyword.rawValue + " // " + String(repeating: "z", count: 20)] {
                let tokens = allTokens(source)
                #expect(tokens.first?.0 == .keyword && tokens.first?.1 == keyword.rawValue, "\(source)")
            }
        }
    }

    @Test func nearMissesAreIdentifiers() {
        for keyword in Keyword.allCases {
            let word = keyword.rawValue
            let misses = [word + "s", "_" + word, String(word.dropLast()) + "X", word.uppercased() == word ? word.lowercased() : word.uppercased()]
            for miss in misses where Keyword(rawValue: miss) == nil && miss.count > 1 {
                #expect(allTokens(miss).map(\.0) == [.identifier], "\(miss)")
                #expect(allTokens(miss + " " + String(repeating: "y", count: 20)).first?.0 == .identifier, "\(miss)")
            }
        }
    }

    @Test func declarationWordsAreFoundByTheirTable() {
        let table = DeclWord.table
        for word in DeclWord.allCases {
            for text in [word.rawValue, word.rawValue + String(repeating: " ", count: 20)] {
                let bytes = Array(text.utf8)
                let found = bytes.withUnsafeBufferPointer { table.word($0.baseAddress!, 0, word.rawValue.utf8.count, $0.count) }
                #expect(found == word)
            }
            let longer = Array((word.rawValue + "x").utf8)
            #expect(longer.withUnsafeBufferPointer { table.word($0.baseAddress!, 0, longer.count, $0.count) } == nil)
        }
    }
}
