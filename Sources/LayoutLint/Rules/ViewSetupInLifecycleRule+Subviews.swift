/// Which of a checked type's properties hold views, and where each view is made: that decides
/// what view-setup-in-lifecycle tells the user to do instead.
extension ViewSetupInLifecycleRule {
    enum SubviewKind {
        /// Built by the controller (a lazy getter, or a property the controller makes): configure it there.
        case getter
        /// Made by Interface Builder: configure it in the outlet's `didSet`.
        case outlet
        /// Handed in through `init`: nothing to configure it in, but its layout belongs in layoutPageSubviews().
        case injected
        /// Typed as a view and not an outlet: `injected` when an initializer assigns it a value it
        /// was given, else `getter` (decided only when it matters: reading every init costs).
        case typed
    }

    /// The type's properties (`var` and `let` members), gathered once per type with each name's
    /// fingerprint: a chain's root is looked up among them by fingerprint, and only a name of the
    /// same one is compared, where a walk over every member compared each property's name.
    struct PropertyTable {
        /// Member positions of the properties, in source order, with their names' fingerprints.
        let properties: [(position: Int, slot: Int?)]
        /// The properties' and the Objective-C interface's view properties' fingerprints, one bit each.
        let filter: NameFilter

        init(_ members: [ClassifiedMember], declaredViews: Set<String>) {
            var properties: [(position: Int, slot: Int?)] = []
            properties.reserveCapacity(members.count)
            for k in members.indices {
                let kind = members[k].member.kind
                guard kind == .var || kind == .let else { continue }
                properties.append((k, NameFilter.slot(members[k].member.name)))
            }
            self.properties = properties
            var filter = NameFilter(slots: properties.lazy.map(\.slot))
            filter.formUnion(NameFilter(slots: declaredViews.lazy.map(NameFilter.slot)))
            self.filter = filter
        }

        /// Whether the token may spell one of the properties or views `subviewKind` answers for (a
        /// name without a fingerprint, on either side, may).
        func mayHold(_ token: Token, in bytes: [UInt8]) -> Bool { filter.mayHold(token, in: bytes) }
    }

    /// One type's views, worked out as chains ask about them.
    struct ViewFacts {
        let type: CheckedTypeRef
        let declaredViews: Set<String>
        /// Made at the first chain rooted at a name no setting allows: many types configure only
        /// `view` and `navigationItem` in their life cycle.
        private var table: PropertyTable?
        /// Each root's kind, worked out the first time a chain starts at it (nil: no view). A
        /// type has a root or two: a list searched costs less than a dictionary made.
        private var kinds: [(root: String, kind: SubviewKind?)] = []
        /// Which typed views came in through init: read from the initializers' bodies only when
        /// a finding's wording depends on it.
        private var injected: Set<String>?

        init(type: CheckedTypeRef, declaredViews: Set<String>) {
            self.type = type
            self.declaredViews = declaredViews
        }

        private mutating func properties() -> PropertyTable {
            if let table { return table }
            let made = PropertyTable(type.members, declaredViews: declaredViews)
            table = made
            return made
        }

        /// Whether the token may spell one of the type's properties or views (`PropertyTable.mayHold`).
        mutating func mayHold(_ token: Token, in bytes: [UInt8]) -> Bool { properties().mayHold(token, in: bytes) }

        mutating func kind(of root: String) -> SubviewKind? {
            if let known = kinds.first(where: { $0.root == root }) { return known.kind }
            let kind = ViewSetupInLifecycleRule.subviewKind(of: root, in: type, properties: properties(), declaredViews: declaredViews)
            kinds.append((root, kind))
            return kind
        }

        /// A typed view's kind once it matters: injected through init, or built by the controller.
        mutating func resolved(_ kind: SubviewKind, _ root: String, _ context: RuleContext) -> SubviewKind {
            guard kind == .typed else { return kind }
            if injected == nil { injected = ViewSetupInLifecycleRule.injectedProperties(of: type, context) }
            return injected!.contains(root) ? .injected : .getter
        }
    }

    /// A body's closures and blocks (`blockRanges`), worked out at the first view made or
    /// configured: most bodies have none worth asking about.
    struct BodyBlocks {
        private var ranges: (callbacks: [Range<Int>], statements: [Range<Int>])?

        mutating func inCallback(_ position: Int, _ body: [Int], _ context: RuleContext) -> Bool {
            if ranges == nil { ranges = ViewSetupInLifecycleRule.blockRanges(body, context) }
            return ranges!.callbacks.contains { $0.contains(position) }
        }

        mutating func inStatement(_ position: Int, _ body: [Int], _ context: RuleContext) -> Bool {
            if ranges == nil { ranges = ViewSetupInLifecycleRule.blockRanges(body, context) }
            return ranges!.statements.contains { $0.contains(position) }
        }
    }

    /// What kind of view property `name` is, if it holds a view: typed as a view, or built by a
    /// closure that makes one (the last such declaration of the name wins); else one of the
    /// Objective-C interface's view properties (`declaredViews`), made by the controller. Asked
    /// only of a chain's root: a table of every property's kind per checked type cost ~1 % of a lint.
    static func subviewKind(of name: String, in type: CheckedTypeRef, properties: PropertyTable,
                            declaredViews: Set<String>) -> SubviewKind? {
        let slot = NameFilter.slot(name)
        let members = type.members
        for (position, other) in properties.properties.reversed() {
            // Names of another fingerprint differ (one without a fingerprint is compared).
            if let slot, let other, other != slot { continue }
            let member = members[position].member
            guard member.name == name else { continue }
            if let typeName = member.typeName, UIKitNames.isViewType(typeName) {
                return member.has(AttributeWord.IBOutlet) ? .outlet : .typed
            } else if member.typeName == nil, member.storage == .lazyClosure {
                return .getter  // `lazy var x = { … }()`: a getter, most often of a view
            }
        }
        return declaredViews.contains(name) ? .getter : nil
    }

    /// Stored properties with no initial value that an initializer assigns from a value it was
    /// given (`self.headerView = headerView`), not from a view it makes (`HeaderView()`).
    static func injectedProperties(of type: CheckedTypeRef, _ context: RuleContext) -> Set<String> {
        var names = Set<String>()
        for entry in type.members where entry.member.kind == .`init` {
            let body = context.bodyTokens(entry.member)
            var k = 0
            while k < body.count {
                guard let (root, end) = AccessChain.extent(context, body, at: k) else { k += 1; continue }
                let start = k
                k = max(end, k + 1)
                // A lone name (`headerView = …`, `self.headerView = …`) ends right after its root;
                // only then are its names read.
                guard end == root + 1, let (chain, _) = AccessChain.read(context, body, at: start),
                      chain.isAssigned(context), k + 1 < body.count else { continue }
                // body[k] is the `=`; an ASCII name's case is its first byte's (no String, no Unicode lookup).
                let value = context.tokens[body[k + 1]]
                guard value.kind == .identifier else { continue }
                let first = context.file.bytes[Int(value.start)]
                let isLowercase = first < 0x80 ? first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
                    : context.text(body[k + 1]).first?.isLowercase == true
                if isLowercase { names.insert(chain.names[0]) }
            }
        }
        return names.filter { name in
            type.members.contains { $0.member.name == name && $0.member.initializerStart == nil && $0.member.storage == .stored }
        }
    }
}
