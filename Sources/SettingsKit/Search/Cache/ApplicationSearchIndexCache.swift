import CGLib
import FoundationEssentials
import Glibc

/// The desktop search's index of each application (compact: `ApplicationSearchIndex`), kept
/// between runs of the search provider in `XDG_CACHE_HOME/bundle-settings/search-index/ID.index`,
/// so that a start reads each application's index instead of its bundle. With the 2,000
/// applications of script/bench-search-provider, reading and indexing the bundles was nearly all
/// of the 6.1 s of CPU before the first answer.
///
/// A cache file is used only when everything it was made from is the same: this format
/// (`formatVersion`) and program version (`BuildConfiguration.version`: a new version may index
/// differently), the application folder, the schemas it owns, the languages and idiom, and the
/// modification time and size of every file and folder under the application folder, of its
/// desktop entry and of every schema folder's compiled schemas (`ApplicationFolderStamps`).
/// Anything else (a file edited, an `.lproj` added, a file cut short, corrupt or written by
/// something else) reads as no cache: the bundle is read, and the file written again. Files are
/// written to a temporary name and renamed, so a reader never sees half of one.
///
/// An application whose rows have conditions is not cached: the search keeps its bundle to ask
/// which rows its conditions hide (`ApplicationRowVisibility`), which needs the bundle read.
public struct ApplicationSearchIndexCache: Sendable {
    static let formatVersion = 3
    static let magic = Array("bundle-settings search index\n".utf8)
    /// A cache file larger than this is not read (VLC's bundle, the largest of the corpus, makes
    /// one of about 40 kB).
    static let byteLimit = 16 << 20

    /// `XDG_CACHE_HOME/bundle-settings/search-index`.
    public let folder: String

    /// The cache of `environment`'s user (`XDG_CACHE_HOME`, else `HOME/.cache`); nil without
    /// either.
    public init?(environment: [String: String]) {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            folder = PathText.withoutTrailingSlashes(cache) + "/bundle-settings/search-index"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = PathText.withoutTrailingSlashes(home) + "/.cache/bundle-settings/search-index"
        } else {
            return nil
        }
    }

    /// The cache file of an application (its ID is a desktop entry's name: no `/`).
    func path(of application: InstalledApplication) -> String? {
        guard !application.id.isEmpty, !application.id.hasPrefix("."), !application.id.contains("/") else { return nil }
        return folder + "/" + application.id + ".index"
    }

    /// What is cached of `application`, made from exactly `stamps` in `languages` and `idiom`;
    /// nil when there is no such cache file.
    func read(_ application: InstalledApplication, languages: [String], idiom: Idiom,
              stamps: ApplicationFolderStamps) -> (entries: PackedSearchEntries, block: FoldedTextBlock)? {
        guard let path = path(of: application),
              case .success(let contents) = SafeFile.contents(atPath: path, byteLimit: Self.byteLimit) else { return nil }
        var reader = CacheBytesReader(Array(contents))
        var expected = CacheBytesWriter()
        Self.writeKey(of: application, languages: languages, idiom: idiom, stamps: stamps, to: &expected)
        // The key first, compared as bytes: a cache of anything else stops here.
        guard reader.bytes(count: expected.bytes.count) == expected.bytes,
              let entries = reader.raw().flatMap(PackedSearchEntries.init(bytes:)),
              let block = Self.readBlock(&reader, entryCount: entries.count),
              reader.isAtEnd else { return nil }
        return (entries, block)
    }

    /// Keeps `entries` (a compact index's, without conditioned rows) and their `block` as
    /// `application`'s, made from `stamps`. A cache that cannot be written is no error: the next start reads the
    /// bundle again.
    func write(_ entries: PackedSearchEntries, block: FoldedTextBlock, of application: InstalledApplication, languages: [String],
               idiom: Idiom, stamps: ApplicationFolderStamps) {
        guard let path = path(of: application), g_mkdir_with_parents(folder, 0o700) == 0 else { return }
        var writer = CacheBytesWriter()
        Self.writeKey(of: application, languages: languages, idiom: idiom, stamps: stamps, to: &writer)
        // The entries as the index keeps them (their paths and steps written once each: the
        // entries of a page share them).
        writer.raw(entries.packedBytes)
        Self.writeBlock(block, to: &writer)
        let temporary = path + ".new-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
        guard descriptor >= 0 else { return }
        let written = writer.bytes.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        if close(descriptor) == 0, written, rename(temporary, path) == 0 { return }
        unlink(temporary)
    }

    // MARK: The file's parts

    private static func writeKey(of application: InstalledApplication, languages: [String], idiom: Idiom,
                                 stamps: ApplicationFolderStamps, to writer: inout CacheBytesWriter) {
        writer.raw(magic)
        writer.integer(formatVersion)
        writer.text(BuildConfiguration.version)
        writer.text(application.bundlePath ?? "")
        writer.texts(application.schemas)
        writer.texts(languages)
        writer.text(idiom.rawValue)
        writer.integer(stamps.stamps.count)
        for stamp in stamps.stamps {
            writer.text(stamp.path)
            writer.integer(stamp.modified)
            writer.integer(stamp.size)
            writer.flag(stamp.isFolder)
        }
    }

    private static func writeBlock(_ block: FoldedTextBlock, to writer: inout CacheBytesWriter) {
        writer.raw(block.bytes)
        writer.integers(block.starts)
        writer.integers(block.entries)
        writer.integers(block.fields)
        writer.integers(block.firstTexts)
    }

    private static func readBlock(_ reader: inout CacheBytesReader, entryCount: Int) -> FoldedTextBlock? {
        guard let bytes = reader.raw(), let starts = reader.integers(in: 0..<Int.max),
              let entries = reader.integers(in: 0..<entryCount), let fields = reader.integers(in: 0..<256),
              let firstTexts = reader.integers(in: 0..<Int.max) else { return nil }
        return FoldedTextBlock(bytes: bytes, starts: starts, entries: entries.map(Int32.init), fields: fields.map(UInt8.init),
                               firstTexts: firstTexts, entryCount: entryCount)
    }
}
