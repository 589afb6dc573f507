/// Members with two homes (CONVENTIONS.md): lazy state, properties with observers and stored
/// properties satisfying a protocol requirement are read either as properties or as getters and
/// setters. Either place is right; only a third one is a violation.
extension RoleClassifier {
    /// The member's second accepted section: the one the classifier recorded (the project index
    /// knows protocol requirements), else the one its storage alone implies.
    public func secondHome(of entry: ClassifiedMember) -> Role? { entry.secondHome }

    /// Every section the member may sit in: its role's and its second home's.
    public func homes(of entry: ClassifiedMember) -> [SectionID] { entry.homes }

    /// `lazy var queue = OperationQueue()` and `var mode: Mode = .list { didSet { … } }` (outlets
    /// included): properties or getters and setters, whichever the classifier did not pick.
    /// A closure-built lazy view is a getter only (a closure-built helper object has its second
    /// home recorded by the classifier).
    static func secondHomeByStorage(_ member: Member, section: SectionID?) -> Role? {
        guard member.storage == .lazy || member.storage == .observed, !member.has(.static),
              !member.has(.class) else { return nil }
        switch section {
        case .properties?: return .accessors
        case .accessors?: return .properties
        default: return nil
        }
    }
}
