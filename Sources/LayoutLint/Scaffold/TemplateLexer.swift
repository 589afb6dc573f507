/// A partial's parameter: `key="text"` (fixed text) or `key=path` (another name for a variable,
/// e.g. `events=viewEvents`, a list the partial loops over as `events`).
struct TemplateArgument: Equatable {
    let key: String
    let value: String
    let isText: Bool
}

/// One `{{…}}` tag of a template, with where it starts.
struct TemplateTag: Equatable {
    enum Kind: Equatable {
        /// `{{subview.name | UpperCamel}}`: the expression text, not yet parsed.
        case output(String)
        /// `{{#if x}}`, `{{#unless x}}`, `{{#each views as subview}}`.
        case open(keyword: String, argument: String)
        case elseTag
        /// `{{/if}}` and friends.
        case close(String)
        case comment
        /// `{{> name key="value"}}`: another file's contents, compiled in place. `indent` is the
        /// blank prefix of a line holding only this tag, put before every line of the partial.
        case partial(name: String, parameters: [TemplateArgument], indent: String)

        var keyword: String? {
            if case let .open(keyword, _) = self { return keyword }
            return nil
        }
    }

    let kind: Kind
    /// The file the tag is written in (a partial's own file for its tags).
    let file: String
    let line: Int
    let column: Int
    /// The tag as written, for messages.
    let text: String
}

enum TemplateToken: Equatable {
    case text(String)
    case tag(TemplateTag)
}

/// Splits a template into text and tags. A line holding only section tags, `{{else}}` and comments
/// (and spaces) disappears from the output with its line break ("standalone" lines, as in Mustache),
/// so sections can sit on lines of their own without leaving blank lines behind.
/// `\{{` writes a literal `{{`.
enum TemplateLexer {
    static let sectionKeywords = ["if", "unless", "each"]

    /// `indent` (for a partial included on a line of its own) is put before every non-empty line;
    /// columns in messages still count from the partial file's own line start.
    static func tokenize(_ text: String, file: String, indent: String = "") throws -> [TemplateToken] {
        var bytes: [UInt8] = []
        if indent.isEmpty {
            bytes = Array(text.utf8)
        } else {
            var atLineStart = true
            for b in text.utf8 {
                if atLineStart, b != 0x0A { bytes += indent.utf8 }
                bytes.append(b)
                atLineStart = b == 0x0A
            }
        }
        let shift = indent.utf8.count
        var tokens: [TemplateToken] = []
        var pieces: [TemplateToken] = []  // the current line
        var buffer: [UInt8] = []
        var line = 1, lineStart = 0, i = 0

        func flushText() {
            if !buffer.isEmpty { pieces.append(.text(String(decoding: buffer, as: UTF8.self))) }
            buffer.removeAll(keepingCapacity: true)
        }
        func finishLine() {
            flushText()
            if isStandalone(pieces) {
                // A partial alone on its line takes the line's indentation to each of its lines.
                let indent = pieces.first.flatMap { piece -> String? in if case .text(let t) = piece { return t } else { return nil } } ?? ""
                for piece in pieces {
                    guard case .tag(let tag) = piece else { continue }
                    if case let .partial(name, parameters, _) = tag.kind, !indent.contains("\n") {
                        tokens.append(.tag(TemplateTag(kind: .partial(name: name, parameters: parameters, indent: indent),
                                                       file: tag.file, line: tag.line, column: tag.column, text: tag.text)))
                    } else {
                        tokens.append(piece)
                    }
                }
            } else {
                for piece in pieces {
                    if case let .text(new) = piece, case let .text(old)? = tokens.last {
                        tokens[tokens.count - 1] = .text(old + new)
                    } else {
                        tokens.append(piece)
                    }
                }
            }
            pieces.removeAll(keepingCapacity: true)
        }

        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\"), i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "{"), bytes[i + 2] == UInt8(ascii: "{") {
                buffer += [UInt8(ascii: "{"), UInt8(ascii: "{")]
                i += 3
                continue
            }
            if b == UInt8(ascii: "{"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{") {
                flushText()
                let tagLine = line, tagColumn = max(1, i - lineStart + 1 - shift)
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == UInt8(ascii: "}") && bytes[j + 1] == UInt8(ascii: "}")) {
                    if bytes[j] == 0x0A { line += 1; lineStart = j + 1 }
                    j += 1
                }
                guard j + 1 < bytes.count else {
                    throw TemplateError(file: file, line: tagLine, column: tagColumn, message: "unclosed tag: '{{' without a matching '}}'")
                }
                let raw = String(decoding: bytes[i..<(j + 2)], as: UTF8.self)
                let content = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
                pieces.append(.tag(try tag(content, raw: raw, file: file, line: tagLine, column: tagColumn)))
                i = j + 2
                continue
            }
            buffer.append(b)
            i += 1
            if b == 0x0A {
                finishLine()
                line += 1
                lineStart = i
            }
        }
        finishLine()
        return tokens
    }

    /// A line is standalone when it has at least one tag, no output tag, and only blanks besides.
    static func isStandalone(_ pieces: [TemplateToken]) -> Bool {
        var sawTag = false
        for piece in pieces {
            switch piece {
            case .text(let text):
                if !text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }) { return false }
            case .tag(let tag):
                if case .output = tag.kind { return false }
                sawTag = true
            }
        }
        return sawTag
    }

    static func tag(_ content: String, raw: String, file: String, line: Int, column: Int) throws -> TemplateTag {
        func make(_ kind: TemplateTag.Kind) -> TemplateTag { TemplateTag(kind: kind, file: file, line: line, column: column, text: raw) }
        func fail(_ message: String) -> TemplateError { TemplateError(file: file, line: line, column: column, message: message) }
        let trimmed = trim(content)
        if trimmed.hasPrefix("!") { return make(.comment) }
        if trimmed.hasPrefix(">") {
            let (name, parameters) = try partialCall(trim(String(trimmed.dropFirst())), raw: raw, fail: fail)
            return make(.partial(name: name, parameters: parameters, indent: ""))
        }
        if trimmed.isEmpty { throw fail("empty placeholder '\(raw)'") }
        if trimmed == "else" { return make(.elseTag) }
        if let first = trimmed.first, first == "#" || first == "/" {
            let body = trimmed.dropFirst()
            let keyword = String(body.prefix { $0.isLetter })
            let argument = trim(String(body.dropFirst(keyword.count)))
            if keyword == "else", first == "#" { throw fail("'\(raw)' is written '{{else}}'") }
            guard sectionKeywords.contains(keyword) else {
                throw fail("unknown section '\(first)\(keyword)' in '\(raw)' (expected #if, #unless or #each)."
                           + Suggestion.didYouMean(keyword, sectionKeywords))
            }
            if first == "/" {
                guard argument.isEmpty else { throw fail("a closing tag takes nothing after its keyword: '{{/\(keyword)}}'") }
                return make(.close(keyword))
            }
            guard !argument.isEmpty else { throw fail("'\(raw)' needs a variable, e.g. '{{#\(keyword) views\(keyword == "each" ? " as subview" : "")}}'") }
            return make(.open(keyword: keyword, argument: argument))
        }
        return make(.output(trimmed))
    }

    /// `name key="value" other=path` → the partial's name and its parameters, in order.
    static func partialCall(_ text: String, raw: String, fail: (String) -> TemplateError) throws -> (String, [TemplateArgument]) {
        var scalars = Substring(text).unicodeScalars[...]
        func skipBlanks() { while let c = scalars.first, isBlank(c) { scalars.removeFirst() } }
        func word() -> String {
            let taken = String(String.UnicodeScalarView(scalars.prefix { $0 != "=" && $0 != "\"" && !isBlank($0) }))
            scalars = scalars.dropFirst(taken.unicodeScalars.count)
            return taken
        }
        let name = word()
        guard TemplatePartials.isValidName(name.hasPrefix("$") ? String(name.dropFirst()) : name) else {
            throw fail("'\(raw)' needs a partial's name, e.g. '{{> swift/protocol-block}}' (letters, digits, '-', '_', '/')")
        }
        var arguments: [TemplateArgument] = []
        skipBlanks()
        while !scalars.isEmpty {
            let key = word()
            guard TemplateCompiler.isIdentifier(key), scalars.first == "=" else {
                throw fail("partial parameters are written key=\"text\" or key=variable in '\(raw)'")
            }
            scalars.removeFirst()
            let argument: TemplateArgument
            if scalars.first == "\"" {
                scalars.removeFirst()
                guard let close = scalars.firstIndex(of: "\"") else { throw fail("the value of '\(key)' has no closing quote in '\(raw)'") }
                argument = TemplateArgument(key: key, value: String(String.UnicodeScalarView(scalars[..<close])), isText: true)
                scalars = scalars[scalars.index(after: close)...]
            } else {
                let path = word()
                guard !path.isEmpty else { throw fail("'\(key)=' needs a value in '\(raw)': \(key)=\"text\" or \(key)=variable") }
                argument = TemplateArgument(key: key, value: path, isText: false)
            }
            guard !arguments.contains(where: { $0.key == key }) else { throw fail("parameter '\(key)' is given twice in '\(raw)'") }
            arguments.append(argument)
            skipBlanks()
        }
        return (name, arguments)
    }

    static func trim(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isBlank($0) })!
        return String(scalars[start...end])
    }

    static func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }
}
