import CGLib
import FoundationEssentials

/// What the hub shows of an application from its desktop entry (`DATADIR/applications/ID.desktop`):
/// its name (translated), icon and keywords.
///
/// The entry is read through `SafeFile` (a FIFO or a huge file is refused before a byte is read)
/// as a key file; `Icon` becomes a GIcon as the desktop makes it (an absolute path is a file icon,
/// a name loses a stray `.png`). The name is looked up in the
/// preferred languages given (`--language`), not only the process's locale. Entries in
/// sub-folders of `applications` (desktop IDs with `-` for `/`) are not looked for.
///
/// As the Desktop Entry Specification says: `Hidden=true` means the entry was deleted (a user's
/// stub in `~/.local/share/applications` is how a system application is removed for one user),
/// and since the first data folder holding an entry wins, it hides the entries behind it as well
/// (`isHidden`: the catalogue then lists no such application). `NoDisplay=true` means the
/// application exists but is kept out of menus; the hub is no menu of applications but where
/// their settings are found, and an application kept out of menus (a background service, a
/// helper) has no other way to its settings, so its entry is used as any other's.
struct DesktopEntry: Sendable, Equatable {
    var path: String
    var name: String?
    /// A serialised GIcon (`g_icon_to_string`), for `g_icon_new_for_string`.
    var icon: String?
    var keywords: [String]
    /// `Hidden=true`: deleted, as if there were no entry here or in any later data folder.
    var isHidden = false
    /// The program `Exec` runs (`executable(ofExec:)`), for `SchemaOwnership`'s rule on names.
    var executable: String?
    /// `NoDisplay=true`: kept out of menus.
    var isNoDisplay = false
    /// `OnlyShowIn` and `NotShowIn`: the desktops (`XDG_CURRENT_DESKTOP`'s names) it is shown in
    /// or not shown in (`isShown(inDesktops:)`).
    var onlyShowIn: [String] = []
    var notShowIn: [String] = []
    /// `Type`: `Application`, `Link` or `Directory`; only an application has settings.
    var type: String?
    /// The schemas it says are its own (`SchemaOwnerDeclaration`).
    var declaredSchemas: [String] = []
    /// What was wrong in its declaration of schemas.
    var diagnostics: [Diagnostic] = []

    static let group = "Desktop Entry"
    /// A real entry is a few kilobytes, with every translation some tens; a 1 MB `Name` is still
    /// read (and its name cut), a larger file is refused.
    static let byteLimit = 4 << 20
    /// How many keywords are kept.
    static let keywordLimit = 64

    /// The entry of `id` in the first data folder that has one (and may be read: see
    /// `ApplicationLinkRule`), nil when none has.
    static func find(id: String, in folders: [ApplicationDataFolder], linkRule: ApplicationLinkRule,
                     languages: [String]) -> (entry: DesktopEntry?, diagnostics: [Diagnostic]) {
        for folder in folders {
            let path = folder.applicationsFolder + "/" + id + ".desktop"
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            guard linkRule.allows(path, in: folder) else {
                return (nil, [Diagnostic(.warning, file: path, "It is a link that leads out of the data folders, so it is not read: the application is listed under its bundle's title.")])
            }
            switch read(path: path, languages: languages) {
            case .success(let entry): return (entry, [])
            case .failure(let problem): return (nil, [Diagnostic(.warning, file: path, "\(problem.message): the application is listed under its bundle's title.")])
            }
        }
        return (nil, [])
    }

    static func read(path: String, languages: [String]) -> Result<DesktopEntry, KeyFileDocumentFailure> {
        let data: Data
        switch SafeFile.contents(atPath: path, byteLimit: byteLimit) {
        case .success(let read): data = read
        case .failure(let failure): return .failure(KeyFileDocumentFailure(message: "It cannot be read (\(failure.reason))"))
        }
        let document: KeyFileDocument
        do { document = try KeyFileDocument(data: data) } catch {
            return .failure(KeyFileDocumentFailure(message: "It is not a valid desktop entry (\(error.message))"))
        }
        guard document.hasGroup(group) else {
            return .failure(KeyFileDocumentFailure(message: "It has no [\(group)] group"))
        }
        if document.boolean(group, "Hidden") == true {
            return .success(DesktopEntry(path: path, name: nil, icon: nil, keywords: [], isHidden: true))
        }
        let name = document.localeString(group, "Name", languages: languages).map(Self.shown)
        let keywords = (document.localeString(group, "Keywords", languages: languages) ?? "")
            .split(separator: ";").map { Self.shown(String($0)).trimmingSpaces() }.filter { !$0.isEmpty }
        var entry = DesktopEntry(path: path, name: name.flatMap { $0.isEmpty ? nil : $0 }, icon: icon(of: document),
                                 keywords: Array(keywords.prefix(keywordLimit)))
        entry.executable = document.string(group, "Exec").flatMap(executable(ofExec:))
        entry.isNoDisplay = document.boolean(group, "NoDisplay") == true
        entry.onlyShowIn = list(document.string(group, "OnlyShowIn"))
        entry.notShowIn = list(document.string(group, "NotShowIn"))
        entry.type = document.string(group, "Type")
        if let declared = document.string(group, SchemaOwnerDeclaration.key) {
            (entry.declaredSchemas, entry.diagnostics) = SchemaOwnerDeclaration.parse(declared, file: path)
        }
        return .success(entry)
    }

    /// Whether a menu of the desktops `current` (`XDG_CURRENT_DESKTOP`, most specific first)
    /// shows it, as `g_app_info_should_show` decides: not `NoDisplay`; with `OnlyShowIn`, one of
    /// the desktops is in it; else none of them is in `NotShowIn`. Names compare exactly, as
    /// GLib compares them.
    func isShown(inDesktops current: [String]) -> Bool {
        guard !isHidden, !isNoDisplay else { return false }
        if !onlyShowIn.isEmpty { return current.contains(where: onlyShowIn.contains) }
        return !current.contains(where: notShowIn.contains)
    }

    /// The program an `Exec` line runs, without folders: its first word, after `env` and its
    /// assignments (`env LANG=C foo`); nil for a line GLib's shell rules cannot split, or for a
    /// launcher or interpreter (`launchers`), whose name is not the application's.
    static func executable(ofExec exec: String) -> String? {
        var argc: Int32 = 0
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        guard exec.utf8.count <= byteLimit, g_shell_parse_argv(exec, &argc, &argv, nil) != 0, let argv else { return nil }
        defer { g_strfreev(argv) }
        var words = (0..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }[...]
        if words.first.map({ PathText.lastComponent(of: $0) }) == "env" {
            words = words.dropFirst().drop { $0.contains("=") }
        }
        guard let program = words.first.map({ PathText.lastComponent(of: $0) }), !program.isEmpty, !launchers.contains(program) else { return nil }
        return program
    }

    /// Programs that run another (`Exec=gapplication launch org.gnome.Maps`,
    /// `Exec=flatpak run …`, `Exec=python3 /usr/share/app/main.py`): their names name no
    /// application's settings.
    static let launchers: Set<String> = [
        "env", "flatpak", "gapplication", "gtk-launch", "gtk4-launch", "snap", "pkexec", "sudo", "xdg-open",
        "sh", "bash", "dash", "python", "python3", "perl", "ruby", "gjs", "node", "java", "mono", "wine",
    ]

    /// A desktop entry's list value (`GNOME;Unity;`): its items.
    private static func list(_ value: String?) -> [String] {
        (value ?? "").split(separator: ";").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// The entry's icon as GDesktopAppInfo makes it (an absolute path is a file icon, a name
    /// loses a stray `.png`, `.xpm` or `.svg`), serialised. Made here rather than by a
    /// GDesktopAppInfo, whose checks of `Exec` and `TryExec` on PATH took a score of system calls
    /// an entry (a third of listing 200 applications), for an icon that does not depend on them.
    private static func icon(of document: KeyFileDocument) -> String? {
        guard var value = document.string(group, "Icon"), !value.isEmpty, value.utf8.count <= Int(PATH_MAX) else { return nil }
        let icon: OpaquePointer
        if value.hasPrefix("/") {
            let file = g_file_new_for_path(value)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            icon = g_file_icon_new(file)
        } else {
            for stray in [".png", ".xpm", ".svg"] where value.hasSuffix(stray) { value.removeLast(stray.count) }
            icon = g_themed_icon_new(value)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let text = g_icon_to_string(icon) else { return nil }
        defer { g_free(text) }
        return bounded(icon: String(cString: text))
    }

    /// Names and icon names are shown as a line, so they are kept at a line's length (a 1 MB
    /// `Name` is a hostile entry, not a name).
    private static func shown(_ text: String) -> String {
        ShownText.cut(text, to: ShownText.Kind.line.characterLimit)
    }

    /// An icon name or path longer than a path may be names nothing: dropped, not cut (a cut path
    /// would name another file).
    private static func bounded(icon: String) -> String? {
        icon.isEmpty || icon.utf8.count > Int(PATH_MAX) ? nil : icon
    }
}
