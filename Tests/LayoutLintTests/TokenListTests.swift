import Testing
@testable import LayoutLint

/// An outline the project index holds keeps its tokens packed (`TokenList`): read by index,
/// through a reader, or as a sequence, they must be exactly the tokens the front end made; tokens
/// that cannot be packed are kept as they are and read the same.
@Suite("Token list")
struct TokenListTests {
    static let swift = """
        import UIKit

        final class ProfileViewController: UIViewController {
        #if DEBUG
            private let debugBadge = "β"
        #endif
            lazy var avatar: UIImageView = { UIImageView() }()
            let pattern = #/(?<user>\\w+)@(?<host>\\w+)/#
            let banner = \"\"\"
                Hello, \\(name)!
                \"\"\"

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(avatar)  // the only subview
            }
        }
        /* an unterminated comment at the end
        """
    static let objC = """
        @interface ProfileCell : UITableViewCell
        @property (nonatomic, getter=isOnline) BOOL online;
        @end

        #define CELL_ID @"ProfileCell"
        @implementation ProfileCell
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {}
        @end
        """

    /// Every way of reading the list gives `expected`, token by token.
    static func expectReadsBack(_ list: TokenList, _ expected: [Token], _ note: String) {
        #expect(list.count == expected.count, "\(note)")
        #expect(Array(list) == expected, "\(note)")
        #expect(list.indices.allSatisfy { list[$0] == expected[$0] }, "\(note)")
        list.withReader { reader in
            #expect(reader.count == expected.count, "\(note)")
            for i in expected.indices {
                #expect(reader[i] == expected[i], "\(note) token \(i)")
                #expect(reader.kindBits(i) == UInt32(expected[i].kind.rawValue), "\(note) token \(i)")
            }
        }
    }

    /// A Swift outline keeps its tokens as the lexer wrote them, packed; an Objective-C one as
    /// its front end made them until it is held for the linter. Held, both are packed, in
    /// storage at most a quarter larger than they are (`TokenList.compacted`).
    @Test func heldOutlinesHoldTheFrontEndsTokensPacked() throws {
        for (path, text) in [("ProfileViewController.swift", Self.swift), ("ProfileCell.m", Self.objC)] {
            let file = SourceFile(path: path, text: text)
            let outline = SourceParser.parse(file, readingHeader: false)
            #expect(outline.tokens.isPacked == path.hasSuffix(".swift"), "\(path)")
            let tokens = SourceParser.tokenize(file)
            Self.expectReadsBack(outline.tokens, tokens, path)
            let held = try #require(HeldOutline(outline).outline)
            let words = try #require(held.tokens.packedWords, "\(path)")
            // A quarter more room at most, and the allocator's rounding (these small files'
            // room, as the lexer sizes it, is half as much again as their tokens).
            #expect(words.count == tokens.count + 1 && words.capacity - words.count <= words.count / 4 + 4, "\(path)")
            Self.expectReadsBack(held.tokens, tokens, "\(path), held")
        }
        // Each prefix: every token count, the last token of every kind ending the file.
        let bytes = Array(Self.swift.utf8)
        for length in 1...bytes.count {
            let tokens = Tokenizer.tokenize(Array(bytes[..<length]))
            let list = TokenList(tokens).packed(size: length)
            #expect(list.isPacked, "prefix of \(length) bytes")
            Self.expectReadsBack(list, tokens, "prefix of \(length) bytes")
        }
    }

    /// Packing needs the tokens to cover the file exactly: otherwise they stay as they are.
    @Test func tokensThatDoNotCoverTheFileStayAsTheyAre() {
        let tokens = Tokenizer.tokenize(Array("let a = 1".utf8))
        let size = 9
        let gap = [tokens[0]] + tokens[2...]  // the space after `let` left out
        let overlap = tokens + [Token(kind: .identifier, start: 8, end: 9)]
        let short = Array(tokens.dropLast())
        let late = tokens.map { Token(kind: $0.kind, start: Int($0.start) + 1, end: Int($0.end) + 1) }
        for (name, list, fileSize) in [("gap", gap, size), ("overlap", overlap, size), ("short", short, size),
                                       ("late start", late, size + 1), ("file too long", tokens, size + 1)] {
            let held = TokenList(list).packed(size: fileSize)
            #expect(!held.isPacked, "\(name)")
            Self.expectReadsBack(held, list, name)
        }
        let packed = TokenList(tokens).packed(size: size)
        #expect(packed.isPacked && !TokenList(tokens).isPacked)
        Self.expectReadsBack(packed, tokens, "whole")
        #expect(packed.packed(size: size).isPacked)  // packing packed tokens keeps them
        #expect(TokenList([]).packed(size: 0).isEmpty && TokenList().isEmpty)
    }

    /// A file of 2^27 bytes or more is not packed (the end word would not hold its length); just
    /// under, it is. Tokens that tile only modulo 2^32 are not packed either.
    @Test func theLargestPackedFileIsJustUnder128MiB() {
        let limit = TokenList.maxPackedBytes
        let atLimit = [Token(kind: .blockComment, start: 0, end: limit / 2), Token(kind: .blockComment, start: limit / 2, end: limit)]
        #expect(!TokenList(atLimit).packed(size: limit).isPacked)
        let under = [Token(kind: .blockComment, start: 0, end: limit / 2), Token(kind: .identifier, start: limit / 2, end: limit - 1)]
        let packed = TokenList(under).packed(size: limit - 1)
        #expect(packed.isPacked && Array(packed) == under)
        // 33 tokens of the longest length run past 2^32 and end, wrapped, just under 2^27: they
        // tile modulo 2^32 and end at the size given, and still are not packed.
        let longest = Token.maxLength
        var wrapping: [Token] = []
        var start: UInt32 = 0
        for _ in 0..<33 {
            let end = start &+ UInt32(longest)
            var token = Token(kind: .blockComment, start: 0, end: longest)
            token.startOffset = start
            wrapping.append(token)
            start = end
        }
        #expect(Int(start) < limit)
        #expect(!TokenList(wrapping).packed(size: Int(start)).isPacked)
    }

    /// A word gives its token's start and kind, and the next word where it ends.
    @Test func aPackedWordAndTheNextGiveTheToken() {
        for kind in TokenKind.allCases {
            for (start, end) in [(0, 1), (7, 8), (1000, 70_000), (TokenList.maxPackedBytes - 2, TokenList.maxPackedBytes - 1)] {
                let word = UInt32(start) << 5 | UInt32(kind.rawValue), next = UInt32(end) << 5 | 3
                #expect(Token(word: word, next: next) == Token(kind: kind, start: start, end: end), "\(kind) \(start)..<\(end)")
            }
        }
    }
}
