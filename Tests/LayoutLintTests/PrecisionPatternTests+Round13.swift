import Testing
@testable import LayoutLint

/// Patterns from the thirteenth judged sample, re-told.
extension PrecisionPatternTests {
    @Test func aTitleThatOnlyStartsLikeTheProtocolIsNoNearMiss() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class TwoFAViewController: UIViewController, LoginFacadeDelegate {
            override func viewDidLoad() { super.viewDidLoad() }

            // MARK: - Login
            private func validateForm() {}
            private func showError() {}
            func finishedLogin(withNonceAuthToken token: String) {}
        }

        protocol LoginFacadeDelegate: AnyObject {
            func finishedLogin(withNonceAuthToken token: String)
        }
        """)
        #expect(found == ["4: 'Login' holds 1 LoginFacadeDelegate method among 2 members of other sections; "
                          + "give it a block of its own, titled 'LoginFacadeDelegate'"])
    }

    @Test func aLifeCycleMoveIsNamedByANeighbourInTheLifeCycle() {
        let found = RuleMessageTests.messages("lifecycle-order", """
        final class QuestBuilderController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }

        // MARK: - Collection View
        extension QuestBuilderController: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
        }
        """)
        #expect(found == ["12: move 'viewWillDisappear(_:)' after 'viewDidLoad()' (line 2): "
                          + "the configured life-cycle order puts viewDidLoad before viewWillDisappear"])
    }

    @Test func theMissingMarkIsAskedForAtTheLargestRun() {
        let found = RuleMessageTests.messages("section-mark", """
        @interface OTRDoubleSettingViewController : UIViewController
        @end

        @implementation OTRDoubleSettingViewController
        - (void)loadView { [super loadView]; }
        - (CGPoint)roundedCenterPoint:(CGPoint)point { return point; }
        - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; }
        - (void)saveValue { }
        - (void)reloadLabels { }
        - (void)updateSlider { }
        @end
        """, path: "OTRDoubleSettingViewController.m")
        #expect(found.contains("8: Private Methods members have no MARK; add `#pragma mark - Private Methods` above them"))
        #expect(!found.contains { $0.hasPrefix("6:") })
    }
}
