import Testing
@testable import LayoutLint

@Suite("Configuration")
struct ConfigurationTests {
    static let repositoryRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = FileSystem.parent(path) }
        return path
    }()

    @Test func compiledDefaultsEqualTheTopLevelFile() throws {
        let onDisk = try FileSystem.readFile(FileSystem.join(Self.repositoryRoot, "rules.json"))
        #expect(String(decoding: onDisk, as: UTF8.self) == DefaultRules.json + "\n",
                "rules.json changed: run scripts/embed-resources.sh")
    }

    /// The tool reads its built-in rules without validating them: this does.
    @Test func builtInDocumentIsValid() throws {
        try ConfigurationSchema(path: "<built-in rules.json>").validate(try ConfigurationLoader.builtInDocument())
    }

    @Test func defaultsEnableEveryRuleButInterfaceBuilder() {
        let rules = Configuration.default.rules
        #expect(rules.count == RuleRegistry.all.count)
        #expect(rules["interface-builder"]?.severity == .off)
        #expect(rules["section-order"]?.severity == .error)
        #expect(rules["controller-length"]?.integers["error"] == 600)
        #expect(Configuration.default.targets.map(\.name) == ["controllers"])
    }

    @Test func userFileOverridesOnlyWhatItNames() throws {
        let json = """
        {"rules": {"private-methods": {"severity": "off"}, "controller-length": {"warning": 250}},
         "sections": {"aliases": {"event": ["Handlers"]}},
         "targets": {"views": {"enabled": true}}}
        """
        let configuration = try ConfigurationLoader.load(userJSON: Array(json.utf8), path: "rules.json")
        #expect(configuration.rules["private-methods"]?.severity == .off)
        #expect(configuration.rules["controller-length"]?.integers["warning"] == 250)
        #expect(configuration.rules["controller-length"]?.integers["error"] == 600)
        #expect(configuration.rules["section-order"]?.severity == .error)
        #expect(configuration.aliases[.event] == ["Handlers"])
        #expect(configuration.aliases[.lifecycle]?.contains("Life Cycle") == true)
        #expect(configuration.targets.map(\.name) == ["controllers", "views"])
        #expect(configuration.targets[1].lifecycle.contains("layoutSubviews"))
        #expect(configuration.target(forSuperclass: "UITableViewCell")?.name == "views")
    }

    func configError(for json: String) -> ConfigurationError? {
        do {
            _ = try ConfigurationLoader.load(userJSON: Array(json.utf8), path: "team.json")
            return nil
        } catch let error as ConfigurationError {
            return error
        } catch {
            return nil
        }
    }

    @Test func unknownRuleIsLocatedWithASuggestion() throws {
        let error = try #require(configError(for: "{\n  \"rules\": {\n    \"section-ordr\": {\"severity\": \"error\"}\n  }\n}"))
        #expect(error.line == 3 && error.column == 21)
        #expect(error.keyPath == "rules.section-ordr")
        #expect(error.description.hasPrefix("team.json:3:21: error: rules.section-ordr: unknown key 'section-ordr'. Did you mean 'section-order'?"))
    }

    @Test func wrongTypesAndValuesAreReported() throws {
        let severity = try #require(configError(for: #"{"rules": {"super-call": {"severity": "eror"}}}"#))
        #expect(severity.keyPath == "rules.super-call.severity")
        #expect(severity.message.contains("Did you mean 'error'?"))
        let option = try #require(configError(for: #"{"rules": {"controller-length": {"warning": "400"}}}"#))
        #expect(option.message == "expected a whole number, found \"400\"")
        let unknownOption = try #require(configError(for: #"{"rules": {"controller-length": {"warnings": 300}}}"#))
        #expect(unknownOption.message.contains("Did you mean 'warning'?"))
        let order = try #require(configError(for: #"{"sections": {"order": ["lifecycle"]}}"#))
        #expect(order.keyPath == "sections.order")
        let top = try #require(configError(for: #"{"exlude": []}"#))
        #expect(top.message.contains("Did you mean 'exclude'?"))
    }

    @Test func malformedJSONIsLocated() throws {
        let error = try #require(configError(for: "{\n  \"rules\": {,\n}"))
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("invalid JSON"))
        #expect(configError(for: #"{"a": 1, "a": 2}"#)?.message.contains("duplicate key") == true)
    }

    /// Open containers share one list of items: each must get its own, in order, with its own
    /// keys (a key of an enclosing or earlier object is no duplicate), and where it was written.
    @Test func nestedContainersKeepTheirOwnItems() throws {
        let text = #"{"a": {"k": [1, [2, {"k": 3}], []], "z": {}}, "b": {"k": true}, "c": ["x", {"a": null}]}"#
        func render(_ node: JSONNode) -> String {
            switch node.value {
            case .null: return "null"
            case let .bool(b): return "\(b)"
            case let .number(n): return "\(Int(n))"
            case let .string(s): return "'\(s)'"
            case let .array(items): return "[" + items.map(render).joined(separator: ",") + "]@\(node.column)"
            case let .object(pairs): return "{" + pairs.map { "\($0.key):" + render($0.node) }.joined(separator: ",") + "}@\(node.column)"
            }
        }
        #expect(render(try JSONParser.parse(text))
                == "{a:{k:[1,[2,{k:3}@21]@17,[]@32]@13,z:{}@42}@7,b:{k:true}@52,c:['x',{a:null}@76]@70}@1")
        #expect(configError(for: #"{"a": {"k": [1, {"k": 2, "k": 3}]}}"#)?.message.contains("duplicate key 'k'") == true)
        #expect(configError(for: #"{"a": [1, 2}"#)?.message.contains("expected ',' or ']'") == true)
    }

    @Test func deeplyNestedJSONIsRefusedNotCrashedOn() throws {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let error = try #require(throws: JSONParseError.self) { try JSONParser.parse(deep) }
        #expect(error.message == "nested deeper than 512 levels")
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(throws: Never.self) { _ = try JSONParser.parse(fine) }
    }

    @Test func globs() {
        #expect(Glob("**/*.swift").matches("Sources/App/Profile.swift"))
        #expect(Glob("**/*.swift").matches("Profile.swift"))
        #expect(!Glob("*.swift").matches("Sources/Profile.swift"))
        #expect(Glob("Sources/**/Generated/*").matches("Sources/A/B/Generated/X.swift"))
        #expect(Glob("*ViewController").matches("UIViewController"))
        #expect(!Glob("*ViewController").matches("ViewControllerFactory"))
        #expect(Glob("Pods").matches("Pods") && !Glob("Pods").matches("Pods2"))
        #expect(Glob("a?c").matches("abc") && !Glob("a?c").matches("a/c"))
    }

    /// `*Suffix` and `**/*Suffix` patterns are matched by comparing the end; the backtracking
    /// matcher must agree.
    @Test func suffixPatternsAgreeWithTheGeneralMatcher() {
        let patterns = ["*ViewController", "*Controller", "*", "*.swift", "*é", "ViewController", "*View*", "*Cell?",
                        "**/*.swift", "**/*.m", "**/*", "**/*View*", "**/Generated", "**/*/x.swift"]
        let texts = ["UIViewController", "ViewController", "Controller", "", "ViewControllerFactory", "App/ProfileViewController",
                     "Sources/Profile.swift", "Profile.swift", "Café", "Cafe", "TableViewCell", "TableViewCells", "a/b", "/",
                     "/work/App/Module001/ProfileViewController.swift", "a/.swift", "/x.swift", "a.swift/b", "a/b.m", "a/b.mm",
                     "Sources/A/x.swift", "App/Generated", "x.swift/"]
        for pattern in patterns {
            let glob = Glob(pattern)
            for text in texts {
                #expect(glob.matches(text) == glob.matches(text, shortcut: false), "\(pattern) against \(text)")
            }
        }
        #expect(Glob("*").matches("") && !Glob("*").matches("a/b"))
        #expect(Glob("*é").matches("Café") && !Glob("*é").matches("Cafe"))
        #expect(Glob("**/*.swift").matches("/work/App/Profile.swift") && !Glob("**/*.swift").matches("a.swift/b"))
    }

    @Test func excludedDirectoriesAreNotWalked() throws {
        let json = #"{"exclude": ["**/Generated"]}"#
        let configuration = try ConfigurationLoader.load(userJSON: Array(json.utf8), path: "rules.json")
        #expect(!configuration.includes(path: "App/Generated", isDirectory: true))
        #expect(configuration.includes(path: "App/Screens", isDirectory: true))
        #expect(configuration.includes(path: "./App/Screens/Profile.swift"))
        #expect(configuration.includes(path: "App/Screens/Profile.m"), "Objective-C implementations are linted by default")
        #expect(!configuration.includes(path: "App/Screens/Profile.h"), "headers are read beside their .m, not linted")
    }
}
