/// Type and extension declarations: name, generic parameters, inheritance, `where`, body.
extension DeclarationParser {
    func parseType(_ head: Head, kind: DeclKind, limit: Int, owner: Int?) -> Parsed {
        var k = nextSig(head.keyword + 1, limit)
        let name: String
        if kind == .extension {
            let start = k
            var angle = 0
            while k < limit, !isPunct(k, UInt8(ascii: "{")),
                  !(angle <= 0 && (isPunct(k, UInt8(ascii: ":")) || isWord(k, "where"))),
                  !(k > start && startsLine(k) && isDeclarationStart(k)) {
                if tokens[k].kind == .operator { angle += angleDelta(k) }
                k = nextSig(isOpenBracket(k) ? afterBracket(k) : k + 1, limit)
            }
            name = joinedText(start, k)
        } else {
            guard k < limit, tokens[k].kind == .identifier || tokens[k].kind == .keyword else {
                return .skip(next: skipTail(from: head.keyword, limit: limit))
            }
            name = nameText(k)
            k = skipGenericParameters(k + 1, limit: limit)
        }
        var inherits: [String] = []
        var i = nextSig(k, limit)
        if i < limit, isPunct(i, UInt8(ascii: ":")) {
            inherits.reserveCapacity(4)  // one allocation for most lists (grown from empty: one per name)
            var itemStart = i + 1
            var angle = 0
            i = nextSig(i + 1, limit)
            while i < limit, !isPunct(i, UInt8(ascii: "{")), !(angle <= 0 && isWord(i, "where")),
                  !(startsLine(i) && isDeclarationStart(i)) {
                // `A & B` (a composition, as in `extension X: UIImagePickerControllerDelegate &
                // UINavigationControllerDelegate`) adopts both, like `A, B`.
                if angle <= 0, isPunct(i, UInt8(ascii: ",")) || isAmpersand(i) {
                    inherits.append(joinedText(itemStart, i))
                    itemStart = i + 1
                }
                if tokens[i].kind == .operator { angle += angleDelta(i) }
                i = nextSig(isOpenBracket(i) ? afterBracket(i) : i + 1, limit)
            }
            let last = joinedText(itemStart, i)
            if !last.isEmpty { inherits.append(last) }
        }
        while i < limit, !isPunct(i, UInt8(ascii: "{")) {  // a `where` clause
            if startsLine(i), isDeclarationStart(i) { return .skip(next: i) }
            i = nextSig(isOpenBracket(i) ? afterBracket(i) : i + 1, limit)
        }
        guard i < limit else { return .skip(next: limit) }
        let close = min(Int(match[i]), limit)
        var qualified = name
        if kind != .extension, let owner { qualified = records.pointee.types[owner].name + "." + name }
        let keywordLine = line(head.keyword)
        let type = TypeDecl(
            kind: kind, name: qualified, line: keywordLine, inherits: inherits, parent: owner,
            keywordToken: head.keyword, startToken: head.start, bodyOpen: i, bodyClose: close, endLine: line(close, remember: false),
            attributes: head.attributes, modifiers: head.modifiers, ifConfig: head.ifConfig)
        let typeIndex = records.pointee.types.count  // where `readDeclarations` appends it
        let end = min(close + 1, limit)
        makeMember(head, kind: kind, name: name, end: end, body: (i, close), nestedType: typeIndex)
        return Parsed(type: type, next: end)
    }

    /// `<` opens and `>` closes a generic argument list; operators like `>>` close two.
    func angleDelta(_ i: Int) -> Int {
        var delta = 0
        for b in bytes[tokens[i].range] {
            if b == UInt8(ascii: "<") { delta += 1 } else if b == UInt8(ascii: ">") { delta -= 1 }
        }
        return delta
    }
}
