import FoundationEssentials
import CGLib

/// Where a store keeps its values, and in which format.
///
/// Resolution rule (`resolve`), first match wins:
/// 1. `--store PATH`: that file. Its format is the explicit format if one is given, else taken
///    from the extension: `.plist` is an XML property list; `.ini`, `.keyfile` and anything else
///    is a GLib key file.
/// 2. Otherwise `$XDG_CONFIG_HOME/DOMAIN/settings.ini` (a key file), or `settings.plist` when the
///    explicit format is a property list, where `XDG_CONFIG_HOME`
///    defaults to `$HOME/.config` (also when it is not absolute, as the XDG spec says) and
///    `DOMAIN` is, first match wins:
///    - the explicit `--domain`;
///    - the page's `ApplicationGroupContainerIdentifier`;
///    - the installed application's ID (`--app`, see `ApplicationCatalog`);
///    - the `CFBundleIdentifier` of the `Info.plist` of the nearest `*.app` folder that encloses
///      the bundle;
///    - `bundle-settings.NAME-HASH`, where `NAME` is the bundle folder's name and `HASH` eight hex
///      digits of the FNV-1a hash of the bundle's absolute path: stable across runs, distinct for
///      two bundles of the same name.
///    A domain is sanitised so it stays one folder inside the config folder (see `StoreDomain`).
public struct StoreLocation: Sendable, Hashable, CustomStringConvertible {
    public enum Format: String, Sendable, Hashable {
        case keyFile = "key file"
        case plist = "XML property list"
        case memory = "memory"
        /// `gsettings:ID[:PATH]` (`GSettingsAddress`): the path is the address.
        case gsettings = "GSettings"
    }

    public var path: String
    public var format: Format

    public init(path: String, format: Format) {
        self.path = path
        self.format = format
    }

    /// `PATH (FORMAT)`, as `dump` and error messages show it.
    public var description: String { "\(path) (\(format.rawValue))" }

    /// The format a store file's name implies: `.plist` → property list, anything else → key file.
    public static func format(ofPath path: String) -> Format {
        path.lowercased().hasSuffix(".plist") ? .plist : .keyFile
    }

    /// Applies the rule in the type's documentation.
    /// - Parameters:
    ///   - storePath: `--store PATH`, relative paths taken from the current directory.
    ///   - format: an explicit format; overrides the extension of `storePath`.
    ///   - domain: `--domain`.
    ///   - groupContainer: the root page's `ApplicationGroupContainerIdentifier`.
    ///   - applicationID: the installed application's ID (`--app`).
    ///   - bundlePath: the Settings bundle folder.
    ///   - environment: `XDG_CONFIG_HOME` and `HOME` are read from here.
    public static func resolve(storePath: String? = nil, format: Format? = nil, domain: String? = nil,
                               groupContainer: String? = nil, applicationID: String? = nil, bundlePath: String,
                               environment: [String: String]) -> StoreLocation {
        if let storePath, GSettingsAddress(storePath) != nil {
            return StoreLocation(path: storePath, format: .gsettings)
        }
        if let storePath {
            return StoreLocation(path: absolute(storePath), format: format ?? Self.format(ofPath: storePath))
        }
        let name = StoreDomain.resolve(domain: domain, groupContainer: groupContainer, applicationID: applicationID,
                                       bundlePath: absolute(bundlePath))
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? String(cString: g_get_home_dir())) + "/.config")
        let format = format ?? .keyFile
        // The name says the format, as it does for `--store`, so the file opens as what it is.
        let file = format == .plist ? "settings.plist" : "settings.ini"
        return StoreLocation(path: configHome + "/" + name + "/" + file, format: format)
    }

    private static func absolute(_ path: String) -> String {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath,
                                                             isDirectory: true))
        return url.standardizedFileURL.path
    }
}

extension StoreLocation {
    /// A store for this location: a key-file or plist store on the file, or an empty memory store.
    /// `watching`: whether a file store watches its file for changes by others (`FileStore`).
    @MainActor
    public func openStore(watching: Bool = true) -> any SettingsStore {
        switch format {
        case .keyFile: KeyFileStore(path: path, watching: watching)
        case .plist: PlistStore(path: path, watching: watching)
        case .memory: MemoryStore(name: path)
        case .gsettings: GSettingsStore(address: GSettingsAddress(path) ?? GSettingsAddress(schemaID: path))
        }
    }
}
