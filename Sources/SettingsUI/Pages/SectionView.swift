import CGtk
import GtkKit
import SettingsKit

/// One section of a page: an optional heading, a boxed list of rows, an optional footer.
@MainActor
final class SectionView {
    let list = ListBox()
    private var presenterByRow: [UnsafeMutablePointer<GtkWidget>: RowPresenter] = [:]
    private var rowsByPointer: [UnsafeMutablePointer<GtkWidget>: ListBoxRow] = [:]

    /// Appends the section's widgets to `column`. The list stays hidden until it has rows, so
    /// a group holding only a footer shows no empty box.
    init(heading: String?, footer: String?, in column: Box) {
        if let heading, !heading.isEmpty { column.append(GroupPresenter.heading(heading)) }
        list.addStyleClass("boxed-list")
        list.isVisible = false
        column.append(list)
        if let footer, !footer.isEmpty { column.append(GroupPresenter.footer(footer)) }
        list.onRowActivated { [weak self] pointer in self?.activated(pointer) }
    }

    func add(_ presenter: RowPresenter) {
        for listRow in presenter.listRows {
            list.append(listRow)
            presenterByRow[listRow.pointer] = presenter
            rowsByPointer[listRow.pointer] = listRow
        }
        list.isVisible = true
    }

    private func activated(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        guard let presenter = presenterByRow[pointer], let listRow = rowsByPointer[pointer] else { return }
        presenter.activate(listRow)
    }
}
