/// The tokens the references pass has to read. Every name it acts on holds one of three byte
/// pairs: `ct` (`#selector`, `action`, `UIAction`, `UIAlertAction`), `tt` (`…Button`,
/// `…BarButtonItem`) or `dO` (`addObserver`). The file's bytes are searched for the pairs thirty-two
/// at a time, and only the tokens holding one in its place (`ction`, not `collection`) are visited:
/// a few dozen of a file's thousands.
extension SelectorReferences {
    /// Calls `visit` with the index of each token (in ascending order, each once) that holds a
    /// `ct`, `tt` or `dO` starting inside it; or, when the lexer `listed` the tokens that may be
    /// names the pass acts on (`SelectorName`), with each of those instead.
    @inline(__always)
    static func forEachCandidate(_ tokens: TokenReader, _ bytes: UnsafeBufferPointer<UInt8>, listed: [Int]?,
                                 _ visit: (Int) -> Void) {
        if let listed {
            for i in listed where i < tokens.count { visit(i) }
            return
        }
        guard let base = bytes.baseAddress, !tokens.isEmpty else { return }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        let anchors = Anchors()
        var finder = TokenFinder()
        // Thirty-two pair starts a step, as two vectors of sixteen (~1.2 instructions a byte).
        var offset = 0
        while offset &+ 33 <= count {
            let low = anchors.pairStarts(raw, offset), high = anchors.pairStarts(raw, offset &+ 16)
            let either = unsafeBitCast(low .| high, to: SIMD2<UInt64>.self)
            if either[0] | either[1] != 0 {
                // Each lane is 0 or 0xFF: read as words, a lane's lowest bit marks a pair start.
                var k = 0
                while k < 4 {
                    var marks = unsafeBitCast(k < 2 ? low : high, to: SIMD2<UInt64>.self)[k & 1] & 0x0101_0101_0101_0101
                    while marks != 0 {
                        let at = offset &+ k &* 8 &+ (marks.trailingZeroBitCount >> 3)
                        marks &= marks &- 1
                        if Self.startsAnchor(at, base, count), let token = finder.token(containing: at, tokens) { visit(token) }
                    }
                    k &+= 1
                }
            }
            offset &+= 32
        }
        // The last few pair starts one by one.
        while offset &+ 1 < count {
            let pair = (base[offset], base[offset &+ 1])
            if pair == (0x63, 0x74) || pair == (0x74, 0x74) || pair == (0x64, 0x4F), Self.startsAnchor(offset, base, count),
               let token = finder.token(containing: offset, tokens) { visit(token) }
            offset &+= 1
        }
    }

    /// Whether the pair at `at` (`ct`, `tt` or `dO`) sits in one of the names: `ction`,
    /// `#selector`, `utto` or `addO`. Half the pairs are in other words (`collection`, `struct`,
    /// `bottom`, `padding`); those bytes cost less to read than a token to find.
    @inline(__always) private static func startsAnchor(_ at: Int, _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        func byte(_ k: Int) -> UInt8 { k >= 0 && k < count ? base[k] : 0 }
        switch base[at] {
        case UInt8(ascii: "c"):
            return byte(at &+ 2) == UInt8(ascii: "i") && byte(at &+ 3) == UInt8(ascii: "o")
                || byte(at &- 5) == UInt8(ascii: "#") && byte(at &+ 2) == UInt8(ascii: "o")
        case UInt8(ascii: "t"): return byte(at &- 1) == UInt8(ascii: "u") && byte(at &+ 2) == UInt8(ascii: "o")
        default: return byte(at &- 2) == UInt8(ascii: "a")
        }
    }

    /// The pairs' bytes, each repeated across a vector. (Made once: comparing with a scalar made
    /// the vector anew at every step, and Swift then compared lane by lane, ~1,000 instructions
    /// a block.)
    private struct Anchors {
        let c = SIMD16<UInt8>(repeating: UInt8(ascii: "c")), t = SIMD16<UInt8>(repeating: UInt8(ascii: "t"))
        let d = SIMD16<UInt8>(repeating: UInt8(ascii: "d")), o = SIMD16<UInt8>(repeating: UInt8(ascii: "O"))

        /// Lanes of the sixteen bytes from `offset` on that start `ct`, `tt` or `dO`.
        @inline(__always) func pairStarts(_ raw: UnsafeRawPointer, _ offset: Int) -> SIMDMask<SIMD16<Int8>> {
            let first = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let second = raw.loadUnaligned(fromByteOffset: offset &+ 1, as: SIMD16<UInt8>.self)
            return ((second .== t) .& ((first .== c) .| (first .== t))) .| ((first .== d) .& (second .== o))
        }
    }

    /// Finds the tokens of ascending byte offsets, each token once.
    private struct TokenFinder {
        /// The last token found (searches start there).
        private var last = 0
        private var reported = -1

        /// The token whose bytes hold `offset`, unless it was found before (or none does).
        mutating func token(containing offset: Int, _ tokens: TokenReader) -> Int? {
            // Gallop from the last one found to a token starting past the offset, then halve.
            var low = last, step = 1
            var high = last + 1
            while high < tokens.count, Int(tokens[high].start) <= offset {
                low = high
                step &<<= 1
                high = low + step
            }
            high = min(high, tokens.count)
            // Now tokens[low].start <= offset (or low == last), and high is past the answer.
            while high - low > 1 {
                let middle = (low + high) >> 1
                if Int(tokens[middle].start) <= offset { low = middle } else { high = middle }
            }
            last = low
            guard low > reported, Int(tokens[low].start) <= offset, offset < Int(tokens[low].end) else { return nil }
            reported = low
            return low
        }
    }
}
