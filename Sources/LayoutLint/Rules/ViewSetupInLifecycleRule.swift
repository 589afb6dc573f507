/// Views are built in lazy getters; viewDidLoad only adds them and calls the layout method.
public struct ViewSetupInLifecycleRule: Rule {
    public static let id = "view-setup-in-lifecycle"
    public static let description = "Life-cycle methods do not create or configure subviews; lazy getters do, and viewDidLoad only adds them."
    public static let rationale = """
        With every view made and configured in its lazy getter, viewDidLoad reads as the page's structure \
        (addSubview calls, then layoutPageSubviews()), and each view's setup is found in one place. \
        Configuring the controller's own view, title and navigation item is fine.
        """
    public static let options = [
        RuleOption("methods", .stringList, "life-cycle methods checked (base names)"),
        RuleOption("allowedReceivers", .stringList, "properties a life-cycle method may configure"),
    ]
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = ↓UILabel()
                    view.addSubview(badge)
                    ↓titleLabel.textColor = .secondaryLabel
                    titleLabel.font = .preferredFont(forTextStyle: .headline)
                    view.addSubview(titleLabel)
                }

                // MARK: - Getters and Setters
                private lazy var titleLabel: UILabel = {
                    let label = UILabel()
                    return label
                }()
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    title = "Profile"
                    navigationItem.rightBarButtonItem = editButtonItem
                    viewModel.delegate = self
                    view.addSubview(titleLabel)
                    layoutPageSubviews()
                }

                private func layoutPageSubviews() {
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    UIView.animate(withDuration: 0.2) {}
                }

                // MARK: - Getters and Setters
                private lazy var titleLabel: UILabel = {
                    let label = UILabel()
                    label.textColor = .secondaryLabel
                    return label
                }()
            }
            """],
    )

    /// Calls that configure a view as much as assignments do.
    static let configuringCalls: Set<String> = ["setTitle", "setImage", "setTitleColor", "setBackgroundImage", "addTarget",
                                                "register", "addGestureRecognizer", "setContentHuggingPriority",
                                                "setContentCompressionResistancePriority"]

    let methods: Set<String>
    let allowed: Set<String>

    public init(settings: RuleSettings) {
        methods = Set(settings.strings("methods"))
        allowed = Set(settings.strings("allowedReceivers"))
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.checkedTypes {
            let subviews = Self.subviewProperties(of: type).union(context.declaredViewProperties(of: type))
            for entry in type.members where entry.role == .lifecycle && methods.contains(entry.member.name) {
                let method = entry.member.signature ?? entry.member.name
                let body = context.bodyTokens(entry.member)
                var configured: [String: (token: Int, properties: [String])] = [:]
                var order: [String] = []
                for send in context.messageSends(in: body) where send.createsView {
                    findings.append(context.finding(
                        "\(method) creates a \(send.receiver[0]); create views in lazy getters (Getters and Setters) and only add them here",
                        token: send.token, type: type.name, member: method))
                }
                var k = 0
                while k < body.count {
                    let i = body[k]
                    let name = context.text(i)
                    if context.tokens[i].kind == .identifier, UIKitNames.viewClasses.contains(name),
                       k + 1 < body.count, context.tokenIs(body[k + 1], "(")
                        || (k + 2 < body.count && context.tokenIs(body[k + 1], ".") && context.tokenIs(body[k + 2], "init")) {
                        findings.append(context.finding(
                            "\(method) creates a \(name); create views in lazy getters (Getters and Setters) and only add them here",
                            token: i, type: type.name, member: method))
                        k += 1
                        continue
                    }
                    guard let (chain, next) = AccessChain.read(context, body, at: k) else { k += 1; continue }
                    k = max(next, k + 1)
                    let root = chain.names[0]
                    guard chain.names.count >= 2, subviews.contains(root), !allowed.contains(root) else { continue }
                    let property = chain.names[1...].joined(separator: ".")
                    // Frames and constraints are layout-in-will-appear's and layoutPageSubviews' business.
                    if chain.names.contains(where: LayoutInWillAppearRule.frameProperties.contains) { continue }
                    guard chain.isAssigned(context) || (chain.isCalled(context) && Self.configuringCalls.contains(chain.names.last!)) else { continue }
                    if configured[root] == nil { order.append(root) }
                    configured[root, default: (chain.start, [])].properties.append(property)
                }
                for root in order {
                    let (token, properties) = configured[root]!
                    let list = properties.prefix(3).joined(separator: ", ") + (properties.count > 3 ? ", …" : "")
                    findings.append(context.finding(
                        "\(method) configures '\(root)' (\(list)); configure it in its lazy getter instead",
                        token: token, type: type.name, member: method))
                }
            }
        }
        return findings
    }

    /// The type's properties that hold views: typed as a view, or built by a closure that makes one.
    static func subviewProperties(of type: CheckedType) -> Set<String> {
        var names = Set<String>()
        // Outlets are made by Interface Builder and have no getter to move setup into.
        for entry in type.members where (entry.member.kind == .var || entry.member.kind == .let) && !entry.member.has(attribute: "@IBOutlet") {
            if let typeName = entry.member.typeName, UIKitNames.isViewType(typeName) {
                names.insert(entry.member.name)
            } else if entry.member.typeName == nil, entry.member.storage == .lazyClosure {
                names.insert(entry.member.name)  // `lazy var x = { … }()`: a getter, most often of a view
            }
        }
        return names
    }
}
