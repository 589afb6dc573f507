import Testing
@testable import LayoutLint

/// Patterns from the twelfth judged sample (seafile-iOS, GoMap and the earlier apps), re-told.
extension PrecisionPatternTests {
    @Test func protocolMethodsJoinTheProtocolsBlockEvenWhenItIsMistitled() {
        let found = RuleMessageTests.messages("delegate-mark", """
        @interface SeafDirViewController : UITableViewController
        @end

        @implementation SeafDirViewController
        - (void)viewDidLoad { [super viewDidLoad]; }
        - (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {}

        #pragma mark - Table view delegate
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {}
        @end
        """, path: "SeafDirViewController.m")
        #expect(found.contains("6: UITableViewDelegate methods have no MARK of their own; move them to the UITableViewDelegate block (line 8)"))
    }

    @Test func aSecondUnmarkedRunInOneExtensionJoinsTheFirst() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class SSIDOptionEditTableViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }

        extension SSIDOptionEditTableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            private func ssidCell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                    forRowAt indexPath: IndexPath) {}
        }
        """)
        #expect(found == [
            "5: UITableViewDataSource methods have no MARK of their own; add `// MARK: - UITableViewDataSource`",
            "8: UITableViewDataSource methods have no MARK of their own; move them up to the other UITableViewDataSource methods (line 5), under one MARK",
        ])
    }

    @Test func aMethodRestylingTheButtonItIsGivenIsNoHandler() {
        let found = Self.roles(in: """
        @interface SeafSdocProfileEditorViewController : UIViewController
        @end

        @implementation SeafSdocProfileEditorViewController
        - (void)viewDidLoad { [super viewDidLoad]; }
        - (void)applyRadioAppearance:(UIButton *)button selected:(BOOL)selected { button.selected = selected; }
        - (void)radioTapped:(UIButton *)sender { }
        - (void)sliderChanged:(UISlider *)sender forEvent:(UIEvent *)event { }
        @end
        """, path: "SeafSdocProfileEditorViewController.m")
        #expect(found == ["viewDidLoad: lifecycle", "applyRadioAppearance: private", "radioTapped: event", "sliderChanged: event"])
    }

    @Test func aControllersOwnPrepareForReuseNeedsNoSuperCall() {
        let found = RuleMessageTests.messages("super-call", """
        final class PhotoContentViewController: UIViewController {
            override func viewDidLoad() {
                setUp()
            }

            override func prepareForReuse() {
                imageView.image = nil
            }
        }
        """)
        #expect(found == ["2: 'viewDidLoad()' overrides UIViewController's but never calls super.viewDidLoad"])
    }

    @Test func anUnmarkedProtocolRunIsNamedByItsProtocol() {
        let found = RuleMessageTests.messages("section-order", """
        final class ShibbolethViewController: UIViewController, UINavigationControllerDelegate {
            override func viewDidLoad() { super.viewDidLoad() }
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                      animated: Bool) {}
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3: UINavigationControllerDelegate methods (no MARK) is out of the section order") == true)
    }
}
