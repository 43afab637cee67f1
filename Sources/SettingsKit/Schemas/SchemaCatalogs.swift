import CGLib
import FoundationEssentials
import Synchronization

/// Where the translations of schemas installed outside `/usr` are: GLib translates a key's
/// summary and description through its schema's gettext domain (`gettext-domain`) in gettext's
/// default folder, `/usr/share/locale`, only. A schema in another data folder
/// (`/usr/local/share`, `/opt/APP/share`, a tree of packages unpacked and named in
/// `XDG_DATA_DIRS`) has its catalogs beside it, in `DATA/locale`, and would show in English.
///
/// So before schema texts are read, each data folder's `locale/LANG/LC_MESSAGES/DOMAIN.mo` for
/// the languages in use is bound to its domain, the first folder in precedence winning, as for
/// the schemas themselves. A domain that gettext's default folder already translates into one of
/// those languages is left alone (a data folder never changes words that are translated now), and
/// so is our own (`OurText.domain`).
enum SchemaCatalogs {
    /// gettext's default folder, glibc's `_nl_default_dirname` on Debian.
    static let defaultFolder = "/usr/share/locale"

    /// Domains bound, or left alone, so far; and the folder and language lists looked through.
    private static let decided = Mutex<(domains: Set<String>, looked: Set<String>)>(([], []))

    /// Binds the domains of the catalogs beside `schemaFolders` (each `DATA/glib-2.0/schemas`)
    /// for the languages `environment` asks for.
    static func bind(schemaFolders: [String], environment: [String: String]) {
        let languages = self.languages(environment: environment)
        guard !languages.isEmpty else { return }
        let folders = schemaFolders.compactMap(localeFolder(ofSchemaFolder:)).filter { $0 != defaultFolder }
        decided.withLock { decided in
            let lookup = (folders + ["|"] + languages).joined(separator: ":")
            guard decided.looked.insert(lookup).inserted else { return }
            for folder in folders {
                for language in languages {
                    let messages = "\(folder)/\(language)/LC_MESSAGES"
                    guard let files = try? FileManager.default.contentsOfDirectory(atPath: messages) else { continue }
                    for file in files where file.hasSuffix(".mo") {
                        let domain = String(file.dropLast(3))
                        guard domain != OurText.domain, !domain.isEmpty, decided.domains.insert(domain).inserted else { continue }
                        let translatedAlready = languages.contains { FileManager.default.fileExists(atPath: "\(defaultFolder)/\($0)/LC_MESSAGES/\(file)") }
                        if translatedAlready { continue }
                        bindtextdomain(domain, folder)
                        bind_textdomain_codeset(domain, "UTF-8")
                    }
                }
            }
        }
    }

    /// `DATA/locale` for `DATA/glib-2.0/schemas`; nil for a folder not so named
    /// (`GSETTINGS_SCHEMA_DIR` may name any).
    static func localeFolder(ofSchemaFolder folder: String) -> String? {
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let suffix = "/glib-2.0/schemas"
        guard trimmed.hasSuffix(suffix), trimmed.count > suffix.count else { return nil }
        return String(trimmed.dropLast(suffix.count)) + "/locale"
    }

    /// The catalog folder names gettext may look in for the messages' languages: `LANGUAGE`'s
    /// list, then `LC_ALL`, `LC_MESSAGES` or `LANG`; each without its code set, then without its
    /// territory (`de_AT.UTF-8`: `de_AT`, `de`).
    static func languages(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        var names = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        if !locale.isEmpty { names.append(locale) }
        var languages: [String] = []
        for name in names {
            let plain = String(name.prefix { $0 != "." && $0 != "@" })
            guard !plain.isEmpty, plain != "C", plain != "POSIX" else { continue }
            for candidate in [plain, String(plain.prefix { $0 != "_" })] where !languages.contains(candidate) {
                languages.append(candidate)
            }
        }
        return languages
    }
}
