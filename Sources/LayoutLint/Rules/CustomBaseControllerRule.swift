/// Controllers derive directly from UIKit's classes.
public struct CustomBaseControllerRule: Rule {
    public static let id = "custom-base-controller"
    public static let description = "View controllers derive from UIKit's controllers, not from a custom base controller."
    public static let rationale = """
        A BaseViewController grows into a dumping ground every screen inherits and nobody can change. \
        Shared behaviour composes better: extensions, child controllers, or interception of life-cycle calls. \
        Only a base class the project itself declares counts: a framework's or a dependency's controller \
        (a paging library's, say) is not a custom base. Exceptions go in the rule's `allow` list.
        """
    public static let options = [RuleOption("allow", .stringList, "base controllers that are allowed (class names)")]
    public static let examples = RuleExamples(
        triggering: ["""
            class BaseViewController: UIViewController {}

            ↓class ProfileViewController: BaseViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """, """
            class BaseVC: UIViewController {}
            ↓final class SettingsVC: BaseVC {}
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {}
            final class ShareViewController: SLComposeServiceViewController {}
            final class PreferencesViewController: NSViewController {}
            final class SettingsViewController: UITableViewController {}
            final class HostViewController: UIHostingController<ContentView> {}
            """],
    )

    let allowed: Set<String>

    /// Prefixes of Apple's frameworks (AppKit's NSViewController, Social's SLComposeServiceViewController,
    /// WatchKit's WKUserNotificationHostingController…): their controllers are never custom.
    static let platformPrefixes = ["UI", "NS", "WK", "SL", "AV", "MF", "PH", "QL", "CN", "EK", "GK", "SK", "SF", "PK",
                                   "AS", "MK", "VN", "AR", "MS", "CP", "IN", "HK", "PDF", "GLK", "ML", "RP", "TV", "CL"]

    static func isPlatformClass(_ name: String) -> Bool {
        platformPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
                && name.dropFirst(prefix.count + 1).first?.isLowercase == true
        }
    }

    public init(settings: RuleSettings) { allowed = Set(settings.strings("allow")) }

    public func check(_ context: RuleContext) -> [Finding] {
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        context.types.compactMap { finding(for: $0, context) }
    }

    private func finding(for type: CheckedTypeRef, _ context: RuleContext) -> Finding? {
        let base = ProjectIndex.genericBase(type.superclass)
        let simple = ProjectIndex.simpleName(type.superclass)
        guard !UIKitNames.controllerClasses.contains(simple), !allowed.contains(simple), !allowed.contains(base) else { return nil }
        // A dependency's or framework's controller is not a custom base: only the project's own.
        // Without a project index (a file linted through the library alone) the name decides.
        // The file's own classes (made once per file by the classifier, and only when asked).
        let file = context.classifier.fileDeclarations()
        let declared = context.project.declaresClass(simple) || file.classes[simple] != nil
        let unknownProject = context.project.classes.isEmpty
        guard declared || (unknownProject && simple.hasSuffix("Controller") && !Self.isPlatformClass(simple)) else { return nil }
        let chain = context.classifier.superclassChain(startingAt: simple, file: file)
        guard simple.hasSuffix("Controller") || chain.contains(where: UIKitNames.controllerClasses.contains) else { return nil }
        let declaration = context.outline.types[type.parts[0]]
        return context.finding(
            "\(type.name) derives from \(base), a custom base controller; derive from a UIKit controller and share "
                + "behaviour by composition, or add \(simple) to custom-base-controller.allow",
            token: declaration.startToken, type: type.name, member: nil)
    }
}
