import Testing
@testable import LayoutLint

/// The scaffolder's guarantees, for every template × every combination of no/several views,
/// no/known/unknown protocols and no/several events: the Swift output (1) parses with
/// `swiftc -parse`, (2) has no findings with the default rules, (3) is the same bytes when
/// generated again. Objective-C output (mvc) is checked structurally: there is no UIKit or clang here.
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
            #expect(marks == expected, "\(combination)")
        }
    }

    @Test func objcOutputIsWellFormed() throws {
        let bundle = try ScaffoldTestSupport.builtIn("mvc")
        for combination in Self.matrix(templates: ["mvc"], language: .objc) {
            let files = try Scaffolder.generate(try combination.request(), bundle: bundle)
            #expect(try Scaffolder.generate(try combination.request(), bundle: bundle) == files, "\(combination)")
            let needsDataSource = combination.views.contains { $0.type == "UITableView" } && !combination.protocols.contains("UITableViewDataSource")
            #expect(files.map(\.path) == ["ProfileViewController.h", "ProfileViewController.m"]
                    + (needsDataSource ? ["ProfileDataSource.h", "ProfileDataSource.m"] : []), "\(combination)")
            for file in files {
                let text = file.contents
                #expect(text.hasPrefix("//\n//  \(file.path)\n//  ProfileKit\n//\n//  Created by Jane Doe on 2024-05-01.\n//\n"))
                #expect(count("@interface", in: text) + count("@implementation", in: text) == count("@end", in: text), "\(combination) \(file.path)")
                #expect(count("NS_ASSUME_NONNULL_BEGIN", in: text) == count("NS_ASSUME_NONNULL_END", in: text))
                #expect(Self.isBalanced(text), "\(combination) \(file.path):\n\(text)")
                #expect(!text.contains("{{") && !text.contains("}}"))
            }
            let m = files[1].contents
            // Sections in the convention's order, one pragma mark per protocol.
            let marks = m.split(separator: "\n").filter { $0.hasPrefix("#pragma mark - ") }.map { String($0.dropFirst(15)) }
            var expected = ["Life Cycle"] + combination.protocols
            if !combination.events.isEmpty { expected.append("Event Response") }
            if !combination.views.isEmpty || !combination.events.isEmpty { expected.append("Getters and Setters") }
            #expect(marks == expected, "\(combination)")
            // viewDidLoad only adds subviews (and bar items) and calls layoutPageSubviews.
            let body = m.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "- (void)viewDidLoad" }.dropFirst(2)
            let viewDidLoad = body.prefix { $0 != "}" }.joined(separator: "\n")
            for line in viewDidLoad.split(separator: "\n") {
                let ok = line == "    [super viewDidLoad];" || line.hasPrefix("    [self.view addSubview:self.")
                    || line.hasPrefix("    self.navigationItem.rightBarButtonItems = @[") || line == "    [self layoutPageSubviews];"
                #expect(ok, "\(combination): \(line)")
            }
            for view in combination.views {
                #expect(m.contains("@property (nonatomic, strong) \(view.type) *\(view.name);"))
                #expect(m.contains("- (\(view.type) *)\(view.name)\n{\n    if (_\(view.name) == nil) {"))
                #expect(m.contains("[self.view addSubview:self.\(view.name)];"))
            }
            for event in combination.events {
                #expect(count("- (void)\(event.name):(", in: m) == 1, "\(combination)")
                #expect(count("@selector(\(event.name):)", in: m) == 1, "\(combination)")
            }
            if combination.protocols.contains("UITableViewDataSource") || needsDataSource {
                let all = files.map(\.contents).joined()
                #expect(all.contains("- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section\n{\n    return 0;\n}"))
                #expect(all.contains("- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath\n{"))
            }
        }
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
