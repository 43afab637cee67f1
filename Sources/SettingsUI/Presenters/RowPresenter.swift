import GtkKit
import SettingsKit

/// Shows one model row as list rows and turns the user's edits into writes. One implementation
/// per row type; `RowPresenterFactory` picks it.
@MainActor
protocol RowPresenter: AnyObject {
    var row: Row { get }
    /// The list rows shown for the row, in order (a radio group has one per choice).
    var listRows: [ListBoxRow] { get }
    /// Shows `state`. Must not write back: the binder calls it after writes and external changes.
    func update(_ state: RowState)
    /// The user activated `listRow` (click, Enter, Space).
    func activate(_ listRow: ListBoxRow)
    /// Stores an edit still waiting (typing not yet saved): the page is closing.
    func commitPendingEdit()
    /// The texts a section gives one width with those of its other rows whose control fills
    /// the row (`FillingControlRowPresenter`); nil for other rows.
    var fillingRowTexts: Widget? { get }
    /// Self, for a presenter whose rows change while shown (`DynamicRowsPresenter`). A
    /// requirement rather than a cast: a cast to a protocol makes the Swift runtime scan every
    /// conformance in the executable for each new presenter type (2 million instructions
    /// before the demo's first frame).
    var dynamicRows: DynamicRowsPresenter? { get }
}

extension RowPresenter {
    func commitPendingEdit() {}

    var fillingRowTexts: Widget? { nil }

    var dynamicRows: DynamicRowsPresenter? { nil }
}

/// Presenters whose rows change while shown (a list group's items): the section puts the new
/// `listRows` in place of the old ones when `onRowsChanged` is called.
@MainActor
protocol DynamicRowsPresenter: RowPresenter {
    var onRowsChanged: (@MainActor () -> Void)? { get set }
}

extension DynamicRowsPresenter {
    var dynamicRows: DynamicRowsPresenter? { self }
}
