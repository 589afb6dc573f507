/// One movable piece of a type body: a member (or members sharing lines, or a whole `#if`
/// block) with the comments directly above it, as whole lines of the source.
struct BodyUnit {
    /// Byte range: from the first line's start to past the last line's break.
    var bytes: Range<Int>
    /// Indices into the part's `TypeDecl.members`.
    var members: [Int]
    var isIfBlock: Bool
    /// Whether the original had a blank line (or a MARK) between the previous unit and this one.
    var separatedFromPrevious: Bool
}

/// A type body cut into units, the MARK lines between them (dropped on rewrite), and the
/// comments that belong to no member (kept at the top or bottom).
struct BodyLayout {
    let part: Int
    /// The bytes the rewrite replaces: after the line holding `{`, up to the line holding `}`.
    let inner: Range<Int>
    var units: [BodyUnit] = []
    var prefix: Range<Int>?
    var suffix: Range<Int>?
    var leadingBlank = false
    /// A body sharing a line with its braces: never rewritten.
    var isSealed = false
    var trailingBlank = false
    /// Indentation of the body's members (the first unit's).
    var indent: [UInt8] = []

    enum Failure: Error { case reason(String) }

    /// An atom: whole lines holding one member, comment, directive or MARK.
    private struct Atom {
        enum Kind { case member, comment, mark, directiveOpen, directiveMiddle, directiveClose }
        var bytes: Range<Int>
        var kinds: [Kind]
        var members: [Int]
    }

    /// Cuts a body; fails (with a reason for the user) on layouts it cannot rewrite safely.
    static func cut(_ outline: Outline, part: Int) throws(Failure) -> BodyLayout {
        let type = outline.types[part]
        let tokens = outline.tokens, file = outline.file
        guard type.bodyClose < tokens.count, type.bodyOpen < type.bodyClose else { throw .reason("its body is not closed") }
        let open = tokens[type.bodyOpen], close = tokens[type.bodyClose]
        let headerEnd = lineEnd(file, after: Int(open.end))
        let closeLine = lineStart(file, of: Int(close.start))
        guard headerEnd <= closeLine, onlySpace(file, closeLine..<Int(close.start)) else {
            // `extension X: P {}` or a one-line body: left as written, and nothing moves in.
            var sealed = BodyLayout(part: part, inner: Int(close.start)..<Int(close.start))
            sealed.isSealed = true
            return sealed
        }
        var layout = BodyLayout(part: part, inner: headerEnd..<closeLine)
        if headerEnd == closeLine { return layout }

        let memberAt = Dictionary(type.members.enumerated().map { ($1.startToken, $0) }, uniquingKeysWith: { a, _ in a })
        let markTokens = Set(outline.marks.lazy.filter { $0.owner == part }.map(\.token))
        var atoms: [Atom] = []
        var k = type.bodyOpen + 1
        while k < type.bodyClose, Int(tokens[k].start) < headerEnd { k += 1 }
        while k < type.bodyClose {
            let token = tokens[k]
            var atom: Atom
            if let index = memberAt[k] {
                let end = max(type.members[index].endToken, k + 1)
                atom = Atom(bytes: lineStart(file, of: Int(token.start))..<lineEnd(file, after: Int(tokens[end - 1].end)),
                            kinds: [.member], members: [index])
                k = end
            } else {
                switch token.kind {
                case .whitespace, .newline:
                    k += 1
                    continue
                case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                    atom = Atom(bytes: lineStart(file, of: Int(token.start))..<lineEnd(file, after: Int(token.end)),
                                kinds: [markTokens.contains(k) ? .mark : .comment], members: [])
                case .poundKeyword where markTokens.contains(k):
                    // Objective-C's `#pragma mark - Title` is a directive token, a MARK all the same.
                    atom = Atom(bytes: lineStart(file, of: Int(token.start))..<lineEnd(file, after: Int(token.end)),
                                kinds: [.mark], members: [])
                case .poundKeyword:
                    // Objective-C keeps a whole directive in one token (`#ifdef DEBUG`): its first word decides.
                    let word = String(file.text(token).prefix { $0 != " " && $0 != "\t" && $0 != "(" })
                    let kind: Atom.Kind
                    switch word {
                    case "#if", "#ifdef", "#ifndef": kind = .directiveOpen
                    case "#elseif", "#elif", "#else": kind = .directiveMiddle
                    case "#endif": kind = .directiveClose
                    default: throw .reason("\(word) at line \(file.line(of: Int(token.start))) is not a declaration the fixer can move")
                    }
                    // The condition runs to the end of the line.
                    var last = k
                    while last + 1 < type.bodyClose, tokens[last + 1].kind != .newline { last += 1 }
                    atom = Atom(bytes: lineStart(file, of: Int(token.start))..<lineEnd(file, after: Int(tokens[last].end)),
                                kinds: [kind], members: [])
                    k = last
                default:
                    if file.tokenIs(token, ";") {
                        atom = Atom(bytes: lineStart(file, of: Int(token.start))..<lineEnd(file, after: Int(token.end)), kinds: [.comment], members: [])
                    } else {
                        throw .reason("'\(file.text(token))' at line \(file.line(of: Int(token.start))) is not part of a declaration")
                    }
                }
                k += 1
            }
            // Only input the outline reads past a body's end (a member running beyond its type's
            // closing brace) gives a line past the body: such a body is not rewritten.
            guard atom.bytes.upperBound <= closeLine else {
                throw .reason("the declaration at line \(file.line(of: atom.bytes.lowerBound)) runs past the body's end; check that its brackets and strings close")
            }
            // Atoms sharing a line are one: a trailing comment, two declarations on a line.
            if let last = atoms.last, atom.bytes.lowerBound < last.bytes.upperBound {
                atoms[atoms.count - 1].bytes = last.bytes.lowerBound..<max(last.bytes.upperBound, atom.bytes.upperBound)
                atoms[atoms.count - 1].kinds += atom.kinds
                atoms[atoms.count - 1].members += atom.members
            } else {
                atoms.append(atom)
            }
        }
        try layout.group(atoms, file: file)
        return layout
    }

    /// Groups atoms into units: `#if` blocks whole, comments with the member below them, and
    /// comments above a MARK with the unit before it.
    private mutating func group(_ atoms: [Atom], file: SourceFile) throws(Failure) {
        var pending: Range<Int>?        // comments waiting for the member below them
        var pendingSeparated = false
        var separated = false           // a blank line or MARK since the previous unit
        var previousEnd = inner.lowerBound
        var depth = 0
        for atom in atoms {
            let blankBefore = Self.hasBlankLine(file, previousEnd..<atom.bytes.lowerBound)
            if atom.kinds.count > 1, atom.kinds.contains(where: { $0 != .member && $0 != .comment }) {
                throw .reason("line \(file.line(of: atom.bytes.lowerBound)) mixes a MARK or #if with code")
            }
            previousEnd = atom.bytes.upperBound
            if depth > 0 {
                if atom.kinds[0] == .directiveOpen { depth += 1 }
                if atom.kinds[0] == .directiveClose { depth -= 1 }
                units[units.count - 1].members += atom.members
                units[units.count - 1].bytes = units[units.count - 1].bytes.lowerBound..<atom.bytes.upperBound
                continue
            }
            if blankBefore { separated = true }
            switch atom.kinds[0] {
            case .mark:
                if let comments = pending { attachAbove(comments) }
                pending = nil
                separated = true
            case .comment:
                if pending == nil { pendingSeparated = separated }
                pending = (pending?.lowerBound ?? atom.bytes.lowerBound)..<atom.bytes.upperBound
            case .member, .directiveOpen:
                units.append(BodyUnit(bytes: (pending?.lowerBound ?? atom.bytes.lowerBound)..<atom.bytes.upperBound,
                                      members: atom.members, isIfBlock: atom.kinds[0] == .directiveOpen,
                                      separatedFromPrevious: pending == nil ? separated : pendingSeparated))
                pending = nil
                separated = false
                if atom.kinds[0] == .directiveOpen { depth = 1 }
            case .directiveMiddle, .directiveClose:
                throw .reason("an unbalanced #if at line \(file.line(of: atom.bytes.lowerBound))")
            }
        }
        if depth != 0 { throw .reason("an #if block that does not end in the body") }
        if let comments = pending { suffix = comments }
        if let first = atoms.first { leadingBlank = Self.hasBlankLine(file, inner.lowerBound..<first.bytes.lowerBound) }
        if let last = atoms.last { trailingBlank = Self.hasBlankLine(file, last.bytes.upperBound..<inner.upperBound) }
        if let first = units.first { indent = Array(file.bytes[first.bytes].prefix { $0 == 0x20 || $0 == 0x09 }) }
    }

    /// Comments followed by a MARK belong to what is above them (or the top of the body).
    private mutating func attachAbove(_ comments: Range<Int>) {
        if units.isEmpty {
            prefix = (prefix?.lowerBound ?? comments.lowerBound)..<comments.upperBound
        } else {
            units[units.count - 1].bytes = units[units.count - 1].bytes.lowerBound..<comments.upperBound
        }
    }

    // MARK: - Lines

    static func lineStart(_ file: SourceFile, of offset: Int) -> Int { file.lineStarts[file.line(of: offset) - 1] }

    /// Past the line break of the line holding `offset - 1` (the end of a token).
    static func lineEnd(_ file: SourceFile, after offset: Int) -> Int {
        let line = file.line(of: max(offset - 1, 0))
        return line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count
    }

    static func onlySpace(_ file: SourceFile, _ range: Range<Int>) -> Bool {
        range.allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(file.bytes[$0]) }
    }

    /// Whether the whole lines in `range` include one holding only white space.
    static func hasBlankLine(_ file: SourceFile, _ range: Range<Int>) -> Bool {
        var lineHasText = false
        var i = range.lowerBound
        while i < range.upperBound {
            let b = file.bytes[i]
            if b == 0x0A || b == 0x0D {
                if !lineHasText { return true }
                if b == 0x0D, i + 1 < range.upperBound, file.bytes[i + 1] == 0x0A { i += 1 }
                lineHasText = false
            } else if b != 0x20 && b != 0x09 {
                lineHasText = true
            }
            i += 1
        }
        return false
    }
}
