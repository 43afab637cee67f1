import GtkKit

/// Where the keyboard focus is on a page, said so that it can be found again on the page made
/// again from re-read files (live reload): the page's place on the stack, then the path of
/// child positions from the page's widget down to the focused widget. Rows before the focused
/// one rarely change while an author edits a bundle, and when they do, the focus lands on the
/// nearest widget that is still there.
@MainActor
struct FocusPlace {
    let pageIndex: Int
    let path: [Int]

    /// Nil when `widget` is on none of `pages` (the header bar's buttons stay as they are).
    init?(of widget: Widget, in pages: [PageView]) {
        guard let index = pages.firstIndex(where: { widget.isInside($0.widget) }) else { return nil }
        pageIndex = index
        path = widget.childPositions(below: pages[index].widget)
    }

    /// The widget at this place on `pages`, or the deepest one that exists on the way to it;
    /// nil when the page itself is gone.
    func widget(in pages: [PageView]) -> Widget? {
        guard pages.indices.contains(pageIndex) else { return nil }
        return pages[pageIndex].widget.descendant(at: path)
    }
}
