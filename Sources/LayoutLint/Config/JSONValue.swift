/// A parsed JSON value that remembers where it was written, so configuration errors can point
/// at `rules.json:12:5`.
public struct JSONNode: Sendable {
    public indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Keys in file order (duplicates are rejected by the parser).
        case object([(key: String, node: JSONNode)])
    }

    public let value: Value
    public let line: Int
    public let column: Int

    public var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public subscript(key: String) -> JSONNode? {
        guard case let .object(pairs) = value else { return nil }
        return pairs.first { $0.key == key }?.node
    }
}

public struct JSONParseError: Error, Sendable {
    public let message: String
    public let line: Int
    public let column: Int
}

/// A strict JSON parser (RFC 8259) with an explicit stack: nesting depth costs heap, not stack.
/// Nesting is capped all the same, because releasing a deeply nested value recurses.
public enum JSONParser {
    public static let maximumDepth = 512

    public static func parse(_ text: String) throws -> JSONNode { try parse(Array(text.utf8)) }

    public static func parse(_ bytes: [UInt8]) throws -> JSONNode {
        var reader = JSONReader(bytes: bytes)
        return try reader.document()
    }
}

struct JSONReader {
    let bytes: [UInt8]
    var pos = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3; lineStart = 3 }
    }

    /// An array or object under construction: where it was written, and where its items start
    /// in the reader's one list of items.
    private struct Container {
        let isObject: Bool
        let line: Int, column: Int
        let start: Int
    }

    func fail(_ message: String) -> JSONParseError {
        JSONParseError(message: message, line: line, column: pos - lineStart + 1)
    }

    mutating func skipSpace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0D: pos += 1
            case 0x0A:
                pos += 1
                line += 1
                lineStart = pos
            default: return
            }
        }
    }

    mutating func document() throws -> JSONNode {
        var stack: [Container] = []
        // The open containers' items, each in one list (an array's with an empty key), and the
        // keys read whose values are not complete: a container kept its own list and was popped,
        // appended to and pushed back, which copied the list at each item.
        var items: [(key: String, node: JSONNode)] = []
        var keys: [String] = []
        var completed: JSONNode?
        while true {
            skipSpace()
            if let node = completed {
                completed = nil
                guard let top = stack.last else {
                    guard pos == bytes.count else { throw fail("unexpected text after the end of the document") }
                    return node
                }
                items.append((top.isObject ? keys.removeLast() : "", node))
                skipSpace()
                let b = pos < bytes.count ? bytes[pos] : 0
                let closer = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if b == UInt8(ascii: ",") {
                    pos += 1
                    if top.isObject { try objectKey(items[top.start...], into: &keys) }
                    continue
                }
                guard b == closer else { throw fail("expected ',' or '\(Character(UnicodeScalar(closer)))'") }
                pos += 1
                stack.removeLast()
                completed = Self.finish(top, items[top.start...])
                items.removeSubrange(top.start...)
                continue
            }
            guard pos < bytes.count else { throw fail("unexpected end of the document") }
            let startLine = line, startColumn = pos - lineStart + 1
            switch bytes[pos] {
            case UInt8(ascii: "["):
                pos += 1
                skipSpace()
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
                    pos += 1
                    completed = JSONNode(value: .array([]), line: startLine, column: startColumn)
                } else {
                    guard stack.count < JSONParser.maximumDepth else { throw fail("nested deeper than \(JSONParser.maximumDepth) levels") }
                    stack.append(Container(isObject: false, line: startLine, column: startColumn, start: items.count))
                }
            case UInt8(ascii: "{"):
                pos += 1
                skipSpace()
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
                    pos += 1
                    completed = JSONNode(value: .object([]), line: startLine, column: startColumn)
                } else {
                    guard stack.count < JSONParser.maximumDepth else { throw fail("nested deeper than \(JSONParser.maximumDepth) levels") }
                    stack.append(Container(isObject: true, line: startLine, column: startColumn, start: items.count))
                    try objectKey(items[items.count...], into: &keys)
                }
            case UInt8(ascii: "\""):
                completed = JSONNode(value: .string(try string()), line: startLine, column: startColumn)
            default:
                completed = JSONNode(value: try scalar(), line: startLine, column: startColumn)
            }
        }
    }

    private static func finish(_ container: Container, _ items: ArraySlice<(key: String, node: JSONNode)>) -> JSONNode {
        let value: JSONNode.Value = container.isObject ? .object(Array(items)) : .array(items.map(\.node))
        return JSONNode(value: value, line: container.line, column: container.column)
    }

    /// Reads `"key":` for the object whose items so far are `pairs`, onto `keys`.
    private mutating func objectKey(_ pairs: ArraySlice<(key: String, node: JSONNode)>, into keys: inout [String]) throws {
        skipSpace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
        let key = try string()
        if pairs.contains(where: { $0.key == key }) { throw fail("duplicate key '\(key)'") }
        skipSpace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { throw fail("expected ':' after the key '\(key)'") }
        pos += 1
        keys.append(key)
    }

    private mutating func scalar() throws -> JSONNode.Value {
        for (word, value) in [("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
        where bytes[pos...].starts(with: word.utf8) {
            pos += word.utf8.count
            return value
        }
        let start = pos
        while pos < bytes.count, "+-0123456789.eE".utf8.contains(bytes[pos]) { pos += 1 }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        guard !text.isEmpty, let number = Double(text), text.first != "+" else {
            pos = start
            throw fail("expected a value (a string, number, object, array, true, false or null)")
        }
        return .number(number)
    }

    mutating func string() throws -> String {
        pos += 1
        // Most strings hold no escape: made from their bytes at once.
        let start = pos
        while pos < bytes.count, bytes[pos] != UInt8(ascii: "\""), bytes[pos] != UInt8(ascii: "\\"), bytes[pos] >= 0x20 { pos += 1 }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") {
            pos += 1
            return String(decoding: bytes[start..<pos - 1], as: UTF8.self)
        }
        var out = Array(bytes[start..<pos])
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                pos += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b < 0x20 { throw fail("control character in a string (escape it)") }
            if b == UInt8(ascii: "\\") {
                guard pos + 1 < bytes.count else { break }
                let e = bytes[pos + 1]
                pos += 2
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard pos + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[pos..<pos + 4], as: UTF8.self), radix: 16) else {
                        throw fail("invalid \\u escape")
                    }
                    pos += 4
                    out.append(contentsOf: String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                default:
                    throw fail("invalid escape '\\\(Character(UnicodeScalar(e)))'")
                }
                continue
            }
            out.append(b)
            pos += 1
        }
        throw fail("unterminated string")
    }
}
