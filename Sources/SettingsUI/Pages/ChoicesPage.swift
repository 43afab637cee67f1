import CGtk
import GtkKit
import SettingsKit

/// The page a multi-value row opens: its choices, the current one checked. Picking one stores
/// it and moves the check mark; with `IASKQuickMultiValueSelection` it also goes back.
@MainActor
enum ChoicesPage {
    static func makePage(for row: Row, _ multiValue: MultiValueRow, host: RowHost) -> PageView {
        let view = PageView(title: row.title)
        var afterPick: (@MainActor () -> Void)?
        if multiValue.quickSelection { afterPick = { [weak host] in host?.closePage() } }
        let choices = ChoiceListPresenter(row: row, choices: multiValue.choices, host: host, afterPick: afterPick)
        view.build([{ [unowned view] in
            let section = view.addSection(heading: nil, footer: multiValue.footer)
            view.add(choices, to: section, state: host.state(of: row))
        }])
        return view
    }
}
