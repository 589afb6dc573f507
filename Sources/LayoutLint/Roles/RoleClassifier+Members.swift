/// The role of one member, and the reason a reader is shown for it.
extension RoleClassifier {
    /// Sender types that make an `@objc` method a target–action or notification handler.
    static let senderSuffixes = ["Button", "Control", "BarButtonItem", "GestureRecognizer", "Notification", "Switch",
                                 "Slider", "Stepper", "SegmentedControl", "DatePicker", "TextField", "PageControl", "Any", "AnyObject"]

    func classify(_ member: Member, in section: Section, checked: CheckedType, lifecycle: [String]) -> (Role?, String) {
        switch member.kind {
        case .`init`: return (.lifecycle, "initializer")
        case .deinit: return (.lifecycle, "deinitializer")
        case .var, .let: return classifyProperty(member, in: section, checked: checked)
        case .subscript: return (.private, "subscript")
        case .func, .method, .classMethod: return classifyMethod(member, in: section, checked: checked, lifecycle: lifecycle)
        default: return (nil, "\(member.kind.rawValue) declarations are not placed by the convention")
        }
    }

    func classifyMethod(_ member: Member, in section: Section, checked: CheckedType, lifecycle: [String]) -> (Role?, String) {
        let signature = member.signature ?? member.name
        if lifecycle.contains(member.name) { return (.lifecycle, "UIKit life-cycle method") }
        if member.has(attribute: "@IBAction") { return (.event, "@IBAction") }
        if let line = selectors.lines[member.selector ?? member.name] { return (.event, "named in \(member.selector == nil ? "#selector" : "@selector") at line \(line)") }
        if let role = delegateRole(signature: signature, in: section, checked: checked) { return role }
        if let property = accessedProperty(member, of: checked) { return (.accessors, "accessor of the property '\(property)'") }
        if member.isObjCExposed, let sender = member.firstParameterTypeName,
           Self.senderSuffixes.contains(where: { sender.hasSuffix($0) }) {
            return (.event, "\(member.selector == nil ? "@objc method" : "method") taking a \(sender) sender")
        }
        if member.isObjCExposed, let title = section.title, aliasedSection(title) == .event {
            return (.event, "@objc method under MARK: - \(title) (wired elsewhere)")
        }
        if member.has(modifier: "override") || member.selector.map(ObjCProtocolRequirements.isSuperclassMethod) == true {
            return (nil, "override of a UIKit method the convention does not place")
        }
        if member.isTypeMethod, let result = member.typeName,
           ["Self", "instancetype", checked.name, checked.name + "?", checked.name + " *"].contains(result) {
            return (.lifecycle, "factory method: it makes the controller, like an initializer")
        }
        return (.private, "helper method: not life cycle, protocol, event handler or accessor")
    }

    /// Protocol membership: the extension's declared protocol, the built-in table for protocols
    /// the type conforms to, a MARK naming such a protocol, then the table alone.
    func delegateRole(signature: String, in section: Section, checked: CheckedType) -> (Role?, String)? {
        let type = outline.types[section.part]
        let declared = section.isExtension ? type.inherits : []
        let extensionText = "declared in `extension \(type.name): \(declared.joined(separator: ", "))`"
        let knownOwners = knownProtocolOwners(of: signature)
        func inherited(_ name: String) -> [String] { [name] + KnownProtocol.inheritedProtocols(of: name).map(\.name) }
        if let owner = declared.first(where: { p in knownOwners.contains { inherited(p).contains($0) } }) {
            return (.delegate(owner), extensionText)
        }
        let unknownDeclared = declared.filter { KnownProtocol.named($0) == nil }
        if knownOwners.isEmpty, unknownDeclared.count == 1 { return (.delegate(unknownDeclared[0]), extensionText) }
        let conformed = knownOwners.filter { owner in checked.conformances.contains { inherited($0).contains(owner) } }
        // A MARK naming a protocol vouches for members the table cannot check: those of a protocol
        // it does not know. A known protocol's block may still hold a stray helper.
        if let title = section.title, checked.conformances.contains(title), knownOwners.isEmpty, KnownProtocol.named(title) == nil {
            return (.delegate(title), "under MARK: - \(title), a protocol \(checked.name) conforms to")
        }
        // A protocol declared in this file says exactly what it requires.
        if let local = checked.conformances.first(where: { localProtocols[$0]?.contains(signature) == true }) {
            return (.delegate(local), "requirement of \(local), declared in this file")
        }
        if let owner = conformed.first {
            let adopter = checked.conformances.first { inherited($0).contains(owner) } ?? owner
            return (.delegate(adopter), "member of \(owner) (built-in table)")
        }
        if let owner = knownOwners.first { return (.delegate(owner), "matches \(owner)'s \(signature) (built-in table)") }
        return nil
    }

    func classifyProperty(_ member: Member, in section: Section, checked: CheckedType) -> (Role?, String) {
        // A property in a protocol's block (or matching a known protocol's property) implements it.
        if section.isExtension || section.title != nil, !member.has(modifier: "static"),
           let (role, reason) = delegateRole(signature: member.name, in: section, checked: checked), case .delegate = role {
            return (role, reason)
        }
        if member.has(attribute: "@IBOutlet") { return (.properties, "outlet") }
        if member.has(modifier: "override") { return (nil, "override of a UIKit property the convention does not place") }
        switch member.storage {
        case .lazyClosure?: return (.accessors, "lazy property built by an initializer closure")
        case .lazy?:
            // `lazy var button = UIButton(type: .system)` is a view getter; `lazy var viewModel =
            // ProfileViewModel()` is state, which the convention keeps with the properties.
            let initializer = member.initializerStart.map { outline.file.text(outline.tokens[$0]) }
            if UIKitNames.isViewType(member.typeName ?? initializer ?? "") { return (.accessors, "lazy view") }
            return (.properties, "lazy property without an initializer closure: state, not a view getter")
        case .computed?: return (.accessors, "computed property")
        case .observed?: return (.accessors, "property with observers")
        default:
            if member.bodyOpen != nil { return (.accessors, "property built by an initializer closure") }
            return (.properties, "stored property")
        }
    }
}
