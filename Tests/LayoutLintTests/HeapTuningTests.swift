import Testing
@testable import LayoutLint
#if canImport(Glibc)
import Glibc
#endif

/// On Linux with glibc the tool prepares malloc for a short run before any work: settings
/// accepted, and the heap its main thread allocates from marked for 2 MiB pages, so the memory a
/// run touches costs a few faults instead of one per 4 KiB page.
@Suite("Heap tuning")
struct HeapTuningTests {
    #if os(Linux) && canImport(Glibc)
    /// The built `layoutlint`, beside this test bundle (`swift test` builds every product).
    private static func toolPath() throws -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        try #require(count > 0)
        let bundle = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = bundle[..<(bundle.lastIndex(of: "/") ?? bundle.startIndex)]
        return directory + "/layoutlint"
    }

    /// The tuning must run on the process's main thread (its arena is the heap grown by `brk`),
    /// which a test cannot reach in-process: so the real tool is started, held where it waits
    /// for its list of files (a FIFO nobody writes yet), and its mappings read from outside.
    @Test func theRunningToolsHeapIsMarkedForHugePages() throws {
        let tool = try Self.toolPath()
        #expect(access(tool, X_OK) == 0, "\(tool) is built")
        let directory = try temporaryDirectory("heap")
        defer { _ = try? Subprocess.run("rm", ["-rf", directory]) }
        let script = """
            mkfifo "$2/list"
            "$1" lint --quiet --files-from "$2/list" --project-root "$2" & pid=$!
            for _ in $(seq 400); do
              if grep -q '^VmFlags:.* hg' /proc/$pid/smaps 2>/dev/null; then echo marked; break; fi
              sleep 0.05
            done
            awk '/^Size:/ { size = $2 } /^VmFlags:.* hg/ { print size; exit }' /proc/$pid/smaps
            kill $pid; wait $pid 2>/dev/null; true
            """
        let result = try Subprocess.run("/bin/bash", ["-c", script, "bash", tool, directory])
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.first == "marked", "\(result.stdoutText) \(result.stderrText)")
        // The marked mapping spans the reserve (kB), not a page or two.
        let kilobytes = lines.dropFirst().first.flatMap { Int($0) } ?? 0
        #expect(kilobytes >= HeapTuning.hugePageReserve >> 11, "marked mapping of \(kilobytes) kB")
    }

    /// In this process the settings take too (whatever thread asks), and a second call is harmless.
    @Test func settingsAreAcceptedAndRepeatable() {
        #expect(HeapTuning.prepareForShortRun().settingsApplied)
        #expect(HeapTuning.prepareForShortRun().settingsApplied)
    }
    #endif
}
