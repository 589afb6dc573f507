/// Every section has a MARK whose title is one of its role's aliases.
public struct SectionMarkRule: Rule {
    public static let id = "section-mark"
    public static let description = "Each section starts with a MARK whose title names its role (e.g. `// MARK: - Life Cycle`)."
    public static let rationale = """
        MARK titles are what Xcode's jump bar and a reader's eye navigate by. The leading block of stored \
        properties (with lazy state and observed properties among them) may go without one, and `extension X: SomeProtocol` is titled by its protocol.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ArticleViewController: UIViewController {
                ↓// MARK: - IBOutlets
                @IBOutlet private weak var titleLabel: UILabel!
                @IBOutlet private weak var bodyView: UITextView!

                ↓override func viewDidLoad() {
                    super.viewDidLoad()
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                }
            }
            """, """
            class ProfileViewController: UIViewController {
                private let userID = ""

                ↓override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """, """
            class ProfileViewController: UIViewController {
                ↓// MARK: - Stuff
                @objc private func didTapSave(_ sender: UIButton) {}
            }
            """, """
            // Computed properties split the opening stored ones: they want the MARK (and a move),
            // not the stored property after them.
            class PopoverViewController: UIViewController {
                @IBOutlet private weak var containerView: UIView!
                private let content: UIViewController

                ↓private var passthroughView: PassthroughView? { view as? PassthroughView }
                var isPassthroughEnabled: Bool { passthroughView != nil }

                var onSizeChange: ((CGSize) -> Void)?

                // MARK: - Life Cycle
                init(content: UIViewController) {
                    self.content = content
                    super.init(nibName: nil, bundle: nil)
                }
            }
            """],
        nonTriggering: ["""
            class TrackingViewController: UIViewController {
                // MARK: - VC Lifecycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            // MARK: - Styling
            private extension TrackingViewController {
                func applyStyle(to label: UILabel) {}
            }
            """, """
            // An outlet with an observer and lazy state need no Getters and Setters MARK of their own.
            class PlayerViewController: UIViewController {
                @IBOutlet private weak var artworkView: UIImageView! { didSet { artworkView.layer.cornerRadius = 8 } }
                private let player: Player
                private lazy var formatter = DateComponentsFormatter()

                // MARK: - Lifecycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            """, """
            class ProfileViewController: UIViewController {
                private let userID = ""

                // MARK: - View Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                // MARK: - Actions
                @objc private func didTapSave(_ sender: UIButton) {}
            }

            extension ProfileViewController: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """],
    )

    public init(settings: RuleSettings) {}

    static func opensWithUnmarkedProperties(_ type: CheckedTypeRef) -> Bool {
        guard let first = type.sections.first else { return false }
        return !first.isExtension && first.title == nil && first.role == .properties
    }

    /// Members with roles, every one a protocol method's (no array of the roles is made).
    static func holdsOnlyProtocolMethods(_ section: Section) -> Bool {
        var any = false
        for member in section.members {
            guard let role = member.role else { continue }
            guard case .delegate = role else { return false }
            any = true
        }
        return any
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types { check(type, context, into: &findings) }
        return findings
    }

    /// The findings for one checked type.
    private func check(_ type: CheckedTypeRef, _ context: RuleContext, into findings: inout [Finding]) {
        var unmarked = PerSection(repeating: false)  // one "no MARK" finding per kind of section and type
        // …at its largest unmarked run: a lone stray helper between two life-cycle methods is
        // section-order's to move, not the place for the section's MARK.
        var largest = PerSection<Int?>(repeating: nil)
        let sections = type.sections  // read in place: a copy of each section retains its fields
        for index in sections.indices where sections[index].title == nil && sections[index].declaredProtocol == nil {
            guard let id = sections[index].role?.section else { continue }
            if largest[id].map({ sections[$0].members.count < sections[index].members.count }) ?? true { largest[id] = index }
        }
        var helperExtensions: [Int]?  // read only for a titled extension
        for index in sections.indices {
            // Protocol sections are delegate-mark's to judge (passed over without a copy made).
            guard let role = sections[index].role else { continue }
            if case .delegate = role { continue }
            let section = sections[index]
            if Self.holdsOnlyProtocolMethods(section) { continue }
            guard let title = section.title else {
                if section.declaredProtocol != nil { continue }
                // A class body may open with stored properties and no MARK: point at what follows them.
                let isLeading = index == 0 && !section.isExtension
                // A later unmarked run of them belongs with that opening run; what split the two
                // is section-order's finding, not a missing Properties MARK.
                if !isLeading, !section.isExtension, role == .properties, Self.opensWithUnmarkedProperties(type) { continue }
                guard let first = section.members.first(where: { !isLeading || ($0.isPlaced && !$0.isAtHome(in: .properties)) }),
                      let firstRole = first.role, firstRole.section != role.section || largest[role.section] == index,
                      !unmarked[firstRole.section] else { continue }
                unmarked[firstRole.section] = true
                let aliases = context.configuration.aliases[firstRole.section] ?? []
                // A titled section of that role elsewhere is where they go, not under a second MARK.
                // Only one titled for them: joining `// MARK: Private API` does not give getters a heading.
                let titled = type.sections.first {
                    $0.role == firstRole && $0.mark != nil && $0.titledSection == firstRole.section
                }
                let fix = titled.map { "move them into \($0.label) (line \($0.anchorLine))" }
                    ?? "add `\(context.markComment(aliases.first ?? firstRole.markTitle))` above them"
                findings.append(context.finding(
                    "\(firstRole.section.displayName) members have no MARK; \(fix)",
                    token: first.member.startToken, type: type.name, member: first.member.signature ?? first.member.name))
                continue
            }
            // A title the convention knows is never reported here: asked first, it spares the
            // helper extensions and the walks over the members below.
            if section.titledSection != nil { continue }
            // A helper extension's title is free: it is "an extension of its own".
            if section.isExtension {
                if helperExtensions == nil { helperExtensions = PrivateMethodsRule.helperExtensions(of: type, context) }
                if helperExtensions!.contains(section.part) { continue }
            }
            // `// MARK: - Keyboard Shortcuts` over two overrides the convention does not place
            // and one handler: the title speaks for the overrides; the handler is what moves.
            // Nor is a title over a mix with no majority (a handler, a helper and a protocol
            // method): the block needs splitting, which misplaced-member says member by member.
            let placed = section.members.count { $0.isPlaced }
            let ofRole = section.members.count { $0.isAtHome(in: role.section) }
            if placed * 2 > section.members.count, ofRole * 2 >= placed {
                let aliases = context.configuration.aliases[role.section] ?? []
                // `// MARK: Outlets` right above `// MARK: - Properties`: renaming it would
                // give two headings in a row; its members belong under the next one.
                let next = index + 1 < type.sections.count ? type.sections[index + 1] : nil
                let fix = next.flatMap { next in
                    next.part == section.part && next.titledSection == role.section
                        ? "move its members under \(next.label) (line \(next.anchorLine)) and remove it" : nil
                } ?? "use one of: \(aliases.joinedText(separator: ", "))"
                findings.append(context.finding(
                    "MARK '\(title)' is not a title for \(role.section.displayName) members; \(fix)",
                    token: section.mark!.token, type: type.name, member: title))
            }
        }
    }
}

