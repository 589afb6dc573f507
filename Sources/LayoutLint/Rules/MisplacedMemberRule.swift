/// A member sits in the section its role belongs to.
public struct MisplacedMemberRule: Rule {
    public static let id = "misplaced-member"
    public static let description = "A member sits in the section its role belongs to (an event handler under Event Response, a lazy getter under Getters and Setters)."
    public static let rationale = """
        A section is only useful if it holds what its title promises: a button handler under Life Cycle \
        or a view getter at the top sends the reader looking in the wrong place. Members with two homes \
        (lazy state, properties with observers) are accepted among the properties and among the getters \
        and setters; only a third place is reported.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            protocol ComposerDelegate: AnyObject {
                func composerDidFinish(_ composer: Composer)
            }

            class ChatViewController: UIViewController {}

            extension ChatViewController: ComposerDelegate {
                func composerDidFinish(_ composer: Composer) {}

                @objc private ↓func didTapSend(_ sender: UIButton) {}
            }
            """, """
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
            """, """
            class QueueViewController: UIViewController {
                private let store: Store
                private lazy var queue = OperationQueue()

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                private ↓var mode: Mode = .list { didSet { reload() } }
            }
            """],
        nonTriggering: ["""
            protocol NeedsDependency: AnyObject {
                var context: AppContext! { get set }
            }

            final class ComposeViewController: UIViewController, NeedsDependency {
                weak var context: AppContext! { willSet { precondition(!isViewLoaded) } }
                let store: Store

                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                private func reload() {}

                var mode: Mode = .list { didSet { reload() } }
                var filter: Filter = .all { didSet { reload() } }
            }
            """, """
            // A title that names no section: the missing Life Cycle MARK is section-mark's one finding.
            class ArticleViewController: UIViewController {
                // MARK: - IBOutlets
                @IBOutlet private weak var titleLabel: UILabel!
                @IBOutlet private weak var bodyView: UITextView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                }
            }
            """, """
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
            """, """
            class QueueViewController: UIViewController {
                private lazy var queue = OperationQueue()
                private var page = 0
                private var mode: Mode = .list { didSet { reload() } }

                // MARK: - View Life Cycle
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                }

                // MARK: - Getters and Setters
                private lazy var results = [Result]()
                @IBOutlet private weak var footer: UIView! { didSet { footer.isHidden = true } }
                private lazy var tableView: UITableView = { UITableView() }()
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
                    let homes = context.classifier.homes(of: member)
                    guard let role = member.role, !homes.contains(sectionRole.section) else { continue }
                    let name = member.member.signature ?? member.member.name
                    var message = "'\(name)' belongs in \(role.markTitle) (\(member.reason)) but sits in \(section.label); "
                        + "move it to the \(role.markTitle) section"
                    if let second = context.classifier.secondHome(of: member), homes.count > 1 {
                        message = "'\(name)' belongs in \(role.markTitle) or \(second.markTitle) (\(member.reason)) but sits in "
                            + "\(section.label); move it to either section"
                    }
                    findings.append(context.finding(message, at: member.member, type: type.name))
                }
            }
        }
        return findings
    }
}
