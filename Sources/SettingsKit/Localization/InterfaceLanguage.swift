import CGLib
import FoundationEssentials
import Glibc

/// The language of the window's own words: the bundle's language in use, not the system
/// locale, so a bundle shown in German (`--language de`, or a German desktop) gets German
/// buttons and banners, and an Arabic one is laid out right to left under any locale.
///
/// Which language: the user's first preferred language when we ship a catalog for it, whatever
/// the bundle is translated into, as GNOME applications' words follow the desktop's language
/// (the bundle's own text falls back as Settings.app does: `LocalizationChain`). Otherwise the
/// first preferred language the bundle has an `.lproj` folder for (or for a shorter form of
/// it: `de-AT` uses `de.lproj`); a bundle translated, but into none of the preferred
/// languages, shows its English, so the window is English too. A bundle with no language
/// folders at all gives no hint: the first preferred language is used. Our own words then
/// come from our catalog for that language, and are English where we have none.
public struct InterfaceLanguage: Sendable, Equatable, CustomStringConvertible {
    /// A BCP 47 tag (`de`, `pt-BR`, `zh-Hans`).
    public let tag: String

    public init(tag: String) { self.tag = tag }

    public static let english = InterfaceLanguage(tag: "en")

    /// The language a bundle with folders `roots` (the first is the one searched first) is
    /// shown in, for the preferred `languages`.
    /// `hasCatalog`: whether we ship our words in a language (`MessageCatalogs.has`).
    public static func inUse(preferred languages: [String], bundleRoots roots: [URL],
                             hasCatalog: (InterfaceLanguage) -> Bool = { MessageCatalogs.has($0) }) -> InterfaceLanguage {
        if let first = languages.first.map(InterfaceLanguage.init(tag:)), hasCatalog(first) { return first }
        guard let root = roots.first else { return languages.first.map(InterfaceLanguage.init(tag:)) ?? .english }
        let folders = LocalizationChain.languageFolders(in: root, for: languages)
        if let index = folders.matching.firstIndex(of: true) { return InterfaceLanguage(tag: languages[index]) }
        if folders.any { return .english }
        return languages.first.map(InterfaceLanguage.init(tag:)) ?? .english
    }

    public var description: String { tag }

    private var subtags: [Substring] { tag.split(whereSeparator: { $0 == "-" || $0 == "_" }) }
    /// The language subtag alone (`de` of `de-AT`), lowercased.
    var language: String { subtags.first.map { $0.lowercased() } ?? "en" }
    private var script: String? {
        subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map { $0.lowercased() }
    }

    /// The name gettext and GTK's catalogs use: `pt_BR`, `sr@latin`, `zh_CN` for `zh-Hans`.
    public var gettextName: String {
        let region = subtags.dropFirst().first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        switch (language, script) {
        case ("zh", "hans"): return "zh_CN"
        case ("zh", "hant"): return "zh_TW"
        case ("sr", "latn"): return "sr@latin"
        default: return region.map { "\(language)_\($0.uppercased())" } ?? language
        }
    }

    /// Whether the language is written right to left: by its script subtag when it has one
    /// (`ks-Deva` is not, `pa-Arab` is), else by the language's usual script.
    public var isRightToLeft: Bool {
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    /// ISO 15924 codes of the scripts written right to left that have Unicode support.
    private static let rightToLeftScripts: Set<String> = [
        "adlm", "arab", "aran", "hebr", "mand", "mend", "nkoo", "rohg", "samr", "syrc", "thaa", "yezi",
    ]
    /// Languages whose usual script is one of those (CLDR's likely scripts).
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "azb", "bal", "bqi", "ckb", "dv", "fa", "glk", "he", "iw", "khw", "ks", "lrc",
        "mzn", "nqo", "pnb", "prs", "ps", "sd", "sdh", "syr", "ug", "ur", "yi",
    ]

    /// `LANGUAGE` as this process started with it, before `use` changed it: what programs it
    /// starts (a browser for a link) get.
    public static let inheritedLanguageVariable: String? = getenv("LANGUAGE").map { String(cString: $0) }

    /// Makes gettext answer in this language, in this process, from now on: `LANGUAGE` names it,
    /// and a C or POSIX locale (which makes gettext ignore `LANGUAGE`) becomes `C.UTF-8`, which
    /// formats as C does. GTK's own words (its calendar, menus and dialogs) follow too, as they
    /// come from the same gettext; dates and numbers keep the system's locale (`LC_TIME`, …).
    public func use() {
        _ = Self.inheritedLanguageVariable
        for category in [LC_CTYPE, LC_MESSAGES] {
            let current = setlocale(category, nil).map { String(cString: $0) } ?? "C"
            guard current == "C" || current == "POSIX" else { continue }
            _ = ["C.UTF-8", "C.utf8"].first { (name: String) in setlocale(category, name) != nil }
        }
        setenv("LANGUAGE", gettextName, 1)
        // gettext caches what it found per locale name: forget it, LANGUAGE changed.
        bs_gettext_forget_found_translations()
    }
}
