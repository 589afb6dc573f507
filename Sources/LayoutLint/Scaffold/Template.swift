/// A compiled template: parse once, render with different values.
///
/// The language (documented in `Templates/README.md`):
/// - `{{screen}}`, `{{subview.name | UpperCamel}}`: a text value, optionally case-transformed;
/// - `{{#if x}}…{{else}}…{{/if}}`, `{{#unless x}}…{{/unless}}`: sections on a value's truthiness;
/// - `{{#each views as subview}}…{{else}}…{{/each}}`: a loop, with `@index`, `@first`, `@last`;
/// - `{{> name}}`: the partial `_partials/name.tmpl`, compiled in place with the current context;
/// - `{{! comment }}`, and `\{{` for a literal `{{`.
public struct Template: Sendable {
    public let file: String
    let program: [TemplateInstruction]
    /// The partials it includes, directly or not, in the order first met.
    public let partialsUsed: [String]

    public init(_ text: String, file: String, schema: [String: TemplateType], partials: TemplatePartials? = nil) throws {
        self.file = file
        (program, partialsUsed) = try TemplateCompiler.compile(text, file: file, schema: schema, partials: partials)
    }

    private struct Frame {
        let items: [[String: TemplateValue]]
        var index = 0
    }

    /// Renders with `values` (which must match the schema the template was compiled with).
    public func render(_ values: [String: TemplateValue]) throws -> String {
        var out = ""
        var frames: [Frame] = []
        var pc = 0
        func value(_ e: TemplateExpression) throws -> TemplateValue {
            let found: TemplateValue?
            switch e.root {
            case .global(let name):
                found = values[name]
            case let .loopField(depth, field):
                let frame = frames[depth]
                found = frame.items[frame.index][field]
            case let .loopMeta(depth, meta):
                let frame = frames[depth]
                switch meta {
                case .index: found = .string(String(frame.index))
                case .first: found = .bool(frame.index == 0)
                case .last: found = .bool(frame.index == frame.items.count - 1)
                }
            case .constant(let text):
                found = .string(text)
            }
            guard let found else {
                throw TemplateError(file: e.file, line: e.line, column: e.column, message: "no value for '\(e.text)'")
            }
            return found
        }
        while pc < program.count {
            switch program[pc] {
            case .text(let text):
                out += text
                pc += 1
            case .output(let e):
                guard case var .string(text) = try value(e) else {
                    throw TemplateError(file: e.file, line: e.line, column: e.column, message: "'\(e.text)' is not text")
                }
                for transform in e.transforms { text = transform.apply(text) }
                out += text
                pc += 1
            case let .branch(e, jumpWhen, target):
                pc = try value(e).isTruthy == jumpWhen ? target : pc + 1
            case .jump(let target):
                pc = target
            case let .loopBegin(e, emptyTarget):
                guard case let .list(items) = try value(e) else {
                    throw TemplateError(file: e.file, line: e.line, column: e.column, message: "'\(e.text)' is not a list")
                }
                if items.isEmpty {
                    pc = emptyTarget
                } else {
                    frames.append(Frame(items: items))
                    pc += 1
                }
            case .loopNext(let begin):
                frames[frames.count - 1].index += 1
                if frames[frames.count - 1].index < frames[frames.count - 1].items.count {
                    pc = begin + 1
                } else {
                    frames.removeLast()
                    pc += 1
                }
            }
        }
        return out
    }
}
