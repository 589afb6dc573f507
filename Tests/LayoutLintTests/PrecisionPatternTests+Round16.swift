import Testing
@testable import LayoutLint

/// Patterns from the sixteenth judged sample (the final build), re-told.
extension PrecisionPatternTests {
    @Test func aViewReturningHookSubclassesOverrideIsNoGetter() {
        let found = Self.roles("""
        class StreamableViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
            func viewForStream() -> UIView { view }
        }

        final class ProfileViewController: StreamableViewController {
            override func viewForStream() -> UIView { view }
        }
        """)
        #expect(found == ["viewDidLoad: lifecycle", "viewForStream: ", "viewForStream: "])
    }

    @Test func subheadingsInsideOneProtocolExtensionDoNotSplitItsBlock() {
        let found = RuleMessageTests.messages("delegate-mark", """
        final class GoogleSignupConfirmationViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }

        extension GoogleSignupConfirmationViewController: GoogleAuthenticatorDelegate {
            // MARK: - Signup
            func googleFinishedSignup(credentials: Credentials) {}

            // MARK: - Login
            func googleFinishedLogin(credentials: Credentials) {}
        }

        protocol GoogleAuthenticatorDelegate: AnyObject {
            func googleFinishedSignup(credentials: Credentials)
            func googleFinishedLogin(credentials: Credentials)
        }
        """)
        #expect(found.isEmpty)
    }

    @Test func aProtocolMethodInAHelperExtensionLeavesTheHelpersAlone() {
        let found = RuleMessageTests.messages("private-methods", """
        final class ReaderPagedViewController: UIViewController, ReaderReaderDelegate {
            override func viewDidLoad() { super.viewDidLoad() }
        }

        // MARK: - Page Offset
        extension ReaderPagedViewController {
            func toggleOffset() {}
            func findSegmentHead() -> Int { 0 }
            func applyOffset(_ offset: Int) {}
        }

        protocol ReaderReaderDelegate: AnyObject {
            func toggleOffset()
        }
        """)
        #expect(found.isEmpty)
    }
}
