/// Which configured target (view controllers, views…) a class is checked as, judged by where its
/// superclass chain ends rather than by its name alone.
extension RoleClassifier {
    /// A controller declared inside a test case (`final class MockViewController` in an
    /// `XCTestCase`) is a test double, not a screen the convention lays out.
    func isTestDouble(_ type: TypeDecl) -> Bool {
        var parent = type.parent
        var steps = 0
        while let index = parent, index < outline.types.count, steps < 64 {
            if let base = outline.types[index].inherits.first, ["XCTestCase", "QuickSpec", "AsyncSpec"].contains(base) { return true }
            parent = outline.types[index].parent
            steps += 1
        }
        return false
    }

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

    /// watchOS's interface and hosting controllers and their SDK subclasses
    /// (`WKUserNotificationInterfaceController`, `WKUserNotificationHostingController`).
    static func isWatchKitController(_ name: String) -> Bool {
        name.hasPrefix("WK") && (name.hasSuffix("InterfaceController") || name.hasSuffix("HostingController"))
    }

    /// The target a class deriving from `superclass` is checked as, or nil. The superclass chain is
    /// followed through the project (and this file): when it reaches a class outside the project, the
    /// first element a target's patterns match decides; when it ends in a root class the project
    /// declares (`class PinLockController` with no UIKit ancestor), in NSObject or in a non-UIKit
    /// "controller" (`WKInterfaceController`), the class is not checked.
    ///
    /// When the chain is unknown and only its name says "Controller" (not "ViewController" nor a UIKit
    /// class), the class must also override a UIViewController member: a VPN `TunnelController` or
    /// an IGListKit section controller is not a screen.
    ///
    /// The decision for a superclass is the run's (`SharedProtocolKnowledge.targetDecision`) unless
    /// this file declares a class or protocol on its chain: ~6,000 instructions a class otherwise.
    func checkedTarget(for type: TypeDecl, superclass: String, file: FileDeclarations) -> Configuration.Target? {
        let simple = ProjectIndex.simpleName(superclass)
        var decision = sharedKnowledge.targetDecision(startingAt: simple) { targetDecision(startingAt: simple, file: FileDeclarations()) }
        // (A closure, not `file.mayDeclare`: the method's partial application copied the file's
        // tables for each name of the chain.)
        if decision.chain.contains(where: { file.mayDeclare($0) }) { decision = targetDecision(startingAt: simple, file: file) }
        guard let target = decision.target else { return nil }
        if decision.asksOverrides, !overridesViewControllerMember(type.name) { return nil }
        return target
    }

    /// What the superclass chain from `superclass` (a simple name) says of a class deriving from it.
    struct TargetDecision {
        var target: Configuration.Target?
        /// Whether the class must also override a UIViewController member to be checked.
        var asksOverrides = false
        /// The chain, every name the decision read the file about.
        var chain: [String]
    }

    /// `checkedTarget`'s decision for a class deriving from `superclass`, as far as its chain decides.
    func targetDecision(startingAt superclass: String, file: FileDeclarations) -> TargetDecision {
        let chain = superclassChain(startingAt: superclass, file: file)
        guard let root = chain.last else { return TargetDecision(target: configuration.target(forSuperclass: superclass), chain: chain) }
        // A chain through UIKit's own controller class names reaches UIKit, even where the project
        // declares stand-ins for them (the stubs a test target compiles UIKit-free code against).
        if let uikit = chain.firstIndex(where: UIKitNames.controllerClasses.contains), uikit < chain.count - 1 {
            return TargetDecision(target: chain[...uikit].lazy.compactMap { self.configuration.target(forSuperclass: $0) }.first, chain: chain)
        }
        let none = TargetDecision(target: nil, chain: chain)
        if Self.nonViewControllerRoots.contains(root) || Self.isWatchKitController(root) { return none }
        // The chain ended at a class the project declares: a root class of its own (or a cycle).
        if project.declaresClass(root) || file.classes[root] != nil { return none }
        // A protocol in the superclass position: the class before it is a root class.
        if chain.count > 1, project.protocols[root] != nil || file.protocols.contains(root) { return none }
        guard let target = chain.lazy.compactMap({ self.configuration.target(forSuperclass: $0) }).first else { return none }
        let reachesUIKit = UIKitNames.controllerClasses.contains(root) || UIKitNames.viewClasses.contains(root)
        return TargetDecision(target: target, asksOverrides: !reachesUIKit && !root.hasSuffix("ViewController") && root.hasSuffix("Controller"),
                              chain: chain)
    }

    /// `ProjectIndex.superclassChain`, also following the classes this file declares, so a file
    /// linted on its own still knows its base classes.
    func superclassChain(startingAt superclass: String, file: FileDeclarations) -> [String] {
        var chain: [String] = []
        var seen = VisitedNames()
        var current: String? = ProjectIndex.simpleName(superclass)
        while let name = current, seen.insert(name) {
            chain.append(name)
            let next = project.classes[name].map { $0.superclass } ?? file.classes[name]
            current = next.flatMap { $0 }.map(ProjectIndex.simpleName)
        }
        return chain
    }

    /// What this file declares that the target decision needs, gathered in one pass.
    struct FileDeclarations {
        /// Simple name → the first inherited name (nil for a root class).
        var classes: [String: String?] = [:]
        var protocols: Set<String> = []
        /// The names of both, for turning most names away unhashed.
        var names = NameFilter([String]())

        /// Whether the file may declare a class or protocol of this name.
        func mayDeclare(_ name: String) -> Bool { names.mayContain(NameFilter.slot(name)) }
    }

    /// Members a screen overrides and other "controllers" (IGListKit's section controllers, a VPN
    /// tunnel controller) do not: `init` is everybody's.
    static let viewControllerOverrides: Set<String> = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints",
        "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange", "traitCollectionDidChange", "viewWillTransition",
        "willMove", "didMove", "didReceiveMemoryWarning", "prepare", "shouldPerformSegue", "setEditing",
        "preferredStatusBarStyle", "prefersStatusBarHidden", "supportedInterfaceOrientations", "shouldAutorotate",
        "preferredInterfaceOrientationForPresentation", "childForStatusBarStyle", "present", "dismiss",
    ]

    /// Made once per file, when a class with a superclass first asks (a file of views, models
    /// or protocols never does); the rules ask again.
    func fileDeclarations() -> FileDeclarations {
        if let made = madeDeclarations { return made }
        var file = FileDeclarations()
        // Each array by itself, and each type in place: `types + headerTypes` copied every TypeDecl.
        for types in [outline.types, outline.headerTypes] {
            for k in types.indices { record(types[k].kind, types[k].name, types[k].inherits, in: &file) }
        }
        madeDeclarations = file
        return file
    }

    private func record(_ kind: DeclKind, _ name: String, _ inherits: [String], in file: inout FileDeclarations) {
        switch kind {
        case .class:
            let simple = ProjectIndex.simpleName(name)
            file.classes[simple] = .some(inherits.first)
            file.names.insert(simple)
        case .interface where !name.contains("("):  // `@interface X : Super`, not a category
            file.classes[name] = .some(inherits.first)
            file.names.insert(name)
        case .protocol:
            let simple = ProjectIndex.simpleName(name)
            file.protocols.insert(simple)
            file.names.insert(simple)
        default: break
        }
    }

    /// Whether a class of this name has a body or extension here that overrides a member of
    /// UIViewController. Asked only of a chain that merely ends in "Controller", a few times a
    /// run: gathered for every file with the declarations, it hashed every override's name.
    func overridesViewControllerMember(_ name: String) -> Bool {
        for types in [outline.types, outline.headerTypes] {
            for k in types.indices where (types[k].kind == .class || types[k].kind == .extension) && types[k].name == name {
                if types[k].members.contains(where: { $0.has(.override) && Self.viewControllerOverrides.contains($0.name) }) { return true }
            }
        }
        return false
    }
}
