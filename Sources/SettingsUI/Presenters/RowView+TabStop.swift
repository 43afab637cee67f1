import GtkKit

/// One Tab stop per row. A row with a control (switch, dropdown, entry, slider) is reached at
/// its control, which screen readers announce with its role, name and state; the row itself
/// takes no focus but still turns a click anywhere on it into the control's action. A row
/// without a control is its own stop.
extension RowView {
    /// For rows whose control is focusable: the row then takes no focus of its own.
    func makeControlTheTabStop() {
        listRow.isFocusable = false
    }
}
