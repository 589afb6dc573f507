/// Knowledge several rules share: UIKit's view and controller classes, and reading
/// `receiver.property = value` statements out of a body's tokens.
enum UIKitNames {
    static let viewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UITableView", "UICollectionView",
        "UIScrollView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
        "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIDatePicker", "UIPickerView", "UISearchBar",
        "UIToolbar", "UINavigationBar", "UITabBar", "UIVisualEffectView", "UIRefreshControl", "UIControl",
        "UITableViewCell", "UICollectionViewCell", "WKWebView", "MKMapView", "UIColorWell", "UIContentUnavailableView",
    ]

    static let controllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIHostingController", "UIInputViewController", "UIReferenceLibraryViewController",
        "UIVideoEditorController", "UIFontPickerViewController", "UIColorPickerViewController", "SFSafariViewController",
        "AVPlayerViewController", "MFMailComposeViewController", "MFMessageComposeViewController", "PHPickerViewController",
        "QLPreviewController", "CNContactPickerViewController", "CNContactViewController", "EKEventEditViewController",
        "GLKViewController", "SKStoreProductViewController", "UICloudSharingController", "ASAuthorizationController",
    ]

    /// A type name that reads as a view: UIKit's, or a custom one named like a view.
    static func isViewType(_ name: String) -> Bool {
        let base = name.trimmingSuffix("?").trimmingSuffix("!")
        if viewClasses.contains(base) { return true }
        return ["View", "Label", "Button", "TextField", "Bar", "Switch", "Slider", "Control", "Indicator", "Picker"]
            .contains { base.hasSuffix($0) } && base.first?.isUppercase == true
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}

/// `a.b.c = x`, `self.a.b += x`, `a.setTitle(…)`: one member-access chain in a body.
struct AccessChain {
    let start: Int             // token index of the chain's first name (after `self.`)
    let names: [String]        // root first
    let next: Int              // the significant token after the chain

    /// Reads the chain starting at body position `k` (indices into `body`), if `body[k]` begins one.
    static func read(_ context: RuleContext, _ body: [Int], at k: Int) -> (AccessChain, Int)? {
        let tokens = context.tokens
        guard tokens[body[k]].kind == .identifier || context.tokenIs(body[k], "self") else { return nil }
        if k > 0, context.tokenIs(body[k - 1], ".") { return nil }  // not the start of a chain
        var names: [String] = []
        var j = k
        if context.tokenIs(body[j], "self") {
            guard j + 2 < body.count, context.tokenIs(body[j + 1], ".") else { return nil }
            j += 2
        }
        let start = body[j]
        while j < body.count, tokens[body[j]].kind == .identifier {
            names.append(context.text(body[j]))
            if j + 2 < body.count, context.tokenIs(body[j + 1], "."), tokens[body[j + 2]].kind == .identifier {
                j += 2
            } else if j + 2 < body.count, context.tokenIs(body[j + 1], "?"), context.tokenIs(body[j + 2], ".") {
                j += 3  // optional chaining
            } else {
                j += 1
                break
            }
        }
        guard !names.isEmpty else { return nil }
        return (AccessChain(start: start, names: names, next: j < body.count ? body[j] : -1), j)
    }

    /// Whether the chain is assigned to (`=`, `+=`, …).
    func isAssigned(_ context: RuleContext) -> Bool {
        guard next >= 0 else { return false }
        let token = context.tokens[next]
        if token.kind == .punctuation { return context.tokenIs(next, "=") }
        guard token.kind == .operator else { return false }
        let text = context.text(next)
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// Whether the chain ends in a call (`label.sizeToFit()`).
    func isCalled(_ context: RuleContext) -> Bool { next >= 0 && context.tokenIs(next, "(") }
}
