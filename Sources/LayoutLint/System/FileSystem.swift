#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system calls the tool needs, on the C library directly: no Foundation in the
/// hot path, and a small, fast-starting binary. Paths are handed over with `withCString`, which
/// lends a String's own bytes: passed as a String, each was copied into a new array first.
public enum FileSystem {
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    static func failure(_ path: String) -> Failure { failure { path } }

    /// The same for a path made on demand: `errno` is read before the path is made (making it
    /// allocates, which may set `errno`).
    static func failure(_ path: () -> String) -> Failure {
        let code = errno
        return Failure(path: path(), reason: String(cString: strerror(code)))
    }

    /// The largest file read: less than 128 MiB, so every offset fits an outline's packed tokens
    /// (`TokenList.maxPackedBytes`). No Swift source comes near it.
    public static let maximumFileSize = TokenList.maxPackedBytes - 1

    /// Why bytes over `maximumFileSize` are not read, from a file or from git.
    static let tooLarge = "is 128 MiB or larger, too large to be Swift source"

    /// `readFile`'s bytes, or why they could not be read: for the commands that report a file
    /// they cannot read, with the reason, and go on with the rest.
    static func readResult(_ path: String) -> Result<[UInt8], Failure> {
        do { return .success(try readFile(path)) } catch let failure as Failure { return .failure(failure) } catch {
            return .failure(Failure(path: path, reason: "\(error)"))
        }
    }

    public static func readFile(_ path: String) throws -> [UInt8] {
        let fd = path.withCString { open($0, O_RDONLY) }
        guard fd >= 0 else { throw failure(path) }
        return try readAll(openFile: fd, path: path)
    }

    /// The file `name` in the directory open as `directory` (`openat`: only the name is looked
    /// up, not every component of a full path again); `path` names it in errors.
    static func readFile(named name: String, in directory: Int32, path: @autoclosure () -> String) throws -> [UInt8] {
        let fd = name.withCString { openat(directory, $0, O_RDONLY) }
        guard fd >= 0 else { throw failure(path) }
        return try readAll(openFile: fd, path: path())
    }

    /// The bytes of the file open as `fd`, which is closed after.
    private static func readAll(openFile fd: Int32, path: @autoclosure () -> String) throws -> [UInt8] {
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(path: path(), reason: "is a directory") }
        if Int(info.st_size) > maximumFileSize { throw Failure(path: path(), reason: tooLarge) }
        // Read straight into the array's storage: a zero-filled 64 KiB chunk per file and the copy
        // out of it cost ~3 % of a whole lint. One byte of slack tells a file that grew since
        // fstat from one read exactly; the rest of a growing file is appended in chunks. A regular
        // file that gave exactly its size has ended: no second read to hear it (one system call
        // per file). Files that report size 0 (`/proc`) or none (pipes) are read to the end.
        let size = max(Int(info.st_size), 0)
        let sizeIsKnown = (info.st_mode & S_IFMT) == S_IFREG && size > 0
        var bytes = try [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw failure(path)
                }
                if n == 0 { return }
                count += n
                if sizeIsKnown, count == size { return }
            }
        }
        guard bytes.count > size else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            // A file that grew past the limit while it was read (or a pipe that long).
            if bytes.count > maximumFileSize { throw Failure(path: path(), reason: tooLarge) }
        }
        return bytes
    }

    public static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            written += n
        }
    }

    public static func writeFile(_ path: String, _ text: String) throws { try writeFile(path, Array(text.utf8)) }

    public enum Kind { case file, directory, other, missing }

    /// What `path` is, following symbolic links.
    public static func kind(_ path: String) -> Kind {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return .missing }
        return kind(mode: info.st_mode)
    }

    /// What a `stat`'s mode says.
    static func kind(mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// A directory's device and inode: the identity that detects symbolic-link loops.
    struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The directories a walk has entered, so that each is entered once and a symbolic-link loop
    /// ends. A small open-addressing table of its own: a `Set<[UInt64]>` made an array per
    /// directory and had its element's `Hashable` conformance looked up at run time (two scans
    /// of the binary's conformance list, ~240,000 instructions at every start).
    struct VisitedDirectories {
        private var devices: [UInt64] = [], inodes: [UInt64] = []
        private var used: [Bool] = []
        private var count = 0

        /// Adds `id`; whether it was not there yet (as `Set.insert` answers).
        mutating func insert(_ id: Identity) -> (inserted: Bool, memberAfterInsert: Identity) {
            if (count + 1) * 4 > used.count * 3 { grow() }
            let mask = used.count - 1
            var k = Self.slot(of: id) & mask
            while used[k] {
                if devices[k] == id.device, inodes[k] == id.inode { return (false, id) }
                k = (k + 1) & mask
            }
            used[k] = true
            devices[k] = id.device
            inodes[k] = id.inode
            count += 1
            return (true, id)
        }

        /// Where `id` is looked for first: the inodes of one tree are close together, so they
        /// are mixed (a multiply, then bits from its middle) to spread over the table.
        private static func slot(of id: Identity) -> Int {
            Int(truncatingIfNeeded: ((id.inode ^ id.device &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9) >> 29)
        }

        private mutating func grow() {
            let old = (devices: devices, inodes: inodes, used: used)
            let capacity = max(64, used.count * 2)
            devices = Array(repeating: 0, count: capacity)
            inodes = Array(repeating: 0, count: capacity)
            used = Array(repeating: false, count: capacity)
            count = 0
            for k in old.used.indices where old.used[k] { _ = insert(Identity(device: old.devices[k], inode: old.inodes[k])) }
        }
    }

    /// Entry names of a directory, sorted so every run visits files in the same order.
    public static func entries(_ path: String) throws -> [String] {
        try typedEntries(path).map(\.name)
    }

    /// `entries` with what each entry is when the directory says so (`d_type`), nil when only a
    /// `stat` can tell (a symbolic link, or a file system that does not say): a walk then needs
    /// no `stat` for most of its files.
    static func typedEntries(_ path: String) throws -> [(name: String, kind: Kind?)] {
        guard let dir = path.withCString(opendir) else { throw failure(path) }
        defer { closedir(dir) }
        // Sorted by a key of each name's first eight bytes (big-endian: the keys' order is the
        // bytes' order), whole names compared only where keys tie: a String comparison at each
        // step of the sort cost ~400 instructions, most of a cold walk's time in user space.
        var names: [String] = [], types: [UInt8] = [], order: [(key: UInt64, index: Int)] = []
        while let entry = readdir(dir) {
            // `.` and `..` are told by their bytes, before a String is made.
            guard let name = withUnsafePointer(to: entry.pointee.d_name, {
                $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { bytes -> String? in
                    let dots = bytes[0] == UInt8(ascii: ".") && (bytes[1] == 0 || (bytes[1] == UInt8(ascii: ".") && bytes[2] == 0))
                    return dots ? nil : String(cString: bytes)
                }
            }) else { continue }
            order.append((sortKey(name), names.count))
            names.append(name)
            types.append(entry.pointee.d_type)
        }
        order.sort { $0.key != $1.key ? $0.key < $1.key : utf8Precedes(names[$0.index], names[$1.index]) }
        var entries: [(name: String, kind: Kind?)] = []
        entries.reserveCapacity(names.count)
        for (_, k) in order { entries.append((names[k], kind(direntType: types[k]))) }
        return entries
    }

    /// A name's first eight bytes as a big-endian integer, zeros past its end (no name holds a
    /// zero byte, so a name before another in byte order never has a greater key).
    private static func sortKey(_ name: String) -> UInt64 {
        name.withUTF8Bytes { bytes in
            var key: UInt64 = 0
            for k in 0..<min(8, bytes.count) { key |= UInt64(bytes[k]) << UInt64(56 - 8 * k) }
            return key
        }
    }

    /// What a `d_type` says (the values are the same on Linux and Darwin): nil for a symbolic
    /// link (`kind` follows it) and for unknown.
    private static func kind(direntType: UInt8) -> Kind? {
        switch direntType {
        case 8: return .file  // DT_REG
        case 4: return .directory  // DT_DIR
        case 0, 10: return nil  // DT_UNKNOWN, DT_LNK
        default: return .other  // fifo, device, socket, whiteout
        }
    }

    /// Byte order of two names, as `a.utf8.lexicographicallyPrecedes(b.utf8)` but with one
    /// `memcmp`: sorting every directory's entries is a visible part of a hook run otherwise.
    static func utf8Precedes(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { pa in
            b.utf8.withContiguousStorageIfAvailable { pb -> Bool in
                let common = min(pa.count, pb.count)
                let order = common == 0 ? 0 : memcmp(pa.baseAddress!, pb.baseAddress!, common)
                return order != 0 ? order < 0 : pa.count < pb.count
            }
        }
        return (fast ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    public static func createDirectories(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if kind(current) == .directory { continue }
            if current.withCString({ mkdir($0, 0o755) }) != 0, errno != EEXIST { throw failure(current) }
        }
    }

    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    public static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty || a == "." { return b }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension FileSystem {
    public static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }
}
