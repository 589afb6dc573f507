import Testing
@testable import LayoutLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project index: what other files of the app declare reaches the classification of a
/// controller, whether it is linted alone, staged or with the whole tree.
@Suite("Project index")
struct ProjectIndexTests {
    static func fixture() throws -> (root: String, index: ProjectIndex) {
        let root = try temporaryDirectory("project")
        try FixtureProject.write(to: root)
        return (root, ProjectIndexBuilder(root: root, cachePath: nil).build())
    }

    /// "name: role|alternative — reason" for every member of the fixture's controller.
    static func classified(_ root: String, _ index: ProjectIndex) throws -> [String] {
        let path = FileSystem.join(root, FixtureProject.controller)
        let file = SourceFile(path: path, bytes: try FileSystem.readFile(path))
        let checked = RoleClassifier(outline: OutlineParser.parse(file), configuration: .default, project: index).checkedTypes()
        return checked.first?.members.map { member in
            let role = (member.role.map { "\($0)" } ?? "none") + (member.alternative.map { "|\($0)" } ?? "")
            return "\(member.member.signature ?? member.member.name): \(role)"
        } ?? []
    }

    /// The byte path of `simpleName` and `genericBase` agrees with splitting by Characters, empty
    /// pieces and all.
    @Test func namePartsAgreeWithSplitting() {
        let names = ["Base", "UIKit.UIViewController", "Base<T>", "Module.Base<Item.ID>", "<T>", "<", "<<A.B<C", "a.b.", "...",
                     "..<T>", "A..B", ".Leading", "Trailing.", "", "Caf\u{E9}.Bar", "A.\u{301}B", "\u{E9}t\u{E9}", "X<\u{E9}>.Y",
                     "\u{DC}nicode.Base", "LongModuleName.LongerTypeName<Generic>", "VeryLongSimpleViewControllerName",
                     "ABCDEFGH.IJ", "ABCDEFG<HIJ", "ABCDEFGHIJKLMNOP\u{E9}", "ABCDEFGHIJKLMNOPQ.R", "<<<<<<<<<A"]
        for name in names {
            #expect(ProjectIndex.simpleName(name) == ProjectIndex.splitPart(of: name, simple: true), "\(name)")
            #expect(ProjectIndex.genericBase(name) == ProjectIndex.splitPart(of: name, simple: false), "\(name)")
        }
        #expect(ProjectIndex.simpleName("Module.Base<T>") == "Base" && ProjectIndex.genericBase("Module.Base<T>") == "Module.Base")
        #expect(ProjectIndex.simpleName("A.\u{301}B") == "A.\u{301}B")
        // The word-at-a-time scan finds the first mark wherever it falls.
        for length in 0...20 {
            for (at, mark) in (0..<length).flatMap({ at in ["<", ".", "\u{E9}"].map { (at, $0) } }) + [(-1, "")] {
                var name = String(repeating: "a", count: length)
                if at >= 0 { name = String(name.prefix(at)) + mark + String(name.dropFirst(at + 1)) }
                let found = name.withUTF8Bytes { ProjectIndex.firstMark($0) }
                #expect(found == (at >= 0 ? at : nil), "\(name)")
            }
        }
    }

    @Test func indexHoldsTheProjectsClassesAndProtocols() throws {
        let (_, index) = try Self.fixture()
        let category = try #require(index.protocols["NotificationCategory"])
        #expect(category.requirements == ["categoryIdentifier", "register(in:)", "handle(_:completion:)"])
        #expect(category.path == "Sources/Notifications/NotificationCategory.swift" && category.line == 4)
        #expect(index.protocols["ContentSizeAware"]?.refines == ["Themeable"])
        #expect(index.classes["DisplayViewController"]?.superclass == "UIViewController")
        #expect(index.classes["DisplayViewController"]?.conformances == ["ContentSizeAware"])
        #expect(index.superclassChain(startingAt: "CameraViewController") == ["CameraViewController", "DisplayViewController", "UIViewController"])
        #expect(index.extensionConformances["CameraViewController"]?.contains("PhotoCellDelegate") == true)
    }

    @Test func everyMemberHasTheRoleAnExpertGivesIt() throws {
        let (root, index) = try Self.fixture()
        #expect(try Self.classified(root, index) == [
            "service: properties",
            "photos: properties|accessors",                    // lazy state: either home
            "shutterButton: properties|accessors",             // an outlet with observers: either home
            "categoryIdentifier: properties|delegate(NotificationCategory)",  // a stored requirement
            "init(service:): lifecycle", "init(coder:): lifecycle", "viewDidLoad(): lifecycle",
            "configureEmptyState(): none",                     // the app's base-class hook: not placed
            "layoutPageSubviews(): lifecycle",
            "apply(theme:): delegate(Themeable)",              // refined by the base class's protocol
            "contentSizeDidChange(to:): delegate(ContentSizeAware)",  // inherited from the base class
            "shutterTapped(_:): event", "collectionView: accessors",
            "register(in:): delegate(NotificationCategory)", "handle(_:completion:): delegate(NotificationCategory)",
            "formattedBadge(_:): private",                     // a helper in a known protocol's extension
            "collectionView(_:numberOfItemsInSection:): delegate(UICollectionViewDataSource)",
            "collectionView(_:cellForItemAt:): delegate(UICollectionViewDataSource)",
            "collectionView(_:didSelectItemAt:): delegate(UICollectionViewDelegate)",
            "scrollViewDidScroll(_:): delegate(UICollectionViewDelegate)",  // UICollectionViewDelegate refines UIScrollViewDelegate
            "photoCell(_:didTapShareFor:): delegate(PhotoCellDelegate)", "photoCellDidRequestDeletion(_:): delegate(PhotoCellDelegate)",
            "trackScreenView(): delegate(AnalyticsScreen)",    // declared nowhere: its extension vouches
        ])
    }

    @Test func withoutTheIndexOtherFilesProtocolsAreUnknown() throws {
        let (root, _) = try Self.fixture()
        let alone = try Self.classified(root, .empty)
        // The old reading: an unknown protocol's extension vouches for the helper, and the
        // inherited requirements look like helpers.
        #expect(alone.contains("formattedBadge(_:): delegate(NotificationCategory)"))
        #expect(alone.contains("contentSizeDidChange(to:): none"))
    }

    @Test func outlineNamesTheFileThatDeclaresTheProtocol() throws {
        let (root, _) = try Self.fixture()
        let result = runTool(["outline", "--project-root", root, FileSystem.join(root, FixtureProject.controller)])
        #expect(result.status == 0)
        #expect(result.out.contains("func register(in:)  → delegate(NotificationCategory): requirement of NotificationCategory, "
            + "declared in Sources/Notifications/NotificationCategory.swift:4\n"))
        #expect(result.out.contains("→ delegate(Themeable): requirement of Themeable (refined by ContentSizeAware), "
            + "declared in Sources/Theme/Themeable.swift:3; adopted by superclass DisplayViewController\n"))
        #expect(result.out.contains("→ none: override of a method of DisplayViewController (the app's own base class) or UIKit"))
        #expect(result.out.contains("var photos [lazy]  (lazy)  → properties|accessors: "))
    }

    @Test func oneFileStagedOrTheWholeTreeGiveTheSameFindings() throws {
        let repo = try TemporaryRepository("project-index")
        try FixtureProject.write(to: repo.root)
        try repo.commitAll("app")
        let controller = repo.path(FixtureProject.controller)
        func findings(_ arguments: [String]) -> [String] {
            runTool(["lint", "--quiet", "--reporter", "xcode"] + arguments).out
                .split(separator: "\n").map(String.init).filter { $0.hasPrefix(controller + ":") }
        }
        let tree = findings([repo.root])
        #expect(tree.contains { $0.contains(":57:5: warning: 'formattedBadge(_:)' belongs in Private Methods") })
        #expect(findings([controller]) == tree)

        // Stage an edit of the controller alone: the rest of the project comes from the index.
        try repo.write(FixtureProject.controller, try repo.read(FixtureProject.controller) + "\n")
        try repo.git("add", FixtureProject.controller)
        #expect(findings(["--staged", repo.root]) == tree)
        // The hook's run leaves a cache in the git directory, and the next run agrees with it.
        #expect(FileSystem.kind(repo.path(".git/layoutlint/project-index")) == .file)
        #expect(findings(["--staged", repo.root]) == tree)
    }

    @Test func cacheIsReusedUntilAFileChanges() throws {
        let (root, fresh) = try Self.fixture()
        let cache = FileSystem.join(root, "cache/project-index")
        let builder = ProjectIndexBuilder(root: root, cachePath: cache)
        let first = builder.build()
        #expect(FileSystem.kind(cache) == .file)
        let loaded = try #require(ProjectIndexCache.load(cache))
        #expect(loaded.count == FixtureProject.files.count)
        #expect(loaded["Sources/Cells/PhotoCell.swift"]?.declarations.protocols.first?.requirements
            == ["photoCell(_:didTapShareFor:)", "photoCellDidRequestDeletion(_:)"])
        #expect(builder.build().protocols["NotificationCategory"]?.requirements == first.protocols["NotificationCategory"]?.requirements)
        #expect(first.protocols.keys.sorted() == fresh.protocols.keys.sorted())

        // A new requirement (the file grows, so its stamp changes) is seen on the next run.
        let path = FileSystem.join(root, "Sources/Notifications/NotificationCategory.swift")
        let text = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        try FileSystem.writeFile(path, text.replacingFirst("    var categoryIdentifier", with: "    func badgeCount() -> Int\n    var categoryIdentifier"))
        #expect(builder.build().protocols["NotificationCategory"]?.requirements.contains("badgeCount()") == true)
        // Staged content overrides the disk and is not cached under the disk's stamp.
        let staged = builder.build(overrides: ["Sources/Notifications/NotificationCategory.swift": Array("protocol NotificationCategory {}\n".utf8)])
        #expect(staged.protocols["NotificationCategory"]?.requirements == [])
        #expect(builder.build().protocols["NotificationCategory"]?.requirements.contains("badgeCount()") == true)
    }

    /// A run finds each file's cache entry by comparing its path with the next one stored (the
    /// walk repeats the stored order); a file added, removed or out of order is looked up by path.
    @Test func cacheEntriesAreFoundInWalkOrderAndByPath() throws {
        func entry(_ size: Int64) -> ProjectIndexCache.Entry {
            .init(stamp: .init(size: size, seconds: 0, nanoseconds: 0), declarations: ProjectDeclarations())
        }
        let loaded = ProjectIndexCache.Loaded(paths: ["a.swift", "b.swift", "c.swift", "d.swift"], entries: [entry(1), entry(2), entry(3), entry(4)])
        var cursor = 0
        var sizes: [Int64?] = []
        for path in ["a.swift", "new.swift", "b.swift", "d.swift", "c.swift", "gone.swift"] {
            sizes.append(loaded.entry(for: path, at: &cursor)?.stamp.size)
        }
        #expect(sizes == [1, nil, 2, 4, 3, nil])
        #expect(loaded["c.swift"]?.stamp.size == 3 && loaded["new.swift"] == nil && loaded.count == 4)

        // Through the builder: a file added between cached ones and one removed.
        let (root, _) = try Self.fixture()
        let cache = FileSystem.join(root, "cache/project-index")
        let builder = ProjectIndexBuilder(root: root, cachePath: cache)
        _ = builder.build()
        try FileSystem.writeFile(FileSystem.join(root, "Sources/Cells/BadgeCell.swift"),
                                 "protocol BadgeCellDelegate: AnyObject {\n    func badgeCellDidTap(_ cell: BadgeCell)\n}\n")
        #expect(unlink(FileSystem.join(root, "Sources/Theme/Themeable.swift")) == 0)
        let rebuilt = builder.build()
        #expect(rebuilt.protocols["BadgeCellDelegate"]?.requirements == ["badgeCellDidTap(_:)"])
        #expect(rebuilt.protocols["Themeable"] == nil)
        #expect(rebuilt.protocols["PhotoCellDelegate"] != nil && rebuilt.protocols["NotificationCategory"] != nil)
        #expect(try #require(ProjectIndexCache.load(cache)).paths.contains("Sources/Cells/BadgeCell.swift"))
    }

    @Test func aDamagedCacheIsIgnored() throws {
        let (root, _) = try Self.fixture()
        let cache = FileSystem.join(root, "project-index")
        for text in ["", "layoutlint-project-index 0 old\n", ProjectIndexCache.header + "\nC 1 Orphan -\n", ProjectIndexCache.header + "\nF x y z a.swift\n"] {
            try FileSystem.writeFile(cache, text)
            #expect(ProjectIndexCache.load(cache) == nil, "\(text)")
            #expect(ProjectIndexBuilder(root: root, cachePath: cache).build().protocols["PhotoCellDelegate"] != nil)
        }
    }

    @Test func firstInheritedNameIsASuperclassUnlessItIsAProtocol() {
        var declarations = ProjectDeclarations()
        declarations.protocols = [.init(name: "Configurable", refines: [], requirements: ["configure(with:)"], line: 1)]
        declarations.classes = [.init(name: "Cell", inherits: ["Configurable"], line: 3),
                                .init(name: "Plain", inherits: ["UITableViewDelegate", "Configurable"], line: 5),
                                .init(name: "Screen", inherits: ["BaseScreen", "Configurable"], line: 7)]
        let index = ProjectIndex(files: [("A.swift", declarations)])
        #expect(index.classes["Cell"]?.superclass == nil && index.classes["Cell"]?.conformances == ["Configurable"])
        #expect(index.classes["Plain"]?.superclass == nil)
        #expect(index.classes["Screen"]?.superclass == "BaseScreen")
        // A cycle in a broken project ends.
        var cyclic = ProjectDeclarations()
        cyclic.classes = [.init(name: "A", inherits: ["B"], line: 1), .init(name: "B", inherits: ["A"], line: 2)]
        #expect(ProjectIndex(files: [("C.swift", cyclic)]).superclassChain(startingAt: "A") == ["A", "B"])
    }

    @Test func projectRootIsTheGitTopLevelUnlessGiven() throws {
        let repo = try TemporaryRepository("project-root")
        try repo.write("App/Screens/A.swift", "class A {}\n")
        let found = ProjectIndexBuilder.forProject(containing: repo.path("App/Screens/A.swift"), explicitRoot: nil)
        #expect(found.root == repo.root && found.cachePath == repo.path(".git/layoutlint/project-index"))
        #expect(ProjectIndexBuilder.forProject(containing: repo.path("App"), explicitRoot: repo.path("App/Screens")).root == repo.path("App/Screens"))
        let plain = try temporaryDirectory("no-git")
        let outside = ProjectIndexBuilder.forProject(containing: plain, explicitRoot: nil)
        #expect(outside.root == plain && outside.cachePath == nil)
    }

    /// "name: role|alternative" for the first checked type of one file.
    static func homes(_ source: String) -> [String] {
        let checked = RoleClassifier(outline: outline(source), configuration: .default).checkedTypes()
        return checked.first?.members.map { member in
            "\(member.member.signature ?? member.member.name): " + (member.role.map { "\($0)" } ?? "none") + (member.alternative.map { "|\($0)" } ?? "")
        } ?? []
    }

    @Test func aStoredRequirementIsAtHomeWithThePropertiesOrInItsBlock() {
        #expect(Self.homes("""
        protocol UndoableCommandRunner: AnyObject {
            var undoableCommands: [UndoableCommand] { get set }
        }

        final class TimelineViewController: UIViewController, UndoableCommandRunner {
            // MARK: - Variables
            var undoableCommands = [UndoableCommand]()
            // MARK: - UndoableCommandRunner
            var undoManagerName: String { "timeline" }
        }

        extension TimelineViewController {
            // MARK: - UndoableCommandRunner
            var redoCount: Int { 0 }
        }
        """) == ["undoableCommands: properties|delegate(UndoableCommandRunner)", "undoManagerName: accessors", "redoCount: accessors"])
    }

    @Test func aOneArgumentNameIsNoProtocolMemberByChance() {
        // selectionDidChange(_:) is UITextInputDelegate's, but this class does not adopt it.
        #expect(Self.homes("""
        final class SidebarViewController: UIViewController, UITableViewDelegate {
            // MARK: - Private
            func selectionDidChange(_ selection: Set<Int>) {}
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
        }
        """) == ["selectionDidChange(_:): private", "tableView(_:didSelectRowAt:): delegate(UITableViewDelegate)",
                 "webView(_:didFinish:): delegate(WKNavigationDelegate)"])
    }

    @Test func objectiveCBaseControllersAreTheProjectsOwn() throws {
        let root = try temporaryDirectory("mixed")
        try FileSystem.writeFile(FileSystem.join(root, "SPTableViewController.h"), Array("""
            @interface SPTableViewController : UITableViewController <UISearchBarDelegate>
            @end
            """.utf8))
        let index = ProjectIndexBuilder(root: root, cachePath: nil).build()
        #expect(index.declaresClass("SPTableViewController"))
        #expect(index.superclassChain(startingAt: "SPTableViewController") == ["SPTableViewController", "UITableViewController"])
        let findings = Linter(project: index).lint(SourceFile(path: "Privacy.swift", text: """
            final class PrivacyViewController: SPTableViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """))
        #expect(findings.map(\.ruleID).contains("custom-base-controller"))
    }
}
