// The fuzz targets: one line each in `fuzzTargets`. A target takes the fuzzer's bytes, feeds them
// to one reader or parser of SettingsKit and returns; it crashes only when SettingsKit does.
// Internal APIs need `@testable import`, which only a debug build allows (see FuzzMain.swift).
#if DEBUG
#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
@testable import SettingsKit

/// Name → target. `script/fuzz` runs every name listed here, with seeds from `Fuzz/seeds/NAME/`.
/// To add a target: one line here, and a folder of seeds (see Fuzz/README.md).
let fuzzTargets: KeyValuePairs<String, @Sendable (Data) -> Void> = [
    "xml-plist": { _ = XMLPlistReader.read($0, limits: .standard) },
    "binary-plist": { _ = BinaryPlistReader.read($0, limits: .standard) },
    "openstep-plist": { _ = OpenStepPlistReader.read(Array($0), limits: .standard) },
    "plist": { _ = PropertyListReader.read($0) },
    "strings": { var diagnostics: [Diagnostic] = []; _ = StringsFileParser.parse($0, file: "fuzz.strings", diagnostics: &diagnostics) },
    "gvariant-text": FuzzGVariantText.run,
    "key-file": FuzzKeyFile.run,
    "row-parser": FuzzRowParser.run,
    "page": FuzzPage.run,
    "gsettings-schema": FuzzGSettingsSchema.run,
]

/// The key-file store's values: GLib's GVariant text parser, then our conversion to `PlistValue`,
/// and back to text when that worked (what the store does when it rewrites a file).
enum FuzzGVariantText {
    @Sendable static func run(_ data: Data) {
        // The store hands GLib a key file's value as a String; invalid UTF-8 is repaired on the way.
        guard let value = try? GVariantText.value(ofText: String(decoding: data, as: UTF8.self)) else { return }
        _ = try? GVariantText.text(of: value)
    }
}

/// The key-file store's reader on a whole file (NUL bytes, stray groups, translations, bytes that
/// are not UTF-8), and its rewrite: setting one key of a file it accepts must keep the value of
/// every other key it read, as a `set` of that file would.
enum FuzzKeyFile {
    @Sendable static func run(_ data: Data) {
        guard let (values, _) = try? KeyFileFormat.values(in: data) else { return }
        let key: SettingKey = "fuzz-written"
        guard let rewritten = try? KeyFileFormat.contents(setting: .integer(1), forKey: key, in: data) else { return }
        guard var reread = try? KeyFileFormat.values(in: rewritten).values else {
            fatalError("settings-fuzz: the rewrite of a key file it read cannot be read")
        }
        guard reread.removeValue(forKey: key) == .integer(1) else { fatalError("settings-fuzz: the written key is not read back") }
        var kept = values
        kept[key] = nil
        if !FuzzKeyFile.same(.dictionary(reread), .dictionary(kept)) {
            fatalError("settings-fuzz: rewriting one key changed others: \(kept) became \(reread)")
        }
    }

    /// `==`, except that a NaN read back is the NaN that was there: a key file may hold `nan`
    /// (GVariant's text for it), and NaN is never `==` to itself.
    static func same(_ one: PlistValue, _ other: PlistValue) -> Bool {
        switch (one, other) {
        case (.real(let a), .real(let b)): a == b || (a.isNaN && b.isNaN)
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        default: one == other
        }
    }
}

/// `RowParser` on one specifier dictionary built from the bytes by `PlistValueGenerator`, which
/// mostly picks the keys and type names RowParser knows, so the fuzzer reaches every row kind
/// quickly (an XML plist would spend most inputs on syntax).
enum FuzzRowParser {
    @Sendable static func run(_ data: Data) {
        var generator = PlistValueGenerator(data)
        let table = generator.specifier(depth: 0)
        let parser = RowParser(file: "Root.plist", localize: { "«\($0)»" }, images: ImageResolver(root: FuzzScratch.bundle))
        let row = parser.parse(table, index: Int(generator.byte() % 4))
        _ = row.problems.count
    }
}

/// The whole page path: the bytes become `Settings.bundle/Root.plist` of a scratch bundle, which
/// is opened and its Root page read (file reading, XML or Foundation plist parsing, shape checks,
/// rows, sections), as `bundle-settings dump` does.
enum FuzzPage {
    @Sendable static func run(_ data: Data) {
        let file = FuzzScratch.bundle.appendingPathComponent("Root.plist")
        do { try data.write(to: file) } catch { fatalError("settings-fuzz: cannot write \(file.path): \(error)") }
        switch SettingsBundle.open(path: FuzzScratch.bundle.path, languages: ["en"], idiom: .pad) {
        case .success(let bundle): _ = bundle.rootPage.rows.count
        case .failure: break
        }
    }
}

/// The GSettings schema writer: a page of rows built from the bytes by `PlistValueGenerator`
/// becomes the scratch bundle's Root page, and the schema `bundle-settings schema` would print for
/// it must pass `SchemaDocumentCheck` (well-formed XML, every key as `--strict` wants it).
enum FuzzGSettingsSchema {
    @Sendable static func run(_ data: Data) {
        var generator = PlistValueGenerator(data)
        let rows = (0..<(Int(generator.byte()) % 8 + 1)).map { _ in PlistValue.dictionary(generator.specifier(depth: 0)) }
        let file = FuzzScratch.bundle.appendingPathComponent("Root.plist")
        let page = XMLPlistWriter.document(.dictionary(["PreferenceSpecifiers": .array(rows)]))
        do { try page.write(to: file) } catch { fatalError("settings-fuzz: cannot write \(file.path): \(error)") }
        guard case .success(let bundle) = SettingsBundle.open(path: FuzzScratch.bundle.path, languages: ["en"], idiom: .pad) else { return }
        let document = GSettingsSchemaWriter.document(GSettingsSchemaPlan(bundle: bundle), id: "org.example.Fuzz",
                                                      path: "/org/example/Fuzz/", source: "Settings.bundle")
        let problems = SchemaDocumentCheck.problems(in: document)
        if !problems.isEmpty { fatalError("settings-fuzz: a schema that would not compile: \(problems)\n\(document)") }
    }
}

/// A scratch `Settings.bundle` for this process (removed by `script/fuzz` with its scratch folder;
/// under `TMPDIR` otherwise), with an `en.lproj/Root.strings` so titles get translated.
enum FuzzScratch {
    static let bundle: URL = {
        let base = ProcessEnvironment.variables["TMPDIR"] ?? "/tmp"
        let url = URL(fileURLWithPath: base).appendingPathComponent("settings-fuzz-\(getpid())/Settings.bundle")
        let strings = url.appendingPathComponent("en.lproj/Root.strings")
        do {
            try FileManager.default.createDirectory(at: strings.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"Title\" = \"Translated\";\n\"Group\" = \"Gruppe\";\n".utf8).write(to: strings)
        } catch {
            fatalError("settings-fuzz: cannot create \(url.path): \(error)")
        }
        return url
    }()
}
#endif
