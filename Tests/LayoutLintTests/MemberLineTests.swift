import Testing
@testable import LayoutLint

/// A Swift member keeps its keyword's byte offset and looks its line up when asked
/// (`MemberRecordsHeader.line`): that must be the line `SourceFile.line(of:)` gives, for every
/// member (nested, at file level, sharing a line), and still after an edit copies its record.
@Suite("Member lines")
struct MemberLineTests {
    static let source = """
        import UIKit

        /// A controller.
        final class ListViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!; let cellID = "cell"
            private lazy var header: UIView = {
                UIView()
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
            }

            enum Section { case main, extra }
            struct Row {
                let title: String
                func render() -> String { title }
            }
        }

        func helper() {}
        let constant = 1
        """

    @Test func linesAgreeWithTheFile() {
        let file = SourceFile(path: "ListViewController.swift", bytes: Array(Self.source.utf8))
        let outline = OutlineParser.parse(file)
        var members = outline.topLevelMembers
        for type in outline.types { members += type.members }
        #expect(members.count >= 10)
        for member in members {
            #expect(member.line == file.line(of: Int(outline.tokens[member.keywordToken].start)), "\(member.name)")
        }
        #expect(members.first { $0.name == "helper" }?.line == 21)
        #expect(members.first { $0.name == "cellID" }?.line == 5)
        var edited = members[0]
        let line = edited.line
        edited.selector = "helper"  // copies the record out of the file's
        #expect(edited.line == line)
        #expect(members[0].line == line)
    }
}
