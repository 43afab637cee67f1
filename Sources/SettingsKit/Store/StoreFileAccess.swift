import CGLib
import FoundationEssentials
import Glibc

/// The file operations a file store is built from: read, atomic durable write, folder creation
/// and the inter-process lock. Every failure is a `StoreError` naming the path.
enum StoreFileAccess {
    /// The file's bytes, or nil when it (or its folder) does not exist.
    static func read(_ path: String) throws(StoreError) -> Data? {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0 else {
            if isMissingFileError(error) { return nil }
            throw StoreError(.inputOutput, path: path, "Could not read the settings file \(path): \(takeMessage(error))")
        }
        defer { g_free(contents) }
        guard let contents else { return Data() }
        return Data(bytes: contents, count: Int(length))
    }

    /// Replaces the file with `contents` so that a crash at any moment leaves the old or the new
    /// file, never a mix: write `PATH.new`, fsync it, rename it over the file, fsync the folder.
    /// Callers hold the store's lock, so one fixed temporary name suffices, and one left behind by
    /// a killed writer is simply replaced by the next write (`g_file_set_contents_full` would
    /// leave a randomly named file behind for every crash).
    ///
    /// The rename would replace a read-only file as readily as any other, so the file's own
    /// permissions are checked first, and the new file keeps them.
    static func write(_ contents: Data, to path: String) throws(StoreError) {
        let permissions = try permissions(ofReplacing: path)
        let temporary = path + ".new"
        func failure() -> StoreError {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return StoreError(.inputOutput, path: path, "Could not save the settings file \(path): \(reason)")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw failure() }
        // `open` masks its mode with the umask; `fchmod` sets the bits exactly.
        guard fchmod(descriptor, permissions) == 0, writeAll(contents, to: descriptor), fsync(descriptor) == 0 else {
            let error = failure()
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else { throw failure() }
        // The rename itself is durable only once the folder is synced.
        let folder = open(PathText.parent(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
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
                             "The settings file \(path) is read-only, so nothing was saved; make it writable to change settings.")
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
        throw StoreError(.inputOutput, path: folder, "Could not create the settings folder \(folder): \(reason)")
    }

    /// Runs `body` holding an exclusive `flock` on `PATH.lock`, which serialises the
    /// read-modify-write cycles of every process writing this store. The lock lives on a sibling
    /// file because each write renames a new inode over the store file itself.
    static func withExclusiveLock<Result>(on path: String, _ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        let lockPath = path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw StoreError(.inputOutput, path: lockPath, "Could not open the lock file \(lockPath): \(reason)")
        }
        // Closing the descriptor releases the lock, also when `body` throws.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                throw StoreError(.inputOutput, path: lockPath, "Could not lock \(lockPath): \(reason)")
            }
        }
        return try body()
    }
}
