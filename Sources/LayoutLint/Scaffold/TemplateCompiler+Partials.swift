/// Partials: `{{> name params}}` pushes the partial's tokens on the compiler's stack of files, and
/// `{{#if parameter}}` on a text parameter is decided while compiling.
extension TemplateCompiler {
    /// `{{#if parameter}}` on a partial's parameter, its `{{else}}` and its close: decided now.
    /// Returns false for every other tag.
    mutating func handleStatic(_ tag: TemplateTag, parameters: [String: Parameter]) throws -> Bool {
        switch tag.kind {
        case let .open(keyword, argument) where keyword != "each":
            // In a partial, a plain name that is no variable is a parameter not given: false.
            let value: String
            switch parameters[argument] {
            case .text(let text)?: value = text
            case .alias?: return false
            case nil:
                guard streams.count > 1, Self.isIdentifier(argument), schema[argument] == nil, !bindings.contains(where: { $0.name == argument }) else { return false }
                value = ""
            }
            open.append(Open(keyword: keyword, tag: tag, start: -1, isStatic: true))
            if value.isEmpty != (keyword == "unless") {
                if try skipToElseOrClose(tag) { open[open.count - 1].hasElse = true } else { open.removeLast() }
            }
            return true
        case .elseTag:
            guard let top = open.last, top.isStatic else { return false }
            guard !top.hasElse else { throw fail(tag, "a second '{{else}}' in '\(top.tag.text)' (line \(top.tag.line))") }
            if try skipToElseOrClose(top.tag) { throw fail(tag, "a second '{{else}}' in '\(top.tag.text)' (line \(top.tag.line))") }
            open.removeLast()
            return true
        case .close(let keyword):
            guard let top = open.last, top.isStatic else { return false }
            guard top.keyword == keyword else {
                throw fail(tag, "'\(tag.text)' closes '\(top.tag.text)' opened at line \(top.tag.line); expected '{{/\(top.keyword)}}'")
            }
            open.removeLast()
            return true
        default:
            return false
        }
    }

    /// Skips the current stream's tokens up to the `{{else}}` (returns true, consumed) or the
    /// close (returns false, consumed) of the section `opening` began.
    mutating func skipToElseOrClose(_ opening: TemplateTag) throws -> Bool {
        let current = streams.count - 1
        var depth = 0
        while streams[current].next < streams[current].tokens.count {
            let token = streams[current].tokens[streams[current].next]
            streams[current].next += 1
            guard case .tag(let tag) = token else { continue }
            switch tag.kind {
            case .open: depth += 1
            case .elseTag where depth == 0: return true
            case .close where depth == 0: return false
            case .close: depth -= 1
            default: break
            }
        }
        throw fail(opening, "'\(opening.text)' is never closed; add '{{/\(opening.kind.keyword ?? "if")}}'")
    }

    /// Pushes a partial's tokens, after checking for a cycle in the chain of files including it.
    mutating func include(_ name: String, parameters: [TemplateArgument], indent: String, tag: TemplateTag) throws {
        guard let partials else { throw fail(tag, "partials ('\(tag.text)') are not available here") }
        var name = name
        if name.hasPrefix("$") {
            // `{{> $stub}}`: the partial named by a text parameter.
            guard case .text(let named)? = streams.last?.parameters[String(name.dropFirst())] else {
                throw fail(tag, "'\(tag.text)' names the partial given as parameter '\(name.dropFirst())', which is not given as text")
            }
            name = named
        }
        guard let found = partials.lookup(name) else {
            throw fail(tag, "no partial named '\(name)' (looked for \(partials.candidates(for: name).joined(separator: ", ")))."
                       + Suggestion.didYouMean(name, partials.names()))
        }
        let chain = streams.map(\.file)
        if chain.contains(found.file) {
            throw fail(tag, "partial '\(name)' includes itself: \((chain + [found.file]).joined(separator: " → "))")
        }
        guard streams.count <= Self.maximumPartialDepth else {
            throw fail(tag, "partials nest deeper than \(Self.maximumPartialDepth): \(chain.joined(separator: " → "))")
        }
        var scope = streams.last?.parameters ?? [:]
        for argument in parameters {
            if argument.isText {
                scope[argument.key] = .text(argument.value)
            } else {
                let (expression, type) = try resolve(argument.value, tag: tag, allowTransforms: false)
                scope[argument.key] = .alias(expression, type)
            }
        }
        let tokens = try TemplateLexer.tokenize(found.text, file: found.file, indent: indent)
        streams.append(Stream(tokens: tokens, call: tag, file: found.file, openAtStart: open.count, parameters: scope))
        if !included.contains(name) { included.append(name) }
    }
}
