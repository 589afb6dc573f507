import Testing
@testable import LayoutLint

/// The hook reads a staged file from disk only when the disk holds exactly the staged blob.
@Suite("Staged contents")
struct StagedContentsTests {
    @Test func sha1MatchesKnownDigestsAndGit() throws {
        #expect(SHA1.hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(SHA1.hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(SHA1.gitBlobID([]) == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        #expect(SHA1.gitBlobID(Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")

        // Lengths around the 64-byte block and its 56-byte padding limit, and a multi-block file.
        let repo = try TemporaryRepository("sha1")
        let controller = String(repeating: "    lazy var titleLabel: UILabel = { UILabel() }()\n", count: 40)
        for text in ["x", String(repeating: "a", count: 55), String(repeating: "b", count: 56), String(repeating: "c", count: 64),
                     String(repeating: "d", count: 119), "let café = \"naïve\"\r\n", controller] {
            try repo.write("Probe.swift", text)
            let fromGit = try repo.git("hash-object", "Probe.swift").stdoutText.trimmingNewlines()
            #expect(SHA1.gitBlobID(Array(text.utf8)) == fromGit, "\(text.utf8.count) bytes")
        }
    }

    /// The hash is streamed (the blob's header, then the file, block by block): any split of the
    /// input gives the digest of the whole, whatever part of a block each piece fills.
    @Test func sha1OfPiecesIsTheSha1OfTheWhole() {
        let text = Array(String(repeating: "    lazy var titleLabel: UILabel = { UILabel() }() // café\n", count: 5).utf8)
        for count in [0, 1, 55, 56, 63, 64, 65, 127, 128, 200, text.count] {
            let bytes = Array(text.prefix(count))
            let whole = SHA1.hex(SHA1.digest(bytes))
            for piece in [1, 3, 7, 63, 64, 65, 100] {
                var state = SHA1.State()
                var start = 0
                while start < bytes.count {
                    let end = min(start + piece, bytes.count)
                    bytes[start..<end].withUnsafeBufferPointer { state.update($0) }
                    start = end
                }
                #expect(SHA1.hex(state.finish()) == whole, "\(count) bytes in pieces of \(piece)")
            }
        }
        // The known digest of a million "a" (FIPS 180 test vector), fed in uneven pieces.
        var state = SHA1.State()
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for k in 0..<1000 { piece.prefix(k % 2 == 0 ? 999 : 1000).withUnsafeBufferPointer { state.update($0) } }
        Array(repeating: UInt8(ascii: "a"), count: 500).withUnsafeBufferPointer { state.update($0) }
        #expect(SHA1.hex(state.finish()) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test func stagedBytesComeFromDiskOnlyWhenTheyAreTheBlob() throws {
        let repo = try TemporaryRepository("staged-contents")
        try repo.write(".gitattributes", "Normalized.swift text eol=lf\n")
        try repo.write("Edited.swift", "final class EditedViewController: UIViewController {}\n")
        try repo.commitAll("base")

        // Staged as it is on disk.
        try repo.write("Same.swift", "final class SameViewController: UIViewController {}\n")
        // Staged, then edited again without staging: the commit holds the staged version.
        try repo.write("Edited.swift", "final class EditedViewController: UIViewController { func staged() {} }\n")
        try repo.git("add", "Same.swift", "Edited.swift")
        try repo.write("Edited.swift", "final class EditedViewController: UIViewController { func unstaged() {} }\n")
        // CRLF on disk, LF in the index (a clean filter): the disk is not the blob.
        try repo.write("Normalized.swift", "final class NormalizedView: UIView {}\r\n")
        try repo.git("add", "Normalized.swift")

        let git = GitRepository(root: try repo.git("rev-parse", "--show-toplevel").stdoutText.trimmingNewlines())
        let staged = try git.stagedFiles()
        #expect(staged.map(\.path) == ["Edited.swift", "Normalized.swift", "Same.swift"])
        let texts = try git.stagedContents(staged).map { String(decoding: $0, as: UTF8.self) }
        #expect(texts == ["final class EditedViewController: UIViewController { func staged() {} }\n",
                          "final class NormalizedView: UIView {}\n",
                          "final class SameViewController: UIViewController {}\n"])
        #expect(try git.blobs(staged.map(\.blob)).map { String(decoding: $0, as: UTF8.self) } == texts)
    }
}
