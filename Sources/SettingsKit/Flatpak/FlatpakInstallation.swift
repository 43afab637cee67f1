import CGLib
import FoundationEssentials

/// One Flatpak installation: a folder whose `app/APP_ID/current/active/` is a deployed
/// application (as flatpak lays it out; the `flatpak` command is never run).
///
/// Found as flatpak finds them: the user's (`FLATPAK_USER_DIR`, else `XDG_DATA_HOME/flatpak`,
/// `~/.local/share/flatpak` by default), the system's (`FLATPAK_SYSTEM_DIR`, else
/// `/var/lib/flatpak`) and each `[Installation "NAME"]` group's `Path` in
/// `FLATPAK_CONFIG_DIR/installations.d/*.conf` (`/etc/flatpak` by default), in that order, each
/// folder once.
public struct FlatpakInstallation: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case user
        case system
        /// A system installation of `installations.d`, by its name.
        case other(String)
    }

    /// The installation's folder, without trailing slashes.
    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = PathText.withoutTrailingSlashes(path)
        self.kind = kind
    }

    /// Where flatpak keeps the installation's deployed applications: `app/APP_ID/…`.
    public var applicationsFolder: String { path + "/app" }
    /// The desktop entries flatpak exports for the host: `exports/share/applications`.
    public var exportedDesktopEntries: String { path + "/exports/share/applications" }
    /// Permissions the user or the administrator added (`flatpak override`): `overrides/APP_ID`.
    public func overrides(of id: String) -> String { path + "/overrides/" + id }

    /// The file flatpak rewrites in the installation's folder after each change to it.
    public static let changeMarker = ".changed"

    /// A configuration file of `installations.d` larger than this is not read: real ones are a
    /// few lines.
    static let configurationByteLimit = 64 << 10

    /// The installations in the order above; `diagnostics` names each configuration file that
    /// could not be read.
    public static func all(environment: [String: String]) -> (installations: [FlatpakInstallation], diagnostics: [Diagnostic]) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? String(cString: g_get_home_dir())
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        let user = environment["FLATPAK_USER_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? dataHome + "/flatpak"
        let system = environment["FLATPAK_SYSTEM_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/var/lib/flatpak"
        let configuration = environment["FLATPAK_CONFIG_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/etc/flatpak"
        var found = [FlatpakInstallation(path: user, kind: .user), FlatpakInstallation(path: system, kind: .system)]
        var diagnostics: [Diagnostic] = []
        let folder = configuration + "/installations.d"
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter({ $0.hasSuffix(".conf") }).sorted() {
            let file = folder + "/" + name
            switch SafeFile.contents(atPath: file, byteLimit: configurationByteLimit) {
            case .failure(let failure):
                diagnostics.append(Diagnostic(.warning, file: file, "Not read: \(failure.reason)."))
            case .success(let data):
                do {
                    let document = try KeyFileDocument(data: data)
                    for group in document.groups() where group.hasPrefix("Installation \"") && group.hasSuffix("\"") {
                        let name = String(group.dropFirst("Installation \"".count).dropLast())
                        guard let path = document.string(group, "Path"), path.hasPrefix("/") else {
                            diagnostics.append(Diagnostic(.warning, file: file, key: group, "The installation has no absolute Path: skipped."))
                            continue
                        }
                        found.append(FlatpakInstallation(path: path, kind: .other(name)))
                    }
                } catch {
                    diagnostics.append(Diagnostic(.warning, file: file, "Not a key file: \(error.message)."))
                }
            }
        }
        var seen = Set<String>()
        return (found.filter { seen.insert($0.path).inserted }, diagnostics)
    }
}
