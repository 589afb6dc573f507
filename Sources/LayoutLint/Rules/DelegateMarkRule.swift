/// One block per protocol, titled with exactly the protocol's name.
public struct DelegateMarkRule: Rule {
    public static let id = "delegate-mark"
    public static let description = "Each implemented protocol has one block of its own, titled with exactly the protocol's name."
    public static let rationale = """
        A MARK that spells the protocol's name lets a reader jump to its definition, and one block per \
        protocol shows at a glance what the controller implements. `extension X: P { … }` is such a block: \
        a loose comment above it is reported only when it names another protocol or a section. A block \
        holds only its protocol's members; a stray one (a button handler) is reported when the protocol's \
        requirements are known.
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
            """, """
            class FeedViewController: UIViewController, UITableViewDelegate {}

            ↓// MARK: - UITableViewDelegate
            extension FeedViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }

            ↓// MARK: - Event Response
            extension FeedViewController: UISearchBarDelegate {
                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
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
            """, """
            class FeedViewController: UIViewController, UITableViewDelegate {}

            // The extension names its protocol; the loose comment above it names nothing else.
            // MARK: - Analytics
            extension FeedViewController: AnalyticsSourceProvider {
                var analyticsSource: String { "feed" }
            }

            // MARK: - OPML Document Picker
            extension FeedViewController: UIDocumentPickerDelegate {
                func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
            }

            // A UIScrollViewDelegate block is fine: the class adopts it through UITableViewDelegate.
            // MARK: - UIScrollViewDelegate
            extension FeedViewController {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """],
    )

    public init(settings: RuleSettings) {}

    /// The protocol a delegate member counts for in a section: a method of an inherited protocol
    /// (UIScrollViewDelegate's in a UITableViewDelegate block) counts for the block's protocol.
    static func protocolName(of member: ClassifiedMember, in section: Section) -> String? {
        protocolName(of: member, inBlockOf: section.role)
    }

    /// `protocolName(of:in:)` given the section's role only (no copy of the section made).
    static func protocolName(of member: ClassifiedMember, inBlockOf sectionRole: Role?) -> String? {
        guard case let .delegate(name)? = member.role else { return nil }
        if case let .delegate(blockProtocol)? = sectionRole, blockProtocol != name,
           Self.refines(blockProtocol, name) {
            return blockProtocol
        }
        return name
    }

    /// Whether SDK protocol `block` refines SDK protocol `name` (`KnownProtocol.inheritedProtocols`
    /// holding it), asked of the table's names: the known protocols' methods, decoded to answer,
    /// cost ~18,000 instructions a question.
    static func refines(_ block: String, _ name: String) -> Bool {
        SDKProtocols.index(named: name) != nil && SDKProtocols.refinements(of: block).contains(name)
    }

    /// Whether a title names the protocol that declares every protocol member of the section, one
    /// the block's protocol refines (`// MARK: - UIScrollViewDelegate` over `scrollViewDidScroll(_:)`
    /// in a class adopting UITableViewDelegate).
    static func titleNamesDeclaringProtocol(_ title: String, of section: Section, blockProtocol: String) -> Bool {
        guard Self.refines(blockProtocol, title),
              let known = KnownProtocol.named(title) else { return false }
        let signatures = Set(known.methods.map(\.signature))
        return section.members.allSatisfy { entry in
            guard case .delegate? = entry.role else { return true }
            return signatures.contains(entry.member.signature ?? entry.member.name)
        }
    }

    /// Whether the type adopts `title` itself (declared, through its extensions or superclass).
    static func isAdoptedProtocol(_ title: String, by type: CheckedTypeRef, _ context: RuleContext) -> Bool {
        type.conformances.contains(title) || type.inheritedFrom[title] != nil
    }

    /// What else a MARK title names, if anything: a protocol (of the SDK, the project, this file or
    /// the type's conformances) or a section.
    static func namedElsewhere(_ title: String, type: CheckedTypeRef, _ context: RuleContext) -> String? {
        if let section = context.classifier.titledSection(title) { return "the \(section.displayName) section" }
        // The file's own protocols last: they are gathered when first asked for (~40,000 instructions).
        // The SDK table by its index of names: `KnownProtocol.named` decodes the protocol's methods to say it exists.
        let isProtocol = SDKProtocols.index(named: title) != nil || type.conformances.contains(title)
            || context.project.protocols[title] != nil || looksLikeProtocolName(title)
            || context.classifier.knowledge.file.protocols[title] != nil
        return isProtocol ? "another protocol" : nil
    }

    /// The protocol's own block elsewhere in the type: an extension declaring it, or a section under
    /// a MARK holding its methods (however titled: delegate-mark asks for the exact title there).
    /// Another unmarked run of its methods is no block (each would point at the other).
    static func block(of name: String, in type: CheckedTypeRef, besides section: Section) -> Section? {
        type.sections.first { other in
            other.anchorLine != section.anchorLine && other.role == .delegate(name)
                && (other.declaredProtocol == name || other.title != nil)
        }
    }

    /// Whether the section sits in an `extension X: …, P` (P's block, whatever MARKs it holds).
    static func extensionDeclares(_ name: String, _ section: Section, _ context: RuleContext) -> Bool {
        section.isExtension && context.outline.types[section.part].inherits.contains(name)
    }

    /// `ShareActivityProvider`, `FilterCreatedDelegate`: one UpperCamelCase word of several parts
    /// ending the way protocol names do, so a protocol the linter cannot see is still recognised.
    static func looksLikeProtocolName(_ title: String) -> Bool {
        let suffixes = ["Delegate", "DataSource", "Provider", "Protocol", "Handler", "Observer", "Listener", "Presenter",
                        "Representable", "Convertible", "able", "ible"]
        guard title.first?.isUppercase == true, title.allSatisfy({ $0.isLetter || $0.isNumber }),
              title.dropFirst().contains(where: \.isUppercase) else { return false }
        return suffixes.contains { title.hasSuffix($0) && title.count > $0.count }
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types { check(type, context, into: &findings) }
        return findings
    }

    /// The findings for one checked type.
    private func check(_ type: CheckedTypeRef, _ context: RuleContext, into findings: inout [Finding]) {
        // Each protocol's first block, by index into the sections (no copy of a Section kept):
        // a type has a handful, found by comparing names, where a Dictionary of them per type
        // cost more in hashing long protocol names than the rest of the rule.
        var firstBlocks: [(name: String, index: Int)] = []
        firstBlocks.reserveCapacity(4)  // grown from empty, most types' list was made twice
        func firstBlockIndex(_ name: String) -> Int? { firstBlocks.first { $0.name == name }?.index }
        func firstBlock(_ name: String) -> Section? { firstBlockIndex(name).map { type.sections[$0] } }
        /// A second block of `name` (sub-headings inside one `extension X: P` do not split P's block).
        func reportSplit(_ name: String, earlier: Section, section: Section) {
            guard !(earlier.part == section.part && Self.extensionDeclares(name, section, context)) else { return }
            findings.append(context.finding(
                "\(name)'s methods are split between line \(earlier.anchorLine) and here; keep them in one block",
                section: section, type: type.name, member: name))
        }
        let sections = type.sections
        for index in sections.indices {
            // Sections without protocol members are passed over without a copy of them made.
            // (A member not at home among protocol methods has no protocol role: its bits say so
            // without a copy of the role made.)
            guard sections[index].members.contains(where: {
                guard $0.isAtHome(in: .delegate) else { return false }
                if case .delegate? = $0.role { return true } else { return false }
            }) else { continue }
            // The common block: one protocol, titled with its name. Only "split" can be said of it.
            // (The title's section was worked out with the section: no lookup by name.)
            if let name = Self.titledSoleProtocol(of: sections, index),
               sections[index].declaredProtocol != nil || sections[index].titledSection == nil {
                if let earlier = firstBlockIndex(name) {
                    if sections[earlier].anchorLine != sections[index].anchorLine {
                        reportSplit(name, earlier: sections[earlier], section: sections[index])
                    }
                } else {
                    firstBlocks.append((name, index))
                }
                continue
            }
            let section = sections[index]
            var protocols: [String] = []
            for member in section.members {
                if let name = Self.protocolName(of: member, in: section), !protocols.contains(name) { protocols.append(name) }
            }
            guard !protocols.isEmpty else { continue }
            if protocols.count == 1, let title = section.title, title != protocols[0],
               Self.titleNamesDeclaringProtocol(title, of: section, blockProtocol: protocols[0]) {
                protocols = [title]  // a block of the refined protocol, under its own name
            }
            var sentToTheirBlock = false
            // A block titled by one of the protocols it mixes is that protocol's block; the
            // others' methods are strays in it, not the start of their own block.
            let owned = section.title.map { protocols.contains($0) ? [$0] : protocols } ?? protocols
            if protocols.count > 1 {
                findings.append(context.finding(
                    "\(section.label) mixes methods of \(protocols.joinedText(separator: " and ")); give each protocol its own MARK block",
                    section: section, type: type.name, member: section.title ?? protocols[0]))
            } else if section.declaredProtocol == nil, section.titledSection != nil {
                // A protocol method under `// MARK: - Life Cycle` is a stray for misplaced-member;
                // the section's title is right for the section, and it opens no protocol block.
                continue
            } else if let title = section.title, title != protocols[0], Self.isAdoptedProtocol(title, by: type, context) {
                // `// MARK: - UITableViewDelegate` over a data-source method: the title is right
                // for the protocol it names, the method is in the wrong block.
                let home = firstBlock(protocols[0]).map { " (line \($0.anchorLine))" } ?? ""
                findings.append(context.finding(
                    "\(section.label) holds \(protocols[0]) methods, not \(title)'s; move them to the \(protocols[0]) block\(home)",
                    section: section, type: type.name, member: title))
                if firstBlockIndex(protocols[0]) == nil { firstBlocks.append((protocols[0], index)) }
                continue
            } else if let title = section.title, title != protocols[0] {
                if section.declaredProtocol == protocols[0], section.mark?.owner == nil {
                    // `extension X: P` is P's block already; a loose comment above it only
                    // misleads when it names another protocol or a section.
                    if let named = Self.namedElsewhere(title, type: type, context) {
                        findings.append(context.finding(
                            "MARK '\(title)' above `extension \(type.name): \(protocols[0])` names \(named); title it '\(protocols[0])' or remove it",
                            section: section, type: type.name, member: title))
                    }
                } else if section.mark?.owner != nil, Self.extensionDeclares(protocols[0], section, context) {
                    // `// MARK: - Signup` inside `extension X: P { … }`: a sub-heading of P's
                    // own block, which the extension already names.
                } else {
                    // A title over mostly other sections' members is theirs: the protocol's few
                    // methods need a block of their own, not this title renamed (unless the title
                    // is the protocol's name short of its suffix).
                    let own = section.members.filter { Self.protocolName(of: $0, in: section) != nil }.count
                    let others = section.members.count - own
                    let home = Self.block(of: protocols[0], in: type, besides: section)
                    let them = own == 1 ? "it" : "them"
                    let mixed = others >= own && !RoleClassifier.isNearMiss(title, of: protocols[0])
                    sentToTheirBlock = mixed && home != nil
                    let message = mixed
                        ? "\(section.label) holds \(own) \(protocols[0]) method\(own == 1 ? "" : "s") among \(others) members of other sections; "
                            + (home.map { "move \(them) to the \(protocols[0]) block (line \($0.anchorLine))" }
                                ?? "give \(them) a block of \(own == 1 ? "its" : "their") own, titled '\(protocols[0])'")
                        : "MARK '\(title)' should be exactly the protocol's name, '\(protocols[0])', so a reader can jump to its definition"
                    findings.append(context.finding(message, section: section, type: type.name, member: title))
                }
            } else if section.title == nil, section.declaredProtocol != protocols[0] {
                // Objective-C has no extension declaring a conformance around methods: only the MARK.
                // Swift rejects restating a conformance the superclass already brings.
                let inherited = type.inheritedFrom[protocols[0]] != nil
                let extensionHint = context.outline.language == .objectiveC || inherited ? "" : " or move them to `extension \(type.name): \(protocols[0])`"
                // The protocol has a block elsewhere: that is where they go. An earlier unmarked
                // run of its methods in the same declaration, split off by other members, is where
                // the one MARK goes: these join it.
                let home = Self.block(of: protocols[0], in: type, besides: section)
                let run = firstBlock(protocols[0]).flatMap { $0.title == nil && $0.part == section.part ? $0 : nil }
                sentToTheirBlock = home != nil || run != nil
                let fix = home.map { "move them to the \(protocols[0]) block (line \($0.anchorLine))" }
                    ?? run.map { "move them up to the other \(protocols[0]) methods (line \($0.anchorLine)), under one MARK" }
                    ?? "add `\(context.markComment(protocols[0]))`\(extensionHint)"
                findings.append(context.finding(
                    "\(protocols[0]) methods have no MARK of their own; \(fix)",
                    section: section, type: type.name, member: protocols[0]))
            }
            for name in owned {
                if let earlier = firstBlock(name) {
                    // Already told to move them to that block: saying "split" again adds nothing.
                    if earlier.anchorLine != section.anchorLine, !sentToTheirBlock {
                        reportSplit(name, earlier: earlier, section: section)
                    }
                } else {
                    firstBlocks.append((name, index))
                }
            }
        }
    }

    /// The section's one protocol when its title is that protocol's name, else nil (several
    /// protocols, another title or none): found without a list of the protocols made.
    static func titledSoleProtocol(of sections: [Section], _ k: Int) -> String? {
        // The section's fields read in place: a copy of it retained each of them.
        guard let title = sections[k].title else { return nil }
        let role = sections[k].role
        // A method of the title's protocol counts for it, unless the block is another protocol's
        // that refines it: then `protocolName` is asked.
        let titleIsBlock: Bool
        if case let .delegate(block)? = role { titleIsBlock = block == title } else { titleIsBlock = true }
        for member in sections[k].members {
            // No protocol role (its bits say so without a copy of the role made), or the title's own.
            guard member.isAtHome(in: .delegate), !(titleIsBlock && member.isDelegate(of: title)) else { continue }
            if let name = protocolName(of: member, inBlockOf: role), name != title { return nil }
        }
        return title
    }
}
