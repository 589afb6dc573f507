/// Helpers do not live in a view controller.
public struct PrivateMethodsRule: Rule {
    public static let id = "private-methods"
    public static let description = "A view controller has no helper methods; they move to an extension file or a type of their own."
    public static let rationale = """
        Helpers such as date formatting or image cropping are reusable and testable elsewhere; kept in the \
        controller they make it long and hide its structure. Even a one-function extension is better.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Private Methods
                private ↓func formattedDate(_ date: Date) -> String { "" }
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layoutPageSubviews()
                }

                private func layoutPageSubviews() {}

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
            }
            """],
    )

    public init(settings: RuleSettings) {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.checkedTypes {
            for entry in type.members where entry.role == .private && entry.member.isMethod && !entry.member.has(modifier: "override") {
                let name = entry.member.signature ?? entry.member.name
                findings.append(context.finding(
                    "'\(name)' is a helper in a view controller; move it to an extension of its own or a separate type",
                    at: entry.member, type: type.name))
            }
        }
        return findings
    }
}
