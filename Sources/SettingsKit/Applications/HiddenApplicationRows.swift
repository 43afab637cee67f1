/// What conditions (`BSVisibleIf`, a row's own, its group's or one on the way to its page) hide
/// now in installed applications' bundles, by application: what the searches across
/// applications leave out. A value, taken from `ApplicationRowVisibility` when a search runs, so
/// a keystroke reads an array, never a store: which entries of the application's index are
/// hidden is worked out when a value changes, not for each candidate of each keystroke (a query
/// matching 10,000 hidden rows skips them as it ranks them).
public struct HiddenApplicationRows: Sendable, Equatable {
    struct Hidden: Sendable, Equatable {
        /// The application as indexed when this was worked out: an index of another version of
        /// it (a changed bundle) numbers its entries otherwise.
        var application: InstalledApplication
        var rows: Set<SearchRowReference>
        /// By entry order in the application's `SearchIndex`.
        var entries: [Bool]
    }

    /// By application ID; an application without hidden rows is not in it.
    var applications: [String: Hidden] = [:]

    public init() {}

    /// Which entries of `application`'s `index` are hidden, by order; nil when none is, or when
    /// this was worked out for another index of it.
    func hiddenEntries(of application: InstalledApplication, entryCount: Int) -> [Bool]? {
        guard let hidden = applications[application.id], hidden.application == application,
              hidden.entries.count == entryCount else { return nil }
        return hidden.entries
    }
}
