import Testing
@testable import LayoutLint

@Suite("Tokenizer: comments and strings")
struct TokenizerCommentStringTests {
    @Test func nestedBlockCommentsAreOneToken() {
        let tokens = significant("a /* outer /* inner */ still comment */ b")
        #expect(tokens.map(\.1) == ["a", "b"])
        #expect(texts("a /* outer /* inner */ still comment */ b", .blockComment) == ["/* outer /* inner */ still comment */"])
    }

    @Test func slashesInsideStringsAreNotComments() {
        let source = #"let url = "https://example.com/a//b" // trailing"#
        #expect(texts(source, .string) == [#""https://example.com/a//b""#])
        #expect(texts(source, .lineComment) == ["// trailing"])
    }

    @Test func quotesInsideCommentsAreNotStrings() {
        let source = "/* say \"hi */ let x = 1 // it's \"quoted\"\nlet y = 2"
        #expect(texts(source, .string).isEmpty)
        #expect(significant(source).map(\.1) == ["let", "x", "=", "1", "let", "y", "=", "2"])
    }

    @Test func docCommentsAreRecognised() {
        let source = "/// Doc\n//// not doc\n/** block doc */\n/**/\n/*** banner ***/\n"
        #expect(texts(source, .docLineComment) == ["/// Doc"])
        #expect(texts(source, .lineComment) == ["//// not doc"])
        #expect(texts(source, .docBlockComment) == ["/** block doc */"])
        #expect(texts(source, .blockComment) == ["/**/", "/*** banner ***/"])
    }

    @Test func interpolationWithNestedParenthesesStringsAndClosures() {
        let literal = #""\(items.map { "\($0)" }.joined(separator: ")"))""#
        let tokens = significant("let s = \(literal); next()")
        #expect(tokens.map(\.1) == ["let", "s", "=", literal, ";", "next", "(", ")"])
        #expect(tokens[3].0 == .string)
    }

    @Test func interpolationWithCommentAndParensInside() {
        let literal = #""a \(f(x /* ) */, (y)) ) b""#
        #expect(texts("x = \(literal)", .string) == [literal])
    }

    @Test func multiLineStringWithEscapedDelimiterAndInterpolation() {
        let literal = "\"\"\"\n  He said \\\"\"\" and \\(name.uppercased())\n  \"\" not the end\n  \"\"\""
        let tokens = significant("let s = \(literal)\nlet t = 1")
        #expect(tokens.map(\.1) == ["let", "s", "=", literal, "let", "t", "=", "1"])
    }

    @Test func rawStrings() {
        #expect(texts(##"let a = #"C:\path "quoted" \n"#"##, .string) == [##"#"C:\path "quoted" \n"#"##])
        let twoPounds = ###"##"keeps "# inside \##(x + 1) and \#(y)"##"###
        #expect(texts("let b = \(twoPounds) + c", .string) == [twoPounds])
        #expect(significant("let b = \(twoPounds) + c").last?.1 == "c")
    }

    @Test func multiLineRawString() {
        let literal = "#\"\"\"\n  raw \"\"\" still inside\n  \\(not interpolated)\n  \"\"\"#"
        #expect(texts("let r = \(literal)\nfunc f() {}", .string) == [literal])
        #expect(significant("let r = \(literal)\nfunc f() {}").map(\.1) == ["let", "r", "=", literal, "func", "f", "(", ")", "{", "}"])
    }

    @Test func unterminatedSingleLineStringStopsAtLineEnd() {
        let tokens = significant("let s = \"oops\nfunc f() {}")
        #expect(tokens.map(\.1) == ["let", "s", "=", "\"oops", "func", "f", "(", ")", "{", "}"])
    }

    @Test func unterminatedInterpolationStopsAtLineEnd() {
        let tokens = significant("let s = \"a \\(b\nclass C {}")
        #expect(tokens.map(\.1).suffix(4) == ["class", "C", "{", "}"])
    }

    @Test func interpolationInMultiLineStringMaySpanLines() {
        let literal = "\"\"\"\n\\(items.map {\n  \"\\($0)\"\n})\n\"\"\""
        #expect(texts("x = \(literal)", .string) == [literal])
    }
}

@Suite("Tokenizer: regex literals and the slash")
struct TokenizerRegexTests {
    @Test func bareRegexAfterEquals() {
        #expect(texts("let r = /[a-z]+/", .regex) == ["/[a-z]+/"])
    }

    @Test func extendedRegexLiterals() {
        #expect(texts("let r = #/ a / b /#", .regex) == ["#/ a / b /#"])
        let multiline = "#/\n  (?<year>\\d+) / # year\n/#"
        #expect(texts("let r = \(multiline)\nlet z = 1", .regex) == [multiline])
    }

    @Test func divisionChains() {
        #expect(texts("let q = a / b / c", .regex).isEmpty)
        #expect(texts("let q = a / b / c", .operator) == ["/", "/"])
        #expect(texts("x /= 2", .operator) == ["/="])
        #expect(texts("let q = (a/b)/c", .regex).isEmpty)
    }

    @Test func prefixSlashWithUnbalancedParenIsAnOperator() {
        #expect(texts(".init(/x)", .regex).isEmpty)
        #expect(texts("reduce(1, /)", .regex).isEmpty)
        #expect(texts("foo(/ x/)", .regex).isEmpty)
    }

    @Test func regexAsArgumentAndAfterKeywords() {
        #expect(texts("s.firstMatch(of: /\\d+/)", .regex) == ["/\\d+/"])
        #expect(texts("return /abc/", .regex) == ["/abc/"])
        #expect(texts("if x.contains(/(a|b)/) {}", .regex) == ["/(a|b)/"])
    }

    @Test func regexCannotStartOrEndWithSpaceWhenAmbiguous() {
        #expect(texts("let a = b(/ 1, 2 /)", .regex).isEmpty)
        #expect(texts("let x = y / 2 /z", .regex).isEmpty)
    }

    @Test func operatorDeclarationsAreNotRegexes() {
        #expect(texts("static func /(lhs: V, rhs: V) -> V { V() }", .regex).isEmpty)
        #expect(texts("infix operator /^/ : MultiplicationPrecedence", .regex).isEmpty)
    }

    @Test func regexWithSlashInCharacterClassEndsAtFirstSlash() {
        // The compiler's scanner ends the literal at the first unescaped `/`, classes or not.
        #expect(texts("let r = /a\\/b/", .regex) == ["/a\\/b/"])
    }

    @Test func prefixOperatorBeforeRegexIsSplitOff() {
        let tokens = significant("let m = !/abc/.matches")
        #expect(tokens.map(\.0) == [.keyword, .identifier, .punctuation, .operator, .regex, .punctuation, .identifier])
    }
}

@Suite("Tokenizer: words, numbers, directives")
struct TokenizerWordTests {
    @Test func poundDirectivesAndConditions() {
        let source = "#if canImport(UIKit) && !os(watchOS)\nimport UIKit\n#elseif DEBUG\n#else\n#endif\n#sourceLocation(file: \"a.swift\", line: 1)"
        #expect(texts(source, .poundKeyword) == ["#if", "#elseif", "#else", "#endif", "#sourceLocation"])
        #expect(texts(source, .operator) == ["&&", "!"])
    }

    @Test func selectorAndPreviewArePoundKeywords() {
        #expect(texts("b.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)", .poundKeyword) == ["#selector"])
        #expect(texts("#Preview { ProfileViewController() }", .poundKeyword) == ["#Preview"])
    }

    @Test func attributesAreOneTokenAndArgumentsFollow() {
        let tokens = significant("@available(iOS 15, *) @objc private func tap()")
        #expect(tokens.prefix(2).map(\.1) == ["@available", "("])
        #expect(tokens.filter { $0.0 == .attribute }.map(\.1) == ["@available", "@objc"])
    }

    @Test func numbers() {
        #expect(texts("a = 0x1p-3 + 1_000 + 0b1010 + 0o17 + 3.14e-2 + 0xFF.8p2", .number)
            == ["0x1p-3", "1_000", "0b1010", "0o17", "3.14e-2", "0xFF.8p2"])
        #expect(significant("x = .5").map(\.1) == ["x", "=", ".", "5"])
        #expect(significant("0..<5").map(\.1) == ["0", "..<", "5"])
        #expect(significant("1.description").map(\.1) == ["1", ".", "description"])
    }

    @Test func dollarIdentifiers() {
        #expect(texts("map { $0 + $value.count }", .identifier) == ["map", "$0", "$value", "count"])
    }

    @Test func keywordsUsedAsNames() {
        #expect(texts("func `default`() {}", .identifier) == ["`default`"])
        #expect(significant("self.init(frame: .zero)").map(\.0) ==
            [.keyword, .punctuation, .keyword, .punctuation, .identifier, .punctuation, .punctuation, .identifier, .punctuation])
        #expect(texts("foo(for: x, in: y)", .identifier) == ["foo", "for", "x", "in", "y"])
        #expect(texts("func draw(in rect: CGRect) {}", .identifier) == ["draw", "in", "rect", "CGRect"])
        #expect(texts("x.default + y.class", .identifier) == ["x", "default", "y", "class"])
        #expect(texts("for x in xs where x > 0 {}", .keyword) == ["for", "in", "where"])
        #expect(texts("switch v { default: break }", .keyword) == ["switch", "default", "break"])
    }

    @Test func unicodeIdentifiersAndOperators() {
        #expect(texts("let café = 1; let 🐶 = café → 2", .identifier) == ["café", "🐶", "café"])
        #expect(texts("let café = 1; let 🐶 = café → 2", .operator) == ["→"])
    }

    /// Found on held-out real code (element-ios): a keycap emoji inside a test's name.
    @Test func combiningMarksContinueIdentifiers() {
        #expect(texts("func testFinds2️⃣WhenSearchingForTwo() {}", .identifier) == ["testFinds2️⃣WhenSearchingForTwo"])
        #expect(texts("let e\u{301}t\u{E9} = a +\u{20D7} b", .identifier).count == 3)
        #expect(texts("let x = a +\u{20D7} b", .operator) == ["+\u{20D7}"])
    }

    @Test func optionalChainingAndTernary() {
        let tokens = significant("a?.b ?? c ? d! : e")
        #expect(tokens.map(\.1) == ["a", "?", ".", "b", "??", "c", "?", "d", "!", ":", "e"])
    }
}

@Suite("Tokenizer: robustness")
struct TokenizerRobustnessTests {
    @Test func shebangBomAndLineEndings() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let bytes = bom + Array("#!/usr/bin/env swift\r\nlet a = 1\rlet b = 2\n\tlet c = 3".utf8)
        #expect(roundTrips(bytes))
        let tokens = Tokenizer.tokenize(bytes)
        #expect(tokens.first?.kind == .whitespace)
        #expect(tokens[1].kind == .shebang)
        #expect(tokens.filter { $0.kind == .newline }.map(\.length) == [2, 1, 1])
        let file = SourceFile(path: "x", bytes: bytes)
        #expect(file.lineStarts.count == 4)
    }

    @Test func invalidUTF8NeverTraps() {
        let bytes: [UInt8] = Array("let s = \"".utf8) + [0xFF, 0xC3, 0x28] + Array("\"\nlet ".utf8) + [0xE2, 0x82] + Array(" = 1".utf8) + [0x80]
        #expect(roundTrips(bytes))
        #expect(Tokenizer.tokenize(bytes).contains { $0.kind == .unknown })
    }

    @Test func unterminatedConstructsEnd() {
        for source in ["/* never closed /* nested", "\"\"\"\nnever closed", "#\"raw", "let r = #/abc", "`abc", "#if DEBUG\nfunc a() {", "\"\\(", "\"\\(\"\\(\"", "@", "#", "0x", "1e", "a /"] {
            #expect(roundTrips(Array(source.utf8)), "round trip failed for \(source)")
        }
    }

    @Test func deepNestingIsIterative() {
        let depth = 100_000
        let parens = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        let braces = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        let interpolations = String(repeating: "\"\\(", count: 20_000) + String(repeating: ")\"", count: 20_000)
        for source in [parens, braces, interpolations] {
            #expect(roundTrips(Array(source.utf8)))
        }
        #expect(texts(interpolations, .string).count == 1)
    }

    @Test func everyByteValueRoundTrips() {
        var bytes: [UInt8] = []
        for a in 0...255 { for b in stride(from: 0, through: 255, by: 17) { bytes += [UInt8(a), UInt8(b), 0x2F, 0x22] } }
        #expect(roundTrips(bytes))
    }

    @Test func pseudoRandomInputsRoundTrip() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("a_Z9 \t\n\r\"#/\\()[]{}*`@$.:;,=<>!?&|^~+-%'é🐶".utf8) + [0xFF, 0x80, 0xC3]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<64 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            #expect(roundTrips(bytes))
        }
    }
}
