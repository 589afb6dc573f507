import Testing
@testable import LayoutLint

/// The scaffold templates' placeholder language: values, sections, loops, transforms, errors.
@Suite("Scaffold template language")
struct ScaffoldTemplateLanguageTests {
    static let itemFields: [String: TemplateType] = ["name": .string, "type": .string, "isControl": .bool,
                                                     "tags": .list(["label": .string])]
    static let schema: [String: TemplateType] = [
        "screen": .string, "empty": .string, "flag": .bool, "items": .list(itemFields), "none": .list(itemFields),
    ]
    static let values: [String: TemplateValue] = [
        "screen": .string("Profile"), "empty": .string(""), "flag": .bool(true),
        "items": .list([
            ["name": .string("nameLabel"), "type": .string("UILabel"), "isControl": .bool(false), "tags": .list([])],
            ["name": .string("saveButton"), "type": .string("UIButton"), "isControl": .bool(true),
             "tags": .list([["label": .string("a")], ["label": .string("b")]])],
        ]),
        "none": .list([]),
    ]

    func render(_ text: String) throws -> String {
        try Template(text, file: "Test.tmpl", schema: Self.schema).render(Self.values)
    }

    func error(_ text: String) -> TemplateError? {
        do {
            _ = try render(text)
            return nil
        } catch let error as TemplateError {
            return error
        } catch {
            return nil
        }
    }

    @Test func variablesAndText() throws {
        #expect(try render("final class {{screen}}ViewController {}") == "final class ProfileViewController {}")
        #expect(try render("{{ screen }}|{{empty}}|") == "Profile||")
        #expect(try render("no placeholders\n") == "no placeholders\n")
        #expect(try render("") == "")
    }

    @Test func caseTransforms() throws {
        #expect(try render("{{screen | lowerCamel}}") == "profile")
        #expect(try render("{{screen|snake|upper}}") == "PROFILE")
        #expect(CaseTransform.lowerCamel.apply("URLSession") == "urlSession")
        #expect(CaseTransform.lowerCamel.apply("ProfileView") == "profileView")
        #expect(CaseTransform.upperCamel.apply("nameLabel") == "NameLabel")
        #expect(CaseTransform.upperCamel.apply("save_button") == "SaveButton")
        #expect(CaseTransform.snake.apply("nameLabel") == "name_label")
        #expect(CaseTransform.kebab.apply("HTTPServerError") == "http-server-error")
        #expect(CaseTransform.title.apply("didTapSave") == "Did Tap Save")
        #expect(CaseTransform.upper.apply("nameLabel") == "NAMELABEL")
        #expect(CaseTransform.lower.apply("NameLabel") == "namelabel")
        #expect(CaseTransform.words("profile2Header") == ["profile2", "Header"])
    }

    @Test func conditionals() throws {
        #expect(try render("{{#if flag}}yes{{/if}}") == "yes")
        #expect(try render("{{#if empty}}yes{{else}}no{{/if}}") == "no")
        #expect(try render("{{#unless empty}}unset{{/unless}}") == "unset")
        #expect(try render("{{#unless flag}}a{{else}}b{{/unless}}") == "b")
        #expect(try render("{{#if items}}some{{/if}}{{#if none}}none{{/if}}") == "some")
        #expect(try render("{{#if flag}}{{#if empty}}x{{else}}y{{/if}}{{/if}}") == "y")
    }

    @Test func loops() throws {
        #expect(try render("{{#each items as item}}{{item.name}}:{{item.type}};{{/each}}") == "nameLabel:UILabel;saveButton:UIButton;")
        #expect(try render("{{#each items as item}}{{@index}}{{#if @first}}F{{/if}}{{#if @last}}L{{/if}} {{/each}}") == "0F 1L ")
        #expect(try render("[{{#each items as i}}{{i.name}}{{#unless @last}}, {{/unless}}{{/each}}]") == "[nameLabel, saveButton]")
        #expect(try render("{{#each none as item}}{{item.name}}{{else}}empty{{/each}}") == "empty")
        #expect(try render("{{#each items as item}}{{item.name}}{{else}}empty{{/each}}") == "nameLabelsaveButton")
        // Nested loops see the outer item; @first refers to the innermost loop.
        #expect(try render("{{#each items as item}}{{#each item.tags as tag}}{{item.name}}.{{tag.label}}{{#if @first}}*{{/if}} {{/each}}{{/each}}")
                == "saveButton.a* saveButton.b ")
        // A loop variable may shadow a global name.
        #expect(try render("{{#each items as screen}}{{screen.name}} {{/each}}{{screen}}") == "nameLabel saveButton Profile")
        #expect(try render("{{#each items as item}}{{#if item.isControl}}{{item.name | UpperCamel}}{{/if}}{{/each}}") == "SaveButton")
    }

    @Test func standaloneSectionLinesLeaveNoBlankLines() throws {
        let text = """
            begin
                {{#each items as item}}
                let {{item.name}}: {{item.type}}
                {{/each}}
              {{! a comment on its own line }}
            {{#if empty}}
            never
            {{else}}
            end
            {{/if}}
            """
        #expect(try render(text) == "begin\n    let nameLabel: UILabel\n    let saveButton: UIButton\nend\n")
        // A line with text or an output tag is kept whole.
        #expect(try render("a {{#if flag}}b{{/if}}\n") == "a b\n")
        #expect(try render("{{screen}}{{#if flag}}{{/if}}\n") == "Profile\n")
    }

    @Test func commentsAndEscapes() throws {
        #expect(try render("a{{! a comment ends at the first closing braces }}b") == "ab")
        #expect(try render("a{{!\n a comment\n over lines }}b") == "ab")
        #expect(try render("a{{! ignored }}b") == "ab")
        #expect(try render("let set: Set = \\{{x}}") == "let set: Set = {{x}}")
        #expect(try render("{ {screen} }") == "{ {screen} }")
    }

    @Test func unknownPlaceholderNamesFileAndLine() {
        let e = error("line one\nline two {{screne}}\n")
        #expect(e?.file == "Test.tmpl")
        #expect(e?.line == 2)
        #expect(e?.column == 10)
        #expect(e?.message.contains("unknown placeholder 'screne'") == true)
        #expect(e?.message.contains("Did you mean 'screen'?") == true)
        #expect(e?.description.hasPrefix("Test.tmpl:2:10: ") == true)
        // Even inside a loop over an empty list, and in a section's condition.
        #expect(error("{{#each none as item}}\n{{item.nmae}}\n{{/each}}")?.line == 2)
        #expect(error("{{#each none as item}}{{item.nmae}}{{/each}}")?.message.contains("'item.name'") == true)
        #expect(error("{{#if nothing}}x{{/if}}")?.message.contains("unknown placeholder 'nothing'") == true)
        #expect(error("{{item.name}}")?.message.contains("unknown placeholder") == true)
        #expect(error("{{screen.name}}")?.message.contains("has no fields") == true)
        #expect(error("{{@first}}")?.message.contains("only defined inside") == true)
        #expect(error("{{#each items as i}}{{@frist}}{{/each}}")?.message.contains("unknown placeholder '@frist'") == true)
        #expect(error("{{screen | camel}}")?.message.contains("unknown case transform 'camel'") == true)
        #expect(error("{{screen-name}}")?.message.contains("is not a placeholder") == true)
        #expect(error("{{}}")?.message.contains("empty placeholder") == true)
    }

    @Test func valuesUsedTheWrongWayAreErrors() {
        #expect(error("{{items}}")?.message.contains("is a list, not text") == true)
        #expect(error("{{flag}}")?.message.contains("is a boolean, not text") == true)
        #expect(error("{{#each screen as s}}{{/each}}")?.message.contains("not a list") == true)
        #expect(error("{{#each items}}{{/each}}")?.message.contains("{{#each LIST as NAME}}") == true)
        #expect(error("{{#each items as item}}{{item}}{{/each}}")?.message.contains("name one of its fields") == true)
        #expect(error("{{#for items}}{{/for}}")?.message.contains("unknown section '#for'") == true)
        #expect(error("{{#if flag | upper}}{{/if}}")?.message.contains("case transforms only apply") == true)
    }

    @Test func unclosedAndMismatchedSectionsAreErrors() {
        let unclosed = error("a\n{{#if flag}}\nb\n{{#each items as item}}\n{{item.name}}\n{{/if}}\n")
        #expect(unclosed?.line == 6)
        #expect(unclosed?.message.contains("closes '{{#each items as item}}' opened at line 4") == true)
        let never = error("a\n\n{{#if flag}}\nb\n")
        #expect(never?.line == 3)
        #expect(never?.message.contains("is never closed") == true)
        #expect(error("{{/each}}")?.message.contains("has no matching") == true)
        #expect(error("{{else}}")?.message.contains("outside of any section") == true)
        #expect(error("{{#if flag}}a{{else}}b{{else}}c{{/if}}")?.message.contains("a second '{{else}}'") == true)
        #expect(error("{{/if x}}")?.message.contains("takes nothing after") == true)
        let tag = error("ok\nlet x = {{screen\n")
        #expect(tag?.line == 2)
        #expect(tag?.message.contains("unclosed tag") == true)
    }

    @Test func deepNestingNeitherRecursesNorFails() throws {
        let depth = 20_000
        let text = String(repeating: "{{#if flag}}", count: depth) + "x" + String(repeating: "{{/if}}", count: depth)
        #expect(try render(text) == "x")
        let loops = String(repeating: "{{#each items as i}}", count: 12) + "." + String(repeating: "{{/each}}", count: 12)
        #expect(try render(loops).count == 4096)
    }
}
