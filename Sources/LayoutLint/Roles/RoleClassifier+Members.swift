/// The role of one member, and the reason a reader is shown for it.
extension RoleClassifier {
    /// Sender types that make an `@objc` method a target–action or notification handler.
    static let senderSuffixes = ["Button", "Control", "BarButtonItem", "GestureRecognizer", "Notification", "Switch",
                                 "Slider", "Stepper", "SegmentedControl", "DatePicker", "TextField", "PageControl", "Any", "AnyObject"]

    /// A member's role, the reason shown for it, and the second home some members have.
    typealias Placement = (role: Role?, reason: RoleReason, alternative: Role?)

    func classify(_ member: Member, in section: Section, _ context: SectionContext, checked: CheckedType, lifecycle: NameSet) -> Placement {
        switch member.kind {
        case .`init`: return (.lifecycle, "initializer", nil)
        case .deinit: return (.lifecycle, "deinitializer", nil)
        case .var, .let: return classifyProperty(member, in: section, context, checked: checked)
        case .subscript: return (.private, "subscript", nil)
        case .func, .method, .classMethod:
            let (role, reason) = classifyMethod(member, in: section, context, checked: checked, lifecycle: lifecycle)
            return (role, reason, nil)
        default: return (nil, "\(member.kind.rawValue) declarations are not placed by the convention", nil)
        }
    }

    func classifyMethod(_ member: Member, in section: Section, _ context: SectionContext, checked: CheckedType,
                        lifecycle: NameSet) -> (Role?, RoleReason) {
        let signature = member.signature ?? member.name
        // (Its target's names in a NameSet: a hashed Set cost ~450 instructions a life-cycle method.)
        if lifecycle.contains(member.name) { return (.lifecycle, "UIKit life-cycle method") }
        if member.has(AttributeWord.IBAction) { return (.event, "@IBAction") }
        if let selector = member.selector, member.typeName == "IBAction" || declaredActions.contains(selector) {
            return (.event, "IBAction")
        }
        let named = member.selector ?? member.name
        let selectors = selectorIndex
        if selectors.names.mayContain(NameFilter.slot(named)), let line = selectors.line(named: named) {
            return (.event, .selectorNamed(objectiveC: member.selector != nil, line: line))
        }
        if let role = delegateRole(signature: signature, in: section, context, checked: checked) { return role }
        // Both tables are empty in most files: the name is hashed only when the filter lets it by.
        let mayBeHandler = member.selector == nil && selectors.handlerNames.mayContain(NameFilter.slot(member.name))
        if mayBeHandler, let line = selectors.references.actionArguments[member.name] { return (.event, "handed over as an action: argument at line \(line)") }
        if let property = accessedProperty(member, of: checked) { return (.accessors, "accessor of the property '\(property)'") }
        if mayBeHandler, let line = selectors.references.blockHandlers[member.name] {
            return (.event, "called from the observer or action block at line \(line), and nowhere else")
        }
        // A target–action method takes the sender (and at most the event): `applyAppearance(to:
        // selected:)`, which restyles the button it is given, is a helper.
        if member.isObjCExposed, member.parameterCount <= 2, let sender = member.firstParameterTypeName,
           Self.senderSuffixes.contains(where: { sender.hasSuffix($0) }),
           member.parameterCount == 1 || member.parameters.last?.type.contains("Event") == true {
            return (.event, "\(member.selector == nil ? "@objc method" : "method") taking a \(sender) sender")
        }
        if member.isObjCExposed, let title = section.title, aliasedSection(title) == .event {
            return (.event, "@objc method under MARK: - \(title) (wired elsewhere)")
        }
        if let selector = member.selector, let base = knowledge.baseClass(declaring: selector, startingAt: checked.superclass) {
            return (nil, .text("override of \(base.name)'s \(selector) (declared in \(base.path):\(base.line)), a method of the app's own base class: "
                + "the convention does not place overrides of a base class's hooks"))
        }
        if member.has(.override) || member.selector.map(ObjCSuperclassMethods.contains) == true {
            return (nil, .text(overrideReason(checked)))
        }
        // Objective-C says `override` by calling the superclass's own implementation (`[super destroy]`).
        if member.selector != nil, sendsToSuper(member) { return (nil, .text(overrideReason(checked))) }
        if member.isTypeMethod, let result = member.typeName,
           ["Self", "instancetype", checked.name, checked.name + "?", checked.name + " *"].contains(result) {
            return (.lifecycle, "factory method: it makes the controller, like an initializer")
        }
        if member.isTypeMethod, makesInstance(member, of: checked) {
            return (.lifecycle, "factory method: it makes the controller (wrapped in what it returns), like an initializer")
        }
        // `commonInit()`, MatrixKit's `finalizeInit`: initialization split out of the initializers.
        if (member.selector.map { $0.hasPrefix("commonInit") || $0.hasPrefix("finalizeInit") || $0.hasPrefix("sharedInit") } ?? false)
            || member.name.hasSuffix("Init") {
            return (.lifecycle, "initialization hook: part of the initializers' work")
        }
        // Before the set-up helpers: `viewForStream() -> UIView` that six subclasses override is
        // a hook of a template, not a view's getter.
        if member.selector == nil, !member.has(.private), !member.has(.fileprivate),
           let subclass = knowledge.fileSubclass(of: checked.name, overriding: member.name)
            ?? project.subclass(of: checked.name, overriding: member.name) {
            return (nil, "a hook \(subclass), a subclass in the project, overrides: a step of a template, which the convention does not place")
        }
        if let (role, reason) = setupHelperRole(member, checked: checked) { return (role, .text(reason)) }
        if isAbstractHook(member) {
            return (nil, "abstract method (its body only traps): a hook for subclasses to override, which the convention does not place")
        }
        return (.private, "helper method: not life cycle, protocol, event handler or accessor")
    }

    /// `[super destroy]` in `- (void)destroy`: the method overrides its superclass's.
    func sendsToSuper(_ member: Member) -> Bool {
        guard let selector = member.selector, let open = member.bodyOpen, let close = member.bodyClose else { return false }
        let first = selector.prefix { $0 != ":" }
        let file = outline.file, tokens = outline.tokens
        var k = open + 1
        while k + 2 < close {
            if file.tokenIs(tokens[k], "super"), let previous = outline.significant(before: k), file.tokenIs(tokens[previous], "["),
               let name = outline.significant(after: k), name < close, file.token(tokens[name], equals: String(first)) {
                return true
            }
            k += 1
        }
        return false
    }

    /// Calls that make a body a trap for a subclass that forgot to override it.
    static let trapCalls: Set<String> = ["abort", "fatalError", "preconditionFailure", "assertionFailure", "NSAssert",
                                         "NSCAssert", "doesNotRecognizeSelector", "NSRequestConcreteImplementation"]

    /// `- (void)enableRuleForRow:(NSInteger)row { abort(); }`, `func reload() { fatalError("override") }`,
    /// `[self doesNotRecognizeSelector:_cmd]`: a base class's abstract method, not a helper.
    func isAbstractHook(_ member: Member) -> Bool {
        guard let open = member.bodyOpen, let close = member.bodyClose, close > open else { return false }
        let file = outline.file, tokens = outline.tokens
        var k = outline.significant(after: open)
        // `[self doesNotRecognizeSelector:_cmd]`, `@throw …`: look past the message's opening.
        var skipped = 0
        while let at = k, at < close, skipped < 2, file.tokenIs(tokens[at], "[") || file.tokenIs(tokens[at], "self") {
            k = outline.significant(after: at)
            skipped += 1
        }
        guard let first = k, first < close else { return false }
        if file.tokenIs(tokens[first], "@throw") { return true }
        if file.tokenIs(tokens[first], "@"), let next = outline.significant(after: first), file.tokenIs(tokens[next], "throw") { return true }
        return tokens[first].kind == .identifier && Self.trapCalls.contains(file.text(tokens[first]))
    }

    /// Overrides are placed by what they override, which the linter cannot see: UIKit's methods
    /// outside the life cycle, or hooks of the app's own base class (a template method). The
    /// convention places neither; say which the chain makes possible.
    func overrideReason(_ checked: CheckedType) -> String {
        if let base = knowledge.appBaseClass(startingAt: checked.superclass) {
            return "override of a method of \(base) (the app's own base class) or UIKit: the convention does not place overrides of a base class's hooks"
        }
        return "override of a UIKit method the convention does not place"
    }

    /// What `delegateRole` asks of a section, worked out when the section opens rather than for
    /// each of its members.
    struct SectionContext {
        /// The protocols its extension declares (none outside an extension).
        var declared: [String] = []
        /// The one declared protocol neither the project nor the SDK table knows, when exactly one is.
        var unknownDeclared: String?
        /// Whether its title names a protocol the type conforms to that neither the project nor the
        /// SDK table declares (a binary framework's).
        var titleIsUnknownConformance = false
    }

    func sectionContext(_ section: Section, _ checked: CheckedType) -> SectionContext {
        var context = SectionContext()
        if section.isExtension {
            // Only the part's inherited names: copying the whole TypeDecl retained a dozen fields.
            context.declared = outline.types[section.part].inherits
            // A protocol from a binary framework is unknown: its extension vouches for its members.
            // (Counted, not gathered: a list per extension section. The extension's protocols are
            // the type's conformances, whose unknown ones were noted once: asking the file, the
            // project and the SDK table per section cost ~1,400 instructions a name.)
            var unknown: String?, unknownCount = 0
            for name in context.declared where checked.unknownConformances.contains(name) {
                unknown = name
                unknownCount += 1
            }
            if unknownCount == 1 { context.unknownDeclared = unknown }
        }
        if let title = section.title, checked.conforms(to: title) { context.titleIsUnknownConformance = checked.unknownConformances.contains(title) }
        return context
    }

    /// Protocol membership, with the source of the decision: a requirement of the extension's
    /// protocol (or one it refines), a member of an extension for a protocol nobody declares, a
    /// requirement of a protocol the class adopts (declared or inherited), then the SDK table alone.
    func delegateRole(signature: String, in section: Section, _ context: SectionContext, checked: CheckedType) -> (Role?, RoleReason)? {
        let (owners, shape) = checked.requirementOwnersAndShape(signature)
        // Most members: no adopted protocol requires them and no unknown protocol vouches for
        // them, so only the SDK table's delegate-shaped names are left (the steps below, skipped),
        // which a name without a colon (every property's) is not: its bytes are not counted again.
        if owners.isEmpty, context.unknownDeclared == nil, !context.titleIsUnknownConformance {
            return shape.arguments ? sdkMatch(signature, sdkOwners: nil) : nil
        }
        // (The owners as sources' indices, each read where it lies: see `RequirementSet`.)
        if let k = owners.first(where: { context.declared.contains(checked.requirementSources[$0].owner.adopted) }) {
            let found = checked.owner(k)
            return (.delegate(found.adopted), requirementReason(found, inheritedFrom: nil, checked))
        }
        // The SDK table is asked only where its answer decides: most members are in no extension,
        // under no protocol's MARK, and have fewer than two arguments.
        // (No closure to cache it: its captured variable cost an allocation per member.)
        var sdkOwners: [SDKProtocol]?
        if let unknown = context.unknownDeclared {
            sdkOwners = knowledge.sdkOwners(of: signature)
            if sdkOwners?.isEmpty == true {
                return (.delegate(unknown), .unknownExtensionProtocol(unknown, type: outline.types[section.part].name, declared: context.declared))
            }
        }
        // So does a MARK naming such a protocol; a known protocol's block may still hold a stray helper.
        // (The SDK table is asked only then: under a known protocol's MARK its answer decides nothing.)
        if let title = section.title, context.titleIsUnknownConformance {
            if sdkOwners == nil { sdkOwners = knowledge.sdkOwners(of: signature) }
            if sdkOwners?.isEmpty == true {
                return (.delegate(title), .unknownTitledProtocol(title, type: checked.name))
            }
        }
        // A UICollectionViewController subclass overrides its superclass's UICollectionViewDelegate
        // methods: that protocol's block is their home, not that of a refinement it also declares
        // (UICollectionViewDelegateFlowLayout) — unless a MARK names the block.
        // A MARK naming one of the owners settles it (`didSelect(controller:)` of two delegates).
        let titled = section.title.flatMap { title in
            owners.first { checked.requirementSources[$0].owner.owner == title || checked.requirementSources[$0].owner.adopted == title }
        }
        func isDirect(_ k: Int) -> Bool { checked.requirementSources[k].owner.owner == checked.requirementSources[k].owner.adopted }
        let inheritedDirect = owners.first.flatMap { isDirect($0) ? nil
            : owners.first { isDirect($0) && checked.inheritedFrom[checked.requirementSources[$0].owner.adopted] != nil } }
        if let k = titled ?? inheritedDirect ?? owners.first {
            let found = checked.owner(k)
            // Adopting a protocol adopts those it refines: a block headed by the one that
            // requires the member is its home too (`// MARK: - Themeable` for a
            // ContentSizeAware class).
            let home = section.title == found.owner ? found.owner : found.adopted
            return (.delegate(home), requirementReason(found, inheritedFrom: checked.inheritedFrom[found.adopted], checked))
        }
        return sdkMatch(signature, sdkOwners: sdkOwners)
    }

    /// The conformance may be declared where the linter does not look (a binary framework's
    /// base class). Only a delegate-shaped name says so: with the whole SDK in the table, a
    /// one-argument name (`selectionDidChange(_:)`, `expand(_:)`) matches some protocol by chance.
    /// (`sdkOwners`: the table's answer, when it was asked already.)
    func sdkMatch(_ signature: String, sdkOwners: [SDKProtocol]?) -> (Role?, RoleReason)? {
        // (Colons counted in the contiguous bytes: a lazy filter over the UTF-8 view cost ~400
        // instructions a member.)
        if signature.withUTF8Bytes({ bytes in bytes.lazy.filter { $0 == UInt8(ascii: ":") }.count }) >= 2,
           let owner = (sdkOwners ?? knowledge.sdkOwners(of: signature)).first {
            return (.delegate(owner.name), .sdkMatch(owner: owner.name, signature: signature, framework: owner.framework))
        }
        return nil
    }

    /// `requirement of UIScrollViewDelegate (refined by UITableViewDelegate; UIKit, SDK table),
    /// adopted by superclass UITableViewController`, written out when read.
    func requirementReason(_ found: RequirementOwner, inheritedFrom: String?, _ checked: CheckedType) -> RoleReason {
        .requirement(owner: found.owner, adopted: found.adopted, source: checked.requirementSources[found.source].facts.source,
                     inheritedFrom: inheritedFrom)
    }

    /// A property's home: its storage decides between properties and accessors, and some have
    /// two (lazy state, properties with observers). A property satisfying a requirement of a
    /// protocol the class adopts is also at home in that protocol's block.
    func classifyProperty(_ member: Member, in section: Section, _ context: SectionContext, checked: CheckedType) -> Placement {
        let home = storageHome(member)
        guard !member.has(.static), !member.has(.class), home.role != nil,
              let (role, reason) = delegateRole(signature: member.name, in: section, context, checked: checked),
              case let .delegate(name)? = role else { return home }
        // In the protocol's own block (its extension, or a MARK naming it) the requirement comes
        // first; elsewhere the property's storage does, and the block is its second home.
        let inProtocolBlock = section.isExtension || section.title.map { title in
            title == name || checked.requirementOwners(member.name).contains { $0.owner == title || $0.adopted == title }
        } ?? false
        if inProtocolBlock { return (role, reason, home.role) }
        guard checked.conforms(to: name) else { return home }
        // A stored property with observers that satisfies a requirement is at home among the
        // properties first (where injected dependencies sit), then among the getters and setters.
        if home.role == .accessors, home.alternative == .properties {
            return (.properties, "\(home.reason.text); it satisfies a \(reason.text)", .accessors)
        }
        return (home.role, "\(home.reason.text); it satisfies a \(reason.text)", role)
    }

    func storageHome(_ member: Member) -> Placement {
        let observed = member.storage == .observed
        if member.has(AttributeWord.IBOutlet) {
            // Declared among the outlets as a rule; experts equally read its observer as a setter.
            return observed ? (.properties, "outlet with observers (or among the getters and setters)", .accessors) : (.properties, "outlet", nil)
        }
        if member.has(.override) { return (nil, "override of a superclass property the convention does not place", nil) }
        switch member.storage {
        case .lazyClosure?:
            // `lazy var label: UILabel = { … }()` is a view getter; a lazily built helper object
            // (`lazy var formatter: DateFormatter = { … }()`) is lazy state, with two homes.
            if isHelperObject(member) {
                return (.properties, "lazy helper object built by a closure (or among the getters)", .accessors)
            }
            return (.accessors, "lazy property built by an initializer closure", nil)
        case .lazy?:
            // `lazy var button = UIButton(type: .system)` is a view getter; `lazy var viewModel =
            // ProfileViewModel()` is state, which the convention keeps with the properties or,
            // as its author does, among the getters.
            let initializer = member.initializerStart.map { outline.file.text(outline.tokens[$0]) }
            if UIKitNames.isViewType(member.typeName ?? initializer ?? "") { return (.accessors, "lazy view", nil) }
            return (.properties, "lazy state (or among the getters)", .accessors)
        case .computed?: return (.accessors, "computed property", nil)
        case .observed?: return (.accessors, "property with observers (or with the properties)", .properties)
        default:
            // The convention keeps initializer closures out of the properties: lazy or not, a
            // closure-built `let` is a getter.
            if member.bodyOpen != nil { return (.accessors, "property built by an initializer closure", nil) }
            return (.properties, "stored property", nil)
        }
    }

    /// A declared type that is no view, controller, bar item, recognizer, layer or menu: a
    /// formatter, a queue, a data source.
    func isHelperObject(_ member: Member) -> Bool {
        guard var type = member.typeName else { return false }
        // Trimmed only when it ends in either: trimming made two Strings for every lazy property.
        // (The last byte read from the contiguous bytes: `utf8.last` cost ~80 instructions.)
        if let last = type.withUTF8Bytes({ $0.last }), last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            type = type.trimmingSuffix("?").trimmingSuffix("!")
        }
        guard !knowledge.isViewClass(type) else { return false }
        return !["Controller", "Item", "Recognizer", "Layer", "Menu"].contains(where: type.hasSuffix)
    }

    /// `self.init()`, `Self(…)`, `ProfileViewController(…)` or `[[self alloc] init…]` in a type
    /// method's body: it builds the controller, e.g. inside the navigation controller it returns.
    func makesInstance(_ member: Member, of checked: CheckedType) -> Bool {
        guard let open = member.bodyOpen, let close = member.bodyClose else { return false }
        let tokens = outline.tokens, file = outline.file
        var previous: Int?
        for k in open + 1..<min(close, tokens.count) where !tokens[k].kind.isTrivia {
            defer { previous = k }
            guard let p = previous else { continue }
            let maker = file.tokenIs(tokens[p], "self") || file.tokenIs(tokens[p], "Self") || file.token(tokens[p], equals: checked.name)
            guard maker else { continue }
            if file.tokenIs(tokens[k], "(") || file.tokenIs(tokens[k], "alloc") { return true }
            if file.tokenIs(tokens[k], "."), let next = outline.significant(after: k), next < close, file.tokenIs(tokens[next], "init") {
                return true
            }
        }
        return false
    }
}
