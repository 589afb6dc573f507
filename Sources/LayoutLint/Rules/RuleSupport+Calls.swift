/// Calls read out of a body in either language, so rules ask "does it call super?" or "does it
/// create a view?" without knowing the syntax: Swift `super.viewDidLoad()`, `UILabel()`;
/// Objective-C `[super viewDidLoad]`, `[[UILabel alloc] init]`.
extension RuleContext {
    /// Whether `member`'s body calls the superclass's implementation of itself.
    public func callsSuper(_ member: Member) -> Bool {
        guard let open = member.bodyOpen, let close = member.bodyClose else { return false }
        let tokens = tokens
        let end = min(close, tokens.count)
        // The body's significant tokens are walked in place: an array of them per overriding
        // method cost ~1 % of a lint, and `super` is rare.
        func significant(after i: Int) -> Int? {
            var j = i + 1
            while j < end, tokens[j].kind.isTrivia { j += 1 }
            return j < end ? j : nil
        }
        let objCName = member.selector.map { String($0.prefix { $0 != ":" }) }
        var previous: Int?
        var i = open
        while let k = significant(after: i) {
            // The length first, in place: `tokenIs` is a call, and nearly no token is five bytes of `super`.
            if tokens[k].length == 5, tokenIs(k, "super"), let next = significant(after: k), let after = significant(after: next) {
                if tokenIs(next, "."), tokenSpells(after, member.name) { return true }
                if let objCName, let previous, tokenIs(previous, "["), tokenSpells(next, objCName) { return true }
            }
            previous = k
            i = k
        }
        return false
    }

    /// How the call to super is written, for messages.
    public func superCallSpelling(_ member: Member) -> String {
        guard let selector = member.selector else { return "super.\(member.name)" }
        return "[super \(selector.prefix { $0 != ":" })\(selector.contains(":") ? ":…" : "")]"
    }

    /// Objective-C message sends in a body: `[receiver first…]`, with the receiver's name chain
    /// (`self.label` → ["self", "label"]) and the selector's first piece. Nested receivers
    /// (`[[UILabel alloc] init]`) are found as their own sends.
    func messageSends(in body: [Int]) -> [MessageSend] {
        // `[receiver name]` is no Swift expression (a capture list `[weak self]` is the nearest).
        guard outline.language == .objectiveC else { return [] }
        var sends: [MessageSend] = []
        let tokens = tokens  // one reference for the walk, not one read through the outline per token
        var k = 0
        while k + 2 < body.count {
            defer { k += 1 }
            guard tokenIs(body[k], "["), tokens[body[k + 1]].kind == .identifier else { continue }
            var names = [text(body[k + 1])]
            var j = k + 2
            while j + 1 < body.count, tokenIs(body[j], "."), tokens[body[j + 1]].kind == .identifier {
                names.append(text(body[j + 1]))
                j += 2
            }
            guard j < body.count, tokens[body[j]].kind == .identifier else { continue }
            sends.append(MessageSend(receiver: names, selectorPiece: text(body[j]), token: body[k + 1], position: k))
        }
        return sends
    }
}

struct MessageSend {
    let receiver: [String]
    let selectorPiece: String
    /// The receiver's first token, where findings point.
    let token: Int
    /// Index of the `[` in the body's significant tokens.
    let position: Int

    /// `[UILabel alloc]`, `[UIButton new]`: a view class being instantiated.
    var createsView: Bool {
        receiver.count == 1 && (selectorPiece == "alloc" || selectorPiece == "new") && UIKitNames.viewClasses.contains(receiver[0])
    }

    /// `[self.label mas_makeConstraints:…]`, `[NSLayoutConstraint activateConstraints:…]`,
    /// `[self.view addConstraint:…]`.
    var makesConstraints: Bool {
        let piece = selectorPiece.hasPrefix("mas_") ? String(selectorPiece.dropFirst(4)) : selectorPiece
        return piece == "activateConstraints" || LayoutInWillAppearRule.constraintCalls.contains(piece)
    }
}

extension RuleContext {
    /// The type's view-typed properties declared outside its members: Objective-C `@property
    /// UILabel *label` in the interfaces (as `label` and its ivar `_label`); empty for Swift, whose
    /// properties are members.
    func declaredViewProperties(of type: CheckedTypeRef) -> Set<String> {
        var names = Set<String>()
        for property in classifier.declaredProperties(of: type.name) {
            guard let typeName = property.typeName, !typeName.contains("IBOutlet"),
                  let base = typeName.split(whereSeparator: { $0 == " " || $0 == "*" }).last,
                  UIKitNames.isViewType(String(base)) else { continue }
            names.insert(property.name)
            names.insert("_" + property.name)
        }
        return names
    }
}

extension RuleContext {
    /// A section mark as the file's language writes it: `// MARK: - Title`, `#pragma mark - Title`.
    public func markComment(_ title: String) -> String { markCommentText(title).string }

    func markCommentText(_ title: String) -> MessageText { "\(outline.language.markPrefix)- \(title)" }
}
