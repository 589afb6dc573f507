/// A reporter that draws controllers, not only findings (the HTML section map, the Markdown
/// strips). `lint` classifies each file's layout only when the reporter is one of these, so the
/// other formats pay nothing for it; layouts arrive file by file like findings, and a reporter
/// keeps no more of them than it must.
public protocol LayoutReporter: Reporter {
    /// Called instead of `add(path:findings:)` for every linted file that has checked types or
    /// findings — also for a file without findings, whose controllers conform.
    func add(path: String, findings: [Finding], layouts: [ControllerLayout]) -> String
}

extension LayoutReporter {
    public var asLayoutReporter: (any LayoutReporter)? { self }

    public func add(path: String, findings: [Finding]) -> String {
        add(path: path, findings: findings, layouts: [])
    }
}

/// With `--baseline`: how much of the recorded debt is still there.
public struct BaselineProgress: Sendable, Equatable {
    /// Findings the baseline file records.
    public let recorded: Int
    /// Of those, how many this run still found.
    public let remaining: Int

    public init(recorded: Int, remaining: Int) {
        self.recorded = recorded
        self.remaining = remaining
    }

    public var paidOff: Int { max(recorded - remaining, 0) }
}

/// Which findings belong to which controller: a finding names its type; one naming no type of the
/// file (a file-level finding) belongs to the file.
enum FindingGroups {
    static func byType(_ findings: [Finding], layouts: [ControllerLayout]) -> (perType: [[Finding]], rest: [Finding]) {
        var perType = [[Finding]](repeating: [], count: layouts.count)
        var index: [String: Int] = [:]
        for (i, layout) in layouts.enumerated() where index[layout.name] == nil { index[layout.name] = i }
        var rest: [Finding] = []
        for finding in findings {
            if let name = finding.typeName, let i = index[name] { perType[i].append(finding) } else { rest.append(finding) }
        }
        return (perType, rest)
    }
}
