import Testing
@testable import LayoutLint

/// Patterns from the tenth judged sample, re-told.
extension PrecisionPatternTests {
    @Test func constrainCalledFromViewDidLoadIsTheLayoutMethod() {
        let found = Self.roles("""
        final class NewSourceViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(headerView)
                constrain()
            }

            func constrain() {
                NSLayoutConstraint.activate([headerView.topAnchor.constraint(equalTo: view.topAnchor)])
            }
        }
        """)
        #expect(found == ["viewDidLoad: lifecycle", "constrain: lifecycle|private"])
    }

    @Test func unmarkedProtocolMethodsAreSentToTheProtocolsBlock() {
        let found = RuleMessageTests.messages("delegate-mark", """
        @interface VLCFullscreenMovieTVViewController : UIViewController <VLCPlaybackServiceDelegate>
        @end

        @implementation VLCFullscreenMovieTVViewController
        - (void)viewDidLoad { [super viewDidLoad]; }

        #pragma mark - VLCPlaybackServiceDelegate
        - (void)playbackServiceDidStart:(VLCPlaybackService *)service {}

        #pragma mark -
        - (void)playbackPositionUpdated:(VLCPlaybackService *)service {}
        @end

        @protocol VLCPlaybackServiceDelegate <NSObject>
        - (void)playbackServiceDidStart:(VLCPlaybackService *)service;
        - (void)playbackPositionUpdated:(VLCPlaybackService *)service;
        @end
        """, path: "VLCFullscreenMovieTVViewController.m")
        #expect(found == ["10: VLCPlaybackServiceDelegate methods have no MARK of their own; move them to the VLCPlaybackServiceDelegate block (line 7)"])
    }

    @Test func aTitleOverAMixWithNoMajorityIsNotRenamed() {
        let found = RuleMessageTests.messages("section-mark", """
        final class ReaderViewController: UIViewController, ReaderHoldingDelegate {
            // MARK: - Life Cycle
            override func viewDidLoad() { super.viewDidLoad() }

            // MARK: - Bar Visibility
            @objc func toggleBarVisibility(_ sender: UITapGestureRecognizer) {}
            func showBarsAnimated() {}
            func hideBars() {}
        }

        protocol ReaderHoldingDelegate: AnyObject {
            func hideBars()
        }
        """)
        #expect(found.isEmpty)
    }

    @Test func aHelperExtensionMayHoldASetupHelperTheLifeCycleCalls() {
        let found = RuleMessageTests.messages("private-methods", """
        final class LoginPrologueViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setupMainView()
                setupCarousel()
            }
        }

        // MARK: - Private Methods
        private extension LoginPrologueViewController {
            func setupMainView() {
                view.backgroundColor = .systemBackground
            }

            func setupCarousel() {
                view.addSubview(carousel)
                carousel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([carousel.topAnchor.constraint(equalTo: view.topAnchor)])
            }
        }
        """)
        #expect(found.isEmpty)
    }
}
