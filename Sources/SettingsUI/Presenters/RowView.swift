import CGtk
import GtkKit
import SettingsKit

/// The common layout of a row: title and subtitle on the start side, controls at the end,
/// as GNOME's preference rows. Presenters fill in the controls.
@MainActor
final class RowView {
    // Translators: the subtitle of a setting locked by a system administrator.
    static var lockedSubtitle: String { tr("Set by your administrator") }

    /// What a screen reader says for a row that shows a value ("Colour: Green").
    static func titleAndValue(_ title: String, _ value: String) -> String {
        // Translators: a row's accessible name: its title, then the value it shows ("Colour: Green").
        tr("%1$s: %2$s", title, value)
    }

    let listRow: ListBoxRow
    let title: Label
    private let subtitle = Label()
    private let outer = Box(GTK_ORIENTATION_VERTICAL, spacing: 6)
    private let content = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
    private let texts = Box(GTK_ORIENTATION_VERTICAL, spacing: 2)
    let hasTitle: Bool

    init(title text: String?) {
        hasTitle = !(text ?? "").isEmpty
        title = Label(shown: text ?? "", as: .line)
        title.alignToStart()
        title.setWraps(true)
        title.addStyleClass("row-title")
        title.isVisible = hasTitle
        subtitle.alignToStart()
        subtitle.setWraps(true)
        subtitle.addStyleClass("dim-label")
        subtitle.addStyleClass("row-subtitle")
        subtitle.isVisible = false
        texts.setAlignment(vertical: GTK_ALIGN_CENTER)
        texts.setExpands(horizontally: true)
        texts.append(title)
        texts.append(subtitle)
        content.append(texts)
        // The content fills the row's minimum height, so its texts and controls centre in it.
        content.setExpands(vertically: true)
        outer.append(content)
        outer.addStyleClass("row-content")
        listRow = ListBoxRow(child: outer)
        listRow.isActivatable = false
        if hasTitle { listRow.setAccessibleLabelledBy(title) }
    }

    /// A row titled and decorated as the bundle says: `IASKCellImage` at the start, the title
    /// aligned by `IASKTextAlignment` (`defaultAlignment` when the bundle gives none).
    convenience init(row: Row, defaultAlignment: TextAlignment? = nil) {
        self.init(title: row.title)
        if let image = CellImage.image(for: row.image) { addLeading(image) }
        alignTitle(row.alignment ?? defaultAlignment)
    }

    /// Left, centre or right title (natural: the start side).
    func alignTitle(_ alignment: TextAlignment?) {
        let xalign: Float
        switch alignment {
        case .center?: xalign = 0.5
        case .right?: xalign = 1
        case .left?, .natural?, nil: xalign = 0
        }
        title.setHorizontalTextAlignment(xalign)
        subtitle.setHorizontalTextAlignment(xalign)
    }

    /// Adds a control or indicator after the texts.
    func addTrailing(_ widget: Widget) {
        widget.setAlignment(vertical: GTK_ALIGN_CENTER)
        content.append(widget)
    }

    /// Adds a control under the texts, spanning the row (a slider under its title).
    func addBelow(_ widget: Widget) {
        outer.append(widget)
    }

    /// Adds a widget before the texts (an icon).
    func addLeading(_ widget: Widget) {
        widget.setAlignment(vertical: GTK_ALIGN_CENTER)
        content.prepend(widget)
    }

    /// Drops the empty title column of an untitled row, so its control starts at the edge.
    func removeTexts() { texts.isVisible = false }

    /// Lets the texts give up their extra width, for rows whose control should take it.
    func letControlExpand() { texts.setExpands(horizontally: false) }

    /// Names `control` for screen readers by the row's title, or (and the row) by `fallback`
    /// without one.
    func label(_ control: Widget, fallback: String) {
        if hasTitle {
            control.setAccessibleLabelledBy(title)
        } else {
            control.setAccessibleLabel(fallback)
            listRow.setAccessibleLabel(fallback)
        }
    }

    /// What screen readers announce for the row, when it says more than the title (the value
    /// chosen, a check mark).
    func setAccessibleName(_ name: String) {
        listRow.replaceAccessibleLabel(with: name)
    }

    /// One line, cut in the middle when too long: for a folder, whose ends say most.
    func setSubtitleEllipsizedInMiddle() {
        subtitle.setWraps(false)
        subtitle.setEllipsizesInMiddle()
    }

    func setSubtitle(_ text: String?) {
        subtitle.show(text ?? "", as: .line)
        subtitle.isVisible = !(text ?? "").isEmpty
    }

    /// Shows the parts of `state` every row shares: the subtitle, the administrator's lock, and
    /// what the bundle's conditions say (hidden, read-only).
    func show(_ state: RowState) {
        listRow.isVisible = !state.isHidden
        listRow.isSensitive = !state.isLocked && !state.isReadOnly
        setSubtitle(state.isLocked ? Self.lockedSubtitle : state.subtitle)
    }
}
