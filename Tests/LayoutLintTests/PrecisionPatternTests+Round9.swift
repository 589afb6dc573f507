import Testing
@testable import LayoutLint

/// Patterns from the ninth judged sample, re-told.
extension PrecisionPatternTests {
    @Test func aMarkNamingOneOfTwoOwnersOfARequirementSettlesIt() {
        let found = RuleMessageTests.messages("delegate-mark", """
        class LoadMoreViewController: UIViewController, LoadMoreDelegate {
            func didSelect(controller: LoadMoreSectionController) {}
        }

        final class PeopleViewController: LoadMoreViewController, PeopleSectionDelegate {
            override func viewDidLoad() { super.viewDidLoad() }

            // MARK: - PeopleSectionDelegate
            func didSelect(controller: PeopleSectionController) {}
        }

        protocol LoadMoreDelegate: AnyObject {
            func didSelect(controller: LoadMoreSectionController)
        }

        protocol PeopleSectionDelegate: AnyObject {
            func didSelect(controller: PeopleSectionController)
        }
        """)
        // (The base class's own unmarked LoadMoreDelegate method at line 2 is a finding of its own.)
        #expect(found.filter { !$0.hasPrefix("2:") }.isEmpty)
    }

    @Test func aTitleOverMostlyUnplacedOverridesIsNotRenamedForItsOneHandler() {
        let found = RuleMessageTests.messages("section-mark", """
        final class TabBarController: UITabBarController {
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }
        }

        // MARK: - Keyboard Shortcuts
        extension TabBarController {
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "1", modifierFlags: .command, action: #selector(selectTab(_:)))]
            }
            @objc func selectTab(_ sender: UIKeyCommand) {}
        }
        """)
        #expect(found.isEmpty)
    }

    @Test func aProtocolMethodUnderAnotherTitleIsSentToItsExistingBlock() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class ReaderViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }

        // MARK: - ReaderHoldingDelegate
        extension ReaderViewController: ReaderHoldingDelegate {
            func showBars() {}
        }

        // MARK: - Bar Visibility
        extension ReaderViewController {
            @objc func toggleBarVisibility(_ sender: UITapGestureRecognizer) {}
            @objc func barTapped(_ sender: UIButton) {}
            func hideBars() {}
        }

        protocol ReaderHoldingDelegate: AnyObject {
            func showBars()
            func hideBars()
        }
        """)
        #expect(found == ["10: 'Bar Visibility' holds 1 ReaderHoldingDelegate method among 2 members of other sections; "
                          + "move it to the ReaderHoldingDelegate block (line 5)"])
    }

    @Test func anAbstractMethodThatOnlyTrapsIsAHookNotAHelper() {
        let swift = RuleMessageTests.messages("private-methods", """
        class RuleEditorViewController: UITableViewController {
            override func viewDidLoad() { super.viewDidLoad() }

            func enableRule(at row: Int) {
                fatalError("subclasses override enableRule(at:)")
            }

            func reasonForDisabledRule(at row: Int) -> String? { nil }
        }
        """)
        #expect(swift == ["8: 'reasonForDisabledRule(at:)' is a helper in a view controller; move it to an extension of its own or a separate type"])
        let objc = RuleMessageTests.messages("private-methods", """
        @interface RuleEditorController : UITableViewController
        @end

        @implementation RuleEditorController
        - (void)viewDidLoad { [super viewDidLoad]; }
        - (void)enableRuleForRow:(NSInteger)row { abort(); }
        - (void)disableRuleForRow:(NSInteger)row { [self doesNotRecognizeSelector:_cmd]; }
        - (void)reloadRules { [self.tableView reloadData]; }
        @end
        """, path: "RuleEditorController.m")
        #expect(objc == ["8: 'reloadRules' is a helper in a view controller; move it to an extension of its own or a separate type"])
    }
}
