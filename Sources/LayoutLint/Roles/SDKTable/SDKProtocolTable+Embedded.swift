#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The table every run shares, put together from the generated index (`SDKProtocolData+Index.swift`,
/// `SDKProtocolData+Requirements.swift`): reading the whole JSON for it at each start-up cost ~6M
/// instructions (a few hundred protocols walked, ~1,500 requirement names hashed and sorted), the
/// cost of linting a few files. A protocol's entry is still decoded from the bytes when first asked for.
extension SDKProtocolTable {
    static func embedded() -> SDKProtocols.Table {
        var table = SDKProtocols.Table()
        table.shared = true
        table.embedded = true
        table.offsets = SDKProtocolData.offsets
        table.byName.reserveCapacity(SDKProtocolData.names.count)
        for (index, name) in SDKProtocolData.names.enumerated() { table.byName[name] = index }
        table.requirementKeys = SDKProtocolData.requirementKeys
        table.requirementOwners = SDKProtocolData.requirementOwners
        table.classes.reserveCapacity(SDKProtocolData.classes.count)
        for (name, listed) in SDKProtocolData.classes { table.classes[name] = SDKProtocols.ClassFacts(listed: listed) }
        return table
    }
}

extension SDKProtocols.ClassFacts {
    /// A class as the data file lists it: `[superclass (empty for none), adopted protocol, ...]`.
    init(listed names: [String]) {
        self.init(superclass: names.first.flatMap { $0.isEmpty ? nil : $0 }, adopts: Array(names.dropFirst()))
    }
}

extension SDKProtocolData {
    /// The length of the table's text: the parts joined by line breaks.
    static var byteCount: Int { parts.reduce(max(parts.count - 1, 0)) { $0 + $1.utf8CodeUnitCount } }

    /// The table's bytes.
    static var bytes: [UInt8] { bytes(in: 0..<byteCount) }

    /// The table's bytes in `range` (within `0..<byteCount`), copied out of the literals once:
    /// parts and the line breaks between them.
    static func bytes(in range: Range<Int>) -> [UInt8] {
        // Every byte of the range is written below only when it lies within the text.
        precondition(range.lowerBound >= 0 && range.upperBound <= byteCount, "a range of the SDK table's text")
        return [UInt8](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var partStart = 0
            for (k, part) in parts.enumerated() {
                if k > 0, range.contains(partStart - 1) { base[partStart - 1 - range.lowerBound] = UInt8(ascii: "\n") }
                let partEnd = partStart + part.utf8CodeUnitCount
                let from = max(range.lowerBound, partStart), to = min(range.upperBound, partEnd)
                if from < to { memcpy(base + (from - range.lowerBound), part.utf8Start + (from - partStart), to - from) }
                partStart = partEnd + 1
            }
            initialized = range.count
        }
    }

    /// The table as text, as the data file holds it (less its final line break).
    static var json: String { String(decoding: bytes, as: UTF8.self) }
}
