import Glibc

/// What a cached search index of an application was read from: every file and folder under its
/// application folder (its bundles' pages and `.lproj` tables, `store.ini`), its desktop entry,
/// and for an application with GSettings schemas the compiled schemas (`gschemas.compiled`) of
/// every schema folder, each with its modification time and size. A file edited, added,
/// removed or replaced changes them, a schema compiled or recompiled anywhere too (which keys a
/// schema holds, which folder's copy wins), and the cache (`ApplicationSearchIndexCache`) is
/// then not used. Links are followed, as the bundle reader follows them.
///
/// Stamping VLC's bundle (64 files) costs some 65 `stat`s, against reading and indexing them.
struct ApplicationFolderStamps: Equatable, Sendable {
    struct Stamp: Equatable, Sendable {
        /// Below the application folder (`Settings.bundle/de.lproj/Root.strings`), or absolute
        /// for the desktop entry and compiled schemas.
        var path: String
        /// Nanoseconds since the epoch; -1 for an entry `stat` cannot read (a dangling link).
        var modified: Int
        var size: Int
        var isFolder: Bool
    }

    /// Folders deeper than this are not walked, and an application with more entries than
    /// `entryLimit` is not cached at all (it is read at each start, as before the cache): a
    /// bundle's files are a page or two and a table per language.
    static let depthLimit = 6
    static let entryLimit = 4_096

    var stamps: [Stamp]

    init(stamps: [Stamp]) { self.stamps = stamps }

    /// The stamps of what `application`'s index is read from now: everything under its
    /// application folder (in name order; nil when it cannot be read or holds more than
    /// `entryLimit` entries), its desktop entry, and when it has schemas, the compiled schemas of
    /// every folder of `schemas` (a folder without any stamped as missing, so that compiling
    /// one there is seen). Nil when its folder cannot be stamped, or when there is nothing to
    /// stamp (no bundle, no schemas: only its name is indexed).
    init?(application: InstalledApplication, schemas: InstalledSchemas?) {
        var stamps: [Stamp] = []
        if let folder = application.bundlePath {
            guard Self.walk(folder, relative: "", depth: 0, into: &stamps) else { return nil }
        }
        if !application.schemas.isEmpty, let schemas {
            for folder in schemas.folders { stamps.append(Self.stamp(of: folder + "/gschemas.compiled")) }
        }
        guard !stamps.isEmpty else { return nil }
        if let entry = application.desktopEntryPath { stamps.append(Self.stamp(of: entry)) }
        self.stamps = stamps
    }

    /// One file's stamp under its absolute path (missing: -1).
    private static func stamp(of path: String) -> Stamp {
        var status = stat()
        guard stat(path, &status) == 0 else { return Stamp(path: path, modified: -1, size: -1, isFolder: false) }
        return Stamp(path: path, modified: status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec,
                     size: Int(status.st_size), isFolder: status.st_mode & S_IFMT == S_IFDIR)
    }

    private static func walk(_ folder: String, relative: String, depth: Int, into stamps: inout [Stamp]) -> Bool {
        guard let names = FolderListing.names(atPath: folder) else { return false }
        for name in names.sorted() {
            guard stamps.count < entryLimit else { return false }
            let path = folder + "/" + name
            var stamp = Self.stamp(of: path)
            stamp.path = relative.isEmpty ? name : relative + "/" + name
            stamps.append(stamp)
            if stamp.isFolder, depth + 1 < depthLimit {
                guard walk(path, relative: stamp.path, depth: depth + 1, into: &stamps) else { return false }
            }
        }
        return true
    }
}
