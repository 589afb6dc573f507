import Testing
@testable import LayoutLint

/// The outline model's compact forms agree with what they stand for: word codes with the words
/// as written, small ASCII strings made from bytes with the decoder's, members and types shared
/// between copies with value semantics.
@Suite("Outline model compact forms")
struct OutlineModelTests {
    @Test func smallASCIIStringsEqualDecodedOnes() {
        #expect(SmallASCII.isSupported)
        let source = "let viewDidLoad = UICollectionViewLayout() // éclair 16-byte-identifier_ x"
        let file = SourceFile(path: "t.swift", text: source)
        let bytes = Array(source.utf8)
        // Every range, up to 20 bytes long, including those ending at the file's last byte
        // (read byte by byte, not with 16-byte loads) and those holding non-ASCII bytes.
        for lo in 0..<bytes.count {
            for hi in lo...min(bytes.count, lo + 20) {
                let made = file.text(lo..<hi)
                let decoded = bytes[lo..<hi].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
                #expect(made == decoded)
                #expect(Array(made.utf8) == Array(decoded.utf8))
                #expect(made.count == decoded.count)
                var hasher = Hasher(), other = Hasher()
                hasher.combine(made)
                other.combine(decoded)
                #expect(hasher.finalize() == other.finalize())
            }
        }
    }

    @Test func modifiersAndAttributesKeepTheirOrderAndSpelling() {
        let o = outline("""
        class A {
            @objc @IBAction private func tap(_ sender: Any) {}
            @available(iOS 13, *) @discardableResult @MainActor public static func make() -> Int { 0 }
            nonisolated public override final dynamic required convenience init(x: Int) {}
            private fileprivate internal public static final override lazy weak unowned var v = 1
        }
        """)
        let members = o.types[0].members
        #expect(members[0].attributes == ["@objc", "@IBAction"] && members[0].modifiers == ["private"])
        #expect(members[0].has(attribute: "@objc") && members[0].has(attribute: "@IBAction") && !members[0].has(attribute: "@IBOutlet"))
        #expect(members[0].has(modifier: "private") && !members[0].has(modifier: "privat") && !members[0].has(modifier: "static"))
        // `@discardableResult` has no code: the whole list is spelled out, in order.
        #expect(members[1].attributes == ["@available", "@discardableResult", "@MainActor"])
        #expect(members[1].has(attribute: "@discardableResult") && members[1].has(attribute: "@MainActor"))
        // By code, in a coded list and in a spelled one.
        #expect(members[0].has(AttributeWord.IBAction) && members[0].has(AttributeWord.objc) && !members[0].has(AttributeWord.IBOutlet))
        #expect(members[1].has(AttributeWord.MainActor) && members[1].has(AttributeWord.available) && !members[1].has(AttributeWord.objc))
        #expect(members[1].modifiers == ["public", "static"] && members[1].isTypeMethod)
        #expect(members[2].modifiers == ["nonisolated", "public", "override", "final", "dynamic", "required", "convenience"])
        // More than eight modifiers: spelled out past the eighth.
        #expect(members[3].modifiers == ["private", "fileprivate", "internal", "public", "static", "final", "override", "lazy", "weak", "unowned"])
        #expect(members[3].has(modifier: "unowned") && members[3].has(modifier: "private") && members[3].storage == .lazy)
    }

    @Test func wordListsFromStringsMatchTheParsersCodes() {
        let list = WordList(["private", "readonly", "static"], of: DeclWord.self)
        #expect(list.words(of: DeclWord.self) == ["private", "readonly", "static"])
        #expect(list.contains("readonly", of: DeclWord.self) && list.contains(DeclWord.static) && !list.contains(DeclWord.lazy))
        let empty = WordList([], of: AttributeWord.self)
        #expect(empty.words(of: AttributeWord.self).isEmpty && !empty.contains("@objc", of: AttributeWord.self))
    }

    /// `contains(word)` compares a word's code, taken from the enum's bits, with all eight codes
    /// at once: it agrees with the words the list spells, for every word of both sets, in every
    /// slot and with seven other words around it.
    @Test func wordCodeLookupAgreesWithTheWordsForEveryWord() {
        func check<Word: TabledWord>(_: Word.Type) {
            let all = Array(Word.allCases)
            for (k, word) in all.enumerated() {
                let others = (1...7).map { all[(k + $0 * 3) % all.count] }.filter { $0 != word }
                for slot in 0...others.count {
                    var words = others.map(\.rawValue)
                    words.insert(word.rawValue, at: slot)
                    #expect(WordList(words, of: Word.self).contains(word))
                }
                let without = WordList(others.map(\.rawValue), of: Word.self)
                for other in all { #expect(without.contains(other) == others.contains(other)) }
            }
        }
        check(DeclWord.self)
        check(AttributeWord.self)
    }

    /// A parsed file's members share one buffer of records and one array of parameters: each
    /// reads its own, and changing one (as the Objective-C front end names selectors) leaves
    /// the others, and its own copies, as they were.
    @Test func membersSharingTheirFilesRecordsStayIndependent() {
        let o = outline("""
        class A {
            var x = 1
            func f(a: Int, b c: [String: Int]) {}
            class B { func g(_ v: Int) {} }
            func h() {}
        }
        func top(t: T) {}
        """)
        let a = o.types[0].members, b = o.types[1].members
        #expect(a.map(\.name) == ["x", "f", "B", "h"] && b.map(\.name) == ["g"] && o.topLevelMembers.map(\.name) == ["A", "top"])
        #expect(a[1].parameters.map(\.firstName) == ["a", "b"] && a[1].parameters.map(\.type) == ["Int", "[String: Int]"])
        #expect(b[0].parameters.map(\.type) == ["Int"] && o.topLevelMembers[1].parameters.map(\.firstName) == ["t"])
        #expect(a[3].parameters.isEmpty && a[3].parameterCount == 0 && a[1].parameterCount == 2)
        var edited = a[1]
        edited.selector = "f:b:"
        edited.initializerStart = 7
        #expect(edited.selector == "f:b:" && edited.initializerStart == 7 && edited.parameters.map(\.firstName) == ["a", "b"])
        #expect(a[1].selector == nil && a[1].initializerStart == nil && o.types[0].members[1].selector == nil)
        #expect(a[0].initializerStart != nil && a[0].name == "x" && b[0].name == "g")
    }

    /// The Swift parser keeps parameters as spans of the file until asked: the Strings made then
    /// are those made from the tokens (backticks dropped, trivia inside a type joined by one
    /// space, a default value left out), also for members whose records were copied.
    @Test func parametersKeptAsSpansReadAsTheirText() {
        let o = outline("""
        class A {
            func f(`default` d: [String: /* note */ Int], _ é: (Int)
                -> Void = { _ in }, `b`: Int) {}
            func g(x: Int) {}
        }
        """)
        let members = o.types[0].members
        #expect(members[0].parameters.map(\.firstName) == ["default", "_", "b"])
        #expect(members[0].parameters.map(\.type) == ["[String: Int]", "(Int) -> Void", "Int"])
        #expect(members[0].signature == "f(default:_:b:)" && members[1].signature == "g(x:)")
        #expect(members[1].parameters.map(\.firstName) == ["x"] && members[1].parameters.map(\.type) == ["Int"])
        var edited = members[0]
        edited.selector = "f"
        #expect(edited.parameters.map(\.type) == ["[String: Int]", "(Int) -> Void", "Int"])
    }

    /// A function's signature is written from the file's bytes as its parameters are read, and
    /// lines come from a cursor that starts at the last answer: both agree with their plain forms
    /// (the labels' Strings joined; `SourceFile.line(of:)`), backticks, operators, nested types
    /// (the cursor then goes back) and several members on one line included.
    @Test func signaturesAndLinesAgreeWithTheirPlainForms() {
        let o = outline("""
        import UIKit

        final class FeedViewController: UIViewController, UITableViewDelegate {
            @IBOutlet private weak var tableView: UITableView!
            private let items: [String: Int] = [:]; var count = 0

            init?(coder: NSCoder, `default` value: Int = max(1, 2), _ é: String) { nil }
            subscript(index: Int, `in` section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func layout(@ViewBuilder content: () -> Void, map: Dictionary<String, [Int]>, `let`: Int) {}
            static func == (lhs: FeedViewController, rhs: FeedViewController) -> Bool { true }
            func make<T>(_ type: T.Type,
                         configure: (T) -> Void = { _ in }) -> T? { nil }
            init() { super.init(nibName: nil, bundle: nil) }
            deinit {}

            enum Section { case top, bottom
                struct Inner { func deep() {} }
                func far() {}
            }
            func viewDidLoad() {}
        }
        func freeFunction(a: Int, b: Int) {}
        """)
        var functions = 0
        let members = o.types.flatMap(\.members) + o.topLevelMembers
        for member in members {
            #expect(member.line == o.file.line(of: Int(o.tokens[member.keywordToken].start)))
            guard [.func, .`init`, .subscript].contains(member.kind) else { continue }
            functions += 1
            let labels = member.parameters.map { $0.firstName + ":" }.joined()
            #expect(member.signature == member.name + "(" + labels + ")")
        }
        #expect(functions == 11)
        for type in o.types {
            #expect(type.line == o.file.line(of: Int(o.tokens[type.keywordToken].start)))
            #expect(type.endLine == o.file.line(of: Int(o.tokens[type.bodyClose].start)))
        }
        let signatures = members.compactMap(\.signature)
        #expect(signatures.contains("init(coder:default:_:)") && signatures.contains("subscript(index:in:)"))
        #expect(signatures.contains("layout(content:map:let:)") && signatures.contains("==(lhs:rhs:)"))
        #expect(signatures.contains("make(_:configure:)") && signatures.contains("init()"))
    }

    @Test func copiesOfMembersAndTypesStayIndependent() {
        var member = Member(kind: .method, name: "viewDidLoad", signature: "viewDidLoad", line: 1, startToken: 0, endToken: 1,
                            keywordToken: 0, attributes: [], modifiers: [], parameters: [], storage: nil, typeName: "void",
                            bodyOpen: nil, bodyClose: nil, ifConfig: nil, nestedType: nil)
        let copy = member
        member.selector = "viewDidLoad"
        member.initializerStart = 4
        #expect(member.selector == "viewDidLoad" && member.initializerStart == 4)
        #expect(copy.selector == nil && copy.initializerStart == nil && copy.name == "viewDidLoad")

        var o = outline("class A { func f() {} }\nclass B {}")
        let before = o.types[0]
        o.types[0].members.append(o.types[0].members[0])
        o.types[0].bodyClose = 99
        o.types[0].instanceVariables["x"] = "_x"
        #expect(o.types[0].members.count == 2 && o.types[0].bodyClose == 99 && o.types[0].instanceVariables == ["x": "_x"])
        #expect(before.members.count == 1 && before.bodyClose != 99 && before.instanceVariables.isEmpty)
    }
}
