import ArgumentParser
import FoundationEssentials
import SettingsKit

/// `--store`, `--domain`, `--store-format`: where values live.
public struct StoreOptions: ParsableArguments, Sendable {
    @Option(help: "The store file (.ini/.keyfile: GLib key file; .plist: XML plist), or gsettings:ID[:PATH] for GSettings (dconf). Default: $XDG_CONFIG_HOME/DOMAIN/settings.ini (settings.plist with --store-format plist).")
    public var store: String?

    @Option(help: "The store's domain (default: the bundle's ApplicationGroupContainerIdentifier, else the enclosing app's CFBundleIdentifier, else a name derived from the bundle's location).")
    public var domain: String?

    @Option(name: .customLong("store-format"), help: "Force the store format: keyfile or plist.")
    public var storeFormat: String?

    public init() {}

    public func validate() throws {
        if let storeFormat, SessionSetup.format(named: storeFormat) == nil {
            throw ValidationError("--store-format takes keyfile or plist, not \"\(TerminalText.oneLine(storeFormat))\".")
        }
    }

    /// The options' values, with what they mean (the session's setup).
    public var choice: StoreChoice { StoreChoice(store: store, domain: domain, storeFormat: storeFormat) }

    public func setup(applicationName: String? = nil, application: InstalledApplication? = nil) -> SessionSetup {
        choice.setup(applicationName: applicationName, application: application)
    }
}

/// The bundle and store options every value command takes, opened into a controller.
public struct SessionOptions: ParsableArguments, Sendable {
    @OptionGroup public var bundle: BundleOptions
    @OptionGroup public var store: StoreOptions

    public init() {}

    /// The options' values (see `SessionChoice`).
    public var choice: SessionChoice { SessionChoice(bundle: bundle.choice, store: store.choice) }

    @MainActor
    public func openController(applicationName: String? = nil, requiringRootPage: Bool = true,
                               watching: Bool = false, includingState: Bool = false) throws -> SettingsController {
        try choice.openController(applicationName: applicationName, requiringRootPage: requiringRootPage, watching: watching,
                                  includingState: includingState)
    }
}

/// Prints a refusal to standard error and ends with status 1.
public func fail(_ message: String) -> ExitCode {
    StandardStream.error.writeMessage(message)
    return ExitCode(1)
}
