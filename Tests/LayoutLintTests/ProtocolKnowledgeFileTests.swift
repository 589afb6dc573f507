import Testing
@testable import LayoutLint

/// `ProtocolKnowledge` indexes the file at hand only when a name the file may declare is asked
/// about (`DeclaredNames`): the filters must let through every name the file's index holds, so
/// each gated lookup answers what the index answers.
@Suite("Protocol knowledge of the file")
struct ProtocolKnowledgeFileTests {
    static let swift = """
    protocol ComposeDelegate: AnyObject { func composeDidFinish(_ compose: ComposeViewController) }
    class BaseViewController: UIViewController { func configure() {} }
    final class ComposeViewController: BaseViewController, ComposeDelegate {
        override func configure() {}
        func composeDidFinish(_ compose: ComposeViewController) {}
    }
    class Module.QualifiedController: Base<Int> {}
    class Generic<T>: NSObject {}
    extension ComposeViewController: UITextViewDelegate {}
    extension Module.Other: Themeable {}
    struct Model {}
    enum Kind { case a }
    """

    static let objCHeader = """
    @protocol PinDelegate <NSObject>
    - (void)pinDidChange:(NSString *)pin;
    @end
    @interface PinViewController : BaseController <PinDelegate>
    - (void)reload;
    @end
    """

    static let objC = """
    @interface PinViewController () <UITextFieldDelegate>
    @end
    @interface PinViewController (Keyboard) <UIKeyboardDelegate>
    @end
    @implementation PinViewController
    - (void)reload {}
    @end
    """

    static func outlines() -> [Outline] {
        [SourceParser.parse(SourceFile(path: "A.swift", text: swift)),
         ObjCOutlineParser.parse(SourceFile(path: "t.m", text: objC), header: SourceFile(path: "t.h", text: objCHeader))]
    }

    @Test func gatedLookupsAnswerWhatTheIndexAnswers() {
        for outline in Self.outlines() {
            let knowledge = ProtocolKnowledge(outline: outline, project: ProjectIndex())
            let declares = DeclaredNames(outline)
            let index = ProjectIndex(files: [(outline.file.path, ProjectDeclarations(outline))])
            #expect(!index.classes.isEmpty && !index.extensionConformances.isEmpty)
            for name in index.classes.keys { #expect(declares.mayName(name)) }
            for name in index.protocols.keys { #expect(declares.mayName(name) && declares.anyProtocol) }
            for name in index.extensionConformances.keys { #expect(declares.mayName(name)) }
            for name in index.subclassesByName.keys { #expect(declares.mayBeSuperclass(name)) }
            #expect(declares.anyProtocol == !index.protocols.isEmpty)
            let asked = Array(index.classes.keys) + Array(index.protocols.keys) + Array(index.extensionConformances.keys)
                + ["UIViewController", "UITableViewDelegate", "Unknown", "Model", "Kind"]
            for name in asked {
                #expect(knowledge.fileClass(name)?.name == index.classes[name]?.name)
                #expect(knowledge.fileProtocol(name)?.requirements == index.protocols[name]?.requirements)
                #expect(knowledge.fileExtensionConformances(name) == index.extensionConformances[name])
                for member in ["configure", "reload", "viewDidLoad"] {
                    #expect(knowledge.fileSubclass(of: name, overriding: member) == index.subclass(of: name, overriding: member))
                }
            }
        }
    }

    @Test func theSubclassHookIsFoundThroughTheGate() {
        let knowledge = ProtocolKnowledge(outline: Self.outlines()[0], project: ProjectIndex())
        #expect(knowledge.fileSubclass(of: "BaseViewController", overriding: "configure") == "ComposeViewController")
        #expect(knowledge.fileSubclass(of: "ComposeViewController", overriding: "configure") == nil)
    }
}
