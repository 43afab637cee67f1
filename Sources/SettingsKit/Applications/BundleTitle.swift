import FoundationEssentials

/// The title a bundle gives itself: the `Title` of its Root page (`Root.inApp.plist`, else
/// `Root.plist`, in the bundle folder), translated by the page's strings table. The name of an
/// installed application that has no desktop entry.
///
/// Only this one value is read, and only from a Root page of at most `byteLimit` bytes: listing
/// a hundred applications must not parse a hundred large pages (a Root of that size is a broken
/// or hostile bundle, which the hub lists by its ID).
public enum BundleTitle {
    static let byteLimit = 256 << 10

    public static func read(roots: [URL], languages: [String]) -> String? {
        for root in roots {
            for file in ["Root.inApp.plist", "Root.plist"] {
                let contents = SafeFile.contents(of: file, beneath: root, byteLimit: byteLimit)
                if case .failure(let failure) = contents, failure.cause == .missing { continue }
                guard case .success(.dictionary(let top)) = PlistFileReader.parse(contents),
                      let title = top["Title"]?.stringValue, !title.trimmingSpaces().isEmpty else { return nil }
                let table = top["StringsTable"]?.stringValue ?? SettingsBundle.rootPageName
                let translated = Localizer(bundleRoot: root, languages: languages).string(for: title, table: table) ?? title
                return ShownText.cut(translated, to: ShownText.Kind.line.characterLimit)
            }
        }
        return nil
    }
}
