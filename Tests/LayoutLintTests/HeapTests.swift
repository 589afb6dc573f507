import CLayoutLintHeap
import Testing
@testable import LayoutLint
#if canImport(Glibc)
import Glibc
#endif

/// On Linux with glibc the executables (and this test bundle) allocate through the layoutlint
/// heap (`Sources/CLayoutLintHeap`): malloc's whole contract must hold, from any thread, and the
/// running tool's memory must come in huge pages.
@Suite("Heap")
struct HeapTests {
    #if os(Linux) && canImport(Glibc)
    @Test func servesThisProcess() {
        #expect(layoutlint_heap_active() == 1)
        #expect(layoutlint_heap_mapped_bytes() > 0)
    }

    /// Small classes, the edge between small and large blocks, large classes, and a block past
    /// the largest class (a mapping of its own): each aligned, as large as asked, and writable
    /// to its last byte without touching a neighbour.
    @Test func blocksOfEverySizeHoldTheirBytes() throws {
        let sizes = [0, 1, 15, 16, 17, 100, 1008, 1024, 1025, 1040, 1041, 4096, 70_000, 1 << 20, (64 << 20) - 16, (64 << 20) + 1]
        var blocks: [(UnsafeMutableRawPointer, Int, UInt8)] = []
        for (k, size) in sizes.enumerated() {
            let block = try #require(malloc(size))
            #expect(UInt(bitPattern: block) % 16 == 0, "size \(size)")
            #expect(layoutlint_heap_usable_size(block) >= size, "size \(size)")
            memset(block, Int32(k + 1), max(size, 1))
            blocks.append((block, size, UInt8(k + 1)))
        }
        for (block, size, fill) in blocks {
            let bytes = block.assumingMemoryBound(to: UInt8.self)
            #expect(bytes[0] == fill && bytes[max(size, 1) - 1] == fill, "size \(size)")
            free(block)
        }
    }

    @Test func reallocKeepsTheContentsAsBlocksGrowAndShrink() throws {
        var block = try #require(malloc(24))
        var size = 24
        for k in 0..<size { block.storeBytes(of: UInt8(k % 251), toByteOffset: k, as: UInt8.self) }
        while size < 3 << 20 {
            let grown = size * 3
            block = try #require(realloc(block, grown))
            for k in size..<grown { block.storeBytes(of: UInt8(k % 251), toByteOffset: k, as: UInt8.self) }
            size = grown
        }
        #expect((0..<size).allSatisfy { block.load(fromByteOffset: $0, as: UInt8.self) == UInt8($0 % 251) })
        // Shrinking keeps the block where it is.
        #expect(realloc(block, 10) == block)
        free(block)
    }

    @Test func callocZeroesMemoryThatWasUsedBefore() throws {
        for size in [200, 5000] {
            let used = try #require(malloc(size))
            memset(used, 0xFF, size)
            free(used)
            let zeroed = try #require(calloc(size / 4, 4))
            #expect((0..<size).allSatisfy { zeroed.load(fromByteOffset: $0, as: UInt8.self) == 0 })
            free(zeroed)
        }
        #expect(calloc(Int.max / 2, 4) == nil)  // the product overflows
    }

    @Test func alignedBlocksAreAlignedAndFreeable() throws {
        for alignment in [8, 16, 32, 64, 4096, 2 << 20] {
            var block: UnsafeMutableRawPointer?
            #expect(posix_memalign(&block, alignment, 3000) == 0)
            let aligned = try #require(block)
            #expect(UInt(bitPattern: aligned) % UInt(alignment) == 0, "alignment \(alignment)")
            #expect(layoutlint_heap_usable_size(aligned) >= 3000)
            memset(aligned, 0x5A, 3000)
            let moved = try #require(realloc(aligned, 9000))  // still holds what it held
            #expect(moved.load(fromByteOffset: 2999, as: UInt8.self) == 0x5A)
            free(moved)
        }
        var block: UnsafeMutableRawPointer?
        #expect(posix_memalign(&block, 24, 100) == EINVAL)
        let viaC11 = try #require(aligned_alloc(256, 512))
        #expect(UInt(bitPattern: viaC11) % 256 == 0)
        free(viaC11)
    }

    @Test func freeLeavesErrnoAlone() throws {
        let mapped = try #require(malloc(100 << 20))  // its own mapping, unmapped by free
        errno = 42
        free(mapped)
        free(nil)
        #expect(errno == 42)
    }

    /// Blocks made on one thread are freed on others (a freed small block joins the freeing
    /// thread's lists): every block keeps its bytes until freed, whatever thread made it.
    @Test func threadsFreeEachOthersBlocks() async {
        let rounds = 8, perTask = 3000
        let ok = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<rounds {
                group.addTask {
                    var addresses: [UInt] = []
                    for k in 0..<perTask {
                        let size = 1 + (k * 37 + task * 101) % 3000
                        guard let block = malloc(size) else { return false }
                        memset(block, Int32(size & 0xFF), size)
                        addresses.append(UInt(bitPattern: block) | UInt(size) << 48)
                    }
                    return Self.handOver(addresses, slot: task)
                }
            }
            var all = true
            for await ok in group { all = all && ok }
            return all
        }
        #expect(ok)
        // Each task freed the blocks another task made (see `handOver`); none was left over.
        let left = await withTaskGroup(of: Bool.self) { group in
            for slot in 0..<rounds { group.addTask { Self.freeHandedOver(slot: (slot + 1) % rounds) } }
            var all = true
            for await ok in group { all = all && ok }
            return all
        }
        #expect(left)
    }

    /// Blocks handed from the task that made them to the task that frees them, by slot.
    private final class Exchange: @unchecked Sendable {
        let lock = Lock()
        var slots: [Int: [UInt]] = [:]
    }
    private static let exchange = Exchange()

    private static func handOver(_ addresses: [UInt], slot: Int) -> Bool {
        exchange.lock.withLock { exchange.slots[slot] = addresses }
        return true
    }

    /// Checks each block's bytes (its size is in the address's top bits), then frees it.
    private static func freeHandedOver(slot: Int) -> Bool {
        let addresses = exchange.lock.withLock { exchange.slots.removeValue(forKey: slot) } ?? []
        var intact = !addresses.isEmpty
        for tagged in addresses {
            let size = Int(tagged >> 48), address = tagged & (1 << 48 - 1)
            guard let block = UnsafeMutableRawPointer(bitPattern: address) else { return false }
            let bytes = block.assumingMemoryBound(to: UInt8.self)
            intact = intact && bytes[0] == UInt8(size & 0xFF) && bytes[size - 1] == UInt8(size & 0xFF)
            free(block)
        }
        return intact
    }

    /// The built `layoutlint`, beside this test bundle (`swift test` builds every product).
    private static func toolPath() throws -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        try #require(count > 0)
        let bundle = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = bundle[..<(bundle.lastIndex(of: "/") ?? bundle.startIndex)]
        return directory + "/layoutlint"
    }

    /// The real tool is started, held where it waits for its list of files (a FIFO nobody
    /// writes yet), and its mappings read from outside: the heap's region (64 MiB of address
    /// space, `REGION_GRAIN` in Heap.c) is marked for huge pages.
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
        let kilobytes = lines.dropFirst().first.flatMap { Int($0) } ?? 0
        #expect(kilobytes >= 64 << 10, "marked mapping of \(kilobytes) kB")
    }
    #endif
}
