import FoundationEssentials

/// Which rows of the installed applications' bundles their conditions hide now, for the searches
/// across applications (the hub's, the shell's): each condition evaluated as the application's
/// own window would, on its effective values (its store, where `store.ini` puts it, with the
/// administrator's defaults and locks, and the bundle's defaults).
///
/// Only applications whose indexed rows have conditions are opened (a `SettingsController` each,
/// on the bundle the index read and the walk it made off the main thread, so no page is read
/// twice and the conditions are not checked again here); the others cost nothing. What is
/// hidden is worked out when an application is opened and again when its store changes, never
/// at a keystroke: a search takes `hiddenRows`, a value. A store that follows changes by itself
/// (a watched file, GSettings) updates it as the main loop delivers them, and `onChange` says
/// so; `reread()` reads the others again (the shell's provider, at each new search).
@MainActor
public final class ApplicationRowVisibility {
    private struct Opened {
        var application: InstalledApplication
        var bundle: SettingsBundle
        /// Its index's conditioned rows, and its entries (by order) under each.
        var entriesUnder: [SearchRowReference: [Int]]
        var entryCount: Int
        var controller: SettingsController
        var observation: ChangeObservation
    }

    private var opened: [String: Opened] = [:]
    /// The rows hidden now; what a search passes to `ApplicationSearchIndex.search`.
    public private(set) var hiddenRows = HiddenApplicationRows()
    private let environment: [String: String]
    private let watchesStores: Bool
    private let onChange: @MainActor () -> Void
    private var isUpdating = false

    /// `watchesStores`: whether file stores follow others' changes through the main loop (the
    /// hub's window) or are read again only by `reread()` (the shell's provider). `onChange`
    /// runs when a store's change shows or hides a row, outside `update` and `reread`.
    public init(environment: [String: String] = ProcessEnvironment.variables, watchesStores: Bool,
                onChange: @escaping @MainActor () -> Void = {}) {
        self.environment = environment
        self.watchesStores = watchesStores
        self.onChange = onChange
    }

    /// Follows the applications of `index`: opens those with conditioned rows newly indexed
    /// (or indexed again: a changed bundle), forgets those gone or without conditions.
    public func update(for index: ApplicationSearchIndex) {
        isUpdating = true
        defer { isUpdating = false }
        var kept: [String: Opened] = [:]
        for (application, bundle, walk, applicationIndex) in index.conditionedApplications {
            if let current = opened[application.id], current.application == application, current.bundle === bundle {
                kept[application.id] = current
            } else {
                // Worked out again from nothing: another index numbers its entries otherwise.
                hiddenRows.applications[application.id] = nil
                kept[application.id] = open(application, bundle: bundle, walk: walk, index: applicationIndex)
            }
        }
        opened = kept
        hiddenRows.applications = hiddenRows.applications.filter { kept[$0.key] != nil }
        for id in kept.keys { refresh(id) }
    }

    /// Reads again the stores that do not follow changes by themselves, and what they hide.
    public func reread() {
        isUpdating = true
        defer { isUpdating = false }
        for (id, application) in opened where !application.controller.store.followsChanges {
            // A file that cannot be read now leaves the values last read: its rows stay as they were.
            try? application.controller.store.flush()
            refresh(id)
        }
    }

    private func open(_ application: InstalledApplication, bundle: SettingsBundle, walk: BundleWalk, index: SearchIndex) -> Opened {
        var entriesUnder: [SearchRowReference: [Int]] = [:]
        for (order, entry) in index.entries.enumerated() {
            for row in entry.conditionedRows { entriesUnder[row, default: []].append(order) }
        }
        let controller = application.sessionSetup(watchesStore: watchesStores).openController(for: bundle, walk: walk, environment: environment)
        let id = application.id
        let observation = controller.observeChanges { [weak self] _ in
            guard let self, refresh(id), !isUpdating else { return }
            onChange()
        }
        return Opened(application: application, bundle: bundle, entriesUnder: entriesUnder, entryCount: index.entries.count,
                      controller: controller, observation: observation)
    }

    /// Works out what `id`'s conditions hide now; whether that changed.
    @discardableResult
    private func refresh(_ id: String) -> Bool {
        guard let application = opened[id] else { return false }
        let rows = Set(application.entriesUnder.keys.filter { reference in
            application.bundle.page(named: reference.page).row(at: reference.row).map(application.controller.isHidden) ?? false
        })
        guard rows != hiddenRows.applications[id]?.rows ?? [] else { return false }
        guard !rows.isEmpty else {
            hiddenRows.applications[id] = nil
            return true
        }
        var entries = [Bool](repeating: false, count: application.entryCount)
        for row in rows {
            for order in application.entriesUnder[row] ?? [] { entries[order] = true }
        }
        hiddenRows.applications[id] = .init(application: application.application, rows: rows, entries: entries)
        return true
    }
}
