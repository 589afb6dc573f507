/// Names reachable from `roots` through `next`, each once, in the order a breadth-first walk first
/// meets them (cycles end there). The result doubles as the queue, and a linear `contains` costs
/// less than hashing for the handful of names a protocol's refinements come to.
func breadthFirstClosure(from roots: [String], next: (String) -> [String]) -> [String] {
    var result: [String] = []
    for root in roots where !result.contains(root) { result.append(root) }
    var k = 0
    while k < result.count {
        for name in next(result[k]) where !result.contains(name) { result.append(name) }
        k += 1
    }
    return result
}
