import Testing
@testable import LayoutLint

/// `NameTable` stands in for `[String: Value]` in the run-wide caches: it must find exactly what a
/// dictionary filled the same way finds, and `RequirementSet` must list what was added, in order.
@Suite("Name table")
struct NameTableTests {
    /// MARK titles, protocol and class names as the caches meet them, with names of every length
    /// around the eight-byte steps, near-twins and names with non-ASCII bytes.
    static let names: [String] = {
        var names = [
            "Properties", "Life Cycle", "Lifecycle", "UITableViewDataSource", "UITableViewDelegate", "Private", "private",
            "Actions", "IBActions", "Getters and Setters", "UICollectionViewDelegateFlowLayout", "Themeable", "",
            "UIViewController", "BaseViewController", "ProfileViewController", "Présentation", "🚀 Setup", "Kelvin \u{212A}", "Kelvin K", "\u{212A}elvin", "Kelvin",
            "View Life-Cycle", "- Helpers", "Helpers ", " Helpers", "UIScrollViewDelegate", "UIScrollViewDelegatf",
        ]
        for length in 0...33 { names.append(String(repeating: "a", count: length)) }
        for k in 0..<200 { names.append("Section\(k)") }
        return names
    }()

    @Test func findsWhatADictionaryFinds() {
        var table = NameTable<Int>(), dictionary: [String: Int] = [:]
        for (k, name) in Self.names.enumerated() {
            table[name] = k
            dictionary[name] = k
            for seen in Self.names[...k] { #expect(table[seen] == dictionary[seen], "\(seen) after \(name)") }
        }
        // Replacing keeps one entry.
        table["Properties"] = -1
        dictionary["Properties"] = -1
        #expect(table.count == dictionary.count)
        for name in Self.names { #expect(table[name] == dictionary[name], "\(name)") }
        for absent in ["Propertie", "Properties ", "properties", "Section200", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "Présentatio", "x"] {
            #expect(table[absent] == nil && dictionary[absent] == nil, "\(absent)")
        }
    }

    /// Optional values (a title naming no section) are cached as such, not taken for absence.
    @Test func keepsNilValues() {
        var table = NameTable<SectionID?>()
        table["Chart Data"] = SectionID?.none
        table["Properties"] = .properties
        #expect(table["Chart Data"] == .some(nil))
        #expect(table["Properties"] == .some(.properties))
        #expect(table["Outlets"] == nil)
    }

    @Test func requirementSetListsItsIndicesInOrder() {
        var set = RequirementSet()
        #expect(set.isEmpty && set.first == nil)
        let indices = [0, 3, 63, 64, 65, 130]
        for index in indices { set.insert(index) }
        #expect(!set.isEmpty && set.first == 0)
        #expect(Array(set) == indices)
        var beyond = RequirementSet()
        beyond.insert(70)
        #expect(beyond.first == 70 && Array(beyond) == [70])
    }

    /// A `#selector` names a method the way String equality does (as the dictionary the table
    /// replaced did): `tap\u{212A}` (KELVIN SIGN) in the selector finds `tapK()`, an event handler.
    @Test func aSelectorNameFindsItsMethodAsStringsCompare() {
        let source = """
            final class ProfileViewController: UIViewController {
                private let button = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(tap\u{212A}), for: .touchUpInside)
                }

                // MARK: - Private

                @objc private func tapK() {}
            }
            """
        let findings = Linter().lint(SourceFile(path: "ProfileViewController.swift", text: source))
        #expect(findings.contains { $0.ruleID == "misplaced-member" && $0.message.contains("named in #selector at line 6") })
        #expect(!findings.contains { $0.ruleID == "private-methods" })
    }
}
