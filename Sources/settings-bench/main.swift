import Foundation
import SettingsKit

// Reader benchmarks (issue: a 10,000-row page read and localised in under 100 ms, a 225 KB
// acknowledgements page under 10 ms, release build; and `live_reload`, LiveReloadBench; a cycle
// of conditions through thousands of rows, `conditions.cycle`, ConditionCycleBench; one
// `BSPattern` check, `pattern`, PatternCheckBench). Each run opens a fresh SettingsBundle so
// no cache helps. Usage: settings-bench [RUNS] [STEP…]   (default: 20 runs of every step)

let arguments = Array(CommandLine.arguments.dropFirst())
let runs = arguments.first.flatMap(Int.init) ?? 20
let only = Set(arguments.filter { Int($0) == nil })
let bundles = try BenchBundles()
defer { bundles.cleanUp() }

let page10k = try bundles.largePage(named: "Large.bundle", rowCount: 10_000, localized: true)
let page500 = try bundles.largePage(named: "Probe.bundle", rowCount: 500, localized: true)
let page10kPlain = try bundles.largePage(named: "LargeUnlocalized.bundle", rowCount: 10_000, localized: false)
let acknowledgements = try bundles.acknowledgements(groups: 34, characters: 217_000)

/// Opens the bundle and reads (and localises) one page; checks the result so nothing is skipped.
func readPage(_ path: String, _ name: String, expectedRows: Int) -> () -> Void {
    {
        guard case .success(let bundle) = SettingsBundle.open(path: path, languages: ["en"]) else { fatalError("cannot open \(path)") }
        let page = bundle.page(named: name)
        precondition(page.failure == nil && page.rows.count == expectedRows, "unexpected page \(name) in \(path)")
    }
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
}

emit("# settings-bench: \(runs) runs each, fresh SettingsBundle per run; figures in milliseconds")
emit("# page10k: \(fileSize(page10k + "/Root.plist") / 1024) KB plist, 10,000 rows, en.lproj/Root.strings \(fileSize(page10k + "/en.lproj/Root.strings") / 1024) KB")
emit("# ack225k: \(fileSize(acknowledgements + "/Acknowledgements.plist") / 1024) KB plist, 34 groups, 217,000 footer characters")
emit(["metric".padding(toLength: 36, withPad: " ", startingAt: 0), "value".leftPadded(to: 10), "target".leftPadded(to: 8)].joined(separator: " "))

/// Foundation's parse alone, the floor under the reader's figure for the same file.
func parseOnly(_ file: String) -> () -> Void {
    let data = FileManager.default.contents(atPath: file) ?? Data()
    return { _ = try! PropertyListSerialization.propertyList(from: data, format: nil) }
}

var report = Report()

struct Step {
    var name: String
    var target: Double?
    var work: () -> Void
    /// A smaller version of the same work and how many times larger the real one is: when the
    /// probe says one run would take longer than `budget` seconds, the step is estimated, not run.
    var probe: (work: () -> Void, scale: Double)?
}

let budget = 10.0
let steps = [
    Step(name: "reader.page10k", target: 100, work: readPage(page10k, "Root", expectedRows: 10_000),
         probe: (readPage(page500, "Root", expectedRows: 500), 20)),
    Step(name: "reader.page10k_unlocalised", target: nil, work: readPage(page10kPlain, "Root", expectedRows: 10_000)),
    Step(name: "foundation.parse10k", target: nil, work: parseOnly(page10kPlain + "/Root.plist")),
    Step(name: "reader.ack225k", target: 10, work: readPage(acknowledgements, "Acknowledgements", expectedRows: 34)),
]
for step in steps where only.isEmpty || only.contains(step.name) {
    if let probe = step.probe {
        let estimate = Timing.measure(runs: 3, probe.work).medianMilliseconds * probe.scale
        if estimate > budget * 1000 {
            emit("# \(step.name): not run: a \(Int(probe.scale))x smaller probe extrapolates (linearly) to \(Int(estimate / 1000)) s per run")
            report.figure(step.name + ".estimated_ms", estimate, target: step.target)
            continue
        }
    }
    let timing = Timing.measure(runs: runs, budget: budget, step.work)
    if timing.runs.count == 1 { emit("# \(step.name): one run took over the time budget; not repeated") }
    report.figure(step.name + ".median_ms", timing.medianMilliseconds, target: step.target)
    report.figure(step.name + ".min_ms", timing.minimumMilliseconds, target: nil)
}
if only.isEmpty || only.contains("hub.search200"), let hub = try HubSearchBench(in: bundles.folder) {
    hub.run(runs: runs, report: &report)
}
if only.isEmpty || only.contains("live_reload") {
    try LiveReloadBench.run(in: bundles.folder.path, report: &report)
}
if only.isEmpty || only.contains("conditions.cycle") {
    try ConditionCycleBench.run(bundles: bundles, runs: min(runs, 5), report: &report)
}
if only.isEmpty || only.contains("pattern") {
    PatternCheckBench.run(runs: runs, report: &report)
}
if !report.failures.isEmpty {
    emit("# missed: \(report.failures.joined(separator: ", "))")
}
