/// Objective-C examples of the rules whose own examples are Swift: the same checks on an
/// `@implementation` (the suite runs them as `.m` files, `↓` marking each finding as usual).
/// Kept apart from the rule files so those stay one language each; `ivar-access`, an
/// Objective-C rule, carries its examples itself.
public enum ObjCRuleExamples {
    static let header = """
        @interface ProfileViewController : UIViewController
        @property (nonatomic, strong) UILabel *nameLabel;
        @property (nonatomic, strong) UIButton *saveButton;
        @end

        """

    public static let byRule: [String: RuleExamples] = [
        "section-order": RuleExamples(
            triggering: [header + """
                @implementation ProfileViewController
                #pragma mark - getters and setters
                - (UILabel *)nameLabel {
                    if (_nameLabel == nil) {
                        _nameLabel = [[UILabel alloc] init];
                    }
                    return _nameLabel;
                }

                ↓#pragma mark - life cycle
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.nameLabel];
                }
                @end
                """, header + """
                @implementation ProfileViewController
                #pragma mark - life cycle
                - (void)viewDidLoad {
                    [super viewDidLoad];
                }
                @end

                // A category is judged on its own: here its helpers come before its protocol's block.
                @implementation ProfileViewController (UITableViewDataSource)
                #pragma mark - private methods
                - (NSString *)titleForRow:(NSInteger)row {
                    return @(row).stringValue;
                }

                ↓#pragma mark - UITableViewDataSource
                - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                    return 3;
                }
                @end
                """],
            nonTriggering: [conforming, header + """
                // Each @implementation is its own block (methods never move between them): a category
                // for a protocol after the class's getters is in order.
                @interface ProfileViewController () <UITableViewDataSource>
                @end

                @implementation ProfileViewController
                #pragma mark - life cycle
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.view addSubview:self.nameLabel];
                }

                #pragma mark - getters and setters
                - (UILabel *)nameLabel {
                    if (_nameLabel == nil) {
                        _nameLabel = [[UILabel alloc] init];
                    }
                    return _nameLabel;
                }
                @end

                @implementation ProfileViewController (UITableViewDataSource)
                #pragma mark - UITableViewDataSource
                - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                    return 1;
                }

                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return [[UITableViewCell alloc] init];
                }
                @end
                """]),
        "section-mark": RuleExamples(
            triggering: [header + """
                @implementation ProfileViewController
                #pragma mark - life cycle
                - (void)viewDidLoad {
                    [super viewDidLoad];
                }

                ↓#pragma mark - stuff
                - (void)didTapSave:(UIButton *)sender {
                }
                @end
                """],
            nonTriggering: [conforming]),
        "delegate-mark": RuleExamples(
            triggering: ["""
                @interface ListViewController : UIViewController <UITableViewDataSource, UITableViewDelegate>
                @end

                @implementation ListViewController
                ↓#pragma mark - table view
                - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                    return 0;
                }

                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                }
                @end
                """],
            nonTriggering: [conforming]),
        "misplaced-member": RuleExamples(
            triggering: [header + """
                @implementation ProfileViewController
                #pragma mark - life cycle
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.saveButton addTarget:self action:@selector(didTapSave:) forControlEvents:UIControlEventTouchUpInside];
                }

                ↓- (void)didTapSave:(UIButton *)sender {
                }
                @end
                """],
            nonTriggering: [conforming]),
        "lifecycle-order": RuleExamples(
            triggering: [header + """
                @implementation ProfileViewController
                #pragma mark - life cycle
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                }

                ↓- (void)viewDidLoad {
                    [super viewDidLoad];
                }
                @end
                """],
            nonTriggering: [conforming]),
        "view-setup-in-lifecycle": RuleExamples(
            triggering: [header + """
                @implementation ProfileViewController
                #pragma mark - life cycle
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UILabel *title = [[↓UILabel alloc] init];
                    self.↓nameLabel.textColor = [UIColor grayColor];
                    [self.view addSubview:title];
                }
                @end
                """],
            nonTriggering: [conforming]),
        "layout-in-will-appear": RuleExamples(
            triggering: [header + """
                @implementation ProfileViewController
                #pragma mark - life cycle
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    [↓self.nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self.view);
                    }];
                    self.↓saveButton.frame = CGRectMake(0, 0, 80, 44);
                }
                @end
                """],
            nonTriggering: [conforming]),
        "super-call": RuleExamples(
            triggering: [header + """
                @implementation ProfileViewController
                #pragma mark - life cycle
                ↓- (void)viewDidLoad {
                    [self.view addSubview:self.nameLabel];
                }

                - (void)loadView {
                    self.view = [[UIView alloc] init];
                }
                @end
                """],
            nonTriggering: [conforming]),
        "private-methods": RuleExamples(
            triggering: [header + """
                @implementation ProfileViewController
                #pragma mark - private methods
                ↓- (NSString *)formattedDate:(NSDate *)date {
                    return @"";
                }
                @end
                """],
            nonTriggering: [conforming]),
        "custom-base-controller": RuleExamples(
            triggering: ["""
                @interface ProfileViewController : BaseViewController
                @end

                ↓@implementation ProfileViewController
                @end
                """],
            nonTriggering: [conforming]),
    ]

    /// The articles' own layout: every rule is silent on it.
    public static let conforming = header + """
        @interface ProfileViewController () <UITableViewDataSource>
        @end

        @implementation ProfileViewController
        #pragma mark - life cycle
        - (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle {
            self = [super initWithNibName:name bundle:bundle];
            return self;
        }

        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:self.nameLabel];
            [self.view addSubview:self.saveButton];
            [self layoutPageSubviews];
        }

        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
        }

        - (void)layoutPageSubviews {
            [self.nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view);
            }];
        }

        #pragma mark - UITableViewDataSource
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return 0;
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            return [tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
        }

        #pragma mark - event response
        - (void)didTapSave:(UIButton *)sender {
        }

        #pragma mark - getters and setters
        - (UILabel *)nameLabel {
            if (_nameLabel == nil) {
                _nameLabel = [[UILabel alloc] init];
                _nameLabel.textColor = [UIColor grayColor];
            }
            return _nameLabel;
        }

        - (UIButton *)saveButton {
            if (_saveButton == nil) {
                _saveButton = [UIButton buttonWithType:UIButtonTypeSystem];
                [_saveButton addTarget:self action:@selector(didTapSave:) forControlEvents:UIControlEventTouchUpInside];
            }
            return _saveButton;
        }
        @end
        """
}
