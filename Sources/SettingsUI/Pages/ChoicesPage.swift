import CGtk
import GtkKit
import SettingsKit

/// The page a multi-value row opens: its choices, the current one checked. Picking one stores
/// it and goes back, as Settings.app does.
@MainActor
enum ChoicesPage {
    static func makePage(for row: Row, _ multiValue: MultiValueRow, host: RowHost) -> PageView {
        let view = PageView(title: row.title)
        let choices = ChoiceListPresenter(row: row, choices: multiValue.choices, host: host) { [weak host] in
            host?.closePage()
        }
        view.build([{ [unowned view] in
            let section = view.addSection(heading: nil, footer: multiValue.footer)
            view.add(choices, to: section, state: host.state(of: row))
        }])
        return view
    }
}
