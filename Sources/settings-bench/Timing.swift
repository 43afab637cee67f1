import Foundation

/// Runs a piece of work several times and reports the median and minimum wall time.
struct Timing {
    var runs: [Double] = []

    /// The first run warms caches up and is not counted, unless it alone takes longer than
    /// `budget` seconds: then it is the only figure (a step that slow has missed anyway, and
    /// twenty more runs would only hold up the steps after it).
    static func measure(runs count: Int, budget: Double = 5, _ work: () -> Void) -> Timing {
        var timing = Timing()
        let probe = milliseconds(work)
        if probe > budget * 1000 {
            timing.runs = [probe]
            return timing
        }
        _ = milliseconds(work)
        for _ in 0..<count { timing.runs.append(milliseconds(work)) }
        return timing
    }

    private static func milliseconds(_ work: () -> Void) -> Double {
        let elapsed = ContinuousClock().measure(work)
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    var medianMilliseconds: Double {
        let sorted = runs.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimumMilliseconds: Double { runs.min() ?? .nan }
}

/// One line per figure: `name value target`, aligned, so scripts can `awk` it.
struct Report {
    private(set) var failures: [String] = []

    mutating func figure(_ name: String, _ milliseconds: Double, target: Double?) {
        let value = String(format: "%.2f", milliseconds)
        let targetText = target.map { String(format: "<%.0f", $0) } ?? "-"
        let verdict = target.map { milliseconds < $0 ? "ok" : "MISSED" } ?? ""
        emit([name.padding(toLength: 36, withPad: " ", startingAt: 0), value.leftPadded(to: 10), targetText.leftPadded(to: 8), verdict].joined(separator: " "))
        if let target, milliseconds >= target { failures.append(name) }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// Prints a line at once (not buffered), so figures appear while later steps still run.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
