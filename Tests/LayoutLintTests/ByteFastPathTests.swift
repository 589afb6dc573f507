import Testing
@testable import LayoutLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte-level fast paths taken for speed must read exactly what the Character-level code
/// they short-cut reads: ASCII through the fast path, anything else through the old one.
@Suite("Byte fast paths")
struct ByteFastPathTests {
    @Test func markCommentsReadTheSameAsBytesAndAsText() {
        let cases: [(String, String?, Bool)] = [
            ("// MARK: - Life Cycle", "Life Cycle", true),
            ("///MARK: Getters", "Getters", false),
            ("// MARK:- Odd -", "Odd", true),
            ("/* MARK: - Block */", "Block", true),
            ("/**/", nil, false),
            ("/*/", nil, false),
            ("//\tMARK:\t-\tTabs\t", "Tabs", true),
            ("// MARK: -", "", true),
            ("// TODO: MARK: later", nil, false),
            ("// MARK: - Café Ünïcode", "Café Ünïcode", true),
        ]
        // `mayBeMark`, the parser's look before it parses a comment, turns no MARK away.
        let more = ["//\u{301} MARK: x", "/*\u{301}MARK: x */", "/*MARK:*/", " // MARK: x", "// MARK x", "/// * MARK: Stars"]
        for comment in cases.map(\.0) + more {
            let parsed = MarkComment.parse(comment[...]) != nil || MarkComment.parse(Array(comment.utf8)[...]) != nil
            // A look, not a parse: it may let a comment through that is no MARK, never the reverse.
            #expect(!parsed || Array(comment.utf8).withUnsafeBufferPointer { MarkComment.mayBeMark($0) }, "\(comment)")
        }
        // And it turns plain comments away, which is what it is for.
        for plain in ["// a plain comment", "/* block */", "/// Docs for `viewDidLoad`."] {
            #expect(!Array(plain.utf8).withUnsafeBufferPointer { MarkComment.mayBeMark($0) }, "\(plain)")
        }
        for (comment, title, separator) in cases {
            let fromText = MarkComment.parse(comment[...])
            let fromBytes = MarkComment.parse(Array(comment.utf8)[...])
            #expect(fromText?.title == title, "\(comment)")
            #expect(fromBytes?.title == title, "\(comment)")
            if title != nil {
                #expect(fromText?.hasSeparator == separator, "\(comment)")
                #expect(fromBytes?.hasSeparator == separator, "\(comment)")
            }
        }
        #expect(MarkComment.title(" - Delegates - "[...]) == ("Delegates", true))
        #expect(MarkComment.title(" Données -"[...]) == ("Données", false))
    }

    @Test func looseKeysReadTheSameAsBytesAndAsText() {
        // The Character-level reading the byte path short-cuts for ASCII names.
        func reference(_ name: String) -> String {
            guard let open = name.firstIndex(of: "(") else { return name + "/0" }
            return String(name[..<open]) + "/" + String(name.utf8.lazy.filter { $0 == UInt8(ascii: ":") }.count)
        }
        let names = ["tableView(_:cellForRowAt:)", "viewDidLoad()", "title", "tableView(tableView:numberOfRowsInSection:)",
                     "reload", "", "(", "f(_:)", "überprüfe(_:mit:)", "naïve", "e\u{301}(x:)", "closure(_:(Int) -> Void)"]
        for name in names {
            #expect(ObjCSelector.looseKey(ofSwiftName: name) == reference(name), "\(name)")
        }
        #expect(ObjCSelector.looseKey(ofSwiftName: "tableView(_:didSelectRowAt:)") == "tableView/2")
        #expect(ObjCSelector.looseKey(ofSwiftName: "überprüfe(_:mit:)") == "überprüfe/2")
    }

    @Test func keywordsAreFoundWithFewOrManyBytesLeft() {
        // The keyword table is probed with 8-byte loads when 16 bytes remain, byte by byte near the end.
        let source = "precedencegroup Pg {}\ntypealias Classy = Selfish\nfunc f() -> Self { self }\nclass"
        let keywords = texts(source, .keyword)
        #expect(keywords == ["precedencegroup", "typealias", "func", "Self", "self", "class"])
        #expect(texts(source, .identifier).contains("Classy"))
        #expect(texts(source, .identifier).contains("Selfish"))
        #expect(texts("let precedencegroups = 1", .identifier) == ["precedencegroups"])
    }

    @Test func joinedTextKeepsOneSpaceForSkippedTokensAndRepairsBytes() {
        let file = SourceFile(path: "t.swift", bytes: Array("  Dictionary< String , /* c */\n [Int] >  ".utf8) + [0xFF, 0x41])
        let tokens = Tokenizer.tokenize(file.bytes)
        let trivia: (TokenKind) -> Bool = { $0.isTrivia }
        // The simple way: a byte array, a space wherever skipped tokens separated two others.
        func reference(_ from: Int, _ to: Int) -> String {
            var out: [UInt8] = [], pending = false
            guard max(from, 0) < min(to, tokens.count) else { return "" }
            for token in tokens[max(from, 0)..<min(to, tokens.count)] {
                if trivia(token.kind) { pending = !out.isEmpty; continue }
                if pending { out.append(UInt8(ascii: " ")) }
                out += file.bytes[token.range]
                pending = false
            }
            return String(decoding: out, as: UTF8.self)
        }
        #expect(file.joinedText(tokens, 0, tokens.count, skipping: trivia) == "Dictionary< String , [Int] > \u{FFFD}A")
        for from in -1...tokens.count + 1 {
            for to in from...tokens.count + 2 {
                #expect(file.joinedText(tokens, from, to, skipping: trivia) == reference(from, to))
            }
        }
    }

    @Test func filesAreReadWhole() throws {
        let path = "/tmp/layoutlint-readfile-\(getpid()).swift"
        defer { unlink(path) }
        let big = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        try FileSystem.writeFile(path, big)
        #expect(try FileSystem.readFile(path) == big)
        try FileSystem.writeFile(path, [UInt8]())
        #expect(try FileSystem.readFile(path).isEmpty)
        try FileSystem.writeFile(path, [0x0A])
        #expect(try FileSystem.readFile(path) == [0x0A])
        #if os(Linux)
        // Reports size 0, yet has content: read to the end, not to the size.
        #expect(String(decoding: try FileSystem.readFile("/proc/self/status"), as: UTF8.self).contains("Pid:"))
        #endif
    }

    /// A file of 128 MiB or more is refused with a reason (an outline's packed tokens cannot hold
    /// its offsets); a sparse file says so without a byte written. A library caller that hands
    /// over that much gets its tokens, whole, and no declarations.
    @Test func filesOf128MiBOrMoreAreRefused() throws {
        let path = "/tmp/layoutlint-large-\(getpid()).swift"
        defer { unlink(path) }
        try FileSystem.writeFile(path, Array("final class A: UIViewController {}\n".utf8))
        #expect(truncate(path, off_t(TokenList.maxPackedBytes)) == 0)
        let failure = #expect(throws: FileSystem.Failure.self) { try FileSystem.readFile(path) }
        #expect(failure?.description == "\(path): is 128 MiB or larger, too large to be Swift source")
        var bytes = Array("import UIKit\nfinal class A: UIViewController {}\n/*".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: TokenList.maxPackedBytes - bytes.count)
        let outline = OutlineParser.parse(SourceFile(path: "Large.swift", bytes: bytes))
        #expect(outline.types.isEmpty && !outline.tokens.isPacked)
        #expect(outline.tokens.last.map { Int($0.end) } == bytes.count && outline.tokens.first?.kind == .keyword)
    }

    @Test func pathsAndMessagesKeepTheirMeaning() {
        #expect(ReportPath.absolute("a/./b/../c.swift", base: "/repo") == "/repo/a/c.swift")
        #expect(ReportPath.absolute("/x//y/../z.swift", base: "/repo") == "/x/z.swift")
        #expect(ReportPath.absolute("é/../ü/./f.swift", base: "/répo") == "/répo/ü/f.swift")
        #expect(ReportText.singleLine("one line") == "one line")
        #expect(ReportText.singleLine("two\nlines") == "two lines")
        #expect(ReportText.singleLine("café\u{2028}next") == "café next")
    }

    /// MARK titles are lowered byte by byte when ASCII, by Unicode's mapping otherwise: the same result.
    @Test func titlesLowerAsStringDoes() {
        for title in ["Life Cycle", "UITableViewDelegate", "IBActions", "getters & setters", "ÉVÉNEMENTS", "Жизненный цикл", "", "ABC_xyz-09"] {
            #expect(Configuration.lowercased(title) == title.lowercased(), "\(title)")
        }
        #expect(Configuration.default.section(aliased: "LIFE CYCLE") == .lifecycle)
    }

    /// View type names are judged on bytes when ASCII, on Characters otherwise: the same answers.
    @Test func viewTypeNamesByBytes() {
        #expect("UILabel?".trimmingSuffix("?") == "UILabel")
        #expect("Avatar!".trimmingSuffix("?") == "Avatar!")
        #expect("Café!".trimmingSuffix("!") == "Café")
        #expect("x".trimmingSuffix("") == "x")
        let views = ["UILabel?", "AvatarView!", "ProgressBar!?", "ÉtoileView", "LoadingIndicator", "UIStackView"]
        let others = ["avatarView", "Formatter", "ViewModel", "ÉtoileViewé", "ProgressBar?!", "_HiddenView"]
        for name in views { #expect(UIKitNames.isViewType(name), "\(name)") }
        for name in others { #expect(!UIKitNames.isViewType(name), "\(name)") }
    }

    /// A token equals a String when their bytes do, whatever the script.
    @Test func tokensEqualTheirText() {
        let file = SourceFile(path: "Café.swift", text: "let café = naïveValue + x")
        let tokens = Tokenizer.tokenize(file.bytes).filter { !$0.kind.isTrivia }
        #expect(tokens.map { file.text($0) } == ["let", "café", "=", "naïveValue", "+", "x"])
        for token in tokens { #expect(file.token(token, equals: file.text(token))) }
        #expect(!file.token(tokens[1], equals: "cafe"))
        #expect(!file.token(tokens[1], equals: "café "))
        #expect(!file.token(tokens[3], equals: "naïveValuE"))
        #expect(file.token(Token(kind: .whitespace, start: 3, end: 3), equals: ""))
    }

    /// A path already in normal form is returned as it is, without splitting it; anything else is resolved.
    @Test func normalPathsSkipTheSplit() {
        let cases: [(String, String)] = [
            ("/a/b.swift", "/a/b.swift"), ("/a/.hidden/b", "/a/.hidden/b"), ("/a/b.", "/a/b."), ("/a/...", "/a/..."),
            ("/a/./b", "/a/b"), ("/a/b/.", "/a/b"), ("/a/b/..", "/a"), ("/a//b", "/a/b"), ("/a/b/", "/a/b"),
            ("/", "/"), ("/..", "/"), ("/.", "/"), ("/a/..b/c", "/a/..b/c"),
        ]
        for (path, expected) in cases {
            #expect(ReportPath.absolute(path, base: "/unused") == expected, "\(path)")
            // The root alone takes the general path; every other path it returns unchanged is normal.
            #expect(ReportPath.isNormalized(path) == (path == expected && path != "/"), "\(path)")
        }
    }

    @Test func sectionAliasesIgnoreCaseAndFollowTheOrder() throws {
        let configuration = Configuration.default
        #expect(configuration.section(aliased: "life cycle") == .lifecycle)
        #expect(configuration.section(aliased: "GETTERS & SETTERS") == .accessors)
        #expect(configuration.section(aliased: "Life") == nil)
        let json = #"{"sections": {"aliases": {"event": ["Helpers"]}}}"#
        let custom = try ConfigurationLoader.load(userJSON: Array(json.utf8), path: "rules.json")
        // `Helpers` is also a default alias of private methods; event comes first in the order.
        #expect(custom.section(aliased: "helpers") == .event)
        #expect(custom.target(forSuperclass: "Kit.ListViewController<Item>")?.name == "controllers")
        #expect(custom.target(forSuperclass: "NSObject") == nil)
        #expect(custom.target(forSuperclass: "UIViewController")?.name == "controllers")
    }
}
