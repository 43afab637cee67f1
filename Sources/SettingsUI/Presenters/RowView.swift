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

    /// The width of a row's content in a window at its narrowest, 360 px, less the page's, the
    /// list's and the row's padding (style.css), with a few pixels to spare: the room a row's
    /// title and controls share at worst.
    static let narrowestContentWidth: Int32 = 296
    static let spacing: Int32 = 12
    /// What an ellipsized value keeps when it gives up width, in average characters.
    static let valueCharactersKept: Int32 = 5

    /// The dim value a row shows at its end (a choice's title, a child pane's value), which
    /// gives up width down to `valueCharactersKept` before the title does.
    static func valueLabel() -> Label {
        let value = Label()
        value.addStyleClass("dim-label")
        value.addStyleClass("row-value")
        value.setEllipsizesAtEnd(keeping: valueCharactersKept)
        return value
    }
    /// The most lines a row's title, and its subtitle, show; past them the text ends in "…"
    /// and the whole of it is the tooltip (and, for the title, the accessible name of the row
    /// and its control). GTK lays a wrapping label out whole for every size it is asked
    /// (a page of 20 rows whose title and subtitle are 300 characters of words took 1.0–1.5 s
    /// to its first frame); with a limit Pango stops after these lines, and no row is taller
    /// than six lines of text however long its texts are. Three lines hold about 100
    /// characters beside a switch in the narrowest window, more than any real title.
    nonisolated static let linesShown: Int32 = 3
    /// The narrowest a character of a title is, in pixels ("i" or "." at the smallest font).
    static let narrowestCharacterWidth: Int32 = 2

    let listRow: ListBoxRow
    let title: Label
    private let subtitle = Label()
    private let outer = Box(.vertical, spacing: 6)
    private let content = Box(.horizontal, spacing: RowView.spacing)
    /// The title and subtitle: a section lines up its rows' controls by giving these one width.
    let texts = Box.column(spacing: 2)
    /// The widgets beside the texts (images, controls): what they need at least is not the
    /// title's to take.
    private var sides: [Widget] = []
    let hasTitle: Bool
    /// Whether `removeTexts()` dropped the texts' column.
    private var textsRemoved = false
    /// What `setSubtitle` last showed.
    private var subtitleShown: String?

    init(title text: String?) {
        hasTitle = !(text ?? "").isEmpty
        title = Label(shown: text ?? "", as: .line)
        title.alignToStart()
        title.setWraps(true)
        title.limitLines(to: Self.linesShown)
        title.addStyleClass("row-title")
        title.isVisible = hasTitle
        subtitle.alignToStart()
        subtitle.setWraps(true)
        subtitle.limitLines(to: Self.linesShown)
        subtitle.addStyleClass("dim-label")
        subtitle.addStyleClass("row-subtitle")
        subtitle.isVisible = false
        texts.setAlignment(vertical: .center)
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
        // Measured once the row is in a window, where its controls are styled (and filled: a
        // presenter shows its state before it adds its rows), and before the window first
        // measures it: a title found to hold its line is then laid out once.
        listRow.on("notify::root") { [weak self] (_: UnsafeMutableRawPointer?) in
            if let self, isInWindow { fitTexts() }
        }
    }

    private var isInWindow: Bool { listRow.isInWindow }

    /// The room for the texts in the narrowest window, beside the row's other widgets at their
    /// smallest (hidden ones too: a value shown later takes its room then).
    private var narrowestTextsWidth: Int32 {
        sides.reduce(Self.narrowestContentWidth) { $0 - $1.minimumWidth - Self.spacing }
    }

    /// Lets a title (`holdingItsLine`) keep its whole line while that fits in the room the row
    /// has at its narrowest, so that the row's controls give up width first (an entry narrows,
    /// a value ellipsizes): such a title is laid out as one line, which it is at every width.
    /// A longer one, and the subtitle, ask for no more than that room: each wraps, breaking
    /// inside a word only when the word is wider than a line, and ends in "…" past
    /// `linesShown` lines.
    private func fit(_ label: Label, holdingItsLine: Bool) {
        label.setMinimumWidth(nil)
        guard holdingItsLine, !label.text.isEmpty else { return }
        let room = max(narrowestTextsWidth, 0)
        // A text of more characters than the room holds of the narrowest ones is wider than the
        // room: its natural width is not measured (that shapes all of it, 10 ms a long title).
        let surelyWider = label.text.count > Int(room / Self.narrowestCharacterWidth)
        if !surelyWider, label.showsWholeLine(within: room) { return }
        label.setShowsWholeLine(false)
        label.setMinimumWidth(room)
    }

    private func fitTexts() {
        fit(title, holdingItsLine: true)
        fit(subtitle, holdingItsLine: false)
    }

    /// Shows `text` as the title (a button row's title follows its state).
    func showTitle(_ text: String) {
        guard text != title.text else { return }
        title.show(text, as: .line)
        if isInWindow { fit(title, holdingItsLine: true) }
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
        widget.setAlignment(vertical: .center)
        content.append(widget)
        sides.append(widget)
    }

    /// The widest a control beside the title may be while the title keeps its longest word in
    /// the narrowest window.
    var roomBesideTitle: Int32 {
        narrowestTextsWidth - title.longestWordWidth - Self.spacing
    }

    /// Whether the title fits beside `widget` at its smallest in the narrowest window without
    /// breaking inside a word (else the control goes under it).
    func titleFits(beside widget: Widget) -> Bool {
        title.longestWordWidth <= narrowestTextsWidth - widget.minimumWidth - Self.spacing
    }

    /// Adds a control under the texts, spanning the row (a slider under its title).
    func addBelow(_ widget: Widget) {
        outer.append(widget)
    }

    /// Adds a widget before the texts (an icon).
    func addLeading(_ widget: Widget) {
        widget.setAlignment(vertical: .center)
        content.prepend(widget)
        sides.append(widget)
    }

    /// Drops the empty title column of an untitled row, so its control starts at the edge; a
    /// subtitle set later (why the row is disabled) brings the column back while it is shown.
    func removeTexts() {
        textsRemoved = true
        texts.isVisible = false
    }

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
        // Rows are updated on every change of a key they show or depend on, mostly to the same
        // subtitle: setting it again would cost a long page a few milliseconds.
        guard text != subtitleShown else { return }
        subtitleShown = text
        let shown = subtitle.text
        subtitle.show(text ?? "", as: .line)
        subtitle.isVisible = !(text ?? "").isEmpty
        if textsRemoved { texts.isVisible = subtitle.isVisible }
        if subtitle.text != shown, isInWindow { fit(subtitle, holdingItsLine: false) }
    }

    /// Shows the parts of `state` every row shares: the subtitle, the administrator's lock, and
    /// what the bundle's conditions say (hidden, read-only).
    func show(_ state: RowState) {
        listRow.isVisible = !state.isHidden
        listRow.isSensitive = !state.isLocked && !state.isReadOnly
        setSubtitle(state.isLocked ? Self.lockedSubtitle : state.subtitle)
    }
}
