import FoundationEssentials
import Glibc

/// An application deployed in a Flatpak installation (`app/APP_ID/current/active/`): its files
/// (`files/`, the sandbox's `/app`) hold its bundle in `files/share/bundle-settings/apps/APP_ID/`
/// and its GSettings schemas in `files/share/glib-2.0/schemas/`, which flatpak exports to nobody;
/// its name and icon are in the desktop entry flatpak does export.
public struct FlatpakApplication: Sendable, Hashable {
    public var id: String
    public var installation: FlatpakInstallation
    /// The active deployment, links resolved: a folder inside the installation's
    /// `app/APP_ID/` (`ARCH/BRANCH/COMMIT`).
    public var deployment: String
    /// Where its GSettings values are (see `FlatpakPermissions`).
    public var reachesDconf: Bool

    /// The sandbox's `/app/share`: a data folder of the application's own.
    public var dataFolder: String { deployment + "/files/share" }
    public var schemaFolder: String { dataFolder + "/glib-2.0/schemas" }
    /// Its exported desktop entry (which may be missing).
    public var desktopEntryPath: String { installation.exportedDesktopEntries + "/" + id + ".desktop" }

    /// A `metadata` or override file larger than this is refused: real ones are a few hundred
    /// bytes; a 10 MB one is a mistake or an attack, not worth parsing on the hub's way.
    static let permissionsByteLimit = 256 << 10

    /// Every application deployed in `installation`, at most `ApplicationCatalog.entryLimit`
    /// (by ID), with what was skipped and why. Nothing outside the installation is read: a
    /// `current` or `active` link leading out of `app/APP_ID/`, or round in a loop, skips the
    /// application. `userInstallation`'s overrides apply after the installation's own.
    public static func deployed(in installation: FlatpakInstallation, userInstallation: FlatpakInstallation? = nil)
        -> (applications: [FlatpakApplication], diagnostics: [Diagnostic]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: installation.applicationsFolder),
              let root = realPath(installation.path) else { return ([], []) }
        var diagnostics: [Diagnostic] = []
        let ids = names.filter { ApplicationCatalog.isValidID($0) }.sorted()
        if ids.count > ApplicationCatalog.entryLimit {
            diagnostics.append(Diagnostic(.warning, file: installation.applicationsFolder, "The folder has \(ids.count) applications: only the first \(ApplicationCatalog.entryLimit) (by ID) are looked at."))
        }
        var applications: [FlatpakApplication] = []
        var overrides = [installation.path: overrideNames(in: installation.path)]
        if let user = userInstallation { overrides[user.path] = overrideNames(in: user.path) }
        for id in ids.prefix(ApplicationCatalog.entryLimit) {
            let active = installation.applicationsFolder + "/" + id + "/current/active"
            var status = stat()
            guard lstat(active, &status) == 0 || lstat(installation.applicationsFolder + "/" + id + "/current", &status) == 0 else {
                continue // not deployed (being installed, or only a runtime's extension)
            }
            guard let deployment = realPath(active) else {
                diagnostics.append(Diagnostic(.warning, file: active, "The active deployment cannot be followed (\(SafeFile.errorDescription())): the application is not listed."))
                continue
            }
            guard deployment.hasPrefix(root + "/app/" + id + "/") else {
                diagnostics.append(Diagnostic(.warning, file: active, "It leads out of the installation's app/\(id) folder, to \(deployment): not read."))
                continue
            }
            // Read beneath their folders: a link among them leads nowhere outside.
            var permissions = FlatpakPermissions()
            var files = [(deployment, "metadata", true), (installation.path, "overrides/global", false), (installation.path, "overrides/" + id, false)]
            if let user = userInstallation, user.path != installation.path {
                files += [(user.path, "overrides/global", false), (user.path, "overrides/" + id, false)]
            }
            for (folder, file, required) in files {
                if !required, let names = overrides[folder] ?? nil, !names.contains(PathText.lastComponent(of: file)) { continue }
                guard let problem = read(file, beneath: folder, into: &permissions), required || problem.cause != .missing else { continue }
                diagnostics.append(Diagnostic(.warning, file: folder + "/" + file, "\(problem.reason): its settings are taken to be in the sandbox's keyfile unless another file grants dconf."))
            }
            applications.append(FlatpakApplication(id: id, installation: installation, deployment: deployment,
                                                   reachesDconf: permissions.reachesDconf))
        }
        return (applications, diagnostics)
    }

    /// The names in `folder/overrides` when it is a folder of its own (none when there is no
    /// such folder); nil when it is a link or cannot be listed, and each file is tried (and
    /// refused beneath it). Most applications have no override: trying both of an application's
    /// missing ones was 14% of listing 2,000 deployments (perf).
    private static func overrideNames(in folder: String) -> Set<String>? {
        var status = stat()
        guard lstat(folder + "/overrides", &status) == 0 else { return errno == ENOENT ? [] : nil }
        guard status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return (try? FileManager.default.contentsOfDirectory(atPath: folder + "/overrides")).map(Set.init)
    }

    private struct Problem {
        var cause: SafeFile.Failure.Cause?
        var reason: String
    }

    /// Applies `file`'s permissions; the problem when it could not.
    private static func read(_ file: String, beneath folder: String, into permissions: inout FlatpakPermissions) -> Problem? {
        switch SafeFile.contents(of: file, beneath: URL(fileURLWithPath: folder), byteLimit: permissionsByteLimit) {
        case .failure(let failure):
            return Problem(cause: failure.cause, reason: "Not read: \(failure.reason)")
        case .success(let data):
            guard let document = try? KeyFileDocument(data: data) else { return Problem(cause: nil, reason: "Not a key file") }
            permissions.apply(document)
            return nil
        }
    }

    /// `path` with every link resolved, nil when that fails (missing, a loop).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
