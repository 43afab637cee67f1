import CGLib
import FoundationEssentials

/// Where our own message catalogs (`LANG/LC_MESSAGES/bundle-settings.mo`, compiled from `po/`)
/// are: `$BUNDLE_SETTINGS_LOCALE_DIR`, which development builds set (`script/compile-translations`
/// compiles them into `.build/locale`), else meson's `localedir`, found from the running
/// executable's folder by the relative paths `BuildConfiguration` carries, like the data folder.
public enum MessageCatalogs {
    public static let environmentVariable = "BUNDLE_SETTINGS_LOCALE_DIR"

    public static func directory(environment: [String: String] = ProcessEnvironment.variables) -> String? {
        if let explicit = environment[environmentVariable], !explicit.isEmpty { return explicit }
        guard let folder = BuildConfiguration.executableDirectory else { return nil }
        return [BuildConfiguration.localeFromBin, BuildConfiguration.localeFromLibexec]
            .map { BuildConfiguration.resolve($0, from: folder) }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether our words are translated into `language` (its gettext name, else the language
    /// alone: `de_AT` falls back to `de`, as gettext does) in the catalogs of `directory`.
    public static func has(_ language: InterfaceLanguage, directory: String? = directory()) -> Bool {
        guard let directory else { return false }
        return Set([language.gettextName, language.language]).contains { name in
            FileManager.default.fileExists(atPath: "\(directory)/\(name)/LC_MESSAGES/\(OurText.domain).mo")
        }
    }

    /// Binds our domain to `directory` (nil: gettext's default folder), in UTF-8. Both
    /// executables call this first thing; only the window changes the locale
    /// (`InterfaceLanguage.use`), so the command line's output stays English.
    public static func bind(directory: String?) {
        if let directory { bindtextdomain(OurText.domain, directory) }
        bind_textdomain_codeset(OurText.domain, "UTF-8")
    }

    /// Makes our domain the default one, which GtkBuilder's `translatable` strings and plain
    /// `gettext` use. Only once GTK is initialised: GLib decides once, at its first lookup
    /// (GTK's init makes one), whether to translate GTK's own words at all, and says no for a
    /// locale such as C.UTF-8 when the default domain then has no catalog for it.
    public static func makeDefaultDomain() {
        textdomain(OurText.domain)
    }
}

extension BuildConfiguration {
    /// From `bindir` to `localedir`.
    public static let localeFromBin = String(cString: bs_build_locale_from_bin())
    /// From `libexecdir/bundle-settings` to `localedir`.
    public static let localeFromLibexec = String(cString: bs_build_locale_from_libexec())
}
