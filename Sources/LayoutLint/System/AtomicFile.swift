#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Replaces a file's content all at once: a temporary file in the same directory, the
    /// original's permissions, then a rename, so a reader sees the old file or the new one, never
    /// half of it. Refuses when the file no longer holds `expected` (it changed on disk
    /// meanwhile). A symbolic link is followed, not replaced.
    public static func replaceFile(_ path: String, expected: [UInt8], with bytes: [UInt8]) throws {
        let target: String
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        } else {
            throw failure(path)
        }
        var info = stat()
        guard stat(target, &info) == 0 else { throw failure(path) }
        var template = Array((parent(target) + "/.layoutlint-fix-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(path) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var written = 0
        var ok = fchmod(fd, info.st_mode & 0o7777) == 0
        while ok, written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 { if errno == EINTR { continue }; ok = false } else { written += n }
        }
        let error = failure(path)
        close(fd)
        guard ok else {
            unlink(temporary)
            throw error
        }
        // The last look before the rename: an editor may have saved in the meantime.
        guard (try? readFile(target)) == expected else {
            unlink(temporary)
            throw Failure(path: path, reason: "changed on disk while it was being fixed; not overwritten")
        }
        guard rename(temporary, target) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }
}
