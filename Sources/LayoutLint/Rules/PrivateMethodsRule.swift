/// Helpers do not live in a view controller.
public struct PrivateMethodsRule: Rule {
    public static let id = "private-methods"
    public static let description = "A view controller has no helper methods; they move to an extension file or a type of their own."
    public static let rationale = """
        Helpers such as date formatting or image cropping are reusable and testable elsewhere; kept in the \
        controller they make it long and hide its structure. Even a one-function extension is better, so \
        helpers already in an extension of their own (no protocol, no life cycle) are not reported.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class InboxViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupTableView()
                }

                // Not layout: configuring one view is its getter's job, so this is a helper.
                private ↓func setupTableView() {}
            }
            """, """
            class ProfileViewController: UIViewController {
                // MARK: - Private Methods
                private ↓func formattedDate(_ date: Date) -> String { "" }
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {}

            // MARK: - Private Methods
            private extension ProfileViewController {
                func croppedAvatar(_ image: UIImage) -> UIImage { image }
            }
            """, """
            // Set-up helpers named by their job are the life cycle's and the getters', not stray helpers.
            class InboxViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    setupConstraints()
                }

                // MARK: - Private Methods
                private func setupConstraints() {
                    tableView.translatesAutoresizingMaskIntoConstraints = false
                }

                // MARK: - Getters and Setters
                private lazy var filterButton: UIBarButtonItem = {
                    UIBarButtonItem(title: "Filter", menu: makeFilterMenu())
                }()

                private func makeFilterMenu() -> UIMenu {
                    UIMenu(children: [UIAction(title: "Unread") { _ in }])
                }
            }
            """, """
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

    /// Extensions that declare no protocol and hold helpers with no life-cycle or protocol member
    /// among them (`// MARK: - Private` over `private extension X { … }`): "an extension of their own".
    /// The parts (indices into the outline's types). (Counted per part in lists: the run's only
    /// `Set<Int>` had its type made at run time, ~116,000 instructions.)
    static func helperExtensions(of type: CheckedTypeRef, _ context: RuleContext) -> [Int] {
        let parts = type.parts
        // Per part of the type, by its place in `parts`: helpers, protocol members, disqualified.
        var helpers = [Int](repeating: 0, count: parts.count), protocolMembers = helpers
        var disqualified = [Bool](repeating: false, count: parts.count)
        for entry in type.members where entry.part != parts[0] {
            guard let p = parts.firstIndex(of: entry.part) else { continue }
            switch entry.role {
            case .private?: helpers[p] += 1
            case .delegate?: protocolMembers[p] += 1
            case .accessors?, .event?, nil: break
            // A set-up helper the life cycle calls (`setupCarousel()`) is at home among helpers too.
            case _ where entry.isAtHome(in: .private): break
            default: disqualified[p] = true
            }
        }
        // A protocol method or two among more helpers is the stray (misplaced-member says so); a
        // data source's block with helpers among its methods is no helpers' extension.
        return parts.indices.filter { p in
            helpers[p] > 0 && !disqualified[p] && protocolMembers[p] < helpers[p] && context.outline.types[parts[p]].inherits.isEmpty
        }.map { parts[$0] }
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types { check(type, context, into: &findings) }
        return findings
    }

    /// The findings for one checked type.
    private func check(_ type: CheckedTypeRef, _ context: RuleContext, into findings: inout [Finding]) {
        var helperExtensions: [Int]?  // made for the first helper method only
        // By index (iterating the list copied every member), the bits before the role's copy.
        let members = type.members
        for k in members.indices where members[k].hasRole(.private)
            && members[k].member.isMethod && !members[k].member.has(.override) {
            let entry = members[k]
            if helperExtensions == nil { helperExtensions = Self.helperExtensions(of: type, context) }
            // Already in an extension of its own, as the convention asks.
            guard !helperExtensions!.contains(entry.part) else { continue }
            let name = entry.member.signature ?? entry.member.name
            let message: MessageText = "'\(name)' is a helper in a view controller; move it to an extension of its own or a separate type"
            findings.append(context.finding(message.string, at: entry.member, type: type.name))
        }
    }
}
