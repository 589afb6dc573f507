/// Which configured target (view controllers, views…) a class is checked as, judged by where its
/// superclass chain ends rather than by its name alone.
extension RoleClassifier {
    /// SDK classes named like controllers that are not UIKit view controllers: watchOS interface
    /// controllers, presentation and interaction controllers, Core Data's results controller.
    /// A chain ending in one of them (or in NSObject) is known not to be a view controller's.
    static let nonViewControllerRoots: Set<String> = [
        "NSObject", "WKInterfaceController", "WKHostingController", "WKUserContentController",
        "UIPresentationController", "UIPopoverPresentationController", "UISheetPresentationController",
        "UIDocumentInteractionController", "UIPrintInteractionController", "NSFetchedResultsController",
        "ASAuthorizationController", "PKPaymentAuthorizationController", "MPMusicPlayerController",
        "NSWindowController", "NSArrayController", "NSObjectController", "NSTreeController",
    ]

    /// The target a class deriving from `superclass` is checked as, or nil. The superclass chain is
    /// followed through the project (and this file): when it reaches a class outside the project, the
    /// first element a target's patterns match decides; when it ends in a root class the project
    /// declares (`class PinLockController` with no UIKit ancestor), in NSObject or in a non-UIKit
    /// "controller" (`WKInterfaceController`), the class is not checked.
    ///
    /// When the chain is unknown and only its name says "Controller" (not "ViewController" nor a UIKit
    /// class), the class must also override something: a VPN `TunnelController` is not a screen.
    func checkedTarget(for type: TypeDecl, superclass: String) -> Configuration.Target? {
        let local = fileClasses
        let chain = superclassChain(startingAt: superclass, fileClasses: local)
        guard let root = chain.last else { return configuration.target(forSuperclass: superclass) }
        if Self.nonViewControllerRoots.contains(root) { return nil }
        // The chain ended at a class the project declares: a root class of its own (or a cycle).
        if project.declaresClass(root) || local[root] != nil { return nil }
        // A protocol in the superclass position: the class before it is a root class.
        if chain.count > 1, project.protocols[root] != nil || fileProtocols.contains(root) { return nil }
        guard let target = chain.lazy.compactMap({ self.configuration.target(forSuperclass: $0) }).first else { return nil }
        let reachesUIKit = UIKitNames.controllerClasses.contains(root) || UIKitNames.viewClasses.contains(root)
        if !reachesUIKit, !root.hasSuffix("ViewController"), root.hasSuffix("Controller"), !overridesAnything(type) { return nil }
        return target
    }

    /// Whether the class body or one of its extensions in this file overrides a member.
    func overridesAnything(_ type: TypeDecl) -> Bool {
        outline.types.contains { other in
            (other.name == type.name && (other.kind == .class || other.kind == .extension))
                && other.members.contains { $0.has(modifier: "override") }
        }
    }

    /// `ProjectIndex.superclassChain`, also following the classes this file declares, so a file
    /// linted on its own still knows its base classes.
    func superclassChain(startingAt superclass: String, fileClasses: [String: String?]) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = ProjectIndex.simpleName(superclass)
        while let name = current, seen.insert(name).inserted {
            chain.append(name)
            let next = project.classes[name].map { $0.superclass } ?? fileClasses[name]
            current = next.flatMap { $0 }.map(ProjectIndex.simpleName)
        }
        return chain
    }

    /// This file's classes (simple name → the first inherited name, nil for a root class).
    var fileClasses: [String: String?] {
        var classes: [String: String?] = [:]
        for type in outline.types where type.kind == .class {
            classes[ProjectIndex.simpleName(type.name)] = .some(type.inherits.first)
        }
        return classes
    }

    var fileProtocols: Set<String> {
        Set(outline.types.lazy.filter { $0.kind == .protocol }.map { ProjectIndex.simpleName($0.name) })
    }
}
