import CGtk
import GtkKit
import SettingsKit

/// One page on the navigation stack: a scrolled, clamped column of sections.
///
/// Rows are built as they come into view: the first screenful at once, then, whenever less
/// than `screensBuiltAhead` screens of built rows are left below the visible part, more from
/// idle callbacks, which GLib runs after layout and painting, one slice per frame: the next
/// slice waits until the last one has been laid out, so the need is always judged on a fresh
/// layout (judged on a stale one, a loaded machine built hundreds of rows for one screen). A
/// page of thousands of rows thus opens as fast as a short one, scrolling builds only the rows
/// it reaches, and a page at rest runs nothing.
///
/// Rows that a change shows further below the view than `screensBuiltAhead` screens are shown
/// the same way, a slice per frame and before any more rows are built (`RowsShownLater`): GTK
/// maps each row it shows at once, which for thousands of rows was most of the update.
@MainActor
final class PageView {
    static let maximumWidth: Int32 = 600
    /// Steps (rows and sections) built before the page is shown when the height it shows is not
    /// known: a screenful of the standard window. Each costs start-up time; the rest follow
    /// right after the first layout.
    static let rowsBuiltAtOnce = 20
    /// Lines of text built before the page is shown, at most, when its height is not known
    /// (`TextLinesEstimate`): rows of long texts are tall, so fewer of them fill the window,
    /// and each costs more to lay out (20 rows of three-line titles and subtitles took 0.8 s to
    /// the first frame, 6 fill a window). 40 lines fill the standard window (about 30 lines of
    /// text) even where the estimate is low; 20 rows of one line stay under it.
    static let linesBuiltAtOnce = 40
    /// For a known height: the least a step takes on average (a row is at least 51 pixels with
    /// its border, a group's heading about 38 with its margins), so that the steps built fill it.
    static let shortestStepHeight = 45.0
    /// And the least an estimated line takes (a row of a three-line title and a three-line
    /// subtitle is about 20 pixels a line; 16 keeps the 40 lines above for the standard window).
    static let shortestLineHeight = 16.0
    /// How many times its budget a page builds before its first frame at most, counting the
    /// steps that show nothing.
    static let hiddenStepsAllowed = 3
    /// What a window shows above and around a page: its header bar and the column's padding.
    static let windowChromeHeight: Int32 = 70
    /// Time spent building per idle callback: the rows' layout follows in the next frame, so
    /// together they stay within a frame or two and scrolling stays smooth meanwhile.
    static let buildTimePerIdle = 8_000  // microseconds
    /// Built rows kept ready below the visible part, in screens: enough that scrolling by a
    /// page or flicking never reaches an unbuilt row before the next frame builds it.
    static let screensBuiltAhead = 2.0

    let title: String?
    /// What the page shows, for live reload to make it again.
    var origin: PageOrigin?
    let widget: ScrolledWindow
    let column = Box(.vertical, spacing: 0)
    /// Kept alive here: each section handles the activations of its list's rows.
    private var sections: [SectionView] = []
    private(set) var presenters: [RowPresenter] = []
    private var presentersByKey: [SettingKey: [RowPresenter]] = [:]
    private var sectionsByKey: [SettingKey: [SectionView]] = [:]
    /// Presenters and sections by the keys their conditions read: a change of one of those
    /// keys may show, hide, enable or disable them.
    private var presentersByConditionKey: [SettingKey: [RowPresenter]] = [:]
    private var sectionsByConditionKey: [SettingKey: [SectionView]] = [:]
    private var sectionOfPresenter: [ObjectIdentifier: SectionView] = [:]
    /// Each presenter's index in `presenters`.
    private var placeOfPresenter: [ObjectIdentifier: Int] = [:]
    /// States shown later: the rows they show are below the view (`update`).
    private let shownLater = RowsShownLater()
    private var pendingSteps: [@MainActor () -> Void] = []
    /// The estimated lines of what is built: rows, and the headings and footers of sections
    /// whose rows are all built (a footer below unbuilt rows is not yet where it will show).
    private var linesBuilt = 0
    /// The steps built whose section or row shows: hidden ones take no room in the window.
    private var stepsShown = 0
    private var footerLinesOfCurrentSection = 0
    private var nextStep = 0
    private var idleSource: UInt32?
    /// Set between a slice and the frame that lays it out.
    private var awaitingFrame = false
    private var frameConnection: (clock: UnsafeMutableRawPointer, id: UInt)?
    /// Helpers that live as long as the page (a search over its choices).
    private var companions: [AnyObject] = []

    init(title: String?) {
        self.title = title
        column.addStyleClass("page-column")
        widget = ScrolledWindow(child: Clamp(maximumWidth: Self.maximumWidth, child: column))
    }

    isolated deinit {
        if let idleSource { MainLoopSource.remove(idleSource) }
        if let frameConnection {
            SignalConnection.disconnect(frameConnection.clock, frameConnection.id)
            g_object_unref(frameConnection.clock)
        }
    }

    /// Appends a section to the column.
    /// `model`: the bundle's section, whose group's key or condition hides it whole (`isHidden`
    /// says whether it is now).
    func addSection(heading: String?, footer: String?, model: Section? = nil, isHidden: Bool = false) -> SectionView {
        let section = SectionView(heading: heading, footer: footer, in: column)
        linesBuilt += (isHidden ? 0 : TextLinesEstimate.lines(of: heading)) + footerLinesOfCurrentSection
        if !isHidden { stepsShown += 1 }
        footerLinesOfCurrentSection = isHidden ? 0 : TextLinesEstimate.lines(of: footer)
        section.model = model
        sections.append(section)
        if let key = model?.key { sectionsByKey[key, default: []].append(section) }
        for key in model?.header?.conditions.keys ?? [] { sectionsByConditionKey[key, default: []].append(section) }
        section.isHidden = isHidden
        return section
    }

    /// The sections a change of `keys` may hide or show: by their group's key or condition.
    func sections(affectedBy keys: Set<SettingKey>) -> [SectionView] {
        var seen: Set<ObjectIdentifier> = []
        return keys.flatMap { (sectionsByKey[$0] ?? []) + (sectionsByConditionKey[$0] ?? []) }
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Keeps `companion` alive as long as the page.
    func keep(_ companion: AnyObject) { companions.append(companion) }

    /// Adds a presenter to `section` and shows the row's state.
    func add(_ presenter: RowPresenter, to section: SectionView, state: RowState) {
        presenter.update(state)
        section.add(presenter)
        if !state.isHidden {
            linesBuilt += TextLinesEstimate.lines(ofRowTitled: presenter.row.title, subtitle: state.subtitle,
                                                  listRows: presenter.listRows.count)
            stepsShown += 1
        }
        sectionOfPresenter[ObjectIdentifier(presenter)] = section
        placeOfPresenter[ObjectIdentifier(presenter)] = presenters.count
        presenters.append(presenter)
        if let key = presenter.row.key { presentersByKey[key, default: []].append(presenter) }
        for key in presenter.row.conditions.keys { presentersByConditionKey[key, default: []].append(presenter) }
    }

    /// Stores what the user typed but was not saved yet, before the page goes away.
    func commitPendingEdits() {
        for presenter in presenters { presenter.commitPendingEdit() }
    }

    func presenters(forKey key: SettingKey) -> [RowPresenter] { presentersByKey[key] ?? [] }

    /// The presenters a change of `keys` concerns, in page order: those showing one of the
    /// keys and those whose conditions read one.
    func presenters(affectedBy keys: Set<SettingKey>) -> [RowPresenter] {
        var seen: Set<ObjectIdentifier> = []
        return keys.flatMap { (presentersByKey[$0] ?? []) + (presentersByConditionKey[$0] ?? []) }
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Shows a new state of a presenter's row; its section hides when that hid its last row.
    func update(_ presenter: RowPresenter, to state: RowState) {
        update([(presenter, state)])
    }

    /// Shows new states of rows, then which sections are left with rows to show (each
    /// section once, however many of its rows changed). Rows it shows far below the view wait
    /// for the frames after this one (`RowsShownLater`); a newer state of a row replaces the
    /// one waiting.
    func update(_ changes: [(presenter: RowPresenter, state: RowState)]) {
        // Judged before anything changes: on the layout the user sees now.
        let later = presentersShownLater(among: changes)
        let hiding = Set(changes.filter(\.state.isHidden).map { ObjectIdentifier($0.presenter) })
        let sectionsHiding = Dictionary(hiding.compactMap { sectionOfPresenter[$0].map { (ObjectIdentifier($0), $0) } }) { first, _ in first }
        for section in sectionsHiding.values { section.hideList(ifEmptiedBy: hiding) }
        var touched: [ObjectIdentifier: SectionView] = [:]
        for (presenter, state) in changes {
            shownLater.remove(presenter)
            if later.contains(ObjectIdentifier(presenter)), let place = placeOfPresenter[ObjectIdentifier(presenter)] {
                // Everything else of the state now (a value, a subtitle): only showing waits.
                var hidden = state
                hidden.isHidden = true
                presenter.update(hidden)
                shownLater.add(presenter, state: state, place: place)
            } else {
                presenter.update(state)
            }
            if let section = sectionOfPresenter[ObjectIdentifier(presenter)] { touched[ObjectIdentifier(section)] = section }
        }
        for section in touched.values { section.updateRowVisibility() }
        // After this update's frame: that frame shows what is in view as soon as it can.
        if !later.isEmpty { awaitFrame() }
    }

    /// The presenters among `changes` whose rows will lie further below the visible part than
    /// `screensBuiltAhead` screens (`RowsBeyondReach`): none when the page is not on screen (a
    /// row of an unmapped page costs no mapping).
    private func presentersShownLater(among changes: [(presenter: RowPresenter, state: RowState)]) -> Set<ObjectIdentifier> {
        guard gtk_widget_get_mapped(widget.pointer) != 0, widget.heightBelowView != nil else { return [] }
        let placed = changes.compactMap { change in
            placeOfPresenter[ObjectIdentifier(change.presenter)].map { (place: $0, presenter: change.presenter, state: change.state) }
        }
        return RowsBeyondReach(view: widget, column: column, presenters: presenters)
            .among(placed, reach: widget.visibleHeight * (1 + Self.screensBuiltAhead))
    }

    /// Shows the waiting rows up to `presenter`'s, in page order, now: it is about to be
    /// focused (a search result).
    func showRowsShownLater(through presenter: RowPresenter) {
        guard shownLater.contains(presenter), let place = placeOfPresenter[ObjectIdentifier(presenter)] else { return }
        showRowsShownLater { $0 <= place }
    }

    /// Whether rows a change showed are still waiting to be shown.
    var hasRowsShownLater: Bool { !shownLater.isEmpty }

    /// Shows waiting rows in page order while `more` holds for the place of the next.
    private func showRowsShownLater(while more: (Int) -> Bool) {
        var touched: [ObjectIdentifier: SectionView] = [:]
        while let next = shownLater.next(while: more) {
            next.presenter.update(next.state)
            if let section = sectionOfPresenter[ObjectIdentifier(next.presenter)] { touched[ObjectIdentifier(section)] = section }
        }
        for section in touched.values { section.updateRowVisibility() }
    }

    /// Runs `changes`; if they hide the row holding the keyboard focus, the focus goes to the
    /// nearest row still shown (the next one, else the one before), so a keyboard or screen
    /// reader user is not thrown back to the top of the window.
    func keepingFocus(_ changes: () -> Void) {
        guard let root = gtk_widget_get_root(widget.pointer), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, column.pointer) != 0 else { return changes() }
        let focused = presenters.firstIndex { presenter in
            presenter.listRows.contains { focus == $0.pointer || gtk_widget_is_ancestor(focus, $0.pointer) != 0 }
        }
        changes()
        guard let focused, !Self.isShown(presenters[focused]) else { return }
        let after = presenters[(focused + 1)...].first(where: Self.isShown)
        let before = presenters[..<focused].last(where: Self.isShown)
        guard let neighbour = (after ?? before)?.listRows.first(where: { gtk_widget_is_visible($0.pointer) != 0 }) else { return }
        _ = gtk_widget_child_focus(neighbour.pointer, GTK_DIR_TAB_FORWARD)
    }

    private static func isShown(_ presenter: RowPresenter) -> Bool {
        presenter.listRows.contains { gtk_widget_is_visible($0.pointer) != 0 && gtk_widget_get_sensitive($0.pointer) != 0 }
    }

    /// Runs `steps` (each builds a row or starts a section): now what fills `window` (the rows
    /// and lines above for the standard window when there is none), the rest as the user
    /// scrolls towards them. A fixed 20 steps left a tall window's first frame short of rows
    /// and built more than a short one shows.
    func build(_ steps: [@MainActor () -> Void], filling window: Window? = nil) {
        pendingSteps = steps
        nextStep = 0
        let (rows, lines) = Self.budget(filling: window)
        // Hidden rows and groups (a condition's, a hidden key's) fill nothing, so they do not
        // count; at most `hiddenStepsAllowed` times the budget is built, however many are hidden.
        while nextStep < min(rows * Self.hiddenStepsAllowed, steps.count), stepsShown < rows, linesBuilt < lines { runNextStep() }
        guard !isBuilt else { return finishSteps() }
        widget.onVerticalScroll { [weak self] in self?.continueIfNeeded() }
    }

    /// The steps and estimated lines that fill the page's part of `window`: as tall as the
    /// window is, or will be when first shown.
    static func budget(filling window: Window?) -> (rows: Int, lines: Int) {
        guard let window else { return (rowsBuiltAtOnce, linesBuiltAtOnce) }
        let allocated = gtk_widget_get_height(window.pointer)
        let height = Double((allocated > 0 ? allocated : window.defaultSize.height) - windowChromeHeight)
        guard height > 0 else { return (rowsBuiltAtOnce, linesBuiltAtOnce) }
        return (Int((height / shortestStepHeight).rounded(.up)), Int((height / shortestLineHeight).rounded(.up)))
    }

    /// Builds rows now until `count` presenters exist or all are built: a page made again by
    /// live reload shows as many rows as the page it replaces, so its place can be kept.
    func buildPresenters(atLeast count: Int) {
        while !isBuilt, presenters.count < count { runNextStep() }
        if isBuilt { finishSteps() }
    }

    /// Whether every row is built.
    var isBuilt: Bool { nextStep >= pendingSteps.count }

    /// Builds the next rows now, in order, until `done` holds or all are: a search result
    /// opens its page at a row further down than the first screenful.
    func build(until done: () -> Bool) {
        while !isBuilt, !done() { runNextStep() }
        if isBuilt { finishSteps() }
    }

    /// Whether building has stopped for now: every row is built, or enough are for what the
    /// user sees and nothing will run until the page scrolls or grows; and no row a change
    /// showed waits to be shown.
    /// Before its first layout a page has not judged yet whether it needs more rows.
    var isSettled: Bool { shownLater.isEmpty && (isBuilt || isLaidOut && idleSource == nil && !awaitingFrame) }

    /// Whether the page has been laid out in a window since it was built.
    private var isLaidOut = false

    /// Whether rows should be built now: fewer than `screensBuiltAhead` screens of them are
    /// left below the visible part. False before the first layout (the page is not shown).
    private var needsRowsBelow: Bool {
        guard !isBuilt, let below = widget.heightBelowView else { return false }
        return below < widget.visibleHeight * Self.screensBuiltAhead
    }

    /// Schedules the next slice when rows wait to be shown or more should be built.
    private func continueIfNeeded() {
        if widget.heightBelowView != nil { isLaidOut = true }
        guard idleSource == nil, !awaitingFrame, !shownLater.isEmpty || needsRowsBelow else { return }
        idleSource = MainLoopSource.whileIdle { [weak self] in
            guard let self else { return false }
            idleSource = nil
            runSlice()
            return false
        }
    }

    /// Shows waiting rows, or else builds rows, for `buildTimePerIdle`, then waits for the
    /// frame that lays them out. Showing goes first: those rows are already due.
    private func runSlice() {
        let deadline = g_get_monotonic_time() + Self.buildTimePerIdle
        if !shownLater.isEmpty {
            showRowsShownLater { _ in g_get_monotonic_time() < deadline }
        } else {
            while !isBuilt {
                runNextStep()
                if g_get_monotonic_time() >= deadline { break }
            }
        }
        if isBuilt { finishSteps() }
        if !isBuilt || !shownLater.isEmpty { awaitFrame() }
    }

    /// Runs the next slice after the next frame (`continueIfNeeded`); one already scheduled
    /// waits for it too.
    private func awaitFrame() {
        if let idleSource {
            MainLoopSource.remove(idleSource)
            self.idleSource = nil
        }
        guard let clock = gtk_widget_get_frame_clock(widget.pointer).map(UnsafeMutableRawPointer.init) else {
            // Not realized, so nothing is mapped: the waiting rows cost little to show now.
            return showRowsShownLater { _ in true }
        }
        awaitingFrame = true
        if frameConnection == nil {
            let id = SignalConnection.connect(clock, "after-paint") { [weak self] () -> Void in
                guard let self, awaitingFrame else { return }
                awaitingFrame = false
                continueIfNeeded()
            }
            // Held: the window, and its clock, may go before this page does.
            frameConnection = (g_object_ref(clock), id)
        }
        // A frame even when the slice added nothing visible (hidden rows change no size).
        gdk_frame_clock_request_phase(OpaquePointer(clock), GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }

    /// Builds no more rows, nor shows waiting ones: the page is going away. (A pending idle
    /// callback would also keep `g_application_run` from returning after the last window closed.)
    func stopBuilding() {
        shownLater.removeAll()
        if let idleSource {
            MainLoopSource.remove(idleSource)
            self.idleSource = nil
        }
        awaitingFrame = false
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
