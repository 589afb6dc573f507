/// A placeholder's value source, resolved when the template is compiled.
struct TemplateExpression: Equatable {
    enum Root: Equatable {
        case global(String)
        /// The current item of the loop at this depth (0 = outermost), then a field of it.
        case loopField(depth: Int, field: String)
        case loopMeta(depth: Int, Meta)
        /// A partial's parameter: text fixed where the partial is included.
        case constant(String)
    }

    enum Meta: String, Equatable {
        case index = "@index", first = "@first", last = "@last"
    }

    let root: Root
    let transforms: [CaseTransform]
    let text: String
    let file: String
    let line: Int
    let column: Int
}

/// A template compiled to a flat program: sections become jumps, so neither compiling nor
/// rendering recurses, however deeply a template nests its sections.
enum TemplateInstruction: Equatable {
    case text(String)
    case output(TemplateExpression)
    /// Jumps to `target` when the value's truthiness equals `jumpWhen`.
    case branch(TemplateExpression, jumpWhen: Bool, target: Int)
    case jump(Int)
    /// Starts a loop over a list; an empty list jumps to `emptyTarget`.
    case loopBegin(TemplateExpression, emptyTarget: Int)
    /// Moves to the next item (back to `begin + 1`) or ends the loop.
    case loopNext(begin: Int)
}

/// Compiles tokens against the variables' types: an unknown placeholder, a section that is never
/// closed, or a value used the wrong way is an error at its file and line. Partials (`{{> name}}`)
/// are compiled in place, in the current context, from an explicit stack (no recursion).
struct TemplateCompiler {
    let file: String
    let schema: [String: TemplateType]
    let partials: TemplatePartials?

    struct Open {
        let keyword: String
        let tag: TemplateTag
        let start: Int
        var elseJump: Int?
        var hasElse = false
        var bindsLoop = false
        /// On a partial's parameter: decided while compiling; the part not taken is never compiled,
        /// so it may name variables only some templates have.
        var isStatic = false
    }

    /// A file being compiled: the template itself, or a partial included from it.
    struct Stream {
        let tokens: [TemplateToken]
        var next = 0
        /// For a partial: its tag in the including file, its file, and the sections open when it began.
        let call: TemplateTag?
        let file: String
        let openAtStart: Int
        let parameters: [String: Parameter]
    }

    /// A partial's parameter as compiled: fixed text, or where the variable it names comes from.
    enum Parameter {
        case text(String)
        case alias(TemplateExpression, TemplateType)
    }

    /// Partials nest at most this deep, cycles or not: a guard against runaway chains.
    static let maximumPartialDepth = 32

    var program: [TemplateInstruction] = []
    var open: [Open] = []
    /// Loop variables in scope, outermost first, with their items' fields.
    var bindings: [(name: String, fields: [String: TemplateType])] = []
    var streams: [Stream] = []
    var included: [String] = []

    init(file: String, schema: [String: TemplateType], partials: TemplatePartials?) {
        self.file = file
        self.schema = schema
        self.partials = partials
    }

    /// The program, and the names of the partials it includes (for `scaffold --explain`).
    static func compile(_ text: String, file: String, schema: [String: TemplateType],
                        partials: TemplatePartials? = nil) throws -> (program: [TemplateInstruction], partials: [String]) {
        var compiler = TemplateCompiler(file: file, schema: schema, partials: partials)
        let program = try compiler.run(try TemplateLexer.tokenize(text, file: file))
        return (program, compiler.included)
    }

    func fail(_ tag: TemplateTag, _ message: String) -> TemplateError {
        TemplateError(file: tag.file, line: tag.line, column: tag.column, message: message)
    }

    private mutating func run(_ tokens: [TemplateToken]) throws -> [TemplateInstruction] {
        streams = [Stream(tokens: tokens, call: nil, file: file, openAtStart: 0, parameters: [:])]
        while var stream = streams.popLast() {
            guard stream.next < stream.tokens.count else {
                if open.count > stream.openAtStart, let unclosed = open.last {
                    throw fail(unclosed.tag, "'\(unclosed.tag.text)' is never closed; add '{{/\(unclosed.keyword)}}'")
                }
                continue
            }
            let token = stream.tokens[stream.next]
            stream.next += 1
            streams.append(stream)
            switch token {
            case .text(let text):
                program.append(.text(text))
            case .tag(let tag):
                if case let .partial(name, parameters, indent) = tag.kind {
                    try include(name, parameters: parameters, indent: indent, tag: tag)
                } else {
                    if case .close = tag.kind, open.count <= stream.openAtStart, let call = stream.call {
                        throw fail(tag, "'\(tag.text)' closes a section this partial did not open (it is included at \(call.file):\(call.line))")
                    }
                    if case .elseTag = tag.kind, open.count <= stream.openAtStart, stream.call != nil {
                        throw fail(tag, "'{{else}}' outside of any section of this partial")
                    }
                    if try !handleStatic(tag, parameters: stream.parameters) { try handle(tag) }
                }
            }
        }
        return program
    }

    mutating func handle(_ tag: TemplateTag) throws {
        switch tag.kind {
        case .comment, .partial:
            return
        case .output(let text):
            let (expression, type) = try resolve(text, tag: tag, allowTransforms: true)
            guard type == .string else {
                let hint = type == .bool ? "test it with '{{#if \(text)}}…{{/if}}'" : "loop over it with '{{#each \(text) as item}}…{{/each}}'"
                throw fail(tag, "'\(text)' is \(type.description), not text; \(hint)")
            }
            program.append(.output(expression))
        case let .open(keyword, argument):
            if keyword == "each" {
                let parts = argument.components(separatedByWord: " as ")
                guard parts.count == 2, Self.isIdentifier(parts[1]) else {
                    throw fail(tag, "write '{{#each LIST as NAME}}', e.g. '{{#each views as subview}}'")
                }
                let (expression, type) = try resolve(parts[0], tag: tag, allowTransforms: false)
                guard case let .list(fields) = type else { throw fail(tag, "'\(parts[0])' is \(type.description), not a list; only lists can be looped over") }
                open.append(Open(keyword: keyword, tag: tag, start: program.count, bindsLoop: true))
                program.append(.loopBegin(expression, emptyTarget: -1))
                bindings.append((parts[1], fields))
            } else {
                let (expression, _) = try resolve(argument, tag: tag, allowTransforms: false)
                open.append(Open(keyword: keyword, tag: tag, start: program.count))
                program.append(.branch(expression, jumpWhen: keyword == "unless", target: -1))
            }
        case .elseTag:
            guard var top = open.popLast() else { throw fail(tag, "'{{else}}' outside of any section") }
            guard !top.hasElse else { throw fail(tag, "a second '{{else}}' in '\(top.tag.text)' (line \(top.tag.line))") }
            top.hasElse = true
            if top.keyword == "each" {
                program.append(.loopNext(begin: top.start))
                bindings.removeLast()
                top.bindsLoop = false
                top.elseJump = program.count
                program.append(.jump(-1))
                patch(top.start, to: program.count)
            } else {
                top.elseJump = program.count
                program.append(.jump(-1))
                patch(top.start, to: program.count)
            }
            open.append(top)
        case .close(let keyword):
            guard let top = open.popLast() else { throw fail(tag, "'\(tag.text)' has no matching '{{#\(keyword) …}}'") }
            guard top.keyword == keyword else {
                throw fail(tag, "'\(tag.text)' closes '\(top.tag.text)' opened at line \(top.tag.line); expected '{{/\(top.keyword)}}'")
            }
            if let jump = top.elseJump {
                patch(jump, to: program.count)
            } else if keyword == "each" {
                program.append(.loopNext(begin: top.start))
                patch(top.start, to: program.count)
            } else {
                patch(top.start, to: program.count)
            }
            if top.bindsLoop { bindings.removeLast() }
        }
    }

    private mutating func patch(_ index: Int, to target: Int) {
        switch program[index] {
        case let .branch(e, jumpWhen, _): program[index] = .branch(e, jumpWhen: jumpWhen, target: target)
        case let .loopBegin(e, _): program[index] = .loopBegin(e, emptyTarget: target)
        case .jump: program[index] = .jump(target)
        default: break
        }
    }

    /// Resolves `path | transform | …` to where its value comes from and its type.
    func resolve(_ text: String, tag: TemplateTag, allowTransforms: Bool) throws -> (TemplateExpression, TemplateType) {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map { TemplateLexer.trim(String($0)) }
        let path = parts[0]
        var transforms: [CaseTransform] = []
        for name in parts.dropFirst() {
            guard allowTransforms else { throw fail(tag, "case transforms only apply to placeholders that write text, not to '\(tag.text)'") }
            guard let transform = CaseTransform(rawValue: name) else {
                let known = CaseTransform.allCases.map(\.rawValue)
                throw fail(tag, "unknown case transform '\(name)' (known: \(known.joined(separator: ", ")))." + Suggestion.didYouMean(name, known))
            }
            transforms.append(transform)
        }
        func expression(_ root: TemplateExpression.Root) -> TemplateExpression {
            TemplateExpression(root: root, transforms: transforms, text: path, file: tag.file, line: tag.line, column: tag.column)
        }
        if path.hasPrefix("@") {
            guard let meta = TemplateExpression.Meta(rawValue: path) else {
                throw fail(tag, "unknown placeholder '\(path)' (loops define @index, @first and @last)")
            }
            guard !bindings.isEmpty else { throw fail(tag, "'\(path)' is only defined inside '{{#each …}}'") }
            let type: TemplateType = meta == .index ? .string : .bool
            if !transforms.isEmpty, type != .string { throw fail(tag, "'\(path)' is a boolean; case transforms apply to text") }
            return (expression(.loopMeta(depth: bindings.count - 1, meta)), type)
        }
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.allSatisfy(Self.isIdentifier) else { throw fail(tag, "'\(tag.text)' is not a placeholder: expected a name such as 'screen' or 'subview.name'") }
        if let depth = bindings.lastIndex(where: { $0.name == components[0] }) {
            let fields = bindings[depth].fields
            guard components.count == 2 else {
                throw fail(tag, components.count == 1
                    ? "'\(path)' is one item of a list; name one of its fields: \(fields.keys.sorted().map { path + "." + $0 }.joined(separator: ", "))"
                    : "unknown placeholder '\(path)': '\(components[0]).\(components[1])' has no fields")
            }
            guard let type = fields[components[1]] else {
                throw fail(tag, "unknown placeholder '\(path)'." + Suggestion.didYouMean(components[1], fields.keys.sorted()).replacingFirstQuote(with: "'\(components[0]).")
                            + " Fields of '\(components[0])': \(fields.keys.sorted().joined(separator: ", ")).")
            }
            if !transforms.isEmpty, type != .string { throw fail(tag, "'\(path)' is \(type.description); case transforms apply to text") }
            return (expression(.loopField(depth: depth, field: components[1])), type)
        }
        if components.count == 1, let parameter = streams.last?.parameters[path] {
            switch parameter {
            case .text(let value):
                return (expression(.constant(value)), .string)
            case let .alias(aliased, type):
                if !transforms.isEmpty, type != .string { throw fail(tag, "'\(path)' is \(type.description); case transforms apply to text") }
                return (TemplateExpression(root: aliased.root, transforms: transforms, text: path, file: tag.file, line: tag.line, column: tag.column), type)
            }
        }
        guard let type = schema[components[0]] else {
            let candidates = schema.keys.sorted() + bindings.map(\.name) + (streams.last?.parameters.keys.sorted() ?? [])
            throw fail(tag, "unknown placeholder '\(path)'." + Suggestion.didYouMean(components[0], candidates))
        }
        guard components.count == 1 else {
            throw fail(tag, "unknown placeholder '\(path)': '\(components[0])' is \(type.description) and has no fields"
                       + (type == .string || type == .bool ? "" : "; loop over it with '{{#each \(components[0]) as item}}'"))
        }
        if !transforms.isEmpty, type != .string { throw fail(tag, "'\(path)' is \(type.description); case transforms apply to text") }
        return (expression(.global(components[0])), type)
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}

extension String {
    /// Splits at every occurrence of `separator` (a whole substring), trimming each part.
    func components(separatedByWord separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(ofText: separator) {
            parts.append(TemplateLexer.trim(String(rest[..<range.lowerBound])))
            rest = rest[range.upperBound...]
        }
        parts.append(TemplateLexer.trim(String(rest)))
        return parts
    }

    /// `" Did you mean 'name'?"` → `" Did you mean 'subview.name'?"`.
    fileprivate func replacingFirstQuote(with prefix: String) -> String {
        guard let quote = firstIndex(of: "'") else { return self }
        return String(self[..<quote]) + prefix + String(self[index(after: quote)...])
    }
}

extension Substring {
    /// The first range of `needle`, compared as UTF-8 (no Foundation).
    func firstRange(ofText needle: String) -> Range<Index>? {
        let n = Array(needle.utf8)
        guard !n.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].utf8.starts(with: n) {
                let end = self.utf8.index(i, offsetBy: n.count)
                return i..<end
            }
            i = index(after: i)
        }
        return nil
    }
}
