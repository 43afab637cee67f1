import GtkKit
import SettingsKit

/// The page a multi-value row opens: its choices, the current one checked and focused. Picking
/// one stores it and moves the check mark; with `IASKQuickMultiValueSelection` it also goes
/// back. A long list gets a search entry; a row whose choices the application supplies, and
/// has not, says so.
@MainActor
enum ChoicesPage {
    static func makePage(for row: Row, _ multiValue: MultiValueRow, binder: PageBinder) -> PageView {
        let view = PageView(title: row.title)
        let presentation = ChoicePresentation.of(row, multiValue)
        if presentation == .suppliedByApplication {
            view.column.append(emptyState())
            return view
        }
        var afterPick: (@MainActor () -> Void)?
        if multiValue.quickSelection { afterPick = { [weak binder] in binder?.closePage() } }
        let choices = ChoiceListPresenter(row: row, choices: multiValue.choices, binder: binder, afterPick: afterPick)
        if presentation == .page(searchable: true) { view.keep(ChoiceSearchBar(in: view.column, filtering: choices)) }
        view.build([{ [unowned view] in
            let section = view.addSection(heading: nil, footer: multiValue.footer)
            view.add(choices, to: section, state: binder.state(of: row))
        }])
        // After the page is pushed: opening it focuses its first stop (NavigationStack.push).
        _ = MainLoopSource.whileIdle { [weak choices] in
            choices?.focusSelected()
            return false
        }
        return view
    }

    /// What a multi-value without `Values` shows: InAppSettingsKit asks the application for
    /// the choices at run time, and none were given.
    private static func emptyState() -> Widget {
        let box = Box(.vertical, spacing: 12)
        box.addStyleClass("empty-state")
        box.setAlignment(horizontal: .center, vertical: .center)
        box.setExpands(vertically: true)
        let icon = Image(iconName: "view-list-symbolic")
        icon.setPixelSize(64)
        icon.addStyleClass("dim-label")
        box.append(icon)
        let title = Label(tr("No Choices"))
        title.addStyleClass("empty-state-title")
        box.append(title)
        let detail = Label(tr("The application supplies the choices for this setting while it runs, and has supplied none."))
        detail.setWraps(true)
        detail.setHorizontalTextAlignment(0.5)
        detail.addStyleClass("dim-label")
        box.append(detail)
        return box
    }
}
