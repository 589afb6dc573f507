/// Which overrides may move from a class body into an extension of the class.
///
/// Swift rejects an override written in an extension unless the member it overrides is
/// Objective-C and message-dispatched ("overriding non-@objc declarations from extensions is
/// not supported"; "cannot override a non-dynamic class declaration from an extension" when the
/// nearest overridden declaration sits in a Swift class's body). An override of a member the
/// SDK declares in Objective-C is itself `@objc`, so in an extension it still overrides, and a
/// subclass can still override it. That holds only when no Swift class of the app between the
/// class and the SDK could declare the member, so the superclass chain is checked with the
/// project index, and the member must be one the SDK table lists
/// (`data/objc-superclass-methods.json`).
struct ObjCOverrides: Sendable {
    private let project: ProjectIndex

    init(_ project: ProjectIndex) {
        self.project = project
    }

    /// Base name and argument count of the listed SDK superclass methods.
    static let sdkKeys: Set<String> = Set(ObjCSuperclassMethods.selectors.map(ObjCSelector.looseKey(ofSelector:)))

    /// SDK classes implemented in Objective-C: the generated SDK table's (from the public
    /// Objective-C headers) and UIKit's view and controller classes, less `UIHostingController`,
    /// a Swift class that may override a member in its body, where an extension's override
    /// could not replace it.
    static func isObjectiveCClass(_ name: String) -> Bool {
        name != "UIHostingController" && (SDKProtocols.superclass(ofClass: name) != nil || extraClasses.contains(name)
            || UIKitNames.controllerClasses.contains(name) || UIKitNames.viewClasses.contains(name))
    }

    private static let extraClasses: Set<String> = ["NSObject", "UIResponder", "UIWindow", "UICollectionReusableView",
                                                    "UITableViewHeaderFooterView", "NSResponder", "NSView", "NSViewController"]

    /// Whether the SDK declares `name` in Objective-C for `sdkClass`: one of the listed superclass
    /// methods, or a requirement of a protocol the class adopts in the SDK table
    /// (`tableView(_:didSelectRowAt:)` of a `UITableViewController`).
    static func isObjectiveCMember(_ name: String, of sdkClass: String) -> Bool {
        if sdkKeys.contains(ObjCSelector.looseKey(ofSwiftName: name)) { return true }
        let adopted = SDKProtocols.adoptedProtocols(ofClass: sdkClass)
        return (adopted + adopted.flatMap(SDKProtocols.refinements)).contains { SDKProtocols.protocol(named: $0)?.swiftNames.contains(name) == true }
    }

    /// Why `member`, an override in the body of `type`, must stay there; nil when it may move.
    func reasonToStay(_ member: Member, of type: TypeDecl, in outline: Outline) -> String? {
        let name = member.signature ?? member.name
        let fallback = "an override moved into an extension could no longer be overridden"
        guard type.kind == .class, !member.has(.class), !member.has(.static) else { return fallback }
        guard let first = type.inherits.first else { return fallback }
        var current: String? = ProjectIndex.simpleName(first)
        var seen: Set<String> = []
        while let superclass = current, seen.insert(superclass).inserted {
            // The file's own classes first: the index may have been read before the file was edited.
            if outline.types.contains(where: { $0.kind == .class && ProjectIndex.simpleName($0.name) == superclass }) {
                return appClassReason(superclass)
            } else if let info = project.classes[superclass] {
                // An Objective-C class of the app dispatches its methods by message too.
                guard [".h", ".m", ".mm"].contains(where: info.path.hasSuffix) else { return appClassReason(superclass) }
                current = info.superclass.map(ProjectIndex.simpleName)
            } else {
                guard Self.isObjectiveCClass(superclass) else {
                    return "\(fallback) (\(superclass) is not an SDK class the fixer knows to be Objective-C)"
                }
                guard Self.isObjectiveCMember(name, of: superclass) else {
                    return "\(fallback) (it is not one of \(superclass)'s Objective-C members the fixer knows, which may live in an extension)"
                }
                return nil
            }
        }
        return fallback
    }

    private func appClassReason(_ superclass: String) -> String {
        "\(superclass), a Swift class of the app, is on its superclass chain and may declare it; "
            + "an override in an extension cannot replace a Swift class's own declaration"
    }
}
