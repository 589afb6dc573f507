import Testing
@testable import LayoutLint

/// The run's shared protocol knowledge (`SharedProtocolKnowledge`, one per `Linter`) gives each
/// file the answer a classifier of its own gives: a file declaring its own protocol or base class
/// of a project name sees its own, in whatever order the run's files fill the shared answers.
@Suite("Shared protocol knowledge")
struct SharedProtocolKnowledgeTests {
    /// The members of both controllers: one in a file declaring its own `Themeable`, base class
    /// and header class, one in a file declaring none of them.
    static let controllerBody = """

            private let store = Store()
            lazy var header: HeaderThing = { HeaderThing() }()
            func refresh() {}
            func applyTheme() {}
            func contentSizeDidChange() {}
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
        }
        """

    static let files: [(String, String)] = [
        ("Themes.swift", """
            import UIKit

            protocol ContentSizeAware { func contentSizeDidChange() }
            protocol Themeable: ContentSizeAware { func applyTheme() }

            class BaseViewController: UIViewController, Themeable {
                func applyTheme() {}
                func contentSizeDidChange() {}
            }
            extension BaseViewController: UITableViewDelegate {}
            class HeaderThing: UIView {}
            """),
        ("Own.swift", """
            import UIKit

            protocol Themeable { func refresh() }
            class BaseViewController: UIViewController, UICollectionViewDataSource {}
            class HeaderThing: NSObject {}

            final class OwnViewController: BaseViewController, Themeable {
            """ + controllerBody),
        ("Plain.swift", """
            import UIKit

            final class PlainViewController: BaseViewController, Themeable {
            """ + controllerBody),
        ("Legacy.m", """
            @interface LegacyViewController : BaseViewController <Themeable, ContentSizeAware>
            @end

            @implementation LegacyViewController
            - (void)applyTheme {}
            - (void)refresh {}
            - (void)contentSizeDidChange {}
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {}
            @end
            """),
        // Outside the project index (as a file linted with an index of the others): its own base
        // class decides its target; the other file's class of that superclass is judged without it.
        ("Alone.swift", """
            import UIKit

            class LocalBase: UIViewController {}
            final class AloneViewController: LocalBase {
                override func viewDidLoad() { super.viewDidLoad() }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            """),
        ("Elsewhere.swift", """
            import UIKit

            final class ElsewhereViewController: LocalBase {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """),
    ]

    /// Every checked type's conformances and each member's role and reason, as a text to compare.
    static func summary(_ classifier: RoleClassifier) -> String {
        classifier.checkedTypes().map { type in
            let inherited = type.inheritedFrom.sorted { $0.key < $1.key }.map { "\($0.key)<\($0.value)" }
            let members = type.members.map { "\($0.member.name): \($0.role.map { "\($0)" } ?? "none") (\($0.reason))" }
            return ([type.name, type.conformances.joined(separator: ","), inherited.joined(separator: ",")] + members).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    @Test func eachFileSeesWhatItsOwnClassifierSees() {
        let outlines = Self.files.map { SourceParser.parse(SourceFile(path: $0.0, text: $0.1)) }
        let project = ProjectIndex(files: outlines[..<4].map { ($0.file.path, ProjectDeclarations($0)) })
        let alone = outlines.map { Self.summary(RoleClassifier(outline: $0, configuration: .default, project: project)) }
        // The file with its own declarations first, then last: the shared answers are made by either.
        for order in [[1, 2, 3, 4, 5, 1, 4], [5, 2, 3, 1, 4, 2, 5]] {
            let shared = SharedProtocolKnowledge(project: project)
            for k in order {
                let summary = Self.summary(RoleClassifier(outline: outlines[k], shared: shared))
                #expect(summary == alone[k], "\(Self.files[k].0) in order \(order)")
            }
        }
        // The file's own protocol and base class, not the project's.
        #expect(alone[1].contains("refresh: delegate(Themeable) (requirement of Themeable, declared in this file at line 3)"))
        #expect(alone[1].contains("UICollectionViewDataSource<BaseViewController"))
        #expect(alone[1].contains("applyTheme: private"))
        #expect(alone[1].contains("header: properties (lazy helper object"))
        #expect(alone[2].contains("header: accessors (lazy property built by an initializer closure)"))
        #expect(alone[2].contains("UITableViewDelegate<BaseViewController"))
        #expect(alone[4].contains("\nAloneViewController\n"))
        #expect(alone[5].isEmpty)
        #expect(alone[2].contains("contentSizeDidChange: delegate(Themeable) (requirement of ContentSizeAware (refined by Themeable)"))
    }

    /// The target a superclass chain leads to is shared, but whether a class deriving from an
    /// unknown `…Controller` overrides a view controller's member (and so is a screen) is the
    /// class's own: one file's answer must not decide the other's, in either order.
    @Test func aSharedTargetStillAsksEachClassForItsOverrides() {
        let files = [("Screen.swift", """
            import UIKit

            final class ScreenController: TunnelController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """), ("Worker.swift", """
            import Foundation

            final class WorkerController: TunnelController {
                func start() {}
            }
            """)]
        let outlines = files.map { SourceParser.parse(SourceFile(path: $0.0, text: $0.1)) }
        for order in [[0, 1], [1, 0]] {
            let shared = SharedProtocolKnowledge(project: .empty)
            for k in order {
                let checked = RoleClassifier(outline: outlines[k], shared: shared).checkedTypes().map(\.name)
                #expect(checked == (k == 0 ? ["ScreenController"] : []), "\(files[k].0) in order \(order)")
            }
        }
    }
}
