/// Role facts that come from declarations outside the member itself: for Objective-C, the
/// `@property` list of the class's interfaces.
extension RoleClassifier {
    /// The property whose getter or setter `member` is (`- (UITableView *)tableView`,
    /// `- (void)setTitle:(NSString *)title`, a custom `getter=isOn`), from the `@property`s of the
    /// class's interfaces in this file and its header.
    func accessedProperty(_ member: Member, of checked: CheckedType) -> String? {
        guard let selector = member.selector, member.kind == .method else { return nil }
        return declaredProperties(of: checked.name).first { $0.getter == selector || $0.setter == selector }?.name
    }

    /// `@property` declarations of `@interface X`, `X ()` and `X (Category)`, here and in the header.
    func declaredProperties(of className: String) -> [Member] {
        var result: [Member] = []
        for type in outline.types + outline.headerTypes where type.kind == .interface {
            guard type.name == className || type.name.hasPrefix(className + " (") else { continue }
            result += type.members.filter { $0.kind == .property }
        }
        return result
    }
}
