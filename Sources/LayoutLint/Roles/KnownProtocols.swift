// The built-in protocol table and its lookups. The data lives in `KnownProtocols+<Area>.swift`.
extension KnownProtocol {
    /// Every protocol the linter knows without seeing its declaration, in a stable order
    /// (by area, then as listed in each area's file). Lookups that return several protocols keep it.
    public static let builtIn: [KnownProtocol] =
        tableCollection + scrollAndText + navigation + pickers + web + interaction + services

    /// The built-in protocol with this exact name, e.g. `UITableViewDataSource`.
    public static func named(_ name: String) -> KnownProtocol? {
        byName[name]
    }

    /// All built-in protocols that have a member with this full name, in table order.
    /// A name may belong to several (`numberOfSections(in:)` is both UITableViewDataSource's and
    /// UICollectionViewDataSource's); a caller that knows the block's protocol should prefer it.
    public static func protocols(declaring signature: String) -> [KnownProtocol] {
        bySignature[signature] ?? []
    }

    /// The built-in protocols `name` refines, nearest first, e.g. UICollectionViewDelegateFlowLayout →
    /// [UICollectionViewDelegate, UIScrollViewDelegate]. Their members legitimately sit in `name`'s
    /// block: `scrollViewDidScroll(_:)` is commonly implemented under `// MARK: - UITableViewDelegate`.
    public static func inheritedProtocols(of name: String) -> [KnownProtocol] {
        var result: [KnownProtocol] = []
        var next = parents[name] ?? []
        while !next.isEmpty {
            let parent = next.removeFirst()
            guard let known = byName[parent], !result.contains(known) else { continue }
            result.append(known)
            next += parents[parent] ?? []
        }
        return result
    }

    // MARK: - Indexes, built once

    /// Protocol refinements among the built-in protocols (child → direct parents). Only refinements
    /// that matter for sorting methods into blocks; NSObjectProtocol is left out.
    private static let parents: [String: [String]] = [
        "UITableViewDelegate": ["UIScrollViewDelegate"],
        "UICollectionViewDelegate": ["UIScrollViewDelegate"],
        "UICollectionViewDelegateFlowLayout": ["UICollectionViewDelegate"],
        "UITextViewDelegate": ["UIScrollViewDelegate"],
        "UISearchBarDelegate": ["UIBarPositioningDelegate"],
        "UINavigationBarDelegate": ["UIBarPositioningDelegate"],
        "UIPopoverPresentationControllerDelegate": ["UIAdaptivePresentationControllerDelegate"],
        "UISheetPresentationControllerDelegate": ["UIAdaptivePresentationControllerDelegate"],
    ]

    private static let byName: [String: KnownProtocol] =
        Dictionary(builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    private static let bySignature: [String: [KnownProtocol]] = {
        var index: [String: [KnownProtocol]] = [:]
        for known in builtIn {
            // Overloads share a full name; list each protocol once per name.
            var seen: Set<String> = []
            for method in known.methods where seen.insert(method.signature).inserted {
                index[method.signature, default: []].append(known)
            }
        }
        return index
    }()
}
