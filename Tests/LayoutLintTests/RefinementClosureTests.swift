import Testing
@testable import LayoutLint

/// `ProtocolKnowledge.refinementClosure` walks refinements breadth first, each protocol once,
/// and stops on cycles; the order decides which protocol a member's reason names first.
@Suite("Protocol refinement closure")
struct RefinementClosureTests {
    @Test func breadthFirstEachOnceThroughDiamondsAndCycles() {
        let text = """
        protocol Editing: Selecting, Scrolling {}
        protocol Selecting: Scrolling, Highlighting {}
        protocol Scrolling: Editing {}
        protocol Highlighting {}
        protocol Standalone {}
        """
        let outline = SourceParser.parse(SourceFile(path: "Protocols.swift", text: text))
        let knowledge = ProtocolKnowledge(outline: outline, project: ProjectIndex())
        #expect(knowledge.refinementClosure("Editing") == ["Editing", "Selecting", "Scrolling", "Highlighting"])
        #expect(knowledge.refinementClosure("Module.Scrolling") == ["Scrolling", "Editing", "Selecting", "Highlighting"])
        #expect(knowledge.refinementClosure("Standalone") == ["Standalone"])
        #expect(knowledge.refinementClosure("Unknown") == ["Unknown"])
        // SDK refinements come from the table: the flow layout delegate refines the collection
        // view's, which refines the scroll view's.
        #expect(knowledge.refinementClosure("UICollectionViewDelegateFlowLayout")
                == ["UICollectionViewDelegateFlowLayout", "UICollectionViewDelegate", "UIScrollViewDelegate"])
    }
}
