// A small stand-in for the UIKit declarations that scaffolded Objective-C uses, so the tests can
// run `clang -fsyntax-only` on it where the SDK is absent. Not Apple's headers.
#pragma once
#import <Foundation/Foundation.h>

#pragma clang assume_nonnull begin

@class UIView, UIImage, UIColor, UITableView, UICollectionView;

@interface NSLayoutConstraint : NSObject
+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
@end

@interface NSLayoutAnchor : NSObject
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor *)anchor;
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor *)anchor constant:(CGFloat)constant;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor *)anchor;
@end

@interface UILayoutGuide : NSObject
@property (nonatomic, readonly) NSLayoutAnchor *topAnchor;
@property (nonatomic, readonly) NSLayoutAnchor *bottomAnchor;
@property (nonatomic, readonly) NSLayoutAnchor *leadingAnchor;
@property (nonatomic, readonly) NSLayoutAnchor *trailingAnchor;
@end

@interface UIGestureRecognizer : NSObject
- (instancetype)initWithTarget:(nullable id)target action:(nullable SEL)action;
@end

@interface UITapGestureRecognizer : UIGestureRecognizer
@end

@interface UIResponder : NSObject
@end

@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (void)addSubview:(UIView *)view;
- (void)addGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
- (void)setNeedsLayout;
@property (nonatomic) BOOL translatesAutoresizingMaskIntoConstraints;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic, readonly) NSLayoutAnchor *topAnchor;
@property (nonatomic, readonly) NSLayoutAnchor *bottomAnchor;
@property (nonatomic, readonly) NSLayoutAnchor *leadingAnchor;
@property (nonatomic, readonly) NSLayoutAnchor *trailingAnchor;
@property (nonatomic, readonly) UILayoutGuide *layoutMarginsGuide;
@property (nonatomic, readonly) UILayoutGuide *safeAreaLayoutGuide;
@end

typedef NS_ENUM(NSUInteger, UIControlEvents) {
    UIControlEventTouchUpInside = 1 << 6,
    UIControlEventValueChanged = 1 << 12,
    UIControlEventEditingChanged = 1 << 17,
};

typedef NS_ENUM(NSUInteger, UIControlState) {
    UIControlStateNormal = 0,
};

@interface UIControl : UIView
- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
@end

typedef NS_ENUM(NSInteger, UIButtonType) {
    UIButtonTypeCustom = 0,
    UIButtonTypeSystem = 1,
};

@interface UIButton : UIControl
+ (instancetype)buttonWithType:(UIButtonType)buttonType;
- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
@end

@interface UISwitch : UIControl
@end

@protocol UITextFieldDelegate <NSObject>
@end

@interface UITextField : UIControl
@property (nonatomic, weak, nullable) id<UITextFieldDelegate> delegate;
@property (nonatomic, copy, nullable) NSString *text;
@end

@interface UILabel : UIView
@property (nonatomic, copy, nullable) NSString *text;
@end

@interface UIImage : NSObject
@end

@interface UIImageView : UIView
@property (nonatomic, strong, nullable) UIImage *image;
@end

@protocol UIScrollViewDelegate <NSObject>
@end

@interface UIScrollView : UIView
@end

typedef NS_ENUM(NSInteger, UITableViewStyle) {
    UITableViewStylePlain,
};

typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    UITableViewCellStyleDefault,
};

@interface UITableViewCell : UIView
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) UIView *contentView;
@end

@protocol UITableViewDelegate <UIScrollViewDelegate>
@end

@protocol UITableViewDataSource <NSObject>
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
@end

@interface UITableView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style;
- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
- (void)reloadData;
@property (nonatomic, weak, nullable) id<UITableViewDataSource> dataSource;
@property (nonatomic, weak, nullable) id<UITableViewDelegate> delegate;
@end

@interface UICollectionViewCell : UIView
@end

@interface UICollectionViewLayout : NSObject
@end

@interface UICollectionViewFlowLayout : UICollectionViewLayout
@end

@protocol UICollectionViewDataSource <NSObject>
- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath;
@end

@protocol UICollectionViewDelegate <UIScrollViewDelegate>
@end

@protocol UICollectionViewDelegateFlowLayout <UICollectionViewDelegate>
@end

@interface UICollectionView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout;
@property (nonatomic, weak, nullable) id<UICollectionViewDelegate> delegate;
@property (nonatomic, weak, nullable) id<UICollectionViewDataSource> dataSource;
- (void)reloadData;
@end

typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) {
    UIBarButtonItemStylePlain,
};

@interface UIBarButtonItem : NSObject
- (instancetype)initWithTitle:(nullable NSString *)title style:(UIBarButtonItemStyle)style target:(nullable id)target action:(nullable SEL)action;
@end

@interface UINavigationItem : NSObject
@property (nonatomic, copy, nullable) NSArray<UIBarButtonItem *> *rightBarButtonItems;
@end

@interface UIViewController : UIResponder
@property (nonatomic, strong) UIView *view;
@property (nonatomic, readonly) UINavigationItem *navigationItem;
@property (nonatomic, copy, nullable) NSString *title;
- (void)viewDidLoad;
@end

#pragma clang assume_nonnull end
