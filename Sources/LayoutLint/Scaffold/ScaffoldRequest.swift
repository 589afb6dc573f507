/// A refused scaffold: a bad name, an unsafe path, a broken template, a file in the way.
public struct ScaffoldError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Everything `scaffold` was asked for, validated: names are identifiers, nothing is duplicated.
public struct ScaffoldRequest: Sendable, Equatable {
    public enum Language: String, Sendable, CaseIterable { case swift, objc }

    /// `--view nameLabel:UILabel`
    public struct View: Sendable, Equatable {
        public let name: String
        public let type: String
        public init(name: String, type: String) { self.name = name; self.type = type }
    }

    /// `--event didTapSave`, or `--event didTapSave:saveButton` to choose the view that sends it.
    public struct Event: Sendable, Equatable {
        public let name: String
        public let view: String?
        public init(name: String, view: String? = nil) { self.name = name; self.view = view }
    }

    /// The screen's name without `ViewController`: `Profile`.
    public let screen: String
    public var template = "mvc"
    public var views: [View] = []
    public var protocols: [String] = []
    public var events: [Event] = []
    public var module = ""
    public var author = ""
    /// From the project file (`scaffold.json`): the organisation, and the header to write in
    /// place of the default one (a template seeing `fileName`, `module`, `author`, `year`…).
    public var organization = ""
    public var headerTemplate: Template?
    /// Whether to write a test file per companion type holding logic, and with which framework.
    public var tests: TestFramework?

    public enum TestFramework: String, Sendable, Equatable, CaseIterable {
        case swiftTesting = "swift-testing"
        case xctest
    }
    public var language = Language.swift
    public var date: CivilDate
    /// `--set NAME=VALUE`: values for the template's own variables.
    public var settings: [(String, String)] = []

    public static func == (a: ScaffoldRequest, b: ScaffoldRequest) -> Bool {
        a.screen == b.screen && a.template == b.template && a.views == b.views && a.protocols == b.protocols
            && a.events == b.events && a.module == b.module && a.author == b.author && a.language == b.language
            && a.date == b.date && a.organization == b.organization && a.headerTemplate?.file == b.headerTemplate?.file
            && a.tests == b.tests && a.settings.map { $0.0 + "=" + $0.1 } == b.settings.map { $0.0 + "=" + $0.1 }
    }

    /// `Profile` or `ProfileViewController` (not doubled); a lower-case first letter is raised.
    public init(name: String, date: CivilDate) throws {
        var screen = name
        if screen.hasSuffix("ViewController") { screen.removeLast("ViewController".count) }
        guard !screen.isEmpty else {
            throw ScaffoldError("'\(name)' names no screen; give the screen's own name, e.g. 'Profile' for ProfileViewController")
        }
        try Self.checkIdentifier(name, what: "screen name", isType: false)
        self.screen = CaseTransform.upperFirst(screen)
        self.date = date
    }

    public var controller: String { screen + "ViewController" }

    /// Parses `name:UIType`.
    public static func view(_ text: String) throws -> View {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw ScaffoldError("--view takes NAME:TYPE, e.g. --view nameLabel:UILabel (got '\(text)')")
        }
        try checkIdentifier(parts[0], what: "view name", isType: false)
        try checkIdentifier(parts[1], what: "view type", isType: true)
        return View(name: parts[0], type: parts[1])
    }

    /// Parses `didTapSave` or `didTapSave:saveButton`.
    public static func event(_ text: String) throws -> Event {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, !parts[0].isEmpty, parts.count == 1 || !parts[1].isEmpty else {
            throw ScaffoldError("--event takes NAME or NAME:VIEW, e.g. --event didTapSave or --event didTapSave:saveButton (got '\(text)')")
        }
        try checkIdentifier(parts[0], what: "event name", isType: false)
        return Event(name: parts[0], view: parts.count == 2 ? parts[1] : nil)
    }

    /// Checks the whole request: unique names, events naming existing views, no clash with what the
    /// templates generate, printable header fields.
    public func validate() throws {
        var seen: [String: String] = [:]
        func claim(_ name: String, _ what: String) throws {
            if let previous = seen[name] { throw ScaffoldError("'\(name)' is used twice (as \(previous) and as \(what))") }
            if Self.reservedMembers.contains(name) {
                throw ScaffoldError("\(what) '\(name)' clashes with a member UIKit or the templates already define; choose another name")
            }
            seen[name] = what
        }
        for view in views { try claim(view.name, "a view") }
        for event in events {
            try claim(event.name, "an event")
            if let target = event.view, !views.contains(where: { $0.name == target }) {
                throw ScaffoldError("event '\(event.name)' names view '\(target)', which is not one of the --view options."
                                    + Suggestion.didYouMean(target, views.map(\.name)))
            }
        }
        if language == .objc {
            if let view = views.first(where: { $0.type.contains(".") }) {
                throw ScaffoldError("view type '\(view.type)' is qualified by a module, which Objective-C cannot write; give the class name alone")
            }
            // ARC gives methods named new…, alloc…, copy…, init… ownership rules a getter or handler breaks.
            for name in views.map(\.name) + events.map(\.name) {
                for family in ["alloc", "new", "copy", "mutableCopy", "init"] where name.hasPrefix(family) {
                    let rest = name.dropFirst(family.count)
                    if rest.isEmpty || rest.first!.isUppercase {
                        throw ScaffoldError("'\(name)' starts with '\(family)', which Objective-C's ARC reserves for methods returning owned objects; choose another name")
                    }
                }
            }
        }
        var protocolsSeen = Set<String>()
        for name in protocols {
            try Self.checkIdentifier(name, what: "protocol name", isType: true)
            guard protocolsSeen.insert(name).inserted else { throw ScaffoldError("protocol '\(name)' is given twice") }
        }
        for (field, value) in [("--module", module), ("--author", author), ("organization", organization)] where value.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\u{7F}" }) {
            throw ScaffoldError("\(field) must be one line of printable text")
        }
    }

    /// A name usable as a Swift and Objective-C identifier: ASCII letters, digits and `_`, not
    /// starting with a digit, not a keyword. Types may be qualified (`Module.Type`).
    public static func checkIdentifier(_ name: String, what: String, isType: Bool) throws {
        let parts = isType ? name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [name]
        for part in parts {
            guard TemplateCompiler.isIdentifier(part) else {
                throw ScaffoldError("'\(name)' is not a valid \(what): use ASCII letters, digits and '_', not starting with a digit")
            }
            guard !swiftKeywords.contains(part), !objcKeywords.contains(part) else {
                throw ScaffoldError("'\(name)' is not a valid \(what): '\(part)' is a reserved word")
            }
        }
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "Type", "Protocol", "some", "any", "async", "consume", "copy", "borrowing", "consuming", "package", "each",
    ]

    static let objcKeywords: Set<String> = [
        "auto", "char", "const", "double", "extern", "float", "goto", "int", "long", "register", "short", "signed",
        "sizeof", "typedef", "union", "unsigned", "void", "volatile", "id", "SEL", "IMP", "BOOL", "YES", "NO",
        "Class", "NULL", "instancetype",
    ]

    /// Members of UIViewController/UIView, and what the templates generate, that a view or event
    /// name must not shadow.
    static let reservedMembers: Set<String> = [
        "view", "title", "navigationItem", "navigationController", "tabBarItem", "tabBarController", "parent",
        "children", "storyboard", "traitCollection", "presentedViewController", "presentingViewController",
        "frame", "bounds", "center", "layer", "subviews", "superview", "window", "tag", "alpha", "backgroundColor",
        "tintColor", "isHidden", "safeAreaLayoutGuide", "layoutMarginsGuide", "safeAreaInsets",
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "loadView",
        "layoutPageSubviews", "layoutSubviews", "bind", "dataSource", "dataController", "context", "containerModel",
        "contentView", "viewModel", "delegate", "items", "businessObject", "dataHandler", "editButtonItem",
    ]
}

/// A calendar date (proleptic Gregorian, UTC) for file headers, without Foundation.
public struct CivilDate: Sendable, Equatable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// `YYYY-MM-DD`, validated (month 1–12, a day the month has).
    public init(parsing text: String) throws {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), d >= 1, d <= Self.daysIn(month: m, year: y) else {
            throw ScaffoldError("'\(text)' is not a date; write YYYY-MM-DD, e.g. 2024-05-01")
        }
        year = y; month = m; day = d
    }

    /// The UTC date of a Unix time (as in `SOURCE_DATE_EPOCH`): Howard Hinnant's civil_from_days.
    public init(epochSeconds: Int64) {
        let days = epochSeconds >= 0 ? epochSeconds / 86_400 : -((-epochSeconds + 86_399) / 86_400)
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = Int(yoe + era * 400 + (m <= 2 ? 1 : 0))
        month = Int(m)
        day = Int(d)
    }

    /// `SOURCE_DATE_EPOCH` when set (reproducible builds), else `now` (seconds since 1970).
    public static func fromEnvironment(_ value: String?, now: Int64) throws -> CivilDate {
        guard let value else { return CivilDate(epochSeconds: now) }
        guard let seconds = Int64(value) else {
            throw ScaffoldError("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970 (got '\(value)')")
        }
        return CivilDate(epochSeconds: seconds)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
