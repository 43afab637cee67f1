import FoundationEssentials
import Glibc

/// Where a Flatpak application's settings are, as its sandbox sees them: its bundle and schemas
/// in its deployment, its values in its own `~/.var/app/APP_ID` (a bundle's key-file or plist
/// store under the sandbox's `XDG_CONFIG_HOME`; GSettings in GLib's keyfile there unless the
/// sandbox reaches dconf), never the host's `~/.config` (README, "Flatpak applications").
public struct FlatpakPlacement: Sendable, Hashable {
    public var application: FlatpakApplication
    public var sandbox: FlatpakSandboxFolder

    /// `environment` as the sandbox has it for a store's location: its `XDG_CONFIG_HOME`.
    public func storeEnvironment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        environment["XDG_CONFIG_HOME"] = sandbox.configFolder
        return environment
    }

    /// The schemas the application ships (its deployment's `gschemas.compiled`), nil without.
    /// Most deployments have none: looked for before GLib is asked, whose refusal (a message
    /// made into a diagnostic, then dropped) was 14% of listing 2,000 deployments (perf).
    public func installedSchemas() -> InstalledSchemas? {
        guard access(application.schemaFolder + "/gschemas.compiled", F_OK) == 0 else { return nil }
        return try? InstalledSchemas.folder(application.schemaFolder).get()
    }

    /// Where its GSettings values are: `dconf`, or GLib's keyfile in its sandbox.
    public var gsettingsHome: String { application.reachesDconf ? "dconf" : sandbox.settingsKeyfile }

    /// A store of `pages` where the application reads them: dconf, or its sandbox's keyfile.
    @MainActor public func schemaStore(for pages: SchemaPages) -> SchemaStore {
        application.reachesDconf ? SchemaStore(pages: pages) : SchemaStore(pages: pages, keyfile: sandbox.settingsKeyfile)
    }

    /// The installation it is deployed in, as `apps --json` names it: `user`, `system` or the
    /// name `installations.d` gives.
    public var installationName: String {
        switch application.installation.kind {
        case .user: "user"
        case .system: "system"
        case .other(let name): name
        }
    }
}

extension InstalledApplication {
    /// The schemas its schema pages are among: a Flatpak application's own (its deployment's),
    /// else those GLib finds in `environment`'s folders, which the hub lists applications from.
    public func installedSchemas(environment: [String: String]) -> InstalledSchemas? {
        flatpak.map { $0.installedSchemas() } ?? InstalledSchemas.standard(environment: environment)
    }
}
