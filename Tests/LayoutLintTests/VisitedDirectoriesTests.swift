import Testing
@testable import LayoutLint

/// What directory walks rest on: `FileSystem.VisitedDirectories`, their own table of entered
/// directories, answers as a set of (device, inode) pairs would, through its growth and for pairs
/// that share a part; `typedEntries` lists a directory in byte order of the names.
@Suite("Visited directories")
struct VisitedDirectoriesTests {
    @Test func answersAsASetOfPairs() {
        var visited = FileSystem.VisitedDirectories()
        var reference = Set<[UInt64]>()
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for k in 0..<5_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Close inodes on a few devices (as a tree gives), every tenth an earlier one again.
            let device = UInt64(k % 3 == 0 ? 0 : seed >> 62), inode = k % 10 == 9 ? UInt64(k / 2) : UInt64(k) &+ (seed >> 60)
            let inserted = visited.insert(FileSystem.Identity(device: device, inode: inode)).inserted
            #expect(inserted == reference.insert([device, inode]).inserted, "\(k)")
        }
        #expect(visited.insert(FileSystem.Identity(device: .max, inode: .max)).inserted)
        #expect(!visited.insert(FileSystem.Identity(device: .max, inode: .max)).inserted)
        #expect(visited.insert(FileSystem.Identity(device: 0, inode: .max)).inserted)
    }

    /// Names sorted by a key of their first eight bytes, then whole: the order is the bytes'.
    @Test func entriesAreInByteOrder() throws {
        let dir = try temporaryDirectory("entries")
        let names = ["a", "ab", "abcdefgh", "abcdefghi", "abcdefgha", "abcdefgh1", "abcdefgg", "B", "é", "e\u{301}", "Z.swift",
                     "abcdefghij", "abcdefghiZ", "~", "aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaa"]
        for name in names { try FileSystem.writeFile(FileSystem.join(dir, name), "") }
        // Compared as bytes: as Strings, `é` and `e\u{301}` are equal and their order unchecked.
        #expect(try FileSystem.typedEntries(dir).map { Array($0.name.utf8) } == names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(try FileSystem.typedEntries(dir).allSatisfy { $0.kind == .file })
    }
}
