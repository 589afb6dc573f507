import Testing
@testable import LayoutLint

/// The scaffolder's guarantees, for every template × every combination of no/several views,
/// no/known/unknown protocols and no/several events: the Swift output (1) parses with
/// `swiftc -parse`, (2) has no findings with the default rules, (3) is the same bytes when
/// generated again. Objective-C output: `ScaffoldObjCTests`.
@Suite("Scaffold guarantees")
struct ScaffoldMatrixTests {
    struct Combination: CustomStringConvertible, Sendable {
        let template: String
        let views: [ScaffoldRequest.View]
        let protocols: [String]
        let events: [ScaffoldRequest.Event]
        let language: ScaffoldRequest.Language

        var description: String {
            "\(template)/\(language.rawValue) views=\(views.map(\.name)) protocols=\(protocols) events=\(events.map(\.name))"
        }

        func request() throws -> ScaffoldRequest {
            var request = try ScaffoldRequest(name: "Profile", date: CivilDate(parsing: "2024-05-01"))
            request.template = template
            request.views = views
            request.protocols = protocols
            request.events = events
            request.language = language
            request.module = "ProfileKit"
            request.author = "Jane Doe"
            return request
        }
    }

    static let viewSets: [[ScaffoldRequest.View]] = [
        [],
        [.init(name: "nameLabel", type: "UILabel"), .init(name: "tableView", type: "UITableView"), .init(name: "saveButton", type: "UIButton")],
    ]
    static let protocolSets: [[String]] = [[], ["UITableViewDataSource", "UITableViewDelegate"], ["ProfileHeaderDelegate"]]
    static let eventSets: [[ScaffoldRequest.Event]] = [[], [.init(name: "didTapSave"), .init(name: "didTapAvatar")]]

    static func matrix(templates: [String], language: ScaffoldRequest.Language) -> [Combination] {
        var result: [Combination] = []
        for template in templates {
            for views in viewSets {
                for protocols in protocolSets {
                    for events in eventSets {
                        result.append(Combination(template: template, views: views, protocols: protocols, events: events, language: language))
                    }
                }
            }
        }
        return result
    }

    /// Beyond the matrix: many view kinds, frameworks, explicit event targets, known and unknown
    /// protocols together.
    static func kitchenSink(_ template: String) -> Combination {
        Combination(template: template, views: [
            .init(name: "headerView", type: "ProfileHeaderView"), .init(name: "avatarImageView", type: "UIImageView"),
            .init(name: "photosCollectionView", type: "UICollectionView"), .init(name: "nameTextField", type: "UITextField"),
            .init(name: "notificationsSwitch", type: "UISwitch"), .init(name: "webView", type: "WKWebView"),
            .init(name: "feedTableView", type: "UITableView"), .init(name: "followButton", type: "UIButton"),
        ], protocols: ["UICollectionViewDataSource", "UICollectionViewDelegateFlowLayout", "UITextFieldDelegate",
                       "WKScriptMessageHandler", "ProfileHeaderDelegate", "UITableViewDelegate"],
        events: [.init(name: "didTapFollow"), .init(name: "didToggleNotifications"), .init(name: "didTapHeader", view: "headerView"),
                 .init(name: "didTapAvatar"), .init(name: "didChangeName"), .init(name: "didTapShare"), .init(name: "didTapEdit")],
        language: .swift)
    }

    static let templates = ["mvc", "mvvm-dc", "mvp", "cdd"]

    @Test func swiftOutputParsesHasNoFindingsAndIsDeterministic() throws {
        let combinations = Self.matrix(templates: Self.templates, language: .swift) + Self.templates.map(Self.kitchenSink)
        #expect(combinations.count == 4 * 2 * 3 * 2 + 4)
        let bundles = try TemplateLibrary.builtIn()
        let linter = Linter(configuration: .default)
        let dir = ScaffoldTestSupport.temporaryDirectory("matrix")
        defer { ScaffoldTestSupport.remove(dir) }
        var paths: [String] = []
        var origin: [String: String] = [:]
        for (index, combination) in combinations.enumerated() {
            let bundle = bundles.first { $0.name == combination.template }!
            let files = try Scaffolder.generate(try combination.request(), bundle: bundle)
            // (3) the same request gives the same bytes.
            #expect(try Scaffolder.generate(try combination.request(), bundle: bundle) == files, "\(combination)")
            #expect(!files.isEmpty)
            for file in files {
                #expect(file.path.hasSuffix(".swift"), "\(combination): \(file.path)")
                // (2) no findings with the default rules.
                let findings = linter.lint(SourceFile(path: file.path, text: file.contents))
                #expect(findings.isEmpty, "\(combination) \(file.path):\n\(findings.map { "\($0.line):\($0.column) \($0.ruleID): \($0.message)" }.joined(separator: "\n"))\n\(file.contents)")
                // Files of all combinations go to one folder, under unique names (swiftc wants them).
                let path = "\(dir)/c\(index)_\(file.path.replacingOccurrences(of: "/", with: "_"))"
                try FileSystem.writeFile(path, file.contents)
                paths.append(path)
                origin[path] = "\(combination) \(file.path)"
            }
            #expect(files.contains { $0.path == "ProfileViewController.swift" }, "\(combination)")
        }
        // (1) every generated file parses, in the default language mode and in Swift 6 mode.
        for mode in [[], ["-swift-version", "6"]] {
            let (status, output) = try ScaffoldTestSupport.run("swiftc", ["-parse", "-enable-batch-mode", "-j4"] + mode + paths)
            #expect(status == 0, "swiftc -parse \(mode.joined(separator: " ")) failed:\n\(output)")
            if status != 0, let bad = paths.first(where: { output.contains($0) }) {
                Issue.record("first failing file: \(origin[bad] ?? bad)\n\(ScaffoldTestSupport.read(bad) ?? "")")
            }
        }
    }

    @Test func generatedControllersFollowTheSectionOrder() throws {
        // What the linter will check once its rules land, checked here on the outline directly.
        let bundles = try TemplateLibrary.builtIn()
        for combination in Self.matrix(templates: Self.templates, language: .swift) + Self.templates.map(Self.kitchenSink) {
            let bundle = bundles.first { $0.name == combination.template }!
            let controller = try Scaffolder.generate(try combination.request(), bundle: bundle).first { $0.path == "ProfileViewController.swift" }!
            let outline = OutlineParser.parse(SourceFile(path: controller.path, text: controller.contents))
            let checked = RoleClassifier(outline: outline, configuration: .default).checkedTypes()
            #expect(checked.map(\.name) == ["ProfileViewController"], "\(combination)")
            guard let type = checked.first else { continue }
            let ranks = type.members.compactMap { $0.role.map { SectionID.allCases.firstIndex(of: $0.section)! } }
            #expect(ranks == ranks.sorted(), "\(combination): \(type.members.map { "\($0.member.name)→\($0.role?.description ?? "-")" })")
            #expect(!type.members.contains { $0.role == .private }, "\(combination)")
            let marks = outline.marks.map(\.title)
            let expected = try Self.expectedControllerMarks(combination)
            #expect(marks == expected, "\(combination)")
        }
    }

    /// The MARK titles of a scaffolded controller, in order.
    static func expectedControllerMarks(_ combination: Combination) throws -> [String] {
        let wiring = ScaffoldContext.wire(try combination.request())
        let barEvents = wiring.filter { $0.wiring == .barButton }.count
        let viewEvents = wiring.count - barEvents
        var expected = ["Life Cycle"]
        switch combination.template {
        case "mvvm-dc", "cdd":
            // The view handles the events of its subviews; the controller those of bar items.
            if combination.template == "mvvm-dc", viewEvents > 0 { expected.append("ProfileViewDelegate") }
            expected += combination.protocols
            if barEvents > 0 { expected.append("Event Response") }
            expected.append("Getters and Setters")
        default:
            expected += combination.protocols
            if !combination.events.isEmpty { expected.append("Event Response") }
            if !combination.views.isEmpty || !combination.events.isEmpty { expected.append("Getters and Setters") }
        }
        return expected
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedByWord: needle).count - 1 }

    /// Brackets balance outside string literals and comments (C and Objective-C).
    static func isBalanced(_ text: String) -> Bool {
        var stack: [Character] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "\"" {
                i += 1
                while i < chars.count, chars[i] != "\"" { i += chars[i] == "\\" ? 2 : 1 }
                i += 1
                continue
            }
            switch c {
            case "(", "[", "{": stack.append(c)
            case ")": if stack.popLast() != "(" { return false }
            case "]": if stack.popLast() != "[" { return false }
            case "}": if stack.popLast() != "{" { return false }
            default: break
            }
            i += 1
        }
        return stack.isEmpty
    }
}
