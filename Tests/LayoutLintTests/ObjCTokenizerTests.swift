import Testing
@testable import LayoutLint

func objCTokens(_ source: String) -> [(TokenKind, String)] {
    let file = SourceFile(path: "t.m", text: source)
    return ObjCTokenizer.tokenize(file.bytes).filter { !$0.kind.isTrivia }.map { ($0.kind, file.text($0)) }
}

func objCRoundTrips(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    for token in ObjCTokenizer.tokenize(bytes) {
        guard Int(token.start) == offset, token.end > token.start else { return false }
        offset = Int(token.end)
    }
    return offset == bytes.count
}

@Suite("Objective-C tokenizer")
struct ObjCTokenizerTests {
    @Test func objectiveCLiteralsKeepTheirBracketsSeparate() {
        let tokens = objCTokens(#"NSArray *a = @[ @"}{", @42, @{ @"k": @(x) }, @YES ];"#)
        #expect(tokens.filter { $0.0 == .string }.map(\.1) == [#"@"}{""#, #"@"k""#])
        #expect(tokens.filter { $0.0 == .punctuation && $0.1 == "@" }.count == 4)
        #expect(tokens.contains { $0.0 == .keyword && $0.1 == "@YES" })
        #expect(tokens.filter { $0.1 == "[" || $0.1 == "]" || $0.1 == "{" || $0.1 == "}" || $0.1 == "(" || $0.1 == ")" }.count == 6)
    }

    @Test func atKeywordsAreOneToken() {
        let tokens = objCTokens("@implementation X\n@synthesize a = _a;\n- (SEL)s { return @selector(tap:); }\n@end")
        #expect(tokens.filter { $0.0 == .keyword }.map(\.1) == ["@implementation", "@synthesize", "@selector", "@end"])
    }

    @Test func directivesAreWholeLinesWithContinuationsAndComments() {
        let source = """
        #define WEAKIFY(x) \\
            __weak typeof(x) weak_##x = x; { /* brace */
        #pragma mark - life cycle
          #  if DEBUG // note
        int x = a #b;
        #endif
        """
        let tokens = objCTokens(source)
        #expect(tokens.filter { $0.0 == .poundKeyword }.map(\.1) == [
            "#define WEAKIFY(x) \\\n    __weak typeof(x) weak_##x = x; { /* brace */", "#pragma mark - life cycle",
            "#  if DEBUG // note", "#endif",
        ])
        #expect(tokens.contains { $0.0 == .punctuation && $0.1 == "#" }, "a # inside a line is not a directive")
    }

    @Test func charactersNumbersAndComments() {
        let tokens = objCTokens("c = '\\''; d = 0x1p-3 + 1.5e+10f + .5 + 1'000; /* a */ // b\n/// doc")
        #expect(tokens.filter { $0.0 == .string }.map(\.1) == ["'\\''"])
        #expect(tokens.filter { $0.0 == .number }.map(\.1) == ["0x1p-3", "1.5e+10f", ".5", "1'000"])
        #expect(tokens.filter { $0.0.isComment }.count == 0, "comments are trivia")
        let all = ObjCTokenizer.tokenize(Array("/* a */ // b\n/// doc".utf8)).map(\.kind)
        #expect(all == [.blockComment, .whitespace, .lineComment, .newline, .docLineComment])
    }

    @Test func blocksAndOperators() {
        let tokens = objCTokens("void (^done)(BOOL) = ^(BOOL ok){ x->y += a >>= 2; };")
        #expect(tokens.filter { $0.0 == .operator }.map(\.1) == ["^", "^", "->", "+=", ">>="])
    }

    @Test func unterminatedLiteralsEndAtTheLine() {
        let tokens = objCTokens("s = @\"open\nnext = 1;\n/* never closed")
        #expect(tokens.map(\.1).contains("next"))
        #expect(objCRoundTrips(Array("s = @\"open\nnext = 1;\n/* never closed".utf8)))
    }

    @Test func everyInputRoundTrips() {
        // A fixed linear congruential sequence: the same 300 inputs on every run.
        var state: UInt64 = 0x2545F4914F6CDD1D
        func nextByte() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let alphabet = Array("@#\"'\\/*^{}[]()-+:;<>=.\n\r 0x1eAz_é".utf8)
        for _ in 0..<300 {
            let bytes = (0..<Int(nextByte())).map { _ in
                nextByte() & 1 == 0 ? alphabet[Int(nextByte()) % alphabet.count] : nextByte()
            }
            #expect(objCRoundTrips(bytes), "\(bytes)")
        }
    }
}
