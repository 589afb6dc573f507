/// Outlines the project index parsed for the linter, one slot per linted item. Each worker
/// reads only its own item's slot, so slots are handed out across threads without a lock.
/// Slots are not emptied as linting goes (the commands keep them until exit): freeing each held
/// outline once its file is linted cost ~15M instructions of `free` and deinitialisers on the
/// 100k-line corpus and saved ~40 faults, as the linter's own allocations are few and reused.
final class SharedOutlines: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<HeldOutline?>

    init(_ outlines: [HeldOutline?]) {
        slots = .allocate(capacity: outlines.count)
        _ = slots.initialize(from: outlines)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The outline of item `k`; nil when the linter must parse the file itself. (The slot is
    /// read in place: `slots[k]?` copied the held outline out first.)
    func take(_ k: Int) -> Outline? {
        guard k < slots.count, let slot = slots.baseAddress?.advanced(by: k) else { return nil }
        return slot.pointee?.outline
    }

    /// Whether the index pass found that item `k`'s file declares no subclass, so it has no
    /// findings (`HeldOutline.nothingToCheck`).
    func holdsNothingToCheck(_ k: Int) -> Bool {
        guard k < slots.count, let slot = slots.baseAddress?.advanced(by: k) else { return false }
        return slot.pointee.map { $0.outline == nil } ?? false
    }
}

/// An outline waiting for the project index to be complete, its tokens packed (`TokenList`,
/// with no more room than a quarter: `compacted`), read in place by the linter. A class: it is
/// handed from the index's workers to its slot through tuples and optionals, and each copy of a
/// struct holding an outline retained and released its ten references.
///
/// A file that declares no subclass (`Outline.declaresSubclass`: models, views' protocols,
/// extensions of other types) has no findings whatever the project holds: for `lint` only that
/// is kept (`nothingToCheck`), not its outline. A fifth of a typical tree's source then needs no
/// memory until the index is complete, nor a classifier when it is linted.
final class HeldOutline: Sendable {
    /// The outline as it was parsed (its tokens packed and compacted: the same tokens); nil for
    /// `nothingToCheck`.
    let outline: Outline?

    /// (`consuming`, moved on: the index's parse hands its outline over, not a copy of it.)
    init(_ outline: consuming Outline) {
        outline.tokens = outline.tokens.packed(size: outline.file.bytes.count).compacted()
        self.outline = consume outline
    }

    private init() { outline = nil }

    static let nothingToCheck = HeldOutline()

    /// Source bytes, what the shared budget counts.
    var byteCount: Int { outline?.file.bytes.count ?? 0 }
}
