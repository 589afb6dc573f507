/// Outlines the project index parsed for the linter, one slot per linted item. Each worker
/// takes only its own item's slot, so slots are handed out across threads without a lock, and
/// taking one releases it: memory shrinks as linting goes.
final class SharedOutlines: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Outline?>

    init(_ outlines: [Outline?]) {
        slots = .allocate(capacity: outlines.count)
        _ = slots.initialize(from: outlines)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The outline of item `k`, once; nil when the linter must parse the file itself.
    func take(_ k: Int) -> Outline? {
        guard k < slots.count else { return nil }
        defer { slots[k] = nil }
        return slots[k]
    }
}
