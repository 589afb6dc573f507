import Testing
@testable import LayoutLint

/// `FileSystem.VisitedDirectories`, the walks' own table of entered directories, answers as a
/// set of (device, inode) pairs would, through its growth and for pairs that share a part.
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
}
