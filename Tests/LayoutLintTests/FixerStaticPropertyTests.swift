import Testing
@testable import LayoutLint

/// Static properties written in an extension after the body belong with the properties at the
/// top; a static stored property is a lazily initialised global wherever it is written.
@Suite("Fixer: static properties join the body")
struct FixerStaticPropertyTests {
    @Test func staticPropertiesOfAPlainExtensionMoveUpAndTheEmptyExtensionGoes() {
        let code = """
            import UIKit

            final class ImageViewerController: UIViewController {
                private var image: UIImage?

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            // MARK: - Properties
            extension ImageViewerController {
                private static let formats = try? NSRegularExpression(pattern: #"\\Aimage/(?!gif)"#, options: .caseInsensitive)
                static var identifier: String = "org.example.image"
            }

            // MARK: - UIScrollViewDelegate
            extension ImageViewerController: UIScrollViewDelegate {
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
            }
            """
        #expect(repairableFindings(code).contains { $0.ruleID == "section-order" })
        let (text, _) = fixedInProject(code)
        #expect(text == """
            import UIKit

            final class ImageViewerController: UIViewController {
                private var image: UIImage?

                private static let formats = try? NSRegularExpression(pattern: #"\\Aimage/(?!gif)"#, options: .caseInsensitive)
                static var identifier: String = "org.example.image"

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            // MARK: - UIScrollViewDelegate
            extension ImageViewerController: UIScrollViewDelegate {
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
            }
            """)
        #expect(repairableFindings(text).filter { $0.ruleID == "section-order" }.isEmpty)
    }

    @Test func aPrivateExtensionsStaticsStay() {
        // `private extension` makes its members fileprivate: in the body they would be internal.
        let code = """
            import UIKit

            final class ImageViewerController: UIViewController {
                private var image: UIImage?

                // MARK: - Life Cycle
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            private extension ImageViewerController {
                static let identifier = "org.example.image"
            }
            """
        let (text, _) = fixedInProject(code)
        #expect(text.hasSuffix("private extension ImageViewerController {\n    // MARK: - Properties\n    static let identifier = \"org.example.image\"\n}"))
    }

    @Test func theSelfCheckLetsOnlyStaticPropertiesLeaveTheBody() {
        let before = SourceParser.parse(SourceFile(path: "A.swift", text: "class A {\n    static let a = 1\n    var b = 2\n}\n"))
        let staticMoved = SourceParser.parse(SourceFile(path: "A.swift", text: "class A {\n    var b = 2\n}\nextension A {\n    static let a = 1\n}\n"))
        let storedMoved = SourceParser.parse(SourceFile(path: "A.swift", text: "class A {\n    static let a = 1\n}\nextension A {\n    var b = 2\n}\n"))
        #expect(FixSelfCheck.sameMembers(before, staticMoved) == nil)
        #expect(FixSelfCheck.sameMembers(before, storedMoved) != nil)
    }
}
