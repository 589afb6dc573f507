/// What the scaffolder knows about UIKit view classes: how to make one, whether it sends
/// target–action events, and which of its delegate properties a protocol fills.
enum ScaffoldUIKit {
    /// The UIKit class a view type is taken for: itself when known, else by its name's ending
    /// (`ProfileTableView` is a table view, `SaveButton` a button).
    static func kind(of type: String) -> String {
        let simple = type.split(separator: ".").last.map(String.init) ?? type
        if knownViews.contains(simple) { return simple }
        for (suffix, kind) in suffixKinds where simple.hasSuffix(suffix) { return kind }
        return "UIView"
    }

    /// The same UIKit view classes the linter recognises, so a scaffolded view is always one the
    /// linter treats as a view.
    static var knownViews: Set<String> { UIKitNames.viewClasses }

    static let suffixKinds: [(String, String)] = [
        ("TableView", "UITableView"), ("CollectionView", "UICollectionView"), ("ScrollView", "UIScrollView"),
        ("TextField", "UITextField"), ("TextView", "UITextView"), ("ImageView", "UIImageView"),
        ("Button", "UIButton"), ("Label", "UILabel"), ("Switch", "UISwitch"), ("Slider", "UISlider"),
        ("SearchBar", "UISearchBar"), ("Control", "UIControl"),
    ]

    static let controls: Set<String> = [
        "UIButton", "UIControl", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIDatePicker",
        "UIPageControl", "UIColorWell", "UITextField",
    ]

    /// Views a tap recognizer should not be put on: they scroll, select or edit.
    static let interactive: Set<String> = ["UITableView", "UICollectionView", "UIScrollView", "UITextView",
                                           "UITextField", "UISearchBar", "UIPickerView", "WKWebView", "MKMapView"]

    /// The control event a handler of this control is wired for (Swift, Objective-C).
    static func controlEvent(_ kind: String) -> (swift: String, objc: String) {
        switch kind {
        case "UIButton", "UIControl": return (".touchUpInside", "UIControlEventTouchUpInside")
        case "UITextField": return (".editingChanged", "UIControlEventEditingChanged")
        default: return (".valueChanged", "UIControlEventValueChanged")
        }
    }

    /// `UITableView(frame: .zero, style: .plain)`, `UIButton(type: .system)`, `UILabel()`.
    static func initializer(type: String, kind: String) -> (swift: String, objc: String) {
        switch kind {
        case "UITableView":
            return ("\(type)(frame: .zero, style: .plain)", "[[\(type) alloc] initWithFrame:CGRectZero style:UITableViewStylePlain]")
        case "UICollectionView":
            return ("\(type)(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
                    "[[\(type) alloc] initWithFrame:CGRectZero collectionViewLayout:[[UICollectionViewFlowLayout alloc] init]]")
        case "UIButton" where type == "UIButton":
            return ("UIButton(type: .system)", "[UIButton buttonWithType:UIButtonTypeSystem]")
        default:
            return ("\(type)()", "[[\(type) alloc] init]")
        }
    }

    /// The framework to import for a view class outside UIKit.
    static func framework(ofView type: String) -> String? {
        if type.hasPrefix("WK") { return "WebKit" }
        if type.hasPrefix("MK") { return "MapKit" }
        return nil
    }

    /// For each view kind: delegate properties and the protocols that fill them, first match wins.
    static let delegations: [String: [(property: String, protocols: [String])]] = [
        "UITableView": [("dataSource", ["UITableViewDataSource"]), ("delegate", ["UITableViewDelegate", "UIScrollViewDelegate"]),
                        ("prefetchDataSource", ["UITableViewDataSourcePrefetching"]),
                        ("dragDelegate", ["UITableViewDragDelegate"]), ("dropDelegate", ["UITableViewDropDelegate"])],
        "UICollectionView": [("dataSource", ["UICollectionViewDataSource"]),
                             ("delegate", ["UICollectionViewDelegateFlowLayout", "UICollectionViewDelegate", "UIScrollViewDelegate"]),
                             ("prefetchDataSource", ["UICollectionViewDataSourcePrefetching"]),
                             ("dragDelegate", ["UICollectionViewDragDelegate"]), ("dropDelegate", ["UICollectionViewDropDelegate"])],
        "UIScrollView": [("delegate", ["UIScrollViewDelegate"])],
        "UITextField": [("delegate", ["UITextFieldDelegate"])],
        "UITextView": [("delegate", ["UITextViewDelegate", "UIScrollViewDelegate"])],
        "UISearchBar": [("delegate", ["UISearchBarDelegate"])],
        "UIPickerView": [("dataSource", ["UIPickerViewDataSource"]), ("delegate", ["UIPickerViewDelegate"])],
        "WKWebView": [("navigationDelegate", ["WKNavigationDelegate"]), ("uiDelegate", ["WKUIDelegate"])],
        "MKMapView": [("delegate", ["MKMapViewDelegate"])],
        "UITabBar": [("delegate", ["UITabBarDelegate"])],
        "UINavigationBar": [("delegate", ["UINavigationBarDelegate"])],
    ]

    /// The data source protocol of a list view kind.
    static func dataSourceProtocol(_ kind: String) -> String? {
        switch kind {
        case "UITableView": return "UITableViewDataSource"
        case "UICollectionView": return "UICollectionViewDataSource"
        default: return nil
        }
    }

    /// Objective-C declarations and stub bodies of the built-in table's required methods, keyed by
    /// `Protocol.signature` (the table holds Swift only; a test checks this covers it).
    static let objcRequired: [String: (declaration: String, body: String)] = [
        "UIContextMenuInteractionDelegate.contextMenuInteraction(_:configurationForMenuAtLocation:)":
            ("- (nullable UIContextMenuConfiguration *)contextMenuInteraction:(UIContextMenuInteraction *)interaction configurationForMenuAtLocation:(CGPoint)location", "return nil;"),
        "UIDragInteractionDelegate.dragInteraction(_:itemsForBeginning:)":
            ("- (NSArray<UIDragItem *> *)dragInteraction:(UIDragInteraction *)interaction itemsForBeginningSession:(id<UIDragSession>)session", "return @[];"),
        "UIActivityItemSource.activityViewControllerPlaceholderItem(_:)":
            ("- (id)activityViewControllerPlaceholderItem:(UIActivityViewController *)activityViewController", "return @\"\";"),
        "UIActivityItemSource.activityViewController(_:itemForActivityType:)":
            ("- (nullable id)activityViewController:(UIActivityViewController *)activityViewController itemForActivityType:(nullable UIActivityType)activityType", "return nil;"),
        "UIPageViewControllerDataSource.pageViewController(_:viewControllerBefore:)":
            ("- (nullable UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerBeforeViewController:(UIViewController *)viewController", "return nil;"),
        "UIPageViewControllerDataSource.pageViewController(_:viewControllerAfter:)":
            ("- (nullable UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerAfterViewController:(UIViewController *)viewController", "return nil;"),
        "UIViewControllerAnimatedTransitioning.transitionDuration(using:)":
            ("- (NSTimeInterval)transitionDuration:(nullable id<UIViewControllerContextTransitioning>)transitionContext", "return 0.3;"),
        "UIViewControllerAnimatedTransitioning.animateTransition(using:)":
            ("- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext", ""),
        "UIPickerViewDataSource.numberOfComponents(in:)":
            ("- (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView", "return 1;"),
        "UIPickerViewDataSource.pickerView(_:numberOfRowsInComponent:)":
            ("- (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component", "return 0;"),
        "PHPickerViewControllerDelegate.picker(_:didFinishPicking:)":
            ("- (void)picker:(PHPickerViewController *)picker didFinishPicking:(NSArray<PHPickerResult *> *)results", ""),
        "PHPhotoLibraryChangeObserver.photoLibraryDidChange(_:)":
            ("- (void)photoLibraryDidChange:(PHChange *)changeInstance", ""),
        "EKEventEditViewDelegate.eventEditViewController(_:didCompleteWith:)":
            ("- (void)eventEditViewController:(EKEventEditViewController *)controller didCompleteWithAction:(EKEventEditViewAction)action", ""),
        "UISearchResultsUpdating.updateSearchResults(for:)":
            ("- (void)updateSearchResultsForSearchController:(UISearchController *)searchController", ""),
        "MFMessageComposeViewControllerDelegate.messageComposeViewController(_:didFinishWith:)":
            ("- (void)messageComposeViewController:(MFMessageComposeViewController *)controller didFinishWithResult:(MessageComposeResult)result", ""),
        "QLPreviewControllerDataSource.numberOfPreviewItems(in:)":
            ("- (NSInteger)numberOfPreviewItemsInPreviewController:(QLPreviewController *)controller", "return 0;"),
        "QLPreviewControllerDataSource.previewController(_:previewItemAt:)":
            ("- (id<QLPreviewItem>)previewController:(QLPreviewController *)controller previewItemAtIndex:(NSInteger)index", "return [NSURL fileURLWithPath:NSTemporaryDirectory()];"),
        "ASAuthorizationControllerPresentationContextProviding.presentationAnchor(for:)":
            ("- (ASPresentationAnchor)presentationAnchorForAuthorizationController:(ASAuthorizationController *)controller", "return [[ASPresentationAnchor alloc] init];"),
        "ASWebAuthenticationPresentationContextProviding.presentationAnchor(for:)":
            ("- (ASPresentationAnchor)presentationAnchorForWebAuthenticationSession:(ASWebAuthenticationSession *)session", "return [[ASPresentationAnchor alloc] init];"),
        "UITableViewDataSource.tableView(_:numberOfRowsInSection:)":
            ("- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section", "return 0;"),
        "UITableViewDataSource.tableView(_:cellForRowAt:)":
            ("- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath", "return [[UITableViewCell alloc] init];"),
        "UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)":
            ("- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section", "return 0;"),
        "UICollectionViewDataSource.collectionView(_:cellForItemAt:)":
            ("- (__kindof UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath", "return [[UICollectionViewCell alloc] init];"),
        "UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)":
            ("- (void)tableView:(UITableView *)tableView prefetchRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths", ""),
        "UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:)":
            ("- (void)collectionView:(UICollectionView *)collectionView prefetchItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths", ""),
        "UITableViewDragDelegate.tableView(_:itemsForBeginning:at:)":
            ("- (NSArray<UIDragItem *> *)tableView:(UITableView *)tableView itemsForBeginningDragSession:(id<UIDragSession>)session atIndexPath:(NSIndexPath *)indexPath", "return @[];"),
        "UITableViewDropDelegate.tableView(_:performDropWith:)":
            ("- (void)tableView:(UITableView *)tableView performDropWithCoordinator:(id<UITableViewDropCoordinator>)coordinator", ""),
        "UICollectionViewDragDelegate.collectionView(_:itemsForBeginning:at:)":
            ("- (NSArray<UIDragItem *> *)collectionView:(UICollectionView *)collectionView itemsForBeginningDragSession:(id<UIDragSession>)session atIndexPath:(NSIndexPath *)indexPath", "return @[];"),
        "UICollectionViewDropDelegate.collectionView(_:performDropWith:)":
            ("- (void)collectionView:(UICollectionView *)collectionView performDropWithCoordinator:(id<UICollectionViewDropCoordinator>)coordinator", ""),
        "WKScriptMessageHandler.userContentController(_:didReceive:)":
            ("- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message", ""),
        "WKScriptMessageHandlerWithReply.userContentController(_:didReceive:replyHandler:)":
            ("- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message replyHandler:(void (^)(id _Nullable reply, NSString * _Nullable errorMessage))replyHandler", ""),
    ]
}
