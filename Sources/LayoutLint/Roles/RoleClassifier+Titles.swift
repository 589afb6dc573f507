/// What MARK titles say: the section a title names (cached for the run), and the words in it.
extension RoleClassifier {
    /// The section a MARK title names: one of its aliases, or for the life cycle any title ending in
    /// "life cycle" / "lifecycle" (`VC Lifecycle`, `View Controller life cycle`, `Object life cycle`)
    /// or naming the initializers, and for event response any ending in "actions" (`IBActions`).
    public func titledSection(_ title: String) -> SectionID? {
        // Rules ask about the same titles again and again, and files share most of them.
        configuration.sectionTitles.section(titled: title, objectiveC: outline.language == .objectiveC) { sectionTitled(title) }
    }

    private func sectionTitled(_ title: String) -> SectionID? {
        if let id = aliasedSection(title) {
            // The properties section is Swift's: an Objective-C implementation has no stored
            // property declarations, so `#pragma mark - Properties` heads its getters and setters.
            return id == .properties && outline.language == .objectiveC ? nil : id
        }
        switch Self.titleWords(title) {
        case .lifecycle?: return configuration.sectionOrder.contains(.lifecycle) ? .lifecycle : nil
        // `IBActions`, `Button Actions`: handlers, like the Actions alias.
        case .actions?: return configuration.sectionOrder.contains(.event) ? .event : nil
        case nil: return nil
        }
    }

    /// What a title's letters alone say, case and everything but letters ignored: any title ending
    /// in "lifecycle" (`Life-Cycle`) or naming the initializers is the life cycle's, any ending in
    /// "actions" (`IBActions`) the handlers'.
    enum TitleWords { case lifecycle, actions }

    static let initializerWords = ["initializers", "initialisers", "initializer", "initialiser", "initialization", "initialisation"]

    static func titleWords(_ title: String) -> TitleWords? {
        // ASCII titles, nearly all of them, are read as bytes: the Unicode property lookups and
        // the Strings made cost ~1 % of a lint.
        let ascii = title.withUTF8Bytes { bytes -> TitleWords?? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var letters: [UInt8] = []
            letters.reserveCapacity(bytes.count)
            for byte in bytes where (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") { letters.append(byte | 0x20) }
            func endsWith(_ word: String) -> Bool {
                letters.count >= word.utf8.count && letters.suffix(word.utf8.count).elementsEqual(word.utf8)
            }
            if endsWith("lifecycle") || initializerWords.contains(where: { $0.utf8.elementsEqual(letters) }) { return .some(.lifecycle) }
            if endsWith("actions") || "ibaction".utf8.elementsEqual(letters) { return .some(.actions) }
            return .some(nil)
        }
        if let ascii { return ascii }
        let letters = String(title.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic })
        if letters.hasSuffix("lifecycle") || initializerWords.contains(letters) { return .lifecycle }
        if letters.hasSuffix("actions") || letters == "ibaction" { return .actions }
        return nil
    }

    /// The section whose aliases include `title` (ignoring case and surrounding space).
    public func aliasedSection(_ title: String) -> SectionID? {
        configuration.section(aliased: title)
    }

    /// Whether a title says "overrid…" in any case (`Overrides`, `OVERRIDDEN METHODS`). An ASCII
    /// title is searched as bytes: lowercasing it and `String.contains` cost ~1,000 instructions.
    static func mentionsOverrides(_ title: String) -> Bool {
        let ascii = title.withUTF8Bytes { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard bytes.count >= 7 else { return false }
            return (0...(bytes.count - 7)).contains { start in
                zip(bytes[start..<(start + 7)], "overrid".utf8).allSatisfy { $0 | 0x20 == $1 }
            }
        }
        return ascii ?? title.lowercased().contains("overrid")
    }

    /// `KeyBackupPresenter` for `KeyBackupPresenterDelegate`: a protocol's name short of its suffix.
    static func isNearMiss(_ title: String, of protocolName: String) -> Bool {
        ["Delegate", "DataSource", "Protocol"].contains { title + $0 == protocolName }
    }

    /// `// MARK: - KeyBackupPresenter` over KeyBackupPresenterDelegate methods (and a helper or
    /// two): a protocol's block whose title lost the suffix, not a helpers' section. The protocol
    /// named by the title plus a suffix that holds the most of the section's members.
    func nearMissProtocol(_ title: String, _ section: Section, _ checked: CheckedType) -> String? {
        var best: (name: String, count: Int)?
        for name in checked.conformances where Self.isNearMiss(title, of: name) {
            let count = section.members.filter { $0.isDelegate(of: name) }.count
            if count > 0, count > (best?.count ?? 0) { best = (name, count) }
        }
        return best?.name
    }
}
