import CGLib
import FoundationEssentials
import Glibc

/// The one place this program opens a file to read it. Readers of bundles and stores get bytes
/// from here and never open a path themselves (DESIGN.md, "Limits and safe file access").
///
/// Every read:
/// - finds the file once and decides on the descriptor: the file's kind is taken from an `O_PATH`
///   descriptor (which opens nothing: a device's driver or a FIFO's writer never notices), and the
///   descriptor opened for reading must be the same inode (`st_dev`, `st_ino`), so a file swapped
///   between the check and the read is not read: the file is looked at and opened again (see
///   `openAttempts`);
/// - opens with `O_NONBLOCK | O_CLOEXEC | O_NOCTTY`: nothing it opens can block or become a
///   terminal;
/// - refuses what is not a regular file (FIFO, device, socket, folder) and what is larger than the
///   caller's limit, before reading a byte, and never reads more than the size it checked.
///
/// Bundle files are read `beneath` their folder: the path is resolved by the kernel with
/// `openat2(RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS)`, so no `..` and no link leads out of it,
/// however the files change meanwhile. Where `openat2` is missing (kernels before 5.6, or a seccomp
/// filter answering ENOSYS/EPERM) the same rule is kept by resolving one component at a time with
/// `openat(O_NOFOLLOW)` below a descriptor of the folder. Links that stay inside are followed, as
/// they always were; an absolute link is accepted when it names a place inside the folder (the
/// kernel refuses every absolute link, so `EXDEV` is settled by the walk).
enum SafeFile {
    struct Failure: Error, Equatable {
        enum Cause: Equatable {
            /// The file or a folder on its way does not exist.
            case missing
            /// Not a regular file; `kind` says what it is instead.
            case notRegular(kind: FileKind)
            case tooLarge
            /// `..` or a link leads out of the folder the file must stay in.
            case escapes
            /// Replaced by another file between the look and the open, at every attempt.
            case replaced
            /// Anything else the system refused (permission denied, too many links, …).
            case system
        }

        let cause: Cause
        /// A clause to sit inside a sentence ("it is a named pipe (FIFO), not a regular file").
        let reason: String
    }

    /// Store files (the user's values, system defaults, locks) larger than this are refused.
    /// Real stores are a few kilobytes; 16 MiB holds hundreds of thousands of keys, and a larger
    /// file is a mistake (a log written to the wrong name) not worth parsing or holding.
    static let storeByteLimit = 16 << 20

    private static let readFlags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY
    /// Allows `..` and links that stay below the folder, refuses any that would leave it, and
    /// refuses `/proc/*/fd`-style links outright.
    private static let resolveBeneath = UInt64(RESOLVE_BENEATH) | UInt64(RESOLVE_NO_MAGICLINKS)
    /// The most links one path may pass through, as the kernel's own limit.
    private static let linkLimit = 40
    /// How often a file replaced between the look and the open is looked at and opened again.
    /// Saving by an atomic rename (GLib's `g_file_set_contents`, editors, this program's stores)
    /// replaces the file while others read it; each version is complete, so the reader takes the
    /// next one instead of failing. Only a file replaced at every attempt is refused.
    static let openAttempts = 10

    // MARK: Reading

    /// The bytes of the file at `path` (links followed: a store may be a link a dotfile manager
    /// made).
    static func contents(atPath path: String, byteLimit: Int) -> Result<Data, Failure> {
        openForReading(atPath: path, byteLimit: byteLimit).flatMap(readWhole)
    }

    /// The bytes of `relativePath` inside `folder`, which neither `..` nor a link may leave.
    /// `usingOpenat2: false` goes straight to the walk, as on a kernel without `openat2` (tests).
    static func contents(of relativePath: String, beneath folder: URL,
                         byteLimit: Int = PlistReadLimits.standard.fileBytes,
                         usingOpenat2: Bool = true) -> Result<Data, Failure> {
        openForReading(relativePath, beneath: folder, byteLimit: byteLimit, usingOpenat2: usingOpenat2).flatMap(readWhole)
    }

    /// Whether `relativePath` inside `folder` is a regular file this process may read (it is
    /// opened and closed again: images are read later by GTK, which would wait on a FIFO).
    static func isReadableRegularFile(_ relativePath: String, beneath folder: URL) -> Bool {
        check(openForReading(relativePath, beneath: folder, byteLimit: Int.max))
    }

    /// Whether `path` (links followed) is a regular file this process may read.
    static func isReadableRegularFile(atPath path: String) -> Bool {
        check(openForReading(atPath: path, byteLimit: Int.max))
    }

    /// strerror's sentence for `errno`, lower-cased to sit inside ours ("permission denied").
    static func errorDescription(_ number: Int32 = errno) -> String {
        let text = String(cString: strerror(number))
        // Not `String + Substring`: that `+` is generic over any sequence, and its first call had
        // the runtime look up its types by name (0.18 of `set`'s 14 million instructions: a
        // page's missing candidates each say why).
        var sentence = text.prefix(1).lowercased()
        sentence.append(contentsOf: text.dropFirst())
        return sentence
    }

    private static func check(_ opened: Result<OpenFile, Failure>) -> Bool {
        guard case .success(let file) = opened else { return false }
        close(file.descriptor)
        return true
    }

    // MARK: Opening

    /// A descriptor open for reading on a regular file of `size` bytes, within the limit.
    private struct OpenFile {
        var descriptor: Int32
        var size: Int
    }

    private static func openForReading(atPath path: String, byteLimit: Int) -> Result<OpenFile, Failure> {
        retryingReplaced {
            let probe = open(path, bs_o_path | O_CLOEXEC)
            guard probe >= 0 else { return .failure(systemFailure()) }
            defer { close(probe) }
            var status = stat()
            guard fstat(probe, &status) == 0 else { return .failure(systemFailure()) }
            return reopen(status, byteLimit: byteLimit) { open(path, readFlags) }
        }
    }

    private static func openForReading(_ relativePath: String, beneath folder: URL, byteLimit: Int,
                                       usingOpenat2: Bool = true) -> Result<OpenFile, Failure> {
        retryingReplaced { openOnceForReading(relativePath, beneath: folder, byteLimit: byteLimit, usingOpenat2: usingOpenat2) }
    }

    /// `open` again while it finds the file replaced between its look and its open, up to
    /// `openAttempts` times in all.
    private static func retryingReplaced(_ open: () -> Result<OpenFile, Failure>) -> Result<OpenFile, Failure> {
        for _ in 1..<openAttempts {
            let opened = open()
            guard case .failure(let failure) = opened, failure.cause == .replaced else { return opened }
        }
        return open()
    }

    private static func openOnceForReading(_ relativePath: String, beneath folder: URL, byteLimit: Int,
                                           usingOpenat2: Bool) -> Result<OpenFile, Failure> {
        let root = open(folder.path, bs_o_path | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return .failure(systemFailure()) }
        defer { close(root) }
        guard usingOpenat2 else { return walk(relativePath, root: root, rootPath: folder.path, byteLimit: byteLimit) }
        let probe = bs_openat2(root, relativePath, UInt64(bs_o_path | O_CLOEXEC), resolveBeneath)
        if probe >= 0 {
            defer { close(probe) }
            var status = stat()
            guard fstat(probe, &status) == 0 else { return .failure(systemFailure()) }
            return reopen(status, byteLimit: byteLimit) {
                bs_openat2(root, relativePath, UInt64(readFlags), resolveBeneath)
            }
        }
        switch errno {
        // No openat2 (old kernel, or a seccomp filter that refuses it), or an absolute link the
        // kernel refuses wholesale: the walk decides.
        case ENOSYS, EPERM, EINVAL, EXDEV, EAGAIN: break
        default: return .failure(systemFailure())
        }
        return walk(relativePath, root: root, rootPath: folder.path, byteLimit: byteLimit)
    }

    /// Opens the file for reading after its kind and size were checked on `status`, and makes sure
    /// the descriptor is that same file.
    private static func reopen(_ status: stat, byteLimit: Int, _ open: () -> Int32) -> Result<OpenFile, Failure> {
        if let refusal = refusal(for: status, byteLimit: byteLimit) { return .failure(refusal) }
        let descriptor = open()
        guard descriptor >= 0 else { return .failure(systemFailure()) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
            let failure = systemFailure()
            close(descriptor)
            return .failure(failure)
        }
        guard opened.st_dev == status.st_dev, opened.st_ino == status.st_ino else {
            close(descriptor)
            return .failure(Failure(cause: .replaced, reason: "it was replaced while being opened, \(openAttempts) times in a row"))
        }
        if let refusal = refusal(for: opened, byteLimit: byteLimit) {
            close(descriptor)
            return .failure(refusal)
        }
        return .success(OpenFile(descriptor: descriptor, size: Int(opened.st_size)))
    }

    /// Resolves `relativePath` one component at a time below `root`, never following a link
    /// without reading it first: `..` above the root, or a link whose target leaves the root,
    /// is refused. Folders on the way are held open, so a component swapped for a link after it
    /// was looked at is not used (every `openat` passes `O_NOFOLLOW`).
    private static func walk(_ relativePath: String, root: Int32, rootPath: String,
                             byteLimit: Int) -> Result<OpenFile, Failure> {
        var folders: [Int32] = []
        defer { folders.forEach { close($0) } }
        // Components still to resolve, the next one last.
        var pending = Array(components(of: relativePath).reversed())
        var links = 0
        while let name = pending.popLast() {
            let current = folders.last ?? root
            if name == ".." {
                guard let left = folders.popLast() else { return .failure(escapes) }
                close(left)
                continue
            }
            var status = stat()
            guard fstatat(current, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(systemFailure()) }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                links += 1
                guard links <= linkLimit, let target = readLink(in: current, name) else {
                    return .failure(systemFailure(links > linkLimit ? ELOOP : errno))
                }
                if target.hasPrefix("/") {
                    guard let inside = relativeInside(target, rootPath: rootPath) else { return .failure(escapes) }
                    folders.forEach { close($0) }
                    folders = []
                    pending.append(contentsOf: components(of: inside).reversed())
                } else {
                    pending.append(contentsOf: components(of: target).reversed())
                }
            case S_IFDIR where !pending.isEmpty:
                let next = openat(current, name, bs_o_path | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard next >= 0 else { return .failure(systemFailure()) }
                folders.append(next)
            default:
                guard pending.isEmpty else { return .failure(systemFailure(ENOTDIR)) }
                return reopen(status, byteLimit: byteLimit) { openat(current, name, readFlags | O_NOFOLLOW) }
            }
        }
        // The path named the folder itself (or ended in `..`).
        return .failure(Failure(cause: .notRegular(kind: .folder), reason: "it is a folder, not a regular file"))
    }

    /// The non-empty components of a path, `.` left out.
    private static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }

    /// An absolute link target as a path relative to the root, when it names a place inside it.
    private static func relativeInside(_ target: String, rootPath: String) -> String? {
        guard let resolved = realpath(rootPath, nil) else { return nil }
        defer { free(resolved) }
        let root = String(cString: resolved)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if target == root { return "." }
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : nil
    }

    private static func readLink(in folder: Int32, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder, name, &buffer, Int(PATH_MAX))
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Reading the descriptor

    /// Reads the opened file whole (at most the size checked), and closes it.
    private static func readWhole(_ file: OpenFile) -> Result<Data, Failure> {
        defer { close(file.descriptor) }
        var data = Data(count: file.size)
        var filled = 0
        while filled < data.count {
            let count = data.withUnsafeMutableBytes { buffer in
                read(file.descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(systemFailure()) }
            // The file shrank while being read; what was there is all there is.
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return .success(data)
    }

    private static func refusal(for status: stat, byteLimit: Int) -> Failure? {
        if let kind = FileKind(mode: status.st_mode) {
            return Failure(cause: .notRegular(kind: kind), reason: "it is \(kind.text), not a regular file")
        }
        guard status.st_size > byteLimit else { return nil }
        return Failure(cause: .tooLarge, reason: "it is larger than \(PlistReadLimits.grouped(byteLimit)) bytes, the most this program reads")
    }

    private static func systemFailure(_ number: Int32 = errno) -> Failure {
        switch number {
        // ENOTDIR: a file stands where a folder was expected, so what was asked for is not there.
        case ENOENT, ENOTDIR: Failure(cause: .missing, reason: errorDescription(number))
        // openat2 refused a link out (one swapped in after the walk's first look, say).
        case EXDEV: escapes
        default: Failure(cause: .system, reason: errorDescription(number))
        }
    }

    private static let escapes = Failure(cause: .escapes, reason: "it leads out of the folder it must stay in")
}
