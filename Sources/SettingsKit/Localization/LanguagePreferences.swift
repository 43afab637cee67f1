/// The user's preferred languages, most preferred first, as BCP 47-style tags (`de-DE`, `zh-Hans`),
/// the form `.lproj` folders are named in.
public enum LanguagePreferences {
    /// The languages a POSIX desktop asks for: every entry of `LANGUAGE` (a GNU colon list), then
    /// the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`, which is the order gettext and GLib
    /// consult them in. `C` and `POSIX` name no language and are skipped.
    public static func fromEnvironment(_ environment: [String: String]) -> [String] {
        var entries = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            entries.append(locale)
        }
        return normalized(entries)
    }

    /// An explicit choice (`--language de`, or `de:fr` / `de,fr` for several) replaces the
    /// environment entirely, so a developer can preview a translation whatever the desktop says;
    /// an override that names no usable language leaves the environment in charge.
    public static func preferred(override: [String], environment: [String: String]) -> [String] {
        let entries = override.flatMap { $0.split(whereSeparator: { $0 == ":" || $0 == "," }).map(String.init) }
        let languages = normalized(entries)
        return languages.isEmpty ? fromEnvironment(environment) : languages
    }

    /// `de_DE.UTF-8` → `de-DE`, `sr_RS@latin` → `sr-RS`; nil for `C`, `POSIX` and anything that is
    /// not a plain tag, so an odd variable can never become a path component.
    static func languageTag(fromLocaleName name: String) -> String? {
        let withoutModifier = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let withoutCodeset = withoutModifier.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let tag = String(withoutCodeset.map { $0 == "_" ? "-" : $0 })
        let isPlainTag = !tag.isEmpty && tag.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        guard isPlainTag, tag != "C", tag != "POSIX", !tag.hasPrefix("-"), !tag.hasSuffix("-") else { return nil }
        return tag
    }

    private static func normalized(_ entries: [String]) -> [String] {
        var seen = Set<String>()
        return entries.compactMap(languageTag(fromLocaleName:)).filter { seen.insert($0.lowercased()).inserted }
    }
}
