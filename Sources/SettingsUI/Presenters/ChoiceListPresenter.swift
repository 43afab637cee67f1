import GtkKit
import SettingsKit

/// A list of choices, one check row each, the current one marked: a radio group's section, and
/// the page a multi-value row opens. Picking a choice writes its value.
@MainActor
final class ChoiceListPresenter: RowPresenter {
    let row: Row
    private let choices: ChoiceList
    private let views: [RowView]
    private let marks: [Image]
    private weak var binder: PageBinder?
    private let afterPick: (@MainActor () -> Void)?

    /// `afterPick` runs after a pick was written (a multi-value page closes itself).
    init(row: Row, choices: ChoiceList, binder: PageBinder, afterPick: (@MainActor () -> Void)? = nil) {
        self.row = row
        self.choices = choices
        self.binder = binder
        self.afterPick = afterPick
        var views: [RowView] = []
        var marks: [Image] = []
        for choice in choices.choices {
            let view = RowView(title: choice.title)
            if let image = CellImage.image(for: choice.icon) { view.addLeading(image) }
            let mark = Image(iconName: "object-select-symbolic")
            mark.addStyleClass("choice-mark")
            view.addTrailing(mark)
            view.listRow.isActivatable = true
            views.append(view)
            marks.append(mark)
        }
        self.views = views
        self.marks = marks
    }

    var listRows: [ListBoxRow] { views.map(\.listRow) }

    /// The index of the choice marked as current, if any.
    private(set) var selectedIndex: Int?
    /// The choices a search left shown; nil: all.
    private var shownIndices: Set<Int>?
    private var state = RowState(value: nil, source: .none)

    func update(_ state: RowState) {
        self.state = state
        selectedIndex = choices.match(state.value).index
        for (index, view) in views.enumerated() {
            let isSelected = index == selectedIndex
            // Hidden by opacity, not visibility, so rows keep their width as the mark moves.
            marks[index].opacity = isSelected ? 1 : 0
            view.show(state)
            if let shownIndices, !shownIndices.contains(index) { view.listRow.isVisible = false }
            view.setSubtitle(state.isLocked && isSelected ? RowView.lockedSubtitle : nil)
            let title = choices.choices[index].title
            // Translators: what a screen reader says for the chosen item of a list of choices.
            view.setAccessibleName(isSelected ? tr("%s, selected", title) : title)
        }
    }

    /// Shows only the choices `filter` matches (all for an empty one); answers how many.
    @discardableResult
    func show(matching filter: ChoiceFilter) -> Int {
        shownIndices = filter.isEmpty ? nil : Set(filter.matchingIndices(in: choices))
        update(state)
        return shownIndices?.count ?? views.count
    }

    /// Focuses the current choice's row (the first shown without one), so the keyboard starts
    /// where the user is.
    func focusSelected() {
        let shown = views.indices.filter { shownIndices?.contains($0) ?? true }
        guard let index = selectedIndex.flatMap({ shown.contains($0) ? $0 : nil }) ?? shown.first else { return }
        views[index].listRow.grabFocus()
    }

    func activate(_ listRow: ListBoxRow) {
        guard let index = views.firstIndex(where: { $0.listRow === listRow }) else { return }
        binder?.write(choices.choices[index].value, to: row)
        afterPick?()
    }
}
