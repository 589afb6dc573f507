/// The fewest moves that put a sequence in order: the elements outside one longest non-decreasing
/// subsequence. Order rules report exactly those, so following every message takes as few moves
/// as possible and never blames an element that is already in its place.
enum OrderRepair {
    /// Positions (ascending) of one longest non-decreasing subsequence of `ranks`. Ties are broken
    /// the same way every time: an element is replaced by a later one of equal length, so of
    /// `[4, 3]` the `3` stays and the `4` is the one to move.
    static func longestNonDecreasing(_ ranks: [Int]) -> [Int] {
        longestNonDecreasing(choosing: ranks.map { [$0] }).map(\.position)
    }

    /// The same when an element may take any of several ranks (a section of members with two
    /// homes fits either place): the kept positions, each with the rank it was given.
    static func longestNonDecreasing(choosing options: [[Int]]) -> [(position: Int, rank: Int)] {
        var nodes: [(position: Int, rank: Int, previous: Int)] = []
        var tails: [Int] = []                                   // node ending the best run of each length
        for (position, choices) in options.enumerated() {
            // Larger choices first, so an element never extends a run that it ends itself.
            for rank in Set(choices).sorted(by: >) {
                // First length whose last rank is greater than `rank` (equal ranks may follow each other).
                var low = 0, high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if nodes[tails[middle]].rank <= rank { low = middle + 1 } else { high = middle }
                }
                nodes.append((position, rank, low > 0 ? tails[low - 1] : -1))
                if low == tails.count { tails.append(nodes.count - 1) } else { tails[low] = nodes.count - 1 }
            }
        }
        var result: [(position: Int, rank: Int)] = []
        var node = tails.last ?? -1
        while node >= 0 {
            result.append((nodes[node].position, nodes[node].rank))
            node = nodes[node].previous
        }
        return result.reversed()
    }

    /// Where a moved element of `rank` goes among the `kept` ones (positions into `ranks`):
    /// after the last kept element that may precede it, else before the first that must follow it.
    static func destination(of rank: Int, among kept: [Int], ranks: [Int]) -> (position: Int, after: Bool)? {
        if let last = kept.last(where: { ranks[$0] <= rank }) { return (last, true) }
        if let first = kept.first(where: { ranks[$0] > rank }) { return (first, false) }
        return nil
    }
}
