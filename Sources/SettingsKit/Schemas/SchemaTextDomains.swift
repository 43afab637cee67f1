import CGLib
import FoundationEssentials
import Synchronization

/// Where gettext finds the catalogs of the schemas' gettext domains. GLib translates a schema's
/// summaries and descriptions through its domain but binds none: gettext then looks in its own
/// folder (`/usr/share/locale`), where an application installed there put them. One installed
/// elsewhere (`/usr/local`, `/opt/APP`, `~/.local`) binds its domain to its own
/// `PREFIX/share/locale`, and its schemas are in `PREFIX/share/glib-2.0/schemas`: so the domains
/// of a schema folder whose data folder's `locale` is not gettext's are bound to that `locale`,
/// as their application binds them, when that `locale` holds the domain's catalog in some
/// language: a domain a schema there shares with others (an extension's schema declaring
/// `gnome-shell-extensions` in `~/.local/share`) keeps the translations of gettext's folder. The
/// files of such a folder are read once per process (GLib reads them all on the first summary
/// anyway); gettext's own folder costs nothing.
enum SchemaTextDomains {
    /// The folders whose domains are bound already.
    private static let done = Mutex<Set<String>>([])

    /// Binds the domains of `installed`'s folders outside gettext's own, the first folder in
    /// GLib's precedence winning for a domain two declare.
    static func bind(_ installed: InstalledSchemas) {
        let suffix = "/glib-2.0/schemas"
        let defaultFolder = defaultLocaleFolder()
        var bound: Set<String> = []
        for folder in installed.folders where folder.hasSuffix(suffix) {
            let locale = String(folder.dropLast(suffix.count)) + "/locale"
            guard locale != defaultFolder, FileManager.default.fileExists(atPath: locale),
                  done.withLock({ $0.insert(folder).inserted }) else { continue }
            let languages = (try? FileManager.default.contentsOfDirectory(atPath: locale)) ?? []
            func hasCatalog(_ domain: String) -> Bool {
                languages.contains { FileManager.default.fileExists(atPath: "\(locale)/\($0)/LC_MESSAGES/\(domain).mo") }
            }
            for file in SchemaFileDeclarations.files(in: folder) {
                guard case .success(let declared) = SchemaFileDeclarations.read(file) else { continue }
                for domain in Set(declared.schemas.compactMap(\.gettextDomain)) where !bound.contains(domain) && hasCatalog(domain) {
                    bound.insert(domain)
                    bindtextdomain(domain, locale)
                    bind_textdomain_codeset(domain, "UTF-8")
                }
            }
        }
    }

    /// gettext's folder for a domain nobody bound (its compiled-in `LOCALEDIR`).
    private static func defaultLocaleFolder() -> String? {
        bindtextdomain("bundle-settings-unbound-probe", nil).map { String(cString: $0) }
    }
}
