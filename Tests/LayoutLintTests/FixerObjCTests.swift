import Testing
@testable import LayoutLint

/// `fix` on Objective-C: the same repairs inside an `@implementation`, spelled `#pragma mark`, and
/// never a method moved between an `@implementation` and a category.
@Suite("Fixer: Objective-C")
struct FixerObjCTests {
    static let messy = """
        #import <UIKit/UIKit.h>

        @interface InboxViewController : UIViewController
        @end

        @interface InboxViewController () <UITableViewDataSource>
        @property (nonatomic, strong) UITableView *tableView;
        @end

        @implementation InboxViewController

        - (UITableView *)tableView {
            if (_tableView == nil) {
                _tableView = [[UITableView alloc] init];
            }
            return _tableView;
        }

        #pragma mark - life cycle
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:self.tableView];
        }

        - (void)didTapCompose:(UIButton *)sender {
        }

        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return 0;
        }

        @end

        @implementation InboxViewController (Refresh)
        - (void)didPullToRefresh:(UIRefreshControl *)sender {
        }
        @end

        """

    func fix(_ text: String) -> FixResult {
        Fixer(configuration: .default).fix(SourceFile(path: "InboxViewController.m", text: text))
    }

    @Test func sectionsAreOrderedUnderPragmaMarks() throws {
        let result = fix(Self.messy)
        #expect(result.failure == nil && result.fixed != nil)
        let text = String(decoding: try #require(result.fixed), as: UTF8.self)
        let order = ["#pragma mark - Life Cycle", "- (void)viewDidLoad", "#pragma mark - UITableViewDataSource",
                     "numberOfRowsInSection", "#pragma mark - Event Response", "didTapCompose:",
                     "#pragma mark - Getters and Setters", "- (UITableView *)tableView {",
                     "@implementation InboxViewController (Refresh)", "didPullToRefresh:"]
        let positions = order.map { text.range(of: $0)?.lowerBound }
        #expect(!positions.contains { $0 == nil }, "missing one of \(order) in:\n\(text)")
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted(), "out of order:\n\(text)")
        #expect(!text.contains("// MARK:") && !text.contains("life cycle"))
    }

    @Test func fixingAgainChangesNothingAndLeavesNoLayoutFinding() throws {
        // The category stays as it is (its methods never move into the @implementation), and
        // section-order judges each @implementation on its own, so nothing is left unrepaired.
        let first = fix(Self.messy).fixed
        #expect(first != nil)
        let once = try #require(first)
        let file = SourceFile(path: "InboxViewController.m", bytes: once)
        #expect(Fixer(configuration: .default).fix(file).fixed == nil)
        #expect(Linter().lint(file).filter { Fixer.repairableRules.contains($0.ruleID) }.map(\.message) == [])
    }
}
