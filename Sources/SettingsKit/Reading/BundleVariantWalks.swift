import FoundationEssentials

/// A bundle as every device and every language may show it. Which pages and rows a bundle has
/// depends on the idiom (`Root~iphone.plist`, `SupportedUserInterfaceIdioms`) and, where an
/// `.lproj` folder holds pages, on the language; what must stay the same across all of them
/// (the GSettings name of each key) is made from every one of these walks.
extension BundleWalk {
    /// Walks of `bundle` as it is opened first, then for every other idiom, and for every
    /// language whose `.lproj` folder holds a page. Without such folders the language changes no
    /// page, and each idiom is walked once.
    public static func everyVariant(of bundle: SettingsBundle) -> [BundleWalk] {
        let idioms = [bundle.idiom] + Idiom.allCases.filter { $0 != bundle.idiom }
        let languages = [bundle.languages] + pageLanguages(of: bundle.location).map { [$0] }.filter { $0 != bundle.languages }
        var walks: [BundleWalk] = []
        for idiom in idioms {
            for preferred in languages {
                let variant = idiom == bundle.idiom && preferred == bundle.languages
                    ? bundle : SettingsBundle(location: bundle.location, languages: preferred, idiom: idiom)
                walks.append(BundleWalk(bundle: variant, rootTitle: nil))
            }
        }
        return walks
    }

    /// The languages (`.lproj` folder names without the extension) that have pages of their own.
    private static func pageLanguages(of location: BundleLocation) -> [String] {
        let suffix = ".lproj"
        var languages: [String] = []
        for root in location.roots {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            for entry in entries.sorted() where entry.count > suffix.count && entry.lowercased().hasSuffix(suffix) {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(entry).path)) ?? []
                if files.contains(where: { $0.lowercased().hasSuffix(".plist") }) {
                    languages.append(String(entry.dropLast(suffix.count)))
                }
            }
        }
        return languages
    }
}
