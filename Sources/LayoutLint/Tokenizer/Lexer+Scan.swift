/// The batch loop's scans of runs of bytes: spaces and line breaks eight bytes at a time, the
/// rest through the class table.
extension Lexer {
    /// Whether a run of decimal digits ending at `next` is the whole number: nothing follows that
    /// `lexNumber` would take on (`_`, letters, a fraction, non-ASCII name characters).
    @inline(__always)
    static func endsNumber(_ base: UnsafePointer<UInt8>, _ next: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Bool {
        let b = next < end ? base[next] : 0
        return b < 0x80 && classes[Int(b)] & ByteClass.identifierContinue == 0 && b != UInt8(ascii: ".")
    }

    /// Where the run of decimal digits from `p` ends.
    @inline(__always)
    static func digitsEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Int {
        skip(base, p, end, classes, ByteClass.digit, whileSet: true)
    }

    /// A one-byte punctuation token (the caller advances).
    @inline(__always) mutating func mark(_ previous: PreviousToken) -> TokenKind {
        setPrevious(previous)
        return .punctuation
    }

    /// Whether an operator whose first byte ends at `next` is one byte long: what follows can
    /// neither continue it (an operator character, a `.` after a leading `.`) nor begin a
    /// non-ASCII operator scalar.
    @inline(__always)
    static func endsOperator(_ base: UnsafePointer<UInt8>, _ next: Int, _ end: Int, _ classes: UnsafePointer<UInt8>,
                             dotContinues: Bool) -> Bool {
        let b = next < end ? base[next] : 0
        return b < 0x80 && classes[Int(b)] & ByteClass.operatorChar == 0 && !(dotContinues && b == UInt8(ascii: "."))
    }

    /// Where the run of ASCII letters, digits and `_` from `p` ends, when a byte that is not part
    /// of a name is known to come before the input's end (`Lexer.namesEnd`): sixteen bytes at
    /// once while sixteen are left before `end`, then byte by byte. Byte by byte alone cost ~3
    /// instructions a byte and, worse, a mispredicted branch at nearly every name's end (names'
    /// lengths vary); sixteen at a time, names end in the first step (~nine in ten) at a branch
    /// that is mostly taken. (The vectors are compared with vectors made once, `NameBytes`:
    /// Swift compares a vector with a scalar lane by lane.)
    @inline(__always)
    static func wordEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>,
                        _ names: NameBytes) -> Int {
        var p = p
        while p &+ 16 <= end {
            let bytes = UnsafeRawPointer(base + p).loadUnaligned(as: SIMD16<UInt8>.self)
            // Each lane 0xFF where the byte goes on: read as two words, the first zero byte ends it.
            let goes = unsafeBitCast(names.goesOn(bytes), to: SIMD2<UInt64>.self)
            let low = ~UInt64(littleEndian: goes[0]), high = ~UInt64(littleEndian: goes[1])  // lanes in memory order
            if low != 0 { return p &+ low.trailingZeroBitCount &>> 3 }
            if high != 0 { return p &+ 8 &+ high.trailingZeroBitCount &>> 3 }
            p &+= 16
        }
        @inline(__always) func goesOn(_ i: Int) -> Bool { classes[Int(base[i])] & ByteClass.identifierContinue != 0 }
        while goesOn(p) { p &+= 1 }
        return p
    }

    /// Where the run of bytes from `p` whose class has (`whileSet`) or lacks `mask` ends: four
    /// bytes a round without a bound check while four are left (names average seven bytes).
    @inline(__always)
    static func skip(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>,
                     _ mask: UInt8, whileSet: Bool) -> Int {
        @inline(__always) func goesOn(_ i: Int) -> Bool { (classes[Int(base[i])] & mask != 0) == whileSet }
        var p = p
        while p &+ 4 <= end {
            guard goesOn(p) else { return p }
            guard goesOn(p &+ 1) else { return p &+ 1 }
            guard goesOn(p &+ 2) else { return p &+ 2 }
            guard goesOn(p &+ 3) else { return p &+ 3 }
            p &+= 4
        }
        while p < end, goesOn(p) { p &+= 1 }
        return p
    }

    /// Where the run of horizontal white space from `p` ends: spaces eight at a time, then the
    /// rarer tabs and form feeds byte by byte.
    @inline(__always)
    static func spaceEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Int {
        var p = p
        while p &+ 8 <= end {
            let others = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)) ^ SWAR.spaces
            if others != 0 {
                p &+= others.trailingZeroBitCount >> 3
                break
            }
            p &+= 8
        }
        while p < end, classes[Int(base[p])] & ByteClass.horizontalSpace != 0 { p &+= 1 }
        return p
    }
}
/// How `TokenRecord.brackets` names a bracket: its opener's kind (0 `(`, 1 `[`, 2 `{`), plus `closer`.
enum BracketCode {
    static let closer = 4

    @inline(__always) static func of(_ b: UInt8) -> Int {
        switch b {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return kind(b)
        default: return closer | kind(b)
        }
    }

    /// The kind of a bracket byte, without branches: `(` `)` are 0x28 0x29, `[` `]` 0x5B 0x5D,
    /// `{` `}` 0x7B 0x7D, so the byte's top three bits less one give 0, 1, 2.
    @inline(__always) static func kind(_ b: UInt8) -> Int { Int(b &>> 5) &- 1 }
}

/// Sixteen bytes at once: which are ASCII letters, digits or `_` (what `ByteClass.identifierContinue`
/// marks), compared against vectors made once per run.
struct NameBytes {
    private let caseBit = SIMD16<UInt8>(repeating: 0x20), letterA = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
    private let letters = SIMD16<UInt8>(repeating: 26), digit0 = SIMD16<UInt8>(repeating: UInt8(ascii: "0"))
    private let digits = SIMD16<UInt8>(repeating: 10), underscore = SIMD16<UInt8>(repeating: UInt8(ascii: "_"))

    /// Lanes whose byte goes on a name. `b | 0x20` folds `A`-`Z` onto `a`-`z` and moves no other
    /// byte there; the subtractions wrap, so one unsigned compare tests each range.
    @inline(__always) func goesOn(_ bytes: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        ((bytes | caseBit) &- letterA .< letters) .| (bytes &- digit0 .< digits) .| (bytes .== underscore)
    }
}

/// Eight bytes at once in a 64-bit word.
enum SWAR {
    static let spaces: UInt64 = 0x2020_2020_2020_2020
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Where the first `\n` or `\r` at or after `p` is (`end` if none): eight bytes a round.
    @inline(__always)
    static func lineBreak(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int) -> Int {
        var p = p
        while p &+ 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            // A byte's high bit is set in `nonzero(y)` exactly when the byte is not zero.
            @inline(__always) func nonzero(_ y: UInt64) -> UInt64 { ((y & low7) &+ low7) | y }
            let breaks = ~(nonzero(word ^ (ones &* 0x0A)) & nonzero(word ^ (ones &* 0x0D))) & ~low7
            if breaks != 0 { return p &+ breaks.trailingZeroBitCount >> 3 }
            p &+= 8
        }
        while p < end, base[p] != UInt8(ascii: "\n"), base[p] != UInt8(ascii: "\r") { p &+= 1 }
        return p
    }

    /// The first 16 bytes of `base[start..<start+length]` as two little-endian words, zero past
    /// the word's end: two unaligned loads and masks when 16 bytes are readable before `end`.
    @inline(__always)
    static func words(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> (UInt64, UInt64) {
        if start &+ 16 <= end, length > 0, length <= 16 {
            let raw = UnsafeRawPointer(base + start)
            let lo = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if length <= 8 { return (lo & ~0 &>> UInt64(64 &- 8 &* length), 0) }
            let hi = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            return (lo, hi & ~0 &>> UInt64(128 &- 8 &* length))
        }
        var lo: UInt64 = 0, hi: UInt64 = 0
        for k in 0..<min(length, 16) {
            let b = UInt64(base[start + k])
            if k < 8 { lo |= b << (8 * UInt64(k)) } else { hi |= b << (8 * UInt64(k - 8)) }
        }
        return (lo, hi)
    }
}
