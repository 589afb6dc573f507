/// SHA-1, for one purpose: telling whether a file on disk is byte for byte the blob git staged
/// (git names a blob by the SHA-1 of `blob <size>\0<bytes>`). When it is, the pre-commit hook
/// reads the file instead of starting `git cat-file`, a second process on every commit.
/// Not for security: a mismatch only means asking git.
enum SHA1 {
    /// The 20-byte digest of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var message = bytes
        let bitLength = UInt64(bytes.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        var w = [UInt32](repeating: 0, count: 80)
        message.withUnsafeBufferPointer { m in
            for chunk in stride(from: 0, to: m.count, by: 64) {
                for t in 0..<16 {
                    let k = chunk + t * 4
                    w[t] = UInt32(m[k]) << 24 | UInt32(m[k + 1]) << 16 | UInt32(m[k + 2]) << 8 | UInt32(m[k + 3])
                }
                for t in 16..<80 { w[t] = rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1) }
                var (a, b, c, d, e) = h
                for t in 0..<80 {
                    let f: UInt32, k: UInt32
                    switch t {
                    case 0..<20: f = (b & c) | (~b & d); k = 0x5A82_7999
                    case 20..<40: f = b ^ c ^ d; k = 0x6ED9_EBA1
                    case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8F1B_BCDC
                    default: f = b ^ c ^ d; k = 0xCA62_C1D6
                    }
                    let temp = rotateLeft(a, 5) &+ f &+ e &+ k &+ w[t]
                    (e, d, c, b, a) = (d, c, rotateLeft(b, 30), a, temp)
                }
                h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(20)
        for word in [h.0, h.1, h.2, h.3, h.4] {
            for shift in stride(from: 24, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return digest
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
        hex(digest(Array("blob \(bytes.count)\u{0}".utf8) + bytes))
    }

    @inline(__always) private static func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }
}
