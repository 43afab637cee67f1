import CGLib

/// Where a GSettings store's values are: GLib's default backend (dconf), a backend given (the
/// tests' memory backend), or GLib's keyfile backend on one file (a sandboxed Flatpak
/// application's, `FlatpakPlacement`). Both GSettings stores (`GSettingsStore`, `SchemaStore`)
/// read and follow through `backend`, and write each change set through `writer()`.
final class GSettingsBackendChoice {
    /// What the store reads and follows through; nil: GLib's default.
    let backend: UnsafeMutablePointer<GSettingsBackend>?
    private let keyfile: String?

    init(backend: UnsafeMutablePointer<GSettingsBackend>?, keyfile: String?) {
        if let backend {
            g_object_ref(UnsafeMutableRawPointer(backend))
            self.backend = backend
            self.keyfile = nil
        } else {
            self.backend = keyfile.map { g_keyfile_settings_backend_new($0, "/", nil) }
            self.keyfile = keyfile
        }
    }

    deinit { if let backend { g_object_unref(UnsafeMutableRawPointer(backend)) } }

    /// The backend one change set goes through, kept while the result lives. For a keyfile, a
    /// backend made for it: the application may write the file at any moment, and GLib's backend
    /// writes the whole file from what it last read, learning of another writer only when its
    /// file monitor runs; one made now reads the file just before writing, so a value the
    /// application wrote a moment earlier is kept. Else the store's own.
    func writer() -> GSettingsBackendChoice {
        keyfile.map { GSettingsBackendChoice(backend: nil, keyfile: $0) } ?? self
    }
}
