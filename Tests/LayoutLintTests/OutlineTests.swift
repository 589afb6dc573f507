import Testing
@testable import LayoutLint

func outline(_ source: String) -> Outline {
    OutlineParser.parse(SourceFile(path: "t.swift", text: source))
}

func memberSummary(_ type: TypeDecl) -> [String] {
    type.members.map { "\($0.kind.rawValue) \($0.signature ?? $0.name) @\($0.line)" }
}

@Suite("Outline")
struct OutlineTests {
    @Test func controllerWithNestedTypesAndExtensions() {
        let o = outline("""
        @MainActor
        final class ProfileViewController: UIViewController, UITableViewDelegate {
            private let service: ProfileService
            var a = 1, b = 2
            enum Section: Int { case header, body
                case footer(String) }

            @objc
            private func didTap(_ sender: UIButton) {}
            static func == (lhs: ProfileViewController, rhs: ProfileViewController) -> Bool { true }
            subscript(_ index: Int) -> Int { index }
            required init?(coder: NSCoder) { fatalError() }
            deinit {}
        }

        extension ProfileViewController: UITableViewDataSource where Self: AnyObject {
            class Inner<T: Equatable>: NSObject where T: Codable { typealias X = Int }
        }
        """)
        #expect(o.types.map(\.name) == ["ProfileViewController", "ProfileViewController.Section", "ProfileViewController", "ProfileViewController.Inner"])
        #expect(o.types.map(\.kind) == [.class, .enum, .extension, .class])
        #expect(o.types[0].line == 2)
        #expect(o.types[0].inherits == ["UIViewController", "UITableViewDelegate"])
        #expect(memberSummary(o.types[0]) == [
            "let service @3", "var a @4", "enum Section @5", "func didTap(_:) @9", "func ==(lhs:rhs:) @10",
            "subscript subscript(_:) @11", "init init(coder:) @12", "deinit deinit @13",
        ])
        #expect(memberSummary(o.types[1]) == ["case header @5", "case footer @6"])
        #expect(o.types[2].inherits == ["UITableViewDataSource"])
        #expect(o.types[3].inherits == ["NSObject"])
        #expect(memberSummary(o.types[3]) == ["typealias X @17"])
        #expect(o.types[0].members[3].attributes == ["@objc"] && o.types[0].members[3].modifiers == ["private"])
    }

    @Test func propertyStorageKinds() {
        let o = outline("""
        class C {
            let id: String
            var count = 0
            lazy var label: UILabel = {
                let label = UILabel()
                return label
            }()
            lazy var formatter = DateFormatter()
            var title: String { "x" }
            var items: [Int] = [] {
                didSet { reload() }
            }
            var handler: (() -> Void)? = nil
            let tableView: UITableView = {
                UITableView()
            }()
            var mapped = values.map { $0 * 2 }
            var name: String {
                get { _name }
                set { _name = newValue }
            }
        }
        """)
        let storage = o.types[0].members.map { "\($0.name):\($0.storage!.rawValue)" }
        #expect(storage == ["id:stored", "count:stored", "label:lazyClosure", "formatter:lazy", "title:computed",
                            "items:observed", "handler:stored", "tableView:stored", "mapped:stored", "name:computed"])
        #expect(o.types[0].members[2].typeName == "UILabel")
        #expect(o.types[0].members[6].typeName == "(() -> Void)?")
        #expect(o.types[0].members[7].bodyOpen != nil)
    }

    @Test func membersInIfConfigBlocksKeepTheirBlock() {
        let o = outline("""
        class C {
            #if canImport(UIKit) && !os(watchOS)
            func a() {}
            #elseif DEBUG
            func b() {}
            #else
            #if os(iOS)
            func c() {}
            #endif
            #endif
            func d() {}
        }
        """)
        let members = o.types[0].members
        #expect(members.map(\.name) == ["a", "b", "c", "d"])
        #expect(members.map { $0.ifConfig?.clause } == [0, 1, 0, nil])
        #expect(o.ifBlocks.count == 2)
        #expect(o.ifBlocks[0].clauses.map(\.condition) == ["canImport(UIKit) && !os(watchOS)", "DEBUG", ""])
        #expect(o.ifBlocks[1].parent == IfConfigRef(block: 0, clause: 2))
    }

    @Test func marksAreRecordedWithTheirOwner() {
        let o = outline("""
        // MARK: - File level
        class C {
            // MARK: - Life Cycle
            func a() {}
            ///MARK: Getters
            var b: Int { 1 }
            // MARK:- Odd -
            // TODO: not a mark
            func c() {
                // MARK: - inside a body: not a section
            }
        }
        """)
        #expect(o.marks.map(\.title) == ["File level", "Life Cycle", "Getters", "Odd"])
        #expect(o.marks.map(\.hasSeparator) == [true, true, false, true])
        #expect(o.marks.map(\.owner) == [nil, 0, 0, 0])
    }

    @Test func localDeclarationsAndClosuresAreNotMembers() {
        let o = outline("""
        class C {
            func f() {
                struct Local { func g() {} }
                func helper() {}
                let closure = { class Inner {} }
            }
            var v: Int {
                func local() -> Int { 1 }
                return local()
            }
        }
        """)
        #expect(o.types.map(\.name) == ["C"])
        #expect(o.types[0].members.map(\.name) == ["f", "v"])
    }

    @Test func protocolRequirementsWithoutBodies() {
        let o = outline("""
        protocol Loading: AnyObject {
            associatedtype Item: Decodable
            var isLoading: Bool { get }
            func load(page: Int) async throws -> [Item]
            func cancel()
            init(session: URLSession)
            subscript(index: Int) -> Item { get set }
            static var shared: Self { get }
        }
        """)
        #expect(memberSummary(o.types[0]) == [
            "associatedtype Item @2", "var isLoading @3", "func load(page:) @4", "func cancel() @5",
            "init init(session:) @6", "subscript subscript(index:) @7", "var shared @8",
        ])
    }

    @Test func genericsAndWhereClausesDoNotConfuseTheOutline() {
        let o = outline("""
        struct Box<T: Collection, U>: Equatable where T.Element == Dictionary<String, [Int]>, U: Hashable {
            func map<R>(_ transform: (T) throws -> R, into dict: Dictionary<String, Int> = [:]) rethrows -> Box<R, U> where R: Equatable { fatalError() }
            func pair() -> (Result<[T], Error>, U) { fatalError() }
        }
        actor Cache<Key: Hashable> { var storage: [Key: Data] = [:] }
        extension Array where Element == Int { func sum() -> Int { reduce(0, +) } }
        """)
        #expect(o.types.map(\.name) == ["Box", "Cache", "Array"])
        #expect(o.types[0].inherits == ["Equatable"])
        #expect(memberSummary(o.types[0]) == ["func map(_:into:) @2", "func pair() @3"])
        #expect(o.types[1].kind == .actor)
        #expect(memberSummary(o.types[2]) == ["func sum() @6"])
    }

    /// Found on real code (NetNewsWire, DuckDuckGo): the attribute is not the parameter's label.
    @Test func parameterAttributesAreNotLabels() {
        let o = outline("""
        extension UIViewController {
            func present<Content: View>(style: UIModalPresentationStyle = .automatic, @ViewBuilder builder: () -> Content) {}
            init(action: @escaping () -> Void = {}, @ViewBuilder customView: () -> AnyView, enabled: Bool = true) {}
            func make(@available(*, deprecated) old: Int, @MyBuilder(option: 1) content: () -> Void) {}
        }
        """)
        #expect(o.types[0].members.compactMap(\.signature) == ["present(style:builder:)", "init(action:customView:enabled:)", "make(old:content:)"])
    }

    @Test func keywordNamesAndBackticks() {
        let o = outline("""
        enum Style {
            case `default`, plain
            func `default`(for traits: UITraitCollection) -> Style { .plain }
            func draw(in rect: CGRect) {}
        }
        """)
        #expect(memberSummary(o.types[0]) == ["case default @2", "func default(for:) @3", "func draw(in:) @4"])
    }

    @Test func stringsAndRegexesWithBracesDoNotBreakStructure() {
        let o = outline("""
        class C {
            let json = \"""
            { "open": "{", "close": "}" }
            \"""
            let raw = #"}}}"#
            let pattern = #/\\}+/#
            func f() -> String { "\\(values.map { "}\\($0)" })" }
            func g() {}
        }
        """)
        #expect(o.types[0].members.map(\.name) == ["json", "raw", "pattern", "f", "g"])
    }

    @Test func multiLineInitializersEndAtTheNextDeclaration() {
        let o = outline("""
        class C {
            let formatter = DateFormatter()
                .configured()
            var total = items
                .map { $0.price }
                .reduce(0, +)
            @IBOutlet weak var label: UILabel!
            private(set) var state: State = .idle
            nonisolated(unsafe) static var shared = C()
            func f() {}
        }
        """)
        #expect(memberSummary(o.types[0]) == ["let formatter @2", "var total @4", "var label @7", "var state @8", "var shared @9", "func f() @10"])
        #expect(o.types[0].members[3].modifiers == ["private"])
        #expect(o.types[0].members[4].modifiers == ["nonisolated", "static"])
    }

    @Test func unbalancedInputEnds() {
        for source in ["class C {", "class C { func f() {", "}}} class D {}", "extension", "class", "func f(", "class C: {", "struct S<T"] {
            let o = outline(source)
            #expect(o.types.count <= 2)
        }
        #expect(outline("}}} class D { func f() {} }").types.map(\.name) == ["D"])
        // Found by the fuzzer: a contextual word as the very last token indexed past the end.
        for source in ["actor", "class C { macro", "x\nactor", "struct S { actor }"] {
            #expect(outline(source).types.count <= 1)
        }
    }
}
