import FoundationEssentials
import Synchronization

/// Translates a bundle's strings: each key is looked up down the whole `LocalizationChain`
/// (SCHEMA §3), so a key missing from the user's language still finds English before falling
/// back to the raw key. Files are read and parsed lazily, each at most once; safe to share between
/// threads.
public final class Localizer: Sendable {
    public let chain: LocalizationChain
    private let cache = Mutex(Cache())

    private struct Cache {
        /// nil marks a folder without the table (absent, unreadable or broken), so it is not retried.
        var tables: [TableLocation: [SettingKey: String]?] = [:]
        /// nil marks a folder that could not be listed.
        var folderListings: [String: Set<String>?] = [:]
        var diagnostics: [Diagnostic] = []
    }

    private struct TableLocation: Hashable {
        let folder: String
        let fileName: String
    }

    public convenience init(bundleRoot: URL, languages: [String]) {
        self.init(chain: LocalizationChain(bundleRoot: bundleRoot, languages: languages))
    }

    public init(chain: LocalizationChain) {
        self.chain = chain
    }

    /// The preferred languages, as `dump` reports them.
    public var languages: [String] { chain.languages }

    /// The folders looked in, in order; the bundle root is the empty path.
    public var folders: [LocalizationFolder] { chain.folders }

    /// The first translation of `key` in `table` down the chain, or nil when no table has it
    /// (callers then show the key itself).
    public func string(for key: String, table: String) -> String? {
        lookup(table: table)?.string(for: key)
    }

    /// Lookups in `table` for many keys, nil when `table` names no file a bundle may hold.
    func lookup(table: String) -> TranslationLookup? {
        Self.fileName(ofTable: table).map { TranslationLookup(localizer: self, fileName: $0) }
    }

    /// The table file `fileName` of one folder of the chain, read once.
    func table(_ fileName: String, in folder: LocalizationFolder) -> [SettingKey: String]? {
        cache.withLock { Self.table(fileName, in: folder, bundleRoot: chain.bundleRoot, cache: &$0) }
    }

    /// The names in `folder` (the bundle folder is the empty path), listed once and kept for the
    /// tables looked up there; nil when it cannot be listed. Pages are looked for among them.
    func names(in folder: LocalizationFolder) -> Set<String>? {
        cache.withLock { Self.listing(of: folder, cache: &$0) }
    }

    private static func listing(of folder: LocalizationFolder, cache: inout Cache) -> Set<String>? {
        if let listed = cache.folderListings[folder.relativePath] { return listed }
        let names = FolderListing.names(atPath: folder.url.path).map(Set.init)
        cache.folderListings[folder.relativePath] = names
        return names
    }

    /// Whether any folder of the chain has a usable `table`.
    public func tableExists(_ table: String) -> Bool {
        guard let fileName = Self.fileName(ofTable: table) else { return false }
        return cache.withLock { cache in
            chain.folders.contains { Self.table(fileName, in: $0, bundleRoot: chain.bundleRoot, cache: &cache) != nil }
        }
    }

    /// Problems met so far in the tables looked at: files that do not parse or cannot be read.
    public var diagnostics: [Diagnostic] {
        cache.withLock { $0.diagnostics }
    }

    /// `Root` and `Root.strings` both name `Root.strings`. A name that is not a plain file name
    /// (`../x`, `a/b`, `.hidden`) finds no table, so a page cannot read files outside its bundle.
    static func fileName(ofTable table: String) -> String? {
        let suffix = ".strings"
        let name = table.hasSuffix(suffix) ? String(table.dropLast(suffix.count)) : table
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\0") else { return nil }
        return name + suffix
    }

    private static func table(_ fileName: String, in folder: LocalizationFolder, bundleRoot: URL,
                              cache: inout Cache) -> [SettingKey: String]? {
        let location = TableLocation(folder: folder.relativePath, fileName: fileName)
        if let cached = cache.tables[location] { return cached }
        let table = load(fileName, in: folder, bundleRoot: bundleRoot, cache: &cache)
        cache.tables[location] = table
        return table
    }

    /// A file absent from the folder's listing is quietly absent; one that is listed but cannot
    /// be read is reported, since the author meant it to be used. A table that is (or sits in
    /// an `.lproj` that is) a link leading out of the bundle is refused, as pages are.
    private static func load(_ fileName: String, in folder: LocalizationFolder, bundleRoot: URL,
                             cache: inout Cache) -> [SettingKey: String]? {
        guard listing(of: folder, cache: &cache)?.contains(fileName) == true else { return nil }
        let file = folder.displayPath(of: fileName)
        // Opened below the bundle root, so neither the table nor its `.lproj` may be a link out,
        // not even one swapped in while the table is read.
        switch SafeFile.contents(of: file, beneath: bundleRoot) {
        case .success(let data):
            return StringsFileParser.parse(data, file: file, diagnostics: &cache.diagnostics)
        case .failure(let failure) where failure.cause == .escapes:
            cache.diagnostics.append(Diagnostic(.error, file: file, "\(file) is a link that leads out of the bundle: it is not read, so its translations are not used"))
            return nil
        case .failure(let failure):
            cache.diagnostics.append(Diagnostic(.error, file: file, "the file cannot be read (\(failure.reason)), so its translations are not used"))
            return nil
        }
    }
}
