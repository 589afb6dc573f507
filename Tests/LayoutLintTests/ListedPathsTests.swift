import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import LayoutLint

/// `--files-from` paths are taken as files without a `stat` each and confirmed once the project
/// index has walked the root: whatever the list holds, a run reads the same files and reports
/// the same failures, in the same order, as when every listed path was `stat`ed first.
@Suite("Listed paths")
struct ListedPathsTests {
    static func controller(_ name: String) -> String {
        """
        import UIKit

        final class \(name)ViewController: UIViewController {
            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(avatarView)
            }

            private func reload() {}

            // MARK: - Getters and Setters
            private lazy var avatarView: UIImageView = {
                let view = UIImageView()
                view.contentMode = .scaleAspectFill
                return view
            }()
        }

        """
    }

    /// A root with files at two depths, one in a hidden folder (the walk skips it), a
    /// directory and a named pipe named like Swift files, and a file outside the root.
    static func project() throws -> (root: String, outside: String) {
        let base = try temporaryDirectory("listed")
        let root = FileSystem.join(base, "App")
        for folder in ["Screens/Profile", ".hidden", "Odd.swift"] { try FileSystem.createDirectories(FileSystem.join(root, folder)) }
        for file in ["Screens/A.swift", "Screens/Profile/B.swift", ".hidden/C.swift", "Odd.swift/D.swift"] {
            try FileSystem.writeFile(FileSystem.join(root, file), controller(String(file.dropLast(6).split(separator: "/").last!)))
        }
        // A named pipe: opened to be read, it would wait for a writer.
        #expect(mkfifo(FileSystem.join(root, "Screens/Pipe.swift"), 0o600) == 0)
        let outside = FileSystem.join(base, "Outside.swift")
        try FileSystem.writeFile(outside, controller("Outside"))
        return (root, outside)
    }

    /// The inputs and index as a run makes them, and as the old walk (every path `stat`ed) makes them.
    static func bothWays(_ listed: [String], root: String, configuration: Configuration = .default)
        -> (deferred: LintInputs, stated: LintInputs, build: ProjectIndexBuilder.Build) {
        var deferred = LintInputs.walked(paths: [], listed: listed, configuration: configuration, deferringListed: true)
        #expect(deferred.unconfirmed == 0..<listed.count)
        #expect(deferred.failures.isEmpty)
        let build = deferred.indexConfirmingListed(paths: [], listed: listed, explicitRoot: root, configuration: configuration)
        #expect(deferred.unconfirmed.isEmpty)
        let stated = LintInputs.walked(paths: [], listed: listed, configuration: configuration)
        return (deferred, stated, build)
    }

    @Test func filesTheWalkFindsNeedNoStatOfTheirOwn() throws {
        let (root, outside) = try Self.project()
        let listed = [FileSystem.join(root, "Screens/A.swift"), FileSystem.join(root, ".hidden/C.swift"), outside,
                      FileSystem.join(root, "Screens/Profile/B.swift"), FileSystem.join(root, "Screens/A.swift")]
        let (deferred, stated, build) = Self.bothWays(listed, root: root)
        #expect(deferred.items.map(\.path) == listed)
        #expect(deferred.items.map(\.path) == stated.items.map(\.path))
        // Under the root and walked: found. Hidden, outside the root, or a second item of one path: `stat`ed instead.
        #expect(build.found == [true, false, false, true, false])
        // The index pass kept the outlines of the files it found, for the linter.
        #expect(build.held.map { $0 != nil } == [true, false, false, true, false])
    }

    /// Missing paths and a named pipe are dropped with their failures, in list order, and the
    /// index's slots with them: no second walk nor index (a deleted file in a `git diff` list is
    /// common). In a git repository whose index is cached, only the first build marks cached files
    /// as found, so `found` tells which build this is.
    @Test func aMissingPathIsDroppedWithoutASecondPass() throws {
        let (root, outside) = try Self.project()
        let git = try Subprocess.run("/usr/bin/env", ["git", "-C", root, "init", "-q"])
        #expect(git.status == 0)
        let a = FileSystem.join(root, "Screens/A.swift"), b = FileSystem.join(root, "Screens/Profile/B.swift")
        _ = ProjectRootOption.index(paths: [root], explicitRoot: nil)  // the cache, warm from here on
        let listed = [a, FileSystem.join(root, "Gone.swift"), b, FileSystem.join(root, "Screens/Pipe.swift"), outside]
        let (deferred, stated, build) = Self.bothWays(listed, root: root)
        #expect(deferred.items.map(\.path) == [a, b, outside])
        #expect(deferred.items.map(\.path) == stated.items.map(\.path))
        #expect(deferred.failures.map(\.description) == stated.failures.map(\.description))
        #expect(deferred.failures.map(\.description) == ["\(listed[1]): no such file or directory", "\(listed[3]): not a file or directory"])
        #expect(build.found == [true, true, false])
        #expect(build.held.count == 3)
    }

    /// `A.swift/` and `A.swift/.` name no file (`stat` says so) though the index, matching paths
    /// by their text, finds `A.swift` under them.
    @Test func aFileNamedAsADirectoryIsMissingAsBefore() throws {
        let (root, _) = try Self.project()
        let everything = try ConfigurationLoader.load(userJSON: Array(#"{"include": []}"#.utf8), path: "rules.json")
        let a = FileSystem.join(root, "Screens/A.swift")
        let listed = [a + "/", FileSystem.join(root, "Screens/Profile/B.swift"), a + "/."]
        let (deferred, stated, _) = Self.bothWays(listed, root: root, configuration: everything)
        #expect(deferred.items.map(\.path) == [listed[1]])
        #expect(deferred.items.map(\.path) == stated.items.map(\.path))
        #expect(deferred.failures.map(\.description) == stated.failures.map(\.description))
        #expect(deferred.failures.map(\.description) == ["\(a)/: no such file or directory", "\(a)/.: no such file or directory"])
    }

    @Test func aListedDirectoryIsWalkedInPlaceAsBefore() throws {
        let (root, outside) = try Self.project()
        let listed = [FileSystem.join(root, "Screens/A.swift"), FileSystem.join(root, "Odd.swift"),
                      FileSystem.join(root, "Gone.swift"), outside, FileSystem.join(root, "Screens/Pipe.swift")]
        let (deferred, stated, build) = Self.bothWays(listed, root: root)
        #expect(deferred.items.map(\.path) == stated.items.map(\.path))
        #expect(deferred.items.map(\.path) == [listed[0], FileSystem.join(root, "Odd.swift/D.swift"), outside])
        #expect(deferred.failures.map(\.description) == stated.failures.map(\.description))
        #expect(deferred.failures.map(\.description) == ["\(listed[2]): no such file or directory", "\(listed[4]): not a file or directory"])
        // The index was built again for the walked items: the outlines it holds are theirs.
        #expect(build.found == [true, true, false])
        #expect(build.held.map { $0 != nil } == [true, true, false])
    }

    @Test func aRunReportsTheSameWhateverTheListHolds() throws {
        let (root, outside) = try Self.project()
        let list = FileSystem.join(FileSystem.parent(root), "list.txt")
        func lint(_ paths: [String]) throws -> (status: Int32, out: String, err: String) {
            try FileSystem.writeFile(list, paths.joined(separator: "\n") + "\n")
            return runTool(["lint", "--quiet", "--project-root", root, "--files-from", list])
        }
        let files = try lint([FileSystem.join(root, "Screens/A.swift"), outside])
        #expect(files.status == 0)
        #expect(files.err.isEmpty)
        #expect(files.out.contains("Screens/A.swift:10:13: note: 'reload()' is a helper"))
        #expect(files.out.contains("Outside.swift:10:13: note: 'reload()' is a helper"))

        let mixed = try lint([FileSystem.join(root, "Missing.swift"), FileSystem.join(root, "Screens/A.swift"),
                              FileSystem.join(root, "Odd.swift"), FileSystem.join(root, "Screens/Pipe.swift")])
        #expect(mixed.status == 3)
        #expect(mixed.err.split(separator: "\n") == ["error: \(root)/Missing.swift: no such file or directory",
                                                     "error: \(root)/Screens/Pipe.swift: not a file or directory"])
        var linted: [String] = []
        for line in mixed.out.split(separator: "\n") {
            let file = String(line.split(separator: ":")[0])
            if linted.last != file { linted.append(file) }
        }
        #expect(linted == [FileSystem.join(root, "Screens/A.swift"), FileSystem.join(root, "Odd.swift/D.swift")])
    }
}
