import Testing
@testable import LayoutLint

/// `matchBrackets` takes the one-stack pass (`matchNested`) for well-nested files and the
/// recovering pass otherwise: on every input the answer must be the recovering pass's alone.
@Suite("DeclarationParser bracket matching")
struct BracketMatchTests {
    static let sources = [
        """
        final class FeedViewController: UIViewController {
            private lazy var table: UITableView = {
                let table = UITableView(frame: .zero, style: .plain)
                table.register(Cell.self, forCellReuseIdentifier: ids[0])
                return table
            }()
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(table) }
        }
        """,
        // A stray closer of each kind, unclosed openers, and closers of another kind than the
        // innermost open bracket (the recovering pass closes through them).
        "func f() { let a = [1, 2)\n g(x]) }\n}",
        "class A { func b() { if c { d(e[0) } }\n var f = (1, 2",
        ")]} struct S { let x = [(1, 2), (3, 4)] }",
        "enum E { case a(Int, [String: (Int) -> Void]) }\n{{{((([[[",
        "let x = { [weak self] in self?.y(]) }",
        "",
        // Deeper than `matchNested` follows, well nested and not.
        "let deep = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300),
        "let deep = " + String(repeating: "[", count: 200) + "}" + String(repeating: "]", count: 199),
    ]

    @Test func nestedPassAgreesWithRecoveringPass() {
        for source in Self.sources {
            let bytes = Array(source.utf8)
            let file = SourceFile(path: "A.swift", bytes: bytes)
            let tokens = Tokenizer.tokenize(bytes)
            let brackets = DeclarationParser.brackets(file: file, tokens: tokens)
            let matched = brackets.withUnsafeBufferPointer { DeclarationParser.matchBrackets(count: tokens.count, brackets: $0) }
            var expected = [Int32](repeating: DeclarationParser.notOpener, count: tokens.count)
            expected.withUnsafeMutableBufferPointer { match in
                brackets.withUnsafeBufferPointer { DeclarationParser.matchRecovering(match, brackets: $0) }
            }
            #expect(matched == expected, "\(source)")
        }
    }

    /// The parser's table is its thread's, lent file after file (longer and shorter, matched
    /// either way) and to a parse within a parse: each time it must hold what a table of the
    /// file's own holds.
    @Test func lentTableAgreesWithATableOfItsOwn() {
        let sources = Self.sources + Self.sources.reversed()
        for source in sources {
            let bytes = Array(source.utf8)
            let file = SourceFile(path: "A.swift", bytes: bytes)
            let tokens = Tokenizer.tokenize(bytes)
            let brackets = DeclarationParser.brackets(file: file, tokens: tokens)
            brackets.withUnsafeBufferPointer { brackets in
                let expected = DeclarationParser.matchBrackets(count: tokens.count, brackets: brackets)
                BracketTable.lend(count: tokens.count, brackets: brackets) { lent in
                    #expect(Array(lent) == expected, "\(source)")
                    BracketTable.lend(count: tokens.count, brackets: brackets) { inner in
                        #expect(Array(inner) == expected, "\(source)")
                    }
                }
            }
        }
    }

    @Test func nestedPassDeclinesMismatchedClosers() {
        let bytes = Array("f(a[1)]".utf8)
        let file = SourceFile(path: "A.swift", bytes: bytes)
        let tokens = Tokenizer.tokenize(bytes)
        let brackets = DeclarationParser.brackets(file: file, tokens: tokens)
        var match = [Int32](repeating: DeclarationParser.notOpener, count: tokens.count)
        let nested = match.withUnsafeMutableBufferPointer { match in
            brackets.withUnsafeBufferPointer { DeclarationParser.matchNested(match, brackets: $0) }
        }
        #expect(!nested)
    }
}
