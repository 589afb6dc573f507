import Testing
@testable import LayoutLint

/// Patterns from the fourteenth judged sample, re-told.
extension PrecisionPatternTests {
    @Test func aSubheadingRightAboveTheSectionsOwnMarkIsRemovedNotRenamed() {
        let found = RuleMessageTests.messages("section-mark", """
        final class TroubleshootingPopup: UIViewController {
            // MARK: Outlets
            @IBOutlet private weak var titleLabel: UILabel!

            // MARK: - Properties
            private let viewModel: TroubleshootViewModel

            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }
        }
        """)
        #expect(found == ["2: MARK 'Outlets' is not a title for Properties members; move its members under 'Properties' (line 5) and remove it"])
    }

    @Test func anObjectiveCMethodCallingItsSuperIsAnOverride() {
        let found = Self.roles(in: """
        @interface UnifiedSearchViewController : SegmentedViewController
        @end

        @implementation UnifiedSearchViewController
        - (void)viewDidLoad { [super viewDidLoad]; }
        - (void)destroy { [self.searchBar resignFirstResponder]; [super destroy]; }
        - (void)refreshSearch { }
        @end
        """, path: "UnifiedSearchViewController.m")
        #expect(found == ["viewDidLoad: lifecycle", "destroy: ", "refreshSearch: private"])  // destroy: not placed
    }

    @Test func aHandlerBeforeProtocolBlocksIsNotWhereEventResponseGoes() {
        let found = RuleMessageTests.messages("misplaced-member", """
        final class AboutViewController: UIViewController {
            // MARK: - Lifecycle
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismissController))
            }
            @objc func dismissController() {}
        }

        // MARK: - UITableViewDataSource
        extension AboutViewController: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        """)
        #expect(found == ["7: 'dismissController()' belongs in Event Response (named in #selector at line 5) but sits in 'Lifecycle'; "
                          + "it needs a `// MARK: - Event Response` section, which the type does not have yet"])
    }

    @Test func anObjectiveCSelectorNamedAsAKeyOrCalledAtOnceWiresNoEvent() {
        let found = Self.roles(in: """
        @interface VLCFirstStepsViewController : UIViewController
        @end

        @implementation VLCFirstStepsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            NSString *key = NSStringFromSelector(@selector(pageTitle));
            if ([self respondsToSelector:@selector(refresh)]) { [self performSelector:@selector(refresh)]; }
            [self performSelector:@selector(hideHint) withObject:[NSNull null] afterDelay:2];
        }
        - (NSString *)pageTitle { return @""; }
        - (void)refresh { }
        - (void)hideHint { }
        @end
        """, path: "VLCFirstStepsViewController.m")
        #expect(found == ["viewDidLoad: lifecycle", "pageTitle: private", "refresh: private", "hideHint: event"])
    }
}
