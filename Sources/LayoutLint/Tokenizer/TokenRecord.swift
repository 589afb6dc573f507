/// What the lexer lists beside the tokens for `OutlineParser`, so neither needs another pass:
/// the bracket tokens (`index << 3 | BracketCode`) and where each line starts (the same table
/// `SourceFile.lineStarts` computes from the bytes). Freed by its owner.
struct TokenRecord {
    var brackets: IntRecord
    var lineStarts: IntRecord

    /// Room sized for `byteCount` bytes of Swift, which averages a bracket in 13 bytes and a
    /// line in 35: the lists rarely grow.
    init(byteCount: Int) {
        brackets = IntRecord(capacity: byteCount / 8 + 16)
        lineStarts = IntRecord(capacity: byteCount / 16 + 16)
        lineStarts.append(0)
    }

    func free() {
        brackets.free()
        lineStarts.free()
    }
}

/// A growable list of `Int`s in memory of its own, written directly by the lexer's loop: no
/// array uniqueness check nor capacity check per value. Freed by its owner.
struct IntRecord {
    private var start: UnsafeMutablePointer<Int>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = UnsafeMutablePointer<Int>.allocate(capacity: self.capacity)
    }

    /// Room for at least `minimum` more values, growing if needed: where the next goes, and how
    /// many fit. The lexer writes through it, then says how many with `didAppend`.
    mutating func reserve(atLeast minimum: Int) -> (start: UnsafeMutablePointer<Int>, count: Int) {
        while capacity &- count < minimum { grow() }
        return (start + count, capacity &- count)
    }

    mutating func didAppend(_ written: Int) { count &+= written }

    /// The values written through `reserve` end just before `next`.
    mutating func end(at next: UnsafeMutablePointer<Int>) { count = start.distance(to: next) }

    mutating func append(_ value: Int) {
        reserve(atLeast: 1).start.pointee = value
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity *= 2
    }

    var list: UnsafeBufferPointer<Int> { UnsafeBufferPointer(start: start, count: count) }

    func free() { start.deallocate() }
}
