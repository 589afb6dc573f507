/// Every rule the tool knows, in the order `layoutlint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        SectionOrderRule.self,
        SectionMarkRule.self,
        DelegateMarkRule.self,
        MisplacedMemberRule.self,
        LifecycleOrderRule.self,
        ViewSetupInLifecycleRule.self,
        LayoutInWillAppearRule.self,
        SuperCallRule.self,
        PrivateMethodsRule.self,
        CustomBaseControllerRule.self,
        InterfaceBuilderRule.self,
        ControllerLengthRule.self,
        IvarAccessRule.self,
    ]

    public static var ids: [String] { all.map { $0.id } }

    public static func rule(_ id: String) -> (any Rule.Type)? { all.first { $0.id == id } }
}
