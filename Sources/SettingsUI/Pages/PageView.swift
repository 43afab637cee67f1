import GtkKit
import SettingsKit

/// One page on the navigation stack: a scrolled, clamped column of sections. Its rows are built
/// as they come into view (`IncrementalBuild`); a change reaches the rows and sections it
/// concerns through the page's index (`PageIndex`); rows that a change shows further below the
/// view than `IncrementalBuild.screensBuiltAhead` screens are shown a slice per frame, before
/// any more rows are built (`RowsShownLater`): GTK maps each row it shows at once, which for
/// thousands of rows was most of the update.
///
/// A search result far down the page is reached by skipping the rows between (`prepare(rowAt:)`):
/// the column then holds the rows built first, a gap (`gapColumn`, filled a section at a time
/// from its end as the user scrolls up to it) and the rows from the result's section on
/// (`tailColumn`); the page's presenters stay in page order all the same.
@MainActor
final class PageView {
    static let maximumWidth: Int32 = 600

    let title: String?
    /// What the page shows, for live reload to make it again.
    var origin: PageOrigin?
    let widget: ScrolledWindow
    let column = Box(.vertical, spacing: 0)
    /// Kept alive here: each section handles the activations of its list's rows.
    private var sections: [SectionView] = []
    private var index = PageIndex()
    var presenters: [RowPresenter] { index.presenters }
    /// States shown later: the rows they show are below the view (`update`).
    private let shownLater = RowsShownLater()
    private var building: IncrementalBuild!
    /// One width for the texts beside fields in every section, made with the first field.
    private lazy var fieldTexts = SizeGroup()
    /// Each step's bundle row (a section's: its first row's), ascending: which step builds a row.
    private var rowOfStep: [Int] = []
    /// Where new sections go: the column, or after a skip the tail below the gap, or while a
    /// section of the gap is built, a box of its own that then goes above the gap's others.
    private var sectionsColumn: Box
    private var gapColumn: Box?
    /// The place in page order of the next presenter built in the gap: after the rows built
    /// before the skip, before those of the gap built earlier.
    private var gapPlace: Int?
    private var presentersBeforeGap = 0
    /// Set when a section goes into the gap above the view's bottom: the next layout moves the
    /// view down by as much as the content grew, so the rows after the gap stay where they were.
    private var keepsViewBelowGap = false
    /// Helpers that live as long as the page (a search over its choices).
    private var companions: [AnyObject] = []

    init(title: String?) {
        self.title = title
        column.addStyleClass("page-column")
        widget = ScrolledWindow(child: Clamp(maximumWidth: Self.maximumWidth, child: column))
        sectionsColumn = column
        let waiting = IncrementalBuild.Waiting(isEmpty: { [shownLater] in shownLater.isEmpty },
                                               show: { [weak self] more in self?.showRowsShownLater(while: more) })
        let gap = IncrementalBuild.Gap(opened: { [weak self] in self?.openGap() },
                                       buildSection: { [weak self] build in self?.buildGapSection(build) },
                                       heightAbove: { [weak self] in self?.heightAboveGap })
        building = IncrementalBuild(view: widget, waiting: waiting, gap: gap)
    }

    /// Appends a section to the column.
    /// `model`: the bundle's section, whose group's key or condition hides it whole (`isHidden`
    /// says whether it is now).
    func addSection(heading: String?, footer: String?, model: Section? = nil, isHidden: Bool = false) -> SectionView {
        let section = SectionView(heading: heading, footer: footer, in: sectionsColumn) { [unowned self] in fieldTexts }
        building.counted(sectionHeading: heading, footer: footer, isHidden: isHidden)
        section.model = model
        sections.append(section)
        index.add(section, model: model)
        section.isHidden = isHidden
        return section
    }

    /// The sections a change of `keys` may hide or show: by their group's key or condition.
    func sections(affectedBy keys: Set<SettingKey>) -> [SectionView] { index.sections(affectedBy: keys) }

    /// Keeps `companion` alive as long as the page.
    func keep(_ companion: AnyObject) { companions.append(companion) }

    /// Adds a presenter to `section` and shows the row's state.
    func add(_ presenter: RowPresenter, to section: SectionView, state: RowState) {
        presenter.update(state)
        section.add(presenter)
        building.counted(rowTitled: presenter.row.title, subtitle: state.subtitle, listRows: presenter.listRows.count,
                         isHidden: state.isHidden)
        index.add(presenter, in: section, at: gapPlace)
        gapPlace? += 1
    }

    /// Stores what the user typed but was not saved yet, before the page goes away.
    func commitPendingEdits() {
        for presenter in presenters { presenter.commitPendingEdit() }
    }

    func presenters(forKey key: SettingKey) -> [RowPresenter] { index.presenters(forKey: key) }

    /// The presenters a change of `keys` concerns, in page order: those showing one of the
    /// keys and those whose conditions read one.
    func presenters(affectedBy keys: Set<SettingKey>) -> [RowPresenter] { index.presenters(affectedBy: keys) }

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
        let sectionsHiding = Dictionary(changes.filter(\.state.isHidden).compactMap { change in
            index.section(of: change.presenter).map { (ObjectIdentifier($0), $0) }
        }) { first, _ in first }
        for section in sectionsHiding.values { section.hideList(ifEmptiedBy: hiding) }
        var touched: [ObjectIdentifier: SectionView] = [:]
        for (presenter, state) in changes {
            shownLater.remove(presenter)
            if later.contains(ObjectIdentifier(presenter)), let place = index.place(of: presenter) {
                // Everything else of the state now (a value, a subtitle): only showing waits.
                var hidden = state
                hidden.isHidden = true
                presenter.update(hidden)
                shownLater.add(presenter, state: state, place: place)
            } else {
                presenter.update(state)
            }
            if let section = index.section(of: presenter) { touched[ObjectIdentifier(section)] = section }
        }
        for section in touched.values { section.updateRowVisibility() }
        // After this update's frame: that frame shows what is in view as soon as it can.
        if !later.isEmpty { building.awaitFrame() }
    }

    /// The presenters among `changes` whose rows will lie further below the visible part than
    /// `screensBuiltAhead` screens (`RowsBeyondReach`): none when the page is not on screen (a
    /// row of an unmapped page costs no mapping).
    private func presentersShownLater(among changes: [(presenter: RowPresenter, state: RowState)]) -> Set<ObjectIdentifier> {
        guard widget.isMapped, widget.heightBelowView != nil else { return [] }
        let placed = changes.compactMap { change in
            index.place(of: change.presenter).map { (place: $0, presenter: change.presenter, state: change.state) }
        }
        return RowsBeyondReach(view: widget, column: column, presenters: presenters)
            .among(placed, reach: widget.visibleHeight * (1 + IncrementalBuild.screensBuiltAhead))
    }

    /// Shows the waiting rows up to `presenter`'s, in page order, now: it is about to be
    /// focused (a search result).
    func showRowsShownLater(through presenter: RowPresenter) {
        guard shownLater.contains(presenter), let place = index.place(of: presenter) else { return }
        showRowsShownLater { $0 <= place }
    }

    /// Whether rows a change showed are still waiting to be shown.
    var hasRowsShownLater: Bool { !shownLater.isEmpty }

    /// Shows waiting rows in page order while `more` holds for the place of the next.
    private func showRowsShownLater(while more: (Int) -> Bool) {
        var touched: [ObjectIdentifier: SectionView] = [:]
        while let next = shownLater.next(while: more) {
            next.presenter.update(next.state)
            if let section = index.section(of: next.presenter) { touched[ObjectIdentifier(section)] = section }
        }
        for section in touched.values { section.updateRowVisibility() }
    }

    /// Runs `changes`; if they hide the row holding the keyboard focus, the focus goes to the
    /// nearest row still shown (`FocusKeeping`).
    func keepingFocus(_ changes: () -> Void) {
        FocusKeeping.keepingFocus(in: column, presenters: presenters, changes)
    }

    /// Runs `steps` (each builds a row or starts a section): what fills `window` now, the rest
    /// as the user scrolls towards them (`IncrementalBuild`). `rowOfStep`: each step's bundle row
    /// (a section's first row for a step starting one), ascending, and `sectionStarts`, the steps
    /// starting a section: with them, a search result far down skips the rows before its section.
    func build(_ steps: [@MainActor () -> Void], filling window: Window? = nil, rowOfStep: [Int] = [],
               sectionStarts: [Int] = []) {
        self.rowOfStep = rowOfStep
        building.start(steps, filling: window, sectionStarts: sectionStarts)
    }

    /// Makes ready to build the bundle row at `index`: its section skipped to when it lies far
    /// beyond the rows built (`IncrementalBuild.prepare(step:)`), or the gap built down to it
    /// when it lies there. `build(until:)` then reaches it in a few steps.
    func prepare(rowAt index: Int) {
        guard let step = rowOfStep.firstIndex(where: { $0 >= index }) else { return }
        building.prepare(step: step)
    }

    private func openGap() {
        let gap = Box(.vertical, spacing: 0)
        let tail = Box(.vertical, spacing: 0)
        column.append(gap)
        column.append(tail)
        gapColumn = gap
        sectionsColumn = tail
        presentersBeforeGap = presenters.count
        widget.onContentHeightChanged { [weak self] change in
            guard let self, keepsViewBelowGap else { return }
            keepsViewBelowGap = false
            widget.verticalOffset += change
        }
    }

    private func buildGapSection(_ build: () -> Void) {
        guard let gapColumn else { return }
        let section = Box(.vertical, spacing: 0)
        let tail = sectionsColumn
        sectionsColumn = section
        gapPlace = presentersBeforeGap
        build()
        gapPlace = nil
        sectionsColumn = tail
        // Above the view's bottom, what goes in would push down the rows after the gap, where
        // the user opened a result (right after, the few rows before the gap may share the view
        // with it: the result stays put); below it, nothing in view moves.
        keepsViewBelowGap = (heightAboveGap ?? 0) > -widget.visibleHeight
        gapColumn.prepend(section)
    }

    /// How far the unbuilt part of the gap (the top of what is built of it) lies above the top
    /// of the view; negative when in view. From the scroll position and the gap's place in the
    /// column, both current as the view scrolls (a place in the view is only after the next layout).
    private var heightAboveGap: Double? {
        guard let gapColumn, widget.visibleHeight > 0, let bounds = gapColumn.bounds(in: column) else { return nil }
        return widget.verticalOffset - Double(bounds.y)
    }

    /// Builds rows now until `count` presenters exist or all are built: a page made again by
    /// live reload shows as many rows as the page it replaces, so its place can be kept.
    func buildPresenters(atLeast count: Int) {
        building.build { presenters.count >= count }
    }

    /// Whether every row is built.
    var isBuilt: Bool { building.isBuilt }

    /// Builds the next rows now, in order, until `done` holds or all are: a search result
    /// opens its page at a row further down than the first screenful.
    func build(until done: () -> Bool) { building.build(until: done) }

    /// Whether building has stopped for now, and no row a change showed waits to be shown.
    var isSettled: Bool { building.isSettled }

    /// Builds no more rows, nor shows waiting ones: the page is going away.
    func stopBuilding() {
        shownLater.removeAll()
        building.stop()
    }
}
