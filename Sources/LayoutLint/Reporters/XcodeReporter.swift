/// `path:line:column: warning: message (rule-id)`, one finding per line: the clang-style diagnostic
/// that Xcode's build system scrapes from a Run Script phase, and that editors, terminals and
/// `swiftc` users already read.
///
/// Why these choices:
/// - Xcode's parser (swift-build's `GenericOutputParser`, used for shell-script phases) matches
///   `^([^'"]+: +)(error|warning|note|notice|fixit): (.*)$` and then `path:line:column:` in the
///   prefix, so `info` maps to `note:` — it shows as a note in the issue navigator, without the
///   yellow triangle a warning gets. (SwiftLint's reporter only ever emits `error`/`warning`
///   because it has no lower severity.) The severity words must be lower-case.
/// - The path is printed as the linter named it: Xcode resolves relative paths against the
///   script's working directory, which is where the linter ran. A path containing `:` or a quote
///   cannot be parsed by Xcode whatever we print, so it is left alone rather than mangled.
/// - A message is folded onto one line: Xcode would read a second line as a separate note with
///   no location.
/// - Colour only when asked (a terminal): escape codes in front of the path would break parsers.
public final class XcodeReporter: Reporter {
    public static let name = "xcode"
    public static let summary = "path:line:col: warning: message (rule), for Xcode and editors"

    private let useColor: Bool

    public init(context: ReporterContext) {
        useColor = context.useColor
    }

    public func begin() -> String { "" }

    public func add(path: String, findings: [Finding]) -> String {
        // One byte buffer for every line, made a String once: string interpolation cost ~9,000
        // instructions a line (~1 % of a lint), most of it in String.append.
        var out: [UInt8] = []
        out.reserveCapacity(findings.count * (path.utf8.count + 160))
        for finding in findings {
            line(for: finding, path: path, into: &out)
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Nothing: the lint command prints its own summary to standard error, and anything here would
    /// be scraped by Xcode as one more note.
    public func end(_ summary: LintSummary) -> String { "" }

    static func keyword(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .off: return "note"
        }
    }

    /// `path:line:column: keyword: message (rule)`, with the clang palette when colour is on:
    /// bold location, coloured severity, dim rule id. (Texts are appended from their own
    /// buffers: appending a `utf8` view cost ~200 instructions a piece.)
    func line(for finding: Finding, path: String, into out: inout [UInt8]) {
        if useColor { out.append(contentsOf: ANSI.bold.utf8) }
        path.withUTF8Bytes { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: ":"))
        out.appendDecimal(finding.line)
        out.append(UInt8(ascii: ":"))
        out.appendDecimal(finding.column)
        out.append(UInt8(ascii: ":"))
        if useColor {
            let colour: String
            switch finding.severity {
            case .error: colour = ANSI.red
            case .warning: colour = ANSI.yellow
            case .info, .off: colour = ANSI.cyan
            }
            out.append(contentsOf: (ANSI.reset + " " + ANSI.bold + colour).utf8)
        } else {
            out.append(UInt8(ascii: " "))
        }
        Self.keyword(finding.severity).withUTF8Bytes { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: ":"))
        if useColor { out.append(contentsOf: ANSI.reset.utf8) }
        out.append(UInt8(ascii: " "))
        ReportText.singleLine(finding.message).withUTF8Bytes { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: " "))
        if useColor { out.append(contentsOf: ANSI.dim.utf8) }
        out.append(UInt8(ascii: "("))
        finding.ruleID.withUTF8Bytes { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: ")"))
        if useColor { out.append(contentsOf: ANSI.reset.utf8) }
    }

    enum ANSI {
        static let reset = "\u{1B}[0m"
        static let bold = "\u{1B}[1m"
        static let dim = "\u{1B}[2m"
        static let red = "\u{1B}[31m"
        static let yellow = "\u{1B}[33m"
        static let cyan = "\u{1B}[36m"
    }
}
