import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import LayoutLint

/// The index reads each file by its name in its directory's descriptor (`openat`): the same
/// bytes as reading it by path, every descriptor closed once its directory's files are read.
@Suite("Directory descriptors")
struct DirectoryDescriptorsTests {
    static func tree() throws -> String {
        let root = try temporaryDirectory("descriptors")
        for folder in ["Screens", "Screens/Detail", "Models"] { try FileSystem.createDirectories(FileSystem.join(root, folder)) }
        try FileSystem.writeFile(FileSystem.join(root, "Screens/ListViewController.swift"),
                                 "final class ListViewController: UIViewController, Themeable {\n    func applyTheme() {}\n}\n")
        try FileSystem.writeFile(FileSystem.join(root, "Screens/Detail/DetailViewController.swift"),
                                 "final class DetailViewController: UIViewController {}\n")
        try FileSystem.writeFile(FileSystem.join(root, "Models/Themeable.swift"), "protocol Themeable {\n    func applyTheme()\n}\n")
        try FileSystem.writeFile(FileSystem.join(root, "Models/Item.swift"), "struct Item {\n    let title: String\n}\n")
        return root
    }

    @Test func eachFileIsReadByNameAndEveryDirectoryIsClosedAfterItsLastFile() throws {
        let root = try Self.tree()
        let walk = ProjectIndexBuilder(root: root, cachePath: nil).sourceFiles()
        #expect(walk.files.map(\.path).sorted() == ["Models/Item.swift", "Models/Themeable.swift",
                                                    "Screens/Detail/DetailViewController.swift", "Screens/ListViewController.swift"])
        #expect(walk.names.count == walk.files.count && walk.directoryOf.count == walk.files.count)
        let directories = DirectoryDescriptors(walk.directories, reading: walk.directoryOf)
        for (f, file) in walk.files.enumerated() {
            let path = FileSystem.join(root, file.path)
            #expect(FileSystem.join(walk.directories[Int(walk.directoryOf[f])], walk.names[f]) == path)
            let bytes = try directories.read(walk.names[f], in: Int(walk.directoryOf[f]), path: path)
            #expect(bytes == (try FileSystem.readFile(path)))
            // Open while files of its directory are still to read, closed after the last.
            let rest = walk.directoryOf[(f + 1)...]
            #expect(directories.openCount == (rest.contains(walk.directoryOf[f]) ? 1 : 0))
        }
    }

    @Test func aDirectoryThatCannotBeOpenedIsReadByPath() throws {
        let root = try Self.tree()
        let path = FileSystem.join(root, "Models/Item.swift")
        let directories = DirectoryDescriptors([FileSystem.join(root, "Gone")], reading: [0, 0])
        #expect(try directories.read("Item.swift", in: 0, path: path) == (try FileSystem.readFile(path)))
        #expect(throws: FileSystem.Failure.self) { try directories.read("Item.swift", in: 0, path: FileSystem.join(root, "Gone/Item.swift")) }
        // By name in an open directory, a failure names the whole path and the system's reason
        // (read before the path is made).
        let models = DirectoryDescriptors([FileSystem.join(root, "Models")], reading: [0, 0])
        _ = try models.read("Item.swift", in: 0, path: path)
        do {
            _ = try models.read("Gone.swift", in: 0, path: FileSystem.join(root, "Models/Gone.swift"))
            Issue.record("a missing file was read")
        } catch let failure as FileSystem.Failure {
            #expect(failure.description == "\(root)/Models/Gone.swift: No such file or directory")
        }
        #expect(models.openCount == 0)
    }

    @Test func anIndexBuiltFromDescriptorsMatchesOneBuiltFromPaths() throws {
        let root = try Self.tree()
        let index = ProjectIndexBuilder(root: root, cachePath: nil).build()
        #expect(index.protocols["Themeable"]?.path == "Models/Themeable.swift")
        #expect(index.classes["DetailViewController"]?.superclass == "UIViewController")
        #expect(index.classes["ListViewController"]?.conformances == ["Themeable"])
    }
}
