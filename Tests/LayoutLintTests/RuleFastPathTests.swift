import Testing
@testable import LayoutLint

/// The rules' shortcuts (byte tests, early exits, filters) agree with the longer way they stand for.
@Suite("Rule fast paths")
struct RuleFastPathTests {
    static let controllers = ["""
        class OrdersViewController: UIViewController, UITableViewDataSource {
            @IBOutlet private weak var tableView: UITableView!
            private let headerView: HeaderView
            private let titleLabel = UILabel()

            // MARK: - Life Cycle
            init(headerView: HeaderView) {
                self.headerView = headerView
                super.init(nibName: nil, bundle: nil)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(titleLabel)
            }

            // MARK: - UITableViewDataSource
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }

        extension OrdersViewController: UITableViewDelegate {
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }

        // MARK: - Private Methods
        private extension OrdersViewController {
            func reload() {}
        }
        """, """
        class MessagesViewController: UIViewController {
            private var mode: Mode = .list { didSet { reload() } }
            // MARK: - Private Methods
            private func reload() {}
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }
            // MARK: - Getters and Setters
            private lazy var results = [Result]()
        }

        extension MessagesViewController: UIScrollViewDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }

        // MARK: - Event Response
        extension MessagesViewController {
            @objc func didTapSave(_ sender: UIButton) {}
        }

        extension MessagesViewController: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        }
        """, """
        class ProfileViewController: UIViewController {
            // MARK: - Getters and Setters
            private lazy var avatarView = UIImageView()
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }
        }
        """, """
        class SettingsViewController: UIViewController {
            private let store: Store
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }
            // MARK: - Getters and Setters
            private lazy var tableView = UITableView()
        }

        extension SettingsViewController: UITableViewDelegate {
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }
        """, """
        class FeedViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
            private lazy var formatter = DateFormatter()
            var mode: Mode = .list { didSet { reload() } }
            private func reload() {}
        }
        """]

    @Test func sectionOrderShortcutsOnlyPassTypesTheFullSearchKeepsWhole() {
        var shortcuts = 0, secondHomeShortcuts = 0
        for source in Self.controllers {
            let outline = SourceParser.parse(SourceFile(path: "A.swift", text: source))
            let classifier = RoleClassifier(outline: outline, configuration: .default)
            let checked = classifier.checkedTypes()
            let context = RuleContext(outline: outline, configuration: .default, checkedTypes: checked, classifier: classifier,
                                      ruleID: SectionOrderRule.id, severity: .warning)
            for (k, type) in checked.enumerated() {
                let sections = type.sections.filter { $0.role != nil }
                let isExtension = sections.map(\.isExtension)
                let ranks = sections.map { Configuration.default.rank(of: $0.role!.section) }
                // The in-place test without arrays agrees with `inOrder` on the ranks.
                #expect(SectionOrderRule.isInOrder(CheckedTypeRef(all: checked, index: k), perDeclaration: false, context)
                    == SectionOrderRule.inOrder(isExtension, options: ranks.map(CollectionOfOne.init)), "\(type.name)")
                let options = sections.indices.map { SectionOrderRule.acceptedRanks(of: sections, $0, context) }
                let mustStay = sections.indices.map { SectionOrderRule.mustStayInBody(sections, $0) }
                let kept = SectionOrderRule.sectionsInPlace(sections, options: options, mustStay: mustStay)
                // Each shortcut passes exactly the types the full search keeps whole.
                let byOptions = SectionOrderRule.inOrder(isExtension, options: options, mustStay: mustStay)
                #expect(byOptions == (kept.count == sections.count), "\(type.name)")
                if SectionOrderRule.inOrder(isExtension, options: ranks.map(CollectionOfOne.init)) {
                    shortcuts += 1
                    #expect(byOptions, "\(type.name)")
                } else if byOptions {
                    secondHomeShortcuts += 1
                }
            }
        }
        #expect(shortcuts >= 1)
        #expect(secondHomeShortcuts >= 1)  // stored properties after the extensions' ranks, at least
    }

    @Test func rareByteSearchFindsWhatHorspoolFinds() {
        let plain = ByteSearch("layoutlint:"), anchored = ByteSearch("layoutlint:", rareByteAt: 2)
        let text = "// layoutlint layoutlin: y yy layoutlint:disable x\nlet y = layoutlint: // layoutlint:enable all\nlayoutlint:"
        let bytes = Array(text.utf8)
        for lo in 0...bytes.count {
            for hi in stride(from: lo, through: bytes.count + 2, by: 3) {
                #expect(anchored.firstOffset(in: bytes, lo..<hi) == plain.firstOffset(in: bytes, lo..<hi), "\(lo)..<\(hi)")
            }
        }
        #expect(anchored.firstOffset(in: bytes, 0..<bytes.count) == 30)
        #expect(Suppressions.marker.firstOffset(in: bytes, 31..<bytes.count) == 59)
    }

    @Test func perSectionHoldsASlotForEveryKindOfSection() {
        #expect(PerSection<Int>.capacity == SectionID.allCases.count)
        var counts = PerSection(repeating: 0)
        for id in SectionID.allCases { counts[id] += id.caseIndex + 1 }
        #expect(SectionID.allCases.map { counts[$0] } == Array(1...SectionID.allCases.count))
    }

    @Test func messageTextSpellsWhatStringInterpolationDoes() {
        for (name, number) in [("viewDidLoad()", 0), ("tableView(_:cellForRowAt:)", 7), ("Ünïcödé ✓", 10), ("", 12_345), ("x", -3),
                               ("y", 1_000_000), ("z", Int.max)] {
            let text: MessageText = "'\(name)' belongs in \(number) (line \(number))"
            #expect(text.string == "'\(name)' belongs in \(number) (line \(number))")
            #expect((text + "; \(name)").string == "'\(name)' belongs in \(number) (line \(number)); \(name)")
        }
    }

    @Test func viewTypeTestOnBytesAgreesWithTheStringTest() {
        let names = ["UILabel", "UILabel!", "UILabel?", "UIView?!", "UIView!?", "UITableViewCell", "UITableViewCell?", "UIStepper!",
                     "UIToolbar", "UIColorWell", "MKMapView", "WKWebView!", "HeaderView", "headerView", "String", "Int?", "[UIView]",
                     "AVPlayerLayer", "Bar", "bar", "", "?", "!", "ÉtiquetteLabel", "éLabel", "Ünicode", "UIView<Header>"]
        let suffixes = UIKitNames.viewSuffixes.map { String(decoding: $0, as: UTF8.self) }
        for name in names {
            let base = name.trimmingSuffix("?").trimmingSuffix("!")
            let reference = UIKitNames.viewClasses.contains(base) || (base.first?.isUppercase == true && suffixes.contains { base.hasSuffix($0) })
            #expect(UIKitNames.isViewType(name) == reference, "\(name)")
        }
    }

    @Test func nameFilterNeverRulesOutANameItHolds() {
        let names = ["titleLabel", "tableView", "_label", "x", "café", "headerView"]
        let source = "let a = titleLabel + tableView + _label + x + headerView + view + navigationItem"
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: source))
        let ascii = NameFilter(names.filter(\.isASCII))
        let all = NameFilter(names)
        var ruledOut = 0
        for token in outline.tokens where token.kind == .identifier {
            let text = outline.file.text(token)
            if names.contains(text) { #expect(ascii.mayHold(token, in: outline.file.bytes), "\(text)") }
            if !ascii.mayHold(token, in: outline.file.bytes) { ruledOut += 1 }
            #expect(all.mayHold(token, in: outline.file.bytes), "a non-ASCII name lets every token through")
        }
        #expect(ruledOut >= 2)  // `view`, `navigationItem`, `a`
    }

    @Test func tokenSpellingAgreesWithItsText() {
        let source = "super.viewDidLoad(); super.viewWillAppear(animated); [super loadView]; café; cafe\u{301}"
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: source))
        let classifier = RoleClassifier(outline: outline, configuration: .default)
        let context = RuleContext(outline: outline, configuration: .default, checkedTypes: [], classifier: classifier,
                                  ruleID: SuperCallRule.id, severity: .warning)
        let words = ["viewDidLoad", "viewWillAppear", "loadView", "super", "café", "cafe\u{301}", "cafe", ""]
        for i in outline.tokens.indices where outline.tokens[i].kind == .identifier || outline.tokens[i].kind == .keyword {
            for word in words { #expect(context.tokenSpells(i, word) == (context.text(i) == word), "\(context.text(i)) / \(word)") }
        }
    }

    @Test func suppressionCommandsAreReadOnlyFromComments() {
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: """
            class A: UIViewController {
                let s = "layoutlint:disable all"
                // layoutlint:disable:next section-order -- reason
                func a() {}
                /* layoutlint:disable:this private-methods */ func b() {}
                // layoutlint
                // :disable all
                func c() {}
                // layoutlint:disable mark layoutlint:enable mark
                func d() {}
            }
            """))
        let suppressions = Suppressions(outline)
        func suppressed(_ rule: String, _ line: Int) -> Bool {
            suppressions.suppresses(Finding(ruleID: rule, severity: .warning, message: "", path: "A.swift", line: line, column: 1))
        }
        #expect(!suppressed("section-order", 2))
        #expect(suppressed("section-order", 4))
        #expect(!suppressed("private-methods", 4))
        #expect(suppressed("private-methods", 5))
        #expect(!suppressed("section-order", 8))
        // Only a comment's first command counts: the rest of it is the rule list.
        #expect(suppressed("mark", 10))
        #expect(suppressed("layoutlint:enable", 10))
    }

    /// Commands read only up to a line (the linter's last finding) suppress what all of them do on
    /// that line and before, a block comment starting there and running on included.
    @Test func suppressionsThroughALineAgreeWithTheWholeFile() {
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: """
            class A: UIViewController {
                // layoutlint:disable:next section-order
                func a() {}
                /*
                 layoutlint:disable private-methods
                 */
                func b() {}
                // layoutlint:enable private-methods
                func c() {} // layoutlint:disable:this mark
                // layoutlint:disable all
                func d() {}
            }
            """))
        let whole = Suppressions(outline)
        for last in 0...14 {
            let part = Suppressions(outline, throughLine: last)
            for line in 1...max(1, last) {
                for rule in ["section-order", "private-methods", "mark", "other"] {
                    let finding = Finding(ruleID: rule, severity: .warning, message: "", path: "A.swift", line: line, column: 1)
                    #expect(part.suppresses(finding) == whole.suppresses(finding), "\(rule) \(line) through \(last)")
                }
            }
        }
        let probe = { (rule: String, line: Int) in
            whole.suppresses(Finding(ruleID: rule, severity: .warning, message: "", path: "A.swift", line: line, column: 1))
        }
        #expect(probe("section-order", 3))
        #expect(probe("private-methods", 7))
        #expect(!probe("private-methods", 9))
        #expect(probe("mark", 9))
        #expect(probe("other", 11))
    }

    /// delegate-mark's shortcut for a block of one protocol under its own name answers as the list
    /// of the section's protocols does, and reports a split block as the long way did.
    @Test func delegateMarkSoleProtocolAgreesWithTheProtocolList() {
        let source = """
            class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate {
                // MARK: - UITableViewDataSource
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                // MARK: - UITableViewDelegate
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                // MARK: - Helpers
                func reload() {}
                // MARK: - UITableViewDelegate
                func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
            }

            extension ListViewController: UISearchBarDelegate {
                // MARK: - UISearchBarDelegate
                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
                // MARK: - UISearchBarDelegate
                func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
            }
            """
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: source))
        let classifier = RoleClassifier(outline: outline, configuration: .default)
        let checked = classifier.checkedTypes()
        var titled = 0
        for type in checked {
            for (index, section) in type.sections.enumerated() where section.members.contains(where: { if case .delegate? = $0.role { true } else { false } }) {
                // The title's section, worked out with the section, is what the classifier says of the title.
                #expect(section.titledSection == section.title.flatMap(classifier.titledSection), "\(section.label)")
                var protocols: [String] = []
                for member in section.members {
                    if let name = DelegateMarkRule.protocolName(of: member, in: section), !protocols.contains(name) { protocols.append(name) }
                }
                let expected = protocols.count == 1 && protocols[0] == section.title ? section.title : nil
                #expect(DelegateMarkRule.titledSoleProtocol(of: type.sections, index) == expected, "\(section.label)")
                if expected != nil { titled += 1 }
            }
        }
        #expect(titled == 5)
        let context = RuleContext(outline: outline, configuration: .default, checkedTypes: checked, classifier: classifier,
                                  ruleID: DelegateMarkRule.id, severity: .warning)
        let messages = DelegateMarkRule(settings: RuleSettings(severity: .warning)).check(context).map(\.message)
        // The second UITableViewDelegate block splits it; sub-headings of one extension do not.
        #expect(messages.filter { $0.contains("split") }.count == 1, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("UITableViewDelegate's methods are split") }, "\(messages)")
    }

    /// NameSet (fingerprint, then equality) answers as `[String].firstIndex(of:)` does, Unicode's
    /// equality included (KELVIN SIGN equals "K").
    @Test func nameSetAgreesWithArraySearch() {
        let names = ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "K", "loadView", "viewDidLoad"]
        let set = NameSet(names)
        for asked in names + ["viewDidload", "viewDidLoa", "\u{212A}", "", "viewWillDisappear", "loadViewX", "daoLdiDweiv"] {
            #expect(set.firstIndex(of: asked) == names.firstIndex(of: asked), "\(asked)")
            #expect(set.contains(asked) == names.contains(asked), "\(asked)")
        }
        #expect(NameSet([]).firstIndex(of: "viewDidLoad") == nil)
        // Names sharing a fingerprint (same length and inner bytes) and names without one
        // (non-ASCII, compared with every name asked about) in the set.
        let mixed = ["abcXd", "abcYd", "\u{212A}", "abcXd", "K", "caf\u{E9}", "cafe\u{301}", "abcZd"]
        let mixedSet = NameSet(mixed)
        for asked in mixed + ["K", "\u{212A}", "café", "cafe\u{301}", "abcWd", "abc"] {
            #expect(mixedSet.firstIndex(of: asked) == mixed.firstIndex(of: asked), "\(asked)")
        }
    }
}

@Suite("Rule fast paths: block starts")
struct BlockStartTests {
    /// `startsBlock` (bytes) answers as the list of words it replaced did for every token of real-looking Swift.
    @Test func startsBlockAgreesWithWordList() {
        let words: Set<String> = ["if", "guard", "for", "while", "switch", "else", "}", "do", "repeat", "catch",
                                  "defer", "case", "default"]
        let source = """
            override func viewDidLoad() {
                super.viewDidLoad()
                if let x = y { for i in 0..<3 { print(i) } } else { while true { break } }
                guard ok else { return }
                switch mode { case .a: do { try f() } catch { } default: repeat { } while false }
                defer { cleanup() }
                let iff = forr, `if` = 1, ifx = elsee, casee = defaults, doo = {}
            }
            """
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: source))
        var seen = 0
        for token in outline.tokens {
            let text = outline.file.text(token)
            #expect(ViewSetupInLifecycleRule.startsBlock(token, outline.file) == words.contains(text), "\(text)")
            if words.contains(text) { seen += 1 }
        }
        #expect(seen > 15)
    }

    /// view-setup passes over a call whose name starts lowercase before asking the view classes:
    /// every one of them starts with an ASCII capital.
    @Test func viewClassesStartWithACapital() {
        for name in UIKitNames.viewClasses {
            #expect(name.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true, "\(name)")
        }
    }
}
