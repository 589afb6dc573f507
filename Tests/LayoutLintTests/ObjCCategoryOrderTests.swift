import Testing
@testable import LayoutLint

/// Objective-C categories are blocks of their own: section-order judges each `@implementation`
/// alone, so every finding it reports there is one `fix` can repair inside that block.
@Suite("Objective-C: each @implementation is ordered on its own")
struct ObjCCategoryOrderTests {
    static let source = """
        @interface FeedViewController : UIViewController
        @property (nonatomic, strong) UITableView *tableView;
        @end

        @implementation FeedViewController
        #pragma mark - life cycle
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:self.tableView];
        }

        #pragma mark - getters and setters
        - (UITableView *)tableView {
            if (_tableView == nil) {
                _tableView = [[UITableView alloc] init];
            }
            return _tableView;
        }
        @end

        @implementation FeedViewController (UITableViewDataSource)
        #pragma mark - private methods
        - (NSString *)titleForRow:(NSInteger)row {
            return @(row).stringValue;
        }

        #pragma mark - UITableViewDataSource
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return 3;
        }
        @end

        """

    static func sectionOrder(_ text: String) -> [String] {
        Linter().lint(SourceFile(path: "FeedViewController.m", text: text)).filter { $0.ruleID == "section-order" }.map { "\($0.line): \($0.message)" }
    }

    @Test func onlyTheCategorysOwnOrderIsReported() {
        // The main @implementation ends with its getters; the category after it is not asked to
        // move before them, only to put its protocol's block before its helpers.
        #expect(Self.sectionOrder(Self.source) == [
            "27: 'UITableViewDataSource' is out of the section order (properties, lifecycle, delegate, event, private, accessors); "
                + "move this section before 'private methods' (line 22)",
        ])
    }

    @Test func fixRepairsItInsideTheCategory() throws {
        let fixed = String(decoding: try #require(Fixer(configuration: .default).fix(SourceFile(path: "FeedViewController.m", text: Self.source)).fixed),
                           as: UTF8.self)
        #expect(Self.sectionOrder(fixed).isEmpty, "\(fixed)")
        let category = try #require(fixed.range(of: "@implementation FeedViewController (UITableViewDataSource)"))
        let tail = fixed[category.upperBound...]
        // Both methods are still in the category, the protocol's block first.
        let rows = try #require(tail.range(of: "numberOfRowsInSection"))
        let helper = try #require(tail.range(of: "titleForRow:"))
        #expect(rows.lowerBound < helper.lowerBound)
        #expect(fixed[..<category.lowerBound].contains("- (UITableView *)tableView {") && !fixed[..<category.lowerBound].contains("titleForRow"))
    }
}
