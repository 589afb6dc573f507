/// Sections must follow the configured order.
public struct SectionOrderRule: Rule {
    public static let id = "section-order"
    public static let description = "Sections follow the order: properties, life cycle, protocols, event response, private, getters and setters."
    public static let rationale = """
        When every controller is laid out the same way, a reader finds the life cycle at the top, each \
        protocol's implementation next, the handlers in one place and the long list of view getters out of \
        the way at the bottom. Stored and lazy properties must stay in the class body (Swift forbids them in \
        extensions), so a body's getters never count against extensions that follow it.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            class ProfileViewController: UIViewController {
                // MARK: - Getters and Setters
                private lazy var nameLabel: UILabel = { UILabel() }()

                ↓// MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(nameLabel)
                }
            }
            """, """
            class FeedViewController: UIViewController {
                // MARK: - Event Response
                @objc private func didTapRefresh(_ sender: UIButton) {}
            }

            ↓extension FeedViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """],
        nonTriggering: ["""
            class ProfileViewController: UIViewController {
                private let userID: String

                // MARK: - Life Cycle
                init(userID: String) {
                    self.userID = userID
                    super.init(nibName: nil, bundle: nil)
                }

                // MARK: - Getters and Setters
                private lazy var tableView: UITableView = {
                    let tableView = UITableView(frame: .zero, style: .plain)
                    tableView.dataSource = self
                    return tableView
                }()
            }

            extension ProfileViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """],
    )

    public init(settings: RuleSettings) {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let order = context.configuration.sectionOrder.map(\.rawValue).joined(separator: ", ")
        for type in context.checkedTypes {
            // One finding per kind of misplaced section and type, counting the repeats: an
            // unmarked class that interleaves properties and getters needs one report, not twenty.
            var reported: [SectionID: (index: Int, repeats: Int)] = [:]
            var latest: Section?               // the furthest-ranked section so far
            var latestMovable: Section?        // the same, ignoring body sections that must stay in the body
            for section in type.sections {
                guard let role = section.role else { continue }
                let rank = context.configuration.rank(of: role.section)
                let rival = section.isExtension ? latestMovable : latest
                if let rival, let rivalRole = rival.role, context.configuration.rank(of: rivalRole.section) > rank {
                    if let earlier = reported[role.section] {
                        reported[role.section] = (earlier.index, earlier.repeats + 1)
                        continue
                    }
                    reported[role.section] = (findings.count, 0)
                    findings.append(context.finding(
                        "\(section.label) comes after \(rival.label) (line \(rival.anchorLine)); the section order puts \(role.section.displayName) "
                            + "before \(rivalRole.section.displayName) (\(order))",
                        section: section, type: type.name, member: section.title ?? role.markTitle))
                    continue
                }
                if latest.flatMap({ $0.role }).map({ context.configuration.rank(of: $0.section) <= rank }) ?? true { latest = section }
                // Stored, lazy and observed properties cannot move to an extension.
                let mustStayInBody = !section.isExtension && section.members.contains { member in
                    guard let storage = member.member.storage else { return false }
                    return storage != .computed && !member.member.has(modifier: "static") && !member.member.has(modifier: "class")
                }
                if !mustStayInBody, latestMovable.flatMap({ $0.role }).map({ context.configuration.rank(of: $0.section) <= rank }) ?? true {
                    latestMovable = section
                }
            }
            for (section, entry) in reported where entry.repeats > 0 {
                let finding = findings[entry.index]
                findings[entry.index] = context.finding(
                    finding.message + "; \(entry.repeats) more \(section.displayName) section\(entry.repeats == 1 ? " is" : "s are") out of order below",
                    line: finding.line, column: finding.column, type: finding.typeName, member: finding.memberName)
            }
        }
        return findings
    }
}
