import GtkKit
import SettingsKit

/// A window's search as GNOME Settings has it, the same on bundle pages (`WindowSearch`) and
/// on the hub (`StartPage`): a toggle at the start of the header bar, and under the header a
/// search bar whose entry is as wide as the list below it. Ctrl+F, the toggle, or typing where
/// no text entry has focus opens it; Escape (in the entry, or anywhere in `content` while it is
/// open) closes it, which clears the query, and focus goes back where it was before. Down in
/// the entry goes to the first result and Enter opens it, as in GNOME Settings.
@MainActor
final class HeaderSearch {
    let button: ToggleButton
    let entry: SearchEntry
    let bar: SearchBar
    private let window: Window
    /// Where typing opens it.
    private let scope: Widget
    /// What had focus when search opened: closing it without opening a result focuses it
    /// again, so keyboard users keep their place.
    private var focusBeforeSearch: Widget?
    /// The last widget focused while the search was closed: GtkSearchBar focuses its entry
    /// before it says it opened.
    private var focusOutside: Widget?
    /// Search opened (true) or closed (false, its query cleared).
    var onModeChanged: (@MainActor (Bool) -> Void)?

    /// - `label`: the toggle's and the entry's name for screen readers; `placeholder`: the
    ///   hint in the empty entry.
    /// - `keysFrom`: where typing opens the search (the view under the header).
    /// - `content`: what shows under the bar (its Escape closes an open search).
    /// - `focusFirstResult`: Down in the entry; answers false when no result shows (the key
    ///   then moves focus as it otherwise would).
    /// - `activateFirstResult`: Enter in the entry.
    init(label: String, placeholder: String, in window: Window, keysFrom scope: Widget, content: Widget,
         focusFirstResult: @escaping @MainActor () -> Bool, activateFirstResult: @escaping @MainActor () -> Void) {
        self.window = window
        self.scope = scope
        button = ToggleButton(iconName: "edit-find-symbolic", accessibleLabel: label)
        entry = SearchEntry(accessibleLabel: label, placeholder: placeholder)
        entry.setExpands(horizontally: true)
        // GtkSearchBar gives its child its natural width (GTK 4.8's centre box does not expand
        // it): the entry asks for more than the list's widest, and the clamp holds it to that.
        entry.setNaturalWidth(characters: 200)
        // The list's column: as wide as the list under it, and beside it at every width.
        let column = Box(.vertical, spacing: 0)
        column.addStyleClass("header-search-column")
        column.append(entry)
        bar = SearchBar(entry: entry, in: Clamp(maximumWidth: PageView.maximumWidth, child: column))
        bar.addStyleClass("header-search")
        bar.bindSearchMode(to: button)
        bar.captureKeys(from: scope)
        bar.onSearchModeChanged { [weak self] in self?.modeChanged() }
        window.on("notify::focus-widget") { [weak self] (_: UnsafeMutableRawPointer?) in self?.followFocus() }
        entry.onActivate(activateFirstResult)
        ShortcutController(on: content).add("Escape", handledIf: { [weak self] in
            guard let self, bar.isSearchMode else { return false }
            stop()
            return true
        })
        ShortcutController(on: entry).add("Down", handledIf: focusFirstResult)
    }

    var isOpen: Bool { bar.isSearchMode }

    /// Ctrl+F: shows the bar and focuses the entry (again, if it was open).
    func start() {
        bar.isSearchMode = true
        entry.grabFocus()
    }

    func stop() { bar.isSearchMode = false }

    /// Closes the search without focusing what had focus before: a result opened takes it.
    func stopForResult() {
        focusBeforeSearch = nil
        stop()
    }

    /// Whether the search is offered (the toggle, Ctrl+F, typing): the hub has nothing to
    /// search without installed applications.
    var isOffered: Bool {
        get { button.isVisible }
        set {
            button.isVisible = newValue
            bar.captureKeys(from: newValue ? scope : nil)
            if !newValue { stop() }
        }
    }

    private func followFocus() {
        guard !bar.isSearchMode, let focus = window.focusWidget, !focus.isInside(bar) else { return }
        focusOutside = focus
    }

    private func modeChanged() {
        guard !bar.isSearchMode else {
            focusBeforeSearch = focusOutside
            onModeChanged?(true)
            return
        }
        // What had focus shows again first (the pages in place of the results).
        onModeChanged?(false)
        let focus = focusBeforeSearch
        focusBeforeSearch = nil
        if let focus, focus.isInside(window) { focus.grabFocus() }
    }
}
