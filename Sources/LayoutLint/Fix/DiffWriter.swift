/// A unified diff of two versions of a file, for `fix --dry-run`: the changed stretch between
/// the common first and last lines, with three lines of context.
enum DiffWriter {
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            result.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    static func diff(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        if prefix == a.count && prefix == b.count { return "" }
        let start = max(0, prefix - context)
        let aEnd = min(a.count, a.count - suffix + context), bEnd = min(b.count, b.count - suffix + context)
        func text(_ line: ArraySlice<UInt8>) -> String {
            var s = String(decoding: line, as: UTF8.self)
            if s.hasSuffix("\n") { s.removeLast() }
            return s
        }
        let name = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var out = "--- a/\(name)\n+++ b/\(name)\n"
        out += "@@ -\(start + 1),\(aEnd - start) +\(start + 1),\(bEnd - start) @@\n"
        for k in start..<prefix { out += " " + text(a[k]) + "\n" }
        for k in prefix..<(a.count - suffix) { out += "-" + text(a[k]) + "\n" }
        for k in prefix..<(b.count - suffix) { out += "+" + text(b[k]) + "\n" }
        for k in (a.count - suffix)..<aEnd { out += " " + text(a[k]) + "\n" }
        if let last = new.last, last != 0x0A, bEnd == b.count, !b.isEmpty { out += "\\ No newline at end of file\n" }
        return out
    }
}
