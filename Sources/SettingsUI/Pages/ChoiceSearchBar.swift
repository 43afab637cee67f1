import GtkKit
import SettingsKit

/// A search entry above a long list of choices: typing shows only the choices whose title
/// matches (ignoring case and accents), and a line says when none does. Enter focuses the
/// first choice shown.
@MainActor
final class ChoiceSearchBar {
    let entry = SearchEntry(placeholder: tr("Search choices"))
    let noMatch = Label(tr("No matching choices"))
    private weak var choices: ChoiceListPresenter?

    init(in column: Box, filtering choices: ChoiceListPresenter) {
        self.choices = choices
        entry.setAccessibleLabel(tr("Search choices"))
        entry.addStyleClass("choices-search")
        column.append(entry)
        noMatch.addStyleClass("dim-label")
        noMatch.addStyleClass("choices-no-match")
        noMatch.isVisible = false
        column.append(noMatch)
        entry.onSearchChanged { [weak self] in self?.filter() }
        entry.onActivate { [weak self] in self?.choices?.focusSelected() }
    }

    private func filter() {
        guard let choices else { return }
        noMatch.isVisible = choices.show(matching: ChoiceFilter(entry.text)) == 0
    }
}
