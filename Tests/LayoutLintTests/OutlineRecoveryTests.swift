import Testing
@testable import LayoutLint

/// Bracket matching with recovery, and where a declaration counts as starting a line: what the
/// parser's one pass over the tokens and its look back over trivia must get right.
@Suite("Outline: recovery and line starts")
struct OutlineRecoveryTests {
    @Test func aCloserClosesTheNearestOpenerOfItsKindAndWhatIsOpenInside() {
        let o = outline("""
        class A {
            func f() { let x = (1, [2 }
            func g() {}
        }
        """)
        #expect(memberSummary(o.types[0]) == ["func f() @2", "func g() @3"])
        #expect(o.types[0].bodyClose == o.tokens.count - 1)
    }

    @Test func closersWithoutAnOpenerOfTheirKindAreIgnored() {
        let o = outline("""
        class A {
            func f() { ) ] }
            func g() {}
        }
        """)
        #expect(memberSummary(o.types[0]) == ["func f() @2", "func g() @3"])
    }

    /// Thousands of closers with no opener of their kind under thousands of openers of another:
    /// each is dropped on its own (a walk down the open brackets per closer made this quadratic).
    @Test func manyStrayClosersUnderManyOpeners() {
        let source = "class A {\n    func f() {" + String(repeating: "(", count: 4000) + String(repeating: "]", count: 40000)
            + String(repeating: ")", count: 4000) + "}\n    func g() {}\n}\n"
        let o = outline(source)
        #expect(memberSummary(o.types[0]) == ["func f() @2", "func g() @3"])
    }

    @Test func openersLeftAtTheEndCloseAtTheEnd() {
        let o = outline("class A {\n    func f() { (\n")
        #expect(memberSummary(o.types[0]) == ["func f() @2"])
        #expect(o.types[0].bodyClose == o.tokens.count)
        #expect(o.types[0].members[0].bodyClose == o.tokens.count)
    }

    @Test func aBlockCommentHoldingALineBreakStartsTheNextLine() {
        let o = outline("""
        class A {
            var x = 1 /* a
            b */ func g() {}
            var y = 2 /* c */ func h() {}
            var z = 3
        }
        """)
        // `func g` follows a line break inside the comment: a new declaration. `func h` shares
        // its line with `y`'s initializer, so it is part of that initializer's tail.
        #expect(memberSummary(o.types[0]) == ["var x @2", "func g() @3", "var y @4", "var z @5"])
    }

    @Test func theFirstDeclarationOfAFileStartsALineAfterLeadingTrivia() {
        let o = outline("/* header */ // note\n   let a = 1\nlet b = 2")
        #expect(o.topLevelMembers.map(\.name) == ["a", "b"])
    }
}
