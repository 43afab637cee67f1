/// Where the rows that problems name are in the window: for each row of a page reachable from
/// Root, the pages to open from Root to show it (as search opens a result), so the Problems
/// page's entries lead to their rows. Problems without a row, of a `.strings` file, or of a
/// page no row leads to have no place.
public struct ProblemPlaces: Sendable {
    private var targets: [String: SearchTarget] = [:]

    /// Walks the pages from `root` breadth first, so a row is reached by its shortest way;
    /// child pages are found as the window opens them (`BundleWalk.childPages`).
    public init(root: Page, pageNamed: (String) -> Page) {
        var visited: Set<SettingKey> = [SettingKey(root.name)]
        var queue: [(page: Page, steps: [SearchTarget.Step])] = [(root, [])]
        var next = 0
        while next < queue.count {
            let (page, steps) = queue[next]
            next += 1
            for row in page.rows where targets[Self.address(row.file, row.index)] == nil {
                targets[Self.address(row.file, row.index)] = SearchTarget(steps: steps, row: row.index)
            }
            guard page.failure == nil else { continue }
            for child in BundleWalk.childPages(of: page) where !child.isListElement {
                let name = SettingKey(child.name)
                guard !visited.contains(name), visited.count < BundleWalk.pageLimit else { continue }
                visited.insert(name)
                queue.append((pageNamed(child.name), steps + [SearchTarget.Step(page: child.name, title: child.title, openerRow: child.row)]))
            }
        }
    }

    /// The way to the row `problem` names, if it names one the window shows.
    public func target(of problem: Diagnostic) -> SearchTarget? {
        guard let row = problem.row, !problem.file.hasSuffix(".strings") else { return nil }
        return targets[Self.address(problem.file, row)]
    }

    private static func address(_ file: String, _ row: Int) -> String { "\(file)#\(row)" }
}
