import GtkKit

/// The pages the user went through, the current one on top, shown in a GtkStack that slides
/// left to open a page and right to go back.
@MainActor
final class NavigationStack {
    let stack = Stack()
    private(set) var pages: [PageView] = []
    /// For each page but the first, the widget that had focus when it opened (the row that
    /// opened it): going back focuses it again, so keyboard users keep their place.
    private(set) var focusToRestore: [Widget?] = []
    /// Pages gone back from, kept until the slide away from them has finished.
    private var leaving: [PageView] = []
    private var pageCount = 0
    /// Called after the current page changed.
    var onChange: (@MainActor () -> Void)?

    init() {
        stack.onTransitionRunningChanged { [weak self] in self?.dropLeavingPages() }
    }

    var current: PageView? { pages.last }

    /// Shows `page` on top, focused on its first Tab stop that is not a field (before it is
    /// shown: GtkStack would otherwise move focus from the page left to the first stop, an
    /// entry with all its text selected, one keystroke from being replaced). In a window not
    /// shown yet, the window focuses it as it shows (`SettingsWindow.present`).
    func push(_ page: PageView, returningFocusTo focus: Widget?) {
        pageCount += 1
        stack.add(page.widget, name: "page-\(pageCount)")
        if stack.isRealized { page.widget.focusFirstStopOutsideFields() }
        stack.show(page.widget, transition: pages.isEmpty ? .none
                                                            : .slideLeft)
        if !pages.isEmpty { focusToRestore.append(focus) }
        pages.append(page)
        onChange?()
    }

    /// Goes back one page; does nothing on the first page.
    func pop() {
        guard pages.count > 1 else { return }
        let page = pages.removeLast()
        page.commitPendingEdits()
        page.stopBuilding()
        leaving.append(page)
        if let previous = pages.last {
            stack.show(previous.widget, transition: .slideRight)
        }
        focusToRestore.removeLast()?.grabFocus()
        dropLeavingPages()
        onChange?()
    }

    /// Puts `pages` in place of the whole stack at once, without a slide (live reload made them
    /// again); `focusToRestore` has one entry per page but the first.
    func replacePages(_ pages: [PageView], focusToRestore: [Widget?]) {
        for page in self.pages where !pages.contains(where: { $0 === page }) { leaving.append(page) }
        for page in pages where !self.pages.contains(where: { $0 === page }) {
            pageCount += 1
            stack.add(page.widget, name: "page-\(pageCount)")
        }
        if let last = pages.last { stack.show(last.widget, transition: .none) }
        self.pages = pages
        self.focusToRestore = Array(focusToRestore.prefix(max(pages.count - 1, 0)))
        while self.focusToRestore.count < max(pages.count - 1, 0) { self.focusToRestore.append(nil) }
        dropLeavingPages()
        onChange?()
    }

    private func dropLeavingPages() {
        guard !stack.isTransitionRunning else { return }
        for page in leaving { stack.remove(page.widget) }
        leaving = []
    }
}
