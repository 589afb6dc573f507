#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project index's per-file cache: a line-oriented text file that a hook reads in a
/// millisecond or two. A file's entry is reused while its size and modification time stay the
/// same. Any change of format or tool version discards the whole cache.
///
///     layoutlint-project-index 3 <tool version>
///     F <size> <mtime seconds> <mtime nanoseconds> <root-relative path>
///     C <line> <name> <inherited,…> <selector> <selector> …   (selectors of an Objective-C @interface)
///     V <member> <member> …   (the Swift members the class above declares `override`)
///     P <line> <name> <refined,…> <requirement> <requirement> …
///     O <line> <name> <refined,…> <selector> <selector> …   (an Objective-C @protocol)
///     E <name> <conformance,…>
enum ProjectIndexCache {
    static let header = "layoutlint-project-index 3 \(CommandLineTool.version)"

    struct Stamp: Equatable {
        var size: Int64 = -1
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0

        /// No stamp read: a run without a cache has nothing to compare it with.
        init() {}

        init(size: Int64, seconds: Int64, nanoseconds: Int64) {
            (self.size, self.seconds, self.nanoseconds) = (size, seconds, nanoseconds)
        }

        init(_ info: stat) {
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

    /// The entries of a cache file in the order they were stored: the walk's order, which the
    /// next run's walk repeats, so each file finds its entry by comparing one path (`entry(for:at:)`),
    /// not by hashing every path of the project into a table first. The table by path is made
    /// only when a file is not where the walk expects it (a file added or removed).
    final class Loaded {
        let paths: [String]
        let entries: [Entry]
        private lazy var byPath = Dictionary(zip(paths, entries.indices), uniquingKeysWith: { _, last in last })

        init(paths: [String] = [], entries: [Entry] = []) {
            self.paths = paths
            self.entries = entries
        }

        /// (Entries stored, each path once as `store` writes them.)
        var count: Int { paths.count }

        subscript(path: String) -> Entry? { byPath[path].map { entries[$0] } }

        /// The entry of `path`, the walk's next file after the one found at `cursor - 1`.
        func entry(for path: String, at cursor: inout Int) -> Entry? {
            if cursor < paths.count, paths[cursor] == path {
                cursor += 1
                return entries[cursor - 1]
            }
            guard !paths.isEmpty, let k = byPath[path] else { return nil }  // (no cache: nothing hashed)
            cursor = k + 1
            return entries[k]
        }
    }

    /// The cached entries, or nil when there is no usable cache. Read on bytes, a line and a
    /// field at a time: the hook pays for this on every commit.
    static func load(_ path: String) -> Loaded? {
        guard let bytes = try? FileSystem.readFile(path) else { return nil }
        return bytes.withUnsafeBufferPointer { parse($0) }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Loaded? {
        let headerBytes = Array(header.utf8)
        guard bytes.count > headerBytes.count, bytes[headerBytes.count] == 0x0A,
              zip(bytes, headerBytes).allSatisfy({ $0 == $1 }) else { return nil }
        var paths: [String] = [], entries: [Entry] = []
        // Sized once for an entry in ~256 bytes (a controller's is ~330): grown from empty, the
        // lists were copied a dozen times on a hook's every run.
        paths.reserveCapacity(bytes.count / 256)
        entries.reserveCapacity(bytes.count / 256)
        var lineStart = headerBytes.count + 1
        // Reused from line to line (a line's fields, a list's names): one allocation for the whole file.
        var fields: [Range<Int>] = [], pieces: [Range<Int>] = []
        let base = UnsafeRawPointer(bytes.baseAddress!)  // not empty: the header is there
        let names = base.assumingMemoryBound(to: UInt8.self)
        // Names repeat from file to file (`UIViewController`, `viewDidLoad`): made as the parser
        // makes them, a long one shared with the last of the same bytes (`TextCache`).
        let texts = TextCache.current
        /// `range` as the `count`-th of a list reused from line to line, counted apart (emptied
        /// for each line, the list went through a generic `replaceSubrange`, ~130 instructions).
        func keep(_ range: Range<Int>, in list: inout [Range<Int>], at count: inout Int) {
            if count < list.count { list[count] = range } else { list.append(range) }
            count += 1
        }
        /// Where the next `byte` at or after `k` (before `end`) is, else `end`.
        func find(_ byte: Int32, _ k: Int, _ end: Int) -> Int {
            memchr(base + k, byte, end - k).map { base.distance(to: UnsafeRawPointer($0)) } ?? end
        }
        while lineStart < bytes.count {
            let lineEnd = find(0x0A, lineStart, bytes.count)
            defer { lineStart = lineEnd + 1 }
            guard lineEnd > lineStart + 1, bytes[lineStart + 1] == 0x20 else { return nil }
            let kind = bytes[lineStart]
            // Fields after the kind letter; an F line's path is the rest of the line.
            var count = 0
            var start = lineStart + 2
            let limit = kind == UInt8(ascii: "F") ? 3 : Int.max
            while count < limit {
                let space = find(0x20, start, lineEnd)
                guard space < lineEnd else { break }
                keep(start..<space, in: &fields, at: &count)
                start = space + 1
            }
            keep(start..<lineEnd, in: &fields, at: &count)
            let parts = fields[..<count]
            func text(_ range: Range<Int>) -> String {
                texts.text(names + range.lowerBound, range.count) { TextSpan.string(clamped: bytes, range.lowerBound, range.upperBound) }
            }
            func number(_ range: Range<Int>) -> Int64? {
                guard !range.isEmpty, range.count < 20 else { return nil }
                var value: Int64 = 0
                var negative = false
                for i in range {
                    if i == range.lowerBound, bytes[i] == UInt8(ascii: "-") { negative = true; continue }
                    guard bytes[i] >= 0x30, bytes[i] <= 0x39 else { return nil }
                    value = value * 10 + Int64(bytes[i] - 0x30)
                }
                return negative ? -value : value
            }
            func list(_ range: Range<Int>) -> [String] {
                if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") { return [] }
                // The pieces first, then the names in a list of their size (grown name by name,
                // a list of four was made three times).
                var count = 0
                var start = range.lowerBound
                while start < range.upperBound {
                    let comma = find(0x2C, start, range.upperBound)
                    if comma > start { keep(start..<comma, in: &pieces, at: &count) }
                    start = comma + 1
                }
                return pieces[..<count].map(text)
            }
            // A file's lines change its entry where it lies, the last of `entries` (an entry held
            // apart and appended when the next file began was copied, then destroyed).
            let last = entries.count - 1
            switch (kind, parts.count) {
            case (UInt8(ascii: "F"), 4):
                guard let size = number(parts[0]), let seconds = number(parts[1]), let nanoseconds = number(parts[2]) else { return nil }
                // (A path is the file's own: made, not looked for among the names.)
                paths.append(TextSpan.string(clamped: bytes, parts[3].lowerBound, parts[3].upperBound))
                entries.append(Entry(stamp: Stamp(size: size, seconds: seconds, nanoseconds: nanoseconds), declarations: ProjectDeclarations()))
            case (UInt8(ascii: "C"), 3...):
                guard last >= 0, let line = number(parts[0]) else { return nil }
                entries[last].declarations.classes.append(.init(name: text(parts[1]), inherits: list(parts[2]), line: Int(line),
                                                                selectors: parts.dropFirst(3).map(text)))
            case (UInt8(ascii: "P"), 3...), (UInt8(ascii: "O"), 3...):
                guard last >= 0, let line = number(parts[0]) else { return nil }
                entries[last].declarations.protocols.append(.init(name: text(parts[1]), refines: list(parts[2]),
                                                                  requirements: parts.dropFirst(3).map(text), line: Int(line),
                                                                  objectiveC: kind == UInt8(ascii: "O")))
            case (UInt8(ascii: "V"), 1...):
                // The overrides of the class on the line before.
                guard last >= 0, !entries[last].declarations.classes.isEmpty else { return nil }
                entries[last].declarations.classes[entries[last].declarations.classes.count - 1].overrides = parts.map(text)
            case (UInt8(ascii: "E"), 2):
                guard last >= 0 else { return nil }
                entries[last].declarations.extensions.append(.init(name: text(parts[0]), conformances: list(parts[1])))
            default:
                return nil
            }
        }
        return Loaded(paths: paths, entries: entries)
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
            for entry in declarations.classes {
                text += "C \(entry.line) \(word(entry.name)) \(list(entry.inherits.map(word)))"
                for selector in entry.selectors { text += " " + word(selector) }
                text += "\n"
                if !entry.overrides.isEmpty { text += "V " + entry.overrides.map(word).joined(separator: " ") + "\n" }
            }
            for entry in declarations.protocols {
                text += "\(entry.objectiveC ? "O" : "P") \(entry.line) \(word(entry.name)) \(list(entry.refines.map(word)))"
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
