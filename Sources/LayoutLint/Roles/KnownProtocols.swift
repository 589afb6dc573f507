// The scaffolder's and the rules' view of the SDK table (`SDKProtocols`, generated data): each
// protocol with the requirements whose Swift declaration the table records.
extension KnownProtocol {
    /// The SDK protocols whose requirements the table gives Swift declarations for (those the
    /// scaffolder can stub), in table order.
    public static let builtIn: [KnownProtocol] = all.filter { !$0.methods.isEmpty }

    /// Every SDK protocol, in table order. Lookups that return several protocols keep it.
    static var all: [KnownProtocol] { (0..<SDKProtocols.table.count).map(known) }

    /// Each protocol's methods are decoded when first asked for: a lint run asks for a few.
    private static let made = SDKProtocolTable.PerProtocol<KnownProtocol>(count: SDKProtocols.table.count)

    private static func known(_ index: Int) -> KnownProtocol { made.value(at: index) { make(index) } }

    private static func make(_ index: Int) -> KnownProtocol {
        let sdk = SDKProtocols.protocolAt(index)
        let methods = zip(sdk.requirements, SDKProtocols.scaffoldDetails(ofProtocolAt: index)).compactMap { requirement, detail -> ProtocolMethod? in
            detail.map { ProtocolMethod(requirement.swiftName, required: !requirement.isOptional, declaration: $0.declaration, stubBody: $0.stub) }
        }
        return KnownProtocol(name: sdk.name, framework: sdk.framework, methods: methods)
    }

    /// The SDK protocol with this exact name, e.g. `UITableViewDataSource`.
    public static func named(_ name: String) -> KnownProtocol? {
        SDKProtocols.table.byName[name].map(known)
    }

    /// All SDK protocols that have a requirement with this Swift full name, in table order.
    /// A name may belong to several (`numberOfSections(in:)` is both UITableViewDataSource's and
    /// UICollectionViewDataSource's); a caller that knows the block's protocol should prefer it.
    public static func protocols(declaring signature: String) -> [KnownProtocol] {
        SDKProtocols.protocols(withRequirement: signature).map { known($0.index) }
    }

    /// The SDK protocols `name` refines, nearest first, e.g. UICollectionViewDelegateFlowLayout →
    /// [UICollectionViewDelegate, UIScrollViewDelegate]. Their members legitimately sit in `name`'s
    /// block: `scrollViewDidScroll(_:)` is commonly implemented under `// MARK: - UITableViewDelegate`.
    public static func inheritedProtocols(of name: String) -> [KnownProtocol] {
        SDKProtocols.refinements(of: name).compactMap(named)
    }
}
