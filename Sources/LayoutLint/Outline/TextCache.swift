/// The long texts the parser made lately on this thread (names, type annotations, signatures of
/// more than 15 bytes; shorter ones are made without allocating, `SmallASCII`), by their bytes.
/// They repeat across files (`viewWillDisappear`, `UICollectionView`,
/// `tableView(_:cellForRowAt:)`): about two in three long names and type annotations of the
/// 100k-line corpus spell one made before. A repeat then costs a hash and a comparison instead
/// of an allocation, a validation and a copy (~420 instructions and a malloc), and the outlines
/// held for the linter share one String.
///
/// One cache per thread (parsers run on several at once; a shared one needed a lock per text),
/// made on first use and released when its thread ends. A slot keeps the last text that
/// hashed to it.
final class TextCache {
    /// Room for a project's ~2,000 distinct long texts (the 100k-line corpus has about that many)
    /// with few collisions: 8,192 slots cost 0.26M instructions more on that corpus (setting them
    /// up) and 24 pages more a thread. 96 KB a thread.
    private static let slotCount = 4096
    /// Per slot: the hash of its text's bytes (0: empty) and the text.
    private let hashes: UnsafeMutablePointer<UInt64>
    private let texts: UnsafeMutablePointer<String>

    private init() {
        hashes = .allocate(capacity: Self.slotCount)
        hashes.initialize(repeating: 0, count: Self.slotCount)
        texts = .allocate(capacity: Self.slotCount)
        texts.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        hashes.deallocate()
        texts.deinitialize(count: Self.slotCount)
        texts.deallocate()
    }

    /// The calling thread's cache.
    static var current: TextCache { perThread.current }

    private static let perThread = PerThread { TextCache() }

    /// The text of `base[0..<count]`: the one made before of the same bytes, else `make()`'s,
    /// kept for next time. Texts of 15 bytes or fewer are always made (small strings cost little
    /// to make, and the hash reads the last eight bytes).
    @inline(__always)
    func text(_ base: UnsafePointer<UInt8>, _ count: Int, make: () -> String) -> String {
        count > 15 ? cachedText(base, count, make: make) : make()
    }

    private func cachedText(_ base: UnsafePointer<UInt8>, _ count: Int, make: () -> String) -> String {
        let hash = Self.hash(base, count)
        let slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        if hashes[slot] == hash {
            let cached = texts[slot]  // (read once: the check and the answer share one retain)
            if Self.spells(cached, base, count) { return cached }
        }
        let made = make()
        hashes[slot] = hash
        texts[slot] = made
        return made
    }

    /// Whether `text`'s UTF-8 is exactly those bytes (a text made of bytes that were not UTF-8
    /// is repaired, and then never matches them: it is made again each time, as without a cache).
    @inline(__always)
    private static func spells(_ text: String, _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count >= 8, text.utf8.count == count else { return false }
        return text.withUTF8Bytes { stored in
            guard let stored = stored.baseAddress else { return false }
            return sameBytes(UnsafeRawPointer(stored), UnsafeRawPointer(base), count)
        }
    }

    /// Whether `count` (8 or more) bytes at `a` and `b` agree, compared eight at a time, the last
    /// eight overlapping (a `memcmp` call cost more than the compare of a name's few words).
    @inline(__always)
    private static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        var k = 0
        while k + 8 < count {
            guard a.loadUnaligned(fromByteOffset: k, as: UInt64.self) == b.loadUnaligned(fromByteOffset: k, as: UInt64.self) else { return false }
            k += 8
        }
        return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    /// A 64-bit hash of 16 or more bytes, eight at a time (the last eight overlapping), never 0.
    @inline(__always)
    private static func hash(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(base)
        var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var k = 0
        while k + 8 < count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            k += 8
        }
        h = (h ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0x94D0_49BB_1331_11EB
        h ^= h >> 32
        return h | 1
    }
}
