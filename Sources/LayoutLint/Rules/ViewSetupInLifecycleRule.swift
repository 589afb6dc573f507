/// Views are built in lazy getters; viewDidLoad only adds them and calls the layout method.
public struct ViewSetupInLifecycleRule: Rule {
    public static let id = "view-setup-in-lifecycle"
    public static let description = "Life-cycle methods do not create or configure subviews; lazy getters do, and viewDidLoad only adds them."
    public static let rationale = """
        With every view made and configured in its lazy getter, viewDidLoad reads as the page's structure \
        (addSubview calls, then layoutPageSubviews()), and each view's setup is found in one place. \
        Configuring the controller's own view, title and navigation item is fine. An outlet has no getter: \
        configure it in its didSet. A view injected through init has none either: only its constraints, \
        written inline instead of in layoutPageSubviews(), are reported.
        """
    public static let options = [
        RuleOption("methods", .stringList, "life-cycle methods checked (base names)"),
        RuleOption("allowedReceivers", .stringList, "properties a life-cycle method may configure"),
    ]
    public static let examples = RuleExamples(
        triggering: ["""
            class OrdersViewController: UIViewController {
                @IBOutlet private weak var tableView: UITableView!
                @IBOutlet private weak var titleLabel: UILabel!

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = order.title
                    ↓tableView.tableFooterView = UIView()
                    tableView.rowHeight = 64
                }
            }
            """, """
            class ReaderViewController: UIViewController {
                private let headerView: HeaderView

                // MARK: - Life Cycle
                init(headerView: HeaderView) {
                    self.headerView = headerView
                    super.init(nibName: nil, bundle: nil)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(headerView)
                    headerView.backgroundColor = .systemBackground
                    ↓headerView.translatesAutoresizingMaskIntoConstraints = false
                    headerView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """, """
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
            // A view made in a callback from its data is content, not one of the screen's subviews.
            class PhotoInfoViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    metadataLoader.load { [weak self] metadata in
                        let map = MKMapView()
                        self?.rows.append(Row(content: map, location: metadata.location))
                    }
                }
            }
            """, """
            class ArticleViewController: UIViewController {
                @IBOutlet private weak var footerLabel: UILabel! {
                    didSet { footerLabel.textColor = .secondaryLabel }
                }
                private let bylineView: BylineView

                // MARK: - Life Cycle
                init(byline: BylineView) {
                    bylineView = byline
                    super.init(nibName: nil, bundle: nil)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bylineView)
                    bylineView.alpha = 0.8
                    layoutPageSubviews()
                }

                private func layoutPageSubviews() {
                    bylineView.translatesAutoresizingMaskIntoConstraints = false
                }
            }
            """, """
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

    /// What a view shows rather than how it is set up.
    static let contentProperties: Set<String> = ["text", "attributedText", "image", "title", "placeholder", "isHidden",
                                                 "isEnabled", "isSelected", "alpha", "setTitle", "setImage", "setAttributedTitle",
                                                 "progress", "isOn", "value", "selectedSegmentIndex", "date",
                                                 "contentOffset", "setContentOffset"]  // scroll state, set on each appearance
    /// UIView's own appearance, which configures any view, the app's own classes included.
    static let viewAppearance: Set<String> = ["backgroundColor", "tintColor", "layer", "clipsToBounds", "contentMode",
                                              "isUserInteractionEnabled", "translatesAutoresizingMaskIntoConstraints",
                                              "addGestureRecognizer", "addSubview", "addTarget", "layoutMargins",
                                              "directionalLayoutMargins", "accessibilityIdentifier", "semanticContentAttribute"]

    /// A view made in a life-cycle method: its own getter's job, unless it is only handed to
    /// another view (`tableView.tableFooterView = UIView()` hides separators): then what is out
    /// of place is configuring that view here.
    static func creationMessage(_ method: String, _ name: String, at token: Int, _ body: [Int], _ context: RuleContext,
                                declares: (String) -> Bool) -> String? {
        var p = (body.firstIndex(of: token) ?? 0) - 1
        // `[[UIView alloc] init]`: the assignment is before the brackets.
        while p >= 0, context.tokenIs(body[p], "[") { p -= 1 }
        if p >= 1, context.tokenIs(body[p], "=") {
            var names: [String] = []
            var k = p - 1
            while k >= 0, context.tokens[body[k]].kind == .identifier || context.tokenIs(body[k], "self") {
                names.insert(context.text(body[k]), at: 0)
                guard k >= 1, context.tokenIs(body[k - 1], ".") || context.tokenIs(body[k - 1], "->") else { break }
                k -= 2
            }
            if names.first == "self" { names.removeFirst() }
            // `view = UIView()`: the root view is replaced, which is loadView()'s job, not a getter's.
            if names == ["view"] {
                return "\(method) replaces the root view with a new \(name); make the root view in loadView() instead"
            }
            if names.count >= 2 {
                // A view the class does not declare (its own table as a UITableViewController, an
                // outlet a base class owns) has no getter or didSet here: nothing to point at.
                guard declares(names[0]) else { return nil }
                return "\(method) sets \(names.joinedText(separator: ".")) to a new \(name): configure '\(names[0])' where it is built "
                    + "(its getter, or the outlet's didSet), not in \(method)"
            }
        }
        return "\(method) creates a \(name); create it in a lazy getter (Getters and Setters) and only add it here"
    }

    /// `chartView.chartGenerator = { … }`: a hook handed to the view, which configures it.
    static func assignsClosure(_ chain: AccessChain, _ context: RuleContext) -> Bool {
        guard chain.isAssigned(context), let value = context.outline.significant(after: chain.next) else { return false }
        return context.tokenIs(value, "{")
    }

    /// `@IBOutlet weak var previewView: BidDetailsPreviewView!` → BidDetailsPreviewView: the last
    /// typed declaration of the name wins. Looked up when asked, which is rare: a table of every
    /// property's type per checked type cost ~1 % of a lint.
    static func viewType(of name: String, in type: CheckedTypeRef) -> String? {
        for entry in type.members.reversed() where entry.member.kind == .var || entry.member.kind == .let {
            if entry.member.name == name, let typeName = entry.member.typeName {
                return typeName.trimmingSuffix("!").trimmingSuffix("?")
            }
        }
        return nil
    }

    /// Whether the type declares a property `name` (members, or Objective-C interface
    /// properties): asked only of a view made and assigned into a chain, so no Set of names is built.
    static func declaresProperty(_ name: String, _ type: CheckedTypeRef, _ context: RuleContext) -> Bool {
        // Properties only: `tableView(_:cellForRowAt:)` declares no `tableView`.
        type.members.contains { [.var, .let, .property].contains($0.member.kind) && $0.member.name == name }
            || context.classifier.declaredProperties(of: type.name).contains { $0.name == name }
    }

    /// A class of the SDK (`UILabel`, `MKMapView`, `WKWebView`), as opposed to the app's own.
    static func isSDKType(_ name: String) -> Bool {
        ["UI", "MK", "WK", "SK", "AV", "PK", "AR", "SCN", "MTK", "GLK", "PH", "CA", "NS"].contains { name.hasPrefix($0) }
    }

    /// Whether a name's first byte may start one of `UIKitNames.viewClasses` (an ASCII capital;
    /// a non-ASCII byte may too, Unicode's equality being what it is).
    @inline(__always) static func mayStartClassName(_ token: Token, _ bytes: [UInt8]) -> Bool {
        let s = Int(token.start)
        guard token.length > 0, s < bytes.count else { return false }
        let first = bytes[s]
        return first >= 0x80 || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
    }

    let methods: NameSet
    /// Asked by a chain root's bytes, before the type's properties are: `view.…` (the most
    /// common root) needs neither a String nor the table of the type's properties.
    let allowed: NameSet
    static let viewClassNames = NameFilter(UIKitNames.viewClasses)

    public init(settings: RuleSettings) {
        methods = NameSet(settings.strings("methods"))
        allowed = NameSet(settings.strings("allowedReceivers"))
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // One list for every type's methods, with room for a type's few: grown from empty, it
        // was made twice for most files.
        var checkedMethods: [Int] = []
        checkedMethods.reserveCapacity(8)
        // Each type is read in place (a copy of a CheckedType retains a dozen references).
        for type in context.types {
            // A type with no checked life-cycle method needs none of its views' facts. The
            // methods' names are filtered by their bytes before they are compared.
            let members = type.members
            checkedMethods.removeAll(keepingCapacity: true)
            for k in members.indices where members[k].hasRole(.lifecycle) && methods.contains(members[k].member.name) {
                checkedMethods.append(k)
            }
            guard !checkedMethods.isEmpty else { continue }
            check(type, members, methods: checkedMethods, context, into: &findings)
        }
        return findings
    }

    /// The findings in the checked life-cycle methods (`checkedMethods`: their member positions) of one type.
    private func check(_ type: CheckedTypeRef, _ members: [ClassifiedMember], methods checkedMethods: [Int], _ context: RuleContext,
                       into findings: inout [Finding]) {
        let declaredViews = context.declaredViewProperties(of: type)
        // The roots' kinds, the table of properties and the bodies' blocks are worked out when
        // first asked for, in values with mutating methods: nested functions capturing them boxed
        // them, with a runtime exclusivity check at each use.
        var views = ViewFacts(type: type, declaredViews: declaredViews)
        func declares(_ name: String) -> Bool { Self.declaresProperty(name, type, context) }
        for methodPosition in checkedMethods {
            let entry = members[methodPosition]
            let method = entry.member.signature ?? entry.member.name
            let body = context.bodyTokens(entry.member)
            var configured: [String: (token: Int, properties: [String])] = [:]
            var order: [String] = []
            var configuringLine = -1   // a view made on this line is part of that configuration
            var blocks = BodyBlocks()
            // viewDidLoad runs once; in viewWillAppear, what an `if` sets is a state update.
            let blocksUpdateState = entry.member.name != "viewDidLoad" && entry.member.name != "loadView"
            for send in context.messageSends(in: body) where send.createsView {
                guard let message = Self.creationMessage(method, send.receiver[0], at: send.token, body, context,
                                                         declares: declares) else { continue }
                findings.append(context.finding(
                    message,
                    token: send.token, type: type.name, member: method))
            }
            let tokens = context.tokens, bytes = context.file.bytes
            var k = 0
            while k < body.count {
                let i = body[k]
                // Only a name (or `self`) makes a view or starts a chain: punctuation, operators and
                // literals (about half a body) are passed over on their kind, read once.
                let tokenKind = tokens[i].kind
                guard tokenKind == .identifier || tokenKind == .keyword else { k += 1; continue }
                // Byte tests first: the name's String is made only for a call-shaped identifier
                // that may be a view class.
                // UIKit's view classes start with a capital: a lowercase name (`addSubview(`,
                // `viewDidLoad(`: most calls) is passed over on its first byte.
                if tokenKind == .identifier, Self.mayStartClassName(tokens[i], bytes),
                   k + 1 < body.count, context.tokenIs(body[k + 1], "(")
                    || (k + 2 < body.count && context.tokenIs(body[k + 1], ".") && context.tokenIs(body[k + 2], "init")),
                   Self.viewClassNames.mayHold(tokens[i], in: bytes),
                   case let name = context.text(i), UIKitNames.viewClasses.contains(name),
                   !blocks.inCallback(k, body, context) {
                    if context.file.line(of: Int(context.tokens[i].start)) != configuringLine,
                       let message = Self.creationMessage(method, name, at: i, body, context, declares: declares) {
                        findings.append(context.finding(
                            message,
                            token: i, type: type.name, member: method))
                    }
                    k += 1
                    continue
                }
                // Only chains rooted at one of the type's views matter: the others are stepped
                // over without a String made of each name (~8 % of a lint went to reading them).
                // A chain starts at a name or `self` (the test `extent` begins with, without the call).
                // (`self` is a keyword in Swift, an identifier in Objective-C: other kinds are not read.)
                // A chain of two names or more has a `.` (or `?.`) right after its first word: any
                // other token is passed over without the chain's walk (most names are lone).
                guard k + 1 < body.count, AccessChain.mayContinue(tokens[body[k + 1]], bytes),
                      tokenKind == .identifier || context.tokenIs(i, "self"),
                      let (rootAt, end) = AccessChain.extent(tokens, bytes, body, at: k) else { k += 1; continue }
                // A lone name (`addSubview(titleLabel)`) configures nothing: only longer chains are read.
                guard end > rootAt + 1, !allowed.contains(tokens[body[rootAt]], in: context.file),
                      views.mayHold(tokens[body[rootAt]], in: bytes),
                      case let root = context.text(body[rootAt]), let kind = views.kind(of: root),
                      let (chain, next) = AccessChain.read(context, body, at: k) else { k = max(end, k + 1); continue }
                let position = k
                k = max(next, k + 1)
                guard chain.names.count >= 2 else { continue }  // `view?.` ends a chain past its one name
                // `button.rx.action = …` binds the view to logic (Rx); it is no part of building it.
                // A closure's body (an Rx `onError`, a completion) runs later, in response to something.
                if chain.names.contains("rx") || (blocksUpdateState && blocks.inStatement(position, body, context))
                    || blocks.inCallback(position, body, context) { continue }
                // Frames are layout-in-will-appear's and layoutPageSubviews' business.
                if chain.names.contains(where: LayoutInWillAppearRule.frameProperties.contains) { continue }
                // An outlet's content (its text, image, visibility) is data shown in it, not set-up;
                // on each appearance, any view's state (hidden, faded out, scrolled to the top,
                // ready to animate in) is reset, which no getter could do.
                if kind == .outlet, Self.contentProperties.contains(chain.names.last!) { continue }
                if !["viewDidLoad", "loadView"].contains(entry.member.name),
                   chain.names.dropFirst().contains(where: { Self.contentProperties.contains($0) || $0 == "transform" }) { continue }
                // `previewView.bidDetails = …` on an outlet of the app's own view class hands it
                // its model; only UIView's own appearance properties are set-up there.
                // So does refreshing an app view's state on each appearance (`titleView.state = …`).
                if kind == .outlet || !["viewDidLoad", "loadView"].contains(entry.member.name),
                   chain.names.count == 2, let viewType = Self.viewType(of: root, in: type), !Self.isSDKType(viewType),
                   !Self.viewAppearance.contains(chain.names[1]), !Self.assignsClosure(chain, context) { continue }
                if views.resolved(kind, root, context) == .injected {
                    // An injected view has no getter: only layout written inline is out of place.
                    guard Self.isLayout(chain, context) else { continue }
                } else {
                    guard chain.isAssigned(context) || (chain.isCalled(context) && Self.configuringCalls.contains(chain.names.last!)) else { continue }
                }
                configuringLine = context.file.line(of: Int(context.tokens[chain.start].start))
                if configured[root] == nil { order.append(root) }
                // The property's path is written only for a chain reported (a slice's generic
                // `joined` cost ~5,000 instructions, made before the tests that pass most chains over).
                var property = chain.names[1]
                for name in chain.names[2...] { property += "." + name }
                configured[root, default: (chain.start, [])].properties.append(property)
            }
            for root in order {
                let (token, properties) = configured[root]!
                let list = properties.prefix(3).joinedText(separator: ", ") + (properties.count > 3 ? ", …" : "")
                let message: String
                switch views.resolved(views.kind(of: root)!, root, context) {
                case .getter, .typed: message = "\(method) configures '\(root)' (\(list)); configure it in its lazy getter instead"
                case .outlet: message = "\(method) configures the outlet '\(root)' (\(list)); configure it in the outlet's didSet instead"
                case .injected:
                    message = "\(method) lays out '\(root)', a view injected through init, inline (\(list)); "
                        + "make its constraints in layoutPageSubviews(), which viewDidLoad calls"
                }
                findings.append(context.finding(message, token: token, type: type.name, member: method))
            }
        }
    }

    /// A chain that lays a view out: Auto Layout anchors, the autoresizing-mask switch, SnapKit.
    static func isLayout(_ chain: AccessChain, _ context: RuleContext) -> Bool {
        let last = chain.names.last!
        if chain.isCalled(context), LayoutInWillAppearRule.constraintCalls.contains(last) { return true }
        return chain.names.contains { $0.hasSuffix("Anchor") || $0 == "translatesAutoresizingMaskIntoConstraints" || $0 == "snp" }
    }
}
