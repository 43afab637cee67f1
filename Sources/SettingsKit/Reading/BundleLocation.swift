import FoundationEssentials
import Glibc

/// The `.bundle` folders that `--bundle PATH` names, in search order.
///
/// PATH is a `.bundle` folder itself, or a folder holding `InAppSettings.bundle` and/or
/// `Settings.bundle` (both searched, InAppSettings first, as InAppSettingsKit does).
public struct BundleLocation: Sendable, Equatable {
    /// The path as given, for messages and `dump`.
    public var path: String
    /// Absolute, symlink-resolved bundle folders, searched in this order.
    public var roots: [URL]

    public static let searchedNames = ["InAppSettings.bundle", "Settings.bundle"]

    /// Finds the bundle folders, or says why there are none.
    public static func resolve(_ path: String) -> Result<BundleLocation, Diagnostic> {
        // `realpath`, not URL's `standardizedFileURL.resolvingSymlinksInPath()`: the same folder
        // for a fifth of the instructions (0.3 of `set`'s 14.4 million went to the URLs).
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else {
            return .failure(Diagnostic(.error, file: path, "No such folder: give --bundle a Settings.bundle folder or the folder that holds one."))
        }
        let folder = String(cString: resolved)
        free(resolved)
        guard FolderListing.isFolder(folder) else {
            return .failure(Diagnostic(.error, file: path, "Not a folder: a Settings bundle is a folder of plists (Settings.bundle)."))
        }
        let nested = searchedNames.map { folder == "/" ? "/" + $0 : folder + "/" + $0 }.filter(FolderListing.isFolder)
        if PathText.pathExtension(of: folder) != "bundle", !nested.isEmpty {
            return .success(BundleLocation(path: path, roots: nested.map { URL(fileURLWithPath: $0, isDirectory: true) }))
        }
        return .success(BundleLocation(path: path, roots: [URL(fileURLWithPath: folder, isDirectory: true)]))
    }

    /// `file` relative to the bundle folder that holds it, for diagnostics (`de.lproj/Root.strings`).
    public func displayName(of file: URL) -> String {
        let path = file.standardizedFileURL.path
        for root in roots {
            let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
            if path.hasPrefix(prefix) {
                let relative = String(path.dropFirst(prefix.count))
                return roots.count > 1 ? root.lastPathComponent + "/" + relative : relative
            }
        }
        return path
    }
}
