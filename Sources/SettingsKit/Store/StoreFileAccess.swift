import CGLib
import FoundationEssentials
import Glibc

/// The file operations a file store is built from: read, atomic durable write, folder creation
/// and the inter-process lock. Every failure is a `StoreError` naming the path.
enum StoreFileAccess {
    /// The file's bytes, or nil when it (or its folder) does not exist. Read by `SafeFile`: a
    /// FIFO, a device or a folder is refused at once, and so is a file over
    /// `SafeFile.storeByteLimit`; a link to a regular file is followed.
    static func read(_ path: String) throws(StoreError) -> Data? {
        switch SafeFile.contents(atPath: path, byteLimit: SafeFile.storeByteLimit) {
        case .success(let contents):
            return contents
        case .failure(let failure):
            switch failure.cause {
            case .missing: return nil
            case .notRegular(let kind): throw notASettingsFile(path, kind)
            default: throw StoreError(.inputOutput, path: path, tr("Could not read the settings file %1$s: %2$s", path, failure.reason))
            }
        }
    }

    /// Replaces the file with `contents` so that a crash at any moment leaves the old or the new
    /// file, never a mix: write `PATH.new`, fsync it, rename it over the file, fsync the folder.
    /// Callers hold the store's lock, so one fixed temporary name suffices, and one left behind by
    /// a killed writer is simply replaced by the next write (`g_file_set_contents_full` would
    /// leave a randomly named file behind for every crash).
    ///
    /// The rename would replace a read-only file as readily as any other, so the file's own
    /// permissions are checked first, and the new file keeps them.
    ///
    /// A store that is a symlink (dotfile managers make them) is written through: the temporary
    /// file is made next to the file the link leads to and renamed over it, so the link stays a
    /// link and its target gets the values. A store that is not a regular file (a FIFO, a device)
    /// is refused. `PATH.new` is created afresh (`O_EXCL | O_NOFOLLOW`), so whatever stood there,
    /// a link or another name of some file, is removed, never written into.
    static func write(_ contents: Data, to path: String) throws(StoreError) {
        let target = try writableTarget(of: path)
        let permissions = try permissions(ofReplacing: target)
        let temporary = target + ".new"
        func failure() -> StoreError {
            let reason = SafeFile.errorDescription()
            unlink(temporary)
            return StoreError(.inputOutput, path: path, tr("Could not save the settings file %1$s: %2$s", path, reason))
        }
        try removeStaleTemporary(temporary, of: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
        guard descriptor >= 0 else { throw failure() }
        // `open` masks its mode with the umask; `fchmod` sets the bits exactly.
        guard fchmod(descriptor, permissions) == 0, writeAll(contents, to: descriptor), fsync(descriptor) == 0 else {
            let error = failure()
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, target) == 0 else { throw failure() }
        // The rename itself is durable only once the folder is synced.
        let folder = open(PathText.parent(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Refuses, as `write` would, a store that is not a regular file or may not be written (or
    /// whose link leads to such a file), before its lock and temporary files are made.
    static func refuseUnwritable(_ path: String) throws(StoreError) {
        _ = try permissions(ofReplacing: writableTarget(of: path))
    }

    /// The file a write of `path` replaces: `path` itself, or for a symlink the file at the end
    /// of its chain of links (which need not exist yet), with its folder's real path, so every
    /// path to one file names the same file and the same lock. Refuses a store, or the file its
    /// link leads to, that is not a regular file.
    static func writableTarget(of path: String) throws(StoreError) -> String {
        var current = path
        var status = stat()
        for _ in 0...40 {
            guard lstat(current, &status) == 0 else { return realFolderPath(of: current) }
            guard status.st_mode & S_IFMT == S_IFLNK else {
                if let kind = FileKind(mode: status.st_mode) { throw notASettingsFile(path, kind) }
                return realFolderPath(of: current)
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, Int(PATH_MAX))
            guard count >= 0 else { break }
            let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : PathText.parent(of: current) + "/" + target
        }
        throw StoreError(.inputOutput, path: path, tr("The settings file %1$s is a link that cannot be followed (%2$s): nothing was read or written.", path, SafeFile.errorDescription(ELOOP)))
    }

    /// `path` with its folder's symlinks resolved; as given when the folder does not exist.
    private static func realFolderPath(of path: String) -> String {
        let folder = PathText.parent(of: path)
        guard let resolved = realpath(folder.isEmpty ? "." : folder, nil) else { return path }
        defer { free(resolved) }
        let real = String(cString: resolved)
        return (real == "/" ? "" : real) + "/" + PathText.lastComponent(of: path)
    }

    /// Removes a `PATH.new` left by a killed writer (or put there by someone else: a FIFO, a link,
    /// a second name of another file) so the new temporary is created, not opened. A folder is
    /// not removed: the write then fails, saying so.
    private static func removeStaleTemporary(_ temporary: String, of path: String) throws(StoreError) {
        var status = stat()
        guard lstat(temporary, &status) == 0 else { return }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw StoreError(.inputOutput, path: path, tr("Could not save the settings file %1$s: %2$s is a folder, so nothing was written.", path, temporary))
        }
        unlink(temporary)
    }

    /// The refusal of a store, system defaults or lock file that is a FIFO, a device or a folder.
    private static func notASettingsFile(_ path: String, _ kind: FileKind) -> StoreError {
        // Translators: %2$s is what the file turned out to be ("a folder", "a device").
        StoreError(.inputOutput, path: path, tr("%1$s is %2$s, not a settings file: nothing was read or written.", path, kind.translated))
    }

    /// The permission bits the replacement of `path` gets: the existing file's, or 0600 (private
    /// to the user) for a new file. Refuses a file we may not write, and one that nobody may write:
    /// root passes `access` for every file, and would otherwise overwrite a file its owner made
    /// read-only.
    private static func permissions(ofReplacing path: String) throws(StoreError) -> mode_t {
        var status = stat()
        // A missing file is a new one; one that cannot be examined is left to `open` and
        // `rename`, which say why.
        guard stat(path, &status) == 0 else { return 0o600 }
        let permissions = status.st_mode & 0o777
        guard access(path, W_OK) == 0, permissions & 0o222 != 0 else {
            throw StoreError(.inputOutput, path: path,
                             tr("The settings file %s is read-only, so nothing was saved; make it writable to change settings.", path))
        }
        return permissions
    }

    /// Writes every byte, resuming after short writes and interruptions.
    private static func writeAll(_ contents: Data, to descriptor: Int32) -> Bool {
        contents.withUnsafeBytes { bytes in
            guard var next = bytes.baseAddress else { return true }
            var remaining = bytes.count
            while remaining > 0 {
                let written = Glibc.write(descriptor, next, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                next += written
                remaining -= written
            }
            return true
        }
    }

    /// Creates the folder holding `path` and its parents, private to the user (0700).
    static func createFolder(of path: String) throws(StoreError) {
        let folder = PathText.parent(of: path)
        guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
        guard g_mkdir_with_parents(folder, 0o700) != 0 else { return }
        let reason = String(cString: strerror(errno))
        throw StoreError(.inputOutput, path: folder, tr("Could not create the settings folder %1$s: %2$s", folder, reason))
    }

    /// Runs `body` holding an exclusive `flock` on `PATH.lock`, which serialises the
    /// read-modify-write cycles of every process writing this store. The lock lives on a sibling
    /// file because each write renames a new inode over the store file itself.
    private static func notALockFile(_ path: String, _ kind: FileKind) -> StoreError {
        // Translators: %2$s is what the file turned out to be ("a folder", "a device").
        StoreError(.inputOutput, path: path, tr("The lock file %1$s is %2$s, not a lock file: nothing was read or written.", path, kind.translated))
    }

    static func withExclusiveLock<Result>(on path: String, _ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        // Next to the file a symlinked store leads to, so two paths to one file share one lock.
        let lockPath = try writableTarget(of: path) + ".lock"
        var status = stat()
        // Neither a link (whose target `O_CREAT` would create) nor a FIFO or a device: those are
        // refused before they are opened.
        if lstat(lockPath, &status) == 0, let kind = FileKind(mode: status.st_mode) {
            throw notALockFile(lockPath, kind)
        }
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
        guard descriptor >= 0 else {
            let reason = SafeFile.errorDescription()
            throw StoreError(.inputOutput, path: lockPath, tr("Could not open the lock file %1$s: %2$s", lockPath, reason))
        }
        // Closing the descriptor releases the lock, also when `body` throws.
        defer { close(descriptor) }
        // Swapped in between the check and the open: refused all the same.
        if fstat(descriptor, &status) == 0, let kind = FileKind(mode: status.st_mode) {
            throw notALockFile(lockPath, kind)
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = SafeFile.errorDescription()
                throw StoreError(.inputOutput, path: lockPath, tr("Could not lock %1$s: %2$s", lockPath, reason))
            }
        }
        return try body()
    }
}
