/// The fewest moves that put a sequence in order: the elements outside one longest non-decreasing
/// subsequence. Order rules report exactly those, so following every message takes as few moves
/// as possible and never blames an element that is already in its place.
enum OrderRepair {
    /// Positions (ascending) of one longest non-decreasing subsequence of `ranks`. Ties are broken
    /// the same way every time: an element is replaced by a later one of equal length, so of
    /// `[4, 3]` the `3` stays and the `4` is the one to move.
    static func longestNonDecreasing(_ ranks: [Int]) -> [Int] {
        var tails: [Int] = []                                   // position of the last element per length
        var previous = [Int](repeating: -1, count: ranks.count)
        for (position, rank) in ranks.enumerated() {
            // First length whose tail is greater than `rank` (equal ranks may follow each other).
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if ranks[tails[middle]] <= rank { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.append(position)
            position = previous[position]
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
