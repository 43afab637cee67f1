import GtkKit
import SettingsKit

extension SettingsWindow {
    /// Opens the search bar searching every page for `query`, as typing it would, and shows
    /// the results at once (building the index now if it is not built yet); an empty query
    /// shows the pages. A host can open its settings at a search this way.
    public func startSearch(_ query: String) { search.start(query: query) }
}
