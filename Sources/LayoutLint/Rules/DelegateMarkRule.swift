/// One block per protocol, titled with exactly the protocol's name.
public struct DelegateMarkRule: Rule {
    public static let id = "delegate-mark"
    public static let description = "Each implemented protocol has one block of its own, titled with exactly the protocol's name."
    public static let rationale = """
        A MARK that spells the protocol's name lets a reader jump to its definition, and one block per \
        protocol shows at a glance what the controller implements. `extension X: P { … }` is such a block.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                ↓// MARK: - Table View
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            """, """
            class ListViewController: UIViewController {}

            extension ListViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }

            ↓extension ListViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            }
            """],
        nonTriggering: ["""
            class ListViewController: UIViewController, UITableViewDataSource {
                // MARK: - UITableViewDataSource
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }

            extension ListViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }

            // MARK: - ProfileHeaderDelegate
            extension ListViewController: ProfileHeaderDelegate {
                func headerDidTapAvatar(_ header: ProfileHeader) {}
            }
            """],
    )

    public init(settings: RuleSettings) {}

    /// The protocol a delegate member counts for in a section: a method of an inherited protocol
    /// (UIScrollViewDelegate's in a UITableViewDelegate block) counts for the block's protocol.
    static func protocolName(of member: ClassifiedMember, in section: Section) -> String? {
        guard case let .delegate(name)? = member.role else { return nil }
        if case let .delegate(blockProtocol)? = section.role, blockProtocol != name,
           KnownProtocol.inheritedProtocols(of: blockProtocol).contains(where: { $0.name == name }) {
            return blockProtocol
        }
        return name
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.checkedTypes {
            var firstBlock: [String: Section] = [:]
            for section in type.sections {
                var protocols: [String] = []
                for member in section.members {
                    if let name = Self.protocolName(of: member, in: section), !protocols.contains(name) { protocols.append(name) }
                }
                guard !protocols.isEmpty else { continue }
                let anchor = context.anchor(of: section)
                if protocols.count > 1 {
                    findings.append(context.finding(
                        "\(section.label) mixes methods of \(protocols.joined(separator: " and ")); give each protocol its own MARK block",
                        line: anchor.0, column: anchor.1, type: type.name, member: section.title ?? protocols[0]))
                } else if let title = section.title, title != protocols[0] {
                    findings.append(context.finding(
                        "MARK '\(title)' should be exactly the protocol's name, '\(protocols[0])', so a reader can jump to its definition",
                        line: anchor.0, column: anchor.1, type: type.name, member: title))
                } else if section.title == nil, section.declaredProtocol != protocols[0] {
                    findings.append(context.finding(
                        "\(protocols[0]) methods have no MARK of their own; add `\(context.markComment(protocols[0]))` or move them to `extension \(type.name): \(protocols[0])`",
                        line: anchor.0, column: anchor.1, type: type.name, member: protocols[0]))
                }
                for name in protocols {
                    if let earlier = firstBlock[name] {
                        if earlier.anchorLine != section.anchorLine {
                            findings.append(context.finding(
                                "\(name)'s methods are split between line \(earlier.anchorLine) and here; keep them in one block",
                                line: anchor.0, column: anchor.1, type: type.name, member: name))
                        }
                    } else {
                        firstBlock[name] = section
                    }
                }
            }
        }
        return findings
    }
}
