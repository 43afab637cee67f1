import Foundation
import SettingsKit

/// A cycle of conditions through every row of a page (issue 31, item 1: each of N rows reported
/// naming all N keys, so 4,000 rows made `validate` print 188 MB and 8,000 cost `dump` 46 s and
/// 2.1 GB). Times, for 4,000 and 8,000 rows, what every command does with such a bundle: the
/// walk and its condition check (`validate`), every row's state as `dump` reports it, every
/// key's `visible` and `editable` as `list --json` says them, and the search index; prints the
/// size of the diagnostics, and how much longer the larger takes (linear: about 2).
@MainActor
enum ConditionCycleBench {
    static func run(bundles: BenchBundles, runs: Int, report: inout Report) throws {
        var medians: [Int: Double] = [:]
        for rowCount in [4_000, 8_000] {
            let path = try bundles.conditionCycle(rowCount: rowCount)
            var characters = 0
            let timing = Timing.measure(runs: runs, budget: 10) {
                guard case .success(let bundle) = SettingsBundle.open(path: path, languages: ["en"]) else { fatalError("cannot open \(path)") }
                let controller = SettingsController(bundle: bundle, store: MemoryStore(), applicationName: "Cycle")
                characters = controller.walk.diagnostics.reduce(0) { $0 + $1.description.count }
                let pages = controller.openablePages()
                var shown = 0
                for page in controller.walk.pages {
                    for row in page.rows where !controller.reportedState(of: row, pages: pages).isHidden { shown += 1 }
                }
                let editable = controller.declaredKeys.filter { controller.access(toKey: $0, pages: pages).editable }.count
                let index = SearchIndex(root: controller.rootPage, pageNamed: controller.page(named:))
                precondition(shown == rowCount && editable == rowCount && index.entries.count == rowCount, "unexpected cycle bundle")
            }
            emit("# conditions.cycle\(rowCount): diagnostics \(characters) characters")
            report.figure("conditions.cycle\(rowCount).median_ms", timing.medianMilliseconds, target: nil)
            medians[rowCount] = timing.medianMilliseconds
        }
        if let small = medians[4_000], let large = medians[8_000] {
            // A ratio, not milliseconds: twice the rows should cost about twice the time.
            report.figure("conditions.cycle8000_over_4000", large / small, target: 3)
        }
    }
}
