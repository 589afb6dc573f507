import Foundation
import Testing
@testable import LayoutLint

/// `scaffold xcode-templates`: a bundle per template whose plist Python's plistlib reads, and
/// whose files, with Xcode's placeholders substituted by hand, are exactly what `scaffold` writes.
@Suite("Scaffold Xcode file templates")
struct ScaffoldXcodeTemplateTests {
    static let substitutions = [("___VARIABLE_productName___", "Profile"), ("___PACKAGENAME___", "ProfileKit"),
                                ("___FULLUSERNAME___", "Jane Doe"), ("___DATE___", "2024-05-01")]

    @Test func bundlesMatchTheCommandLinesOutput() throws {
        let dir = ScaffoldTestSupport.temporaryDirectory("xcode")
        defer { ScaffoldTestSupport.remove(dir) }
        let empty = ScaffoldTestSupport.temporaryDirectory("no-templates")
        defer { ScaffoldTestSupport.remove(empty) }
        let result = ScaffoldTestSupport.scaffold(["xcode-templates", "--output", dir, "--templates", empty])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("wrote 4 Xcode file templates (cdd, mvc, mvp, mvvm-dc) to \(dir)\n"))

        // Every plist parses with plistlib; its options are the screen's name and the language.
        let script = """
        import json, plistlib, sys
        print(json.dumps({p: [[o["Identifier"], o["Type"], o.get("Values", [])] for o in plistlib.load(open(p, "rb"))["Options"]] for p in sys.argv[1:]}))
        """
        let plists = ScaffoldMatrixTests.templates.map { "\(dir)/\($0).xctemplate/TemplateInfo.plist" }
        let (status, json) = try ScaffoldTestSupport.run("python3", ["-c", script] + plists)
        #expect(status == 0, "\(json)")
        let options = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [[Any]]] ?? [:]
        for plist in plists {
            let described = (options[plist] ?? []).map { $0.map { "\($0)" }.joined(separator: " ") }
            #expect(described.count == 2 && described[0].hasPrefix("productName text"), "\(plist): \(described)")
            #expect(described.count == 2 && described[1].hasPrefix("languageChoice popup") && described[1].contains("Objective-C"), "\(plist)")
        }

        let bundles = try TemplateLibrary.builtIn()
        for template in ScaffoldMatrixTests.templates {
            for (language, folder) in [(ScaffoldRequest.Language.swift, "Swift"), (.objc, "Objective-C")] {
                var request = try ScaffoldRequest(name: "Profile", date: CivilDate(parsing: "2024-05-01"))
                request.template = template
                request.language = language
                request.module = "ProfileKit"
                request.author = "Jane Doe"
                let expected = try Scaffolder.generate(request, bundle: bundles.first { $0.name == template }!)
                let base = "\(dir)/\(template).xctemplate/\(folder)"
                let names = try FileSystem.entries(base).sorted()
                #expect(names.map(Self.substituted) == expected.map(\.path).sorted(), "\(template) \(folder)")
                for name in names {
                    let text = ScaffoldTestSupport.read(base + "/" + name) ?? ""
                    #expect(!text.contains("Qq") && !text.contains("qq"), "\(name): a stand-in is left")
                    let file = expected.first { $0.path == Self.substituted(name) }
                    #expect(file?.contents == Self.substituted(text), "\(template) \(folder)/\(name)")
                }
            }
        }
        // Existing bundles are replaced only with --force.
        #expect(ScaffoldTestSupport.scaffold(["xcode-templates", "--output", dir, "--templates", empty]).status == 1)
        #expect(ScaffoldTestSupport.scaffold(["xcode-templates", "--output", dir, "--templates", empty, "--force"]).status == 0)
    }

    static func substituted(_ text: String) -> String {
        substitutions.reduce(text) { $0.replacingAll($1.0, with: $1.1) }
    }
}
