import Testing
@testable import LayoutLint

/// An app with an iOS and a macOS target often declares a class of one name in each; an
/// `extension X: P` in one target's file says nothing about the other target's X.
@Suite("Project index with two targets")
struct ProjectIndexTwoTargetsTests {
    static func roles(of path: String, in root: String, _ index: ProjectIndex) throws -> [String] {
        let full = FileSystem.join(root, path)
        let file = SourceFile(path: full, bytes: try FileSystem.readFile(full))
        let checked = RoleClassifier(outline: OutlineParser.parse(file), configuration: .default, project: index).checkedTypes()
        return checked.flatMap(\.members).map { "\($0.member.name): " + ($0.role.map { "\($0)" } ?? "none") }
    }

    @Test func anExtensionInOneTargetDoesNotConformTheOtherTargetsClass() throws {
        let root = try temporaryDirectory("two-targets")
        let files = [
            "Shared/TunnelsManager.swift": """
                protocol TunnelsManagerListDelegate: AnyObject {
                    func tunnelAdded(at index: Int)
                }
                """,
            "iOS/TunnelsListViewController.swift": """
                final class TunnelsListViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad() }
                }
                """,
            "iOS/TunnelsListViewController+Manager.swift": """
                extension TunnelsListViewController: TunnelsManagerListDelegate {
                    func tunnelAdded(at index: Int) {}
                }
                """,
            "macOS/TunnelsListViewController.swift": """
                final class TunnelsListViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad() }
                }

                extension TunnelsListViewController {
                    // Called by a tracker object that adopts the protocol and forwards to it.
                    func tunnelAdded(at index: Int) {}
                }
                """,
        ]
        for (path, text) in files {
            try FileSystem.createDirectories(FileSystem.join(root, String(path.split(separator: "/")[0])))
            try FileSystem.writeFile(FileSystem.join(root, path), Array(text.utf8))
        }
        let index = ProjectIndexBuilder(root: root, cachePath: nil).build()
        #expect(index.classesDeclaredTwice == ["TunnelsListViewController"])
        #expect(try Self.roles(of: "macOS/TunnelsListViewController.swift", in: root, index)
                == ["viewDidLoad: lifecycle", "tunnelAdded: private"])
        #expect(try Self.roles(of: "iOS/TunnelsListViewController+Manager.swift", in: root, index).isEmpty)
    }

    @Test func uikitStubsInTheProjectStillLeadToUIKit() throws {
        let root = try temporaryDirectory("uikit-stubs")
        try FileSystem.createDirectories(FileSystem.join(root, "Tests/Stubs"))
        try FileSystem.writeFile(FileSystem.join(root, "Tests/Stubs/UIKit.swift"), Array("""
            class UIResponder: NSObject {}
            class UIViewController: UIResponder {
                func viewDidLoad() {}
            }
            protocol UIScrollViewDelegate: AnyObject {}
            protocol UITableViewDelegate: UIScrollViewDelegate {}
            """.utf8))
        try FileSystem.writeFile(FileSystem.join(root, "ProfileViewController.swift"), Array("""
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                private func reload() {}
            }

            extension ProfileViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """.utf8))
        let index = ProjectIndexBuilder(root: root, cachePath: nil).build()
        // The empty stand-in protocols do not hide the SDK's requirements either.
        #expect(try Self.roles(of: "ProfileViewController.swift", in: root, index)
                == ["viewDidLoad: lifecycle", "reload: private", "tableView: delegate(UITableViewDelegate)", "scrollViewDidScroll: delegate(UITableViewDelegate)"])
    }
}
