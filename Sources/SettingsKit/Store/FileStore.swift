import CGLib
import FoundationEssentials
import Glibc

/// The GLib key file store, the default (see `KeyFileFormat` for the file format).
public typealias KeyFileStore = FileStore<KeyFileFormat>
/// The XML property list store (see `PlistFormat`).
public typealias PlistStore = FileStore<PlistFormat>

/// A store kept in one file that several processes may read and write at once.
///
/// Each write takes an exclusive lock (`StoreFileAccess.withExclusiveLock`), re-reads the file,
/// applies only its own change, writes the file atomically and durably, and unlocks: concurrent
/// writers of different keys lose nothing, and keys and comments this program does not know
/// survive. A file that does not parse is never overwritten. Changes by others are noticed
/// through a file monitor and reported as change events.
@MainActor
public final class FileStore<Format: StoreFileFormat>: SettingsStore {
    public let location: StoreLocation
    public private(set) var loadError: StoreError?
    private let observers = StoreObservers<Set<SettingKey>>()
    private let loadErrorObservers = StoreObservers<StoreError?>()
    private var monitor: FileChangeMonitor?
    /// The last file contents read or written, parsed: a re-read that finds the same bytes (the
    /// usual case under the write lock) skips parsing.
    private var lastSnapshot = Snapshot.empty
    /// The reading whose values the store holds.
    private var adopted = Snapshot.empty

    private var path: String { location.path }

    /// - Parameter watching: whether changes others make arrive by themselves (a file monitor,
    ///   while the main loop runs): the window and `watch` want that; a command that reads or
    ///   writes once does not, and then holds no inotify instance — a user has only 128, and a
    ///   script running many commands at once would use them up, leaving a window or `watch`
    ///   started meanwhile blind to changes for good.
    public init(path: String, watching: Bool = true) {
        location = StoreLocation(path: path, format: Format.format)
        // Watch first, read second: a change between the two is then reported, not lost.
        if watching { monitor = FileChangeMonitor(path: path) { [weak self] in self?.reloadIgnoringErrors() } }
        do throws(StoreError) {
            adopt(try readFile())
        } catch {
            loadError = error
        }
    }

    public var followsChanges: Bool { monitor != nil }

    /// Every value in the file, made now if it was not yet.
    public var allValues: [SettingKey: PlistValue] { adopted.parse.entries.values }

    public var unreadableValues: [SettingKey: String] { adopted.parse.entries.unreadable }

    /// Keys present in the file whose values this program cannot read; they are left untouched.
    public var diagnostics: [Diagnostic] {
        unreadableValues.sorted { $0.key < $1.key }.map { key, reason in diagnostic(key: key, reason: reason) }
    }

    /// `diagnostics` of these keys alone, without making the others' values.
    public func diagnostics(forKeys keys: [SettingKey]) -> [Diagnostic] {
        Set(keys).sorted().compactMap { key in
            guard case .unreadable(let reason)? = adopted.parse.entry(forKey: key) else { return nil }
            return diagnostic(key: key, reason: reason)
        }
    }

    private func diagnostic(key: SettingKey, reason: String) -> Diagnostic {
        Diagnostic(.warning, file: path, key: key.text, "the stored value cannot be read and is left as it is: \(reason)")
    }

    public func value(forKey key: SettingKey) -> PlistValue? { adopted.parse.entry(forKey: key)?.value }

    public func setValue(_ value: PlistValue?, forKey key: SettingKey) throws(StoreError) {
        try setValues([(key, value)])
    }

    /// All the changes in one locked write of the file: all or none, one change event.
    ///
    /// Whatever refuses the write (a file that does not parse, a value the format cannot hold, a
    /// read-only file, a store linked to someone else's file such as `~/.ssh/authorized_keys`)
    /// refuses it before anything is made: no folder, no lock file, no temporary file beside the
    /// file or the link's target. So the changes are first made to the file as it is, unlocked;
    /// the lock is taken only for a write that goes ahead, and under it the file is read again
    /// (another writer may have been first) and the changes made to what it holds then.
    public func setValues(_ changes: [(key: SettingKey, value: PlistValue?)]) throws(StoreError) {
        guard !changes.isEmpty else { return }
        let current = try readFile()
        // Made from what `allValues` was made from, a snapshot differs from it in `changes` only.
        let changedKeys = current.contents == adopted.contents ? changes.map(\.key) : nil
        let planned = try applying(changes, to: current)
        guard planned.contents != current.contents else { return adopt(planned, changing: changedKeys) }
        try StoreFileAccess.refuseUnwritable(path)
        try StoreFileAccess.createFolder(of: path)
        let (written, isPlanned) = try StoreFileAccess.withExclusiveLock(on: path) { () throws(StoreError) -> (Snapshot, Bool) in
            let locked = try readFile()
            let isPlanned = locked.contents == current.contents
            let written = isPlanned ? planned : try applying(changes, to: locked)
            if written.contents != locked.contents { try StoreFileAccess.write(written.contents, to: path) }
            lastSnapshot = written
            return (written, isPlanned)
        }
        adopt(written, changing: isPlanned ? changedKeys : nil)
    }

    /// `snapshot` with `changes` made, or why the file cannot take them.
    private func applying(_ changes: [(key: SettingKey, value: PlistValue?)], to snapshot: Snapshot) throws(StoreError) -> Snapshot {
        var changed = snapshot
        do throws(StoreFileFormatFailure) {
            var applied: [(key: SettingKey, value: PlistValue?)] = []
            // What each key holds as the changes before it leave it.
            var holds: [SettingKey: StoredEntry?] = [:]
            for (key, value) in changes {
                let held = holds[key] ?? snapshot.parse.entry(forKey: key)
                // A value stored already is not written again; an unreadable one is replaced.
                let unreadable = if case .unreadable? = held { true } else { false }
                if held?.value == value && !unreadable { continue }
                // Also what refuses a value the format cannot hold.
                let stored = try value.map { (value) throws(StoreFileFormatFailure) in StoredEntry.value(try Format.storedForm(of: value)) }
                holds[key] = stored
                applied.append((key, value))
            }
            if !applied.isEmpty {
                (changed.contents, changed.parse) = try Format.contents(setting: applied, in: snapshot.contents, reusing: snapshot.parse)
            }
        } catch {
            throw storeError(error)
        }
        if changed.contents != snapshot.contents { try refuseOverReadLimit(changed.contents) }
        return changed
    }

    public func check(_ value: PlistValue, forKey key: SettingKey) throws(StoreError) {
        if let loadError { throw loadError }
        do throws(StoreFileFormatFailure) {
            // Alone in an empty file: what the format refuses of the key and of the value, and
            // what its reader would not take back (as `setValues` refuses it).
            _ = try Format.contents(setting: value, forKey: key, in: Data())
            _ = try Format.storedForm(of: value)
        } catch {
            throw storeError(error)
        }
    }

    public func flush() throws(StoreError) {
        do {
            adopt(try readFile())
        } catch {
            loadError = error
            throw error
        }
    }

    public func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        observers.add(handler)
    }

    public func observeLoadError(_ handler: @escaping @MainActor (StoreError?) -> Void) -> ChangeObservation {
        loadErrorObservers.add(handler)
    }

    /// Moves a store file that does not parse aside to `PATH.broken-YYYYMMDD-HHMMSS` (local
    /// time), so the store starts empty, and returns where the file went; nil when the file reads
    /// fine or is missing, which are left alone. Only ever called at the user's request: the store
    /// never discards a file on its own.
    public func moveBrokenFileAside() throws(StoreError) -> String? {
        // Observers hear the error go (the file monitor's later event finds it gone already).
        let before = loadError
        defer { if loadError != before { loadErrorObservers.send(loadError) } }
        return try StoreFileAccess.withExclusiveLock(on: path) { () throws(StoreError) -> String? in
            do throws(StoreError) {
                adopt(try readFile())
                return nil
            } catch {
                guard error.reason == .unreadable else { throw error }
            }
            let stamp = Self.timestamp()
            var destination = "\(path).broken-\(stamp)"
            var attempt = 1
            while FileManager.default.fileExists(atPath: destination) {
                attempt += 1
                destination = "\(path).broken-\(stamp)-\(attempt)"
            }
            guard rename(path, destination) == 0 else {
                let reason = String(cString: strerror(errno))
                throw StoreError(.inputOutput, path: path, tr("Could not move %1$s to %2$s: %3$s", path, destination, reason))
            }
            adopt(Snapshot.empty)
            return destination
        }
    }

    // MARK: Reading

    /// One reading of the file.
    private struct Snapshot {
        var contents: Data
        /// The format's parse of `contents`, which makes their values as they are asked for.
        var parse: StoreFileParse

        static var empty: Snapshot { Snapshot(contents: Data(), parse: StoreFileParse()) }
    }

    private func readFile() throws(StoreError) -> Snapshot {
        guard let contents = try StoreFileAccess.read(path) else { return .empty }
        return try snapshot(of: contents)
    }

    private func snapshot(of contents: Data) throws(StoreError) -> Snapshot {
        if contents == lastSnapshot.contents { return lastSnapshot }
        do throws(StoreFileFormatFailure) {
            lastSnapshot = Snapshot(contents: contents, parse: try Format.parse(contents))
            return lastSnapshot
        } catch {
            throw storeError(error)
        }
    }

    /// Makes `snapshot` the store's state and reports the keys whose values differ: among
    /// `changing` when given (the only keys in which it can differ from `allValues`), else all.
    /// Values are made for that alone: a command with no observer makes only those it asks for.
    private func adopt(_ snapshot: Snapshot, changing keys: [SettingKey]? = nil) {
        // Compared only for someone to tell, and only what may differ: comparing a 1,000-key
        // store twice (read, then written) was 8 of `set`'s 60 million instructions, and once,
        // for the controller's observer after its own write, 2.7 of 40 million.
        let changed: Set<SettingKey>
        if observers.isEmpty {
            changed = []
        } else if let keys {
            changed = Set(keys.filter { adopted.parse.entry(forKey: $0)?.value != snapshot.parse.entry(forKey: $0)?.value })
        } else {
            changed = StoreObservers<Set<SettingKey>>.changedKeys(from: allValues, to: snapshot.parse.entries.values)
        }
        adopted = snapshot
        loadError = nil
        observers.notify(changed)
    }

    /// After a file-monitor event: a file that became unreadable keeps the last good values on
    /// screen and reports `loadError`; the next good version clears it.
    private func reloadIgnoringErrors() {
        let before = loadError
        try? flush()
        if loadError != before { loadErrorObservers.send(loadError) }
    }

    /// A file larger than the reader takes would leave every value at its default and refuse
    /// every later write: such a write is refused before anything is written.
    private func refuseOverReadLimit(_ contents: Data) throws(StoreError) {
        guard contents.count > SafeFile.storeByteLimit else { return }
        throw StoreError(.unrepresentable, path: path,
                         tr("%1$s would grow to %2$s bytes, over the %3$s bytes a settings file may hold: nothing was written.",
                            path, PlistReadLimits.grouped(contents.count), PlistReadLimits.grouped(SafeFile.storeByteLimit)))
    }

    private func storeError(_ failure: StoreFileFormatFailure) -> StoreError {
        switch failure {
        case .unreadable(let reason):
            StoreError(.unreadable, path: path,
                       tr("The settings file %1$s cannot be read and is left untouched: %2$s", path, reason))
        case .unrepresentable(let reason):
            StoreError(.unrepresentable, path: path, tr("The value cannot be saved in %1$s: %2$s", path, reason))
        }
    }

    private static func timestamp() -> String {
        guard let now = g_date_time_new_now_local() else { return "unknown" }
        defer { g_date_time_unref(now) }
        guard let text = g_date_time_format(now, "%Y%m%d-%H%M%S") else { return "unknown" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
