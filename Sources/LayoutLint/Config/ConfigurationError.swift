/// A problem in a configuration file, located to the key: `rules.json:12:5: rules.section-ordr: …`.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    public let keyPath: String
    public let message: String

    public var description: String {
        let key = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(path):\(line):\(column): error: \(key)\(message)"
    }
}
