/// Views in code rather than storyboards and nibs (opt-in).
public struct InterfaceBuilderRule: Rule {
    public static let id = "interface-builder"
    public static let description = "Views are built in code, not with storyboards or nibs (off by default)."
    public static let rationale = """
        For teams of some size, storyboards and nibs bring merge conflicts and brittle outlets; views built \
        in lazy getters are reviewed and merged like any other code.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                @IBOutlet private weak ↓var nameLabel: UILabel!

                // MARK: - Event Response
                @IBAction ↓func didTapSave(_ sender: UIButton) {}

                // MARK: - Private Methods
                func makeDetail() -> UIViewController {
                    ↓UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                }
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Getters and Setters
                private lazy var nameLabel: UILabel = { UILabel() }()
            }
            """],
    )

    static let loaders: Set<String> = ["UIStoryboard", "UINib", "loadNibNamed", "instantiateInitialViewController"]

    public init(settings: RuleSettings) {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.checkedTypes {
            var reported = Set<Int>()
            for entry in type.members {
                let member = entry.member
                guard let attribute = ["@IBOutlet", "@IBAction", "@IBInspectable"].first(where: member.has(attribute:)) else { continue }
                findings.append(context.finding(
                    "\(attribute) '\(member.signature ?? member.name)': build views and wire actions in code (lazy getters, addTarget) instead of Interface Builder",
                    at: member, type: type.name))
            }
            for part in type.parts {
                let declaration = context.outline.types[part]
                for i in declaration.bodyOpen..<min(declaration.bodyClose, context.tokens.count)
                where context.tokens[i].kind == .identifier && Self.loaders.contains(context.text(i)) && reported.insert(context.file.line(of: Int(context.tokens[i].start))).inserted {
                    findings.append(context.finding(
                        "loads a storyboard or nib (\(context.text(i))); build the screen in code instead",
                        token: i, type: type.name, member: nil))
                }
            }
        }
        return findings
    }
}
