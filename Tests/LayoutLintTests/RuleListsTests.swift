import Testing
@testable import LayoutLint

/// The rules' copy-free ways (homes as bits, a body's tokens gathered without a branch, findings
/// sorted by their places in the rules' lists) agree with the plain ones they replace.
@Suite("Rule fast paths: bits and lists")
struct RuleListsTests {
    static let source = """
        class OrdersViewController: UIViewController, UITableViewDataSource {
            @IBOutlet private weak var tableView: UITableView!
            private lazy var queue = OperationQueue()
            private var mode: Mode = .list { didSet { reload() } }

            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                /* a comment */ view.addSubview(titleLabel) // another
                tableView.rowHeight = 64
                setupCarousel()
            }

            override func viewWillAppear(_ animated: Bool) {
                titleLabel.frame = .zero
            }

            @objc func didTapSave(_ sender: UIButton) {}

            // MARK: - UITableViewDataSource
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            private func reload() {}
            // layoutlint:disable:next misplaced-member
            func setupCarousel() {}
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }

            // MARK: - Getters and Setters
            private lazy var titleLabel: UILabel = {
                let label = UILabel()
                return label
            }()
        }

        extension OrdersViewController: UITableViewDelegate {
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            func helper() {}
        }
        """

    @Test func homeBitsAgreeWithTheHomes() {
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: Self.source))
        let checked = RoleClassifier(outline: outline, configuration: .default).checkedTypes()
        var twoHomes = 0
        for type in checked {
            for member in type.members {
                #expect(member.homeBits == member.homes.reduce(0) { $0 | 1 << UInt8($1.caseIndex) }, "\(member.member.name)")
                for id in SectionID.allCases {
                    #expect(member.isAtHome(in: id) == member.homes.contains(id), "\(member.member.name) \(id)")
                }
                if member.homes.count > 1 { twoHomes += 1 }
            }
        }
        #expect(twoHomes >= 2)  // the lazy queue and the observed mode, at least
    }

    @Test func bodyTokensAreTheBodysSignificantTokens() {
        let outline = SourceParser.parse(SourceFile(path: "A.swift", text: Self.source))
        let classifier = RoleClassifier(outline: outline, configuration: .default)
        let checked = classifier.checkedTypes()
        let context = RuleContext(outline: outline, configuration: .default, checkedTypes: checked, classifier: classifier,
                                  ruleID: "", severity: .warning)
        var bodies = 0
        for type in checked {
            for member in type.members {
                guard let open = member.member.bodyOpen, let close = member.member.bodyClose else { continue }
                let plain = (open + 1..<min(close, outline.tokens.count)).filter { !outline.tokens[$0].kind.isTrivia }
                #expect(context.bodyTokens(member.member) == plain, "\(member.member.name)")
                bodies += 1
            }
        }
        #expect(bodies >= 8)
    }

    /// section-order's test in place answers as `inOrder` on the lists of the judged sections does.
    @Test func sectionOrderInPlaceAgreesWithTheLists() {
        var passes = 0, fails = 0
        for source in RuleFastPathTests.controllers + [Self.source] {
            let outline = SourceParser.parse(SourceFile(path: "A.swift", text: source))
            let classifier = RoleClassifier(outline: outline, configuration: .default)
            let checked = classifier.checkedTypes()
            let context = RuleContext(outline: outline, configuration: .default, checkedTypes: checked, classifier: classifier,
                                      ruleID: SectionOrderRule.id, severity: .warning)
            for type in checked {
                let all = type.sections
                for part in type.parts + [-1] {
                    let positions = all.indices.filter { (part < 0 || all[$0].part == part) && all[$0].role != nil }
                    let byLists = SectionOrderRule.inOrder(positions.map { all[$0].isExtension },
                                                           options: positions.map { SectionOrderRule.acceptedRanks(of: all, $0, context) },
                                                           mustStay: positions.map { SectionOrderRule.mustStayInBody(all, $0) })
                    let inPlace = SectionOrderRule.staysInOrder(all, part: part, context)
                    #expect(inPlace == byLists, "\(type.name) \(part)")
                    if inPlace { passes += 1 } else { fails += 1 }
                }
            }
        }
        #expect(passes >= 1)
        #expect(fails >= 1)
    }

    /// The linter's findings are the rules' lists joined in rule order, filtered by the file's
    /// commands and sorted (stably) by line, column and rule, as it once made them.
    @Test func linterFindingsAreTheJoinedListsSorted() {
        let file = SourceFile(path: "A.swift", text: Self.source)
        let outline = SourceParser.parse(file)
        let classifier = RoleClassifier(outline: outline, configuration: .default)
        let checked = classifier.checkedTypes()
        var joined: [Finding] = []
        for type in RuleRegistry.all {
            let settings = Configuration.default.settings(for: type.id)
            guard settings.severity != .off else { continue }
            let context = RuleContext(outline: outline, configuration: .default, checkedTypes: checked, classifier: classifier,
                                      ruleID: type.id, severity: settings.severity)
            joined += type.init(settings: settings).check(context)
        }
        let suppressions = Suppressions(outline)
        let expected = joined.filter { !suppressions.suppresses($0) }
            .sorted { ($0.line, $0.column, $0.ruleID) < ($1.line, $1.column, $1.ruleID) }
        #expect(joined.count > expected.count)  // the command suppresses one
        #expect(expected.count >= 3)
        #expect(Linter().lint(file) == expected)
    }
}
