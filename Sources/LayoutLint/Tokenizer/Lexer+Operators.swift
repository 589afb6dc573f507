/// Operators, keyword classification, and the compiler's rules for when `/` begins a regex.
extension Lexer {
    /// Swift's "bound" rule: an operator touching the token before it is left-bound.
    func isLeftBound(_ start: Int) -> Bool {
        guard let base = buf.baseAddress else { return false }
        return Self.isLeftBound(base, start)
    }

    /// `isLeftBound` on the bytes (static, so the batch loop passes two values, not a copy of the lexer).
    @inline(__always) static func isLeftBound(_ base: UnsafePointer<UInt8>, _ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch base[start &- 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && base[start &- 2] == UInt8(ascii: "*"))  // `*/` ends a comment: space
        case 0xA0:
            return !(start >= 2 && base[start &- 2] == 0xC2)  // U+00A0 no-break space
        default:
            return true
        }
    }

    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        switch byte(end) {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(end + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        case 0xC2:
            return byte(end + 1) != 0xA0
        default:
            return true
        }
    }

    /// Scans the longest operator at `pos`, then splits off a regex literal or a comment that
    /// starts inside it, then classifies what is left (binary, prefix, postfix, or punctuation).
    mutating func lexOperator() -> TokenKind {
        let start = pos
        let startsWithDot = buf[pos] == UInt8(ascii: ".")
        if buf[pos] >= 0x80, let (_, length) = buf.scalar(at: pos) { pos += length } else { pos += 1 }
        while pos < end {
            let b = buf[pos]
            if b == UInt8(ascii: ".") {
                guard startsWithDot else { break }
                pos += 1
            } else if b < 0x80 {
                guard classOf(b) & ByteClass.operatorChar != 0 else { break }
                pos += 1
            } else if let (scalar, length) = buf.scalar(at: pos), ByteClass.isOperatorContinuation(scalar) {
                pos += length
            } else {
                break
            }
        }
        if let slash = firstSlash(start, pos), let regexEnd = regexInOperator(slash: slash, start: start, end: pos) {
            if slash == start {
                pos = regexEnd
                setPrevious(.expressionEnd)
                return .regex
            }
            pos = slash
            pendingRegexEnd = regexEnd
            setPrevious(.prefixOperator)
            return .operator
        }
        if pos - start > 2 {  // `a+/*c*/b`: a comment inside the run ends the operator
            var i = start + 1
            while i + 1 < pos {
                if buf[i] == UInt8(ascii: "/"), buf[i + 1] == UInt8(ascii: "/") || buf[i + 1] == UInt8(ascii: "*") {
                    pos = i
                    break
                }
                i += 1
            }
        }
        return classifyOperator(start)
    }

    private func firstSlash(_ start: Int, _ end: Int) -> Int? {
        var i = start
        while i < end {
            if buf[i] == UInt8(ascii: "/") { return i }
            i += 1
        }
        return nil
    }

    private mutating func classifyOperator(_ start: Int) -> TokenKind {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(pos, leftBound: leftBound)
        let length = pos - start
        if length == 1 {
            switch buf[start] {
            case UInt8(ascii: "="):
                setPrevious(.binaryOperator)
                return .punctuation
            case UInt8(ascii: "&") where !leftBound && rightBound:
                setPrevious(.prefixOperator)
                return .punctuation
            case UInt8(ascii: "."):
                setPrevious(.period)
                return .punctuation
            case UInt8(ascii: "?"):
                setPrevious(leftBound ? .expressionEnd : .infixQuestion)
                return .punctuation
            default:
                break
            }
        } else if length == 2, buf[start] == UInt8(ascii: "-"), buf[start + 1] == UInt8(ascii: ">") {
            setPrevious(.expressionEnd)
            return .punctuation
        }
        if leftBound == rightBound {
            setPrevious(.binaryOperator)
        } else {
            setPrevious(leftBound ? .expressionEnd : .prefixOperator)
        }
        return .operator
    }

    /// The compiler's `tryScanOperatorAsRegexLiteral`: whether the `/` at `slash`, inside the
    /// operator `start..<end`, begins a regex literal; returns the literal's end.
    private func regexInOperator(slash: Int, start: Int, end: Int) -> Int? {
        let leftBound = isLeftBound(start)
        guard !leftBound, previous != .funcOrOperatorKeyword else { return nil }
        var mustBeRegex = false
        if leftBound == isRightBound(end, leftBound: leftBound) {
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex, !previous.allowsRegex { return nil }
            if !previous.isArgumentListPosition { mustBeRegex = true }
        }
        return scanRegex(at: slash, pounds: 0, mustBeRegex: mustBeRegex)
    }

    /// Classifies the reserved word of `slot` just lexed (ending at `pos`) by the codes
    /// `Keyword.classification` gave its slot: a keyword, or an identifier where it names a
    /// member or labels an argument.
    @inline(__always) mutating func classifyKeyword(_ slot: UnsafePointer<ReservedWords.Slot>) -> TokenKind {
        var code = slot.pointee.plain
        if previous == .period {
            code = slot.pointee.afterPeriod
        } else if slot.pointee.mayBeLabel, previous == .openParen || previous == .comma, Self.isLabelColon(buf, from: pos, classes) {
            code = ReservedWords.identifierBit | PreviousToken.expressionEnd.rawValue
        }
        setPrevious(unsafeBitCast(code & ~ReservedWords.identifierBit, to: PreviousToken.self))
        return code & ReservedWords.identifierBit != 0 ? .identifier : .keyword
    }

    /// `for:` or `for x:` follows `start`: the word before it is a label, not a keyword. (Static,
    /// so the call from the batch loop passes three values, not a copy of the lexer.)
    @inline(never)
    private static func isLabelColon(_ buf: UnsafeBufferPointer<UInt8>, from start: Int, _ classes: UnsafePointer<UInt8>) -> Bool {
        let end = buf.count
        var i = start
        while i < end, buf[i] == UInt8(ascii: " ") || buf[i] == UInt8(ascii: "\t") { i += 1 }
        if i < end, classes[Int(buf[i])] & ByteClass.identifierStart != 0 || buf[i] == UInt8(ascii: "`") {
            i += 1
            while i < end, classes[Int(buf[i])] & ByteClass.identifierContinue != 0 || buf[i] == UInt8(ascii: "`") { i += 1 }
            while i < end, buf[i] == UInt8(ascii: " ") || buf[i] == UInt8(ascii: "\t") { i += 1 }
        }
        return i < end && buf[i] == UInt8(ascii: ":") && (i + 1 == end || buf[i + 1] != UInt8(ascii: ":"))
    }
}
