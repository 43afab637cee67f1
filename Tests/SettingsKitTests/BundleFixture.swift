import Foundation
@testable import SettingsKit

/// A Settings bundle built in a fresh temporary folder for one test, removed when released.
/// Paths are relative to that folder (`Settings.bundle/Root.plist`), so tests can also put
/// files next to or outside the bundle.
final class BundleFixture {
    enum Format { case xml, binary }

    let base: URL
    var bundlePath: String { base.appendingPathComponent("Settings.bundle").path }

    init() {
        base = FileManager.default.temporaryDirectory
            .appendingPathComponent("bundlefixture-\(UUID().uuidString)", isDirectory: true)
            .resolvingSymlinksInPath()
        try! FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    func url(_ path: String) -> URL { base.appendingPathComponent(path) }

    /// Writes a page plist: `{PreferenceSpecifiers: rows, …extra}`.
    @discardableResult
    func page(_ rows: [[String: Any]], extra: [String: Any] = [:], format: Format = .xml) -> URL {
        page("Settings.bundle/Root.plist", rows, extra: extra, format: format)
    }

    @discardableResult
    func page(_ path: String, _ rows: [[String: Any]], extra: [String: Any] = [:],
              format: Format = .xml) -> URL {
        var top = extra
        top["PreferenceSpecifiers"] = rows
        return plist(path, top, format: format)
    }

    @discardableResult
    func plist(_ path: String, _ object: Any, format: Format = .xml) -> URL {
        let data = try! PropertyListSerialization.data(
            fromPropertyList: object, format: format == .xml ? .xml : .binary, options: 0)
        return raw(path, data)
    }

    /// A `.strings` table, as an XML plist or as simple UTF-8 `"k" = "v";` text.
    @discardableResult
    func strings(_ path: String, _ table: [String: String], asXML: Bool = false) -> URL {
        if asXML { return plist(path, table) }
        let text = table.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";" }.joined(separator: "\n")
        return raw(path, Data(text.utf8))
    }

    @discardableResult
    func text(_ path: String, _ text: String) -> URL { raw(path, Data(text.utf8)) }

    @discardableResult
    func raw(_ path: String, _ data: Data) -> URL {
        let file = url(path)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: file)
        FuzzSeeds.record(data, path: path)
        return file
    }

    func folder(_ path: String) {
        try! FileManager.default.createDirectory(at: url(path), withIntermediateDirectories: true)
    }

    /// A symbolic link at `path` pointing to `destination` (absolute, or relative as given).
    func symlink(_ path: String, to destination: String) {
        let link = url(path)
        try! FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    }

    /// A named pipe at `path`: opening it for reading without O_NONBLOCK waits for a writer
    /// that never comes.
    func fifo(_ path: String) {
        let pipe = url(path)
        try! FileManager.default.createDirectory(at: pipe.deletingLastPathComponent(), withIntermediateDirectories: true)
        precondition(mkfifo(pipe.path, 0o644) == 0, "mkfifo \(pipe.path): \(String(cString: strerror(errno)))")
    }

    func open(_ path: String? = nil, languages: [String] = ["en"], idiom: Idiom = .pad) -> SettingsBundle {
        switch SettingsBundle.open(path: path.map { url($0).path } ?? bundlePath, languages: languages, idiom: idiom) {
        case .success(let bundle): return bundle
        case .failure(let problem): fatalError("fixture bundle does not open: \(problem)")
        }
    }

    /// Root's rows read from a bundle holding only a Root page with `rows`.
    static func rows(_ rows: [[String: Any]], extra: [String: Any] = [:]) -> Page {
        let fixture = BundleFixture()
        fixture.page(rows, extra: extra)
        return fixture.open().rootPage
    }
}

// MARK: Row builders

func row(_ type: String, _ keys: [String: Any] = [:]) -> [String: Any] {
    var row = keys
    row["Type"] = type
    return row
}

func group(_ title: String? = nil, _ keys: [String: Any] = [:]) -> [String: Any] {
    var row = row("PSGroupSpecifier", keys)
    if let title { row["Title"] = title }
    return row
}

func toggle(_ key: String, _ keys: [String: Any] = [:]) -> [String: Any] {
    var row = row("PSToggleSwitchSpecifier", keys)
    row["Key"] = key
    row["Title"] = row["Title"] ?? key
    if row["DefaultValue"] == nil { row["DefaultValue"] = false }
    return row
}

func childPane(_ title: String, file: String) -> [String: Any] {
    row("PSChildPaneSpecifier", ["Title": title, "File": file])
}

// MARK: Model access for tests

extension Page {
    func row(key: SettingKey) -> Row? { rows.first { $0.key == key } }
    var titles: [String?] { rows.map(\.title) }
}

extension Array where Element == Diagnostic {
    /// The first diagnostic with this key (and row, if given).
    func first(key: String?, row: Int? = nil) -> Diagnostic? {
        first { $0.key == key && (row == nil || $0.row == row) }
    }
    var messages: String { map(\.description).joined(separator: "\n") }
}

extension RowKind {
    var toggle: ToggleRow? { if case .toggle(let row) = self { row } else { nil } }
    var slider: SliderRow? { if case .slider(let row) = self { row } else { nil } }
    var textField: TextFieldRow? { if case .textField(let row) = self { row } else { nil } }
    var textView: TextViewRow? { if case .textView(let row) = self { row } else { nil } }
    var titleValue: TitleValueRow? { if case .titleValue(let row) = self { row } else { nil } }
    var multiValue: MultiValueRow? { if case .multiValue(let row) = self { row } else { nil } }
    var radioGroup: RadioGroupRow? { if case .radioGroup(let row) = self { row } else { nil } }
    var childPane: ChildPaneRow? { if case .childPane(let row) = self { row } else { nil } }
    var openURL: OpenURLRow? { if case .openURL(let row) = self { row } else { nil } }
    var mailCompose: MailComposeRow? { if case .mailCompose(let row) = self { row } else { nil } }
    var datePicker: DatePickerRow? { if case .datePicker(let row) = self { row } else { nil } }
    var listGroup: ListGroupRow? { if case .listGroup(let row) = self { row } else { nil } }
    var customView: CustomViewRow? { if case .customView(let row) = self { row } else { nil } }
    var group: GroupRow? { if case .group(let row) = self { row } else { nil } }
    var isInvalid: Bool { if case .invalid = self { true } else { false } }
    var isButton: Bool { if case .button = self { true } else { false } }
}

/// With `SETTINGS_FUZZ_SEEDS=DIR`, every plist and strings file a fixture writes is also saved as
/// a fuzz seed: `DIR/xml-plist/` and `DIR/page/` for plists, `DIR/strings/` for strings files,
/// named by a hash of the bytes (so duplicates collapse). `script/fuzz` collects its seeds this way.
enum FuzzSeeds {
    static func record(_ data: Data, path: String) {
        guard let folder = ProcessInfo.processInfo.environment["SETTINGS_FUZZ_SEEDS"], data.count <= 16_384 else { return }
        let targets: [String]
        switch URL(fileURLWithPath: path).pathExtension {
        case "plist": targets = ["plist", "page", data.starts(with: Array("bplist".utf8)) ? "binary-plist" : "xml-plist"]
        case "strings": targets = ["strings", "openstep-plist"]
        default: return
        }
        // FNV-1a: stable across runs, unlike Hasher.
        let hash = data.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        for target in targets {
            let seed = URL(fileURLWithPath: folder).appendingPathComponent("\(target)/fixture-\(String(hash, radix: 16))")
            try? FileManager.default.createDirectory(at: seed.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? data.write(to: seed)
        }
    }
}
