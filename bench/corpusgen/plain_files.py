"""Plain (non view controller) files: models, enums, service protocols, services, extensions
and UIView/cell classes, plus the weights and size ranges generate_file draws them with."""

from .text import cap, file_header, indent, low
from .views import constraints, getter
from .vocabulary import ENUM_CASES, FIELD_TYPES, FIELD_WORDS, ROLES, ROW_WORDS, SUBVIEW_TYPES

def gen_model(rng, index, stem, domain, module, target):
    name = stem
    n_fields = max(3, min(len(FIELD_WORDS), (target - 30) // 5))
    fields = rng.sample(FIELD_WORDS, min(n_fields, len(FIELD_WORDS)))
    typed = [(f, rng.choice(FIELD_TYPES)) for f in fields]
    out = file_header(rng, name + ".swift", module) + ["import Foundation", ""]
    out += ["struct %s: Codable, Hashable, Identifiable {" % name,
            "    typealias ID = UUID", "", "    let id: ID"]
    for f, (t, d) in typed:
        out.append("    var %s: %s" % (f, t))
    out += ["", "    enum CodingKeys: String, CodingKey {", "        case id"]
    for f, _ in typed:
        snake = "".join("_" + ch.lower() if ch.isupper() else ch for ch in f)
        out.append('        case %s = "%s"' % (f, snake) if snake != f else "        case %s" % f)
    out += ["    }", "}", "",
            "extension %s {" % name]
    out += ["    static let sampleJSON = \"\"\"", "        {", '          "id": "%s",' % "6F9619FF-8B86-D011-B42D-00C04FC964FF"]
    for f, (t, d) in typed[:6]:
        out.append('          "%s": %s,' % (f, '"sample"' if "String" in t else "1"))
    out += ['          "kind": "default"', "        }", '        """', ""]
    out += ["    var displayTitle: String {",
            '        "\\(String(describing: %s).prefix(%d))…"' % (typed[0][0], rng.choice([20, 32, 40])),
            "    }", ""]
    out += ["    static func decodeList(from data: Data) -> Result<[%s], Error> {" % name,
            "        Result { try JSONDecoder.iso8601.decode([%s].self, from: data) }" % name,
            "    }", "}", ""]
    out += ["extension Array where Element == %s {" % name,
            "    func grouped<Key: Hashable>(by keyPath: KeyPath<%s, Key>) -> [Key: [%s]] {" % (name, name),
            "        Dictionary(grouping: self) { $0[keyPath: keyPath] }",
            "    }",
            "}"]
    # grow with computed properties until the target size is reached
    i = 0
    while len(out) < target - 8:
        f, (t, d) = typed[i % len(typed)]
        i += 1
        out += ["", "extension %s {" % name,
                "    var has%s%d: Bool {" % (cap(f), i)]
        if t.endswith("?"):
            out.append("        %s != nil" % f)
        elif t in ("String", "[String]"):
            out.append("        !%s.isEmpty" % f)
        elif t == "Bool":
            out.append("        %s" % f)
        elif t in ("Date",):
            out.append("        %s.timeIntervalSinceNow < %d" % (f, rng.randint(0, 86400)))
        elif t == "UUID":
            out.append('        %s.uuidString.hasPrefix("%X")' % (f, rng.randint(0, 15)))
        else:
            out.append("        %s > %d" % (f, rng.randint(0, 100)))
        out += ["    }", "}"]
    out.append("")
    return name + ".swift", out, "model", "-", []


def gen_enum(rng, index, stem, domain, module, target):
    name = stem + rng.choice(["Status", "Kind", "Category", "Option", "Filter", "Style"])
    n = max(4, min(len(ENUM_CASES), (target - 30) // 9))
    cases = rng.sample(ENUM_CASES, n)
    out = file_header(rng, name + ".swift", module) + ["import UIKit", ""]
    out += ["enum %s: String, CaseIterable, Codable {" % name]
    for cse in cases:
        out.append("    case %s" % cse)
    out += ["", "    var title: String {", "        switch self {"]
    for cse in cases:
        out += ["        case .%s:" % cse, '            return NSLocalizedString("%s.%s", comment: "%s")' % (low(name), cse, cse)]
    out += ["        }", "    }", "", "    var tintColor: UIColor {", "        switch self {"]
    groups = [cases[i:i + 3] for i in range(0, len(cases), 3)]
    for g in groups:
        out += ["        case %s:" % ", ".join("." + x for x in g),
                "            return .%s" % rng.choice(["systemRed", "systemGreen", "systemBlue", "systemGray", "label"])]
    out += ["        }", "    }", "", "    init?(code: Int) {", "        switch code {"]
    for i, cse in enumerate(cases):
        out.append("        case %d: self = .%s" % (i * 10, cse))
    out += ["        default: return nil", "        }", "    }", "}", ""]
    out += ["extension %s: CustomStringConvertible {" % name,
            '    var description: String { "\\(Self.self).\\(rawValue)" }', "}", ""]
    return name + ".swift", out, "enum", "-", []


def gen_protocol(rng, index, stem, domain, module, target):
    Item = stem if not stem.endswith("s") else stem + "Item"
    name = stem + "ServiceProtocol"
    out = file_header(rng, name + ".swift", module) + ["import Foundation", ""]
    out += ["protocol %s: AnyObject {" % name,
            "    associatedtype Cursor: Hashable & Sendable", "",
            "    func fetch%ss(page: Int, completion: @escaping (Result<[%s], Error>) -> Void)" % (Item, Item),
            "    func fetch%s(id: %s.ID) async throws -> %s" % (Item, Item, Item),
            "    func search<S: Sequence>(_ terms: S, limit: Int) async throws -> [%s] where S.Element == String" % Item,
            "    func save(_ items: [%s], in store: StoreKind) throws" % Item,
            "}", "",
            "extension %s {" % name,
            "    func fetch%ss(completion: @escaping (Result<[%s], Error>) -> Void) {" % (Item, Item),
            "        fetch%ss(page: 0, completion: completion)" % Item,
            "    }", "",
            "    func fetchAll() async throws -> [%s] {" % Item,
            "        try await withCheckedThrowingContinuation { continuation in",
            "            fetch%ss(page: 0) { continuation.resume(with: $0) }" % Item,
            "        }",
            "    }",
            "}", "",
            "extension %s where Self: Sendable, Cursor == String {" % name,
            '    var defaultCursor: Cursor { "" }',
            "}", ""]
    i = 0
    while len(out) < target - 6:
        i += 1
        out += ["protocol %s%sDelegate: AnyObject {" % (stem, rng.choice(["Header", "Footer", "Cell", "List", "Picker"]) + str(i)),
                "    func %sDidChange(_ sender: Any, value: %s)" % (low(stem), rng.choice(["Int", "String", "Bool", "[String: Any]"])),
                "}", ""]
    return name + ".swift", out, "protocol", "-", []


def gen_service(rng, index, stem, domain, module, target):
    Item = stem if not stem.endswith("s") else stem + "Item"
    name = stem + rng.choice(["Service", "DataController", "Repository", "APIClient"])
    out = file_header(rng, name + ".swift", module) + ["import Foundation", ""]
    out += ["final class %s: %sServiceProtocol {" % (name, stem),
            "    typealias Cursor = String", "",
            "    private let session: URLSession",
            "    private let baseURL: URL",
            "    private var cache: [%s.ID: %s] = [:]" % (Item, Item),
            "    private let queue = DispatchQueue(label: \"%s.%s\", attributes: .concurrent)" % (module.lower(), low(name)), "",
            '    init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com/v2")!) {',
            "        self.session = session",
            "        self.baseURL = baseURL",
            "    }", "",
            "    /// Loads one page of %ss." % low(Item),
            "    ///",
            "    /// - Parameters:",
            "    ///   - page: Zero-based page index.",
            "    ///   - completion: Called on an arbitrary queue with the page's items or the error.",
            "    func fetch%ss(page: Int, completion: @escaping (Result<[%s], Error>) -> Void) {" % (Item, Item),
            '        var components = URLComponents(url: baseURL.appendingPathComponent("%ss"), resolvingAgainstBaseURL: false)!' % low(Item),
            '        components.queryItems = [URLQueryItem(name: "page", value: "\\(page)"), URLQueryItem(name: "per_page", value: "\\(%d)")]' % rng.choice([20, 25, 50]),
            "        let task = session.dataTask(with: components.url!) { data, response, error in",
            "            if let error {",
            "                return completion(.failure(error))",
            "            }",
            "            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode), let data else {",
            "                return completion(.failure(APIError.badResponse(code: (response as? HTTPURLResponse)?.statusCode ?? -1)))",
            "            }",
            "            completion(Result { try JSONDecoder.iso8601.decode(Page<%s>.self, from: data).items })" % Item,
            "        }",
            "        task.resume()",
            "    }", "",
            "    func fetch%s(id: %s.ID) async throws -> %s {" % (Item, Item, Item),
            "        if let cached = queue.sync(execute: { cache[id] }) { return cached }",
            '        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("%ss/\\(id.uuidString.lowercased())"))' % low(Item),
            "        let value = try decode(%s.self, from: data)" % Item,
            "        queue.async(flags: .barrier) { self.cache[id] = value }",
            "        return value",
            "    }", "",
            "    func search<S: Sequence>(_ terms: S, limit: Int) async throws -> [%s] where S.Element == String {" % Item,
            '        let query = terms.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "+")',
            "        guard query.wholeMatch(of: #/[\\w+ -]{1,128}/#) != nil else { return [] }",
            "        return try await fetchAll().filter { \"\\($0)\".localizedCaseInsensitiveContains(query) }.prefix(limit).map { $0 }",
            "    }", "",
            "    func save(_ items: [%s], in store: StoreKind) throws {" % Item,
            "        let data = try JSONEncoder().encode(items)",
            "        switch store {",
            "        case .local:",
            "            try data.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(#\"%s.json\"#), options: .atomic)" % low(Item),
            "        case .remote, .both:",
            '            print(#"upload \\#(items.count) "%s" records"#)' % Item,
            "        }",
            "    }", "",
            "    private func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T where T: Sendable {",
            "        try JSONDecoder.iso8601.decode(T.self, from: data)",
            "    }",
            "}", ""]
    if rng.random() < 0.4:
        out += ["extension %s {" % name,
                "    static let timestampPattern = #/",
                "        (?<year>\\d{4}) - (?<month>\\d{2}) - (?<day>\\d{2})   # ISO-8601 calendar date",
                "        (?: T (?<hour>\\d{2}) : (?<minute>\\d{2}) )?",
                "        /#", "",
                "    static func averageScore(_ values: [Int]) -> Double {",
                "        values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count) / %d" % rng.choice([2, 4, 10]),
                "    }",
                "}", ""]
    i = 0
    while len(out) < target - 12:
        i += 1
        w = rng.choice(ROW_WORDS)
        out += ["extension %s {" % name,
                "    func %sSummary%d(for items: [%s]) -> String {" % (w, i, Item),
                "        let count = items.count",
                "        switch count {",
                '        case 0: return "No %s"' % w,
                '        case 1: return "One %s"' % w,
                '        case 2...9: return "\\(count) %s"' % w,
                '        default: return "\\(count.formatted(.number.notation(.compactName))) %s"' % w,
                "        }",
                "    }",
                "}", ""]
    return name + ".swift", out, "service", "-", []


def gen_extensions(rng, index, stem, domain, module, target):
    name = rng.choice(["String", "UIColor", "Date", "Collection", "UIView", "URL"]) + "+" + stem
    out = file_header(rng, name + ".swift", module) + ["import UIKit", ""]
    out += ["extension String {",
            "    var isValid%sCode: Bool {" % stem,
            "        wholeMatch(of: #/[A-Z]{2,4}-\\d{3,8}/#) != nil",
            "    }", "",
            "    var %sSlug: String {" % low(stem),
            "        lowercased().replacingOccurrences(of: #\"[^a-z0-9]+\"#, with: \"-\", options: .regularExpression)",
            "    }",
            "}", "",
            "extension Collection where Element: Identifiable, Index == Int {",
            "    subscript(safe index: Index) -> Element? {",
            "        indices.contains(index) ? self[index] : nil",
            "    }",
            "}", "",
            "extension UIColor {",
            "    convenience init(%sHex hex: UInt32, alpha: CGFloat = 1) {" % low(stem),
            "        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,",
            "                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)",
            "    }",
            "}", ""]
    i = 0
    while len(out) < target - 6:
        i += 1
        out += ["extension %sStatus {" % stem,
                "    static let %s%d: [Self] = [%s]" % (rng.choice(["defaults", "visible", "selectable"]), i,
                                                      ", ".join("." + x for x in rng.sample(ENUM_CASES, 3))),
                "}", ""]
    return name + ".swift", out, "extension", "-", []


def gen_view(rng, index, stem, domain, module, target):
    kind = rng.choice(["View", "Cell", "HeaderView"])
    name = stem + kind
    base = {"View": "UIView", "Cell": "UITableViewCell", "HeaderView": "UICollectionReusableView"}[kind]
    n_sub = max(2, min(20, (target - 50) // 14))
    subs = []
    used = set()
    while len(subs) < n_sub:
        role = rng.choice(ROLES)
        suffix, typ = rng.choice(SUBVIEW_TYPES[:10])
        nm = role + suffix
        if nm not in used:
            used.add(nm)
            subs.append((nm, typ))
    c = {"handler_for": {}, "stem": stem}
    out = file_header(rng, name + ".swift", module) + ["import UIKit", ""]
    out += ["protocol %sDelegate: AnyObject {" % name,
            "    func %sDidTapAction(_ view: %s)" % (low(name), name), "}", "",
            "final class %s: %s {" % (name, base), ""]
    if kind == "Cell":
        out += ["    static let reuseIdentifier = String(describing: %s.self)" % name, ""]
    out += ["    weak var delegate: %sDelegate?" % name, "",
            "    // MARK: - Life Cycle", ""]
    if kind == "Cell":
        out.append("    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        out.append("        super.init(style: style, reuseIdentifier: reuseIdentifier)")
        host = "contentView"
    else:
        out.append("    override init(frame: CGRect) {")
        out.append("        super.init(frame: frame)")
        host = "self"
    for nm, _ in subs:
        out.append("        %s.addSubview(self.%s)" % (host, nm))
    out += ["        layoutPageSubviews()", "    }", "",
            "    required init?(coder: NSCoder) {", '        fatalError("init(coder:) has not been implemented")', "    }", "",
            "    private func layoutPageSubviews() {"]
    out += indent(constraints(rng, [n for n, _ in subs], False, host=("contentView." if kind == "Cell" else "")), 2)
    out += ["    }", "", "    // MARK: - Configuration", "",
            "    func configure(with viewModel: %sViewModel) {" % stem]
    for nm, typ in subs:
        if typ == "UILabel":
            out.append('        %s.text = viewModel.%s' % (nm, nm.replace("Label", "Text")))
        elif typ == "UIImageView":
            out.append("        %s.image = viewModel.%s" % (nm, nm.replace("ImageView", "Image")))
    out += ["    }", "", "    // MARK: - Getters and Setters", ""]
    for nm, typ in subs:
        out += indent(getter(rng, nm, typ, c), 1) + [""]
    out[-1] = "}"
    out.append("")
    return name + ".swift", out, "view", "-", []


PLAIN_KINDS = [(gen_model, 3), (gen_enum, 2), (gen_protocol, 1), (gen_service, 2), (gen_extensions, 1), (gen_view, 2)]
PLAIN_TABLE = [g for g, w in PLAIN_KINDS for _ in range(w)]
PLAIN_SIZES = {"gen_model": (40, 300), "gen_enum": (40, 400), "gen_protocol": (30, 120),
               "gen_service": (70, 450), "gen_extensions": (40, 160), "gen_view": (60, 350)}
