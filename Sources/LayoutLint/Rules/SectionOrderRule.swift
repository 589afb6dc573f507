/// Sections must follow the configured order.
public struct SectionOrderRule: Rule {
    public static let id = "section-order"
    public static let description = "Sections follow the order: properties, life cycle, protocols, event response, private, getters and setters."
    public static let rationale = """
        When every controller is laid out the same way, a reader finds the life cycle at the top, each \
        protocol's implementation next, the handlers in one place and the long list of view getters out of \
        the way at the bottom. Stored and lazy properties must stay in the class body (Swift forbids them in \
        extensions), so a body's getters never count against extensions that follow it. Only the fewest \
        sections whose move restores the order are reported, each with where it goes. In Objective-C each \
        `@implementation` (the class's and each category's) is a block of its own, ordered on its own: \
        methods never move between them.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Getters and Setters
                private lazy var nameLabel: UILabel = { UILabel() }()

                ↓// MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(nameLabel)
                }
            }
            """, """
            class FeedViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }
            }

            // Either block could move; the one with fewer members is reported.
            ↓// MARK: - Event Response
            extension FeedViewController {
                @objc private func didTapRefresh(_ sender: UIButton) {}
            }

            extension FeedViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """, """
            class InboxViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() { super.viewDidLoad() }

                ↓// MARK: - Private Methods
                private func reload() {}

                // MARK: - UITableViewDataSource
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

                // MARK: - Event Response
                @objc private func didTapCompose(_ sender: UIBarButtonItem) {}

                // MARK: - Getters and Setters
                private var isEditingDraft: Bool { false }
            }
            """, """
            // Handlers, one helper, two handlers: the helper is the one move, not the two handlers.
            class TabsViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            extension TabsViewController {
                @objc private func composeTapped(_ sender: UIButton) {}

                ↓private func tab(at point: CGPoint) -> Tab? { nil }

                @objc private func tabDoubleTapped(_ sender: UITapGestureRecognizer) {}
                @objc private func tabLongPressed(_ sender: UILongPressGestureRecognizer) {}
            }
            """],
        nonTriggering: ["""
            // Members with two homes sit among the stored properties: they open no section of their own.
            class QueueViewController: UIViewController {
                private let store: Store
                private var mode: Mode = .list { didSet { reload() } }
                private lazy var queue = OperationQueue()
                private var page = 0

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                // MARK: - Getters and Setters
                private lazy var tableView: UITableView = { UITableView() }()
                private lazy var results = [Result]()
            }
            """, """
            class ProfileViewController: UIViewController {
                private let userID: String

                // MARK: - Life Cycle
                init(userID: String) {
                    self.userID = userID
                    super.init(nibName: nil, bundle: nil)
                }

                // MARK: - Getters and Setters
                private lazy var tableView: UITableView = {
                    let tableView = UITableView(frame: .zero, style: .plain)
                    tableView.dataSource = self
                    return tableView
                }()
            }

            extension ProfileViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """, """
            // Named like controllers, but their superclass chains never reach a UIKit view controller.
            class LockController {}

            final class PinLockController: LockController {
                var computedHint: String { "" }
                func unlock() {}
            }

            final class GlanceController: WKInterfaceController {
                var computedHint: String { "" }
                override func awake(withContext context: Any?) {}
            }
            """],
    )

    public init(settings: RuleSettings) {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Where members cannot move between a class's declarations (Objective-C: an
        // `@implementation` and its categories), each declaration is its own block, judged alone:
        // a well-ordered category after a main implementation that ends with its getters is fine.
        let perDeclaration = !FixDialect.of(context.outline).movesBetweenDeclarations
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types where !Self.isInOrder(type, perDeclaration: perDeclaration, context) {
            check(type, perDeclaration: perDeclaration, context, into: &findings)
        }
        return findings
    }

    /// Whether every judged section sits at its own role's rank in order (`inOrder` with one rank
    /// each), worked out on the sections in place: most types are, and need no array made.
    static func isInOrder(_ type: CheckedTypeRef, perDeclaration: Bool, _ context: RuleContext) -> Bool {
        let all = type.sections
        for part in perDeclaration ? type.parts : [-1] {
            // Body sections in order; extensions in order, from the last body section's rank on.
            var lastBody = Int.min, firstExtension: Int?, lastExtension = Int.min
            for k in all.indices where part < 0 || all[k].part == part {
                guard let section = all[k].role?.section else { continue }
                let rank = context.configuration.rank(of: section)
                if all[k].isExtension {
                    guard rank >= lastExtension else { return false }
                    lastExtension = rank
                    if firstExtension == nil { firstExtension = rank }
                } else {
                    guard rank >= lastBody else { return false }
                    lastBody = rank
                }
            }
            if let firstExtension, firstExtension < lastBody { return false }
        }
        return true
    }

    /// The findings for a checked type whose sections are not each at their own rank in order.
    private func check(_ type: CheckedTypeRef, perDeclaration: Bool, _ context: RuleContext, into findings: inout [Finding]) {
        // Positions of the judged sections, not copies of them (each copy retains a title, a
        // mark and members): copies cost more than the check, and are made only to report.
        let all = type.sections
        for part in perDeclaration ? type.parts : [-1] {
            // Stored properties stay in the class body past its extensions, and sections of
            // two-home members may stay where their own role's rank would not: then every one
            // stays, as the full search (~60,000 instructions a type) finds too. Asked first, in
            // place: most types out of order by their own ranks pass it, and the seven lists
            // below were made for each. (Passing by the roles' own ranks implies passing it.)
            if Self.staysInOrder(all, part: part, context) { continue }
            let positions = all.indices.filter { (part < 0 || all[$0].part == part) && all[$0].role != nil }
            let ranks = positions.map { context.configuration.rank(of: all[$0].role!.section) }
            // Each section read in place (a copy retains its title, mark, members and role).
            let options = positions.map { Self.acceptedRanks(of: all, $0, context) }
            let mustStay = positions.map { Self.mustStayInBody(all, $0) }
            let sections = positions.map { all[$0] }
            findings += check(sections, ranks: ranks, options: options, mustStay: mustStay, of: type, context)
        }
    }

    /// `inOrder(isExtension, options: acceptedRanks, mustStay: mustStayInBody)` over the judged
    /// sections of declaration `part` (all of them for -1), worked out on the sections in place.
    static func staysInOrder(_ all: [Section], part: Int, _ context: RuleContext) -> Bool {
        inOrder(count: all.count, judged: { (part < 0 || all[$0].part == part) && all[$0].role != nil },
                isExtension: { all[$0].isExtension }, options: { acceptedRanks(of: all, $0, context) },
                mustStay: { mustStayInBody(all, $0) })
    }

    /// The findings for sections that must follow the order among themselves and do not
    /// (`ranks`: each one's rank in the configured order; `options`: the ranks each accepts).
    func check(_ sections: [Section], ranks: [Int], options: [[Int]], mustStay: [Bool], of type: CheckedTypeRef,
               _ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var ranks = ranks
        let kept = Self.sectionsInPlace(sections, options: options, mustStay: mustStay)
        for (position, rank) in kept { ranks[position] = rank }
        let keptPositions = kept.map(\.position)
        let keptSet = Set(keptPositions)
        // One finding per kind of misplaced section and type, counting the repeats: an
        // unmarked class that interleaves helpers and handlers needs one report, not twenty.
        var reported = PerSection<(index: Int, repeats: Int)?>(repeating: nil)
        for (position, section) in sections.enumerated() where !keptSet.contains(position) {
            let role = section.role!
            if let earlier = reported[role.section] {
                reported[role.section] = (earlier.index, earlier.repeats + 1)
                continue
            }
            reported[role.section] = (findings.count, 0)
            let order = context.configuration.sectionOrder.map(\.rawValue).joinedText(separator: ", ")  // for findings only
            let advice = Self.advice(moving: position, sections, kept: keptPositions, ranks: ranks, mustStay: mustStay,
                                     sectionOrder: context.configuration.sectionOrder)
            findings.append(context.finding(
                "\(section.label) is out of the section order (\(order)); \(advice)",
                section: section, type: type.name, member: section.title ?? role.markTitle))
        }
        for section in SectionID.allCases {
            guard let entry = reported[section], entry.repeats > 0 else { continue }
            let finding = findings[entry.index]
            findings[entry.index] = context.finding(
                finding.message + "; \(entry.repeats) more \(section.displayName) section\(entry.repeats == 1 ? " is" : "s are") out of order below",
                line: finding.line, column: finding.column, type: finding.typeName, member: finding.memberName)
        }
        return findings
    }

    /// Whether every section can stay at one of the ranks it accepts (`options`: its own role's,
    /// and a second home's): body sections in order, extensions in order and none ranked before a
    /// body section, unless that one must stay in the body (`mustStay`: stored properties). Then
    /// `sectionsInPlace` keeps all of them (the split at the first extension's rank fits every
    /// one), so nothing is reported. Each section takes the lowest rank that keeps its run in
    /// order: the body's as low as they can be, then the extensions from there.
    static func inOrder<Ranks: Collection<Int>>(_ isExtension: [Bool], options: [Ranks], mustStay: [Bool]? = nil) -> Bool {
        inOrder(count: options.count, judged: { _ in true }, isExtension: { isExtension[$0] }, options: { options[$0] },
                mustStay: { mustStay?[$0] == true })
    }

    /// The test itself, over `count` sections read through the closures (`judged`: whether section
    /// `k` takes part): on lists (`inOrder`), or on a type's sections in place (`staysInOrder`).
    @inline(__always)
    private static func inOrder<Ranks: Collection<Int>>(count: Int, judged: (Int) -> Bool, isExtension: (Int) -> Bool,
                                                      options: (Int) -> Ranks, mustStay: (Int) -> Bool) -> Bool {
        var lastBody = Int.min, highestMovable = Int.min
        for k in 0..<count where judged(k) && !isExtension(k) {
            guard let rank = options(k).lazy.filter({ $0 >= lastBody }).min() else { return false }
            lastBody = rank
            if !mustStay(k) { highestMovable = rank }
        }
        var lastExtension = highestMovable
        for k in 0..<count where judged(k) && isExtension(k) {
            guard let rank = options(k).lazy.filter({ $0 >= lastExtension }).min() else { return false }
            lastExtension = rank
        }
        return true
    }

    /// Where a misplaced section should go. An extension goes among the extensions, a section the
    /// body must keep among the body's sections; other body sections may go into an extension.
    static func advice(moving position: Int, _ sections: [Section], kept: [Int], ranks: [Int], mustStay: [Bool],
                       sectionOrder: [SectionID] = SectionID.allCases) -> String {
        let section = sections[position]
        let role = section.role!.section
        var candidates = kept
        if section.isExtension {
            let extensions = kept.filter { sections[$0].isExtension }
            if !extensions.isEmpty { candidates = extensions }
        } else if mustStay[position] {
            candidates = kept.filter { !sections[$0].isExtension }
        }
        guard let (target, after) = OrderRepair.destination(of: ranks[position], among: candidates, ranks: ranks) else {
            return "move it so that \(role.displayName) comes where the section order puts it"
        }
        let other = sections[target]
        // Join only a section of the same role: one protocol's block never joins another's.
        if other.role == section.role { return "join \(other.label) (line \(other.anchorLine))" }
        // A run of two-home members kept in its second home (cell builders among the helpers):
        // say so, or "private methods after Getters and Setters" reads against the order.
        let keptAs = sectionOrder.indices.contains(ranks[target]) ? sectionOrder[ranks[target]] : nil
        let alsoHome = keptAs.flatMap { $0 != other.role?.section ? "; they may also sit among the \($0.displayName)" : nil } ?? ""
        let place = "\(after ? "after" : "before") \(other.label) (line \(other.anchorLine)\(alsoHome))"
        return !section.isExtension && other.isExtension ? "move these members into an extension \(place)" : "move this section \(place)"
    }

    /// Stored, lazy and observed properties cannot move to an extension.
    static func mustStayInBody(_ sections: [Section], _ k: Int) -> Bool {
        !sections[k].isExtension && sections[k].members.contains { member in
            guard let storage = member.member.storage else { return false }
            return storage != .computed && !member.member.has(.static) && !member.member.has(.class)
        }
    }

    /// The ranks section `k` may take: its role's, or for an untitled run of members that all have
    /// two homes (lazy state, observed properties), any section every one of them is at home in
    /// (in no particular order: the callers sort them or take the least).
    static func acceptedRanks(of sections: [Section], _ k: Int, _ context: RuleContext) -> [Int] {
        let primary = context.configuration.rank(of: sections[k].role!.section)
        guard sections[k].title == nil, sections[k].declaredProtocol == nil else { return single(primary) }
        // The homes as bits by `SectionID.caseIndex`: a Set of them per member hashed each id's name.
        var shared: UInt8?
        for member in sections[k].members where member.isPlaced {
            let homes = member.homeBits
            guard homes.nonzeroBitCount > 1 else { return single(primary) }
            shared = (shared ?? homes) & homes
        }
        guard let shared, shared != 0 else { return single(primary) }
        var ranks = [primary]
        for id in SectionID.allCases where shared & id.bit != 0 {
            let rank = context.configuration.rank(of: id)
            if !ranks.contains(rank) { ranks.append(rank) }
        }
        return ranks
    }

    /// `[rank]`, shared for the few ranks there are: most sections accept their own role's rank
    /// only, and a list made for each cost an allocation and a free.
    static func single(_ rank: Int) -> [Int] { rank >= 0 && rank < singleRanks.count ? singleRanks[rank] : [rank] }
    private static let singleRanks: [[Int]] = (0..<8).map { [$0] }

    /// The sections holding the most members that can stay where they are (positions ascending, each with the rank it
    /// keeps). Body sections come first and extensions after them; body sections keep their order
    /// among themselves, and so do extensions, but a body section that must stay in the body never
    /// counts against an extension. Every possible smallest extension rank is tried as the split.
    static func sectionsInPlace(_ sections: [Section], options: [[Int]], mustStay: [Bool]) -> [(position: Int, rank: Int)] {
        let body = sections.indices.filter { !sections[$0].isExtension }
        let extensions = sections.indices.filter { sections[$0].isExtension }
        var thresholds = Set(extensions.flatMap { options[$0] }).sorted()
        thresholds.append(Int.max)  // every extension moves
        // Each section's ranks once, ascending, worked out once for every threshold.
        let ranks = options.map { $0.count == 1 ? $0 : Set($0).sorted() }
        // The fewest sections move (each is one cut and paste); among equally few, the fewest members.
        // Stray stored properties are what moves, never the life cycle they were dropped after:
        // a properties section weighs less than any other.
        let weight = sections.map { ($0.role == .properties ? 1_000 : 100_000) + $0.members.count }
        let bodyWeights = body.map { weight[$0] }, extensionWeights = extensions.map { weight[$0] }
        var best: [(position: Int, rank: Int)] = []
        var bestCount = -1
        for threshold in thresholds {
            // The candidate (position, rank) pairs straight from the ranks: no array of options per threshold.
            var bodyNodes: [(position: Int, rank: Int)] = []
            for (position, k) in body.enumerated() {
                for rank in ranks[k] where mustStay[k] || rank <= threshold { bodyNodes.append((position, rank)) }
            }
            var extensionNodes: [(position: Int, rank: Int)] = []
            for (position, k) in extensions.enumerated() {
                for rank in ranks[k] where rank >= threshold { extensionNodes.append((position, rank)) }
            }
            // Labelled as `best` is: a list of unlabelled pairs assigned to it was cast element by element.
            var kept = OrderRepair.heaviestRun(bodyNodes, weights: bodyWeights).map { (position: body[$0.position], rank: $0.rank) }
            kept += OrderRepair.heaviestRun(extensionNodes, weights: extensionWeights).map { (position: extensions[$0.position], rank: $0.rank) }
            let keptWeight = kept.reduce(0) { $0 + weight[$1.position] }
            if keptWeight > bestCount {
                bestCount = keptWeight
                best = kept
            }
        }
        return best
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        // Short lists (a type's conformances, a few titles) are checked without hashing.
        guard count > 16 else {
            var result: [Element] = []
            result.reserveCapacity(count)
            for element in self where !result.contains(element) { result.append(element) }
            return result
        }
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
