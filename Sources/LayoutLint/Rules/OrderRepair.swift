/// The fewest moves that put a sequence in order: the elements outside one longest non-decreasing
/// subsequence. Order rules report exactly those, so following every message takes as few moves
/// as possible and never blames an element that is already in its place.
enum OrderRepair {
    /// Positions (ascending) of one longest non-decreasing subsequence of `ranks`. Among equally
    /// long ones the earliest positions are kept, so the elements reported are the late-comers a
    /// reader would move: of `deinit, init, viewDidLoad, init(coder:)` the two initializers.
    static func longestNonDecreasing(_ ranks: [Int]) -> [Int] {
        heaviestRun(ranks.enumerated().map { (position: $0.offset, rank: $0.element) }, weights: nil).map(\.position)
    }

    /// The same when an element may take any of several ranks (a section of members with two
    /// homes fits either place): the kept positions, each with the rank it was given. With
    /// `weights` the kept elements are the heaviest such run: section-order weighs a section so
    /// that, of equally few moves, the one moving fewer members wins (of handlers, one helper, two
    /// handlers, the helper is what moves).
    static func longestNonDecreasing(choosing options: [[Int]], weights: [Int]? = nil) -> [(position: Int, rank: Int)] {
        var nodes: [(position: Int, rank: Int)] = []
        nodes.reserveCapacity(options.count)
        for (position, choices) in options.enumerated() {
            // Each rank once, ascending; most elements have one (no Set made for them).
            if choices.count == 1 { nodes.append((position, choices[0])); continue }
            for rank in Set(choices).sorted() { nodes.append((position, rank)) }
        }
        return heaviestRun(nodes, weights: weights)
    }

    /// The heaviest run of `nodes` (positions ascending, a position's ranks ascending and distinct),
    /// keeping ascending positions and non-decreasing ranks.
    static func heaviestRun(_ nodes: [(position: Int, rank: Int)], weights: [Int]?) -> [(position: Int, rank: Int)] {
        guard nodes.count <= 4096 else { return patience(nodes) }  // quadratic below, fast enough up to here
        let weight = nodes.map { max(1, weights?[$0.position] ?? 1) }
        // heaviest[k]: the weight of the heaviest run starting with node k.
        var heaviest = weight
        for k in nodes.indices.reversed() {
            for later in k + 1..<nodes.count where nodes[later].position > nodes[k].position && nodes[later].rank >= nodes[k].rank {
                heaviest[k] = max(heaviest[k], heaviest[later] + weight[k])
            }
        }
        var result: [(position: Int, rank: Int)] = []
        var need = heaviest.max() ?? 0
        var k = 0
        while need > 0, k < nodes.count {
            let fits = result.last.map { nodes[k].position > $0.position && nodes[k].rank >= $0.rank } ?? true
            if fits, heaviest[k] == need {
                result.append(nodes[k])
                need -= weight[k]
            }
            k += 1
        }
        return result
    }

    /// Patience sorting, O(n log n), for very long sequences (ties kept at the later element).
    static func patience(_ nodes: [(position: Int, rank: Int)]) -> [(position: Int, rank: Int)] {
        var previous = [Int](repeating: -1, count: nodes.count)
        var tails: [Int] = []
        var k = 0
        while k < nodes.count {
            // Nodes of one position are processed largest rank first, so none extends its own position.
            var end = k
            while end < nodes.count, nodes[end].position == nodes[k].position { end += 1 }
            for node in (k..<end).reversed() {
                var low = 0, high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if nodes[tails[middle]].rank <= nodes[node].rank { low = middle + 1 } else { high = middle }
                }
                if low > 0 { previous[node] = tails[low - 1] }
                if low == tails.count { tails.append(node) } else { tails[low] = node }
            }
            k = end
        }
        var result: [(position: Int, rank: Int)] = []
        var node = tails.last ?? -1
        while node >= 0 {
            result.append(nodes[node])
            node = previous[node]
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
