#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names across the language boundary, for protocols the project declares in one language and
/// a class adopts in the other. The SDK table records both names; a project protocol has only
/// its own language's, so the other is derived here.
extension ObjCSelector {
    /// The Swift full name the importer would most likely give `selector`:
    /// `tableView:didSelectRowAtIndexPath:` → `tableView(_:didSelectRowAt:)`,
    /// `numberOfSectionsInTableView:` → `numberOfSections(in:)`, `initWithStyle:` → `init(style:)`,
    /// `reload` → `reload()`.
    ///
    /// An approximation: the importer prunes words that repeat a parameter's type
    /// (`…AtIndexPath` for an `NSIndexPath *`), and the index keeps selectors, not types. Here
    /// only `IndexPath` and `Index` after a preposition are pruned, and a first piece split at a
    /// preposition keeps the preposition alone as its label. Callers also match on `looseKey`
    /// (base name and argument count), which holds whenever the base name is right.
    static func swiftName(of selector: String) -> String {
        var pieces = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count > 1 else { return selector + "()" }
        pieces.removeLast()  // after the last colon
        let first = pieces[0]
        var base = swiftBaseName(selector)
        var labels: [String] = []
        if base == "init", isInitializer(selector) {
            let rest = first.dropFirst(4)
            let label = rest.hasPrefix("With") ? rest.dropFirst(4) : rest
            labels.append(label.isEmpty ? "_" : lowercasedFirst(String(label)))
        } else if base.count < first.count {
            let rest = first.dropFirst(base.count)
            let preposition = prepositions.first { rest.hasPrefix($0) } ?? String(rest)
            labels.append(preposition == "With" && rest.count > 4 ? lowercasedFirst(String(rest.dropFirst(4))) : lowercasedFirst(preposition))
        } else {
            base = first
            labels.append("_")
        }
        for piece in pieces.dropFirst() {
            labels.append(piece.isEmpty ? "_" : pruned(piece))
        }
        return base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// `didSelectRowAtIndexPath` → `didSelectRowAt`, `clickedButtonAtIndex` → `clickedButtonAt`.
    static func pruned(_ label: String) -> String {
        for suffix in ["IndexPath", "Index"] where label.hasSuffix(suffix) {
            let stem = String(label.dropLast(suffix.count))
            if prepositions.contains(where: { stem.hasSuffix($0) }) { return stem }
        }
        return label
    }

    /// The selectors a Swift requirement has in Objective-C when its protocol is `@objc`:
    /// `cell(_:didTap:)` → `cell:didTap:`, `select(item:)` → `selectWithItem:`, `init(frame:)` →
    /// `initWithFrame:`, `reload()` → `reload`; a property `title` → `title` and `setTitle:`.
    static func selectors(ofSwiftName name: String) -> [String] {
        guard let open = name.firstIndex(of: "(") else {
            guard !name.isEmpty else { return [] }
            return [name, "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"]
        }
        let base = String(name[..<open])
        let labels = name[name.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
        guard let first = labels.first else { return [base] }
        var selector = base
        if first != "_" { selector += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return [selector]
    }

    /// Base name and argument count, the part of a Swift name that survives every importer
    /// rule: `tableView/2` for `tableView(_:didSelectRowAt:)`; `reload/0` for both `reload()` and
    /// the property-like `reload`.
    static func looseKey(ofSwiftName name: String) -> String {
        // ASCII names (nearly all) are cut at the `(` byte: a Character search cost ~5,000
        // instructions a call, ~3 % of a lint (it runs for each member no requirement names exactly).
        // One pass over contiguous bytes: counting, the ASCII test and the search were three
        // passes of ~2,000 instructions together, run for most members of a checked type.
        let scan = name.withUTF8Bytes { bytes -> (colons: Int, open: Int?, ascii: Bool) in
            var colons = 0, open: Int?, high: UInt8 = 0
            for (k, byte) in bytes.enumerated() {
                high |= byte
                if byte == UInt8(ascii: ":") { colons += 1 } else if byte == UInt8(ascii: "("), open == nil { open = k }
            }
            return (colons, open, high < 0x80)
        }
        let colons = scan.colons
        if scan.ascii {
            guard let open = scan.open else { return name + "/0" }
            return name.withUTF8Bytes { looseKey(base: UnsafeBufferPointer(rebasing: $0[..<open]), colons: colons) }
        }
        guard let open = name.firstIndex(of: "(") else { return name + "/0" }
        return String(name[..<open]) + "/" + String(colons)
    }

    /// `base` + "/" + the count, made as one string (two concatenations made three).
    private static func looseKey(base: UnsafeBufferPointer<UInt8>, colons: Int) -> String {
        let digits = colons < 10 ? 1 : String(colons).utf8.count
        return String(unsafeUninitializedCapacity: base.count + 1 + digits) { key in
            _ = key.initialize(fromContentsOf: base)
            key[base.count] = UInt8(ascii: "/")
            var rest = colons, k = base.count + digits
            repeat {
                key[k] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                k -= 1
            } while rest > 0
            return base.count + 1 + digits
        }
    }

    /// The loose key of the Swift name a selector imports as.
    static func looseKey(ofSelector selector: String) -> String {
        // Counted in the String's own bytes: a lazy filter over `utf8` cost ~1,700 instructions.
        selector.withUTF8Bytes { bytes in
            let colons = colonCount(bytes)
            // The base name is a prefix of an ASCII selector: no String made for it.
            if let end = asciiBaseNameEnd(bytes) { return looseKey(base: UnsafeBufferPointer(rebasing: bytes[..<end]), colons: colons) }
            return swiftBaseName(selector).withUTF8Bytes { looseKey(base: $0, colons: colons) }
        }
    }

    /// Whether `looseKey(ofSelector: selector)` has the very bytes of `key` (false may still be
    /// an equal String: U+212A KELVIN SIGN equals "K"). Answered without making the selector's
    /// key for an ASCII selector: an SDK requirement's two keys are nearly always the same, and
    /// making both cost a third of a protocol's facts.
    static func looseKey(ofSelector selector: String, sameBytesAs key: String) -> Bool {
        let known = selector.withUTF8Bytes { bytes -> Bool? in
            guard let end = asciiBaseNameEnd(bytes) else { return nil }
            var colons = colonCount(bytes)
            return key.withUTF8Bytes { key in
                // `base/colons`, the count in decimal from its last digit.
                guard key.count > end + 1, key[end] == UInt8(ascii: "/"), end == 0 || memcmp(key.baseAddress!, bytes.baseAddress!, end) == 0 else { return false }
                var k = key.count - 1
                repeat {
                    guard k > end, key[k] == UInt8(ascii: "0") + UInt8(colons % 10) else { return false }
                    colons /= 10
                    k -= 1
                } while colons > 0
                return k == end
            }
        }
        return known ?? looseKey(ofSelector: selector).utf8.elementsEqual(key.utf8)
    }

    private static func colonCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.reduce(0) { $1 == UInt8(ascii: ":") ? $0 + 1 : $0 }
    }

    static func lowercasedFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }
}
