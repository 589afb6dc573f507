/// No frames or constraints in viewWillAppear.
public struct LayoutInWillAppearRule: Rule {
    public static let id = "layout-in-will-appear"
    public static let description = "viewWillAppear does not set frames or constraints."
    public static let rationale = """
        viewWillAppear runs on every appearance and before Auto Layout has sized the view: constraints made \
        there pile up, frames set there are overwritten. Make constraints once in layoutPageSubviews() \
        (called from viewDidLoad); set frames in viewWillLayoutSubviews or viewDidLayoutSubviews.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    ↓avatarView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                    ↓NSLayoutConstraint.activate([
                        avatarView.widthAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Life Cycle
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    avatarView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                }
            }
            """],
    )

    static let frameProperties: Set<String> = ["frame", "bounds", "center"]
    static let constraintCalls: Set<String> = ["activate", "addConstraint", "addConstraints", "makeConstraints",
                                               "remakeConstraints", "updateConstraints"]

    public init(settings: RuleSettings) {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types { check(type, context, into: &findings) }
        return findings
    }

    /// The findings for one checked type.
    private func check(_ type: CheckedTypeRef, _ context: RuleContext, into findings: inout [Finding]) {
        // The bits first: comparing the role copied it (~100 instructions) for every member. By
        // index: iterating the list copied each member (a retain and release of its row).
        let members = type.members
        for k in members.indices where members[k].hasRole(.lifecycle) && members[k].member.name == "viewWillAppear" {
            let entry = members[k]
            let method = entry.member.signature ?? entry.member.name
            let body = context.bodyTokens(entry.member)
            for send in context.messageSends(in: body) where send.makesConstraints {
                let message: MessageText = "\(method) sets constraints ([\(send.receiver.joinedText(separator: ".")) \(send.selectorPiece)…])"
                    + "; make constraints in layoutPageSubviews from viewDidLoad, or set frames in viewDidLayoutSubviews"
                findings.append(context.finding(
                    message.string,
                    token: send.token, type: type.name, member: method))
            }
            // The tokens and bytes fetched once: read through the context at every name they cost more than the walk.
            let tokens = context.tokens, bytes = context.file.bytes
            var k = 0
            while k < body.count {
                guard let (_, end) = AccessChain.extent(tokens, bytes, body, at: k) else { k += 1; continue }
                // `let center = NotificationCenter.default` declares a local; it sets nothing.
                let declaresLocal = k > 0 && (context.tokenIs(body[k - 1], "let") || context.tokenIs(body[k - 1], "var"))
                // Only a chain assigned to or called can set a frame or a constraint: the others'
                // names are never made into Strings.
                let after = end < body.count ? body[end] : -1
                guard !declaresLocal, AccessChain.isAssignment(at: after, context) || AccessChain.isCall(at: after, context),
                      let (chain, _) = AccessChain.read(context, body, at: k) else { k = max(end, k + 1); continue }
                k = max(end, k + 1)
                let last = chain.names.last!
                let activates = chain.isAssigned(context) && (last == "isActive" || last == "active")
                let setsFrame = chain.isAssigned(context) && chain.names.contains { Self.frameProperties.contains($0) }
                let makesConstraints = chain.isCalled(context) && Self.constraintCalls.contains(last)
                guard setsFrame || activates || makesConstraints else { continue }
                let what = activates ? "activates a constraint" : setsFrame ? "sets a frame" : "sets constraints"
                let message: MessageText = "\(method) \(what) (\(chain.names.joinedText(separator: ".")))"
                    + "; make constraints in layoutPageSubviews() from viewDidLoad, or set frames in viewDidLayoutSubviews()"
                findings.append(context.finding(
                    message.string,
                    token: chain.start, type: type.name, member: method))
            }
        }
    }
}
