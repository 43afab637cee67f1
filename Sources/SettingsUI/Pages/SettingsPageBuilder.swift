import CGtk
import GtkKit
import SettingsKit

/// Builds the view of a bundle page: its sections, in order, with a presenter per row. Rows
/// Settings.app drops (`Row.isBroken`) show what is wrong only to the bundle's author
/// (`RowHost.showsBundleErrors`); a user does not see them, as on iOS.
@MainActor
enum SettingsPageBuilder {
    static func makePage(_ page: Page, title: String?, host: RowHost) -> PageView {
        let view = PageView(title: title ?? page.title)
        var steps: [@MainActor () -> Void] = []
        if page.failure != nil, !host.showsBundleErrors {
            steps.append { [unowned view] in
                _ = view.addSection(heading: nil, footer: tr("This page cannot be shown."))
            }
        } else if let failure = page.failure {
            steps.append { [unowned view] in
                let section = view.addSection(heading: nil, footer: nil)
                var row = Row(file: failure.file, index: failure.row ?? 0, kind: .invalid(typeName: nil))
                row.title = tr("This page cannot be shown")
                row.problems = [failure]
                view.add(InvalidRowPresenter(row: row, typeName: nil), to: section, state: RowState(value: nil, source: .none))
            }
        }
        for section in page.sections {
            let headerRows = section.header.map { $0.kind.startsSection ? [$0] : [] } ?? []
            let rows = (headerRows + section.rows).filter { host.showsBundleErrors || !$0.isBroken }
            // A section whose every row was left out shows no heading over nothing.
            if rows.isEmpty, !(headerRows + section.rows).isEmpty { continue }
            // Sections are created by a step of their own, so rows after it find it built.
            var current: SectionView?
            steps.append { [unowned view, weak host] in
                current = view.addSection(heading: section.title, footer: section.footer, model: section,
                                          isHidden: host?.isHidden(section) ?? false)
            }
            for row in rows {
                steps.append { [unowned view, weak host] in
                    guard let host, let current,
                          let presenter = RowPresenterFactory.presenter(for: row, host: host) else { return }
                    view.add(presenter, to: current, state: host.state(of: row))
                }
            }
        }
        view.build(steps)
        return view
    }
}
