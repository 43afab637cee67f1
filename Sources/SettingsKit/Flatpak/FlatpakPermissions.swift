/// What a Flatpak application's sandbox lets it reach that decides where its GSettings values
/// are: its `metadata`, with the installation's `overrides/global` and `overrides/APP_ID`
/// (`flatpak override`) applied over it, and the user installation's after those (flatpak applies
/// a user's overrides to every installation's applications).
///
/// GLib inside a sandbox uses dconf only when it can reach it: the `xdg-run/dconf` filesystem (the
/// dconf socket's folder) and talking to `ca.desrt.dconf` on the session bus. Without both it
/// keeps the values in its keyfile backend, in the sandbox's own configuration folder.
public struct FlatpakPermissions: Sendable, Equatable {
    public var filesystems: Set<String> = []
    /// Session bus names and their policy (`talk`, `own`, `see`, `none`).
    public var sessionBus: [String: String] = [:]

    public init() {}

    /// Whether GLib in the sandbox writes its GSettings to the host's dconf.
    public var reachesDconf: Bool {
        filesystems.contains("xdg-run/dconf") && ["talk", "own"].contains(sessionBus["ca.desrt.dconf"] ?? "none")
    }

    /// One file (`metadata` or an override) applied over these permissions, as flatpak merges
    /// them: `!NAME` takes a filesystem away, a suffix (`:ro`, `:rw`, `:create`) says how it is
    /// reached, which does not matter for a socket's folder.
    mutating func apply(_ document: KeyFileDocument) {
        for entry in document.list("Context", "filesystems") ?? [] {
            if entry.hasPrefix("!") {
                filesystems.remove(Self.withoutMode(String(entry.dropFirst())))
            } else {
                filesystems.insert(Self.withoutMode(entry))
            }
        }
        for name in document.keys(of: "Session Bus Policy") {
            sessionBus[name] = document.string("Session Bus Policy", name)
        }
    }

    private static func withoutMode(_ entry: String) -> String {
        for mode in [":ro", ":rw", ":create"] where entry.hasSuffix(mode) { return String(entry.dropLast(mode.count)) }
        return entry
    }
}
