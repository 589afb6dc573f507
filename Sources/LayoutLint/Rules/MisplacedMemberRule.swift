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
            """, """
            // A title naming no section over the stored properties at the top: they are where
            // properties belong, and the computed ones mixed into them are what moves.
            final class TimelineViewController: UIViewController {
                // MARK: Private Variables
                private var numberOfLines = 0
                private var iconSize = IconSize.medium
                private ↓var showsIcons: Bool { settings.showsIcons }
                private ↓var feedTitle: String? { feed?.title }
                private ↓var isFiltered: Bool { filter != nil }

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """],
        nonTriggering: ["""
            // A handler wired by an observer block, not #selector, sits with the other handlers.
            class ReaderViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(themeDidChange(_:)), name: .themeDidChange, object: nil)
                    NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
                        Task { @MainActor in
                            self?.userDefaultsDidChange()
                        }
                    }
                }

                // MARK: - Event Response
                @objc func themeDidChange(_ note: Notification) {}

                func userDefaultsDidChange() {
                    reloadFonts(animated: true)
                }
            }
            """, """
            // `A & B` adopts both: the cancel callback is the picker delegate's.
            class AvatarViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            // MARK: - UIImagePickerControllerDelegate
            extension AvatarViewController: UIImagePickerControllerDelegate & UINavigationControllerDelegate {
                func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                    picker.dismiss(animated: true)
                }

                func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                    picker.dismiss(animated: true)
                }
            }
            """, """
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
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types { check(type, context, into: &findings) }
        return findings
    }

    /// The findings for one checked type.
    private func check(_ type: CheckedTypeRef, _ context: RuleContext, into findings: inout [Finding]) {
        // Sections and members by index: a copy of each section (its title, mark and members)
        // or member (its name, signature, role…) cost more than the check, and nearly every
        // member is at home.
        let sections = type.sections
        for index in sections.indices {
            guard let sectionHome = sections[index].role?.section else { continue }
            let members = sections[index].members
            // The homes as bits: asking for the list retained and released it for every member.
            for k in members.indices where !members[k].isAtHome(in: sectionHome) {
                guard let role = members[k].role else { continue }
                let member = members[k], position = k - members.startIndex
                let section = sections[index]
                let name = member.member.signature ?? member.member.name
                var message: MessageText = "'\(name)' belongs in \(role.markTitle) (\(member.reason)) but sits in \(section.label); "
                if let fix = Self.markInPlace(role, member: position, section: index, of: type, context) {
                    message += fix
                } else if let second = context.classifier.secondHome(of: member), member.homeBits.nonzeroBitCount > 1 {
                    message = "'\(name)' belongs in \(role.markTitle) or \(second.markTitle) (\(member.reason)) but sits in "
                        + "\(section.label); move it to either section"
                } else if sections.indices.contains(where: { sections[$0].role?.section == role.section }) {
                    message += "move it to the \(role.markTitle) section"
                } else {
                    // No such section yet: say where one starts rather than "move it" to nowhere.
                    message += "it needs a `\(context.markCommentText(role.markTitle))` section, which the type does not have yet"
                }
                findings.append(context.finding(message.string, at: member.member, type: type.name))
            }
        }
    }

    /// When the type has no section for the member's role and the member sits at the edge of its
    /// section exactly where that section would go (a handler first after the protocol blocks, a
    /// helper last after the handlers), the fix is a MARK, not a move.
    static func markInPlace(_ role: Role, member position: Int, section index: Int, of type: CheckedTypeRef,
                            _ context: RuleContext) -> MessageText? {
        let sections = type.sections
        guard let sectionRole = sections[index].role else { return nil }
        let members = sections[index].members  // a slice of all members: positions count from its start
        let start = members.startIndex
        // No member of another placed role after it (no array of them is made).
        let lastOfOthers = !members[(start + position + 1)...].contains { $0.role != nil && $0.role != role }
        let homes = members[start + position].homeBits
        func rank(_ id: SectionID) -> Int { context.configuration.rank(of: id) }
        /// Whether a section from `start` on belongs before rank `r`: the place next to it is not
        /// where rank `r` ends up once the order is restored (protocol blocks further down).
        func anyBelow(_ r: Int, from start: Int) -> Bool {
            sections.indices[start...].contains { sections[$0].role.map { rank($0.section) < r } ?? false }
        }
        // Only members of its own role above it: an unplaced override there would stay in between.
        let leads = members[..<(start + position)].allSatisfy { $0.role == role }
        // The sections right before and after it, by position (no copy of either is made); an
        // unplaced one (overrides only) between breaks the edge.
        let before = index > 0 ? index - 1 : nil
        // At the edge next to a section it is at home in: only the MARK between them is off —
        // unless that section is itself out of order (getters above the life cycle): joining it
        // moves the member to the wrong place.
        if leads, sections[index].mark != nil, sections[index].part == members[start + position].part,
           let previous = before, sections[previous].part == sections[index].part, let previousRole = sections[previous].role,
           homes & previousRole.section.bit != 0, !anyBelow(rank(previousRole.section), from: index) {
            return "it sits right after \(sections[previous].label), where it belongs: move \(sections[index].label) below it"
        }
        guard !sections.indices.contains(where: { sections[$0].role == role }) else { return nil }  // by index: no section copied
        let target = rank(role.section)
        // The texts are made only for a finding.
        func mark() -> MessageText { "`\(context.markCommentText(role.markTitle))`" }
        // The second of a run of its kind: the MARK goes above the first.
        var first = position
        while first > 0, members[start + first - 1].role == role { first -= 1 }
        func above() -> MessageText {
            first == position ? "above it"
                : "above '\(members[start + first].member.signature ?? members[start + first].member.name)' (line \(members[start + first].member.line))"
        }
        let own = rank(sectionRole.section)
        // Last in its section, where its section would start, and nothing after it belongs before it.
        if lastOfOthers, own <= target, index + 1 < sections.count ? sections[index + 1].role != nil : true,
           !anyBelow(target, from: index + 1) {
            return "it already sits where \(role.markTitle) goes: add \(mark()) \(above())"
        }
        // First in its section, after what comes before its section. The section before may itself
        // be out of order (getters above everything): it moves away, so it does not stand in the way.
        let beforeRank = before.flatMap { sections[$0].role.map { rank($0.section) } }
        if leads, own >= target, sections[index].mark != nil,
           before == nil || beforeRank.map({ $0 <= target || anyBelow($0, from: index) }) == true {
            return "it already sits where \(role.markTitle) goes: add \(mark()) \(above()) and move \(sections[index].label) below \(first == position ? "it" : "them")"
        }
        return nil
    }
}
