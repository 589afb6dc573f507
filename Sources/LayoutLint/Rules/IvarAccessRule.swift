/// Objective-C: properties are reached through their accessors, not their instance variables.
public struct IvarAccessRule: Rule {
    public static let id = "ivar-access"
    public static let description = "Outside init…, dealloc and its own getter/setter, a property is reached as self.name, not _name."
    public static let rationale = """
        A lazily-initialising getter (`if (_tableView == nil) { … }`) only runs when the property is read \
        through it: code that touches `_tableView` elsewhere sees nil before the getter ran, bypasses \
        custom setters, KVO and copy semantics. init… and dealloc use the ivar because the object is not \
        fully built or is being torn down; the property's own accessors must use it.
        """
    public static let examples = RuleExamples(
        triggering: ["""
            @interface ProfileViewController : UIViewController
            @property (nonatomic, strong) UITableView *tableView;
            @property (nonatomic, copy) NSString *heading;
            @end

            @implementation ProfileViewController
            @synthesize heading = heading_;

            #pragma mark - life cycle
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:↓_tableView];
                self.title = ↓heading_;
            }

            #pragma mark - event response
            - (void)didTapReload:(UIButton *)sender {
                [↓_tableView reloadData];
                [_tableView setNeedsLayout];
            }

            #pragma mark - getters and setters
            - (UITableView *)tableView {
                if (_tableView == nil) {
                    _tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                }
                return _tableView;
            }
            @end
            """],
        nonTriggering: ["""
            @interface ProfileViewController : UIViewController
            @property (nonatomic, strong) UITableView *tableView;
            @property (nonatomic, copy) NSString *name;
            @property (nonatomic, readonly) NSInteger count;
            @end

            @implementation ProfileViewController
            @synthesize name = name_;

            #pragma mark - life cycle
            - (instancetype)initWithName:(NSString *)name {
                self = [super initWithNibName:nil bundle:nil];
                if (self) {
                    name_ = [name copy];
                }
                return self;
            }

            - (void)dealloc {
                _tableView.delegate = nil;
            }

            // An init hook, called by the base class's initializers: still initialisation.
            - (void)finalizeInit {
                [super finalizeInit];
                _tableView = nil;
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.tableView];
                _count += 1;
            }

            #pragma mark - getters and setters
            - (UITableView *)tableView {
                if (_tableView == nil) {
                    _tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                }
                return _tableView;
            }

            - (void)setName:(NSString *)name {
                name_ = [name copy];
                self.title = name;
            }
            @end
            """],
    )

    public init(settings: RuleSettings) {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Each type is read in place: a copy of a CheckedType retains a dozen references.
        for type in context.types { check(type, context, into: &findings) }
        return findings
    }

    /// The findings for one checked type.
    private func check(_ type: CheckedTypeRef, _ context: RuleContext, into findings: inout [Finding]) {
        // Readonly properties have no setter to go through: their ivar is how the class writes them.
        var ivars: [String: String] = [:]  // `_name` → `name`
        let renamed = context.outline.types[type.parts[0]].instanceVariables
        for property in context.classifier.declaredProperties(of: type.name) where property.setter != nil {
            let ivar = renamed[property.name] ?? "_" + property.name
            // `@synthesize name;` makes the ivar `name`, indistinguishable from locals and parameters.
            guard ivar != property.name else { continue }
            ivars[ivar] = property.name
        }
        guard !ivars.isEmpty else { return }
        let checked = type.value  // for the classifier, once
        for entry in type.members where entry.member.isMethod && entry.member.bodyOpen != nil {
            let member = entry.member
            // Init hooks (`commonInit`, MatrixKit's `finalizeInit`) run from init…: the same exception.
            if member.isInitializer || member.isDeinitializer || (member.selector ?? member.name).contains("Init") { continue }
            let own = context.classifier.accessedProperty(member, of: checked)
            let body = context.bodyTokens(member)
            var reported: Set<String> = []
            for (k, i) in body.enumerated() where context.tokens[i].kind == .identifier {
                let name = context.text(i)
                guard let property = ivars[name], property != own, !reported.contains(name) else { continue }
                // `other->_name` and `object._name` are someone else's; `self->_name` is still the ivar.
                if k > 0, context.tokenIs(body[k - 1], ".") { continue }
                if k > 1, context.tokenIs(body[k - 1], "->"), !context.tokenIs(body[k - 2], "self") { continue }
                reported.insert(name)
                let method = member.signature ?? member.name
                findings.append(context.finding(
                    "'\(method)' uses the instance variable '\(name)'; use self.\(property) outside init…, dealloc and its own accessors",
                    token: i, type: type.name, member: method))
            }
        }
    }
}
