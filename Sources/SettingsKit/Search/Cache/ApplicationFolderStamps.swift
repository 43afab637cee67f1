import Glibc

/// What a cached search index of an application was read from: every file and folder under its
/// application folder (its bundles' pages and `.lproj` tables, `store.ini`), each with its
/// modification time and size. A file edited, added, removed or replaced changes them, and the
/// cache (`ApplicationSearchIndexCache`) is then not used. Links are followed, as the bundle
/// reader follows them.
///
/// Stamping VLC's bundle (64 files) costs some 65 `stat`s, against reading and indexing them.
struct ApplicationFolderStamps: Equatable, Sendable {
    struct Stamp: Equatable, Sendable {
        /// Below the application folder (`Settings.bundle/de.lproj/Root.strings`).
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

    /// The stamps of everything under `folder` now, in name order; nil when the folder cannot be
    /// read or holds more than `entryLimit` entries.
    init?(folder: String) {
        var stamps: [Stamp] = []
        guard Self.walk(folder, relative: "", depth: 0, into: &stamps) else { return nil }
        self.stamps = stamps
    }

    private static func walk(_ folder: String, relative: String, depth: Int, into stamps: inout [Stamp]) -> Bool {
        guard let directory = opendir(folder) else { return false }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted() {
            guard stamps.count < entryLimit else { return false }
            let path = folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else {
                stamps.append(Stamp(path: relativePath, modified: -1, size: -1, isFolder: false))
                continue
            }
            let isFolder = status.st_mode & S_IFMT == S_IFDIR
            stamps.append(Stamp(path: relativePath, modified: status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec,
                                size: Int(status.st_size), isFolder: isFolder))
            if isFolder, depth + 1 < depthLimit {
                guard walk(path, relative: relativePath, depth: depth + 1, into: &stamps) else { return false }
            }
        }
        return true
    }
}
