import GtkKit
import SettingsKit

/// The results of a search, in place of the pages while a query is typed: a list of rows
/// (title, dim path; an application's icon in the hub's search across applications), best
/// first, or an empty state when nothing matched. `Result` is what a row stands for, which
/// `describe` says how to show.
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
    /// Called with the result the user activated (click, Enter, Space).
    var onActivate: (@MainActor (Result) -> Void)?

    init(describe: @escaping @MainActor (Result) -> ResultRow.Shown) {
        self.describe = describe
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
        // A new query starts at its best results, wherever the last one was scrolled to.
        found.scrollToTop()
        more.isVisible = isTruncated
        more.text = trn("Only the first %d result is shown: type more to narrow the search.",
                        "Only the first %d results are shown: type more to narrow the search.",
                        results.count, results.count)
        widget.show(results.isEmpty ? empty : found, transition: .none)
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

/// One result in the list: its title, and under it, dim, the path to it, and for a match in
/// a subtitle or footer, the text it was found in; before them, an icon if it has one.
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
        path.setEllipsizesAtEnd()
        path.addStyleClass("dim-label")
        path.addStyleClass("row-subtitle")
        excerpt.alignToStart()
        excerpt.setEllipsizesAtEnd()
        excerpt.addStyleClass("dim-label")
        excerpt.addStyleClass("row-subtitle")
        excerpt.isVisible = false
        let texts = Box.column(spacing: 2)
        texts.setAlignment(vertical: .center)
        texts.append(title)
        texts.append(path)
        texts.append(excerpt)
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
        // Named by its title, described by its path: a screen reader says both.
        let newTitle = ShownText.bounded(result.title, as: .line)
        if title.text != newTitle {
            title.text = newTitle
            listRow.setAccessibleLabel(newTitle)
        }
        icon.isVisible = result.icon != nil
        if let newIcon = result.icon, newIcon != shownIcon {
            shownIcon = newIcon
            icon.setIcon(serialized: newIcon.serialized, fallback: "application-x-executable")
        }
        let newExcerpt = ShownText.bounded(result.excerpt ?? "", as: .paragraph)
        if path.text != newPath || excerpt.text != newExcerpt {
            path.text = newPath
            excerpt.text = newExcerpt
            excerpt.isVisible = !newExcerpt.isEmpty
            listRow.setAccessibleDescription(newExcerpt.isEmpty ? newPath : newPath + "\n" + newExcerpt)
        }
    }
}
