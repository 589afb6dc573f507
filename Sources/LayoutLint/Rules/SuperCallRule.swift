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
    /// Rules out most overriding methods' names before `methods` hashes them.
    let methodNames: NameFilter

    public init(settings: RuleSettings) {
        methods = Set(settings.strings("methods"))
        methodNames = NameFilter(methods)
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.checkedTypes {
            // Cheapest first: the body and kind are stored words, `override` a short list; the
            // name is filtered by its bytes, then hashed.
            for entry in type.members where entry.member.bodyOpen != nil && entry.member.isMethod && entry.member.mayOverride
                && methodNames.mayContain(NameFilter.slot(entry.member.name)) && methods.contains(entry.member.name)
                && !Self.isViewOnly(entry.member.name, in: type, context) {
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

    /// A controller has no `prepareForReuse` or `layoutSubviews` of UIKit's to call: a method of
    /// that name is the app's own (a controller recycled by its gallery). The target's life cycle
    /// is read only for such a name (its list was searched for every type).
    static func isViewOnly(_ name: String, in type: CheckedType, _ context: RuleContext) -> Bool {
        guard viewOnlyMethods.contains(name) else { return false }
        let lifecycle = context.configuration.targets.first { $0.name == type.target }?.lifecycle ?? []
        return lifecycle.contains("viewDidLoad")
    }
}
