/// Which pages of a bundle the user can open now: Root, and every page a shown row opens from a
/// page the user can open (a child pane, a custom view with a `File`, a list's item and add
/// pages). A row of any other page is not visible, whatever its own conditions say: no way the
/// user can take leads to it. A snapshot: conditions read values, which change.
///
/// Linear in the rows of the walk: each page is opened once, each opening row asked once.
public struct PageVisibility: Sendable {
    /// The page files (`Row.file`) of the pages the user can open.
    private var openableFiles: Set<String> = []

    /// `isShown`: whether a row is shown on its page (its own and its group's conditions, the
    /// host's hidden keys).
    public init(walk: BundleWalk, isShown: (Row) -> Bool) {
        guard let root = walk.pages.first else { return }
        var pagesByName: [SettingKey: Page] = [:]
        for page in walk.pages where pagesByName[SettingKey(page.name)] == nil { pagesByName[SettingKey(page.name)] = page }
        // A page is opened when a shown row first leads to it: a hidden row leading there
        // first does not stop a shown one from opening it later.
        var opened: Set<SettingKey> = [SettingKey(root.name)]
        var queue = [root]
        var next = 0
        while next < queue.count {
            let page = queue[next]
            next += 1
            for row in page.rows { openableFiles.insert(row.file) }
            guard page.failure == nil else { continue }
            let rowsByIndex = Dictionary(page.rows.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
            for child in BundleWalk.childPages(of: page) {
                let name = SettingKey(child.name)
                guard !opened.contains(name), let childPage = pagesByName[name],
                      let opener = rowsByIndex[child.row], isShown(opener) else { continue }
                opened.insert(name)
                queue.append(childPage)
            }
        }
    }

    /// Whether the row's page is one the user can open now.
    public func isOpenable(_ row: Row) -> Bool { openableFiles.contains(row.file) }
}
