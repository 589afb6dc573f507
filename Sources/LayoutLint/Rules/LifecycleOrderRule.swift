/// Life-cycle methods in UIKit's call order.
public struct LifecycleOrderRule: Rule {
    public static let id = "lifecycle-order"
    public static let description = "Life-cycle methods appear in the order UIKit calls them (configurable list `lifecycle`)."
    public static let rationale = """
        Reading viewDidLoad, then viewWillAppear, then viewDidAppear follows what happens on screen; \
        a shuffled life cycle makes the reader reconstruct that order in their head.
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
        for type in context.checkedTypes {
            let order = context.configuration.targets.first { $0.name == type.target }?.lifecycle ?? []
            var latest: (rank: Int, member: Member)?
            for member in type.members where member.role == .lifecycle {
                guard let rank = order.firstIndex(of: member.member.name) else { continue }
                if let latest, latest.rank > rank {
                    let name = member.member.signature ?? member.member.name
                    let other = latest.member.signature ?? latest.member.name
                    findings.append(context.finding(
                        "'\(name)' should come before '\(other)' (line \(latest.member.line)), in the order UIKit calls them",
                        at: member.member, type: type.name))
                } else {
                    latest = (rank, member.member)
                }
            }
        }
        return findings
    }
}
