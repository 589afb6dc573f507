import Testing
@testable import LayoutLint

/// `scaffold.json`: a team's defaults, validated with located errors, overridden by options;
/// where files and tests go; and the test files `--tests` writes, which compile against the
/// generated types (`swiftc -typecheck` where UIKit is not involved, `-parse` everywhere).
@Suite("Scaffold project defaults and tests")
struct ScaffoldProjectTests {
    static let project = """
    {
      "author": "Jane Doe",
      "organization": "Acme",
      "module": "ProfileKit",
      "classPrefix": "AC",
      "template": "cdd",
      "paths": { "default": "Sources/{{module}}/{{screen}}/", "View": "Sources/{{module}}/Views/" },
      "tests": { "generate": true, "framework": "xctest", "path": "Tests/{{module}}Tests/" },
      "header": "//\\n//  {{fileName}}\\n//  Copyright © {{year}} {{organization}}.\\n//"
    }
    """

    static func parse(_ text: String) throws -> ScaffoldProject {
        try ScaffoldProject.parse(Array(text.utf8), path: "scaffold.json")
    }

    @Test func settingsAreReadAndPlaceFilesByKind() throws {
        let dir = ScaffoldTestSupport.temporaryDirectory("project")
        defer { ScaffoldTestSupport.remove(dir) }
        try ScaffoldTestSupport.write(Self.project, to: dir + "/scaffold.json")
        let result = ScaffoldTestSupport.scaffold(["Profile", "--project", dir + "/scaffold.json", "--date", "2024-05-01", "--view", "nameLabel:UILabel"])
        #expect(result.status == 0, "\(result.err)")
        let created = result.out.split(separator: "\n").map { String($0.dropFirst("created \(dir)/".count)) }
        #expect(created == ["Sources/ProfileKit/ACProfile/ACProfileViewController.swift", "Sources/ProfileKit/ACProfile/ACProfileContext.swift",
                            "Sources/ProfileKit/ACProfile/ACProfileBusinessObject.swift", "Tests/ProfileKitTests/ACProfileBusinessObjectTests.swift",
                            "Sources/ProfileKit/ACProfile/ACProfileDataHandler.swift", "Tests/ProfileKitTests/ACProfileDataHandlerTests.swift",
                            "Sources/ProfileKit/Views/ACProfileView.swift"])
        let test = ScaffoldTestSupport.read(dir + "/Tests/ProfileKitTests/ACProfileDataHandlerTests.swift") ?? ""
        #expect(test.hasPrefix("//\n//  ACProfileDataHandlerTests.swift\n//  Copyright © 2024 Acme.\n//\n\nimport XCTest\n@testable import ProfileKit\n"))
        #expect(test.contains("final class ACProfileDataHandlerTests: XCTestCase {\n    func testReplaceItemsStoresThemAndTellsTheViews() {"))
    }

    @Test func optionsOverrideTheSettings() throws {
        let dir = ScaffoldTestSupport.temporaryDirectory("override")
        defer { ScaffoldTestSupport.remove(dir) }
        try ScaffoldTestSupport.write(Self.project, to: dir + "/scaffold.json")
        let result = ScaffoldTestSupport.scaffold(["Profile", "--project", dir + "/scaffold.json", "--date", "2024-05-01", "--template", "mvc",
                                                   "--class-prefix", "", "--module", "Other", "--no-tests", "--output", dir + "/out", "--dry-run"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("==> \(dir)/out/ProfileViewController.swift <==\n//\n//  ProfileViewController.swift\n//  Copyright © 2024 Acme.\n//\n"))
        #expect(result.out.hasSuffix("dry run: 1 file, nothing written\n"))
        let tests = ScaffoldTestSupport.scaffold(["Profile", "--project", dir + "/scaffold.json", "--template", "mvvm-dc", "--dry-run"])
        #expect(tests.out.contains("Tests/ProfileKitTests/ACProfileDataControllerTests.swift <=="))
        #expect(tests.out.contains("Tests/ProfileKitTests/ACProfileViewModelTests.swift <=="))
    }

    @Test func mistakesAreLocatedLikeInRulesJSON() throws {
        let cases: [(String, String)] = [
            (#"{"autor": "x"}"#, "scaffold.json:1:11: error: autor: unknown key (known: author, organization, module, classPrefix, template, language, paths, tests, templates, header). Did you mean 'author'?"),
            ("{\n  \"language\": \"kotlin\"\n}", "scaffold.json:2:15: error: language: expected \"swift\" or \"objc\", found \"kotlin\""),
            (#"{"classPrefix": "ac"}"#, "scaffold.json:1:17: error: classPrefix: 'ac' is not a class prefix: upper-case ASCII letters and digits, e.g. \"AC\""),
            (#"{"paths": {"View": "Sources/{{modul}}/"}}"#, "scaffold.json:1:20: error: paths.View: unknown placeholder 'modul'. Did you mean 'module'?"),
            (#"{"tests": {"generate": "yes"}}"#, "scaffold.json:1:24: error: tests.generate: expected true or false, found a string"),
            (#"{"tests": {"framework": "junit"}}"#, "scaffold.json:1:25: error: tests.framework: expected one of \"swift-testing\", \"xctest\""),
            (#"{"header": "{{#if author}}x"}"#, "scaffold.json:1:12: error: header: '{{#if author}}' is never closed; add '{{/if}}'"),
            (#"{"author": 3}"#, "scaffold.json:1:12: error: author: expected a string, found a number"),
            (#"["author"]"#, "scaffold.json:1:1: error: the scaffold settings are a JSON object"),
        ]
        for (text, message) in cases {
            #expect(throws: ConfigurationError.self) { try Self.parse(text) }
            do { _ = try Self.parse(text) } catch { #expect("\(error)" == message, "\(text)") }
        }
    }

    @Test func foldersNeverLeaveTheProject() throws {
        let project = try Self.parse(#"{"paths": {"default": "../../etc/"}}"#)
        let request = try ScaffoldRequest(name: "Profile", date: CivilDate(parsing: "2024-05-01"))
        #expect(throws: ScaffoldError.self) { try project.place([GeneratedFile(path: "ProfileViewController.swift", contents: "")], request: request) }
    }

    /// Every test file of every template, in both frameworks, parses; those of types without
    /// UIKit typecheck together with the types they test (Swift 6 mode).
    @Test func testFilesCompileAgainstTheGeneratedTypes() throws {
        let bundles = try TemplateLibrary.builtIn()
        let dir = ScaffoldTestSupport.temporaryDirectory("tests")
        defer { ScaffoldTestSupport.remove(dir) }
        var parsed: [String] = []
        var typechecked: [[String]] = []
        for framework in ScaffoldRequest.TestFramework.allCases {
            for template in ScaffoldMatrixTests.templates {
                for (index, views) in ScaffoldMatrixTests.viewSets.enumerated() {
                    var request = try ScaffoldRequest(name: "Profile", date: CivilDate(parsing: "2024-05-01"))
                    request.template = template
                    request.views = views
                    request.events = ScaffoldMatrixTests.eventSets[index]
                    request.tests = framework
                    let files = try Scaffolder.generate(request, bundle: bundles.first { $0.name == template }!)
                    let folder = "\(dir)/\(framework.rawValue)-\(template)-\(index)"
                    var foundationOnly: [String] = []
                    var checkable = false
                    for file in files {
                        let path = folder + "/" + file.path
                        try ScaffoldTestSupport.write(file.contents, to: path)
                        if file.isTest {
                            let findings = Linter(configuration: .default).lint(SourceFile(path: file.path, text: file.contents))
                            #expect(findings.isEmpty, "\(file.path): \(findings.map(\.message))")
                            // One swiftc run for all: unique names.
                            let copy = "\(dir)/parse/\(parsed.count)_\(file.path)"
                            try ScaffoldTestSupport.write(file.contents, to: copy)
                            parsed.append(copy)
                            let subject = files.first { $0.path == file.path.replacingOccurrences(of: "Tests.swift", with: ".swift") }
                            if let subject, !subject.contents.contains("import UIKit") { checkable = true; foundationOnly.append(path) }
                        } else if !file.contents.contains("import UIKit") {
                            foundationOnly.append(path)
                        }
                    }
                    #expect(files.filter(\.isTest).count == ["mvc": 0, "mvp": 1, "mvvm-dc": 2, "cdd": 2][template], "\(template)")
                    if checkable, index == 1 { typechecked.append(foundationOnly) }
                }
            }
        }
        let (status, output) = try ScaffoldTestSupport.run("swiftc", ["-parse", "-swift-version", "6"] + parsed)
        #expect(status == 0, "\(output)")
        // DataController (mvvm-dc), BusinessObject and DataHandler (cdd): Foundation alone.
        #expect(typechecked.count == 2 * 2)
        for files in typechecked {
            let (status, output) = try ScaffoldTestSupport.run("swiftc", ["-typecheck", "-swift-version", "6"] + files)
            #expect(status == 0, "\(files)\n\(output)")
        }
    }
}
