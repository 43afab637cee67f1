import GtkKit
import SettingsKit

/// One section of a page: an optional heading, a boxed list of rows, an optional footer.
@MainActor
final class SectionView {
    let list = ListBox()
    private var presenterByRow: [WidgetPointer: RowPresenter] = [:]
    private var rowsByPointer: [WidgetPointer: ListBoxRow] = [:]
    private var actionsByRow: [WidgetPointer: @MainActor () -> Void] = [:]
    /// Presenters in order with the rows each shows, for presenters whose rows change.
    private var presenters: [(presenter: RowPresenter, rows: [ListBoxRow])] = []
    private var heading: Widget?
    private var footer: Widget?
    /// The bundle's section shown here, asked whether it is hidden; nil for sections of our own.
    var model: Section?
    /// One width for the texts of the rows whose control fills the rest (entries): the page's,
    /// so that the fields of all its sections start at one x.
    private let fillingRowTexts: @MainActor () -> SizeGroup

    /// Appends the section's widgets to `column`. The list stays hidden until it has rows, so
    /// a group holding only a footer shows no empty box.
    init(heading: String?, footer: String?, in column: Box, fillingRowTexts: @escaping @MainActor () -> SizeGroup) {
        self.fillingRowTexts = fillingRowTexts
        if let heading, !heading.isEmpty {
            let label = GroupPresenter.heading(heading)
            column.append(label)
            self.heading = label
        }
        list.addStyleClass("boxed-list")
        list.isVisible = false
        column.append(list)
        if let footer, !footer.isEmpty {
            let label = GroupPresenter.footer(footer, heading: heading)
            column.append(label)
            self.footer = label
        }
        list.onRowActivated { [weak self] pointer in self?.activated(pointer) }
    }

    func add(_ presenter: RowPresenter) {
        for listRow in presenter.listRows {
            list.append(listRow)
            presenterByRow[listRow.pointer] = presenter
            rowsByPointer[listRow.pointer] = listRow
        }
        presenters.append((presenter, presenter.listRows))
        if let texts = presenter.fillingRowTexts { fillingRowTexts().add(texts) }
        updateRowVisibility()
        if let dynamic = presenter.dynamicRows {
            dynamic.onRowsChanged = { [weak self, weak dynamic] in
                if let self, let dynamic { replaceRows(of: dynamic) }
            }
        }
    }

    /// Appends a row no presenter owns (a page that shows no settings, such as the problems).
    /// A row of no presenter (the Problems page's); `onActivate` answers its activation.
    func append(_ listRow: ListBoxRow, onActivate: (@MainActor () -> Void)? = nil) {
        list.append(listRow)
        rowsByPointer[listRow.pointer] = listRow
        if let onActivate { actionsByRow[listRow.pointer] = onActivate }
        showParts()
    }

    /// Puts a presenter's current rows in place of those it showed before.
    private func replaceRows(of presenter: RowPresenter) {
        guard let index = presenters.firstIndex(where: { $0.presenter === presenter }) else { return }
        for old in presenters[index].rows {
            list.remove(old)
            presenterByRow[old.pointer] = nil
            rowsByPointer[old.pointer] = nil
        }
        var position = presenters[..<index].reduce(0) { $0 + $1.rows.count }
        let rows = presenter.listRows
        for listRow in rows {
            list.insert(listRow, at: position)
            presenterByRow[listRow.pointer] = presenter
            rowsByPointer[listRow.pointer] = listRow
            position += 1
        }
        presenters[index].rows = rows
        updateRowVisibility()
    }

    /// Hides the whole section (heading, rows, footer): its group's key is hidden.
    var isHidden = false {
        didSet { showParts() }
    }

    /// Whether every row the section has is hidden (by its key): the section then hides too,
    /// rather than show a heading over an empty box. A section that never had rows (a footer
    /// alone) is not empty in this sense.
    private var allRowsHidden = false

    /// Call after rows were added, shown or hidden.
    func updateRowVisibility() {
        allRowsHidden = !rowsByPointer.isEmpty && rowsByPointer.values.allSatisfy { !$0.isVisible }
        showParts()
    }

    /// Hides the list before `hiding` (presenters about to hide) leaves it no row to show: GTK
    /// then unmaps it in one go rather than row by row, each with the list box's own work, which
    /// was most of a long page's update when a switch hid all its rows (issue 18's benchmark).
    /// `updateRowVisibility()` afterwards settles the heading and footer, or shows the list
    /// again should a row stay shown after all.
    func hideList(ifEmptiedBy hiding: Set<ObjectIdentifier>) {
        guard list.isVisible, presenters.reduce(0, { $0 + $1.rows.count }) == rowsByPointer.count else { return }
        let emptied = presenters.allSatisfy { entry in
            hiding.contains(ObjectIdentifier(entry.presenter)) || entry.rows.allSatisfy { !$0.isVisible }
        }
        if emptied { list.isVisible = false }
    }

    private func showParts() {
        let shown = !isHidden && !allRowsHidden
        heading?.isVisible = shown
        footer?.isVisible = shown
        list.isVisible = shown && !rowsByPointer.isEmpty
    }

    private func activated(_ pointer: WidgetPointer) {
        guard let presenter = presenterByRow[pointer], let listRow = rowsByPointer[pointer] else {
            actionsByRow[pointer]?()
            return
        }
        presenter.activate(listRow)
    }
}
