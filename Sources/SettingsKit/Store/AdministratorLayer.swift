import FoundationEssentials

/// System-wide defaults and locks an administrator sets for a domain, as dconf's system
/// databases do for GSettings.
///
/// For each folder of `$XDG_CONFIG_DIRS` (a colon-separated list of absolute paths, default
/// `/etc/xdg`):
/// - `DIR/DOMAIN/settings.ini` holds system defaults, in the user store's key-file format
///   (`KeyFileFormat`: group `[Settings]`, escaped keys, GVariant values). When several folders
///   set a key, the earlier folder wins.
/// - `DIR/DOMAIN/locks` lists locked keys, one a line, as they are (not escaped); surrounding
///   spaces are trimmed, blank lines and lines starting with `#` are ignored. A key locked in any
///   folder is locked.
///
/// What is unreadable becomes a diagnostic, never a failure. Whether a locked key shows the
/// system value is the controller's business; stores themselves know nothing about locks.
public struct AdministratorLayer: Sendable {
    public let domain: String
    /// Problems with the system files: unreadable files, unreadable values.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Each folder's defaults and locks files, present or not, later folders first.
    private let sources: [(defaults: String, locks: String)]
    private var systemValues: [SettingKey: PlistValue] = [:]
    private var lockFiles: [SettingKey: String] = [:]

    /// Reads the layer for `domain` from the folders in `environment["XDG_CONFIG_DIRS"]`.
    public init(domain: String, environment: [String: String]) {
        self.domain = domain
        guard let folder = StoreDomain.sanitised(domain) else {
            sources = []
            return
        }
        let list = environment["XDG_CONFIG_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/etc/xdg"
        let directories = list.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        // Later folders first, so earlier ones overwrite them.
        sources = directories.reversed().map { ("\($0)/\(folder)/settings.ini", "\($0)/\(folder)/locks") }
        read()
    }

    /// No system defaults and no locks (tests, embedded hosts without a domain).
    public static let empty = AdministratorLayer(domain: "", environment: [:])

    /// The files the layer is read from, present or not: what a session that follows the
    /// administrator watches.
    public var files: [String] { sources.flatMap { [$0.defaults, $0.locks] } }

    /// The layer as its files say now: the administrator changed them.
    public func reread() -> AdministratorLayer {
        var layer = self
        layer.diagnostics = []
        layer.systemValues = [:]
        layer.lockFiles = [:]
        layer.read()
        return layer
    }

    /// The keys whose system default or lock differs between this layer and `other`.
    public func changedKeys(to other: AdministratorLayer) -> Set<SettingKey> {
        let keys = Set(systemValues.keys).union(other.systemValues.keys).union(lockFiles.keys).union(other.lockFiles.keys)
        return keys.filter { systemValues[$0] != other.systemValues[$0] || lockFiles[$0] != other.lockFiles[$0] }
    }

    private mutating func read() {
        for source in sources {
            readDefaults(from: source.defaults)
            readLocks(from: source.locks)
        }
    }

    /// The administrator's default for `key`.
    public func systemValue(forKey key: SettingKey) -> PlistValue? { systemValues[key] }

    /// The lock file that locks `key`, or nil when it is not locked.
    public func lockFile(forKey key: SettingKey) -> String? { lockFiles[key] }

    private mutating func readDefaults(from path: String) {
        guard let contents = readFile(path) else { return }
        do throws(StoreFileFormatFailure) {
            let (values, unreadable) = try KeyFileFormat.values(in: contents)
            systemValues.merge(values) { _, earlier in earlier }
            for (key, reason) in unreadable.sorted(by: { $0.key < $1.key }) {
                diagnostics.append(Diagnostic(.warning, file: path, key: key.text, "the system default cannot be read: \(reason)"))
            }
        } catch {
            if case .unreadable(let reason) = error {
                diagnostics.append(Diagnostic(.error, file: path, "the system defaults cannot be read and are ignored: \(reason)"))
            }
        }
    }

    private mutating func readLocks(from path: String) {
        guard let contents = readFile(path) else { return }
        let body = contents.starts(with: UTF8Text.byteOrderMark) ? contents.dropFirst(UTF8Text.byteOrderMark.count) : contents[...]
        for (index, line) in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            // A line that is not UTF-8 names no key this program could match: said, not guessed.
            guard let text = String(validating: line, as: UTF8.self) else {
                diagnostics.append(Diagnostic(.warning, file: path, row: index + 1, "the line is not UTF-8 text and locks nothing"))
                continue
            }
            let key = text.trimmingWhitespace()
            guard !key.isEmpty, !key.hasPrefix("#") else { continue }
            lockFiles[SettingKey(key)] = path
        }
    }

    /// The file's contents; nil when it is missing or unreadable (then with a diagnostic).
    private mutating func readFile(_ path: String) -> Data? {
        do throws(StoreError) {
            return try StoreFileAccess.read(path)
        } catch {
            diagnostics.append(Diagnostic(.error, file: path, error.description))
            return nil
        }
    }
}
