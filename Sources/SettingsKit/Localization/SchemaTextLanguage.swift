import CGLib
import Glibc

/// The languages GLib translates installed schemas' summaries and descriptions into while the
/// command line reads them. GLib translates them through each schema's gettext domain in the
/// process's locale (`g_settings_schema_key_get_summary`); the command line stays in the C
/// locale, so its own words are English for scripts, yet a schema's texts are the
/// application's, as a bundle's `.strings` are, and follow `--language` (else the
/// environment's languages) as those do. So for the reading only, gettext is given the
/// languages (`LANGUAGE`, which it ignores in the C locale: the messages locale is C.UTF-8 for
/// the while, and the character type too, or gettext would turn every "ä" into "?"), and
/// everything is put back after. Changes the process's environment: only for a process that
/// reads schemas on one thread (the command line; the window has its language from the start,
/// `InterfaceLanguage.use`).
public enum SchemaTextLanguage {
    /// `body`'s result, GLib translating schema texts into `languages` (BCP 47 tags, most
    /// preferred first) while it runs; `body` alone when there are none.
    public static func reading<T>(in languages: [String], _ body: () throws -> T) rethrows -> T {
        guard !languages.isEmpty else { return try body() }
        let names = languages.map { InterfaceLanguage(tag: $0).gettextName }.joined(separator: ":")
        let savedLanguage = getenv("LANGUAGE").map { String(cString: $0) }
        var savedLocales: [(category: Int32, name: String)] = []
        for category in [LC_CTYPE, LC_MESSAGES] {
            let current = setlocale(category, nil).map { String(cString: $0) } ?? "C"
            guard current == "C" || current == "POSIX" else { continue }
            if ["C.UTF-8", "C.utf8"].contains(where: { (name: String) in setlocale(category, name) != nil }) { savedLocales.append((category, current)) }
        }
        setenv("LANGUAGE", names, 1)
        // gettext keeps what it found per message: forget it, LANGUAGE changed (and again after).
        bs_gettext_forget_found_translations()
        defer {
            if let savedLanguage { setenv("LANGUAGE", savedLanguage, 1) } else { unsetenv("LANGUAGE") }
            for saved in savedLocales { setlocale(saved.category, saved.name) }
            bs_gettext_forget_found_translations()
        }
        return try body()
    }
}
