import GtkKit
import XCTest

/// A widget's place in a tree, as child positions, finds the widget at the same place in a tree
/// made again (live reload keeps focus that way).
@MainActor
final class WidgetTreeTests: XCTestCase {
    override func setUp() async throws {
        GtkTestSupport.initialize()
    }

    private func tree() -> (top: Box, inner: Box, leaf: Label) {
        let top = Box(.vertical)
        let inner = Box(.horizontal)
        let leaf = Label("Leaf")
        top.append(Label("First"))
        top.append(inner)
        inner.append(Label("Before"))
        inner.append(leaf)
        return (top, inner, leaf)
    }

    func testAPathLeadsToTheSamePlaceInATreeMadeAgain() async {
        let old = tree()
        let path = old.leaf.childPositions(below: old.top)
        XCTAssertEqual(path, [1, 1])
        XCTAssertEqual(old.top.childPositions(below: old.top), [])
        let again = tree()
        XCTAssertEqual(again.top.descendant(at: path).pointer, again.leaf.pointer)
    }

    func testAPathPastTheTreeEndsAtTheDeepestWidgetOnTheWay() async {
        let made = tree()
        XCTAssertEqual(made.top.descendant(at: [1, 5, 0]).pointer, made.inner.pointer)
        XCTAssertEqual(made.top.descendant(at: [7]).pointer, made.top.pointer)
    }
}
