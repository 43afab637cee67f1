import GtkKit
import SettingsKit

/// The results of a search, in place of the pages while a query is typed: a list of rows
/// (`ResultRow`: a title, the words around the match, the path), best first, under a heading
/// per group when `group` names one (the hub's search: a heading per application), or an empty
/// state when nothing matched. `Result` is what a row stands for, which `describe` says how to show.
///
/// At most `limit` rows are shown: a GtkListBox of a hundred rows updates within a frame,
/// while a query of one letter on a page of 10,000 rows matches thousands, which nobody reads
/// through. A line under the list says when more matched, so typing more narrows them.
@MainActor
final class SearchResultsView<Result> {
    static var limit: Int { 100 }

    let widget = Stack()
    let list = ListBox()
    private let more = Label()
    private let found: ScrolledWindow
    private let empty: Widget
    /// The list's rows, kept from one keystroke to the next: a new query sets their texts, and
    /// only rows beyond the last count are made or removed.
    private var rows: [ResultRow] = []
    private(set) var results: [Result] = []
    private let describe: @MainActor (Result) -> ResultRow.Shown
    /// The heading of a result's group; rows under the same heading as the row before show none.
    private let group: (@MainActor (Result) -> String)?
    /// Called with the result the user activated (click, Enter, Space).
    var onActivate: (@MainActor (Result) -> Void)?

    init(describe: @escaping @MainActor (Result) -> ResultRow.Shown, group: (@MainActor (Result) -> String)? = nil) {
        self.describe = describe
        self.group = group
        list.addStyleClass("boxed-list")
        list.addStyleClass("search-results")
        // Translators: the list of search results, named for screen readers.
        list.setAccessibleLabel(tr("Search Results"))
        more.addStyleClass("dim-label")
        more.addStyleClass("section-footer")
        more.setWraps(true)
        more.alignToStart()
        let column = Box(.vertical, spacing: 0)
        column.addStyleClass("page-column")
        column.append(list)
        column.append(more)
        found = ScrolledWindow(child: Clamp(maximumWidth: PageView.maximumWidth, child: column))
        empty = Self.emptyState()
        widget.add(found, name: "results")
        widget.add(empty, name: "no-results")
        if group != nil {
            list.addStyleClass("grouped")
            list.setHeaders { [weak self] row, before in self?.heading(above: row, before: before) }
        }
        list.onRowActivated { [weak self] pointer in
            guard let self, let index = rows.firstIndex(where: { $0.listRow.pointer == pointer }),
                  results.indices.contains(index) else { return }
            onActivate?(results[index])
        }
    }

    /// Shows `results` (best first); `isTruncated`: more matched.
    func show(_ results: [Result], isTruncated: Bool) {
        self.results = results
        while rows.count > results.count { list.remove(rows.removeLast().listRow) }
        while rows.count < results.count {
            let row = ResultRow()
            rows.append(row)
            list.append(row.listRow)
        }
        for (row, result) in zip(rows, results) { row.show(describe(result)) }
        if group != nil {
            list.invalidateHeaders()
            // GTK keeps the headings after the rows among the list's children, so the last row
            // is no `:last-child` for the list's rounded bottom: it is named.
            for (position, row) in rows.enumerated() {
                if position == rows.count - 1 { row.listRow.addStyleClass("last-result") } else { row.listRow.removeStyleClass("last-result") }
            }
        }
        // A new query starts at its best results, wherever the last one was scrolled to.
        found.scrollToTop()
        more.isVisible = isTruncated
        more.text = trn("Only the first %d result is shown: type more to narrow the search.",
                        "Only the first %d results are shown: type more to narrow the search.",
                        results.count, results.count)
        widget.show(results.isEmpty ? empty : found, transition: .none)
    }

    /// The heading above `row`: its group's name when the row before is of another group.
    private func heading(above row: WidgetPointer, before: WidgetPointer?) -> Widget? {
        guard let group, let index = rows.firstIndex(where: { $0.listRow.pointer == row }), results.indices.contains(index)
        else { return nil }
        let name = group(results[index])
        if let before, let previous = rows.firstIndex(where: { $0.listRow.pointer == before }), results.indices.contains(previous),
           group(results[previous]) == name { return nil }
        let label = Label(ShownText.bounded(name, as: .line))
        label.addStyleClass("search-group-heading")
        label.alignToStart()
        label.setEllipsizesAtEnd()
        return label
    }

    /// Enter in the search entry: the best result.
    func activateFirst() {
        if let first = results.first { onActivate?(first) }
    }

    /// Where Tab or Down from the entry goes: the first result.
    func focusFirst() { rows.first?.listRow.grabFocus() }

    /// GNOME's "no results" status: a large dim search icon, a heading, a hint.
    private static func emptyState() -> Widget {
        let icon = Image(iconName: "edit-find-symbolic")
        icon.setPixelSize(64)
        icon.addStyleClass("dim-label")
        let heading = Label(tr("No Results Found"))
        heading.addStyleClass("title-2")
        heading.setWraps(true)
        let hint = Label(tr("Try a different search"))
        hint.addStyleClass("dim-label")
        hint.setWraps(true)
        let box = Box(.vertical, spacing: 12)
        box.addStyleClass("search-empty")
        box.setAlignment(horizontal: .center, vertical: .center)
        box.setExpands(horizontally: true, vertically: true)
        box.append(icon)
        box.append(heading)
        box.append(hint)
        return box
    }
}

/// One result in the list, at most three lines however long the text it was found in: its
/// title, and under it, dim, for a match in a subtitle or footer the words around the match
/// (`SearchSnippet`), and the path to it; before them, an icon if it has one. Each line is one
/// line, ellipsized; the path loses its start ("…Display › Colour"), since its end, the page
/// and group the row is in, is what tells rows of one application apart (the start is the
/// application's name, or the page's own path). Named by its title and the words around the
/// match, described by its path: a screen reader says why it matched first.
@MainActor
final class ResultRow {
    /// What a row shows of a result.
    struct Shown {
        var title: String
        /// The pages (and group) leading to it, "Appearance › Display".
        var path: [String]
        var excerpt: String?
        /// An icon before the texts (an application's, in the hub's search); nil for none.
        var icon: Icon? = nil

        /// A serialised GIcon (`InstalledApplication.icon`); nil for the generic application icon.
        struct Icon: Equatable {
            var serialized: String?
        }
    }

    let listRow: ListBoxRow
    private let title = Label()
    private let path = Label()
    private let excerpt = Label()
    private let icon = Image(iconName: "application-x-executable")
    private var shownIcon: Shown.Icon?

    init() {
        title.alignToStart()
        title.setEllipsizesAtEnd()
        title.addStyleClass("row-title")
        path.alignToStart()
        path.addStyleClass("dim-label")
        path.addStyleClass("row-subtitle")
        path.setEllipsizesAtStart()
        excerpt.alignToStart()
        excerpt.setEllipsizesAtEnd()
        excerpt.addStyleClass("dim-label")
        excerpt.addStyleClass("row-subtitle")
        excerpt.isVisible = false
        let texts = Box.column(spacing: 2)
        texts.setAlignment(vertical: .center)
        texts.append(title)
        texts.append(excerpt)
        texts.append(path)
        texts.setExpands(horizontally: true)
        icon.setPixelSize(32)
        icon.setAlignment(vertical: .center)
        icon.isVisible = false
        let content = Box(.horizontal, spacing: 12)
        content.addStyleClass("row-content")
        content.append(icon)
        content.append(texts)
        listRow = ListBoxRow(child: content)
    }

    /// Sets only what changed: the next keystroke often shows the same results.
    func show(_ result: Shown) {
        // Translators: between the pages (and group) of a search result's path, "Appearance › Display".
        let newPath = ShownText.bounded(result.path.joined(separator: tr(" › ")), as: .line)
        let newTitle = ShownText.bounded(result.title, as: .line)
        let newExcerpt = ShownText.bounded(result.excerpt ?? "", as: .line)
        if title.text != newTitle || excerpt.text != newExcerpt {
            title.text = newTitle
            excerpt.text = newExcerpt
            excerpt.isVisible = !newExcerpt.isEmpty
            // Translators: a search result as a screen reader names it: its title, then the words
            // around the match ("Licence, …any person obtaining a copy…").
            listRow.setAccessibleLabel(newExcerpt.isEmpty ? newTitle : tr("%1$s, %2$s", newTitle, newExcerpt))
        }
        icon.isVisible = result.icon != nil
        if let newIcon = result.icon, newIcon != shownIcon {
            shownIcon = newIcon
            icon.setIcon(serialized: newIcon.serialized, fallback: "application-x-executable")
        }
        if path.text != newPath {
            path.text = newPath
            path.isVisible = !newPath.isEmpty
            listRow.setAccessibleDescription(newPath)
        }
    }
}
