import Testing
@testable import LayoutLint

func objCOutline(_ source: String, header: String? = nil) -> Outline {
    ObjCOutlineParser.parse(SourceFile(path: "t.m", text: source), header: header.map { SourceFile(path: "t.h", text: $0) })
}

func methods(_ type: TypeDecl) -> [String] {
    type.members.map { "\($0.kind == .classMethod ? "+" : $0.kind == .method ? "-" : $0.kind.rawValue + " ")\($0.selector ?? $0.name) @\($0.line)" }
}

@Suite("Objective-C outline")
struct ObjCOutlineTests {
    static let controller = """
    #import "ProfileViewController.h"

    NS_ASSUME_NONNULL_BEGIN

    @interface ProfileViewController () <UITableViewDataSource, UITableViewDelegate>
    @property (nonatomic, strong) UITableView *tableView;
    @property (nonatomic, copy, getter=isLoading) BOOL loading;
    @property (nonatomic, copy, nullable) void (^completion)(BOOL finished);
    @property (nonatomic, readonly) NSInteger count, total API_AVAILABLE(ios(13));
    @end

    @implementation ProfileViewController
    @synthesize loading = _loading;

    #pragma mark - life cycle
    - (instancetype)initWithNibName:(nullable NSString *)name bundle:(nullable NSBundle *)bundle {
        return [super initWithNibName:name bundle:bundle];
    }

    - (void)viewDidLoad
    {
        [super viewDidLoad];
        NSDictionary *d = @{ @"}": @[ @1, @(2) ] };
        dispatch_async(dispatch_get_main_queue(), ^{ [self.tableView reloadData]; });
    }

    #pragma mark UITableViewDataSource
    - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section API_AVAILABLE(ios(13)) {
        return 0;
    }

    #if DEBUG
    - (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2) {
    }
    #endif

    #pragma mark - event response
    - (IBAction)didTapSave:(UIButton *)sender {
    }

    + (instancetype)controller {
        return [[self alloc] init];
    }

    #pragma mark - getters and setters
    - (UITableView *)tableView {
        if (_tableView == nil) {
            _tableView = [[UITableView alloc] initWithFrame:CGRectZero];
        }
        return _tableView;
    }
    @end

    NS_ASSUME_NONNULL_END
    """

    @Test func implementationWithMethodsMarksAndIfBlocks() {
        let o = objCOutline(Self.controller, header: "@interface ProfileViewController : UIViewController <UIScrollViewDelegate>\n@end\n")
        #expect(o.language == .objectiveC)
        let implementation = o.types.first { $0.kind == .implementation }!
        #expect(implementation.name == "ProfileViewController")
        #expect(implementation.line == 12 && implementation.endLine == 52)
        #expect(implementation.inherits == ["UIViewController", "UIScrollViewDelegate", "UITableViewDataSource", "UITableViewDelegate"])
        #expect(implementation.instanceVariables == ["loading": "_loading"])
        #expect(methods(implementation) == [
            "-initWithNibName:bundle: @16", "-viewDidLoad @20", "-tableView:numberOfRowsInSection: @28", "-log: @33",
            "-didTapSave: @38", "+controller @41", "-tableView @46",
        ])
        let members = implementation.members
        #expect(members.map(\.name) == ["init", "viewDidLoad", "tableView", "log", "didTapSave", "controller", "tableView"])
        #expect(members[0].parameters.map(\.type) == ["nullable NSString *", "nullable NSBundle *"])
        #expect(members[2].typeName == "NSInteger")
        #expect(members[4].has(attribute: "@IBAction"))
        #expect(members[3].ifConfig?.block == 0 && o.ifBlocks[0].clauses[0].condition == "DEBUG")
        // The body of viewDidLoad spans its literal and block braces.
        #expect(o.file.line(of: Int(o.tokens[members[1].bodyClose!].start)) == 25)
        #expect(o.marks.map { "\($0.line) \($0.hasSeparator ? "- " : "")\($0.title)" } == [
            "15 - life cycle", "27 UITableViewDataSource", "37 - event response", "45 - getters and setters",
        ])
        #expect(o.marks.allSatisfy { $0.owner == o.types.firstIndex { $0.kind == .implementation } })
    }

    @Test func classExtensionPropertiesWithGettersBlocksAndMacros() {
        let o = objCOutline(Self.controller)
        let extensionInterface = o.types.first { $0.kind == .interface }!
        #expect(extensionInterface.name == "ProfileViewController ()")
        #expect(extensionInterface.inherits == ["UITableViewDataSource", "UITableViewDelegate"])
        let properties = extensionInterface.members
        #expect(properties.map(\.name) == ["tableView", "loading", "completion", "count", "total"])
        #expect(properties.map { $0.getter ?? "-" } == ["tableView", "isLoading", "completion", "count", "total"])
        #expect(properties.map { $0.setter ?? "-" } == ["setTableView:", "setLoading:", "setCompletion:", "-", "-"])
        #expect(properties[0].typeName == "UITableView *")
    }

    @Test func categoriesProtocolsAndForwardDeclarations() {
        let o = objCOutline("""
        @protocol ProfileViewDelegate;
        @class ProfileView;
        @protocol ProfileViewDelegate <NSObject>
        - (void)profileView:(ProfileView *)view didTapAvatar:(UIImage *)avatar;
        @optional
        - (BOOL)profileViewShouldReload:(ProfileView *)view;
        @property (nonatomic, readonly) NSString *identifier;
        @end

        @interface NSString (Profile) <NSCopying>
        + (instancetype)profileString;
        @end

        @implementation NSString (Profile)
        + (instancetype)profileString { return @""; }
        - (Protocol *)p { return @protocol(ProfileViewDelegate); }
        @end
        """)
        #expect(o.types.map { "\($0.kind.rawValue) \($0.name)" } == [
            "protocol ProfileViewDelegate", "interface NSString (Profile)", "implementation NSString (Profile)",
        ])
        let proto = o.types[0]
        #expect(proto.inherits == ["NSObject"])
        #expect(methods(proto) == ["-profileView:didTapAvatar: @4", "-profileViewShouldReload: @6", "property identifier @7"])
        #expect(proto.members.map { $0.has(attribute: "@optional") } == [false, true, true])
        #expect(o.types[2].inherits == ["NSCopying"])
        #expect(o.types[2].extendedTypeName == "NSString" && !o.types[2].isClassBody)
        #expect(methods(o.types[2]) == ["+profileString @15", "-p @16"])
    }

    /// Found by the clang oracle (AsyncDisplayKit): `__unused` before a parameter name.
    @Test func parameterAttributesBeforeTheName() {
        let o = objCOutline("""
        @implementation MapHandlerNode
        - (MKAnnotationView *)mapView:(MKMapView *)__unused mapView viewForAnnotation:(id<MKAnnotation>)annotation
        {
          return nil;
        }
        @end
        """)
        #expect(methods(o.types[0]) == ["-mapView:viewForAnnotation: @2"])
    }

    /// Found by the clang oracle (YYKit): a file-level macro call without `;` before the implementation.
    @Test func unknownMacrosBetweenDeclarationsDoNotDerail() {
        let o = objCOutline("""
        YYSYNTH_DUMMY_CLASS(NSArray_YYAdd)

        @implementation NSArray (YYAdd)
        + (NSArray *)arrayWithPlistData:(NSData *)plist NS_SWIFT_NAME(init(plist:)) {
            return nil;
        }
        - (id)objectOrNilAtIndex:(NSUInteger)index __attribute__((pure));
        {
            return nil;
        }
        static inline int helper(void) { return -1; }
        - (void)last:(int)a :(int)b {}
        @end
        """)
        #expect(methods(o.types[0]) == ["+arrayWithPlistData: @4", "-objectOrNilAtIndex: @7", "-last:: @12"])
        #expect(o.types[0].members[1].bodyOpen != nil, "a `;` between header and body is allowed in an implementation")
    }

    @Test func branchesThatOpenDifferentBracesStillPair() {
        let o = objCOutline("""
        @implementation Cell
        #if TARGET_OS_IOS
        - (void)layoutSubviews {
        #else
        - (void)layout {
        #endif
            [super layoutSubviews];
        }

        - (void)prepareForReuse {
        }
        @end
        """)
        #expect(methods(o.types[0]) == ["-layoutSubviews @3", "-layout @5", "-prepareForReuse @10"])
        #expect(o.ifBlocks.count == 1 && o.ifBlocks[0].clauses.map(\.keyword) == ["#if", "#else"])
    }

    @Test func missingEndAndGenericInterfaces() {
        let o = objCOutline("""
        @interface Box<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
        - (nullable ObjectType)first;
        @end
        @implementation Box
        - (id)first { return nil; }
        @implementation Other
        - (void)run {}
        @end
        """)
        #expect(o.types.map(\.name) == ["Box", "Box", "Other"])
        #expect(o.types[0].inherits == ["NSObject", "NSCopying", "NSFastEnumeration"])
        #expect(o.types[1].inherits == ["NSObject", "NSCopying", "NSFastEnumeration"], "the implementation takes its interface's")
        #expect(methods(o.types[1]) == ["-first @5"])
        #expect(methods(o.types[2]) == ["-run @7"])
    }

    @Test func jsonContract() {
        let o = objCOutline(Self.controller)
        let json = OutlineFormatter.json(o)
        #expect(json.contains(#"{"kind":"implementation","name":"ProfileViewController","line":12"#))
        #expect(json.contains(#"{"kind":"method","name":"tableView:numberOfRowsInSection:","signature":"tableView:numberOfRowsInSection:","line":28"#))
        #expect(json.contains(#"{"kind":"classMethod","name":"controller","#))
    }

    @Test func swiftBaseNames() {
        let cases = ["initWithFrame:": "init", "init": "init", "initialize": "initialize", "dealloc": "deinit",
                     "viewWillAppear:": "viewWillAppear", "willMoveToParentViewController:": "willMove",
                     "viewWillTransitionToSize:withTransitionCoordinator:": "viewWillTransition",
                     "numberOfSectionsInTableView:": "numberOfSections", "tableView:cellForRowAtIndexPath:": "tableView",
                     "traitCollectionDidChange:": "traitCollectionDidChange"]
        for (selector, name) in cases { #expect(ObjCSelector.swiftBaseName(selector) == name, "\(selector)") }
    }
}
