import CGLib
import Foundation
import SettingsKit

/// `--inspect`'s live reload under constant change (issue 16, item 14: each change used to
/// restart the wait, so a page rewritten without pause was never read again). A page is
/// rewritten every 20 ms for five seconds, the standard way (a new file renamed over it), while
/// the main loop runs; printed: how many re-reads that gave, the longest time without one while
/// the changes went on (target: under a second, the half-second interval plus a busy machine's
/// delay), and the time from the last change to the re-read after it (target: under half a
/// second, the quiet period plus the interval's rest).
@MainActor
enum LiveReloadBench {
    static func run(in folder: String, report: inout Report) throws {
        let bundle = folder + "/LiveReload.bundle"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let page = bundle + "/Root.plist"
        func write(_ index: Int) {
            let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><array>"
                + "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Tick \(index)</string>"
                + "<key>Key</key><string>tick</string></dict></array></dict></plist>"
            try? text.write(toFile: page + ".new", atomically: false, encoding: .utf8)
            rename(page + ".new", page)
        }
        write(0)
        var reports: [ContinuousClock.Instant] = []
        let monitor = BundleChangeMonitor(roots: [bundle]) { reports.append(.now) }
        pump(for: .milliseconds(200))

        let start = ContinuousClock.now
        var writes = 0
        while ContinuousClock.now - start < .seconds(5) {
            writes += 1
            write(writes)
            pump(for: .milliseconds(20))
        }
        let lastChange = ContinuousClock.now
        let whileChanging = reports
        pump(for: .seconds(2))
        withExtendedLifetime(monitor) {}

        let marks = [start] + whileChanging + [lastChange]
        let longestGap = zip(marks.dropFirst(), marks).map { milliseconds($0 - $1) }.max() ?? .nan
        let afterLast = reports.dropFirst(whileChanging.count).first.map { milliseconds($0 - lastChange) } ?? .infinity
        emit("# live_reload: \(writes) rewrites in 5 s, \(whileChanging.count) re-reads meanwhile, \(reports.count - whileChanging.count) after")
        report.figure("live_reload.rereads_while_changing", Double(whileChanging.count), target: nil)
        report.figure("live_reload.longest_gap_ms", longestGap, target: 1_000)
        report.figure("live_reload.after_last_change_ms", afterLast, target: 500)
    }

    /// Runs the main loop (the monitor's events and timers) for `duration`.
    private static func pump(for duration: Duration) {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end {
            while g_main_context_iteration(nil, 0) != 0 {}
            usleep(2_000)
        }
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
