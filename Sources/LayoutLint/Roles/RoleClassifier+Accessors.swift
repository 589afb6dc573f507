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
    /// The two lists are walked in place: joining them copied every type declaration of the
    /// file on each call, Swift files (which have no `@interface`) included.
    func declaredProperties(of className: String) -> [Member] {
        var result: [Member] = []
        func gather(_ types: [TypeDecl]) {
            for k in types.indices where types[k].kind == .interface {
                guard types[k].name == className || types[k].name.hasPrefix(className + " (") else { continue }
                result += types[k].members.filter { $0.kind == .property }
            }
        }
        gather(outline.types)
        gather(outline.headerTypes)
        return result
    }
}
