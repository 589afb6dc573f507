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
        table.bytes = SDKProtocolData.bytes
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
    /// The table's bytes: the parts joined by line breaks, copied once out of the literals (a
    /// String joined and then copied to an array touched twice the memory).
    static var bytes: [UInt8] {
        let count = parts.reduce(max(parts.count - 1, 0)) { $0 + $1.utf8CodeUnitCount }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var at = 0
            for (k, part) in parts.enumerated() {
                if k > 0 {
                    base[at] = UInt8(ascii: "\n")
                    at += 1
                }
                memcpy(base + at, part.utf8Start, part.utf8CodeUnitCount)
                at += part.utf8CodeUnitCount
            }
            initialized = count
        }
    }

    /// The table as text, as the data file holds it (less its final line break).
    static var json: String { String(decoding: bytes, as: UTF8.self) }
}
