import GtkKit
import SettingsKit

/// The page listing what is wrong with the bundle (what `validate` prints), for its author:
/// a section per file, a row per problem, the worst first. A problem of a row the window shows
/// leads there (`ProblemPlaces`): activating it opens the row's page with the row focused.
/// Plain text, as GNOME lists problems: only the severity's icon takes its colour. The entries
/// are in English, the language of their messages (`validate`'s); the page's title and the
/// header's button are the window's chrome, in its language.
@MainActor
enum ProblemsPage {
    static var title: String { tr("Problems in This Bundle") }

    static func makePage(_ problems: [Diagnostic], places: ProblemPlaces,
                         open: @escaping @MainActor (SearchTarget) -> Void) -> PageView {
        let view = PageView(title: title)
        var files: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for problem in problems {
            if byFile[problem.file] == nil { files.append(problem.file) }
            byFile[problem.file, default: []].append(problem)
        }
        var steps: [@MainActor () -> Void] = []
        for file in files {
            var current: SectionView?
            steps.append { [unowned view] in current = view.addSection(heading: file, footer: nil) }
            // Errors first; within a severity, the order the file gave them.
            let inFile = byFile[file, default: []]
            let sorted = Diagnostic.Severity.allCases.flatMap { severity in inFile.filter { $0.severity == severity } }
            for problem in sorted {
                steps.append {
                    let target = places.target(of: problem)
                    var action: (@MainActor () -> Void)?
                    if let target { action = { open(target) } }
                    current?.append(row(for: problem, leadsToRow: target != nil), onActivate: action)
                }
            }
        }
        view.build(steps)
        return view
    }

    /// The message as the title (selectable, so it can be copied into a bug report), where it
    /// is as the subtitle, and the severity as an icon that screen readers name.
    private static func row(for problem: Diagnostic, leadsToRow: Bool) -> ListBoxRow {
        let view = RowView(title: problem.message)
        // Selectable text takes the click a row that leads somewhere answers.
        view.title.setSelectable(!leadsToRow)
        // In the messages' language (`Diagnostic.placeText`): one row, one language.
        view.setSubtitle(problem.placeText)
        let icon = Image(iconName: iconName(for: problem.severity))
        icon.setAccessibleLabel(problem.severity.name)
        icon.addStyleClass("severity")
        view.addLeading(icon)
        view.listRow.addStyleClass(problem.severity == .error ? "problem-error" : problem.severity == .warning ? "problem-warning" : "problem-note")
        if leadsToRow {
            view.addTrailing(Image(iconName: "go-next-symbolic"))
            view.listRow.isActivatable = true
        }
        return view.listRow
    }

    private static func iconName(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "dialog-error-symbolic"
        case .warning: "dialog-warning-symbolic"
        case .note: "dialog-information-symbolic"
        }
    }
}
