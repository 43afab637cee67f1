import FoundationEssentials

/// The folders a translation is looked up in, most wanted first: for each preferred language its
/// `.lproj` and shorter forms, then English, then `Base`, then the bundle root (SCHEMA §3).
public struct LocalizationChain: Sendable, Hashable {
    /// The preferred languages the chain was built for, as given.
    public let languages: [String]
    /// Existing folders only, each once.
    public let folders: [LocalizationFolder]
    /// The bundle folder no table may be read from outside of.
    public let bundleRoot: URL

    /// Lists the bundle root once; folder names match without regard to case and with `_` for `-`,
    /// because bundles in the wild use `pt_BR.lproj` and `zh-hans.lproj` alike.
    public init(bundleRoot: URL, languages: [String]) {
        self.languages = languages
        self.bundleRoot = bundleRoot
        let rootPath = bundleRoot.path
        let index = FolderIndex(entries: FolderListing.names(atPath: rootPath) ?? [])
        var names: [String] = []
        var seen = Set<String>()
        for tag in languages.flatMap(Self.fallbackForms(of:)) + ["en", "Base"] {
            for name in index.folders(for: tag) where seen.insert(name).inserted {
                names.append(name)
            }
        }
        let existing = names.compactMap { name -> LocalizationFolder? in
            guard FolderListing.isFolder(rootPath + "/" + name) else { return nil }
            return LocalizationFolder(relativePath: name, url: bundleRoot.appendingPathComponent(name, isDirectory: true))
        }
        folders = existing + [LocalizationFolder(relativePath: "", url: bundleRoot)]
    }

    /// `zh-Hans-CN` → `zh-Hans`, `zh`: each form drops the last subtag. A Chinese tag without a
    /// script gets the script its region implies before the bare `zh`, because Linux says `zh_CN`
    /// while bundles ship `zh-Hans.lproj` (as Apple's own matching does).
    static func fallbackForms(of tag: String) -> [String] {
        let subtags = tag.split(separator: "-").map(String.init)
        var forms = subtags.indices.reversed().map { subtags[...$0].joined(separator: "-") }
        if subtags.count >= 2, subtags[0].lowercased() == "zh", subtags[1].count != 4,
           let script = chineseScript(forRegion: subtags[1].uppercased()) {
            forms.insert("zh-\(script)", at: forms.count - 1)
        }
        return forms
    }

    private static func chineseScript(forRegion region: String) -> String? {
        switch region {
        case "CN", "SG", "MY": "Hans"
        case "TW", "HK", "MO": "Hant"
        default: nil
        }
    }
}

/// The bundle root's `.lproj` folders by normalised language tag.
private struct FolderIndex {
    /// Folder names from before language codes were used, still found in old bundles.
    private static let legacyNames: [String: String] = [
        "english": "en", "german": "de", "french": "fr", "japanese": "ja",
        "spanish": "es", "italian": "it", "dutch": "nl",
    ]

    private var byTag: [String: [String]] = [:]
    private var legacyByLanguage: [String: [String]] = [:]

    init(entries: [String]) {
        let suffix = ".lproj"
        for name in entries.sorted() where !name.hasPrefix(".") && name.count > suffix.count
            && name.lowercased().hasSuffix(suffix) {
            let key = Self.key(String(name.dropLast(suffix.count)))
            if let language = Self.legacyNames[key] {
                legacyByLanguage[language, default: []].append(name)
            } else {
                byTag[key, default: []].append(name)
            }
        }
    }

    /// The folders for exactly this tag; a bare language also brings its legacy-named folder.
    func folders(for tag: String) -> [String] {
        let key = Self.key(tag)
        return (byTag[key] ?? []) + (legacyByLanguage[key] ?? [])
    }

    var hasLanguageFolders: Bool {
        !legacyByLanguage.isEmpty || byTag.keys.contains { $0 != "base" }
    }

    private static func key(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}

extension LocalizationChain {
    /// The `.lproj` languages of the bundle folder `root`: for each of `tags`, whether the bundle
    /// has a folder for it or one of its shorter forms (`de.lproj` for `de-AT`), and whether it
    /// has any language folder at all (`Base.lproj` names no language).
    static func languageFolders(in root: URL, for tags: [String]) -> (matching: [Bool], any: Bool) {
        let index = FolderIndex(entries: FolderListing.names(atPath: root.path) ?? [])
        let matching = tags.map { tag in fallbackForms(of: tag).contains { !index.folders(for: $0).isEmpty } }
        return (matching, index.hasLanguageFolders)
    }
}
