/// The parser's table of matched brackets (an `Int32` per token, `DeclarationParser.match`),
/// kept by each thread and lent to one parse at a time. A table made for each file was an
/// allocation and a write of every token's entry (~0.9M instructions on the 100k-line corpus);
/// the lent table holds `notOpener` everywhere between parses, so only the bracket tokens'
/// entries, the only ones a match writes, are set back when the parse is done.
final class BracketTable {
    private var entries: UnsafeMutablePointer<Int32>
    private var capacity = 0
    /// Whether a parse holds the table (a parse within a parse gets one of its own).
    private var isLent = false

    private init() {
        entries = .allocate(capacity: 1)
    }

    deinit {
        entries.deallocate()
    }

    private static let perThread = PerThread { BracketTable() }

    /// Lends `body` the matched brackets of `count` tokens (`brackets` as `matchBrackets` takes them).
    static func lend<R>(count: Int, brackets: UnsafeBufferPointer<Int>, _ body: (UnsafeBufferPointer<Int32>) -> R) -> R {
        let table = perThread.current
        guard !table.isLent else {
            return DeclarationParser.matchBrackets(count: count, brackets: brackets).withUnsafeBufferPointer(body)
        }
        table.isLent = true
        if table.capacity < count { table.grow(to: count) }
        let match = UnsafeMutableBufferPointer(start: table.entries, count: count)
        DeclarationParser.matchBrackets(into: match, brackets: brackets)
        let result = body(UnsafeBufferPointer(match))
        for bracket in brackets { match[bracket >> 3] = DeclarationParser.notOpener }
        table.isLent = false
        return result
    }

    /// Room for `count` entries, every one `notOpener` (written by a plain loop, as `matchBrackets`
    /// writes them: a `repeating:` fill is a memset, which valgrind counts byte by byte).
    private func grow(to count: Int) {
        let capacity = max(count, 2 * capacity, 4096)
        entries.deallocate()
        entries = .allocate(capacity: capacity)
        for k in 0..<capacity { (entries + k).initialize(to: DeclarationParser.notOpener) }
        self.capacity = capacity
    }
}
