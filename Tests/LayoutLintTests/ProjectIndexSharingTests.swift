import Testing
@testable import LayoutLint

/// The index pass hands the outlines of linted files to the linter, so a cold whole-tree run
/// parses each file once: the index and the findings must be what two separate parses give.
@Suite("Project index shares its parse")
struct ProjectIndexSharingTests {
    /// The fixture app plus an Objective-C base controller whose header declares it.
    static func project() throws -> String {
        let root = try temporaryDirectory("shared-index")
        try FixtureProject.write(to: root)
        try FileSystem.createDirectories(FileSystem.join(root, "Legacy"))
        try FileSystem.writeFile(FileSystem.join(root, "Legacy/LegacyViewController.h"), Array("""
            @interface LegacyViewController : UIViewController <UITableViewDelegate>
            @end
            """.utf8))
        try FileSystem.writeFile(FileSystem.join(root, "Legacy/LegacyViewController.m"), Array("""
            #import "LegacyViewController.h"

            @implementation LegacyViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *label = [[UILabel alloc] init];
                [self.view addSubview:label];
            }
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {}
            @end
            """.utf8))
        return root
    }

    /// Everything the index holds, in a stable order.
    static func summary(_ index: ProjectIndex) -> [String] {
        index.classes.values.map { "C \($0.name) \($0.superclass ?? "-") \($0.conformances) \($0.path):\($0.line)" }.sorted()
            + index.protocols.values.map { "P \($0.name) \($0.refines) \($0.requirements.sorted()) \($0.path):\($0.line)" }.sorted()
            + index.extensionConformances.map { "E \($0.key) \($0.value)" }.sorted()
    }

    static let linted = [FixtureProject.controller, "Legacy/LegacyViewController.m"]

    static func lintedFiles(_ root: String) -> [String: ProjectIndexBuilder.LintedFile] {
        var files: [String: ProjectIndexBuilder.LintedFile] = [:]
        for (k, relative) in linted.enumerated() { files[relative] = .init(path: FileSystem.join(root, relative), item: k) }
        return files
    }

    static func findings(_ linter: Linter, _ outline: Outline) -> [String] {
        linter.lint(outline).map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
    }

    @Test func sharedOutlinesGiveTheSameIndexAndFindings() throws {
        let root = try Self.project()
        let builder = ProjectIndexBuilder(root: root, cachePath: nil)
        let separate = builder.build()
        #expect(separate.declaresClass("LegacyViewController") && separate.protocols["NotificationCategory"] != nil)
        let shared = builder.build(overrides: [:], linted: Self.lintedFiles(root), itemCount: Self.linted.count)
        #expect(Self.summary(shared.index) == Self.summary(separate))
        #expect(shared.held.allSatisfy { $0?.outline?.tokens.isPacked == true })
        for (k, relative) in Self.linted.enumerated() {
            let outline = try #require(shared.outlines[k])
            let path = FileSystem.join(root, relative)
            // Parsed as the linter parses it: by its linted path, a .m with the header beside it.
            #expect(outline.file.path == path)
            #expect(outline.headerTypes.isEmpty == !relative.hasSuffix(".m"))
            let fresh = SourceParser.parse(SourceFile(path: path, bytes: try FileSystem.readFile(path)))
            let expected = Self.findings(Linter(project: separate), fresh)
            #expect(!expected.isEmpty)
            #expect(Self.findings(Linter(project: shared.index), outline) == expected)
        }
    }

    /// A file listed twice is handed to the first of its items only (the second is parsed by the
    /// linter itself); of two staged versions of a path, the index reads the last.
    @Test func aFileListedTwiceIsSharedWithItsFirstItem() throws {
        let root = try Self.project()
        let controller = FileSystem.join(root, FixtureProject.controller)
        let legacy = FileSystem.join(root, "Legacy/LegacyViewController.m")
        let items = [controller, legacy, controller].map { LintInputs.Item(path: $0, bytes: nil) }
        let build = ProjectRootOption.index(paths: [root], explicitRoot: root, items: items)
        #expect(build.outlines.map { $0 != nil } == [true, true, false])
        let first = Array("final class CameraViewController: UIViewController {}\n".utf8)
        let last = Array("final class CameraViewController: DisplayViewController {}\n".utf8)
        let staged = ProjectRootOption.index(paths: [root], explicitRoot: root,
                                             items: [LintInputs.Item(path: controller, bytes: first), LintInputs.Item(path: controller, bytes: last)])
        #expect(staged.index.classes["CameraViewController"]?.superclass == "DisplayViewController")
        #expect(staged.outlines[0]?.file.bytes == last && staged.outlines[1] == nil)
    }

    /// The byte scan for a `..` component agrees with splitting the path.
    @Test func parentComponentsAreFoundAsSplittingFindsThem() {
        for path in ["", "..", "../A.swift", "Sources/../A.swift", "Sources/..", "Sources/..A.swift", "Sources/A..swift", "./A.swift",
                     "/abs/path/A.swift", "a//..//b", "...", "a/.../b", "a/./b", "Caf\u{E9}/../b"] {
            let split = path.utf8.split(separator: UInt8(ascii: "/")).contains { $0.elementsEqual("..".utf8) }
            #expect(ProjectRootOption.hasParentComponent(path) == split, "\(path)")
        }
    }

    @Test func cachedOrOverBudgetFilesAreLeftToTheLinter() throws {
        let root = try Self.project()
        let separate = ProjectIndexBuilder(root: root, cachePath: nil).build()
        let none = ProjectIndexBuilder(root: root, cachePath: nil)
            .build(overrides: [:], linted: Self.lintedFiles(root), itemCount: Self.linted.count, budget: 0)
        #expect(none.outlines.allSatisfy { $0 == nil })
        #expect(Self.summary(none.index) == Self.summary(separate))

        let cached = ProjectIndexBuilder(root: root, cachePath: FileSystem.join(root, "cache/project-index"))
        let cold = cached.build(overrides: [:], linted: Self.lintedFiles(root), itemCount: Self.linted.count)
        #expect(cold.outlines.allSatisfy { $0 != nil })
        // Warm: nothing is parsed for the index, so there is nothing to hand over.
        let warm = cached.build(overrides: [:], linted: Self.lintedFiles(root), itemCount: Self.linted.count)
        #expect(warm.outlines.allSatisfy { $0 == nil })
        #expect(Self.summary(warm.index) == Self.summary(separate))
        // A staged version is parsed (it is not what the cache knows) and handed over as staged.
        let staged = Array("final class CameraViewController: DisplayViewController {}\n".utf8)
        let withStaged = cached.build(overrides: [FixtureProject.controller: staged], linted: Self.lintedFiles(root), itemCount: Self.linted.count)
        #expect(withStaged.outlines[0]?.file.bytes == staged && withStaged.outlines[1] == nil)
    }

    /// For `lint` (`findingsOnly`), a file that declares no subclass is held as "nothing to
    /// check", not as its outline: linted on its own it has no findings, and the classifier
    /// checks no other kind of type. Every other file is held as before.
    @Test func filesWithoutASubclassAreHeldAsNothingToCheckForLint() throws {
        let root = try Self.project()
        try FileSystem.createDirectories(FileSystem.join(root, "Sources/Models"))
        try FileSystem.writeFile(FileSystem.join(root, "Sources/Models/Photo.swift"), Array("""
            import UIKit

            /// A photo, as the camera screen lists it.
            struct Photo: Hashable {
                let id: UUID
                var caption: String
            }

            final class PhotoStore {
                private(set) var photos: [Photo] = []
                func add(_ photo: Photo) { photos.append(photo) }
            }

            extension UIViewController {
                func present(_ photo: Photo) {
                    let label = UILabel()
                    label.text = photo.caption
                    view.addSubview(label)
                }
            }

            """.utf8))
        let relatives = FixtureProject.files.map(\.path) + ["Legacy/LegacyViewController.m", "Legacy/LegacyViewController.h", "Sources/Models/Photo.swift"]
        let items = relatives.map { LintInputs.Item(path: FileSystem.join(root, $0), bytes: nil) }
        let forLint = ProjectRootOption.index(paths: [root], explicitRoot: root, items: items, findingsOnly: true)
        let forFix = ProjectRootOption.index(paths: [root], explicitRoot: root, items: items)
        #expect(forFix.held.allSatisfy { $0?.outline != nil })
        let linter = Linter(project: forFix.index)
        var nothing: [String] = []
        for (k, relative) in relatives.enumerated() {
            let outline = try #require(forFix.outlines[k])
            let shared = SharedOutlines(forLint.held)
            #expect(shared.holdsNothingToCheck(k) == !outline.declaresSubclass, "\(relative)")
            #expect((shared.take(k) == nil) == shared.holdsNothingToCheck(k), "\(relative)")
            if shared.holdsNothingToCheck(k) {
                nothing.append(relative)
                #expect(Self.findings(linter, outline).isEmpty, "\(relative)")
            }
        }
        // Protocols, a header, a model with a class of its own, an extension of UIKit's class:
        // not one subclass. The controllers and the cell are held.
        #expect(nothing == ["Sources/Notifications/NotificationCategory.swift", "Sources/Theme/Themeable.swift",
                            "Legacy/LegacyViewController.h", "Sources/Models/Photo.swift"])
        // And a whole-tree run says what linting each file alone says.
        let tree = runTool(["lint", "--quiet", "--project-root", root, root])
        var alone = ""
        for relative in relatives.sorted() where relative != "Legacy/LegacyViewController.h" {
            alone += runTool(["lint", "--quiet", "--project-root", root, FileSystem.join(root, relative)]).out
        }
        #expect(!tree.out.isEmpty)
        #expect(tree.out == alone)
    }
}
