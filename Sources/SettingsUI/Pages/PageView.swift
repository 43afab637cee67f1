import CGtk
import GtkKit
import SettingsKit

/// One page on the navigation stack: a scrolled, clamped column of sections.
///
/// Rows are built in steps: the first screenful at once, the rest from idle callbacks, which
/// GLib runs after layout and painting. A page of thousands of rows thus appears as fast as a
/// short one and fills in while the user starts reading.
@MainActor
final class PageView {
    static let maximumWidth: Int32 = 600
    /// Rows built before the page is shown: more than fit on a tall screen.
    static let rowsBuiltAtOnce = 40
    /// Time spent building per idle callback: the rows' layout follows in the next frame, so
    /// together they stay within a frame or two and scrolling stays smooth meanwhile.
    static let buildTimePerIdle = 8_000  // microseconds

    let title: String?
    let widget: ScrolledWindow
    let column = Box(GTK_ORIENTATION_VERTICAL, spacing: 0)
    /// Kept alive here: each section handles the activations of its list's rows.
    private var sections: [SectionView] = []
    private(set) var presenters: [RowPresenter] = []
    private var presentersByKey: [String: [RowPresenter]] = [:]
    private var sectionsByKey: [String: [SectionView]] = [:]
    private var pendingSteps: [@MainActor () -> Void] = []
    private var nextStep = 0
    private var idleSource: UInt32?

    init(title: String?) {
        self.title = title
        column.addStyleClass("page-column")
        widget = ScrolledWindow(child: Clamp(maximumWidth: Self.maximumWidth, child: column))
    }

    isolated deinit {
        if let idleSource { MainLoopSource.remove(idleSource) }
    }

    /// Appends a section to the column.
    /// `key`: the group's key, which hides the whole section (`isHidden` says whether it is now).
    func addSection(heading: String?, footer: String?, key: String? = nil, isHidden: Bool = false) -> SectionView {
        let section = SectionView(heading: heading, footer: footer, in: column)
        sections.append(section)
        if let key {
            sectionsByKey[key, default: []].append(section)
            section.isHidden = isHidden
        }
        return section
    }

    func sections(forKey key: String) -> [SectionView] { sectionsByKey[key] ?? [] }

    /// Adds a presenter to `section` and shows the row's state.
    func add(_ presenter: RowPresenter, to section: SectionView, state: RowState) {
        presenter.update(state)
        section.add(presenter)
        presenters.append(presenter)
        if let key = presenter.row.key { presentersByKey[key, default: []].append(presenter) }
    }

    /// Stores what the user typed but was not saved yet, before the page goes away.
    func commitPendingEdits() {
        for presenter in presenters { presenter.commitPendingEdit() }
    }

    func presenters(forKey key: String) -> [RowPresenter] { presentersByKey[key] ?? [] }

    /// Runs `steps` (each builds a row or starts a section): `rowsBuiltAtOnce` now, the rest
    /// when the main loop is idle.
    func build(_ steps: [@MainActor () -> Void]) {
        pendingSteps = steps
        nextStep = 0
        while nextStep < min(Self.rowsBuiltAtOnce, steps.count) { runNextStep() }
        guard !isBuilt else { return finishSteps() }
        idleSource = MainLoopSource.whileIdle { [weak self] in
            guard let self else { return false }
            let deadline = g_get_monotonic_time() + Self.buildTimePerIdle
            while !isBuilt {
                runNextStep()
                if g_get_monotonic_time() >= deadline { break }
            }
            guard isBuilt else { return true }
            idleSource = nil
            finishSteps()
            return false
        }
    }

    var isBuilt: Bool { nextStep >= pendingSteps.count }

    /// Builds no more rows: the page is going away. (A pending idle callback would also keep
    /// `g_application_run` from returning after the last window closed.)
    func stopBuilding() {
        if let idleSource {
            MainLoopSource.remove(idleSource)
            self.idleSource = nil
        }
        finishSteps()
    }

    private func runNextStep() {
        let step = pendingSteps[nextStep]
        nextStep += 1
        step()
    }

    /// Lets go of the steps (and what their closures hold) once all ran.
    private func finishSteps() {
        pendingSteps = []
        nextStep = 0
    }
}
