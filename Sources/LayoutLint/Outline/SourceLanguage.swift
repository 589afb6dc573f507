/// The languages layoutlint reads, told apart by file extension.
public enum SourceLanguage: String, Sendable {
    case swift, objectiveC = "objc"

    /// Objective-C for `.m`, `.mm` (its Objective-C parts) and `.h`; Swift otherwise.
    public init(path: String) {
        self = path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") ? .objectiveC : .swift
    }

    /// How a section mark starts: `// MARK: ` in Swift, `#pragma mark ` in Objective-C.
    public var markPrefix: String { self == .swift ? "// MARK: " : "#pragma mark " }

    /// The extensions `lint DIR` walks by default.
    public static let lintedExtensions = [".swift", ".m", ".mm"]
}

/// Reads a file with the front end its extension names. For a `.m`/`.mm` the header beside it
/// (`X.h`) is read too when it exists, for the class's superclass, protocols and properties.
public enum SourceParser {
    /// `readingHeader: false` skips the header beside a `.m` (the project index reads every `.h`
    /// on its own, with paths relative to the project root rather than the current directory).
    public static func parse(_ file: SourceFile, readingHeader: Bool = true) -> Outline {
        switch SourceLanguage(path: file.path) {
        case .swift: return OutlineParser.parse(file)
        case .objectiveC:
            // The Objective-C tokenizer does not list lines: the table is computed here, once,
            // rather than behind a lock at every member's line.
            return ObjCOutlineParser.parse(file.withLineTable(), header: readingHeader ? companionHeader(of: file.path) : nil)
        }
    }

    public static func tokenize(_ file: SourceFile) -> [Token] {
        switch SourceLanguage(path: file.path) {
        case .swift: return Tokenizer.tokenize(file.bytes)
        case .objectiveC: return ObjCTokenizer.tokenize(file.bytes)
        }
    }

    /// `Profile/ProfileViewController.h` for `Profile/ProfileViewController.m`, when it exists.
    static func companionHeader(of path: String) -> SourceFile? {
        guard !path.hasSuffix(".h"), let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let header = String(path[..<dot]) + ".h"
        guard FileSystem.kind(header) == .file, let bytes = try? FileSystem.readFile(header) else { return nil }
        return SourceFile(path: header, bytes: bytes)
    }
}
