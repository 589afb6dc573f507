import Testing
@testable import LayoutLint

/// `{{> name}}`: partials from `_partials/` folders, in the including file's context, with
/// parameters, indentation, nesting, cycles and errors located in the partial's own file.
@Suite("Scaffold partials")
struct ScaffoldPartialTests {
    typealias Language = ScaffoldTemplateLanguageTests

    /// A folder of partials written from `files` (name → text); removed by the caller.
    static func partials(_ files: [String: String]) throws -> (TemplatePartials, String) {
        let dir = ScaffoldTestSupport.temporaryDirectory("partials")
        for (name, text) in files { try ScaffoldTestSupport.write(text, to: "\(dir)/\(name).tmpl") }
        return (TemplatePartials(folders: [dir]), dir)
    }

    func render(_ text: String, _ files: [String: String]) throws -> String {
        let (partials, dir) = try Self.partials(files)
        defer { ScaffoldTestSupport.remove(dir) }
        return try Template(text, file: "Main.tmpl", schema: Language.schema, partials: partials).render(Language.values)
    }

    func error(_ text: String, _ files: [String: String]) throws -> (TemplateError?, String) {
        let (partials, dir) = try Self.partials(files)
        defer { ScaffoldTestSupport.remove(dir) }
        do {
            _ = try Template(text, file: "Main.tmpl", schema: Language.schema, partials: partials).render(Language.values)
            return (nil, dir)
        } catch let error as TemplateError {
            return (error, dir)
        }
    }

    @Test func includesSeeTheCurrentLoopItemAndNest() throws {
        let files = ["getter": "    lazy var {{item.name}}: {{item.type}} = {{> make}}\n", "make": "{{item.type}}()"]
        #expect(try render("{{#each items as item}}\n{{> getter}}\n{{/each}}\n", files)
                == "    lazy var nameLabel: UILabel = UILabel()\n    lazy var saveButton: UIButton = UIButton()\n")
        // Inline, a partial is pasted where it stands.
        #expect(try render("[{{> make}}]", ["make": "{{screen}}"]) == "[Profile]")
    }

    @Test func aPartialAloneOnItsLineTakesTheLinesIndentation() throws {
        let block = "{{! a comment line disappears }}\nfunc a() {\n{{#if flag}}\n    body()\n{{/if}}\n}\n\n// end\n"
        #expect(try render("struct S {\n    {{> block}}\n}\n", ["block": block])
                == "struct S {\n    func a() {\n        body()\n    }\n\n    // end\n}\n")
    }

    @Test func parametersAreTextOrAnotherNameForAVariable() throws {
        let files = ["list": "{{#each rows as row}}{{prefix}}{{row.name}};{{/each}}{{#if loud}}!{{/if}}{{#unless quiet}}.{{/unless}}"]
        #expect(try render("{{> list rows=items prefix=\"- \"}}", files) == "- nameLabel;- saveButton;.")
        // A parameter not given is false in #if; "true" (any non-empty text) is true.
        #expect(try render("{{> list rows=none prefix=\"\" loud=\"true\" quiet=\"yes\"}}", files) == "!")
        // A parameter may guard a part that names a variable this template does not have.
        #expect(try render("{{> p}}", ["p": "{{#if other}}{{notInThisSchema}}{{else}}ok{{/if}}"]) == "ok")
    }

    @Test func cyclesAreReportedWithTheChainOfFiles() throws {
        let (error, dir) = try error("{{> a}}", ["a": "A\n{{> b}}\n", "b": "{{> a}}\n"])
        let e = try #require(error)
        #expect(e.file == "\(dir)/b.tmpl" && e.line == 1 && e.column == 1)
        #expect(e.message == "partial 'a' includes itself: Main.tmpl → \(dir)/a.tmpl → \(dir)/b.tmpl → \(dir)/a.tmpl")
        let (selfError, _) = try self.error("{{> a}}", ["a": "{{#if flag}}{{> a}}{{/if}}"])
        #expect(selfError?.message.contains("includes itself") == true)
    }

    @Test func errorsPointIntoThePartialsOwnFile() throws {
        var (error, dir) = try error("line 1\n{{> p}}\n", ["p": "ok\n  {{screeen}}\n"])
        #expect(error?.description == "\(dir)/p.tmpl:2:3: unknown placeholder 'screeen'. Did you mean 'screen'?")
        // Indentation added to a partial's lines does not shift its columns.
        (error, dir) = try self.error("    {{> p}}\n", ["p": "ok\n  {{screeen}}\n"])
        #expect(error?.description == "\(dir)/p.tmpl:2:3: unknown placeholder 'screeen'. Did you mean 'screen'?")
        (error, dir) = try self.error("{{> p}}", ["p": "{{#if flag}}\n"])
        #expect(error?.description == "\(dir)/p.tmpl:1:1: '{{#if flag}}' is never closed; add '{{/if}}'")
        (error, dir) = try self.error("{{#if flag}}{{> p}}{{/if}}", ["p": "x{{/if}}"])
        #expect(error?.file == "\(dir)/p.tmpl" && error?.message.contains("closes a section this partial did not open") == true)
        (error, _) = try self.error("{{> missing}}", ["present": ""])
        #expect(error?.file == "Main.tmpl" && error?.message.hasPrefix("no partial named 'missing'") == true)
        for bad in ["{{>}}", "{{> ../x}}", "{{> p key}}", "{{> p key=\"open}}", "{{> p a=\"1\" a=\"2\"}}"] {
            (error, _) = try self.error(bad, ["p": ""])
            #expect(error?.file == "Main.tmpl" && error?.line == 1, "\(bad): \(String(describing: error))")
        }
    }

    @Test func theUsersPartialsShadowTheBuiltInOnes() throws {
        let dir = ScaffoldTestSupport.temporaryDirectory("shadow")
        defer { ScaffoldTestSupport.remove(dir) }
        // A team restyles the protocol blocks of every template, built-in or its own.
        try ScaffoldTestSupport.write("{{#each protocols as protocol}}\n\n    // MARK: - {{protocol.name}} (team style)\n{{/each}}\n",
                                      to: "\(dir)/_partials/swift/protocol-blocks.tmpl")
        try ScaffoldTestSupport.write(#"{"description": "Swift only.", "files": [{"template": "A.swift.tmpl", "output": "A.swift"}]}"#,
                                      to: "\(dir)/solo/manifest.json")
        try ScaffoldTestSupport.write("class A {\n{{> swift/protocol-blocks}}\n}\n", to: "\(dir)/solo/A.swift.tmpl")
        let bundles = try TemplateLibrary.available(userDirectory: dir)
        var request = try ScaffoldRequest(name: "Profile", date: CivilDate(parsing: "2024-05-01"))
        request.protocols = ["UITableViewDelegate"]
        for name in ["mvc", "solo"] {
            request.template = name
            let files = try Scaffolder.generate(request, bundle: bundles.first { $0.name == name }!)
            #expect(files[0].contents.contains("// MARK: - UITableViewDelegate (team style)\n"), "\(name)")
        }
        request.language = .objc
        request.template = "solo"
        #expect(throws: ScaffoldError("template 'solo' has no objc files (it has: swift)")) {
            try Scaffolder.generate(request, bundle: bundles.first { $0.name == "solo" }!)
        }
    }
}
