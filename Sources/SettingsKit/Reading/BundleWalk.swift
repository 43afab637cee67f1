import FoundationEssentials

/// Every page reachable from Root, each once, in the order first reached (depth first, rows in
/// order), with titles from the rows that open them. Cycles (A → B → A) are reported and cut;
/// a missing or broken child page is reported on the row that leads there.
public struct BundleWalk: Sendable {
    public var pages: [Page]
    /// Pages reached only as a list group's item or add page: their keys name fields of one
    /// array element, not settings of their own. Page names, like keys, are compared exactly
    /// (`SettingKey`): `café.plist` in NFC and in NFD are two files.
    public var listElementPages: Set<SettingKey>
    /// The pages' own problems, then the problems of the paths between them, in page order.
    public var diagnostics: [Diagnostic]
    /// What is wrong with the settings pages' conditions (also among `diagnostics`).
    public var conditionCheck: ConditionCheck

    /// The most pages one walk reads. Real bundles have a few dozen (acknowledgement bundles a
    /// few hundred); a bundle of more is a mistake or an attack, and everything that walks it
    /// (`dump`, `validate`, `defaults`, search) would grow with it.
    public static let pageLimit = 5_000

    public init(bundle: SettingsBundle, rootTitle: String?) {
        self.init(source: bundle, rootTitle: rootTitle)
    }

    /// The walk of any page source: a bundle's pages or a schema's.
    public init(source bundle: any PageSource, rootTitle: String?) {
        var pages: [Page] = []
        var diagnostics: [Diagnostic] = []
        var visited: Set<SettingKey> = []
        var listElementPages: Set<SettingKey> = []
        // The pages open on the current path, with how often each is open (an exit step closes
        // one): looked up in constant time, so a chain of N pages costs N steps, not N².
        var onPath: [SettingKey: Int] = [:]

        struct Visit {
            var name: String
            var title: String?
            var opener: (file: String, row: Int)?
            var isListElement = false
        }
        enum Step {
            case enter(Visit)
            case exit(String)
        }
        var stack = [Step.enter(Visit(name: SettingsBundle.rootPageName, title: rootTitle, opener: nil))]
        walking: while let step = stack.popLast() {
            let visit: Visit
            switch step {
            case .exit(let exited):
                let name = SettingKey(exited)
                onPath[name, default: 1] -= 1
                if onPath[name] == 0 { onPath[name] = nil }
                continue walking
            case .enter(let entered):
                visit = entered
            }
            let name = SettingKey(visit.name)
            if onPath[name] != nil, let opener = visit.opener {
                // Only the page it leads back to: the whole path would repeat per page, and
                // a long chain of pages would make the report grow with the square of its length.
                diagnostics.append(Diagnostic(.error, file: opener.file, row: opener.row, key: "File",
                                              "This child pane leads back to \(visit.name), a page already open on its path: a cycle, not followed."))
                continue
            }
            // A page that is also an ordinary child pane holds settings, whichever way it was
            // reached first.
            if !visit.isListElement {
                listElementPages.remove(name)
            } else if !visited.contains(name) {
                listElementPages.insert(name)
            }
            guard !visited.contains(name) else { continue }
            guard visited.count < Self.pageLimit else {
                let opener = visit.opener.map { ($0.file, $0.row) } ?? ("Root.plist", 0)
                diagnostics.append(Diagnostic(.error, file: opener.0, row: opener.1, key: "File",
                                              "The bundle has more than \(PlistReadLimits.grouped(Self.pageLimit)) pages, the most this program reads: this page and the rest are left out."))
                break walking
            }
            visited.insert(name)
            var page = bundle.page(named: visit.name)
            page.title = visit.title
            if let failure = page.failure, let opener = visit.opener {
                diagnostics.append(Diagnostic(.error, file: opener.file, row: opener.row, key: "File",
                                              "This child pane leads to a page that cannot be shown: \(failure.file): \(failure.message)"))
                if page.path != nil { diagnostics.append(contentsOf: page.diagnostics) }
            } else {
                diagnostics.append(contentsOf: page.diagnostics)
            }
            pages.append(page)
            let file = bundle.fileName(of: page)
            onPath[name, default: 0] += 1
            stack.append(.exit(visit.name))
            for child in Self.childPages(of: page).reversed() {
                stack.append(.enter(Visit(name: child.name, title: child.title, opener: (file, child.row),
                                          isListElement: child.isListElement)))
            }
        }
        conditionCheck = ConditionCheck(pages: pages.filter { !listElementPages.contains(SettingKey($0.name)) })
        diagnostics.append(contentsOf: conditionCheck.diagnostics)
        diagnostics.append(contentsOf: bundle.sourceDiagnostics)
        self.pages = pages
        self.listElementPages = listElementPages
        self.diagnostics = diagnostics
    }

    /// Child pages a page leads to: child panes, custom views with a `File`, and list groups'
    /// add and item rows of those kinds.
    static func childPages(of page: Page) -> [(name: String, title: String?, row: Int, isListElement: Bool)] {
        func target(of row: Row, isListElement: Bool) -> (name: String, title: String?, row: Int, isListElement: Bool)? {
            row.pageOpened.map { ($0, row.titleOfPageOpened, row.index, isListElement) }
        }
        return page.rows.flatMap { row -> [(name: String, title: String?, row: Int, isListElement: Bool)] in
            if case .listGroup(let list) = row.kind {
                return [list.item, list.add].compactMap { $0.flatMap { target(of: $0, isListElement: true) } }
            }
            return target(of: row, isListElement: false).map { [$0] } ?? []
        }
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
}
