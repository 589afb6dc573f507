/// Controllers derive directly from UIKit's classes.
public struct CustomBaseControllerRule: Rule {
    public static let id = "custom-base-controller"
    public static let description = "View controllers derive from UIKit's controllers, not from a custom base controller."
    public static let rationale = """
        A BaseViewController grows into a dumping ground every screen inherits and nobody can change. \
        Shared behaviour composes better: extensions, child controllers, or interception of life-cycle calls. \
        Exceptions go in the rule's `allow` list.
        """
    public static let options = [RuleOption("allow", .stringList, "base controllers that are allowed (class names)")]
    public static let examples = RuleExamples(
        triggering: ["""
            ↓class ProfileViewController: BaseViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {}
            final class SettingsViewController: UITableViewController {}
            final class HostViewController: UIHostingController<ContentView> {}
            """],
    )

    let allowed: Set<String>

    public init(settings: RuleSettings) { allowed = Set(settings.strings("allow")) }

    public func check(_ context: RuleContext) -> [Finding] {
        context.checkedTypes.compactMap { type in
            let base = type.superclass.split(separator: "<").first.map(String.init) ?? type.superclass
            let simple = base.split(separator: ".").last.map(String.init) ?? base
            guard simple.hasSuffix("Controller"), !UIKitNames.controllerClasses.contains(simple),
                  !allowed.contains(simple), !allowed.contains(base) else { return nil }
            let declaration = context.outline.types[type.parts[0]]
            return context.finding(
                "\(type.name) derives from \(base), a custom base controller; derive from a UIKit controller and share "
                    + "behaviour by composition, or add \(simple) to custom-base-controller.allow",
                token: declaration.startToken, type: type.name, member: nil)
        }
    }
}
