import GtkKit
import SettingsKit

/// Shows one model row as list rows and turns the user's edits into writes. One implementation
/// per row type; `RowPresenterFactory` picks it.
@MainActor
protocol RowPresenter: AnyObject {
    var row: Row { get }
    /// The list rows shown for the row, in order (a radio group has one per choice).
    var listRows: [ListBoxRow] { get }
    /// Shows `state`. Must not write back: the host calls it after writes and external changes.
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

/// What presenters may ask of the window they are in.
@MainActor
protocol RowHost: AnyObject {
    func state(of row: Row) -> RowState
    /// Writes through the session; on failure shows why and puts the row back to its state.
    func write(_ value: PlistValue?, to row: Row)
    func openPage(named name: String, title: String?)
    func openChoices(of row: Row, _ multiValue: MultiValueRow)
    func openURL(_ url: String)
    func closePage()
    /// Opens a web or mail link with the desktop's handler; a refusal is shown in the window.
    func openLink(_ link: String)
    /// Tells the host application a button was pressed; a failure is shown in the window.
    func press(_ row: Row)
    /// Shows a problem in the window's error banner.
    func showError(_ message: String)
    /// Runs a list-group edit through the session; a failure is shown, and the row refreshed.
    func editList(_ row: Row, _ edit: (SettingsSession) throws(SettingsError) -> Void)
    /// Deletes a list group's element; `title` is the element as the list shows it.
    func deleteListItem(at index: Int, from row: Row, title: String)
    func listItems(of row: Row) -> [PlistValue]
    func listItemEditor(for pageName: String, editing element: PlistValue?) -> ListItemEditor?
    /// The rows of a page of the bundle (a list group's item page, to summarise its elements).
    func rows(ofPage name: String) -> [Row]
    /// Whether a section is hidden by its group's key (rows learn it from `RowState.isHidden`).
    func isHidden(_ section: Section) -> Bool
    /// The window dialogs open over.
    var dialogParent: Window? { get }
    /// The host application's widget for a custom view row, if it gives one.
    func customView(for row: Row) -> Widget?
    /// Whether the host application draws custom views (`customView(for:)` can answer one).
    var drawsCustomViews: Bool { get }
    /// Whether rows Settings.app drops show in place with their problems (`--inspect`).
    var showsBundleErrors: Bool { get }
    /// What the user typed in `row` became valid or invalid by the bundle's rules (a dialog
    /// disables Done meanwhile).
    func validityChanged(of row: Row, isValid: Bool)
    /// The user typed `text` in `row`'s field (before it is stored).
    func typed(_ text: String, in row: Row)
}

extension RowHost {
    var showsBundleErrors: Bool { false }

    var drawsCustomViews: Bool { false }

    func validityChanged(of row: Row, isValid: Bool) {}

    func typed(_ text: String, in row: Row) {}
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
