import CLayoutLintSystem
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work over items on all cores and hands results back in input order, a batch at a time,
/// so memory stays bounded by the batch (files are read, processed and released) and output is
/// deterministic whatever the scheduling.
public enum OrderedParallel {
    /// The cores this process may run on: the CPU affinity mask on Linux (`taskset`, a container's
    /// cpuset), else the online processors. With one, work runs on the calling thread: worker
    /// threads sharing one core only add switches between them.
    public static let cores: Int = {
        let affinity = Int(layoutlint_affinity_cpu_count())
        if affinity > 0 { return affinity }
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }()

    public static func forEach<Item, Result>(
        _ items: [Item], batchSize: Int = 64, cores: Int = cores, work: (Item) -> Result, emit: (Result) -> Void
    ) {
        if cores <= 1 {
            for item in items { emit(work(item)) }
            return
        }
        var start = 0
        while start < items.count {
            let end = min(start + batchSize, items.count)
            let count = end - start
            let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
            results.initialize(repeating: nil)
            withoutActuallyEscaping(work) { work in
                let box = UncheckedBox(work: work, results: results, items: items, offset: start)
                DispatchQueue.concurrentPerform(iterations: count) { k in
                    box.results[k] = box.work(box.items[box.offset + k])
                }
            }
            for k in 0..<count {
                if let result = results[k] { emit(result) }
            }
            results.deinitialize()
            results.deallocate()
            start = end
        }
    }
}

/// Each iteration reads the shared items and writes only its own slot of `results`, so
/// sharing them across threads is race-free.
private struct UncheckedBox<Item, Result>: @unchecked Sendable {
    let work: (Item) -> Result
    let results: UnsafeMutableBufferPointer<Result?>
    let items: [Item]
    let offset: Int
}
