/// Helpers named by their job. A method that does layoutPageSubviews()'s job under another name
/// (`setupConstraints()`, `configureLayout()`, called from viewDidLoad) is part of the life cycle;
/// a method that only builds the `UIAction`s or `UIMenu` of a bar item, or builds a view, belongs
/// with the getters. Neither is a stray helper to move out of the controller, so each keeps the private
/// section as a second home and is never reported for sitting there.
extension RoleClassifier {
    /// Words that, alone or together, name laying out the page after a set-up verb: `setupViews`,
    /// `configureLayout`, `makeConstraints`, `setUpViewHierarchy`, but not `setupTableView`.
    static let layoutWords = ["layout", "layouts", "constraint", "constraints", "subview", "subviews", "view", "views",
                              "hierarchy", "ui", "interface", "auto", "initial", "page", "all"]
    /// Words that start the name of a method doing set-up work.
    static let setupVerbs = ["setup", "setUp", "configure", "make", "build", "layout", "add", "prepare", "install", "create", "activate", "constrain"]
    /// The verbs' first letters, one bit each from `a` (the verbs start with a lowercase letter).
    static let verbInitials: UInt32 = setupVerbs.reduce(0) { $0 | 1 << UInt32($1.utf8.first! &- UInt8(ascii: "a")) }
    /// The first set-up verb `name` starts with (`setupViews`: `setup`). An ASCII name, nearly
    /// every one, is compared as bytes: `String.hasPrefix` cost ~100 instructions a verb.
    static func setupVerb(of name: String) -> String? {
        let ascii = name.withUTF8Bytes { bytes -> String?? in
            // No verb starts a name whose first letter starts none (`viewDidLoad`, most names
            // asked about): turned away before comparing twelve verbs.
            guard let first = bytes.first, first &- UInt8(ascii: "a") < 26,
                  verbInitials >> UInt32(first &- UInt8(ascii: "a")) & 1 != 0 else { return .some(nil) }
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return .some(setupVerbs.first { verb in
                verb.withUTF8Bytes { verb in verb.count <= bytes.count && zip(verb, bytes).allSatisfy { $0 == $1 } }
            })
        }
        return ascii ?? setupVerbs.first(where: name.hasPrefix)
    }

    /// Return types of a method that builds a menu.
    static let menuTypes: Set<String> = ["UIMenu", "UIAction", "UIMenuElement", "UIDeferredMenuElement", "[UIAction]",
                                         "[UIMenuElement]", "[UIMenu]"]
    /// Life-cycle methods whose callees may do layoutPageSubviews()'s job.
    static let layoutCallers: Set<String> = ["viewDidLoad", "loadView"]

    /// The role of a set-up helper with its reason, or nil for any other method.
    func setupHelperRole(_ member: Member, checked: CheckedType) -> (Role, String)? {
        guard member.kind == .func, !member.has(.static), !member.has(.class) else { return nil }
        if Self.isLayoutHelperName(member), member.parameterCount == 0, member.typeName == nil,
           let caller = caller(of: member.name, in: checked, where: { Self.layoutCallers.contains($0.name) }) {
            return (.lifecycle, "layout helper called from \(caller): does layoutPageSubviews()'s job under another name")
        }
        // `setupAnnouncementBanner()` named for what it sets up, but adding subviews and constraints.
        if Self.setupVerb(of: member.name) != nil, member.parameterCount == 0, member.typeName == nil,
           laysOutSubviews(member),
           let caller = caller(of: member.name, in: checked, where: { Self.layoutCallers.contains($0.name) }) {
            return (.lifecycle, "set-up helper called from \(caller) that adds subviews and lays them out: layoutPageSubviews()'s job")
        }
        if Self.isViewBuilder(member) {
            return (.accessors, "builds a \(member.typeName!), like a view's getter")
        }
        if Self.isMenuBuilder(member) {
            // Only with the getter that uses it: a cell's context-menu actions are a helper's.
            if let getter = caller(of: member.name, in: checked, where: { ($0.kind == .var || $0.kind == .let) && $0.bodyOpen != nil }) {
                return (.accessors, "builds a bar item's menu or actions, used by \(getter): belongs with its getter")
            }
        }
        return nil
    }

    /// A body that adds a subview and makes constraints (anchors, NSLayoutConstraint, SnapKit, Masonry).
    func laysOutSubviews(_ member: Member) -> Bool {
        guard let open = member.bodyOpen, let close = member.bodyClose else { return false }
        let tokens = outline.tokens, file = outline.file
        var adds = false, constrains = false
        for k in open + 1..<min(close, tokens.count) where tokens[k].kind == .identifier {
            let token = tokens[k]
            if file.tokenIs(token, "addSubview") || file.tokenIs(token, "addArrangedSubview") { adds = true }
            if file.tokenIs(token, "NSLayoutConstraint") || file.tokenIs(token, "snp") || file.tokenIs(token, "mas_makeConstraints")
                || file.bytes[token.range].suffix(6).elementsEqual("Anchor".utf8) { constrains = true }
            if adds && constrains { return true }
        }
        return false
    }

    static func isLayoutHelperName(_ member: Member) -> Bool {
        guard let verb = setupVerb(of: member.name) else { return false }
        let rest = Array(member.name.dropFirst(verb.count).lowercased().utf8)
        if verb == "layout" || verb == "constrain" { return true }
        // Can `rest` be cut into layout words? (a few letters: a table of reachable prefixes)
        guard !rest.isEmpty else { return false }
        var reachable = [Bool](repeating: false, count: rest.count + 1)
        reachable[0] = true
        for start in rest.indices where reachable[start] {
            for word in layoutWords {
                let end = start + word.utf8.count
                if end <= rest.count, rest[start..<end].elementsEqual(word.utf8) { reachable[end] = true }
            }
        }
        return reachable[rest.count]
    }

    /// `func titleLabel(title: String) -> UILabel`: a factory of views, the getters' job.
    /// `makeHeaderView() -> UIView` builds a view as a getter would; one that takes arguments
    /// (`cell(for:at:) -> UITableViewCell`) is a data source's helper, which no getter could be.
    static func isViewBuilder(_ member: Member) -> Bool {
        guard member.parameterCount == 0, let result = member.typeName?.trimmingSuffix("?").trimmingSuffix("!") else { return false }
        return UIKitNames.isViewType(result)
    }

    static func isMenuBuilder(_ member: Member) -> Bool {
        guard let result = member.typeName?.trimmingSuffix("?") else { return false }
        return menuTypes.contains(result)
    }

    /// The first member (matching `filter`) of the checked type whose body calls `name(…)`.
    func caller(of name: String, in checked: CheckedType, where filter: (Member) -> Bool) -> String? {
        let tokens = outline.tokens
        for part in checked.parts {
            for member in outline.types[part].members where filter(member) {
                guard let open = member.bodyOpen, let close = member.bodyClose else { continue }
                var i = open + 1
                while i < min(close, tokens.count) {
                    defer { i += 1 }
                    guard tokens[i].kind == .identifier, outline.file.token(tokens[i], equals: name) else { continue }
                    if let next = outline.significant(after: i), next < close, outline.file.tokenIs(tokens[next], "(") {
                        return member.signature ?? member.name
                    }
                }
            }
        }
        return nil
    }

    /// A set-up helper's second home: the private section, where such helpers are usually kept.
    static func setupHelperSecondHome(_ member: Member, section: SectionID?) -> Role? {
        guard member.kind == .func else { return nil }
        switch section {
        case .lifecycle?:
            // A layout helper's name starts with a set-up verb too, so the verb alone decides (the
            // word split cost hundreds of instructions a member); the parameter test goes first.
            guard member.parameterCount == 0 else { return nil }
            return setupVerb(of: member.name) != nil ? .private : nil
        case .accessors?: return isMenuBuilder(member) || isViewBuilder(member) ? .private : nil
        default: return nil
        }
    }
}
