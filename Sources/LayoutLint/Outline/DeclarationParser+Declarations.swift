/// Reading one declaration: attributes and modifiers, then what its introducer implies.
extension DeclarationParser {
    /// A declaration read (its member, if any, is appended to `records`): the declaration of a
    /// type or extension for `readDeclarations` to append to `outline.types`, and where the next one starts.
    struct Parsed {
        var type: TypeDecl?
        var next: Int

        static func skip(next: Int) -> Parsed { Parsed(type: nil, next: next) }
    }

    /// What every declaration has before its introducer.
    struct Head {
        var start: Int
        var keyword: Int
        var attributes = WordList()  // of `AttributeWord`s
        var modifiers = WordList()  // of `DeclWord`s
        var ifConfig: IfConfigRef?
        /// The type whose body is read (`Member.Record.none` at file level).
        var owner: UInt32
    }

    func parseDeclaration(at i: Int, limit: Int, owner: Int?, ifConfig: IfConfigRef?) -> Parsed {
        var head = Head(start: i, keyword: i, ifConfig: ifConfig, owner: Member.Record.word(owner))
        var j = i
        var word: DeclWord?  // of token `j`, once the loop stops at the introducer
        while true {
            j = nextSig(j, limit)
            guard j < limit else { return .skip(next: limit) }
            let token = tokens[j]
            if token.kind == .attribute {
                let code = code(j, in: attributeWords)
                head.attributes.append(code: code, of: AttributeWord.self, spelling: code == 0 ? text(token) : nil)
                let next = nextSig(j + 1, limit)  // (where the loop's `nextSig` would stop, when no `(` follows)
                j = next < limit && isPunct(next, UInt8(ascii: "(")) ? afterBracket(next) : next
                continue
            }
            // One lookup for the word and its code (a modifier is a word with a code: no String at all).
            let code = wordCode(j)
            word = code == 0 ? nil : words.word(code: code)
            let isKeywordModifier = token.kind == .keyword && word?.isKeywordModifier == true
            let isClassModifier = word == .class && classIsModifier(j, limit: limit)
            if isKeywordModifier || isClassModifier || token.kind == .identifier && isContextualModifier(j, word: word) {
                head.modifiers.append(code: code, of: DeclWord.self, spelling: nil)
                let next = nextSig(j + 1, limit)  // (where the loop's `nextSig` would stop, when no `(` follows)
                j = next < limit && isPunct(next, UInt8(ascii: "(")) ? afterBracket(next) : next
                continue
            }
            break
        }
        head.keyword = j
        let token = tokens[j]
        if token.kind == .keyword {
            switch word {
            case .func: return .skip(next: parseFunction(head, kind: .func, limit: limit))
            case .`init`: return .skip(next: parseFunction(head, kind: .`init`, limit: limit))
            case .deinit: return .skip(next: parseFunction(head, kind: .deinit, limit: limit))
            case .subscript: return .skip(next: parseFunction(head, kind: .subscript, limit: limit))
            case .var: return .skip(next: parseVariable(head, kind: .var, limit: limit))
            case .let: return .skip(next: parseVariable(head, kind: .let, limit: limit))
            case .typealias: return .skip(next: parseSimple(head, kind: .typealias, limit: limit))
            case .associatedtype: return .skip(next: parseSimple(head, kind: .associatedtype, limit: limit))
            case .case where owner != nil: return .skip(next: parseSimple(head, kind: .case, limit: limit))
            case .class: return parseType(head, kind: .class, limit: limit, owner: owner)
            case .struct: return parseType(head, kind: .struct, limit: limit, owner: owner)
            case .enum: return parseType(head, kind: .enum, limit: limit, owner: owner)
            case .protocol: return parseType(head, kind: .protocol, limit: limit, owner: owner)
            case .extension: return parseType(head, kind: .extension, limit: limit, owner: owner)
            default: break
            }
        } else if token.kind == .identifier, nextSigKind(j + 1, limit) == .identifier {
            if word == .actor { return parseType(head, kind: .actor, limit: limit, owner: owner) }
            if word == .macro { return .skip(next: parseSimple(head, kind: .macro, limit: limit)) }
        } else if token.kind == .poundKeyword {
            // A freestanding macro or `#warning(…)` at declaration level: skip it and its arguments.
            let next = nextSig(j + 1, limit)
            return .skip(next: next < limit && isPunct(next, UInt8(ascii: "(")) ? afterBracket(next) : j + 1)
        }
        return .skip(next: skipTail(from: j, limit: limit))
    }

    /// `class func`, `class var`, `class override func`: `class` as a modifier, not a type.
    func classIsModifier(_ j: Int, limit: Int) -> Bool {
        let next = nextSig(j + 1, limit)
        guard next < limit else { return false }
        if tokens[next].kind == .keyword { return isIntroducerOrKeywordModifier(next) }
        return isContextualModifier(next)
    }

    /// Appends the member's record (built in place: a record returned and passed on was copied
    /// and destroyed field by field); returns `end`, where the next declaration starts. The
    /// record keeps its keyword's byte offset for its line (`MemberRecordsHeader.lineStarts`).
    @discardableResult
    func makeMember(_ head: Head, kind: DeclKind, name: String, signature: String? = nil, end: Int,
                             parameters: Range<Int> = 0..<0, storage: Storage? = nil, typeName: String? = nil,
                             body: (Int, Int)? = nil, nestedType: Int? = nil, initializerStart: Int? = nil) -> Int {
        let offset = Int(tokens[min(head.keyword, tokens.count - 1)].start)  // (as `line(_:)` reads it)
        appendRecord().initialize(to: Member.Record(
            kind: kind, name: name, signature: signature, line: offset, startToken: head.start,
            endToken: end, keywordToken: head.keyword, attributes: head.attributes, modifiers: head.modifiers,
            parameters: parameters, storage: storage, typeName: typeName, bodyOpen: body?.0, bodyClose: body?.1,
            ifConfig: head.ifConfig, nestedType: nestedType, initializerStart: initializerStart, owner: head.owner))
        return end
    }
}

