import CGLib
import FoundationEssentials

/// The folders one application registered in the desktop's recent-files list (an XBEL file,
/// `$XDG_DATA_HOME/recently-used.xbel`, which GtkRecentManager writes), read with GLib's
/// GBookmarkFile: no GTK, so any thread may read it.
///
/// The list is every program's, and may hold tens of thousands of entries (megabytes): it is
/// read once per call, through `SafeFile` (a FIFO put in its place is not waited on), cut to
/// the bookmarks that may be the application's before GLib parses it (`RecentBookmarkFilter`:
/// GLib took 0.8 s to parse 50,000 entries of others), and nothing is made of the others
/// (GtkRecentManager makes an object of every entry, and took 22 s on a list of 50,000).
public enum RecentFolderList {
    public struct Entry: Equatable, Sendable {
        public var path: String
        /// The name given when the entry was registered; nil when there was none.
        public var name: String?
        /// When it was last registered, in seconds since 1970.
        public var modified: Int64
    }

    /// Lists larger than this are not read (one of 50,000 entries is 22 MB).
    static let byteLimit = 256 << 20

    /// The desktop's list, as GtkRecentManager finds it.
    public static var defaultFile: String {
        String(cString: g_get_user_data_dir()) + "/recently-used.xbel"
    }

    /// The local entries `application` registered whose files exist, newest first. Empty when
    /// the list cannot be read (there is none yet, it is not a regular file, or GLib refuses it
    /// whole as well as cut).
    public static func entries(in file: String, registeredBy application: String) -> [Entry] {
        guard case .success(let data) = SafeFile.contents(atPath: file, byteLimit: byteLimit),
              let bookmarks = data.withUnsafeBytes({ bookmarkFile(of: $0, keepingBookmarksOf: application) }) else { return [] }
        defer { g_bookmark_file_free(bookmarks) }
        var count: gsize = 0
        guard let uris = g_bookmark_file_get_uris(bookmarks, &count) else { return [] }
        defer { g_strfreev(uris) }
        var found: [Entry] = []
        for index in 0..<Int(count) {
            guard let uri = uris[index], g_bookmark_file_has_application(bookmarks, uri, application, nil) != 0,
                  let local = g_filename_from_uri(uri, nil, nil) else { continue }
            let path = String(cString: local)
            g_free(local)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let title = g_bookmark_file_get_title(bookmarks, uri, nil)
            defer { g_free(title) }
            let modified = g_bookmark_file_get_modified_date_time(bookmarks, uri, nil).map { g_date_time_to_unix($0) } ?? 0
            found.append(Entry(path: path, name: title.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 },
                               modified: Int64(modified)))
        }
        return found.sorted { $0.modified > $1.modified }
    }

    /// The list read by GLib: cut to the bookmarks that may be `application`'s first
    /// (`RecentBookmarkFilter`), or whole when it cannot be cut or GLib refuses what was cut.
    /// Nil when GLib refuses it whole as well.
    private static func bookmarkFile(of xbel: UnsafeRawBufferPointer, keepingBookmarksOf application: String)
        -> OpaquePointer?
    {
        if let cut = RecentBookmarkFilter.bookmarks(mayBeOf: application, in: xbel),
           let bookmarks = cut.withUnsafeBytes(bookmarkFile(parsing:)) {
            return bookmarks
        }
        return bookmarkFile(parsing: xbel)
    }

    private static func bookmarkFile(parsing xbel: UnsafeRawBufferPointer) -> OpaquePointer? {
        // An empty file has no base address, and is no list GLib would read.
        guard let text = xbel.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
        let bookmarks = g_bookmark_file_new()
        guard g_bookmark_file_load_from_data(bookmarks, text, gsize(xbel.count), nil) != 0 else {
            g_bookmark_file_free(bookmarks)
            return nil
        }
        return bookmarks
    }
}
