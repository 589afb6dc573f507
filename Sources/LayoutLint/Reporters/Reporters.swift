/// The `--reporter` registry: every format, in the order `--help` lists them.
///
/// `all` is computed rather than a stored `let`: `Reporter` is not `Sendable`, so a stored global
/// of its metatypes is a Swift 6 concurrency warning, and the list is tiny.
public enum Reporters {
    public static var all: [any Reporter.Type] {
        [
            XcodeReporter.self,
            JSONReporter.self,
            GitHubActionsReporter.self,
            SARIFReporter.self,
            CheckstyleReporter.self,
            JUnitReporter.self,
            SummaryReporter.self,
            HTMLReporter.self,
            MarkdownReporter.self,
        ]
    }

    /// What `--reporter` is when not given: Xcode's format, which terminals and editors parse too.
    public static var defaultReporter: any Reporter.Type { XcodeReporter.self }

    public static var names: [String] { all.map { $0.name } }

    /// The reporter called `name` exactly (names are lower-case; a near miss gets a suggestion from
    /// the caller via `Suggestion.didYouMean(name, Reporters.names)`).
    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}

// MARK: - Text and path helpers shared by the reporters

/// Escaping that more than one format needs.
enum ReportText {
    /// One line: Xcode's parser reads a diagnostic per line, so an embedded newline would turn the
    /// rest of a message into a separate, location-less note.
    static func singleLine(_ s: String) -> String {
        if s.isSingleLineASCII() { return s }  // every message in practice: no Character walk
        guard s.contains(where: \.isNewline) else { return s }
        return s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Text for an XML attribute value in double quotes, or for element content. Line breaks and
    /// tabs become character references because attribute-value normalisation would otherwise
    /// turn them into spaces; control characters XML 1.0 forbids outright (even as references)
    /// become U+FFFD so the document stays well-formed.
    static func xml(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Path arithmetic on strings (no Foundation): findings carry paths as the walker produced them,
/// relative to the current directory or absolute, while CI formats want them relative to the
/// repository root.
enum ReportPath {
    /// `path` made absolute against `base` (itself absolute), with `.`, `..` and doubled slashes
    /// resolved lexically, as the linter never follows symbolic links when naming a file.
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        if isNormalized(joined) { return joined }
        // Plain ASCII paths (nearly all) are split on bytes; Character splitting cost ~25,000
        // instructions a path, a run's whole start-up for a few hundred files.
        if joined.isSingleLineASCII() {
            var parts: [Substring.UTF8View] = []
            for part in joined.utf8.split(separator: UInt8(ascii: "/")) where !part.elementsEqual(".".utf8) {
                if part.elementsEqual("..".utf8) { _ = parts.popLast() } else { parts.append(part) }
            }
            return "/" + parts.map { String(Substring($0)) }.joined(separator: "/")
        }
        var parts: [Substring] = []
        for part in joined.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// An absolute path with no empty, `.` or `..` component and no trailing slash: what
    /// `absolute` would return unchanged. One byte scan, where splitting and joining cost
    /// ~18,000 instructions a path.
    static func isNormalized(_ path: String) -> Bool {
        path.withUTF8Bytes(isNormalized)
    }

    private static func isNormalized(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous = UInt8(ascii: "/")
        var dots = 0  // dots since the last slash, -1 once the component has another byte
        guard bytes.first == UInt8(ascii: "/"), bytes.count > 1 else { return false }
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || dots == 1 || dots == 2 { return false }
                dots = 0
            } else if byte == UInt8(ascii: "."), dots >= 0 {
                dots += 1
            } else {
                dots = -1
            }
            previous = byte
        }
        return previous != UInt8(ascii: "/") && dots != 1 && dots != 2
    }

    /// `path` relative to `root`, both absolute and normalised, or nil when it is outside `root`.
    static func relative(_ path: String, to root: String) -> String? {
        if root == "/" { return String(path.dropFirst()) }
        if path == root { return "." }
        guard path.hasPrefix(root + "/") else { return nil }
        return String(path.dropFirst(root.count + 1))
    }

    /// Percent-encodes what RFC 3986 does not allow in a path (`pchar` plus `/`), and also `:`
    /// so a relative reference's first segment can never read as a scheme. Everything else is kept
    /// literally — `UIView+Layout.swift` stays readable and matches consumers that never decode.
    static func uriEncoded(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)
        var out = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
