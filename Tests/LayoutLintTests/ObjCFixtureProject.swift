@testable import LayoutLint

/// A mixed app whose cell delegate is an Objective-C `@protocol` in the cell's header: an
/// Objective-C feed controller (in another folder, deriving from a base controller whose `.m`
/// declares and adopts a protocol of its own) and a Swift controller adopt it.
enum ObjCFixtureProject {
    static let files: [(path: String, text: String)] = [
        ("Sources/Cells/FooCell.h", #"""
        #import <UIKit/UIKit.h>

        @class FooCell;
        NS_ASSUME_NONNULL_BEGIN

        @protocol FooCellDelegate <NSObject>
        - (void)fooCell:(FooCell *)cell didTapLikeButton:(UIButton *)button;

        @optional
        - (void)fooCellDidRequestDeletion:(FooCell *)cell;
        - (BOOL)fooCell:(FooCell *)cell shouldShowMenuAtIndexPath:(NSIndexPath *)indexPath;
        - (void)fooCell:(FooCell *)cell didChangeImage:(UIImage *)image;
        @property (nonatomic, readonly) BOOL allowsSharing;
        @end

        @interface FooCell : UITableViewCell
        @property (nonatomic, weak, nullable) id<FooCellDelegate> delegate;
        @end

        NS_ASSUME_NONNULL_END

        """#),
        ("Sources/Base/BaseFeedViewController.h", #"""
        #import <UIKit/UIKit.h>

        @interface BaseFeedViewController : UIViewController
        @property (nonatomic, strong, readonly) UIView *emptyView;

        /// Subclasses override to show their own empty state.
        - (void)configureEmptyState;
        @end

        """#),
        ("Sources/Base/BaseFeedViewController.m", #"""
        #import "BaseFeedViewController.h"

        /// Subclasses reload their content when the feed changes.
        @protocol FeedRefreshing <NSObject>
        - (void)refreshFeedAnimated:(BOOL)animated;
        @end

        @interface BaseFeedViewController () <FeedRefreshing>
        @end

        @implementation BaseFeedViewController

        - (void)refreshFeedAnimated:(BOOL)animated {
        }

        @end

        """#),
        ("Sources/Feed/FeedViewController.h", #"""
        #import "BaseFeedViewController.h"

        @interface FeedViewController : BaseFeedViewController
        @end

        """#),
        ("Sources/Feed/FeedViewController.m", #"""
        #import "FeedViewController.h"
        #import "FooCell.h"

        @interface FeedViewController () <UITableViewDataSource, UITableViewDelegate, FooCellDelegate>
        @property (nonatomic, strong) UITableView *tableView;
        @property (nonatomic, copy) NSArray<NSString *> *items;
        @end

        @implementation FeedViewController

        #pragma mark - life cycle
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:self.tableView];
            [self layoutPageSubviews];
        }

        - (void)layoutPageSubviews {
            self.tableView.frame = self.view.bounds;
        }

        - (void)configureEmptyState {
            self.emptyView.hidden = self.items.count > 0;
        }

        #pragma mark - UITableViewDataSource
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return self.items.count;
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            FooCell *cell = [tableView dequeueReusableCellWithIdentifier:@"FooCell" forIndexPath:indexPath];
            cell.delegate = self;
            return cell;
        }

        #pragma mark - FooCellDelegate
        - (void)fooCell:(FooCell *)cell didTapLikeButton:(UIButton *)button {
            button.selected = !button.selected;
        }

        - (void)fooCellDidRequestDeletion:(FooCell *)cell {
            [self removeItemAtIndexPath:[self.tableView indexPathForCell:cell]];
        }

        - (BOOL)allowsSharing {
            return YES;
        }

        - (void)removeItemAtIndexPath:(NSIndexPath *)indexPath {
            [self.tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
        }

        #pragma mark - FeedRefreshing
        - (void)refreshFeedAnimated:(BOOL)animated {
            [self.tableView reloadData];
        }

        #pragma mark - getters and setters
        - (UITableView *)tableView {
            if (_tableView == nil) {
                _tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                _tableView.dataSource = self;
                _tableView.delegate = self;
            }
            return _tableView;
        }

        @end

        """#),
        ("Sources/Likes/LikesViewController.swift", #"""
        import UIKit

        final class LikesViewController: UIViewController {
            // MARK: - Life Cycle
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
            }
        }

        // MARK: - FooCellDelegate
        extension LikesViewController: FooCellDelegate {
            func fooCell(_ cell: FooCell, didTapLikeButton button: UIButton) {}
            func fooCellDidRequestDeletion(_ cell: FooCell) {}
            func fooCell(_ cell: FooCell, shouldShowMenuAt indexPath: IndexPath) -> Bool { true }
            func fooCell(_ cell: FooCell, didChange image: UIImage) {}
            var allowsSharing: Bool { true }
            func likeCount(for cell: FooCell) -> Int { 0 }
        }

        """#),
    ]

    static let objcController = "Sources/Feed/FeedViewController.m"
    static let swiftController = "Sources/Likes/LikesViewController.swift"

    static func write(to root: String) throws {
        for (path, text) in files {
            try FileSystem.createDirectories(FileSystem.parent(FileSystem.join(root, path)))
            try FileSystem.writeFile(FileSystem.join(root, path), text)
        }
    }
}
