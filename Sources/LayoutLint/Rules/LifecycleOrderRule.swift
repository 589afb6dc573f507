/// Life-cycle methods in the configured order.
public struct LifecycleOrderRule: Rule {
    public static let id = "lifecycle-order"
    public static let description = "Life-cycle methods appear in the configured life-cycle order (list `lifecycle`, by default the convention's reading order)."
    public static let rationale = """
        Reading init, viewDidLoad, then viewWillAppear, then viewDidAppear follows what happens on screen; \
        a shuffled life cycle makes the reader reconstruct that order in their head. The default list is \
        the convention's reading order (not exactly UIKit's call order: deinit is listed after init). \
        Only the fewest methods whose move restores the order are reported, each with where it goes.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }

                override ↓func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """, """
            class FeedViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                }

                // Only the initializer moved: it alone is reported, not the three methods above it.
                ↓init() { super.init(nibName: nil, bundle: nil) }
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
                deinit {}

                override func viewDidLoad() {
                    super.viewDidLoad()
                    layoutPageSubviews()
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }

                private func layoutPageSubviews() {}
            }
            """],
    )

    public init(settings: RuleSettings) {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types {
            let order = context.lifecycleOrder(ofTarget: type.target)
            // Already in order (most types): nothing to report, nothing more to work out, and no
            // array made.
            let members = type.members
            var previous = Int.min, inOrder = true
            for k in members.indices where members[k].hasRole(.lifecycle) {
                guard let rank = order.firstIndex(of: members[k].member.name) else { continue }
                if rank < previous { inOrder = false; break }
                previous = rank
            }
            guard !inOrder else { continue }
            findings += check(type, order: order, context)
        }
        return findings
    }

    /// The findings for a type whose life-cycle methods are out of order.
    private func check(_ type: CheckedTypeRef, order: NameSet, _ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // The classified members, not copies of their Member values.
        var entries: [ClassifiedMember] = []
        var ranks: [Int] = []
        for entry in type.members where entry.role == .lifecycle {
            guard let rank = order.firstIndex(of: entry.member.name) else { continue }
            entries.append(entry)
            ranks.append(rank)
        }
        let methods = entries.map(\.member)
        let kept = OrderRepair.longestNonDecreasing(ranks)
        // Methods sitting in a life-cycle section: a neighbour inside a protocol block is no
        // place to move next to.
        let inLifecycle = Set(type.sections.filter { $0.role == .lifecycle }.flatMap { $0.members.map(\.member.startToken) })
        let settled = methods.map { inLifecycle.contains($0.startToken) }
        let keptSet = Set(kept)
        for (position, member) in methods.enumerated() where !keptSet.contains(position) {
            let name = member.signature ?? member.name
            var message = "'\(name)' is out of the configured life-cycle order"
            if let (target, after) = Self.nearestDestination(of: position, methods, kept: kept, ranks: ranks, settled: settled) {
                let other = methods[target]
                let (first, second) = after ? (other.name, member.name) : (member.name, other.name)
                message = "move '\(name)' \(after ? "after" : "before") '\(other.signature ?? other.name)' (line \(other.line))"
                    + (first == second ? ", next to its overloads" : ": the configured life-cycle order puts \(first) before \(second)")
            }
            findings.append(context.finding(message, at: member, type: type.name))
        }
        return findings
    }

    /// Where the member goes: right after the last kept method that comes before it in the order,
    /// or right before the first that comes after it — the same gap, named by the neighbour nearer
    /// to where the member is now (`before 'viewSafeAreaInsetsDidChange()'` thirty lines up rather
    /// than `after 'init'` two hundred).
    static func nearestDestination(of position: Int, _ methods: [Member], kept: [Int], ranks: [Int],
                                   settled: [Bool]) -> (Int, after: Bool)? {
        let previous = kept.last { ranks[$0] <= ranks[position] }
        let next = kept.first { ranks[$0] > ranks[position] }
        guard let previous, let next else {
            return OrderRepair.destination(of: ranks[position], among: kept, ranks: ranks).map { ($0.position, $0.after) }
        }
        if settled[previous] != settled[next] { return settled[next] ? (next, false) : (previous, true) }
        let line = methods[position].line
        return abs(methods[next].line - line) < abs(methods[previous].line - line) ? (next, false) : (previous, true)
    }
}
