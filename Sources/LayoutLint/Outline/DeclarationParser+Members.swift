/// Functions, properties, simple members and type declarations.
extension DeclarationParser {
    /// `func`, `init`, `deinit`, `subscript`: name, generic parameters, parameters, then the
    /// effects and result up to the body (none in a protocol).
    func parseFunction(_ head: Head, kind: DeclKind, limit: Int) -> Int {
        var k = head.keyword + 1
        var name = kind.rawValue
        if kind == .func {
            let n = nextSig(k, limit)
            if n < limit, tokens[n].kind == .identifier || tokens[n].kind == .keyword {
                name = nameText(n)
                k = n + 1
            } else if n < limit, tokens[n].kind == .operator || tokens[n].kind == .punctuation, !isOpenBracket(n) {
                var e = n  // an operator's name may be lexed as several adjacent tokens (`!`, `=`)
                while e < limit, tokens[e].kind == .operator || tokens[e].kind == .punctuation, !isOpenBracket(e) { e += 1 }
                name = text(Int(tokens[n].start), Int(tokens[e - 1].end))
                k = e
            }
        } else if kind == .`init` {
            let n = nextSig(k, limit)
            if n < limit, isPunct(n, UInt8(ascii: "?")) || isPunct(n, UInt8(ascii: "!")) { k = n + 1 }
        }
        var parameters = 0..<0
        var signature: String?
        if kind != .deinit {
            k = skipGenericParameters(k, limit: limit)
            let p = nextSig(k, limit)
            if p < limit, isPunct(p, UInt8(ascii: "(")) {
                (parameters, signature) = parseParameters(open: p, name: name)
                k = min(afterBracket(p), limit)
            } else {
                signature = name + "()"
            }
        }
        var last = k
        var body: (Int, Int)?
        var arrow = -1
        var i = nextSig(k, limit)
        var lineStart: Bool?  // whether `i` starts a line, once the walk forward knows
        while i < limit, !endsDeclaration(i, first: head.keyword, afterBreak: lineStart) {
            if isPunct(i, UInt8(ascii: "{")) {
                body = (i, min(Int(match[i]), limit))
                last = min(afterBracket(i), limit)
                break
            }
            if arrow < 0, tokens[i].kind == .punctuation, file.tokenIs(tokens[i].token, "->") { arrow = i }
            i = isOpenBracket(i) ? afterBracket(i) : i + 1
            last = min(i, limit)
            (i, lineStart) = nextSigAfterBreak(i, limit)
        }
        if body == nil, i < limit, isPunct(i, UInt8(ascii: ";")) { last = i + 1 }
        var typeName: String?
        if arrow >= 0 {
            var e = arrow + 1
            let stop = body?.0 ?? last
            while e < stop, !isWord(e, "where") { e = isOpenBracket(e) ? afterBracket(e) : e + 1 }
            typeName = joinedText(arrow + 1, min(e, stop))
        }
        return makeMember(head, kind: kind, name: name, signature: signature, end: last, parameters: parameters,
                          typeName: typeName, body: body)
    }

    /// Splits `( … )` at its top-level commas; `Dictionary<K, V>` in a type is not split. Also
    /// gives the signature, `name(first:second:)`: the first names' bytes are copied from the
    /// file as they are found into one buffer, and the String made once (concatenating pieces
    /// cost more than parsing the whole function; so did building it from the names' Strings).
    /// The parameters are appended to the file's (`RecordBuffer.parameters`); returns where they lie.
    func parseParameters(open: Int, name: String) -> (Range<Int>, String) {
        let close = min(Int(match[open]), tokens.count)
        let bytes = self.bytes
        // Room for the signature: the name, `(`, `)`, and per parameter its first name and a
        // colon, which fit in the bytes it spans with its comma (or the closing parenthesis);
        // three times that, as a repaired byte may become three.
        let spanEnd = close < tokens.count ? Int(tokens[close].end) : bytes.count
        let capacity = name.utf8.count + 2 + 3 * max(spanEnd - Int(tokens[open].start), 0)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { out in
            // (`put` is static, not a local function: one capturing `n` made every call an access check.)
            // The name's bytes read in place (a `var` copy for `withUTF8` cost a retain and a release).
            var n = name.withUTF8Bytes { Self.put($0, into: out, at: 0) }
            n = Self.put(UInt8(ascii: "("), into: out, at: n)
            let first = records.pointee.parameters.count
            var k = nextSig(open + 1, close)
            while k < close {
                // `@ViewBuilder content: () -> V`: attributes come before the parameter's names.
                while k < close, tokens[k].kind == .attribute {
                    let next = nextSig(k + 1, close)
                    k = next < close && isPunct(next, UInt8(ascii: "(")) && Int(tokens[next].start) == Int(tokens[k].end)
                        ? nextSig(afterBracket(next), close) : next
                }
                guard k < close else { break }
                let first = k
                var colon = -1, equals = -1, angle = 0
                var i = k
                // Each token's kind looked at once: most are white space or names.
                scan: while i < close {
                    if isOpenBracket(i) { i = min(afterBracket(i), close); continue }
                    let token = tokens[i]
                    if token.kind == .punctuation, token.length == 1 {
                        switch bytes[Int(token.start)] {
                        case UInt8(ascii: ","):
                            if angle <= 0 { break scan }
                        case UInt8(ascii: ":"):
                            if colon < 0 { colon = i }
                        case UInt8(ascii: "="):
                            if equals < 0, colon >= 0, angle <= 0 { equals = i }
                        default:
                            break
                        }
                    } else if token.kind == .operator, colon >= 0, equals < 0 {
                        for b in bytes[token.range] {
                            if b == UInt8(ascii: "<") { angle += 1 } else if b == UInt8(ascii: ">") { angle -= 1 }
                        }
                    }
                    i += 1
                }
                // The label: the file's own bytes unless the name has backticks (the final String
                // repairs raw bytes as the label's String would).
                let token = tokens[first]
                let firstName: TextSpan
                if token.length > 0, Int(token.end) <= bytes.count, bytes[Int(token.start)] != UInt8(ascii: "`") {
                    firstName = TextSpan(start: token.start, end: token.end)
                    n = Self.put(UnsafeBufferPointer(rebasing: bytes[token.range]), into: out, at: n)
                } else {
                    var label = token.kind == .identifier || token.kind == .keyword ? nameText(first) : text(token)
                    firstName = storedSpan(label)
                    n = label.withUTF8 { Self.put($0, into: out, at: n) }
                }
                n = Self.put(UInt8(ascii: ":"), into: out, at: n)
                let type = colon >= 0 ? joinedSpan(colon + 1, equals >= 0 ? equals : i) : .empty
                records.pointee.parameters.append(ParameterSpan(name: firstName, type: type))
                k = nextSig(i + 1, close)
            }
            n = Self.put(UInt8(ascii: ")"), into: out, at: n)
            // Short ASCII signatures (`viewDidLoad()`, `init(coder:)`) made directly: the
            // library's String making validates and builds even those through ~400 instructions.
            if let base = out.baseAddress, let small = SmallASCII.string(UnsafePointer(base), 0, n, out.count) {
                return (first..<records.pointee.parameters.count, small)
            }
            // Delegate and lifecycle methods repeat across files: a long signature made before is reused.
            let length = n
            let signature: String
            if let base = out.baseAddress {
                signature = texts.text(UnsafePointer(base), length) { Self.string(out, length) }
            } else {
                signature = Self.string(out, length)
            }
            return (first..<records.pointee.parameters.count, signature)
        }
    }

    /// The String of `out[0..<count]`.
    private static func string(_ out: UnsafeMutableBufferPointer<UInt8>, _ count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { target in
            _ = target.initialize(from: UnsafeBufferPointer(rebasing: out[0..<count]))
            return count
        }
    }

    /// Copies `piece` to `out[at...]` if it fits (it always does, by the room made); returns where it ends.
    @inline(__always) private static func put(_ piece: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>,
                                              at n: Int) -> Int {
        guard piece.count <= out.count - n else { return n }
        _ = UnsafeMutableBufferPointer(rebasing: out[n..<n + piece.count]).initialize(from: piece)
        return n + piece.count
    }

    @inline(__always) private static func put(_ byte: UInt8, into out: UnsafeMutableBufferPointer<UInt8>, at n: Int) -> Int {
        guard n < out.count else { return n }
        out[n] = byte
        return n + 1
    }

    /// `var`/`let` (`kind`, as `parseDeclaration` read it): the first bound name, its type, its
    /// initial value or accessor block.
    func parseVariable(_ head: Head, kind: DeclKind, limit: Int) -> Int {
        var k = nextSig(head.keyword + 1, limit)
        var name = "_"
        if k < limit, tokens[k].kind == .identifier || tokens[k].kind == .keyword {
            name = nameText(k)
            k += 1
        } else if k < limit, isPunct(k, UInt8(ascii: "(")) {  // `let (a, b) = pair`
            var n = k + 1
            while n < Int(match[k]), tokens[n].kind != .identifier { n += 1 }
            if n < Int(match[k]) { name = nameText(n) }
            k = min(afterBracket(k), limit)
        }
        var typeName: String?
        var accessor: (Int, Int)?
        var closure: (Int, Int)?
        var isFirstBinding = true
        var initializerStart: Int?
        var last = k
        var i = nextSig(k, limit)
        // Whether `i` starts a line, once the walk forward knows (then no walk back to find out).
        var lineStart: Bool?
        while i < limit, !endsDeclaration(i, first: head.keyword, afterBreak: lineStart) {
            if isPunct(i, UInt8(ascii: ":")), isFirstBinding {
                var (j, afterBreak) = nextSigAfterBreak(i + 1, limit)
                while j < limit, !endsDeclaration(j, first: head.keyword, afterBreak: afterBreak), !isPunct(j, UInt8(ascii: "=")),
                      !isPunct(j, UInt8(ascii: "{")), !isPunct(j, UInt8(ascii: ",")) {
                    (j, afterBreak) = nextSigAfterBreak(isOpenBracket(j) ? afterBracket(j) : j + 1, limit)
                }
                typeName = joinedText(i + 1, j)
                last = j > i + 1 ? endOfLastSig(before: j) : i + 1
                i = j
                lineStart = afterBreak
            } else if isPunct(i, UInt8(ascii: "=")) {
                let (start, lineBreak) = nextSigAfterBreak(i + 1, limit)
                if isFirstBinding, start < limit { initializerStart = start }
                var j = start
                var afterBreak = lineBreak
                while j < limit, !endsInitializer(j, first: head.keyword, afterBreak: afterBreak) {
                    j = min(isOpenBracket(j) ? afterBracket(j) : j + 1, limit)
                    last = j
                    (j, afterBreak) = nextSigAfterBreak(j, limit)
                }
                if isFirstBinding, start < limit, isPunct(start, UInt8(ascii: "{")) {
                    let call = nextSig(afterBracket(start), limit)
                    if call < limit, isPunct(call, UInt8(ascii: "(")), nextSig(afterBracket(call), limit) >= j {
                        closure = (start, min(Int(match[start]), limit))
                    }
                }
                i = j
                lineStart = afterBreak
            } else if isPunct(i, UInt8(ascii: "{")) {
                if isFirstBinding { accessor = (i, min(Int(match[i]), limit)) }
                last = min(afterBracket(i), limit)
                (i, lineStart) = nextSigAfterBreak(last, limit)
            } else if isPunct(i, UInt8(ascii: ",")) {
                isFirstBinding = false
                last = i + 1
                (i, lineStart) = nextSigAfterBreak(i + 1, limit)
                if i < limit, !endsDeclaration(i, first: head.keyword, afterBreak: lineStart) {  // the next binding's name
                    last = min(isOpenBracket(i) ? afterBracket(i) : i + 1, limit)
                    (i, lineStart) = nextSigAfterBreak(last, limit)
                }
            } else {
                last = min(isOpenBracket(i) ? afterBracket(i) : i + 1, limit)
                (i, lineStart) = nextSigAfterBreak(last, limit)
            }
        }
        if i < limit, isPunct(i, UInt8(ascii: ";")) { last = i + 1 }
        let storage: Storage
        if let accessor {
            storage = isObserverBlock(accessor.0) ? .observed : .computed
        } else if head.modifiers.contains(DeclWord.lazy) {
            storage = closure != nil ? .lazyClosure : .lazy
        } else {
            storage = .stored
        }
        return makeMember(head, kind: kind, name: name, end: last, storage: storage, typeName: typeName,
                          body: accessor ?? closure, initializerStart: initializerStart)
    }

    func endOfLastSig(before j: Int) -> Int { previousSig(j) + 1 }

    /// Where an initial value ends: where the declaration does, at a `,` before the next
    /// binding, or at an observer block.
    @inline(__always) func endsInitializer(_ i: Int, first: Int, afterBreak: Bool) -> Bool {
        if endsDeclaration(i, first: first, afterBreak: afterBreak) { return true }
        let token = tokens[i]
        guard token.kind == .punctuation, token.length == 1 else { return false }
        let b = bytes[Int(token.start)]
        return b == UInt8(ascii: ",") || (b == UInt8(ascii: "{") && isObserverBlock(i))
    }

    /// `{ willSet … didSet … }` rather than a closure or a getter.
    func isObserverBlock(_ open: Int) -> Bool {
        var k = nextSig(open + 1, tokens.count)
        while k < tokens.count, tokens[k].kind == .attribute { k = nextSig(k + 1, tokens.count) }
        return k < tokens.count && (isWord(k, "willSet") || isWord(k, "didSet"))
    }

    /// `typealias`, `associatedtype`, enum `case`, `macro`: a name, then a tail to skip.
    func parseSimple(_ head: Head, kind: DeclKind, limit: Int) -> Int {
        let n = nextSig(head.keyword + 1, limit)
        let name = n < limit && (tokens[n].kind == .identifier || tokens[n].kind == .keyword) ? nameText(n) : "_"
        let end = skipTail(from: head.keyword + 1, limit: limit)
        return makeMember(head, kind: kind, name: name, end: end)
    }
}
