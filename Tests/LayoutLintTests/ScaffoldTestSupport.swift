import Foundation
@testable import LayoutLint

/// Helpers of the scaffold tests: temporary folders and running the command in-process.
enum ScaffoldTestSupport {
    /// A fresh directory under /tmp (removed by `remove`).
    static func temporaryDirectory(_ label: String) -> String {
        var template = Array("/tmp/layoutlint-\(label)-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { buffer in String(cString: mkdtemp(buffer.baseAddress!)!) }
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    static func write(_ text: String, to path: String) throws {
        try FileSystem.createDirectories(FileSystem.parent(path))
        try FileSystem.writeFile(path, text)
    }

    static func read(_ path: String) -> String? {
        (try? FileSystem.readFile(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `layoutlint scaffold …` and returns its status and captured output.
    static func scaffold(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let output = Output(capturing: true)
        let status = CommandLineTool.run(["scaffold"] + arguments, output: output)
        return (status, output.capturedOut, output.capturedErr)
    }

    static func builtIn(_ name: String) throws -> TemplateBundle {
        try TemplateLibrary.builtIn().first { $0.name == name }!
    }

    /// The package's root, from this file's path.
    static var packageRoot: String {
        var path = #filePath
        for _ in 0..<3 { path = FileSystem.parent(path) }
        return path
    }

    /// Runs a program; returns its exit status and its standard error.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
