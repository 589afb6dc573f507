/// Expands the paths given on the command line into the Swift files to read, in a stable order.
public struct PathWalker {
    /// Folder names never descended into: build products, dependencies, VCS metadata.
    public static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"]

    /// Whether a walked path is left out; the flag says whether it is a directory.
    public var excluded: (String, Bool) -> Bool = { _, _ in false }
    public var extensions: [String] = SourceLanguage.lintedExtensions

    public init() {}

    public struct Result {
        public var files: [String] = []
        public var failures: [FileSystem.Failure] = []
    }

    /// Files named explicitly are taken whatever their name; directories are walked iteratively
    /// (no recursion), skipping hidden and build folders, and each real directory is entered
    /// once, so symbolic-link loops end.
    public func expand(_ paths: [String]) -> Result {
        var result = Result()
        var visited = FileSystem.VisitedDirectories()
        for path in paths {
            let kind = FileSystem.kind(path)
            switch kind {
            case .file:
                result.files.append(path)
            case .directory:
                var stack = [path]
                while let dir = stack.popLast() {
                    guard let id = FileSystem.identity(dir), visited.insert(id).inserted else { continue }
                    let entries: [(name: String, kind: FileSystem.Kind?)]
                    do { entries = try FileSystem.typedEntries(dir) } catch let failure as FileSystem.Failure {
                        result.failures.append(failure)
                        continue
                    } catch { continue }
                    var subdirectories: [String] = []
                    for (name, known) in entries where !name.hasPrefix(".") {
                        let child = FileSystem.join(dir, name)
                        // The directory's own word for what an entry is spares a `stat` per file.
                        switch known ?? FileSystem.kind(child) {
                        case .directory where !Self.skippedDirectories.contains(name) && !excluded(child, true):
                            subdirectories.append(child)
                        case .file where extensions.contains(where: { name.hasSuffix($0) }) && !excluded(child, false):
                            result.files.append(child)
                        default:
                            break
                        }
                    }
                    stack.append(contentsOf: subdirectories.reversed())
                }
            case .missing, .other:
                result.failures.append(Self.failure(path, kind: kind)!)
            }
        }
        return result
    }

    /// The failure a named path of this kind is reported with; nil for a file or directory.
    static func failure(_ path: String, kind: FileSystem.Kind) -> FileSystem.Failure? {
        switch kind {
        case .missing: return FileSystem.Failure(path: path, reason: "no such file or directory")
        case .other: return FileSystem.Failure(path: path, reason: "not a file or directory")
        case .file, .directory: return nil
        }
    }
}
