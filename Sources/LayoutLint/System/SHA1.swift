/// SHA-1, for one purpose: telling whether a file on disk is byte for byte the blob git staged
/// (git names a blob by the SHA-1 of `blob <size>\0<bytes>`). When it is, the pre-commit hook
/// reads the file instead of starting `git cat-file`, a second process on every commit.
/// Not for security: a mismatch only means asking git.
///
/// Streamed: the blob's header and the file's bytes go through one state, block by block, read
/// in place (no padded copy of the file), with the message schedule on the stack, the four round
/// kinds in loops of their own and rotations by masking shifts. (A copied message, an 80-word
/// array, a `switch` per round and checked shifts cost ~70 instructions a byte, a ninth of the
/// hook's lint.)
enum SHA1 {
    /// The 20-byte digest of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var state = State()
        bytes.withUnsafeBufferPointer { state.update($0) }
        return state.finish()
    }

    /// Lowercase hexadecimal, as git prints object ids.
    static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(digest.count * 2)
        for byte in digest { text.append(digits[Int(byte >> 4)]); text.append(digits[Int(byte & 0x0F)]) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The id git gives a blob of these bytes in a SHA-1 repository (`git hash-object`).
    static func gitBlobID(_ bytes: [UInt8]) -> String {
        var state = State()
        Array("blob \(bytes.count)\u{0}".utf8).withUnsafeBufferPointer { state.update($0) }
        bytes.withUnsafeBufferPointer { state.update($0) }
        return hex(state.finish())
    }

    /// The hash so far: five words, the bytes of a block not yet full, and the length.
    struct State {
        private var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        private var pending: [UInt8] = []
        private var length: UInt64 = 0

        mutating func update(_ input: UnsafeBufferPointer<UInt8>) {
            guard let base = input.baseAddress, !input.isEmpty else { return }
            length &+= UInt64(input.count)
            var offset = 0
            if !pending.isEmpty {
                let taken = min(64 - pending.count, input.count)
                pending.append(contentsOf: UnsafeBufferPointer(start: base, count: taken))
                offset = taken
                guard pending.count == 64 else { return }
                pending.withUnsafeBufferPointer { compress($0.baseAddress!) }
                pending.removeAll(keepingCapacity: true)
            }
            while input.count - offset >= 64 {
                compress(base + offset)
                offset += 64
            }
            if offset < input.count { pending.append(contentsOf: UnsafeBufferPointer(start: base + offset, count: input.count - offset)) }
        }

        /// Pads the message (`0x80`, zeros, the length in bits) and gives the digest.
        mutating func finish() -> [UInt8] {
            let bitLength = length &* 8
            var tail = pending
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
            tail.withUnsafeBufferPointer { blocks in
                for start in stride(from: 0, to: blocks.count, by: 64) { compress(blocks.baseAddress! + start) }
            }
            var digest: [UInt8] = []
            digest.reserveCapacity(20)
            for word in [h.0, h.1, h.2, h.3, h.4] {
                for shift in stride(from: 24, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
            }
            return digest
        }

        /// One 64-byte block into the state.
        private mutating func compress(_ block: UnsafePointer<UInt8>) {
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
                for t in 0..<16 {
                    w[t] = UInt32(bigEndian: UnsafeRawPointer(block + t &* 4).loadUnaligned(as: UInt32.self))
                }
                for t in 16..<80 { w[t] = rotateLeft(w[t &- 3] ^ w[t &- 8] ^ w[t &- 14] ^ w[t &- 16], 1) }
                var (a, b, c, d, e) = h
                @inline(__always) func round(_ f: UInt32, _ k: UInt32, _ t: Int) {
                    let temp = rotateLeft(a, 5) &+ f &+ e &+ k &+ w[t]
                    (e, d, c, b, a) = (d, c, rotateLeft(b, 30), a, temp)
                }
                for t in 0..<20 { round((b & c) | (~b & d), 0x5A82_7999, t) }
                for t in 20..<40 { round(b ^ c ^ d, 0x6ED9_EBA1, t) }
                for t in 40..<60 { round((b & c) | (b & d) | (c & d), 0x8F1B_BCDC, t) }
                for t in 60..<80 { round(b ^ c ^ d, 0xCA62_C1D6, t) }
                h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
            }
        }
    }

    /// (Masking shifts: `<<` and `>>` test for counts of 32 and more, a branch each.)
    @inline(__always) private static func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value &<< count | value &>> (32 &- count)
    }
}
