import SettingsKit

/// One `BSPattern` check, as the window makes at every keystroke and `set` once (issue 31, item
/// 3: `(a+)+` against 40 "a" and a "!" ran to PCRE2's default match limit, about 0.3 s of a
/// processor per check). Target: under a frame at 60 Hz; an ordinary pattern against a
/// 1,000-character text for comparison.
enum PatternCheckBench {
    static func run(runs: Int, report: inout Report) {
        let cases: [(name: String, pattern: String, text: String)] = [
            ("pattern.catastrophic", "(a+)+", String(repeating: "a", count: 40) + "!"),
            ("pattern.ordinary_1000", "[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+|[0-9]+", String(repeating: "7", count: 1_000)),
        ]
        for check in cases {
            var rules = ValueRules()
            rules.pattern = check.pattern
            let timing = Timing.measure(runs: runs) { _ = rules.violation(of: .string(check.text)) }
            report.figure(check.name + ".median_ms", timing.medianMilliseconds, target: 16)
        }
    }
}
