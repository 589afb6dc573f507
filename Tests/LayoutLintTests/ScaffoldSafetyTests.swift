import Testing
@testable import LayoutLint

/// Names, paths, dates, manifests and user templates: what `scaffold` refuses, and how.
@Suite("Scaffold safety")
struct ScaffoldSafetyTests {
    static let date = try! CivilDate(parsing: "2024-05-01")

    @Test func screenNames() throws {
        #expect(try ScaffoldRequest(name: "Profile", date: Self.date).controller == "ProfileViewController")
        #expect(try ScaffoldRequest(name: "ProfileViewController", date: Self.date).screen == "Profile")
        #expect(try ScaffoldRequest(name: "profile", date: Self.date).screen == "Profile")
        #expect(try ScaffoldRequest(name: "Order2Summary", date: Self.date).controller == "Order2SummaryViewController")
        for bad in ["", "ViewController", "1Profile", "Pro-file", "Prof ile", "Profil\u{e9}", "class", "Self",
                    "../Profile", "Profile/../../etc", "/tmp/Profile", "Profile.swift", "Profile\n"] {
            #expect(throws: ScaffoldError.self, "\(bad)") { try ScaffoldRequest(name: bad, date: Self.date) }
        }
    }

    @Test func viewsEventsAndProtocols() throws {
        #expect(try ScaffoldRequest.view("nameLabel:UILabel") == .init(name: "nameLabel", type: "UILabel"))
        #expect(try ScaffoldRequest.view("map:MapKit.MKMapView").type == "MapKit.MKMapView")
        for bad in ["nameLabel", "nameLabel:", ":UILabel", "name-label:UILabel", "default:UILabel", "a:b:c", "x:UI Label"] {
            #expect(throws: ScaffoldError.self, "\(bad)") { try ScaffoldRequest.view(bad) }
        }
        #expect(try ScaffoldRequest.event("didTapSave:saveButton") == .init(name: "didTapSave", view: "saveButton"))
        for bad in ["did tap", "didTap:", ":saveButton", "return", "a:b:c"] {
            #expect(throws: ScaffoldError.self, "\(bad)") { try ScaffoldRequest.event(bad) }
        }

        var request = try ScaffoldRequest(name: "Profile", date: Self.date)
        request.views = [.init(name: "nameLabel", type: "UILabel"), .init(name: "nameLabel", type: "UIButton")]
        #expect(throws: ScaffoldError("'nameLabel' is used twice (as a view and as a view)")) { try request.validate() }
        request.views = [.init(name: "view", type: "UIView")]
        #expect(throws: ScaffoldError.self) { try request.validate() }
        request.views = [.init(name: "saveButton", type: "UIButton")]
        request.events = [.init(name: "saveButton")]
        #expect(throws: ScaffoldError.self) { try request.validate() }
        request.events = [.init(name: "didTapSave", view: "saveButon")]
        #expect(throws: ScaffoldError("event 'didTapSave' names view 'saveButon', which is not one of the --view options. Did you mean 'saveButton'?")) {
            try request.validate()
        }
        request.events = [.init(name: "didTapSave", view: "saveButton")]
        request.protocols = ["UITableViewDelegate", "UITableViewDelegate"]
        #expect(throws: ScaffoldError.self) { try request.validate() }
        request.protocols = ["UITable-ViewDelegate"]
        #expect(throws: ScaffoldError.self) { try request.validate() }
        request.protocols = ["UITableViewDelegate"]
        request.module = "Two\nLines"
        #expect(throws: ScaffoldError.self) { try request.validate() }
        request.module = "ProfileKit"
        try request.validate()
        request.language = .objc
        request.views = [.init(name: "newButton", type: "UIButton")]
        request.events = []
        #expect(throws: ScaffoldError.self) { try request.validate() }
        request.views = [.init(name: "newsButton", type: "UIButton")]
        try request.validate()
        request.views = [.init(name: "map", type: "MapKit.MKMapView")]
        #expect(throws: ScaffoldError.self) { try request.validate() }
    }

    @Test func outputPaths() {
        for bad in ["", "/etc/passwd", "../Profile.swift", "Views/../../x.swift", "a//b.swift", "a\\b.swift", "~/x.swift",
                    "x/.", "tab\there.swift"] {
            #expect(OutputPath.problem(with: bad) != nil, "\(bad)")
        }
        for good in ["Profile.swift", "Views/ProfileView.swift", "./Profile.swift", "..Profile.swift"] {
            #expect(OutputPath.problem(with: good) == nil, "\(good)")
        }
    }

    @Test func dates() throws {
        #expect(try CivilDate(parsing: "2024-02-29").description == "2024-02-29")
        for bad in ["2023-02-29", "2024-13-01", "2024-1-01", "2024-04-31", "24-05-01", "2024/05/01", "2024-05-01T00", ""] {
            #expect(throws: ScaffoldError.self, "\(bad)") { try CivilDate(parsing: bad) }
        }
        let cases: [(Int64, String)] = [(0, "1970-01-01"), (86_399, "1970-01-01"), (951_782_400, "2000-02-29"),
                                        (1_714_521_600, "2024-05-01"), (-1, "1969-12-31"), (-86_400, "1969-12-31"),
                                        (-86_401, "1969-12-30"), (253_402_300_799, "9999-12-31"), (4_107_542_400, "2100-03-01")]
        for (seconds, expected) in cases {
            #expect(CivilDate(epochSeconds: seconds).description == expected, "\(seconds)")
        }
        #expect(try CivilDate.fromEnvironment("1714521600", now: 0).description == "2024-05-01")
        #expect(try CivilDate.fromEnvironment(nil, now: 0).description == "1970-01-01")
        #expect(throws: ScaffoldError.self) { try CivilDate.fromEnvironment("yesterday", now: 0) }
    }

    @Test func header() throws {
        var request = try ScaffoldRequest(name: "Profile", date: Self.date)
        #expect(Scaffolder.header(fileName: "A.swift", request: request) == "//\n//  A.swift\n//\n//  Created on 2024-05-01.\n//")
        request.module = "ProfileKit"
        request.author = "Jane Doe"
        #expect(Scaffolder.header(fileName: "A.swift", request: request)
                == "//\n//  A.swift\n//  ProfileKit\n//\n//  Created by Jane Doe on 2024-05-01.\n//")
    }

    /// Writes a user template folder with one template `name` and returns the folder.
    func userTemplates(_ name: String, manifest: String, files: [String: String]) throws -> String {
        let root = ScaffoldTestSupport.temporaryDirectory("templates")
        try ScaffoldTestSupport.write(manifest, to: root + "/" + name + "/manifest.json")
        for (path, text) in files { try ScaffoldTestSupport.write(text, to: root + "/" + name + "/" + path) }
        return root
    }

    func generate(_ root: String, template: String) throws -> [GeneratedFile] {
        let bundle = try TemplateLibrary.load(directory: root).first { $0.name == template }!
        var request = try ScaffoldRequest(name: "Profile", date: Self.date)
        request.template = template
        return try Scaffolder.generate(request, bundle: bundle)
    }

    @Test func manifestsAreCheckedWithTheirLine() throws {
        func manifestError(_ json: String) throws -> TemplateError? {
            let root = try userTemplates("t", manifest: json, files: ["A.tmpl": "x"])
            defer { ScaffoldTestSupport.remove(root) }
            do { _ = try TemplateLibrary.load(directory: root) } catch let error as TemplateError { return error }
            return nil
        }
        let escaping = try manifestError("""
            {
              "description": "d",
              "files": [
                { "template": "../../../etc/passwd", "output": "{{controller}}.swift" }
              ]
            }
            """)
        #expect(escaping?.file.hasSuffix("/t/manifest.json") == true)
        #expect(escaping?.line == 4)
        #expect(escaping?.message.contains("escapes its folder") == true)
        #expect(try manifestError(#"{"description": "d", "files": [{"template": "/etc/passwd", "output": "x"}]}"#)?.message.contains("absolute") == true)
        #expect(try manifestError(#"{"files": [{"template": "A.tmpl", "output": "x"}]}"#)?.message.contains("description") == true)
        #expect(try manifestError(#"{"description": "d", "files": []}"#)?.message.contains("files") == true)
        #expect(try manifestError(#"{"description": "d", "file": []}"#)?.message.contains("Did you mean 'files'?") == true)
        #expect(try manifestError(#"{"description": "d", "files": [{"template": "A.tmpl", "output": "x", "when": "hasTableVeiw"}]}"#)?
                    .message.contains("Did you mean 'hasTableView'?") == true)
        #expect(try manifestError(#"{"description": "d", "variables": {"screen": {"default": "x"}}, "files": [{"template": "A.tmpl", "output": "x"}]}"#)?
                    .message.contains("built in") == true)
        #expect(try manifestError(#"{"description": "d", "files": [{"template": "A.tmpl", "output": "x", "language": "kotlin"}]}"#)?
                    .message.contains("swift") == true)
        #expect(try manifestError("{\"description\": \"d\",\n  \"files\": [,]}")?.line == 2)
    }

    @Test func outputsLeavingTheOutputDirectoryAreRefused() throws {
        for output in ["../{{screen}}.swift", "/tmp/{{screen}}.swift", "{{screen}}/../../x.swift"] {
            let root = try userTemplates("t", manifest: #"{"description": "d", "files": [{"template": "A.tmpl", "output": "\#(output)"}]}"#,
                                         files: ["A.tmpl": "x"])
            defer { ScaffoldTestSupport.remove(root) }
            #expect(throws: ScaffoldError.self, "\(output)") { try generate(root, template: "t") }
            let result = ScaffoldTestSupport.scaffold(["Profile", "--templates", root, "--template", "t", "--dry-run"])
            #expect(result.status == 2)
            #expect(result.err.contains("output path"))
        }
    }

    @Test func brokenUserTemplatesNameFileAndLine() throws {
        let root = try userTemplates("broken", manifest: #"{"description": "d", "files": [{"template": "Main.swift.tmpl", "output": "{{controller}}.swift"}]}"#,
                                     files: ["Main.swift.tmpl": "import UIKit\n\nfinal class {{controler}} {\n{{#each views as v}}\n}\n"])
        defer { ScaffoldTestSupport.remove(root) }
        do {
            _ = try generate(root, template: "broken")
            Issue.record("a broken template rendered")
        } catch let error as TemplateError {
            #expect(error.file == root + "/broken/Main.swift.tmpl")
            #expect(error.line == 3)
            #expect(error.message.contains("unknown placeholder 'controler'. Did you mean 'controller'?"))
        }
        let result = ScaffoldTestSupport.scaffold(["Profile", "--templates", root, "--template", "broken"])
        #expect(result.status == 2)
        #expect(result.err.contains("Main.swift.tmpl:3:13: unknown placeholder 'controler'"))
        // An unclosed section, once the placeholder is fixed.
        try ScaffoldTestSupport.write("import UIKit\n\nfinal class {{controller}} {\n{{#each views as v}}\n}\n", to: root + "/broken/Main.swift.tmpl")
        let unclosed = ScaffoldTestSupport.scaffold(["Profile", "--templates", root, "--template", "broken"])
        #expect(unclosed.status == 2)
        #expect(unclosed.err.contains("Main.swift.tmpl:4:1: '{{#each views as v}}' is never closed"))
    }

    @Test func userTemplatesAddToAndReplaceBuiltInOnes() throws {
        let root = try userTemplates("mvc", manifest: #"{"description": "Our own mvc.", "files": [{"template": "C.tmpl", "output": "{{controller}}.swift"}]}"#,
                                     files: ["C.tmpl": "// {{screen}} by us\n"])
        defer { ScaffoldTestSupport.remove(root) }
        try ScaffoldTestSupport.write(#"{"description": "Extra.", "variables": {"suffix": {"default": "Screen", "description": "s"}, "note": {"default": false}}, "files": [{"template": "E.tmpl", "output": "{{screen}}{{suffix}}.swift"}, {"template": "N.tmpl", "output": "Note.txt", "when": "note"}]}"#,
                                      to: root + "/extra/manifest.json")
        try ScaffoldTestSupport.write("{{screen}}{{suffix}}\n", to: root + "/extra/E.tmpl")
        try ScaffoldTestSupport.write("note\n", to: root + "/extra/N.tmpl")
        let bundles = try TemplateLibrary.available(userDirectory: root)
        #expect(bundles.map(\.name) == ["cdd", "extra", "mvc", "mvp", "mvvm-dc"])
        #expect(bundles.first { $0.name == "mvc" }?.source == .directory(root + "/mvc"))
        #expect(try generate(root, template: "mvc") == [GeneratedFile(path: "ProfileViewController.swift", contents: "// Profile by us\n")])
        #expect(try generate(root, template: "extra").map(\.path) == ["ProfileScreen.swift"])

        var request = try ScaffoldRequest(name: "Profile", date: Self.date)
        request.template = "extra"
        request.settings = [("suffix", "Page"), ("note", "true")]
        let extra = bundles.first { $0.name == "extra" }!
        #expect(try Scaffolder.generate(request, bundle: extra).map(\.path) == ["ProfilePage.swift", "Note.txt"])
        request.settings = [("note", "maybe")]
        #expect(throws: ScaffoldError.self) { try Scaffolder.generate(request, bundle: extra) }
        request.settings = [("sufix", "x")]
        #expect(throws: ScaffoldError.self) { try Scaffolder.generate(request, bundle: extra) }

        let listed = ScaffoldTestSupport.scaffold(["--list", "--templates", root])
        #expect(listed.status == 0)
        #expect(listed.out.contains("Our own mvc."))
        #expect(listed.out.contains("--set suffix=… (default \"Screen\")"))
        // A single template folder works too.
        #expect(try TemplateLibrary.load(directory: root + "/extra").map(\.name) == ["extra"])
    }

    @Test func templatesNextToRulesJSONAreFound() throws {
        let root = ScaffoldTestSupport.temporaryDirectory("project")
        defer { ScaffoldTestSupport.remove(root) }
        try ScaffoldTestSupport.write("{}\n", to: root + "/rules.json")
        try FileSystem.createDirectories(root + "/Templates")
        try FileSystem.createDirectories(root + "/App/Screens")
        #expect(TemplateLibrary.userDirectory(explicit: nil, start: root + "/App/Screens") == root + "/Templates")
        #expect(TemplateLibrary.userDirectory(explicit: "X", start: root) == "X")
        let bare = ScaffoldTestSupport.temporaryDirectory("bare")
        defer { ScaffoldTestSupport.remove(bare) }
        #expect(TemplateLibrary.userDirectory(explicit: nil, start: bare) == nil)
    }

    @Test func objcStubsCoverEveryRequiredMethodOfTheTable() {
        for known in KnownProtocol.builtIn {
            for method in known.methods where method.required {
                #expect(ScaffoldUIKit.objcRequired[known.name + "." + method.signature] != nil, "\(known.name).\(method.signature)")
            }
        }
    }
}
