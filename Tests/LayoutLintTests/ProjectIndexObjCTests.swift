import Testing
@testable import LayoutLint

/// The project's own Objective-C `@protocol`s: indexed from the headers (and `.m` files) that
/// declare them, and matched by Objective-C classes on selectors and by Swift classes on the
/// names the importer gives those selectors.
@Suite("Project index: Objective-C protocols")
struct ProjectIndexObjCTests {
    static func fixture() throws -> (root: String, index: ProjectIndex) {
        let root = try temporaryDirectory("objc-project")
        try ObjCFixtureProject.write(to: root)
        return (root, ProjectIndexBuilder(root: root, cachePath: nil).build())
    }

    /// "name = role" for every member of the first checked type of `relative`.
    static func classified(_ root: String, _ relative: String, _ index: ProjectIndex) throws -> [String] {
        let path = FileSystem.join(root, relative)
        let file = SourceFile(path: path, bytes: try FileSystem.readFile(path))
        let checked = RoleClassifier(outline: SourceParser.parse(file), configuration: .default, project: index).checkedTypes()
        return checked.first?.members.map { member in
            "\(member.member.signature ?? member.member.name) = " + (member.role.map { "\($0)" } ?? "none")
        } ?? []
    }

    @Test func headersAndImplementationsDeclareProtocols() throws {
        let (_, index) = try Self.fixture()
        let delegate = try #require(index.protocols["FooCellDelegate"])
        #expect(delegate.objectiveC && delegate.path == "Sources/Cells/FooCell.h" && delegate.line == 6)
        #expect(delegate.refines.isEmpty)  // <NSObject> says nothing about requirements
        #expect(delegate.requirements == ["fooCell:didTapLikeButton:", "fooCellDidRequestDeletion:", "fooCell:shouldShowMenuAtIndexPath:",
                                          "fooCell:didChangeImage:", "allowsSharing"])  // readonly: no setter
        let refreshing = try #require(index.protocols["FeedRefreshing"])
        #expect(refreshing.path == "Sources/Base/BaseFeedViewController.m" && refreshing.requirements == ["refreshFeedAnimated:"])
        #expect(index.declaredConformances(of: "BaseFeedViewController") == ["FeedRefreshing"])
        #expect(index.superclassChain(startingAt: "FeedViewController") == ["FeedViewController", "BaseFeedViewController", "UIViewController"])
        #expect(index.classes["BaseFeedViewController"]?.selectors == ["configureEmptyState", "emptyView"])  // readonly: no setter
    }

    /// An Objective-C++ base controller's class extension adopts a protocol its subclasses inherit.
    @Test func objectiveCPlusPlusFilesAreIndexedToo() throws {
        let root = try temporaryDirectory("objcxx-project")
        try FileSystem.writeFile(FileSystem.join(root, "NodeViewController.mm"), Array("""
            #import "NodeViewController.h"
            #include <vector>

            @protocol NodeTraitEnvironment <NSObject>
            - (void)nodeTraitsDidChange;
            @end

            @interface NodeViewController () <NodeTraitEnvironment>
            @end

            @implementation NodeViewController {
                std::vector<int> _counts;
            }
            - (void)nodeTraitsDidChange {}
            @end
            """.utf8))
        let index = ProjectIndexBuilder(root: root, cachePath: nil).build()
        #expect(index.protocols["NodeTraitEnvironment"]?.requirements == ["nodeTraitsDidChange"])
        #expect(index.declaredConformances(of: "NodeViewController") == ["NodeTraitEnvironment"])
    }

    @Test func anObjectiveCControllerPlacesTheProjectsProtocolMembersInTheirBlocks() throws {
        let (root, index) = try Self.fixture()
        #expect(try Self.classified(root, ObjCFixtureProject.objcController, index) == [
            "viewDidLoad = lifecycle", "layoutPageSubviews = lifecycle",
            "configureEmptyState = none",                      // overrides the app's base class's hook: not placed
            "tableView:numberOfRowsInSection: = delegate(UITableViewDataSource)",
            "tableView:cellForRowAtIndexPath: = delegate(UITableViewDataSource)",
            "fooCell:didTapLikeButton: = delegate(FooCellDelegate)", "fooCellDidRequestDeletion: = delegate(FooCellDelegate)",
            "allowsSharing = delegate(FooCellDelegate)",       // a protocol property's getter
            "removeItemAtIndexPath: = private",                 // a helper in a known protocol's block
            "refreshFeedAnimated: = delegate(FeedRefreshing)",  // adopted by the base class's extension
            "tableView = accessors",
        ])
        // Alone, the header's protocol is unknown: its MARK vouches for every member under it, and
        // the base class's protocol is not seen.
        let alone = try Self.classified(root, ObjCFixtureProject.objcController, .empty)
        #expect(alone.contains("removeItemAtIndexPath: = delegate(FooCellDelegate)") && alone.contains("refreshFeedAnimated: = private"))
    }

    @Test func aSwiftControllerMatchesTheImportedNames() throws {
        let (root, index) = try Self.fixture()
        #expect(try Self.classified(root, ObjCFixtureProject.swiftController, index) == [
            "viewDidLoad() = lifecycle",
            "fooCell(_:didTapLikeButton:) = delegate(FooCellDelegate)",
            "fooCellDidRequestDeletion(_:) = delegate(FooCellDelegate)",
            "fooCell(_:shouldShowMenuAt:) = delegate(FooCellDelegate)",   // `AtIndexPath` pruned as the importer does
            "fooCell(_:didChange:) = delegate(FooCellDelegate)",          // pruned by type: base name and arity match
            "allowsSharing = delegate(FooCellDelegate)",
            "likeCount(for:) = private",
        ])
    }

    @Test func outlineNamesTheHeader() throws {
        let (root, _) = try Self.fixture()
        let objc = runTool(["outline", "--project-root", root, FileSystem.join(root, ObjCFixtureProject.objcController)])
        #expect(objc.status == 0)
        #expect(objc.out.contains("→ delegate(FooCellDelegate): requirement of FooCellDelegate, declared in Sources/Cells/FooCell.h:6\n"))
        #expect(objc.out.contains("→ delegate(FeedRefreshing): requirement of FeedRefreshing, declared in Sources/Base/BaseFeedViewController.m:4; "
            + "adopted by superclass BaseFeedViewController\n"))
        #expect(objc.out.contains("method configureEmptyState  → none: override of BaseFeedViewController's configureEmptyState "
            + "(declared in Sources/Base/BaseFeedViewController.h:3), a method of the app's own base class"))
        let swift = runTool(["outline", "--project-root", root, FileSystem.join(root, ObjCFixtureProject.swiftController)])
        #expect(swift.out.contains("func fooCell(_:shouldShowMenuAt:)  → delegate(FooCellDelegate): requirement of FooCellDelegate, "
            + "declared in Sources/Cells/FooCell.h:6\n"))
    }

    @Test func oneFileAndTheWholeTreeGiveTheSameFindings() throws {
        let repo = try TemporaryRepository("objc-project-index")
        try ObjCFixtureProject.write(to: repo.root)
        try repo.commitAll("app")
        for relative in [ObjCFixtureProject.objcController, ObjCFixtureProject.swiftController] {
            let path = repo.path(relative)
            func findings(_ arguments: [String]) -> [String] {
                runTool(["lint", "--quiet", "--reporter", "xcode"] + arguments).out
                    .split(separator: "\n").map(String.init).filter { $0.hasPrefix(path + ":") }
            }
            let tree = findings([repo.root])
            #expect(findings([path]) == tree, "\(relative)")
            #expect(tree.contains { $0.contains("belongs in") && ($0.contains("removeItemAtIndexPath:") || $0.contains("likeCount(for:)")) }, "\(tree)")
            #expect(!tree.contains { $0.contains("fooCell") }, "\(tree)")
        }
    }

    /// `fix` reads the same index as `lint`: a requirement of the header's protocol left among
    /// the helpers is moved into the protocol's block, and lint then finds nothing to repair.
    @Test func fixUsesTheIndexLikeLint() throws {
        let (root, _) = try Self.fixture()
        let path = FileSystem.join(root, ObjCFixtureProject.objcController)
        let text = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        let moved = text.replacingFirst("""
            - (BOOL)allowsSharing {
                return YES;
            }

            """, with: "").replacingFirst("#pragma mark - getters and setters", with: """
            #pragma mark - private methods
            - (BOOL)allowsSharing {
                return YES;
            }

            #pragma mark - getters and setters
            """)
        try FileSystem.writeFile(path, moved)
        func repairable() -> [String] {
            runTool(["lint", "--quiet", "--reporter", "xcode", "--project-root", root, path]).out.split(separator: "\n").map(String.init)
                .filter { line in Fixer.repairableRules.contains { line.hasSuffix("(\($0))") } }
        }
        #expect(repairable().contains { $0.contains("'allowsSharing' belongs in FooCellDelegate") })
        #expect(runTool(["fix", "--quiet", "--project-root", root, path]).status == 0)
        #expect(repairable() == [])
        let fixed = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        let block = try #require(fixed.range(of: "#pragma mark - FooCellDelegate"))
        let next = try #require(fixed.range(of: "#pragma mark - ", range: block.upperBound..<fixed.endIndex))
        #expect(fixed[block.upperBound..<next.lowerBound].contains("- (BOOL)allowsSharing"), "\(fixed)")
    }

    @Test func theCacheKeepsObjectiveCProtocolsApart() throws {
        let (root, fresh) = try Self.fixture()
        let cache = FileSystem.join(root, "cache/project-index")
        _ = ProjectIndexBuilder(root: root, cachePath: cache).build()
        let text = String(decoding: try FileSystem.readFile(cache), as: UTF8.self)
        #expect(text.contains("\nO 6 FooCellDelegate - "))
        let cached = ProjectIndexBuilder(root: root, cachePath: cache).build()
        #expect(cached.protocols["FooCellDelegate"]?.objectiveC == true)
        #expect(cached.protocols["FooCellDelegate"]?.requirements == fresh.protocols["FooCellDelegate"]?.requirements)
        #expect(cached.classes["BaseFeedViewController"]?.selectors == ["configureEmptyState", "emptyView"])
    }

    /// A Swift `@objc protocol` adopted by an Objective-C class is matched on the selectors Swift
    /// exports its requirements under.
    @Test func anObjectiveCClassAdoptingASwiftProtocol() {
        var project = ProjectIndex()
        project.add(.init(name: "PlayerControlsDelegate", refines: [], requirements: ["controls(_:didSeekTo:)", "controlsDidTapPlay(_:)", "isMuted"],
                          path: "Player/PlayerControls.swift", line: 3))
        let file = SourceFile(path: "PlayerViewController.m", text: """
            @interface PlayerViewController : UIViewController <PlayerControlsDelegate>
            @end

            @implementation PlayerViewController
            #pragma mark - PlayerControlsDelegate
            - (void)controls:(PlayerControls *)controls didSeekTo:(NSTimeInterval)time {}
            - (void)controlsDidTapPlay:(PlayerControls *)controls {}
            - (BOOL)isMuted { return NO; }
            - (void)setIsMuted:(BOOL)muted {}
            - (void)updateTimeLabel {}
            @end
            """)
        let members = RoleClassifier(outline: SourceParser.parse(file), configuration: .default, project: project).checkedTypes().first?.members ?? []
        #expect(members.map { "\($0.member.name)=\($0.role.map { "\($0)" } ?? "none")" } == [
            "controls=delegate(PlayerControlsDelegate)", "controlsDidTapPlay=delegate(PlayerControlsDelegate)",
            "isMuted=delegate(PlayerControlsDelegate)", "setIsMuted=delegate(PlayerControlsDelegate)", "updateTimeLabel=private",
        ])
    }

    @Test func selectorsImportAsSwiftNames() {
        let cases = [
            ("tableView:didSelectRowAtIndexPath:", "tableView(_:didSelectRowAt:)"),
            ("numberOfSectionsInTableView:", "numberOfSections(in:)"),
            ("actionSheet:clickedButtonAtIndex:", "actionSheet(_:clickedButtonAt:)"),
            ("initWithStyle:reuseIdentifier:", "init(style:reuseIdentifier:)"),
            ("refreshFeedWithCompletion:", "refreshFeed(completion:)"),
            ("scrollViewDidScroll:", "scrollViewDidScroll(_:)"),
            ("reload", "reload()"),
        ]
        for (selector, swift) in cases { #expect(ObjCSelector.swiftName(of: selector) == swift, "\(selector)") }
        #expect(ObjCSelector.looseKey(ofSelector: "fooCell:didChangeImage:") == ObjCSelector.looseKey(ofSwiftName: "fooCell(_:didChange:)"))
        #expect(ObjCSelector.looseKey(ofSelector: "allowsSharing") == ObjCSelector.looseKey(ofSwiftName: "allowsSharing"))
        #expect(ObjCSelector.selectors(ofSwiftName: "select(item:at:)") == ["selectWithItem:at:"])
        #expect(ObjCSelector.selectors(ofSwiftName: "init(frame:)") == ["initWithFrame:"])
        #expect(ObjCSelector.selectors(ofSwiftName: "title") == ["title", "setTitle:"])
        #expect(ObjCSelector.selectors(ofSwiftName: "reload()") == ["reload"])
    }
}
