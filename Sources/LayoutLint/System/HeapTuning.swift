import CLayoutLintSystem
#if canImport(Glibc)
import Glibc
#endif

/// A lint run touches ~20 MB of fresh memory in small pieces and then exits. Handed out 4 KiB at
/// a time, that memory cost one page fault a page (~4,300 on the 100k-line corpus, a fifth of the
/// run's CPU time on a virtual machine). So on Linux with glibc, before any work, the tool asks
/// malloc to keep what it frees and to serve large blocks from its heap, and marks the heap it
/// will grow into as eligible for 2 MiB pages: the same memory then costs a few faults.
/// Elsewhere (Darwin, musl) nothing changes.
public enum HeapTuning {
    /// What `prepareForShortRun` did (the tests read it).
    public struct Outcome: Equatable, Sendable {
        /// malloc accepted the settings.
        public var settingsApplied = false
        /// The address range marked for huge pages (empty when none was).
        public var hugePageRange: Range<UInt> = 0..<0
    }

    /// How much heap is reserved for huge pages: address space only; a page costs memory when
    /// first written.
    static let hugePageReserve = 128 << 20
    static let hugePageSize: UInt = 2 << 20

    /// Call once, first thing in `main`, on the main thread (the thread that does the work when
    /// the tool runs on one core; worker threads use malloc's other arenas, which stay as they are).
    @discardableResult
    public static func prepareForShortRun() -> Outcome {
        var outcome = Outcome()
        #if os(Linux) && canImport(Glibc)
        let mallopt = layoutlint_malloc_option   // 0 outside glibc
        // <malloc.h>: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3.
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        // Blocks up to 32 MiB (glibc's maximum) come from the heap, so a freed token buffer is
        // reused by the next file instead of being unmapped and faulted in again; freed memory at
        // the heap's top stays; the heap grows by the whole reserve at once.
        guard mallopt(mmapThreshold, 32 << 20) == 1, mallopt(trimThreshold, Int32.max) == 1,
              mallopt(topPad, Int32(hugePageReserve)) == 1 else { return outcome }
        outcome.settingsApplied = true
        // Grow the heap now (the request exceeds what is left at its top, so malloc extends it by
        // the request plus the pad) and mark the whole grown range; freeing the block returns it
        // to the top, which later allocations carve from.
        guard let block = malloc(4 << 20) else { return outcome }
        let blockStart = UInt(bitPattern: block), brk = UInt(bitPattern: sbrk(0))
        let low = (blockStart + hugePageSize - 1) & ~(hugePageSize - 1)
        let high = brk & ~(hugePageSize - 1)
        // Only when the block came from the break-grown heap (not from a mapping elsewhere).
        if blockStart < brk, brk - blockStart <= UInt(hugePageReserve + (8 << 20)), high > low,
           madvise(UnsafeMutableRawPointer(bitPattern: low), Int(high - low), MADV_HUGEPAGE) == 0 {
            outcome.hugePageRange = low..<high
        }
        free(block)
        #endif
        return outcome
    }
}
