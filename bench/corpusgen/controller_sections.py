"""The sections of a view controller's body, each as lines at member indent (relative 0).

Called by controller.py in the order the original single function drew its random numbers:
properties, life cycle, protocol blocks, event response, private helpers, getters.
"""

from .protocol_blocks import proto_block
from .snippets import LIFECYCLE_SNIPPETS, body
from .text import indent
from .views import constraints, getter


def properties(rng, plan):
    stem, domain, item, Item, items = plan.stem, plan.domain, plan.item, plan.Item, plan.items
    protos, small, tiny = plan.protos, plan.small, plan.tiny
    props = ["private let %s: %sDataController" % ("dataController", domain),
             "private let identifier: %s.ID" % Item,
             "private var %s: [%s] = []" % (items, Item),
             "private var selected%s: %s?" % (Item, Item),
             "private var currentPage = 0",
             "private var isLoading = false",
             "private var state: LoadState<[%s]> = .idle" % Item,
             "var onFinish: ((Result<[%s], Error>) -> Void)?" % Item]
    if "UITableViewDataSource" in protos:
        props.append("private var rows: [%sRow] = []" % stem)
    if "UISearchBarDelegate" in protos:
        props += ["private var query = \"\"", "private var searchWorkItem: DispatchWorkItem?"]
    if "UIImagePickerControllerDelegate" in protos:
        props.append("private var pickedImage: UIImage?")
    if "UIPageViewControllerDataSource" in protos:
        props.append("private var pages: [UIViewController] = []")
    props += ["private var hasUnsavedChanges = false", "private var selectedCode = \"\"", "private var selectedNumber = 0",
              "private let source: Source"]
    if small:
        props = props[:5] + [x for x in props if x.startswith("private var rows")] + props[-2:]
    elif rng.random() < 0.4:
        props += ['private let helpText = """',
                  "    Swipe left on a %s to archive it." % item,
                  "    Tap \\\"Edit\\\" to reorder; changes are saved \\(\"automatically\")." ,
                  '    """']
    props.append("private static let dateFormatter = DateFormatter.%s" % rng.choice(["mediumDate", "shortDateTime", "relative"]))

    if tiny:
        props = ["var %s: [%s] = []" % (items, Item), "var onFinish: (() -> Void)?",
                 "private var hasUnsavedChanges = false"]
    return props


def life_cycle(rng, plan):
    domain, Item, items, small, tiny = plan.domain, plan.Item, plan.items, plan.small, plan.tiny
    names, labels, violations, handlers, c = plan.names, plan.labels, plan.violations, plan.handlers, plan.c
    snapkit = plan.snapkit
    life = ["init(%s: %s, dataController: %sDataController, source: Source = .direct) {" % ("identifier", "%s.ID" % Item, domain),
            "    self.identifier = identifier",
            "    self.dataController = dataController",
            "    self.source = source",
            "    super.init(nibName: nil, bundle: nil)",
            "}",
            "",
            "required init?(coder: NSCoder) {",
            '    fatalError("init(coder:) has not been implemented")',
            "}",
            ""]
    if not small:
        life += ["deinit {",
                 "    NotificationCenter.default.removeObserver(self)",
                 "    #if DEBUG",
                 '    print("\\(Self.self) deinit")',
                 "    #endif",
                 "}",
                 ""]
    if tiny:
        life = []
    vdl = ["override func viewDidLoad() {", "    super.viewDidLoad()"]
    for name in names:
        vdl.append("    view.addSubview(self.%s)" % name)
    if "views_in_viewdidload" in violations:
        lbl = labels[0]
        vdl[2:2] = ["    view.backgroundColor = .systemBackground",
                    "    %s.textColor = .secondaryLabel" % lbl,
                    "    %s.font = .systemFont(ofSize: 14)" % lbl,
                    "    let hintLabel = UILabel()",
                    '    hintLabel.text = "Pull to refresh"',
                    "    view.addSubview(hintLabel)"]
    vdl += ["    layoutPageSubviews()", "}", ""]
    life += vdl
    sup = "missing_super" not in violations
    vwa = ["override func viewWillAppear(_ animated: Bool) {"]
    if sup:
        vwa.append("    super.viewWillAppear(animated)")
    vwa.append("    navigationController?.setNavigationBarHidden(%s, animated: animated)" % rng.choice(["true", "false"]))
    if "frames_in_viewwillappear" in violations:
        vwa.append("    %s.frame = view.bounds.inset(by: view.safeAreaInsets)" % names[0])
    vwa += ["}", ""]
    if not tiny or not sup or "frames_in_viewwillappear" in violations:
        life += vwa
    has_notif = any(t == "Notification" for _, t in handlers)
    vda = ["override func viewDidAppear(_ animated: Bool) {"]
    if sup or rng.random() < 0.5:
        vda.append("    super.viewDidAppear(animated)")
    for h, t in handlers:
        if t == "Notification":
            vda.append("    NotificationCenter.default.addObserver(self, selector: #selector(%s(_:)), name: .%s, object: nil)" % (h, h))
    for _ in range(rng.randint(0, 2)):
        vda += indent(rng.choice(LIFECYCLE_SNIPPETS)(rng, c), 1)
    vda += ["}", ""]
    if has_notif or not small:
        life += vda
    if not small:
        life += ["override func viewWillDisappear(_ animated: Bool) {",
                 "    super.viewWillDisappear(animated)",
                 "    view.endEditing(true)",
                 "}", ""]
    if not small and rng.random() < 0.5:
        life += ["override func viewDidDisappear(_ animated: Bool) {",
                 "    super.viewDidDisappear(animated)",
                 "    NotificationCenter.default.removeObserver(self)",
                 "}", ""]
    if not small and rng.random() < 0.3:
        life += ["override func viewDidLayoutSubviews() {",
                 "    super.viewDidLayoutSubviews()",
                 "    %s.layer.cornerRadius = %s.bounds.height / 2" % (names[-1], names[-1]),
                 "}", ""]
    if not small and rng.random() < 0.3:
        life += ["override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {",
                 "    super.traitCollectionDidChange(previousTraitCollection)",
                 "    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }",
                 "    view.setNeedsDisplay()",
                 "}", ""]
    if not small and rng.random() < 0.4:
        life += ["override func didReceiveMemoryWarning() {",
                 "    super.didReceiveMemoryWarning()",
                 "    %s.removeAll(keepingCapacity: false)" % items,
                 "}", ""]
    life += ["private func layoutPageSubviews() {"] + indent(constraints(rng, names, snapkit), 1) + ["}"]
    return life


def conformance_blocks(rng, plan):
    """(name shown in MARKs and conformances, method lines) for each protocol."""
    blocks = []
    for p in plan.protos:
        nm, L = proto_block(rng, p, plan.c, max(2, plan.n_cases))
        blocks.append((nm, L))
    return blocks


def event_response(rng, plan):
    handlers, n_extra, c = plan.handlers, plan.n_extra, plan.c
    # The bulk of the size target goes into the handlers' bodies (real handlers do the work).
    share = [0] * len(handlers)
    for _ in range(n_extra):
        share[rng.randrange(len(handlers))] += 1
    events = []
    for (h, t), k in zip(handlers, share):
        events.append("@objc %sfunc %s(_ sender: %s) {" % (rng.choice(["", "private ", "private "]), h, t))
        if t == "Notification":
            events += ["    guard let userInfo = sender.userInfo else { return }",
                       '    print("\\(sender.name.rawValue): \\(userInfo.keys.map { "\\($0)" }.sorted())")']
        elif t == "UISwitch":
            events.append("    hasUnsavedChanges = sender.isOn != UserDefaults.standard.bool(forKey: \"%s\")" % h)
        elif t == "UITapGestureRecognizer":
            events.append("    guard sender.state == .ended else { return }")
        events += indent(body(rng, c, max(1, k)), 1)
        events += ["}", ""]
    events.pop()
    return events


def private_helpers(plan):
    """Helper methods that do not belong in a view controller (the `private_helpers` violation)."""
    helpers = []
    if "private_helpers" in plan.violations:
        helpers = ["private func formattedPrice(_ value: Decimal, currencyCode: String) -> String {",
                   "    let formatter = NumberFormatter()",
                   "    formatter.numberStyle = .currency",
                   "    formatter.currencyCode = currencyCode",
                   '    return formatter.string(from: value as NSDecimalNumber) ?? "\\(value)"',
                   "}", "",
                   "private func croppedImage(_ image: UIImage, to rect: CGRect) -> UIImage? {",
                   "    guard let cgImage = image.cgImage?.cropping(to: rect) else { return nil }",
                   "    return UIImage(cgImage: cgImage, scale: image.scale, orientation: image.imageOrientation)",
                   "}"]
    return helpers


def getters_and_setters(rng, plan):
    item, items, c = plan.item, plan.items, plan.c
    getters = []
    for name, typ in plan.subviews:
        getters += getter(rng, name, typ, c) + [""]
    getters += ["var %sCount: Int {" % item, "    %s.count" % items, "}", ""]
    if rng.random() < 0.5:
        getters += ["var isEditingEnabled = false {",
                    "    didSet {",
                    "        guard oldValue != isEditingEnabled else { return }",
                    "        navigationItem.rightBarButtonItem?.title = isEditingEnabled ? \"Done\" : \"Edit\"",
                    "    }",
                    "}", ""]
    getters.pop()
    return getters
