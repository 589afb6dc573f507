/// One level of a string literal being scanned: the literal itself, or code inside `\( … )`.
enum StringFrame {
    case literal(pounds: Int, multiline: Bool, quote: UInt8)
    case interpolation(parenDepth: Int)
}

/// String and number literals.
extension Lexer {
    /// Scans a whole string literal, interpolations included, from its opening delimiter at `pos`
    /// (after `pounds` `#`s). Nesting (`"\(a.map { "\($0)" })"`) is tracked on an explicit stack,
    /// not by recursion. A single-line literal ends, unterminated, at a line break — also inside
    /// its interpolations, as in the compiler — so one stray quote cannot swallow the file.
    mutating func lexString(pounds: Int) {
        frames.removeAll(keepingCapacity: true)
        pos += pounds
        frames.append(openLiteral(pounds: pounds))
        while pos < end, let frame = frames.last {
            switch frame {
            case let .literal(pounds, multiline, quote):
                scanLiteralBody(pounds: pounds, multiline: multiline, quote: quote)
            case let .interpolation(depth):
                scanInterpolation(depth: depth)
            }
        }
    }

    /// Consumes an opening `"`, `"""` or `'` at `pos`.
    private mutating func openLiteral(pounds: Int) -> StringFrame {
        let quote = buf[pos]
        if quote == UInt8(ascii: "\""), byte(pos + 1) == quote, byte(pos + 2) == quote {
            pos += 3
            return .literal(pounds: pounds, multiline: true, quote: quote)
        }
        pos += 1
        return .literal(pounds: pounds, multiline: false, quote: quote)
    }

    private func poundsFollow(_ i: Int, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        guard i + count <= end else { return false }
        for k in 0..<count where buf[i + k] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The innermost enclosing literal is single-line: a line break there ends everything.
    private var inSingleLineLiteral: Bool {
        for frame in frames.reversed() {
            if case let .literal(_, multiline, _) = frame { return !multiline }
        }
        return false
    }

    private mutating func scanLiteralBody(pounds: Int, multiline: Bool, quote: UInt8) {
        guard let base = buf.baseAddress else { return }
        while pos < end {
            // The text between quotes, backslashes and line breaks in one tight loop.
            pos = Lexer.skip(base, pos, end, classes, ByteClass.stringSpecial, whileSet: false)
            guard pos < end else { return }
            let b = buf[pos]
            if b == UInt8(ascii: "\\"), poundsFollow(pos + 1, pounds) {
                let escapedAt = pos + 1 + pounds
                let escaped = byte(escapedAt)
                if escaped == UInt8(ascii: "(") {
                    pos = escapedAt + 1
                    frames.append(.interpolation(parenDepth: 0))
                    return
                }
                if escapedAt >= end { pos = end; return }
                if !multiline, escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") {
                    pos = escapedAt
                    frames.removeAll(keepingCapacity: true)  // unterminated at the line break
                    return
                }
                pos = escapedAt + 1
                if escaped == UInt8(ascii: "\r"), byte(pos) == UInt8(ascii: "\n") { pos += 1 }
            } else if b == quote {
                if multiline {
                    if byte(pos + 1) == quote, byte(pos + 2) == quote, poundsFollow(pos + 3, pounds) {
                        pos += 3 + pounds
                        frames.removeLast()
                        return
                    }
                    pos += 1
                } else if poundsFollow(pos + 1, pounds) {
                    pos += 1 + pounds
                    frames.removeLast()
                    return
                } else {
                    pos += 1
                }
            } else if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                if !multiline {
                    frames.removeAll(keepingCapacity: true)
                    return
                }
                pos += 1
            } else {
                pos += 1
            }
        }
    }

    /// Skips code inside `\( … )` up to its closing parenthesis, entering nested literals and
    /// skipping comments.
    private mutating func scanInterpolation(depth: Int) {
        guard let base = buf.baseAddress else { return }
        var depth = depth
        while pos < end {
            pos = Lexer.skip(base, pos, end, classes, ByteClass.interpolationSpecial, whileSet: false)
            guard pos < end else { return }
            let b = buf[pos]
            switch b {
            case UInt8(ascii: "("):
                depth += 1
                pos += 1
            case UInt8(ascii: ")"):
                pos += 1
                if depth == 0 {
                    frames.removeLast()
                    return
                }
                depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var pounds = 0
                while byte(pos + pounds) == UInt8(ascii: "#") { pounds += 1 }
                guard byte(pos + pounds) == UInt8(ascii: "\"") else {
                    pos += max(pounds, 1)
                    continue
                }
                frames[frames.count - 1] = .interpolation(parenDepth: depth)
                pos += pounds
                frames.append(openLiteral(pounds: pounds))
                return
            case UInt8(ascii: "/") where byte(pos + 1) == UInt8(ascii: "/"):
                while pos < end, buf[pos] != UInt8(ascii: "\n"), buf[pos] != UInt8(ascii: "\r") { pos += 1 }
            case UInt8(ascii: "/") where byte(pos + 1) == UInt8(ascii: "*"):
                _ = lexBlockComment()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if inSingleLineLiteral {
                    frames.removeAll(keepingCapacity: true)
                    return
                }
                pos += 1
            default:
                pos += 1
            }
        }
    }

    // MARK: Numbers

    /// `42`, `1_000`, `3.14e-2`, `0x1p-3`, `0xFF.8p2`, `0b1010`, `0o17`. A `.` belongs to the number
    /// only when a digit follows (`1..<5`, `1.description`). Trailing identifier characters are
    /// swallowed, as the compiler does for invalid digits, so `0b102` stays one token.
    mutating func lexNumber() {
        @inline(__always) func isDigit(_ b: UInt8) -> Bool { classOf(b) & ByteClass.digit != 0 }
        @inline(__always) func isHex(_ b: UInt8) -> Bool { classOf(b) & ByteClass.hexDigit != 0 }
        let radix = byte(pos + 1)
        if buf[pos] == UInt8(ascii: "0"), radix == UInt8(ascii: "x") || radix == UInt8(ascii: "X") {
            pos += 2
            while pos < end, isHex(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
            if byte(pos) == UInt8(ascii: "."), isHex(byte(pos + 1)) {
                pos += 1
                while pos < end, isHex(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
            }
            if byte(pos) == UInt8(ascii: "p") || byte(pos) == UInt8(ascii: "P") { scanExponent() }
        } else if buf[pos] == UInt8(ascii: "0"), radix == UInt8(ascii: "b") || radix == UInt8(ascii: "o") {
            pos += 2
        } else {
            while pos < end, isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
            if byte(pos) == UInt8(ascii: "."), isDigit(byte(pos + 1)) {
                pos += 1
                while pos < end, isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_") { pos += 1 }
            }
            if byte(pos) == UInt8(ascii: "e") || byte(pos) == UInt8(ascii: "E") { scanExponent() }
        }
        scanIdentifierContinuation()
    }

    private mutating func scanExponent() {
        var i = pos + 1
        if byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-") { i += 1 }
        guard classOf(byte(i)) & ByteClass.digit != 0 else { return }
        pos = i
        while pos < end, classOf(buf[pos]) & ByteClass.identifierContinue != 0 { pos += 1 }
    }
}

/// The batch loop's plain strings (`Lexer+Batch`): the ends `lexString` finds, for the literals
/// that need none of its frames.
extension Lexer {
    /// Where a string literal at `start` ends if it is on one line, its escapes are simple and
    /// its interpolations hold no quote, `#` before a quote, `/` nor line break (nearly all
    /// are): the same end `lexString` finds, without its stack of frames. Nil for the rest.
    /// (Static, as the helpers below: a method copied the lexer for each string.)
    @inline(__always)
    static func plainStringEnd(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ classes: UnsafePointer<UInt8>) -> Int? {
        let quote = base[start]
        if quote == UInt8(ascii: "\""), start &+ 2 < end, base[start &+ 1] == quote, base[start &+ 2] == quote { return nil }  // multi-line
        let p = skip(base, start &+ 1, end, classes, ByteClass.stringSpecial, whileSet: false)
        if p < end, base[p] == quote { return p &+ 1 }  // most: nothing but text inside
        return plainStringEnd(base, from: p, end, classes, quote: quote)
    }

    /// `plainStringEnd` on from `p`, inside the literal.
    @inline(never)
    static func plainStringEnd(_ base: UnsafePointer<UInt8>, from p: Int, _ end: Int, _ classes: UnsafePointer<UInt8>,
                               quote: UInt8) -> Int? {
        var p = p
        while true {
            p = skip(base, p, end, classes, ByteClass.stringSpecial, whileSet: false)
            guard p < end else { return p }  // unterminated
            switch base[p] {
            case quote: return p &+ 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return p  // unterminated at the line break
            case UInt8(ascii: "\\"):
                guard p &+ 1 < end else { return nil }
                switch base[p &+ 1] {
                case UInt8(ascii: "("):
                    guard let close = plainInterpolationEnd(base, p &+ 2, end) else { return nil }
                    p = close
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
                default: p &+= 2  // `\n`, `\"`, `\\`, `\u{…}`'s first byte
                }
            default: p &+= 1  // the other quote
            }
        }
    }

    /// Just past the `)` that closes an interpolation whose code starts at `p`, if the code has
    /// nothing `scanInterpolation` reads specially but parentheses and `#` before a name
    /// (`\(#function)`); nil otherwise.
    @inline(__always) static func plainInterpolationEnd(_ base: UnsafePointer<UInt8>, _ p: Int, _ end: Int) -> Int? {
        var p = p, depth = 0
        while p < end {
            switch base[p] {
            case UInt8(ascii: "("): depth &+= 1
            case UInt8(ascii: ")"):
                if depth == 0 { return p &+ 1 }
                depth &-= 1
            case UInt8(ascii: "#"):
                let next = p &+ 1 < end ? base[p &+ 1] : 0
                if next == UInt8(ascii: "#") || next == UInt8(ascii: "\"") { return nil }
            case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: break
            }
            p &+= 1
        }
        return nil
    }
}
