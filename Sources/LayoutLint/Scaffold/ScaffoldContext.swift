/// The variables every template sees, built from a request: their types (the schema templates
/// are compiled against) and their values. Templates stay logic-less because the decisions are
/// made here: which view sends which event, which delegate property a protocol fills.
public enum ScaffoldContext {
    static let eventFields: [String: TemplateType] = [
        "name": .string, "title": .string, "subject": .string, "sender": .string, "objcSender": .string,
        "view": .string, "controlEvent": .string, "objcControlEvent": .string, "itemName": .string,
        "gestureName": .string, "isControl": .bool, "isGesture": .bool, "isBarButton": .bool,
    ]
    static let methodFields: [String: TemplateType] = [
        "signature": .string, "declaration": .string, "stubBody": .string, "objcDeclaration": .string, "objcStubBody": .string,
    ]
    static let protocolFields: [String: TemplateType] = [
        "name": .string, "framework": .string, "isKnown": .bool, "methods": .list(methodFields),
    ]
    static let viewFields: [String: TemplateType] = [
        "name": .string, "title": .string, "type": .string, "kind": .string, "local": .string, "initializer": .string,
        "objcInitializer": .string, "previous": .string, "isControl": .bool, "isButton": .bool, "isLabel": .bool,
        "isImageView": .bool, "isTextField": .bool, "isTable": .bool, "isCollection": .bool, "isList": .bool,
        "controlEvents": .list(eventFields), "gestureEvents": .list(eventFields),
        "delegations": .list(["property": .string, "protocol": .string]),
        "dataSourceProtocol": .string, "needsDataSource": .bool,
    ]

    /// Variables available everywhere, including a manifest's `output` names.
    public static let schema: [String: TemplateType] = [
        "screen": .string, "controller": .string, "template": .string, "language": .string,
        "module": .string, "author": .string, "organization": .string, "date": .string, "year": .string, "xctest": .bool,
        "imports": .list(["name": .string]),
        "views": .list(viewFields), "protocols": .list(protocolFields), "events": .list(eventFields),
        "viewEvents": .list(eventFields), "barButtonEvents": .list(eventFields),
        "hasTableView": .bool, "hasCollectionView": .bool,
        "listProtocols": .list(protocolFields), "dataSourceProtocols": .list(protocolFields),
    ]

    /// Per generated file, in templates' contents only.
    public static let fileSchema: [String: TemplateType] = ["fileName": .string, "header": .string]

    /// The values of `schema` for a validated request.
    public static func values(for request: ScaffoldRequest) -> [String: TemplateValue] {
        let protocols = request.protocols
        let kinds = request.views.map { ScaffoldUIKit.kind(of: $0.type) }
        let wiring = wire(request)

        var views: [[String: TemplateValue]] = []
        var listNeeds: [String] = []
        for (index, view) in request.views.enumerated() {
            let kind = kinds[index]
            let (swiftInit, objcInit) = ScaffoldUIKit.initializer(type: view.type, kind: kind)
            var delegations: [[String: TemplateValue]] = []
            for (property, candidates) in ScaffoldUIKit.delegations[kind] ?? [] {
                if let adopted = candidates.first(where: protocols.contains) {
                    delegations.append(["property": .string(property), "protocol": .string(adopted)])
                }
            }
            let dataSource = ScaffoldUIKit.dataSourceProtocol(kind)
            let needsDataSource = dataSource.map { !protocols.contains($0) } ?? false
            if let dataSource, !listNeeds.contains(dataSource) { listNeeds.append(dataSource) }
            let mine = wiring.filter { $0.view == view.name }
            views.append([
                "name": .string(view.name), "title": .string(title(ofView: view.name)), "type": .string(view.type), "kind": .string(kind),
                "local": .string(localName(kind: kind, type: view.type)),
                "initializer": .string(swiftInit), "objcInitializer": .string(objcInit),
                "previous": .string(index > 0 ? request.views[index - 1].name : ""),
                "isControl": .bool(ScaffoldUIKit.controls.contains(kind)), "isButton": .bool(kind == "UIButton"),
                "isLabel": .bool(kind == "UILabel"), "isImageView": .bool(kind == "UIImageView"),
                "isTextField": .bool(kind == "UITextField"), "isTable": .bool(kind == "UITableView"),
                "isCollection": .bool(kind == "UICollectionView"), "isList": .bool(dataSource != nil),
                "controlEvents": .list(mine.filter { $0.wiring == .control }.map(\.record)),
                "gestureEvents": .list(mine.filter { $0.wiring == .gesture }.map(\.record)),
                "delegations": .list(delegations),
                "dataSourceProtocol": .string(dataSource ?? ""), "needsDataSource": .bool(needsDataSource),
            ])
        }

        var imports = ["UIKit"]
        for name in protocols { if let known = KnownProtocol.named(name), !imports.contains(known.framework) { imports.append(known.framework) } }
        for view in request.views { if let framework = ScaffoldUIKit.framework(ofView: view.type), !imports.contains(framework) { imports.append(framework) } }
        imports = ["UIKit"] + imports.dropFirst().sorted()

        return [
            "screen": .string(request.screen), "controller": .string(request.controller),
            "template": .string(request.template), "language": .string(request.language.rawValue),
            "module": .string(request.module), "author": .string(request.author), "organization": .string(request.organization),
            "xctest": .bool(request.tests == .xctest),
            "date": .string(request.date.description), "year": .string(String(request.date.year)),
            "imports": .list(imports.map { ["name": .string($0)] }),
            "views": .list(views),
            "protocols": .list(protocols.map(protocolRecord)),
            "events": .list(wiring.map(\.record)),
            "viewEvents": .list(wiring.filter { $0.wiring != .barButton }.map(\.record)),
            "barButtonEvents": .list(wiring.filter { $0.wiring == .barButton }.map(\.record)),
            "hasTableView": .bool(kinds.contains("UITableView")), "hasCollectionView": .bool(kinds.contains("UICollectionView")),
            "listProtocols": .list(listNeeds.map(protocolRecord)),
            "dataSourceProtocols": .list(listNeeds.filter { !protocols.contains($0) }.map(protocolRecord)),
        ]
    }

    static func protocolRecord(_ name: String) -> [String: TemplateValue] {
        let known = KnownProtocol.named(name)
        let methods: [[String: TemplateValue]] = (known?.methods ?? []).filter(\.required).map { method in
            let objc = ScaffoldUIKit.objcRequired[name + "." + method.signature]
            return [
                "signature": .string(method.signature), "declaration": .string(method.declaration),
                "stubBody": .string(method.stubBody),
                "objcDeclaration": .string(objc?.declaration ?? "// \(method.signature): see \(name)'s declaration"),
                "objcStubBody": .string(objc?.body ?? ""),
            ]
        }
        return ["name": .string(name), "framework": .string(known?.framework ?? ""), "isKnown": .bool(known != nil),
                "methods": .list(methods)]
    }

    static let viewWords: Set<String> = ["button", "label", "view", "image", "field", "text", "control", "switch", "slider", "bar"]

    /// `saveButton` → `Save`, `avatarImageView` → `Avatar`: the view's name without its kind.
    static func title(ofView name: String) -> String {
        var words = CaseTransform.words(name)
        while words.count > 1, let last = words.last, viewWords.contains(last.lowercased()) { words.removeLast() }
        return CaseTransform.title.apply(words.joined(separator: "_"))
    }

    /// The getter's local variable: `UILabel` → `label`, `WKWebView` → `webView`, `UISwitch` → `switchView`.
    static func localName(kind: String, type: String) -> String {
        let simple = type.split(separator: ".").last.map(String.init) ?? type
        var words = CaseTransform.words(simple)
        if words.count > 1, words[0].count >= 2, words[0].allSatisfy(\.isUppercase) { words.removeFirst() }
        var name = CaseTransform.lowerCamel.apply(words.joined(separator: "_"))
        if ScaffoldRequest.swiftKeywords.contains(name) || ScaffoldRequest.objcKeywords.contains(name) { name += "View" }
        return name
    }

    enum Wiring { case control, gesture, barButton }

    struct WiredEvent {
        let name: String
        let view: String
        let wiring: Wiring
        let record: [String: TemplateValue]
    }

    static let leadingWords: Set<String> = ["did", "will", "on", "handle", "user"]
    static let actionWords: Set<String> = ["tap", "tapped", "press", "pressed", "click", "clicked", "touch", "select",
                                           "selected", "change", "changed", "toggle", "toggled", "pull", "pulled", "swipe"]

    /// `didTapSave` → `["Save"]`: the event's words without its verb.
    static func subjectWords(_ event: String) -> [String] {
        let all = CaseTransform.words(event)
        var words = all[...]
        while let first = words.first, leadingWords.contains(first.lowercased()), words.count > 1 { words = words.dropFirst() }
        if let first = words.first, actionWords.contains(first.lowercased()), words.count > 1 { words = words.dropFirst() }
        return words.isEmpty ? all : Array(words)
    }

    /// Chooses each event's sender: the view it names, else a view whose name starts with the
    /// event's subject (`didTapSave` → `saveButton`), else the first unused control, else a tap
    /// recognizer on the first unused plain view, else a bar button item in the navigation bar.
    static func wire(_ request: ScaffoldRequest) -> [WiredEvent] {
        var used = Set<String>()
        var names = Set(request.views.map(\.name) + request.events.map(\.name))
        var result: [WiredEvent] = []
        for event in request.events {
            let words = subjectWords(event.name)
            let subject = CaseTransform.lowerCamel.apply(words.joined(separator: "_"))
            let kindOf = { (view: ScaffoldRequest.View) in ScaffoldUIKit.kind(of: view.type) }
            let target = event.view.flatMap { name in request.views.first { $0.name == name } }
                ?? request.views.first { !used.contains($0.name) && $0.name.lowercased().hasPrefix(subject.lowercased()) }
                ?? request.views.first { !used.contains($0.name) && ScaffoldUIKit.controls.contains(kindOf($0)) }
                ?? request.views.first { !used.contains($0.name) && !ScaffoldUIKit.interactive.contains(kindOf($0)) }
            if let target { used.insert(target.name) }
            let kind = target.map(kindOf) ?? ""
            let wiring: Wiring = target == nil ? .barButton : ScaffoldUIKit.controls.contains(kind) ? .control : .gesture
            func unique(_ base: String) -> String {
                var candidate = base, n = 2
                while names.contains(candidate) || ScaffoldRequest.reservedMembers.contains(candidate) { candidate = base + String(n); n += 1 }
                names.insert(candidate)
                return candidate
            }
            let sender: String
            switch wiring {
            case .control: sender = target!.type
            case .gesture: sender = "UITapGestureRecognizer"
            case .barButton: sender = "UIBarButtonItem"
            }
            let controlEvent = ScaffoldUIKit.controlEvent(kind)
            let record: [String: TemplateValue] = [
                "name": .string(event.name), "title": .string(CaseTransform.title.apply(words.joined(separator: "_"))),
                "subject": .string(subject), "sender": .string(sender), "objcSender": .string(sender + " *"),
                "view": .string(target?.name ?? ""),
                "controlEvent": .string(wiring == .control ? controlEvent.swift : ""),
                "objcControlEvent": .string(wiring == .control ? controlEvent.objc : ""),
                "itemName": .string(wiring == .barButton ? unique(subject + "BarButtonItem") : ""),
                "gestureName": .string(wiring == .gesture ? unique(subject + "TapRecognizer") : ""),
                "isControl": .bool(wiring == .control), "isGesture": .bool(wiring == .gesture),
                "isBarButton": .bool(wiring == .barButton),
            ]
            result.append(WiredEvent(name: event.name, view: target?.name ?? "", wiring: wiring, record: record))
        }
        return result
    }
}
