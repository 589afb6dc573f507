/// Life-cycle overrides call super.
public struct SuperCallRule: Rule {
    public static let id = "super-call"
    public static let description = "Life-cycle overrides call the superclass's implementation."
    public static let rationale = """
        UIKit does work in these methods (appearance callbacks to child controllers, layout, memory \
        handling); an override that forgets super breaks it silently. loadView is the exception and is not checked.
        """
    public static let options = [RuleOption("methods", .stringList, "overrides that must call super (base names)")]
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override ↓func viewWillAppear(_ animated: Bool) {
                    reload()
                }
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func loadView() {
                    view = UIView()
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    reload()
                }
            }
            """],
    )

    /// UIView's, not UIViewController's.
    static let viewOnlyMethods: Set<String> = ["prepareForReuse", "layoutSubviews", "updateConstraints", "didMoveToSuperview",
                                               "didMoveToWindow", "draw"]

    let methods: Set<String>

    public init(settings: RuleSettings) { methods = Set(settings.strings("methods")) }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.checkedTypes {
            // A controller has no `prepareForReuse` or `layoutSubviews` of UIKit's to call: a method
            // of that name is the app's own (a controller recycled by its gallery).
            let lifecycle = context.configuration.targets.first { $0.name == type.target }?.lifecycle ?? []
            let skipped = lifecycle.contains("viewDidLoad") ? Self.viewOnlyMethods : []
            // Cheapest first: the body and kind are stored words, `override` a short list; the
            // name is hashed only for an overriding method with a body.
            for entry in type.members where entry.member.bodyOpen != nil && entry.member.isMethod && entry.member.mayOverride
                && methods.contains(entry.member.name) && !skipped.contains(entry.member.name) {
                if !context.callsSuper(entry.member) {
                    let method = entry.member.signature ?? entry.member.name
                    findings.append(context.finding(
                        "'\(method)' overrides \(type.superclass)'s but never calls \(context.superCallSpelling(entry.member))",
                        at: entry.member, type: type.name))
                }
            }
        }
        return findings
    }
}
