/// What git knows that a linter of changes needs: the repository's root, the staged files and
/// their staged bytes, and which lines changed since a revision.
///
/// Every call runs `git -C root` with options that pin the output format whatever the user's
/// configuration (`diff.noprefix`, `core.quotePath`, external diff drivers, textconv filters,
/// colour), and inherits the environment, so a hook sees the index git means (`GIT_INDEX_FILE`
/// is set for `git commit -a` and `git commit PATH`).
public struct GitRepository: Sendable {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// A staged regular file: its path relative to the root and the id of its staged blob.
    public struct StagedFile: Sendable, Equatable {
        public let path: String
        public let blob: String
    }

    /// Absolute, as git prints it (symbolic links resolved).
    public let root: String

    /// The repository containing `directory`.
    public static func containing(_ directory: String) throws -> GitRepository {
        if let root = discoveredRoot(directory) { return GitRepository(root: root) }
        let result = try run(["-C", directory, "rev-parse", "--show-toplevel"])
        let root = result.stdoutText.trimmingNewlines()
        guard !root.isEmpty else { throw Failure(description: "\(directory): not inside a git work tree") }
        return GitRepository(root: root)
    }

    /// Staged Swift-or-other files (added, copied, modified, renamed: what the commit will hold),
    /// in path order. Symbolic links and submodules are left out: they have no source to lint.
    public func stagedFiles() throws -> [StagedFile] {
        let raw = try git(["diff", "--cached", "--raw", "-z", "--no-abbrev", "--no-renames", "--no-ext-diff",
                           "--ignore-submodules", "--diff-filter=ACMR"]).stdout
        // `:oldmode newmode oldsha newsha status NUL path NUL`, repeated.
        var files: [StagedFile] = []
        let fields = raw.split(separator: 0, omittingEmptySubsequences: false)
        var i = 0
        while i + 1 < fields.count {
            let header = String(decoding: fields[i], as: UTF8.self).split(separator: " ")
            let path = String(decoding: fields[i + 1], as: UTF8.self)
            i += 2
            guard header.count >= 5, header[1] == "100644" || header[1] == "100755" else { continue }
            files.append(StagedFile(path: path, blob: String(header[3])))
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The staged bytes of staged files, in order. A file whose work-tree bytes are its staged
    /// blob (git's id of them matches) is read from disk; only the others are asked of git, so a
    /// commit of files staged as they are starts no `git cat-file`. Clean filters (line-ending
    /// conversion) make the ids differ: those files come from git, as staged.
    public func stagedContents(_ files: [StagedFile]) throws -> [[UInt8]] {
        var contents: [[UInt8]?] = files.map { file in
            // A SHA-256 repository's 64-digit ids are left to git.
            guard file.blob.utf8.count == 40, let bytes = try? FileSystem.readFile(FileSystem.join(root, file.path)),
                  SHA1.gitBlobID(bytes) == file.blob else { return nil }
            return bytes
        }
        let missing = contents.indices.filter { contents[$0] == nil }
        for (k, bytes) in zip(missing, try blobs(missing.map { files[$0].blob })) { contents[k] = bytes }
        return contents.map { $0 ?? [] }
    }

    /// The contents of blobs, in order, with one `git cat-file --batch` for all of them.
    public func blobs(_ ids: [String]) throws -> [[UInt8]] {
        guard !ids.isEmpty else { return [] }
        let out = try git(["cat-file", "--batch"], input: Array(ids.map { $0 + "\n" }.joined().utf8)).stdout
        // Each: `<id> blob <size>\n<bytes>\n`; a missing object answers `<id> missing\n`.
        var contents: [[UInt8]] = []
        var pos = 0
        for id in ids {
            guard let newline = out[pos...].firstIndex(of: 0x0A) else { throw Failure(description: "git cat-file: truncated output") }
            let header = String(decoding: out[pos..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= out.count else {
                throw Failure(description: "git cat-file: cannot read object \(id)")
            }
            contents.append(Array(out[(newline + 1)..<(newline + 1 + size)]))
            pos = newline + 1 + size + 1
        }
        return contents
    }

    /// Lines added or changed, per root-relative path, between `base` and the work tree — or the
    /// index with `cached` (what a commit will hold). Untracked files are not in the result.
    public func changedLines(since base: String?, cached: Bool) throws -> [String: LineSet] {
        var arguments = ["diff", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "--ignore-submodules",
                         "--src-prefix=a/", "--dst-prefix=b/", "--diff-filter=ACMR"]
        if cached { arguments.append("--cached") }
        if let base { arguments += [base, "--"] }
        return UnifiedDiff.changedLines(try git(arguments).stdout)
    }

    /// Untracked, not ignored files: new files a change-based lint must see in full.
    public func untrackedFiles() throws -> [String] {
        try git(["ls-files", "--others", "--exclude-standard", "-z"]).stdout
            .split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Where git runs hooks from (`core.hooksPath` respected; shared by linked work trees).
    public func hooksDirectory() throws -> String {
        let path = try git(["rev-parse", "--git-path", "hooks"]).stdoutText.trimmingNewlines()
        return path.hasPrefix("/") ? path : FileSystem.join(root, path)
    }

    /// Fails with git's own message when git does.
    public func git(_ arguments: [String], input: [UInt8]? = nil) throws -> Subprocess.Result {
        try Self.run(["-C", root, "-c", "core.quotepath=false"] + arguments, input: input)
    }

    static func run(_ arguments: [String], input: [UInt8]? = nil) throws -> Subprocess.Result {
        let result: Subprocess.Result
        do { result = try Subprocess.run("git", arguments, input: input) } catch {
            throw Failure(description: "\(error) (is git installed?)")
        }
        guard result.succeeded else {
            let message = result.stderrText.trimmingNewlines()
            throw Failure(description: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed (exit \(result.status))" : message)
        }
        return result
    }
}

/// A set of line numbers, as sorted, non-overlapping ranges.
public struct LineSet: Sendable, Equatable {
    public private(set) var ranges: [ClosedRange<Int>] = []

    public init(_ ranges: [ClosedRange<Int>] = []) { ranges.forEach { insert($0) } }

    public mutating func insert(_ range: ClosedRange<Int>) {
        ranges.append(range)
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int>] = []
        for r in ranges {
            if let last = merged.last, r.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        ranges = merged
    }

    public func contains(_ line: Int) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < line { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(line)
    }
}

/// Reads the new side's line numbers out of a `git diff -U0` patch.
public enum UnifiedDiff {
    public static func changedLines(_ patch: [UInt8]) -> [String: LineSet] {
        var result: [String: LineSet] = [:]
        var file: String?
        // Lines of the current hunk still to skip: its body is counted, never parsed, so an
        // added line reading `+++ b/x` or `@@` cannot pass for a header.
        var pending = 0
        for rawLine in patch.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let line = String(decoding: rawLine, as: UTF8.self)
            if pending > 0 {
                if !line.hasPrefix("\\") { pending -= 1 }  // `\ No newline at end of file` is not counted
                continue
            }
            if line.hasPrefix("+++ ") {
                file = path(fromHeader: String(line.dropFirst(4)))
            } else if line.hasPrefix("@@ "), let hunk = hunk(line) {
                pending = hunk.removed + hunk.added
                if let file, hunk.added > 0 {
                    result[file, default: LineSet()].insert(hunk.start...(hunk.start + hunk.added - 1))
                }
            }
        }
        return result
    }

    /// `@@ -a[,b] +c[,d] @@ …`: the new side's start and both sides' counts (1 when omitted).
    static func hunk(_ line: String) -> (start: Int, added: Int, removed: Int)? {
        let parts = line.split(separator: " ")
        guard parts.count >= 3, parts[1].hasPrefix("-"), parts[2].hasPrefix("+") else { return nil }
        func range(_ part: Substring) -> (Int, Int)? {
            let numbers = part.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(numbers[0]) else { return nil }
            if numbers.count == 1 { return (start, 1) }
            guard let count = Int(numbers[1]) else { return nil }
            return (start, count)
        }
        guard let old = range(parts[1]), let new = range(parts[2]) else { return nil }
        return (new.0, new.1, old.1)
    }

    /// `b/path`, or a C-quoted `"b/pa\tth"` for names with control characters; nil for /dev/null.
    static func path(fromHeader header: String) -> String? {
        var text = header
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = unquoted(String(text.dropFirst().dropLast())) }
        guard text.hasPrefix("b/") else { return nil }
        return String(text.dropFirst(2))
    }

    /// Undoes git's C-style quoting: `\t`, `\n`, `\"`, `\\` and octal bytes (`\303\251`).
    static func unquoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            i += 1
            guard byte == UInt8(ascii: "\\"), i < utf8.count else { bytes.append(byte); continue }
            let next = utf8[i]
            i += 1
            switch next {
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "a"): bytes.append(0x07)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < utf8.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(utf8[i]) {
                    value = value * 8 + Int(utf8[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    func trimmingNewlines() -> String {
        var text = Substring(self)
        while let last = text.last, last == "\n" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
