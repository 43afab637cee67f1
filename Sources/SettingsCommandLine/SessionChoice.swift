import ArgumentParser
import FoundationEssentials
import SettingsKit

/// The bundle and store every value command works on, as `SessionOptions` give them: plain
/// values, so that `get` and `set` can run without parsing a command line (see `PlainValueCommand`).
public struct SessionChoice: Sendable, Equatable {
    public var bundle = BundleChoice()
    public var store = StoreChoice()

    public init(bundle: BundleChoice = BundleChoice(), store: StoreChoice = StoreChoice()) {
        self.bundle = bundle
        self.store = store
    }

    /// `watching`: for `watch`, whose store follows the file; the other commands read or write it
    /// once and leave the file monitor (an inotify instance) to those that need one.
    /// An application whose settings are its GSettings schemas (`--app` of one without a
    /// bundle) is opened on them as the window opens it (`openController(schemasOf:)`);
    /// `includingState` then shows the keys `SchemaStateRule` leaves out (`--all`).
    /// `reportingValuesOf`: the keys a command reads or writes (`get`, `set`), whose stored values
    /// alone it warns of when unreadable; the others are then never made. Nil: every key's.
    @MainActor
    public func openController(applicationName: String? = nil, requiringRootPage: Bool = true,
                               watching: Bool = false, includingState: Bool = false,
                               reportingValuesOf keys: [SettingKey]? = nil) throws -> SettingsController {
        let opened: SettingsBundle
        let application: InstalledApplication?
        // Read once, for the bundle, the application and the store.
        let environment = ProcessEnvironment.variables
        do {
            application = try bundle.application(environment: environment)
            if let application, application.bundlePath == nil {
                return try openController(schemasOf: application, applicationName: applicationName, includingState: includingState,
                                          environment: environment)
            }
            opened = try bundle.open(requiringRootPage: requiringRootPage, environment: environment)
        } catch let failure as CommandFailure { throw failure.exit() }
        var setup = store.setup(applicationName: applicationName, application: application)
        setup.watchesStore = watching
        let controller = setup.openController(for: opened, environment: environment)
        // A broken store file is said at once: values then show defaults and nothing is saved.
        if let problem = controller.store.loadError {
            StandardStream.error.writeMessage("warning: " + problem.description)
        }
        // Unreadable system defaults or stored values are otherwise silently skipped, and the
        // value shown would come from a lower layer with no hint why.
        let stored = keys.map { controller.store.diagnostics(forKeys: $0) } ?? controller.store.diagnostics
        for diagnostic in controller.administrator.diagnostics + stored {
            StandardStream.error.writeMessage(diagnostic.description)
        }
        return controller
    }

    /// The session on an installed application's schemas, as the window opens them
    /// (`SchemaPages.open(application:in:)`): its one schema's pages, or a first page over
    /// several (the Desktop entry's by area). Their values are in GSettings, where the
    /// application keeps them: a store or domain given is refused rather than left unused.
    @MainActor
    public func openController(schemasOf application: InstalledApplication, applicationName: String? = nil, includingState: Bool,
                               environment: [String: String] = ProcessEnvironment.variables) throws -> SettingsController {
        if store.store != nil || store.domain != nil || store.storeFormat != nil {
            throw ValidationError(tr("%s keeps its settings in its GSettings schemas: --store, --domain and --store-format name a bundle's store.",
                                     TerminalText.oneLine(application.id)))
        }
        let setup = store.setup(applicationName: applicationName, application: application)
        // Their summaries and descriptions in the languages its bundle's strings would be in.
        let languages = bundle.languages(environment: environment)
        return try SchemaOptions.openController(setup: setup, opened: application.installedSchemas(environment: environment).map { installed in
            SchemaTextLanguage.reading(in: languages) { SchemaPages.open(application: application, in: installed, includingState: includingState) }
        })
    }
}
