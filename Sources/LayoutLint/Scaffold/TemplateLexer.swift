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
    }

    let kind: Kind
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

    static func tokenize(_ text: String, file: String) throws -> [TemplateToken] {
        let bytes = Array(text.utf8)
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
                tokens += pieces.filter { if case .tag = $0 { return true } else { return false } }
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
                let tagLine = line, tagColumn = i - lineStart + 1
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
        func make(_ kind: TemplateTag.Kind) -> TemplateTag { TemplateTag(kind: kind, line: line, column: column, text: raw) }
        func fail(_ message: String) -> TemplateError { TemplateError(file: file, line: line, column: column, message: message) }
        let trimmed = trim(content)
        if trimmed.hasPrefix("!") { return make(.comment) }
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

    static func trim(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isBlank($0) })!
        return String(scalars[start...end])
    }

    static func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }
}
