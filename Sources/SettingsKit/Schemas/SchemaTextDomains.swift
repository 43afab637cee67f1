import CGLib
import FoundationEssentials
import Synchronization

/// Where gettext finds the catalogs of the schemas' gettext domains. GLib translates a schema's
/// summaries and descriptions through its domain but binds none: gettext then looks in its own
/// folder (`/usr/share/locale`), where an application installed there put them. One installed
/// elsewhere (`/usr/local`, `/opt/APP`, `~/.local`) binds its domain to its own
/// `PREFIX/share/locale`, and its schemas are in `PREFIX/share/glib-2.0/schemas`: so the domains
/// of a schema folder whose data folder's `locale` is not gettext's are bound to that `locale`,
/// as their application binds them. The files of such a folder are read once per process (GLib
/// reads them all on the first summary anyway); gettext's own folder costs nothing.
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
            for file in SchemaFileDeclarations.files(in: folder) {
                guard case .success(let declared) = SchemaFileDeclarations.read(file) else { continue }
                for domain in Set(declared.schemas.compactMap(\.gettextDomain)) where bound.insert(domain).inserted {
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
