/// The window's command line for what a desktop search hands over (a result activated, or the
/// search itself): every value attached to its option (`--search=TEXT`), so no text, however it
/// starts (`-5`, an application ID `-x.Y`), is read as an option, and each word short enough
/// for the kernel (one argument may hold 128 KiB; a 200,000-character term made the launch fail
/// with "Argument list too long"). Independent of D-Bus: any face of the provider (GNOME Shell's,
/// later KRunner's) starts the window with it.
public enum WindowHandOver {
    /// Characters of search text handed over: more than a search field shows, far less than a
    /// command line holds; the rest is cut.
    public static let searchTextLimit = 1_000
    /// Bytes of a result's ID handed over whole (one argument holds 131,072 bytes, option
    /// included). A longer one (only a bundle nesting pages thousands deep makes one) opens its
    /// application's settings at Root instead.
    static let identifierByteLimit = 100_000

    /// Opens the window searching for `text` (cut to `searchTextLimit` characters).
    public static func search(_ text: String) -> [String] {
        ["--search=" + String(text.prefix(searchTextLimit))]
    }

    /// Opens the result `identifier` names (of the application `applicationID`) at its row.
    public static func result(_ identifier: String, applicationID: String) -> [String] {
        identifier.utf8.count <= identifierByteLimit ? ["--search-result=" + identifier] : ["--app=" + applicationID]
    }
}
