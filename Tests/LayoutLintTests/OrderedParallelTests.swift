import Testing
@testable import LayoutLint

/// Results come back in input order whether the work runs on worker threads or, on one core, on
/// the calling thread: lint output must not depend on how many cores the process may use.
@Suite("Ordered parallel work")
struct OrderedParallelTests {
    /// Work whose cost varies per item, so parallel iterations finish out of order.
    private static func work(_ item: Int) -> String {
        var hash = UInt64(item)
        for _ in 0..<((item * 7919) % 2000) { hash = hash &* 6364136223846793005 &+ 1442695040888963407 }
        return "\(item):\(hash % 1000)"
    }

    @Test func serialAndParallelEmitTheSameResultsInInputOrder() {
        let items = Array(0..<300)
        let expected = items.map(Self.work)
        for cores in [1, 2, 8] {
            for batchSize in [1, 7, 64, 1000] {
                var emitted: [String] = []
                OrderedParallel.forEach(items, batchSize: batchSize, cores: cores, work: Self.work) { emitted.append($0) }
                #expect(emitted == expected, "cores \(cores), batch \(batchSize)")
            }
        }
    }

    @Test func emptyInputEmitsNothing() {
        for cores in [1, 2] {
            var count = 0
            OrderedParallel.forEach([Int](), cores: cores, work: Self.work) { _ in count += 1 }
            #expect(count == 0)
        }
    }

    @Test func coresCountsAtLeastOne() {
        #expect(OrderedParallel.cores >= 1)
    }

    #if os(Linux)
    /// On Linux the count is the process's affinity mask (what `taskset` and cpusets set), which
    /// the kernel also states in /proc/self/status as `Cpus_allowed_list: 0-3,6`.
    @Test func coresIsTheAffinityMasksCount() throws {
        let status = String(decoding: try FileSystem.readFile("/proc/self/status"), as: UTF8.self)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        var allowed = 0
        for piece in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
            let bounds = piece.split(separator: "-").compactMap { Int(String($0.filter(\.isNumber))) }
            allowed += bounds.count == 2 ? bounds[1] - bounds[0] + 1 : 1
        }
        #expect(OrderedParallel.cores == allowed)
    }
    #endif
}
