import CGLib
import FoundationEssentials

// Small helpers for calling GLib from Swift.

/// The message of a GError, which is freed.
func takeMessage(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
}

/// Whether a GError says the file or one of its folders does not exist; frees it if so.
func isMissingFileError(_ error: UnsafeMutablePointer<GError>?) -> Bool {
    guard let error, error.pointee.domain == g_file_error_quark(),
          error.pointee.code == gint(G_FILE_ERROR_NOENT.rawValue) || error.pointee.code == gint(G_FILE_ERROR_NOTDIR.rawValue)
    else { return false }
    g_error_free(error)
    return true
}

/// Calls `body` with `data` as the `const gchar *` and length GLib expects; the pointer is valid
/// (and NUL-terminated) even for empty data.
func withGCharPointer<Result>(to data: Data, _ body: (UnsafePointer<gchar>, Int) -> Result) -> Result {
    var terminated = data
    terminated.append(0)
    return terminated.withUnsafeBytes { bytes in
        if let base = bytes.bindMemory(to: gchar.self).baseAddress { return body(base, data.count) }
        return body("", 0)
    }
}
