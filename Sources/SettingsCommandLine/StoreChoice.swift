import SettingsKit

/// Where values live, as `StoreOptions` (`--store`, `--domain`, `--store-format`) give it: plain
/// values, so that the window can take them without parsing a command line (see `OpenRequest.plain`).
public struct StoreChoice: Sendable, Equatable {
    public var store: String?
    public var domain: String?
    public var storeFormat: String?

    public init(store: String? = nil, domain: String? = nil, storeFormat: String? = nil) {
        self.store = store
        self.domain = domain
        self.storeFormat = storeFormat
    }

    /// `application`: the installed application `--app` names, whose domain and store apply where
    /// these options say nothing (`InstalledApplication.sessionSetup`).
    public func setup(applicationName: String? = nil, application: InstalledApplication? = nil) -> SessionSetup {
        let format = storeFormat.flatMap(SessionSetup.format(named:))
        if let application {
            return application.sessionSetup(storePath: store, storeFormat: format, domain: domain, applicationName: applicationName)
        }
        return SessionSetup(storePath: store, storeFormat: format, domain: domain, applicationName: applicationName)
    }
}
