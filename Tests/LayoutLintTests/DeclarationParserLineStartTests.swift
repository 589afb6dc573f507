import Testing
@testable import LayoutLint

/// The parser's walks learn whether a token starts a line on the way forward
/// (`nextSigAfterBreak`) instead of walking back (`startsLine`): both must agree on every
/// significant token, whatever trivia lies between it and the one before.
@Suite("DeclarationParser line starts")
struct DeclarationParserLineStartTests {
    static let source = """
        final class Cell: UITableViewCell {
            let title = UILabel() /* one
            line break */ var count = 0
            lazy var stack: UIStackView = {
                UIStackView(arrangedSubviews: [title])
            }()
            private var items: [String] = [] // items
            @IBOutlet weak var button: UIButton!; static let shared = Cell() /* none */ func reload() {}
            var observed = 1 { didSet { reload() } }
            let (a, b) = (1,
                          2)
        }
        """

    @Test func forwardWalkAgreesWithStartsLine() throws {
        let bytes = Array(Self.source.utf8)
        let file = SourceFile(path: "Cell.swift", bytes: bytes)
        let tokens = Tokenizer.tokenize(bytes)
        let brackets = DeclarationParser.brackets(file: file, tokens: tokens)
        let words = try #require(TokenList(tokens).packed(size: bytes.count).packedWords)
        var checked = 0
        let outline = bytes.withUnsafeBufferPointer { buffer in
            file.withLineStarts { starts in
                brackets.withUnsafeBufferPointer { brackets in
                    DeclarationParser.withParser(file, words: words, count: tokens.count, brackets: brackets, bytes: buffer, lineStarts: starts) { parser in
                        var previous = parser.nextSig(0, tokens.count)
                        while previous < tokens.count {
                            let (next, afterBreak) = parser.nextSigAfterBreak(previous + 1, tokens.count)
                            guard next < tokens.count else { break }
                            #expect(afterBreak == parser.startsLine(next), "token \(next)")
                            checked += 1
                            previous = next
                        }
                        parser.readDeclarations()
                        return parser.finish()  // frees the parser's record buffer
                    }
                }
            }
        }
        #expect(checked > 80)
        // `func reload()` shares `shared`'s line (a comment with no break between): part of its value.
        #expect(outline.types.first?.members.count == 8)
    }
}
