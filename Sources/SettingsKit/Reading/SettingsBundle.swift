import FoundationEssentials
import Synchronization

/// A Settings bundle opened for reading: pages are read when first asked for, then cached.
/// Thread-safe, so the window and a background walk can share it.
public final class SettingsBundle: Sendable {
    public let location: BundleLocation
    /// Preferred languages, most preferred first (`de-DE`, `en`).
    public let languages: [String]
    public let idiom: Idiom
    /// Keyed exactly (`SettingKey`): page names in NFC and NFD name two files.
    private let pages = Mutex<[SettingKey: Page]>([:])
    private let localizers = Mutex<[URL: Localizer]>([:])

    public init(location: BundleLocation, languages: [String], idiom: Idiom = .pad) {
        self.location = location
        self.languages = languages
        self.idiom = idiom
    }

    /// Opens the bundle at `path`, or says why there is no bundle there.
    public static func open(path: String, languages: [String], idiom: Idiom = .pad) -> Result<SettingsBundle, Diagnostic> {
        BundleLocation.resolve(path).map { SettingsBundle(location: $0, languages: languages, idiom: idiom) }
    }

    public static let rootPageName = "Root"

    public var rootPage: Page { page(named: Self.rootPageName) }

    /// The page a child pane's `File` names. A page that cannot be found or read comes back with
    /// `failure` set, never as a crash.
    public func page(named name: String) -> Page {
        let key = SettingKey(name)
        if let cached = pages.withLock({ $0[key] }) { return cached }
        let page = readPage(named: name)
        pages.withLock { $0[key] = page }
        return page
    }

    /// The translation tables of the bundle folder `root`, shared by all its pages.
    public func localizer(for root: URL) -> Localizer {
        localizers.withLock { cache in
            if let existing = cache[root] { return existing }
            let made = Localizer(bundleRoot: root, languages: languages)
            cache[root] = made
            return made
        }
    }

    /// The `.lproj` folders used, in lookup order, for `dump`.
    public var localizationFolders: [String] {
        location.roots.flatMap { localizer(for: $0).folders.map(\.relativePath).filter { !$0.isEmpty } }
    }

    /// Problems found in `.strings` files so far.
    public var stringsDiagnostics: [Diagnostic] {
        localizers.withLock { cache in cache.values.flatMap(\.diagnostics) }.sorted { $0.file < $1.file }
    }

    private func readPage(named name: String) -> Page {
        let locator = PageLocator(roots: location.roots, localizedFolders: { root in
            self.localizer(for: root).folders.map(\.relativePath).filter { !$0.isEmpty }
        }, listedNames: { root, folder in
            let localizer = self.localizer(for: root)
            return localizer.folders.first { $0.relativePath == folder }.flatMap(localizer.names(in:))
        }, idiom: idiom)
        let expected = name.hasSuffix(".plist") ? name : name + ".plist"
        switch locator.locate(name) {
        case .success(let found):
            let reader = PageReader(location: location, idiom: idiom, localizer: localizer(for:))
            return reader.read(name: name, file: found.file, contents: found.contents, root: found.root)
        case .failure(.refused(let reason)):
            let failure = Diagnostic(.error, file: expected, reason)
            return Page(name: name, path: nil, title: nil, diagnostics: [failure], failure: failure)
        case .failure(.escapes(let file)):
            let failure = Diagnostic(.error, file: expected, "\(file.lastPathComponent) is a link that leads out of the bundle: it is not read.")
            return Page(name: name, path: nil, title: nil, diagnostics: [failure], failure: failure)
        case .failure(.notFound(let candidates)):
            let failure = Diagnostic(.error, file: expected, "Page \"\(Diagnostic.echo(name))\" not found (looked for \(candidates.prefix(4).joined(separator: ", ")), …).")
            return Page(name: name, path: nil, title: nil, diagnostics: [failure], failure: failure)
        }
    }
}
