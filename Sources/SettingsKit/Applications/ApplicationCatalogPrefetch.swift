import Dispatch
import FoundationEssentials
import Synchronization

/// A catalogue scan started before the hub's window exists: the window's process starts it
/// first thing, so it runs while GTK opens the display (longer than listing 200 applications)
/// and the hub's first frame does not wait for it. Applications without a desktop entry are
/// left unnamed (`ApplicationCatalog.scan(namingBundles:)`): the hub names them afterwards. Taken once, by the first reader that asks
/// for the same data folders and languages (not the same environment: GTK adds to it as it
/// starts); later readings scan again (the folders may have changed since).
public final class ApplicationCatalogPrefetch: Sendable {
    private static let pending = Mutex<ApplicationCatalogPrefetch?>(nil)

    private let folders: [ApplicationDataFolder]
    private let languages: [String]
    private let finished = DispatchSemaphore(value: 0)
    private let catalog = Mutex<ApplicationCatalog?>(nil)

    private init(environment: [String: String], languages: [String]) {
        folders = ApplicationDataFolder.inLookupOrder(environment: environment)
        self.languages = languages
    }

    /// Starts scanning on a thread of its own, in place of a scan started before and not taken.
    public static func start(environment: [String: String] = ProcessEnvironment.variables, languages: [String]) {
        let prefetch = ApplicationCatalogPrefetch(environment: environment, languages: languages)
        pending.withLock { $0 = prefetch }
        DispatchQueue.global(qos: .userInitiated).async {
            let found = ApplicationCatalog.scan(environment: environment, languages: languages, namingBundles: false)
            prefetch.catalog.withLock { $0 = found }
            prefetch.finished.signal()
        }
    }

    /// The scan started for the data folders of `environment` and for `languages`, once it has
    /// finished (this waits: call it off the main thread); nil when none was started for them
    /// or it was taken.
    public static func take(environment: [String: String], languages: [String]) -> ApplicationCatalog? {
        let folders = ApplicationDataFolder.inLookupOrder(environment: environment)
        let prefetch = pending.withLock { pending -> ApplicationCatalogPrefetch? in
            guard let started = pending, started.folders == folders, started.languages == languages else { return nil }
            pending = nil
            return started
        }
        guard let prefetch else { return nil }
        prefetch.finished.wait()
        return prefetch.catalog.withLock { $0 }
    }
}
