/// A member sits in the section its role belongs to.
public struct MisplacedMemberRule: Rule {
    public static let id = "misplaced-member"
    public static let description = "A member sits in the section its role belongs to (an event handler under Event Response, a lazy getter under Getters and Setters)."
    public static let rationale = """
        A section is only useful if it holds what its title promises: a button handler under Life Cycle \
        or a view getter at the top sends the reader looking in the wrong place.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(saveButton)
                }

                @objc ↓func didTapSave(_ sender: UIButton) {}

                // MARK: - Getters and Setters
                private lazy var saveButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(didTapSave(_:)), for: .touchUpInside)
                    return button
                }()
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(saveButton)
                }

                // MARK: - Event Response
                @objc func didTapSave(_ sender: UIButton) {}

                // MARK: - Getters and Setters
                private lazy var saveButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(didTapSave(_:)), for: .touchUpInside)
                    return button
                }()
            }
            """],
    )

    public init(settings: RuleSettings) {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.checkedTypes {
            for section in type.sections {
                guard let sectionRole = section.role else { continue }
                for member in section.members {
                    guard let role = member.role, role.section != sectionRole.section else { continue }
                    let name = member.member.signature ?? member.member.name
                    findings.append(context.finding(
                        "'\(name)' belongs in \(role.markTitle) (\(member.reason)) but sits in \(section.label); "
                            + "move it to the \(role.markTitle) section",
                        at: member.member, type: type.name))
                }
            }
        }
        return findings
    }
}
