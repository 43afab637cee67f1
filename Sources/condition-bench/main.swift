import CGtk
import FoundationEssentials
import GtkKit
import SettingsKit
import SettingsUI

// Conditions benchmark (issue 18: a page of 2,000 rows each depending on one toggle updates in
// under 50 ms when the toggle flips). Flips the switch as a user does and times the window's
// update (every row's state asked of the controller, rows shown or hidden) and the next frame's
// own work (layout, snapshot, render); "update_processor" is the update's processor time, which
// a loaded machine does not inflate (also apart for the flips that show and those that hide).
// Rows a flip shows far below the view are shown in the frames after (`RowsShownLater`): for the
// flips that show, "until_all_shown" is the time until the frame after the last of them showed
// (wall clock and processor time) and "frames_until_all_shown" the frames painted meanwhile.
// Runs the real window on a display (script/bench-conditions starts Xvfb). Usage: condition-bench [ROWS] [FLIPS]   (default 2000 rows, 20 flips)

@MainActor
func milliseconds(_ work: () -> Void) -> Double {
    let start = g_get_monotonic_time()
    work()
    return Double(g_get_monotonic_time() - start) / 1000
}

/// This thread's processor time, in milliseconds: on a shared machine the wall clock also
/// counts the time other processes had the processor.
func threadMilliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}

func formatted(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// A toggle, then `rows` text fields and toggles in groups of 50, each shown only while it is on.
func writeBundle(rows: Int, in folder: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let shownIfOn = PlistValue.dictionary(["Key": .string("master"), "Equals": .bool(true)])
    var specifiers: [PlistValue] = [.dictionary(["Type": .string("PSToggleSwitchSpecifier"), "Title": .string("Show Everything"),
                                                 "Key": .string("master"), "DefaultValue": .bool(true)])]
    for index in 0..<rows {
        if index % 50 == 0 {
            specifiers.append(.dictionary(["Type": .string("PSGroupSpecifier"), "Title": .string("Group \(index / 50 + 1)")]))
        }
        let type = index.isMultiple(of: 2) ? "PSToggleSwitchSpecifier" : "PSTextFieldSpecifier"
        specifiers.append(.dictionary(["Type": .string(type), "Key": .string("key\(index)"), "Title": .string("Setting \(index + 1)"),
                                       "DefaultValue": index.isMultiple(of: 2) ? .bool(false) : .string(""), "BSVisibleIf": shownIfOn]))
    }
    let root = PlistValue.dictionary(["PreferenceSpecifiers": .array(specifiers)])
    try XMLPlistWriter.document(root).write(to: URL(fileURLWithPath: folder + "/Root.plist"))
    return folder
}

@MainActor
func iterate(seconds: Double) {
    let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
    while g_get_monotonic_time() < deadline {
        if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
    }
}

@MainActor
func benchmark(rows: Int, flips: Int) throws {
    let folder = "/tmp/condition-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard case .success(let bundle) = SettingsBundle.open(path: try writeBundle(rows: rows, in: folder), languages: ["en"]) else { return }
    let controller = SettingsController(bundle: bundle, store: MemoryStore(), applicationName: "Conditions")
    let window = SettingsWindow(session: controller, application: nil, applicationName: "Conditions")
    window.present()
    iterate(seconds: 1)
    // Every row built, as after scrolling to the end: opening the search result of the last
    // row builds the page up to it (a page builds only what comes into view).
    window.startSearch("Setting \(rows)")
    iterate(seconds: 0.5)
    if let focus = window.window.focusWidget?.pointer { bs_signal_emit(UnsafeMutableRawPointer(focus), "activate") }
    iterate(seconds: 1)
    let rowsOfPage = controller.rootPage.rows
    guard let frame = FrameWorkMeter(window: window.window),
          let clock = gtk_widget_get_frame_clock(window.window.pointer).map(UnsafeMutableRawPointer.init) else { return }
    var framesPainted = 0
    SignalConnection.connect(clock, "after-paint") { framesPainted += 1 }
    print("# condition-bench: \(rows) rows each shown only while one switch is on, all built; figures in milliseconds")
    var states: [Double] = []
    var updates: [Double] = []
    var updateTimes: [Double] = []
    var totals: [Double] = []
    // The update's processor time by direction: showing maps every row, hiding unmaps them.
    var showing: [Double] = []
    var hiding: [Double] = []
    var untilAllShown: [Double] = []
    var untilAllShownProcessor: [Double] = []
    var framesUntilAllShown: [Int] = []
    var on = true
    for _ in 0..<flips {
        on.toggle()
        frame.reset()
        let start = g_get_monotonic_time()
        let processorStart = threadMilliseconds()
        let framesBefore = framesPainted
        // The flip as another writer makes it (the switch's own write refreshes the same way):
        // the store tells the window, which asks every row depending on the key for its state.
        try controller.set(on ? "on" : "off", forKey: "master")
        let update = Double(g_get_monotonic_time() - start) / 1000
        let processor = threadMilliseconds() - processorStart
        updateTimes.append(processor)
        if on { showing.append(processor) } else { hiding.append(processor) }
        while !frame.painted, g_get_monotonic_time() - start < 2_000_000 { g_main_context_iteration(nil, 1) }
        updates.append(update)
        totals.append(update + frame.milliseconds)
        if on {
            if window.hasRowsShownLater {
                while window.hasRowsShownLater, g_get_monotonic_time() - start < 10_000_000 { g_main_context_iteration(nil, 1) }
                // The frame that lays out the last rows shown.
                frame.reset()
                gtk_widget_queue_draw(window.window.pointer)
                while !frame.painted, g_get_monotonic_time() - start < 10_000_000 { g_main_context_iteration(nil, 1) }
            }
            untilAllShown.append(Double(g_get_monotonic_time() - start) / 1000)
            untilAllShownProcessor.append(threadMilliseconds() - processorStart)
            framesUntilAllShown.append(framesPainted - framesBefore)
        }
        states.append(milliseconds { for row in rowsOfPage { _ = controller.state(of: row) } })
        iterate(seconds: 0.05)
    }
    let shown = rowsOfPage.filter { !controller.isHidden($0) }.count
    print("# after \(flips) flips the switch is \(on ? "on" : "off"): \(shown) of \(rowsOfPage.count) rows shown")
    for (label, values, target) in [("controller_states", states, nil), ("update", updates, 50.0), ("update_processor", updateTimes, 50.0),
                                   ("update_processor_showing", showing, 50.0), ("update_processor_hiding", hiding, 50.0),
                                   ("update_and_frame", totals, nil), ("showing_until_all_shown", untilAllShown, nil),
                                   ("showing_until_all_shown_processor", untilAllShownProcessor, nil)] as [(String, [Double], Double?)] {
        let sorted = values.sorted()
        let median = sorted[sorted.count / 2]
        let verdict = target.map { " target \(formatted($0)) \(median < $0 ? "ok" : "MISSED")" } ?? ""
        print("conditions.page\(rows).\(label)_median_ms \(formatted(median))\(verdict)")
        print("conditions.page\(rows).\(label)_worst_ms \(formatted(sorted.last ?? 0))")
    }
    let frames = framesUntilAllShown.sorted()
    if !frames.isEmpty {
        print("conditions.page\(rows).showing_frames_until_all_shown_median \(frames[frames.count / 2])")
        print("conditions.page\(rows).showing_frames_until_all_shown_worst \(frames.last ?? 0)")
    }
    window.window.destroy()
    iterate(seconds: 0.2)
}

MainActor.assumeIsolated {
    gtk_init()
    if let resources = ResourceLocator.resourcesDirectory() { _ = SettingsStyle.load(resourcesDirectory: resources) }
    let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    do {
        try benchmark(rows: arguments.first ?? 2_000, flips: arguments.dropFirst().first ?? 20)
    } catch {
        print("# condition-bench: cannot write the page: \(error)")
    }
}
