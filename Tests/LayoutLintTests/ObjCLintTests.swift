import Testing
@testable import LayoutLint

/// Roles and findings on Objective-C, and mixed Swift/Objective-C trees from the command line.
@Suite("Objective-C lint")
struct ObjCLintTests {
    static let header = """
    @interface FeedViewController : UIViewController
    @property (nonatomic, copy, readonly) NSString *feedID;
    @end
    """

    static let implementation = """
    #import "FeedViewController.h"

    @interface FeedViewController () <UITableViewDataSource, UITableViewDelegate, FeedCellDelegate>
    @property (nonatomic, strong) UITableView *tableView;
    @property (nonatomic, assign, getter=isRefreshing) BOOL refreshing;
    @end

    @implementation FeedViewController

    #pragma mark - life cycle
    - (void)dealloc {
        [[NSNotificationCenter defaultCenter] removeObserver:self];
    }

    - (void)viewDidLoad {
        [super viewDidLoad];
        [self.view addSubview:self.tableView];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(reload) name:@"FeedChanged" object:nil];
    }

    #pragma mark - UITableViewDelegate
    - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    }

    - (void)scrollViewDidScroll:(UIScrollView *)scrollView {
    }

    #pragma mark - FeedCellDelegate
    - (void)feedCellDidTapLike:(FeedCell *)cell {
    }

    #pragma mark - event response
    - (void)reload {
    }

    - (void)keyboardWillShow:(NSNotification *)notification {
    }

    #pragma mark - getters and setters
    - (UITableView *)tableView {
        if (_tableView == nil) {
            _tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
            _tableView.delegate = self;
        }
        return _tableView;
    }

    - (BOOL)isRefreshing {
        return _refreshing;
    }

    - (void)setRefreshing:(BOOL)refreshing {
        _refreshing = refreshing;
    }
    @end
    """

    @Test func rolesFromSelectorsPropertiesAndProtocols() throws {
        let outline = ObjCOutlineParser.parse(SourceFile(path: "FeedViewController.m", text: Self.implementation),
                                              header: SourceFile(path: "FeedViewController.h", text: Self.header))
        let checked = RoleClassifier(outline: outline, configuration: .default).checkedTypes()
        try #require(checked.count == 1)
        #expect(checked[0].superclass == "UIViewController")
        let roles = checked[0].members.map { "\($0.member.selector!) → \($0.role.map { "\($0)" } ?? "none")" }
        #expect(roles == [
            "dealloc → lifecycle", "viewDidLoad → lifecycle",
            "tableView:didSelectRowAtIndexPath: → delegate(UITableViewDelegate)",
            "scrollViewDidScroll: → delegate(UITableViewDelegate)",
            "feedCellDidTapLike: → delegate(FeedCellDelegate)",
            "reload → event", "keyboardWillShow: → event",
            "tableView → accessors", "isRefreshing → accessors", "setRefreshing: → accessors",
        ])
        #expect(Linter(configuration: .default).lint(outline).isEmpty)
    }

    @Test func withoutItsHeaderTheControllerIsNotRecognised() {
        // The superclass lives in the header: a lone .m says nothing about what the class is.
        let outline = ObjCOutlineParser.parse(SourceFile(path: "FeedViewController.m", text: Self.implementation))
        #expect(RoleClassifier(outline: outline, configuration: .default).checkedTypes().isEmpty)
    }

    @Test func mixedTreeIsLintedWithHeadersReadBesideTheirImplementations() throws {
        let root = try temporaryDirectory("objc-mixed")
        try FileSystem.writeFile(FileSystem.join(root, "FeedViewController.h"), Self.header)
        try FileSystem.writeFile(FileSystem.join(root, "FeedViewController.m"), Self.implementation)
        try FileSystem.writeFile(FileSystem.join(root, "BadViewController.mm"), """
        @interface BadViewController : UIViewController
        @property (nonatomic, strong) UILabel *label;
        @end
        @implementation BadViewController
        - (void)viewDidLoad {
            [_label removeFromSuperview];
        }
        @end
        """)
        try FileSystem.writeFile(FileSystem.join(root, "SwiftViewController.swift"), """
        class SwiftViewController: UIViewController {
            // MARK: - Life Cycle
            override func viewDidLoad() {}
        }
        """)
        let result = runTool(["lint", "--reporter", "json", root])
        #expect(result.status != 0)
        #expect(result.out.contains("BadViewController.mm") && result.out.contains("SwiftViewController.swift"))
        #expect(result.out.contains("ivar-access") && result.out.contains("super-call"))
        #expect(!result.out.contains("FeedViewController"), "the conforming controller has no findings")
        let outline = runTool(["outline", "--format", "json", FileSystem.join(root, "FeedViewController.m")])
        #expect(outline.out.contains(#""kind":"implementation","name":"FeedViewController""#))
        #expect(outline.out.contains(#""role":"accessors""#))
    }
}
