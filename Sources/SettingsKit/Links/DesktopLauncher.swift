import CGLib

/// Hands links to the desktop's default handler through GIO, as xdg-open does, without a shell
/// and without needing xdg-utils installed.
public enum DesktopLauncher {
    /// Opens a web or mail link. Anything but http, https and mailto is refused before GIO sees
    /// it; a missing handler is said in words, not as GIO's content-type jargon.
    public static func open(link: String) throws(SettingsError) {
        let uri: String
        switch WebLink.uri(for: link) {
        case .success(let checked): uri = checked
        case .failure(let refusal): throw refusal
        }
        var error: UnsafeMutablePointer<GError>?
        let context = launchContext(language: InterfaceLanguage.inheritedLanguageVariable)
        defer { g_object_unref(context) }
        guard g_app_info_launch_default_for_uri(uri, context, &error) == 0 else { return }
        let scheme = uri.prefix { $0 != ":" }
        if let error, error.pointee.domain == g_io_error_quark(),
           error.pointee.code == gint(G_IO_ERROR_NOT_SUPPORTED.rawValue) || error.pointee.code == gint(G_IO_ERROR_NOT_FOUND.rawValue) {
            g_error_free(error)
            throw SettingsError(.storeFailure, scheme == "mailto" ? tr("No application is set up to open mail links on this computer.")
                : tr("No application is set up to open web links on this computer."))
        }
        throw SettingsError(.storeFailure, tr("Could not open %1$s: %2$s.", uri, takeMessage(error)))
    }

    /// Opens a folder with the desktop's handler for folders (the file manager), as a link is
    /// opened: for "Open Folder" beside a file the window cannot read.
    public static func open(folder: String) throws(SettingsError) {
        guard let uri = g_filename_to_uri(folder, nil, nil) else {
            throw SettingsError(.storeFailure, tr("Could not open %1$s: %2$s.", folder, "not a file name"))
        }
        defer { g_free(uri) }
        var error: UnsafeMutablePointer<GError>?
        let context = launchContext(language: InterfaceLanguage.inheritedLanguageVariable)
        defer { g_object_unref(context) }
        guard g_app_info_launch_default_for_uri(uri, context, &error) == 0 else { return }
        throw SettingsError(.storeFailure, tr("Could not open %1$s: %2$s.", folder, takeMessage(error)))
    }

    /// The environment the browser or mail program starts with: this process's, but with
    /// `LANGUAGE` as the user had it, not as the window set it for its own words
    /// (`InterfaceLanguage.use`), so `--language de` does not start a German browser.
    static func launchContext(language: String?) -> UnsafeMutablePointer<GAppLaunchContext> {
        let context = g_app_launch_context_new()!
        if let language { g_app_launch_context_setenv(context, "LANGUAGE", language) } else { g_app_launch_context_unsetenv(context, "LANGUAGE") }
        return context
    }
}
