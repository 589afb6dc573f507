/// Which section each MARK title names (`RoleClassifier.titledSection`), for the whole run: the
/// same few hundred titles (`Properties`, `Life Cycle`, `UITableViewDataSource`) head sections in
/// file after file, and working one out (lowercasing, the alias table, the title's words) cost
/// ~2,000 instructions. The answer depends only on the configuration's aliases and section order,
/// which make a new cache when they change, and on the file's language.
final class SectionTitleCache: @unchecked Sendable {
    private let lock = Lock()
    /// (Hashed from their bytes: see `NameTable`. Unchecked exclusivity: touched only under the
    /// lock, never while `make` runs; the dynamic checks cost ~130 instructions a lookup.)
    @exclusivity(unchecked) private var swift = NameTable<SectionID?>()
    @exclusivity(unchecked) private var objectiveC = NameTable<SectionID?>()

    /// The cached answer for `title`, else `make()`'s, cached.
    func section(titled title: String, objectiveC: Bool, make: () -> SectionID?) -> SectionID? {
        if let known = lock.withLock({ objectiveC ? self.objectiveC[title] : swift[title] }) { return known }
        let id = make()  // outside the lock: other files' threads need not wait for it
        lock.withLock {
            if objectiveC { self.objectiveC[title] = id } else { swift[title] = id }
        }
        return id
    }
}
