import GtkKit

/// Keeps keyboard focus on a page whose rows a change hides: the focus goes to the nearest row
/// still shown (the next one, else the one before), so a keyboard or screen reader user is not
/// thrown back to the top of the window.
@MainActor
enum FocusKeeping {
    /// Runs `changes` on the rows of `presenters`, shown in `column`.
    static func keepingFocus(in column: Widget, presenters: [RowPresenter], _ changes: () -> Void) {
        guard let focus = column.focusedWidgetInside else { return changes() }
        let focused = presenters.firstIndex { presenter in presenter.listRows.contains { $0.contains(focus) } }
        changes()
        guard let focused, !isShown(presenters[focused]) else { return }
        let after = presenters[(focused + 1)...].first(where: isShown)
        let before = presenters[..<focused].last(where: isShown)
        (after ?? before)?.listRows.first(where: \.isVisibleWithAncestors)?.focusFirstStop()
    }

    private static func isShown(_ presenter: RowPresenter) -> Bool {
        presenter.listRows.contains(where: \.isVisibleAndSensitive)
    }
}
