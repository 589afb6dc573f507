#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project index's per-file cache: a line-oriented text file that a hook reads in a
/// millisecond or two. A file's entry is reused while its size and modification time stay the
/// same. Any change of format or tool version discards the whole cache.
///
///     layoutlint-project-index 1 <tool version>
///     F <size> <mtime seconds> <mtime nanoseconds> <root-relative path>
///     C <line> <name> <inherited,…>
///     P <line> <name> <refined,…> <requirement> <requirement> …
///     E <name> <conformance,…>
enum ProjectIndexCache {
    static let header = "layoutlint-project-index 1 \(CommandLineTool.version)"

    struct Stamp: Equatable {
        var size: Int64 = -1
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0

        init(size: Int64, seconds: Int64, nanoseconds: Int64) {
            (self.size, self.seconds, self.nanoseconds) = (size, seconds, nanoseconds)
        }

        init(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return }
            size = Int64(info.st_size)
            #if canImport(Darwin)
            (seconds, nanoseconds) = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
            #else
            (seconds, nanoseconds) = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
            #endif
        }
    }

    struct Entry {
        var stamp: Stamp
        var declarations: ProjectDeclarations
    }

    /// The cached entries by root-relative path, or nil when there is no usable cache.
    static func load(_ path: String) -> [String: Entry]? {
        guard let bytes = try? FileSystem.readFile(path) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(header) else { return nil }
        var entries: [String: Entry] = [:]
        var current: (path: String, entry: Entry)?
        func list(_ field: Substring) -> [String] { field == "-" ? [] : field.split(separator: ",").map(String.init) }
        for line in lines.dropFirst() {
            let fields = line.split(separator: " ", maxSplits: line.first == "F" ? 4 : Int.max, omittingEmptySubsequences: false)
            switch (fields.first, fields.count) {
            case ("F", 5):
                if let current { entries[current.path] = current.entry }
                guard let size = Int64(fields[1]), let seconds = Int64(fields[2]), let nanoseconds = Int64(fields[3]) else { return nil }
                current = (String(fields[4]), Entry(stamp: Stamp(size: size, seconds: seconds, nanoseconds: nanoseconds), declarations: ProjectDeclarations()))
            case ("C", 4):
                guard current != nil, let line = Int(fields[1]) else { return nil }
                current!.entry.declarations.classes.append(.init(name: String(fields[2]), inherits: list(fields[3]), line: line))
            case ("P", 4...):
                guard current != nil, let line = Int(fields[1]) else { return nil }
                current!.entry.declarations.protocols.append(.init(name: String(fields[2]), refines: list(fields[3]),
                                                                   requirements: fields.dropFirst(4).map(String.init), line: line))
            case ("E", 3):
                guard current != nil else { return nil }
                current!.entry.declarations.extensions.append(.init(name: String(fields[1]), conformances: list(fields[2])))
            default:
                return nil
            }
        }
        if let current { entries[current.path] = current.entry }
        return entries
    }

    /// Writes the cache atomically (a temporary file renamed over the old one), so concurrent
    /// runs never read half a file. Failing to write only costs the next run time.
    static func store(_ files: [(path: String, stamp: Stamp, declarations: ProjectDeclarations)], at path: String) {
        var text = header + "\n"
        func list(_ names: [String]) -> String { names.isEmpty ? "-" : names.joined(separator: ",") }
        // Names with spaces cannot come from an outline, but a generic argument list can
        // (`Base<A, B>`): strip spaces so each field stays one word.
        func word(_ name: String) -> String { name.filter { $0 != " " && $0 != "\n" && $0 != "," } }
        for (file, stamp, declarations) in files where !file.contains("\n") {
            text += "F \(stamp.size) \(stamp.seconds) \(stamp.nanoseconds) \(file)\n"
            for entry in declarations.classes { text += "C \(entry.line) \(word(entry.name)) \(list(entry.inherits.map(word)))\n" }
            for entry in declarations.protocols {
                text += "P \(entry.line) \(word(entry.name)) \(list(entry.refines.map(word)))"
                for requirement in entry.requirements { text += " " + word(requirement) }
                text += "\n"
            }
            for entry in declarations.extensions { text += "E \(word(entry.name)) \(list(entry.conformances.map(word)))\n" }
        }
        let directory = FileSystem.parent(path)
        try? FileSystem.createDirectories(directory)
        let temporary = "\(path).\(getpid()).tmp"
        do {
            try FileSystem.writeFile(temporary, text)
            if rename(temporary, path) != 0 { unlink(temporary) }
        } catch {
            unlink(temporary)
        }
    }
}
