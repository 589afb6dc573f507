import Testing
@testable import LayoutLint

/// Overrides of the SDK's Objective-C members leave the class body like other members (they are
/// message-dispatched, so an extension keeps them overridable); every other override stays.
@Suite("Fixer: overrides of Objective-C members")
struct FixerOverrideTests {
    /// A segue and a status-bar override filed under Event Response and Getters and Setters in
    /// the body, above the class's protocol extension.
    static func profile(superclass: String = "UIViewController") -> String {
        """
        import UIKit

        class ProfileViewController: \(superclass) {
            private let nameLabel = UILabel()

            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(nameLabel)
            }

            // MARK: - Event Response
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                super.prepare(for: segue, sender: sender)
                (segue.destination as? AvatarViewController)?.image = nil
            }

            // MARK: - Getters and Setters
            override var preferredStatusBarStyle: UIStatusBarStyle {
                .lightContent
            }
        }

        // MARK: - UITableViewDataSource
        extension ProfileViewController: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        """
    }

    @Test func overridesOfUIKitMembersMoveIntoTheTrailingExtension() {
        // A subclass in the project does not hold them back: it can still override them.
        let subclass = "final class MyProfileViewController: ProfileViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }\n}\n"
        let (text, result) = fixedInProject(Self.profile(), others: [("Mine.swift", subclass)])
        #expect(text == """
            import UIKit

            class ProfileViewController: UIViewController {
                private let nameLabel = UILabel()

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(nameLabel)
                }
            }

            // MARK: - UITableViewDataSource
            extension ProfileViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }

            extension ProfileViewController {
                // MARK: - Event Response
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    (segue.destination as? AvatarViewController)?.image = nil
                }

                // MARK: - Getters and Setters
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    .lightContent
                }
            }

            """)
        #expect(result.failure == nil)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func aSwiftBaseClassOfTheAppKeepsTheOverridesInTheBody() {
        // BaseViewController may override prepare(for:sender:) in its body: an override of that
        // from an extension would not compile, so both stay and the reason names the base class.
        let base = "class BaseViewController: UIViewController {\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}\n}\n"
        let (text, result) = fixedInProject(Self.profile(superclass: "BaseViewController"), others: [("Base.swift", base)])
        #expect(!text.contains("extension ProfileViewController {"))
        // The convention does not place them: they follow the life cycle, without the MARKs they sat under.
        #expect(text.contains("""
                    view.addSubview(nameLabel)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            """))
        #expect(!text.contains("// MARK: - Event Response") && !text.contains("// MARK: - Getters and Setters"))
        #expect(result.remaining.filter { $0.finding.ruleID == "section-order" }.isEmpty)
        #expect(Self.reasonToStay("prepare", in: Self.profile(superclass: "BaseViewController"), others: [("Base.swift", base)])
            == "BaseViewController, a Swift class of the app, is on its superclass chain "
            + "and may declare it; an override in an extension cannot replace a Swift class's own declaration")
    }

    /// Why the fixer keeps the override named `name` of Fixture.swift in the class body.
    static func reasonToStay(_ name: String, in code: String, others: [(String, String)] = []) -> String? {
        let files = [("Fixture.swift", code)] + others
        let project = ProjectIndex(files: files.map { path, text in
            (path, ProjectDeclarations(SourceParser.parse(SourceFile(path: path, text: text))))
        })
        let outline = SourceParser.parse(SourceFile(path: "Fixture.swift", text: code))
        let type = outline.types.first { $0.kind == .class }!
        return ObjCOverrides(project).reasonToStay(type.members.first { $0.name == name }!, of: type, in: outline)
    }

    @Test func anObjectiveCBaseClassOfTheAppDispatchesByMessageToo() {
        let header = "@interface LegacyViewController : UIViewController\n- (void)reload;\n@end\n"
        let (text, _) = fixedInProject(Self.profile(superclass: "LegacyViewController"), others: [("LegacyViewController.h", header)])
        #expect(text.contains("extension ProfileViewController {\n    // MARK: - Event Response\n    override func prepare(for segue:"))
    }

    @Test func overridesOfMembersTheTablesDoNotListOrOfUnknownSuperclassesStay() {
        // dismiss(animated:completion:) is Objective-C too, but no table of the project says so.
        let dismissing = Self.profile().replacingOccurrences(of: "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
                                                             with: "override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {")
        let (text, result) = fixedInProject(dismissing)
        #expect(text.contains("class ProfileViewController: UIViewController {\n    private let nameLabel = UILabel()\n\n    // MARK: - Life Cycle"))
        #expect(text.range(of: "override func dismiss")!.lowerBound < text.range(of: "extension ProfileViewController: UITableViewDataSource")!.lowerBound)
        #expect(result.remaining.filter { $0.finding.ruleID == "section-order" }.isEmpty)
        #expect(Self.reasonToStay("dismiss", in: dismissing)?.hasSuffix("(it is not one of UIViewController's Objective-C members the fixer knows, which may live in an extension)") == true)

        // A framework class the project does not declare may be Swift (a pod's base class).
        let (podText, podResult) = fixedInProject(Self.profile(superclass: "SwipeableViewController"))
        #expect(!podText.contains("extension ProfileViewController {"))
        #expect(podResult.remaining.filter { $0.finding.ruleID == "section-order" }.isEmpty)
        #expect(Self.reasonToStay("prepare", in: Self.profile(superclass: "SwipeableViewController"))?
            .hasSuffix("(SwipeableViewController is not an SDK class the fixer knows to be Objective-C)") == true)
    }

    @Test func aRequirementOfAProtocolTheSDKClassAdoptsMayMove() {
        // UITableViewController implements UITableViewDelegate in Objective-C; UIViewController does not.
        func reason(_ superclass: String) -> String? {
            let outline = SourceParser.parse(SourceFile(path: "a.swift", text: """
                class ArchiveViewController: \(superclass) {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                }
                """))
            return ObjCOverrides(.empty).reasonToStay(outline.types[0].members[0], of: outline.types[0], in: outline)
        }
        #expect(reason("UITableViewController") == nil)
        #expect(reason("UIViewController") != nil)
    }

    @Test func theSelfCheckStillRefusesAnOverrideOfAnAppMemberLeavingTheBody() {
        let overrides = ObjCOverrides(.empty)
        let old = SourceParser.parse(SourceFile(path: "a.swift", text: "class A: BaseViewController {\n    override func reload() {}\n}\n"))
        let new = SourceParser.parse(SourceFile(path: "a.swift", text: "class A: BaseViewController {\n}\nextension A {\n    override func reload() {}\n}\n"))
        let mayLeave: (Member, TypeDecl, Outline) -> Bool = { overrides.reasonToStay($0, of: $1, in: $2) == nil }
        #expect(FixSelfCheck.sameMembers(old, new, mayLeave: mayLeave) != nil)
        let uikitOld = SourceParser.parse(SourceFile(path: "a.swift", text: "class A: UIViewController {\n    override var shouldAutorotate: Bool { false }\n}\n"))
        let uikitNew = SourceParser.parse(SourceFile(path: "a.swift", text: "class A: UIViewController {\n}\nextension A {\n    override var shouldAutorotate: Bool { false }\n}\n"))
        #expect(FixSelfCheck.sameMembers(uikitOld, uikitNew, mayLeave: mayLeave) == nil)
        #expect(FixSelfCheck.sameMembers(uikitOld, uikitNew) != nil)
    }
}
