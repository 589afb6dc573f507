/// Which of a checked type's properties hold views, and where each view is made: that decides
/// what view-setup-in-lifecycle tells the user to do instead.
extension ViewSetupInLifecycleRule {
    enum SubviewKind {
        /// Built by the controller (a lazy getter, or a property the controller makes): configure it there.
        case getter
        /// Made by Interface Builder: configure it in the outlet's `didSet`.
        case outlet
        /// Handed in through `init`: nothing to configure it in, but its layout belongs in layoutPageSubviews().
        case injected
        /// Typed as a view and not an outlet: `injected` when an initializer assigns it a value it
        /// was given, else `getter` (decided only when it matters: reading every init costs).
        case typed
    }

    /// The type's properties that hold views: typed as a view, or built by a closure that makes one.
    static func subviewProperties(of type: CheckedType) -> [String: SubviewKind] {
        var kinds: [String: SubviewKind] = [:]
        kinds.reserveCapacity(type.members.count)
        // Fields read through `entry.member`: a `let member = entry.member` copied every field.
        for entry in type.members where entry.member.kind == .var || entry.member.kind == .let {
            if let typeName = entry.member.typeName, UIKitNames.isViewType(typeName) {
                kinds[entry.member.name] = entry.member.attributes.contains("@IBOutlet") ? .outlet : .typed
            } else if entry.member.typeName == nil, entry.member.storage == .lazyClosure {
                kinds[entry.member.name] = .getter  // `lazy var x = { … }()`: a getter, most often of a view
            }
        }
        return kinds
    }

    /// The first and last bytes of a set of names, in 256 bits: most chain roots in a body
    /// (`view`, `navigationItem`, `viewModel`) are ruled out without a String made or hashed.
    /// Never rules out a name the set holds: a non-ASCII name in the set, or a non-ASCII byte at
    /// either end of the token, lets everything through (String equality is Unicode's there).
    struct NameFilter {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private var passesAll = false

        init(_ names: some Sequence<String>) {
            for name in names {
                let ends: (UInt8, UInt8)? = name.withUTF8Bytes { bytes in
                    guard let first = bytes.first, let last = bytes.last, !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
                    return (first, last)
                }
                guard let (first, last) = ends else { passesAll = true; continue }
                let bit = Self.bit(first, last)
                switch bit >> 6 {
                case 0: words.0 |= 1 << UInt64(bit & 63)
                case 1: words.1 |= 1 << UInt64(bit & 63)
                case 2: words.2 |= 1 << UInt64(bit & 63)
                default: words.3 |= 1 << UInt64(bit & 63)
                }
            }
        }

        private static func bit(_ first: UInt8, _ last: UInt8) -> Int { (Int(first) &* 37 &+ Int(last) &* 11) & 255 }

        /// Whether the token's text may be one of the names.
        func mayHold(_ token: Token, in bytes: [UInt8]) -> Bool {
            guard !passesAll, token.length > 0, Int(token.end) <= bytes.count else { return true }
            let first = bytes[Int(token.start)], last = bytes[Int(token.end) - 1]
            guard first < 0x80, last < 0x80 else { return true }
            let bit = Self.bit(first, last)
            let word: UInt64
            switch bit >> 6 {
            case 0: word = words.0
            case 1: word = words.1
            case 2: word = words.2
            default: word = words.3
            }
            return word & (1 << UInt64(bit & 63)) != 0
        }
    }

    /// Stored properties with no initial value that an initializer assigns from a value it was
    /// given (`self.headerView = headerView`), not from a view it makes (`HeaderView()`).
    static func injectedProperties(of type: CheckedType, _ context: RuleContext) -> Set<String> {
        var names = Set<String>()
        for entry in type.members where entry.member.kind == .`init` {
            let body = context.bodyTokens(entry.member)
            var k = 0
            while k < body.count {
                guard let (root, end) = AccessChain.extent(context, body, at: k) else { k += 1; continue }
                let start = k
                k = max(end, k + 1)
                // A lone name (`headerView = …`, `self.headerView = …`) ends right after its root;
                // only then are its names read.
                guard end == root + 1, let (chain, _) = AccessChain.read(context, body, at: start),
                      chain.isAssigned(context), k + 1 < body.count else { continue }
                // body[k] is the `=`; an ASCII name's case is its first byte's (no String, no Unicode lookup).
                let value = context.tokens[body[k + 1]]
                guard value.kind == .identifier else { continue }
                let first = context.file.bytes[Int(value.start)]
                let isLowercase = first < 0x80 ? first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
                    : context.text(body[k + 1]).first?.isLowercase == true
                if isLowercase { names.insert(chain.names[0]) }
            }
        }
        return names.filter { name in
            type.members.contains { $0.member.name == name && $0.member.initializerStart == nil && $0.member.storage == .stored }
        }
    }
}
