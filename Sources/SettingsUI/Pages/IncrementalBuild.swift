import GtkKit

/// Builds a page's rows as they come into view: the first screenful at once, then, whenever
/// less than `screensBuiltAhead` screens of built rows are left below the visible part, more from
/// idle callbacks, which GLib runs after layout and painting, one slice per frame: the next
/// slice waits until the last one has been laid out, so the need is always judged on a fresh
/// layout (judged on a stale one, a loaded machine built hundreds of rows for one screen). A
/// page of thousands of rows thus opens as fast as a short one, scrolling builds only the rows
/// it reaches, and a page at rest runs nothing.
///
/// Rows that a change shows far below the view wait their turn the same way, a slice per frame
/// and before any more rows are built (`RowsShownLater`, which the page hands in as `waiting`).
///
/// A search result far down a page skips there (`skip(to:)`): the steps from the start of the
/// target's section on are built, those between the last built and it are left as a gap, built
/// a section at a time from its end upwards as the user scrolls towards it (`Gap`), each section
/// placed above the ones built before it, so the column keeps the page's order. Building every
/// row before the 10,000th took 6.0 s (`search-bench`'s page10k).
@MainActor
final class IncrementalBuild {
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

    /// Rows waiting to be shown, which a slice shows first: whether there are any, and showing
    /// them in page order while the place of the next satisfies the condition.
    struct Waiting {
        let isEmpty: @MainActor () -> Bool
        let show: @MainActor (_ more: (Int) -> Bool) -> Void
    }

    /// What the page does around a gap: opening it, placing a section built in it, and where it is.
    struct Gap {
        /// Steps from here on build below a gap (the page opens a place for it).
        let opened: @MainActor () -> Void
        /// Runs `build` (the steps of one section of the gap, in order) so that what it builds
        /// lands above what was built of the gap before.
        let buildSection: @MainActor (_ build: () -> Void) -> Void
        /// How far the unbuilt part of the gap lies above the top of the view, in pixels
        /// (negative: in view); nil before a layout.
        let heightAbove: @MainActor () -> Double?
    }

    /// Steps (rows and sections) a skip must leave unbuilt at least: a closer row is reached
    /// by building on, which keeps the page whole.
    static let stepsWorthSkipping = 200

    private let view: ScrolledWindow
    private let waiting: Waiting
    private let gapHandling: Gap?
    private var steps: [@MainActor () -> Void] = []
    private var nextStep = 0
    /// The steps that start a section, ascending: where a skip lands, and how a gap is cut.
    private var sectionStarts: [Int] = []
    /// The steps of the gap not built yet (built from the end, a section at a time).
    private var gap: Range<Int> = 0..<0
    /// The estimated lines of what is built: rows, and the headings and footers of sections
    /// whose rows are all built (a footer below unbuilt rows is not yet where it will show).
    private var linesBuilt = 0
    /// The steps built whose section or row shows: hidden ones take no room in the window.
    private var stepsShown = 0
    private var footerLinesOfCurrentSection = 0
    private var idleSource: UInt32?
    /// Set between a slice and the frame that lays it out.
    private lazy var nextFrame = AfterNextPaint { [weak self] in self?.continueIfNeeded() }
    /// Whether the page has been laid out in a window since it was built.
    private var isLaidOut = false

    init(view: ScrolledWindow, waiting: Waiting, gap: Gap? = nil) {
        self.view = view
        self.waiting = waiting
        gapHandling = gap
    }

    isolated deinit {
        if let idleSource { MainLoopSource.remove(idleSource) }
    }

    /// A section was built: what it takes counts towards the first screenful.
    func counted(sectionHeading heading: String?, footer: String?, isHidden: Bool) {
        linesBuilt += (isHidden ? 0 : TextLinesEstimate.lines(of: heading)) + footerLinesOfCurrentSection
        if !isHidden { stepsShown += 1 }
        footerLinesOfCurrentSection = isHidden ? 0 : TextLinesEstimate.lines(of: footer)
    }

    /// A row was built.
    func counted(rowTitled title: String?, subtitle: String?, listRows: Int, isHidden: Bool) {
        guard !isHidden else { return }
        linesBuilt += TextLinesEstimate.lines(ofRowTitled: title, subtitle: subtitle, listRows: listRows)
        stepsShown += 1
    }

    /// Runs `steps` (each builds a row or starts a section): now what fills `window` (the rows
    /// and lines above for the standard window when there is none), the rest as the user
    /// scrolls towards them. A fixed 20 steps left a tall window's first frame short of rows
    /// and built more than a short one shows.
    /// `sectionStarts`: the steps that start a section, ascending (none: the page never skips).
    func start(_ steps: [@MainActor () -> Void], filling window: Window?, sectionStarts: [Int] = []) {
        self.steps = steps
        self.sectionStarts = sectionStarts
        nextStep = 0
        gap = 0..<0
        let (rows, lines) = Self.budget(filling: window)
        // Hidden rows and groups (a condition's, a hidden key's) fill nothing, so they do not
        // count; at most `hiddenStepsAllowed` times the budget is built, however many are hidden.
        while nextStep < min(rows * Self.hiddenStepsAllowed, steps.count), stepsShown < rows, linesBuilt < lines { runNextStep() }
        guard !isBuilt else { return finishSteps() }
        view.onVerticalScroll { [weak self] in self?.continueIfNeeded() }
    }

    /// The steps and estimated lines that fill the page's part of `window`: as tall as the
    /// window is, or will be when first shown.
    static func budget(filling window: Window?) -> (rows: Int, lines: Int) {
        guard let window else { return (rowsBuiltAtOnce, linesBuiltAtOnce) }
        let allocated = window.height
        let height = Double((allocated > 0 ? allocated : window.defaultSize.height) - windowChromeHeight)
        guard height > 0 else { return (rowsBuiltAtOnce, linesBuiltAtOnce) }
        return (Int((height / shortestStepHeight).rounded(.up)), Int((height / shortestLineHeight).rounded(.up)))
    }

    /// Whether every step has run.
    var isBuilt: Bool { nextStep >= steps.count && gap.isEmpty }

    /// Whether the steps below the gap (or all, without one) have run.
    private var isBuiltBelow: Bool { nextStep >= steps.count }

    /// Runs the next steps now, in order, until `done` holds or all have run.
    func build(until done: () -> Bool) {
        while !isBuiltBelow, !done() { runNextStep() }
        if isBuilt { finishSteps() }
    }

    /// Makes `step` built: skips to its section when it lies further than `stepsWorthSkipping`
    /// beyond the last built (once per page: a second far row is reached by building on), and
    /// builds the gap's sections down to it when it lies in the gap. Then `build(until:)` reaches it.
    func prepare(step: Int) {
        if gap.contains(step) {
            while gap.contains(step) { buildGapSection() }
            if isBuilt { finishSteps() }
            return
        }
        // Not built yet, so `start` follows the view's scrolling, which now builds the gap too.
        guard gapHandling != nil, gap.isEmpty, step < steps.count, step - nextStep > Self.stepsWorthSkipping,
              let start = sectionStarts.last(where: { $0 <= step }), start - nextStep > Self.stepsWorthSkipping else { return }
        gap = nextStep..<start
        nextStep = start
        gapHandling?.opened()
    }

    /// Builds the last unbuilt section of the gap (or the gap's first steps, the rest of the
    /// section the gap started in), in order, placed above what was built of the gap.
    private func buildGapSection() {
        guard !gap.isEmpty else { return }
        let start = max(sectionStarts.last(where: { $0 < gap.upperBound }) ?? gap.lowerBound, gap.lowerBound)
        let section = start..<gap.upperBound
        gap = gap.lowerBound..<start
        gapHandling?.buildSection { [steps] in
            for step in section { steps[step]() }
        }
    }

    /// Whether building has stopped for now: every row is built, or enough are for what the
    /// user sees and nothing will run until the page scrolls or grows; and no row waits to be
    /// shown. Before its first layout a page has not judged yet whether it needs more rows.
    var isSettled: Bool {
        waiting.isEmpty() && (isBuilt || isLaidOut && idleSource == nil && !nextFrame.isWaiting)
    }

    /// Whether rows should be built now: fewer than `screensBuiltAhead` screens of them are
    /// left below the visible part. False before the first layout (the page is not shown).
    private var needsRowsBelow: Bool {
        guard !isBuiltBelow, let below = view.heightBelowView else { return false }
        return below < view.visibleHeight * Self.screensBuiltAhead
    }

    /// Whether the gap's next section should be built: fewer than `screensBuiltAhead` screens of
    /// built rows are left above the visible part before the gap.
    private var needsRowsAbove: Bool {
        guard !gap.isEmpty, let above = gapHandling?.heightAbove() else { return false }
        return above < view.visibleHeight * Self.screensBuiltAhead
    }

    /// Schedules the next slice when rows wait to be shown or more should be built.
    private func continueIfNeeded() {
        if view.heightBelowView != nil { isLaidOut = true }
        guard idleSource == nil, !nextFrame.isWaiting, !waiting.isEmpty() || needsRowsBelow || needsRowsAbove else { return }
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
        let deadline = monotonicMicroseconds() + Self.buildTimePerIdle
        if !waiting.isEmpty() {
            waiting.show { _ in monotonicMicroseconds() < deadline }
        } else if needsRowsBelow || !needsRowsAbove {
            while !isBuiltBelow {
                runNextStep()
                if monotonicMicroseconds() >= deadline { break }
            }
        } else {
            // A section at a time: its rows go in above the view together, moved once.
            buildGapSection()
        }
        if isBuilt { finishSteps() }
        if !isBuilt || !waiting.isEmpty() { awaitFrame() }
    }

    /// Runs the next slice after the next frame (`continueIfNeeded`); one already scheduled
    /// waits for it too.
    func awaitFrame() {
        if let idleSource {
            MainLoopSource.remove(idleSource)
            self.idleSource = nil
        }
        // Not realized, so nothing is mapped: the waiting rows cost little to show now.
        if !nextFrame.request(for: view) { waiting.show { _ in true } }
    }

    /// Builds no more rows: the page is going away. (A pending idle callback would also keep
    /// `g_application_run` from returning after the last window closed.)
    func stop() {
        if let idleSource {
            MainLoopSource.remove(idleSource)
            self.idleSource = nil
        }
        nextFrame.cancel()
        finishSteps()
    }

    private func runNextStep() {
        let step = steps[nextStep]
        nextStep += 1
        step()
    }

    /// Lets go of the steps (and what their closures hold) once all ran.
    private func finishSteps() {
        steps = []
        sectionStarts = []
        nextStep = 0
        gap = 0..<0
    }
}
