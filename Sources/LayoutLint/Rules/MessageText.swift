/// A finding's message, written with string interpolation but built as UTF-8 bytes and made a
/// String once: a String interpolation appends piece by piece to a String that starts small and
/// grows (~500 instructions a piece; misplaced-member's messages cost ~3 % of the rules).
struct MessageText: ExpressibleByStringInterpolation, Sendable {
    private(set) var bytes: [UInt8]

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + interpolationCount * 24)
        }

        // From the String's own buffer: appending its `utf8` view cost ~190 instructions a piece.
        mutating func appendLiteral(_ literal: String) { literal.withUTF8Bytes { bytes.append(contentsOf: $0) } }
        mutating func appendInterpolation(_ text: String) { text.withUTF8Bytes { bytes.append(contentsOf: $0) } }
        mutating func appendInterpolation(_ text: MessageText) { bytes.append(contentsOf: text.bytes) }
        mutating func appendInterpolation(_ number: Int) { bytes.appendDecimal(number) }
    }

    init(stringLiteral literal: String) { bytes = Array(literal.utf8) }
    init(stringInterpolation: StringInterpolation) { bytes = stringInterpolation.bytes }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    static func + (lhs: MessageText, rhs: MessageText) -> MessageText {
        var sum = lhs
        sum += rhs
        return sum
    }

    static func += (lhs: inout MessageText, rhs: MessageText) { lhs.bytes.append(contentsOf: rhs.bytes) }
}

extension Collection where Element == String {
    /// `joined(separator:)`, written into one byte buffer: the standard library's, not specialised
    /// for the rules' lists, looked the collection's associated types up at run time (~3,000
    /// instructions a message, and ~200,000 the first time).
    func joinedText(separator: String) -> String {
        var bytes: [UInt8] = []
        var first = true
        for part in self {
            if !first { separator.withUTF8Bytes { bytes.append(contentsOf: $0) } }
            first = false
            part.withUTF8Bytes { bytes.append(contentsOf: $0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
