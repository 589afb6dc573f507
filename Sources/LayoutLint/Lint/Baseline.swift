/// Findings accepted as they are (legacy code), so a lint reports only new ones.
///
/// A finding is identified by its rule, its file (relative to the baseline file's directory, so
/// the baseline works from any working directory and any checkout), its type and its member —
/// never its line: an edit above a finding moves it without making it new. Several findings with
/// the same identity are counted: one more than recorded is reported. Among those, a recorded
/// message (digits ignored, since messages cite lines) is matched first, so the new one is the
/// one reported.
///
/// The file, written by `lint --write-baseline`, is JSON meant to be committed and reviewed:
///
///     {"version": 1, "findings": [
///       {"rule": "super-call", "file": "App/FeedViewController.swift", "type": "FeedViewController",
///        "member": "viewWillAppear(_:)", "message": "…", "count": 1},
///       …
///     ]}
///
/// `type` and `member` are null for findings about a whole file; `count` defaults to 1.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Equatable {
        public var rule: String
        public var file: String
        public var type: String?
        public var member: String?
        public var message: String
        public var count: Int
    }

    public static let version = 1
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// A baseline of `findings`, each given with its file's baseline-relative path.
    public init(findings: [(file: String, finding: Finding)]) {
        var index: [String: Int] = [:]
        var entries: [Entry] = []
        for (file, finding) in findings {
            let key = Self.key(finding.ruleID, file, finding.typeName, finding.memberName) + "\u{0}" + Self.normalized(finding.message)
            if let i = index[key] {
                entries[i].count += 1
            } else {
                index[key] = entries.count
                entries.append(Entry(rule: finding.ruleID, file: file, type: finding.typeName, member: finding.memberName,
                                     message: finding.message, count: 1))
            }
        }
        self.entries = entries.sorted {
            ($0.file, $0.rule, $0.type ?? "", $0.member ?? "", $0.message) < ($1.file, $1.rule, $1.type ?? "", $1.member ?? "", $1.message)
        }
    }

    public var findingCount: Int { entries.reduce(0) { $0 + $1.count } }

    public var json: String {
        func optional(_ s: String?) -> String { s.map(JSONText.quoted) ?? "null" }
        let lines = entries.map { entry in
            "  " + JSONText.object([
                ("rule", JSONText.quoted(entry.rule)), ("file", JSONText.quoted(entry.file)),
                ("type", optional(entry.type)), ("member", optional(entry.member)),
                ("message", JSONText.quoted(entry.message)), ("count", String(entry.count)),
            ])
        }
        return "{\"version\": \(Self.version), \"findings\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]}\n"
    }

    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func load(_ path: String) throws -> Baseline {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readFile(path) } catch {
            throw LoadError(description: "cannot read the baseline: \(error). Record one first with "
                + "'layoutlint lint --write-baseline \(path)'.")
        }
        func fail(_ node: JSONNode, _ message: String) -> LoadError {
            LoadError(description: "\(path):\(node.line):\(node.column): \(message)")
        }
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch let error as JSONParseError {
            throw LoadError(description: "\(path):\(error.line):\(error.column): \(error.message)")
        }
        guard case let .number(version)? = root["version"]?.value, Int(version) == Self.version else {
            throw fail(root, "not a layoutlint baseline (version \(Self.version) expected); write one with --write-baseline")
        }
        guard case let .array(items)? = root["findings"]?.value else { throw fail(root, "'findings' must be an array") }
        return Baseline(entries: try items.map { item in
            func text(_ key: String) throws -> String? {
                guard let node = item[key] else { return nil }
                switch node.value {
                case .null: return nil
                case let .string(s): return s
                default: throw fail(node, "'\(key)' must be a string")
                }
            }
            guard let rule = try text("rule"), let file = try text("file") else { throw fail(item, "an entry needs 'rule' and 'file'") }
            var count = 1
            if let node = item["count"] {
                guard case let .number(n) = node.value, n >= 1, n == n.rounded() else { throw fail(node, "'count' must be a positive integer") }
                count = Int(n)
            }
            return Entry(rule: rule, file: file, type: try text("type"), member: try text("member"),
                         message: try text("message") ?? "", count: count)
        })
    }

    static func key(_ rule: String, _ file: String, _ type: String?, _ member: String?) -> String {
        [rule, file, type ?? "", member ?? ""].joined(separator: "\u{0}")
    }

    /// The message with digit runs collapsed: `(line 12)` and `(line 19)` are the same finding.
    static func normalized(_ message: String) -> String {
        var out = ""
        var inDigits = false
        for c in message.unicodeScalars {
            let digit = ("0"..."9").contains(c)
            if digit { if !inDigits { out += "#" } } else { out.unicodeScalars.append(c) }
            inDigits = digit
        }
        return out
    }
}

/// Applies a baseline to a run's findings, file by file; counts are used up as they match.
public struct BaselineFilter: Sendable {
    private var remaining: [String: [(message: String, count: Int)]] = [:]
    public private(set) var suppressed = 0
    /// How many findings the baseline records.
    public let recorded: Int

    public init(_ baseline: Baseline) {
        recorded = baseline.findingCount
        for entry in baseline.entries {
            remaining[Baseline.key(entry.rule, entry.file, entry.type, entry.member), default: []]
                .append((Baseline.normalized(entry.message), entry.count))
        }
    }

    /// The findings of one file (named relative to the baseline) that the baseline does not cover.
    public mutating func newFindings(_ findings: [Finding], file: String) -> [Finding] {
        var keep = [Bool](repeating: true, count: findings.count)
        // First the recorded message, then any recorded finding with the same identity.
        for exact in [true, false] {
            for (i, finding) in findings.enumerated() where keep[i] {
                let key = Baseline.key(finding.ruleID, file, finding.typeName, finding.memberName)
                guard var candidates = remaining[key] else { continue }
                let message = exact ? Baseline.normalized(finding.message) : nil
                guard let k = candidates.firstIndex(where: { $0.count > 0 && (message == nil || $0.message == message) }) else { continue }
                candidates[k].count -= 1
                remaining[key] = candidates
                keep[i] = false
                suppressed += 1
            }
        }
        return findings.indices.filter { keep[$0] }.map { findings[$0] }
    }
}
