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
    static let viewOnlyMethods = NameSet(["prepareForReuse", "layoutSubviews", "updateConstraints", "didMoveToSuperview",
                                          "didMoveToWindow", "draw"])

    /// Most overriding methods' names are turned away by their bytes, before any is compared.
    let methods: NameSet

    public init(settings: RuleSettings) {
        methods = NameSet(settings.strings("methods"))
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Each type and member is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types {
            let members = type.members
            // Cheapest first: the body and kind are stored words, `override` a short list; the
            // name is filtered by its bytes, then compared. Nearly every such method calls super:
            // the view-only names are asked about only for the few that do not.
            for k in members.indices {
                // The kind read in place first: binding every member (properties, nested types)
                // retained and released its facts.
                guard members[k].member.kind.isMethod else { continue }
                let member = members[k].member
                guard member.bodyOpen != nil, member.mayOverride, methods.contains(member.name),
                      !context.callsSuper(member), !Self.isViewOnly(member.name, in: type, context) else { continue }
                let method = member.signature ?? member.name
                let message: MessageText = "'\(method)' overrides \(type.superclass)'s but never calls \(context.superCallSpelling(member))"
                findings.append(context.finding(message.string, at: member, type: type.name))
            }
        }
        return findings
    }

    /// A controller has no `prepareForReuse` or `layoutSubviews` of UIKit's to call: a method of
    /// that name is the app's own (a controller recycled by its gallery). The target's life cycle
    /// is read only for such a name (its list was searched for every type).
    static func isViewOnly(_ name: String, in type: CheckedTypeRef, _ context: RuleContext) -> Bool {
        guard viewOnlyMethods.contains(name) else { return false }
        let lifecycle = context.configuration.targets.first { $0.name == type.target }?.lifecycle ?? []
        return lifecycle.contains("viewDidLoad")
    }
}
