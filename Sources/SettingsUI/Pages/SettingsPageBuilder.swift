import GtkKit
import SettingsKit

/// Builds the view of a bundle page: its sections, in order, with a presenter per row. Rows
/// Settings.app drops (`Row.isBroken`) and rows that only work inside the iOS app
/// (`Row.iOSOnlyReason`) show, with what is wrong, only to the bundle's author
/// (`RowHost.showsBundleErrors`); a user does not see them.
@MainActor
enum SettingsPageBuilder {
    static func makePage(_ page: Page, title: String?, binder: PageBinder) -> PageView {
        let view = PageView(title: PageTitle.first(title, page.title))
        var steps: [@MainActor () -> Void] = []
        // Which bundle row each step builds, and which steps start a section: a search result
        // far down skips to its section (`PageView.prepare(rowAt:)`).
        var rowOfStep: [Int] = []
        var sectionStarts: [Int] = []
        if page.failure != nil, !binder.showsBundleErrors {
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
            let rows = (headerRows + section.rows).filter { binder.showsBundleErrors || isForUsers($0, binder: binder) }
            // A section whose every row was left out shows no heading over nothing (a group
            // heading is no row of its own; a group of only a footer stays).
            let shownRows = rows.filter { if case .group = $0.kind { false } else { true } }
            if shownRows.isEmpty, !(headerRows + section.rows).filter({ if case .group = $0.kind { false } else { true } }).isEmpty { continue }
            // Sections are created by a step of their own, so rows after it find it built.
            var current: SectionView?
            sectionStarts.append(steps.count)
            rowOfStep.append(max(rows.first?.index ?? section.header?.index ?? 0, rowOfStep.last ?? 0))
            steps.append { [unowned view, weak binder] in
                current = view.addSection(heading: section.title, footer: section.footer, model: section,
                                          isHidden: binder?.isHidden(section) ?? false)
            }
            for row in rows {
                rowOfStep.append(max(row.index, rowOfStep.last ?? 0))
                steps.append { [unowned view, weak binder] in
                    guard let binder, let current,
                          let presenter = RowPresenterFactory.presenter(for: row, binder: binder) else { return }
                    view.add(presenter, to: current, state: binder.state(of: row))
                }
            }
        }
        // The failure's steps come first, before any row.
        rowOfStep.insert(contentsOf: Array(repeating: -1, count: steps.count - rowOfStep.count), at: 0)
        view.build(steps, filling: binder.dialogParent, rowOfStep: rowOfStep, sectionStarts: sectionStarts)
        return view
    }

    /// Whether a user gets anything from the row: Settings.app shows it, and it works outside
    /// the iOS app (`Row.iOSOnlyReason`).
    private static func isForUsers(_ row: Row, binder: PageBinder) -> Bool {
        !row.isBroken && row.iOSOnlyReason(hostDrawsCustomViews: binder.drawsCustomViews) == nil
    }
}
