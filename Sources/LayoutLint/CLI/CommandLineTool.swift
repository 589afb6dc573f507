#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Entry point shared by the `layoutlint` and `scaffold` executables.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public static func run(_ arguments: [String]) -> Int32 {
        0
    }
}

extension CommandLineTool {
    /// Runs and exits the process with the command's status.
    public static func main(_ arguments: [String]) -> Never {
        let status = run(arguments)
        exit(status)
    }
}
