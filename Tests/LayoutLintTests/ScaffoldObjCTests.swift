import Testing
@testable import LayoutLint

/// Objective-C output of every built-in template, for the whole guarantee matrix and the kitchen
/// sink: it compiles with `clang -fsyntax-only` (ARC, blocks, -Wall -Werror) against the small
/// UIKit/Foundation/WebKit stubs in `Tests/Fixtures/Stubs`, is the same bytes twice, and follows
/// the convention's Objective-C form: `#pragma mark` sections in order, stored properties in the
/// class extension, lazily creating getters, and `self.x` outside init, dealloc and accessors.
@Suite("Scaffold Objective-C output")
struct ScaffoldObjCTests {
    static var stubs: String { FileSystem.join(ScaffoldTestSupport.packageRoot, "Tests/Fixtures/Stubs") }

    static func combinations() -> [ScaffoldMatrixTests.Combination] {
        ScaffoldMatrixTests.matrix(templates: ScaffoldMatrixTests.templates, language: .objc) + ScaffoldMatrixTests.templates.map { template in
            let sink = ScaffoldMatrixTests.kitchenSink(template)
            return .init(template: template, views: sink.views, protocols: sink.protocols, events: sink.events, language: .objc)
        }
    }

    /// Compiles every generated `.m` (and through them every `.h`) in one clang run: one folder
    /// per combination, so each `#import "…"` finds its own screen's header.
    @Test func everyTemplateCompilesWithClangAndIsDeterministic() throws {
        let bundles = try TemplateLibrary.builtIn()
        let dir = ScaffoldTestSupport.temporaryDirectory("objc")
        defer { ScaffoldTestSupport.remove(dir) }
        var implementations: [String] = []
        for (index, combination) in Self.combinations().enumerated() {
            let bundle = bundles.first { $0.name == combination.template }!
            let files = try Scaffolder.generate(try combination.request(), bundle: bundle)
            #expect(try Scaffolder.generate(try combination.request(), bundle: bundle) == files, "\(combination)")
            #expect(files.allSatisfy { $0.path.hasSuffix(".h") || $0.path.hasSuffix(".m") }, "\(combination)")
            // A .h and a .m per type.
            let stems = files.map { String($0.path.dropLast(2)) }
            #expect(Set(stems).count * 2 == files.count, "\(combination): \(files.map(\.path))")
            for file in files {
                let path = "\(dir)/c\(index)/\(file.path)"
                try ScaffoldTestSupport.write(file.contents, to: path)
                if file.path.hasSuffix(".m") { implementations.append(path) }
            }
        }
        let arguments = ["-fsyntax-only", "-x", "objective-c", "-target", "arm64-apple-ios15.0", "-fobjc-arc", "-fblocks", "-nostdinc",
                         "-Wall", "-Werror", "-I", Self.stubs, "-include", Self.stubs + "/App.h"] + implementations
        let (status, output) = try ScaffoldTestSupport.run("clang", arguments)
        #expect(status == 0, "clang -fsyntax-only failed:\n\(output.prefix(4000))")
    }

    /// The Objective-C linter (every rule at its default severity, the screen's own files as the
    /// project) finds nothing in what scaffold writes.
    @Test func theObjectiveCLinterFindsNothing() throws {
        let bundles = try TemplateLibrary.builtIn()
        let dir = ScaffoldTestSupport.temporaryDirectory("objc-lint")
        defer { ScaffoldTestSupport.remove(dir) }
        for (index, combination) in Self.combinations().enumerated() {
            let bundle = bundles.first { $0.name == combination.template }!
            let root = "\(dir)/c\(index)"
            var implementations: [String] = []
            for file in try Scaffolder.generate(try combination.request(), bundle: bundle) {
                try ScaffoldTestSupport.write(file.contents, to: "\(root)/\(file.path)")
                if file.path.hasSuffix(".m") { implementations.append("\(root)/\(file.path)") }
            }
            let linter = Linter(project: ProjectIndexBuilder(root: root, cachePath: nil).build())
            for path in implementations {
                let source = SourceFile(path: path, bytes: try FileSystem.readFile(path))
                let (findings, layouts) = linter.lintWithLayout(source)
                let outline = OutlineFormatter.text(SourceParser.parse(source), roles: [:])
                if path.hasSuffix("ViewController.m") { #expect(!layouts.isEmpty, "\(path) was not checked as a view controller: \(outline.prefix(600))") }
                #expect(findings.isEmpty, "\(combination) \(path): \(findings.map { "\($0.line): \($0.message) (\($0.ruleID))" })")
            }
        }
    }

    @Test func outputFollowsTheObjectiveCConvention() throws {
        let bundles = try TemplateLibrary.builtIn()
        for combination in Self.combinations() {
            let bundle = bundles.first { $0.name == combination.template }!
            let files = try Scaffolder.generate(try combination.request(), bundle: bundle)
            for file in files {
                let text = file.contents
                #expect(text.hasPrefix("//\n//  \(file.path)\n//  ProfileKit\n//\n//  Created by Jane Doe on 2024-05-01.\n//\n"))
                // Every @interface, @implementation and @protocol (not a forward declaration) ends.
                let lines = text.split(separator: "\n")
                let opened = lines.filter { ($0.hasPrefix("@interface") || $0.hasPrefix("@implementation") || $0.hasPrefix("@protocol ")) && !$0.hasSuffix(";") }
                #expect(opened.count == lines.filter { $0 == "@end" }.count, "\(combination) \(file.path)")
                #expect(Self.count("NS_ASSUME_NONNULL_BEGIN", in: text) == Self.count("NS_ASSUME_NONNULL_END", in: text))
                #expect(ScaffoldMatrixTests.isBalanced(text), "\(combination) \(file.path):\n\(text)")
                #expect(!text.contains("{{") && !text.contains("}}"))
                if file.path.hasSuffix(".m") { Self.expectAccessorDiscipline(text, "\(combination) \(file.path)") }
            }
            let controller = files.first { $0.path == "ProfileViewController.m" }!.contents
            let marks = controller.split(separator: "\n").filter { $0.hasPrefix("#pragma mark - ") }.map { String($0.dropFirst(15)) }
            var expected = try ScaffoldMatrixTests.expectedControllerMarks(combination)
            // The Objective-C mvp controller's container model is a lazily created property.
            if combination.template == "mvp", expected.last != "Getters and Setters" { expected.append("Getters and Setters") }
            #expect(marks == expected, "\(combination)")
            // viewDidLoad only adds subviews (and bar items), calls layoutPageSubviews, then asks for data.
            let body = controller.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "- (void)viewDidLoad" }.dropFirst(2)
            let viewDidLoad = body.prefix { $0 != "}" }
            #expect(viewDidLoad.first == "    [super viewDidLoad];", "\(combination)")
            #expect(!viewDidLoad.contains { $0.contains("alloc]") || $0.contains(" = [") && !$0.contains("viewModelWithItems") }, "\(combination)")
            for event in combination.events {
                let all = files.map(\.contents).joined()
                #expect(Self.count("- (void)\(event.name):(", in: all) == 1, "\(combination) \(event.name)")
            }
        }
    }

    /// Outside `init…`, `dealloc` and a property's own getter or setter, no method names a
    /// property's instance variable: it goes through `self.name`.
    static func expectAccessorDiscipline(_ text: String, _ context: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let properties = lines.filter { $0.hasPrefix("@property") }.compactMap { line -> String? in
            let declaration = line.split(separator: ";").first.map(String.init) ?? line
            let name = declaration.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name.reversed())
        }
        var method: String?
        for line in lines {
            if line.hasPrefix("- (") || line.hasPrefix("+ (") {
                let afterType = line.drop { $0 != ")" }.dropFirst()
                method = String(afterType.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                continue
            }
            if line == "}" { method = nil; continue }
            guard let method, !method.hasPrefix("init"), method != "dealloc" else { continue }
            for property in properties where property != method && "set" + property.prefix(1).uppercased() + property.dropFirst() != method {
                #expect(!containsWord("_" + property, in: line), "\(context): '\(line)' in -\(method) reaches _\(property) directly")
            }
        }
    }

    static func containsWord(_ word: String, in line: String) -> Bool {
        let parts = line.components(separatedByWord: word)
        guard parts.count > 1 else { return false }
        return parts.dropFirst().contains { part in !(part.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) }
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedByWord: needle).count - 1 }
}
