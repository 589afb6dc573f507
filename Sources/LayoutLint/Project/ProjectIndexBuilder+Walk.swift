#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The indexed files under the root, as the walk lists them: directory by directory.
struct SourceFileList {
    /// Root-relative paths, in a stable order, with their stamps. (Labelled as the builder reads
    /// them: an array of unlabelled tuples was converted, element by element.)
    var files: [(path: String, stamp: ProjectIndexCache.Stamp)] = []
    /// By file: its name, and its directory's place in `directories`.
    var names: [String] = []
    var directoryOf: [Int32] = []
    /// The directories walked (the root's path joined with each one's relative path).
    var directories: [String] = []
}

extension ProjectIndexBuilder {
    /// The Swift files under the root (root-relative, in a stable order) with their stamps: one
    /// `stat` per indexed file, which is most of what a cached run costs. Without a cache no stamp is
    /// read: the directory's own word for what an entry is (`d_type`) is enough, and a `stat` is
    /// made only where it says nothing (a symbolic link). Skips what a lint walk skips (hidden
    /// folders, build products, Pods…) and enters each real directory once.
    func sourceFiles() -> SourceFileList {
        let stamped = cachePath != nil
        var result = SourceFileList()
        var visited = FileSystem.VisitedDirectories()
        var stack: [String] = [""]
        while let relative = stack.popLast() {
            let directory = relative.isEmpty ? root : FileSystem.join(root, relative)
            guard let id = FileSystem.identity(directory), visited.insert(id).inserted,
                  let entries = try? FileSystem.typedEntries(directory) else { continue }
            // Entries are stat'ed relative to the open directory: no full path to build and
            // resolve for each of thousands of files.
            let fd = open(directory, O_RDONLY | O_DIRECTORY)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            let directoryIndex = Int32(truncatingIfNeeded: result.directories.count)
            result.directories.append(directory)
            var subdirectories: [String] = []
            // One string per directory: a file's path is then one concatenation, not two.
            let prefix = relative.isEmpty ? "" : relative + "/"
            for (name, known) in entries where !name.hasPrefix(".") {
                var info = stat()
                let kind: FileSystem.Kind
                let indexed = Self.indexedExtensions.contains(where: { name.hasSuffix($0) })
                // Only an indexed file's stamp is read: other files are known well enough by `d_type`.
                if let known, !stamped || known != .file || !indexed {
                    kind = known
                } else {
                    guard fstatat(fd, name, &info, 0) == 0 else { continue }
                    kind = FileSystem.kind(mode: info.st_mode)
                }
                let child = { prefix.isEmpty ? name : prefix + name }
                switch kind {
                case .directory where !PathWalker.skippedDirectories.contains(name): subdirectories.append(child())
                case .file where indexed:
                    result.files.append((child(), stamped ? ProjectIndexCache.Stamp(info) : ProjectIndexCache.Stamp()))
                    result.names.append(name)
                    result.directoryOf.append(directoryIndex)
                default: break
                }
            }
            stack.append(contentsOf: subdirectories.reversed())
        }
        return result
    }
}

/// Descriptors of the directories whose files the index reads, so that each file is opened by
/// its name alone (`openat`). Opened by full path, every component was looked up again for
/// every file: opening took ~3.5 % of a whole-tree lint's time, ~2.8 % by name. A directory is
/// opened at its first file read and closed after its last, so only the few being read at once
/// are open (the walk lists files directory by directory).
final class DirectoryDescriptors: @unchecked Sendable {
    private let lock = Lock()
    private let paths: [String]
    /// By directory: its descriptor, `notOpen`, or `unopenable` (its files are read by full path).
    private var descriptors: [Int32]
    /// By directory: the files still to read.
    private var unread: [Int32]
    private static let notOpen: Int32 = -1, unopenable: Int32 = -2

    /// For `paths`, and reads of files in the directories `reads` lists (one entry a file).
    init(_ paths: [String], reading reads: some Sequence<Int32>) {
        self.paths = paths
        descriptors = [Int32](repeating: Self.notOpen, count: paths.count)
        unread = [Int32](repeating: 0, count: paths.count)
        for k in reads { unread[Int(k)] += 1 }
    }

    deinit {
        for fd in descriptors where fd >= 0 { close(fd) }
    }

    /// How many directories are open now (for tests).
    var openCount: Int { lock.withLock { descriptors.lazy.filter { $0 >= 0 }.count } }

    /// The bytes of the file `name` in directory `k`; `path` names it in errors and is read
    /// instead when the directory cannot be opened. Each file listed at `init` is read once.
    func read(_ name: String, in k: Int, path: @autoclosure () -> String) throws -> [UInt8] {
        let fd = lock.withLock { () -> Int32 in
            if descriptors[k] == Self.notOpen {
                let opened = paths[k].withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                descriptors[k] = opened >= 0 ? opened : Self.unopenable
            }
            return descriptors[k]
        }
        // Closed after the directory's last file: no read of it can be under way then.
        defer {
            lock.withLock {
                unread[k] -= 1
                if unread[k] == 0, descriptors[k] >= 0 {
                    close(descriptors[k])
                    descriptors[k] = Self.notOpen
                }
            }
        }
        guard fd >= 0 else { return try FileSystem.readFile(path()) }
        return try FileSystem.readFile(named: name, in: fd, path: path())
    }
}
